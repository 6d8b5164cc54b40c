"""The window's look: the Sun Valley ttk theme (sv-ttk), light or dark, the text size, and the
shell's own styles.

sv-ttk's own loader sources both variants, each a sprite sheet cut into some 200 images, at
once. Only the variant shown is loaded here, the other when the player first switches to it:
that halves what the theme adds to the window's first draw (scripts/bench, window ready).
The theme's fonts (Segoe UI, absent off Windows) are set to the platform's default family at
the chosen size, so every text is measured in the font it is drawn in.
"""

from __future__ import annotations

import os
import sys
import tkinter as tk
from pathlib import Path
from tkinter import font, ttk

from tabletop.gui.widgets import style as widget_style

BASE_SIZE = 11
"""Points of ordinary text at the default text size."""

FRENCH = "#1d4f91"
"""The French (and Napoleon's) side: blue, told apart from ALLIED by colour-blind players too
(blue against vermilion, the Okabe-Ito pair), and always written beside a side's name."""
ALLIED = "#b2410f"
"""The Allied (Coalition) side: vermilion."""

_SIDES = {False: ("#1d4f91", "#b2410f"), True: ("#7fb2ef", "#f59a6b")}
"""French and Allied ink on a light and on a dark background (contrast 4.5:1 or more)."""

_SHELL = {
    False: {"status": "#e9e9e9", "status_error": "#fbe9eb"},
    True: {"status": "#2b2b2b", "status_error": "#4a1e24"},
}


def sv_folder() -> Path:
    """Where sv-ttk's Tcl files are."""
    import sv_ttk

    return Path(sv_ttk.__file__).with_name("theme")


def system_prefers_dark() -> bool:
    """Whether the desktop asks for dark windows, where that can be read cheaply."""
    forced = os.environ.get("TABLETOP_THEME", "").lower()
    if forced in ("light", "dark"):
        return forced == "dark"
    if ":dark" in os.environ.get("GTK_THEME", "").lower():
        return True
    if sys.platform == "darwin":
        command = ["defaults", "read", "-g", "AppleInterfaceStyle"]
    elif sys.platform != "win32" and on_path("gsettings"):
        command = ["gsettings", "get", "org.gnome.desktop.interface", "color-scheme"]
    elif sys.platform != "win32":
        return False  # no desktop setting to read: light (and no subprocess at start-up)
    import subprocess

    try:
        if sys.platform == "win32":
            import winreg

            key = winreg.OpenKey(
                winreg.HKEY_CURRENT_USER,
                r"Software\Microsoft\Windows\CurrentVersion\Themes\Personalize",
            )
            return winreg.QueryValueEx(key, "AppsUseLightTheme")[0] == 0
        answer = subprocess.run(command, capture_output=True, text=True, timeout=1).stdout
        return "dark" in answer.lower()
    except (OSError, ValueError, ImportError, subprocess.SubprocessError):
        return False


def on_path(program: str) -> bool:
    """Whether `program` is on the PATH (shutil.which, without importing shutil)."""
    folders = os.environ.get("PATH", "").split(os.pathsep)
    return any(os.access(os.path.join(f, program), os.X_OK) for f in folders if f)


def _load(root: tk.Misc, variant: str) -> None:
    """Source sv-ttk's `variant` (and, the first time, its shared procedures and fonts)."""
    names = ttk.Style(root).theme_names()
    folder = sv_folder()
    if f"sun-valley-{variant}" not in names:
        root.tk.call("source", str(folder / f"{variant}.tcl"))
    if not int(root.tk.call("info", "exists", "::tabletop_sv_loaded")):
        # sv.tcl without its two `source` lines: the fonts, the colour procedures and the
        # <<ThemeChanged>> bindings, for whichever variants are loaded.
        text = (folder.parent / "sv.tcl").read_text(encoding="utf-8")
        lines = text.splitlines()
        root.tk.eval("\n".join(line for line in lines if not line.startswith("source ")))
        root.tk.eval("set ::tabletop_sv_loaded 1")


def own_scaling(root: tk.Misc) -> float:
    """Tk's own pixels per point, from the screen's size in pixels and millimetres as the X
    server reports it (what `tk scaling` is at start-up; read again, not remembered, since
    Tk keeps a scaling set for one window for the next window of the process)."""
    millimetres = root.winfo_screenmmwidth()
    return root.winfo_screenwidth() * 25.4 / (millimetres * 72.0) if millimetres else 96 / 72


def apply(root: tk.Misc, *, dark: bool = False, text_size: int = 0, dpi: float = 0.0) -> None:
    """Set the theme's variant, the fonts at `text_size` points above the default drawn at
    `dpi` dots an inch (0: as the X server says), our colours for that variant, and the
    shell's styles (harmless to call again)."""
    root.tk.call("tk", "scaling", dpi / 72.0 if dpi else own_scaling(root))
    size = BASE_SIZE + text_size
    for name, points in (
        ("TkDefaultFont", size),
        ("TkTextFont", size),
        ("TkMenuFont", size),
        ("TkHeadingFont", size),
        ("TkTooltipFont", size),
        ("TkFixedFont", size),
        ("TkCaptionFont", size + 1),
        ("TkSmallCaptionFont", size - 1),
    ):
        try:
            font.nametofont(name, root=root).configure(size=points)
        except tk.TclError:
            pass  # a platform without that named font keeps its own
    widget_style.forget_fonts()
    widget_style.use_palette(dark)
    global FRENCH, ALLIED
    FRENCH, ALLIED = _SIDES[dark]
    variant = "dark" if dark else "light"
    style = ttk.Style(root)
    try:
        _load(root, variant)
        family = widget_style.body(root)[0]
        for name, points, weight in (
            ("SunValleyCaptionFont", size - 1, "normal"),
            ("SunValleyBodyFont", size, "normal"),
            ("SunValleyBodyStrongFont", size, "bold"),
            ("SunValleyBodyLargeFont", size + 3, "normal"),
            ("SunValleySubtitleFont", size + 4, "bold"),
            ("SunValleyTitleFont", size + 9, "bold"),
            ("SunValleyTitleLargeFont", size + 16, "bold"),
            ("SunValleyDisplayFont", size + 30, "bold"),
        ):
            root.tk.call("font", "configure", name, "-family", family, "-size", points)
            root.tk.call("font", "configure", name, "-weight", weight)
        style.theme_use(f"sun-valley-{variant}")
        _focus_marks(root, variant)
    except (ImportError, OSError, tk.TclError):
        # No sv-ttk (or a broken copy): the built-in clam theme, light, still readable.
        if "clam" in style.theme_names():
            style.theme_use("clam")
        widget_style.use_palette(False)
        FRENCH, ALLIED = _SIDES[False]
        dark = False
    widget_style.apply(root)
    _shell_styles(root, dark)


FOCUS_IMAGES = tuple(
    f"{control}-{look}"
    for control in (
        "button",
        "check",
        "check-tri",
        "check-unsel",
        "radio",
        "radio-unsel",
        "switch",
        "switch-off",
    )
    for look in ("focus", "focus-hover")
) + ("textbox-focus",)
"""sv-ttk's pictures of a focused control: buttons (a readonly combobox's field too), check
and radio buttons, and the field of an entry, a combobox and a spinbox."""


def _focus_marks(root: tk.Misc, variant: str) -> None:
    """Draw the focus ring on sv-ttk's focus pictures, and round the focused notebook tab:
    sv-ttk marks a focused button with a one-pixel grey line, a field with a line under it
    and a tab with a dotted one, which a player looking for the keyboard's place does not
    find (issue 33 item 5). The ring lies inside each picture's edge, with a line of the
    window's colour inside it (so it shows on a ticked box's blue too), and no control
    changes size."""
    ring, width = widget_style.FOCUS_RING, widget_style.FOCUS_WIDTH
    paper = str(root.tk.eval(f"set ::ttk::theme::sv_{variant}::colors(-bg)"))
    for name in FOCUS_IMAGES:
        image = str(root.tk.eval(f"set ::ttk::theme::sv_{variant}::I({name})"))
        _frame(root, image, ring, 0, width)
        _frame(root, image, paper, width, 1)
    tab_ring = f"tabletop_focus_ring_{variant}"
    if tab_ring not in root.tk.splitlist(root.tk.call("image", "names")):
        root.tk.call("image", "create", "photo", tab_ring, "-width", 12, "-height", 12)
    _frame(root, tab_ring, ring, 0, width)
    style = ttk.Style(root)
    if "Tabletop.focusring" not in style.element_names():
        root.tk.call("image", "create", "photo", f"{tab_ring}_none", "-width", 12, "-height", 12)
        style.element_create(
            "Tabletop.focusring",
            "image",
            f"{tab_ring}_none",
            ("focus", tab_ring),
            border=width + 1,
            padding=RING_ROOM,
            sticky="nsew",
        )
        root.tk.eval(_TAB.format(sv=f"::ttk::theme::sv_{variant}::I"))
    root.tk.eval(_TAB_LAYOUT)


RING_ROOM = 5
"""Pixels between a focused tab's label and the tab's edge the ring is drawn in: the tab's
picture gives up as much of its own padding as the ring takes over clam's one-pixel dotted
line, so every tab keeps its width (five to eight tabs fit as before: tests/gui/test_gui_fit)."""

_TAB = """ttk::style element create Tabletop.tab image [list ${sv}(tab-rest) \
    selected ${sv}(tab-selected) active ${sv}(tab-hover)] \
  -border 13 -padding {{12 10 12 2}} -height 32"""
"""sv-ttk's tab picture (padding {16 14 16 6}, 1 more for clam's focus line) with room for
the ring taken from its padding."""

_TAB_LAYOUT = """ttk::style layout TNotebook.Tab {
  Tabletop.tab -sticky nswe -children {
    Notebook.padding -side top -sticky nswe -children {
      Tabletop.focusring -side top -sticky nswe -children {Notebook.label -side top -sticky {}}
    }
  }
}"""
"""A notebook tab as sv-ttk draws it, with the focus ring in place of clam's dotted line."""


def _frame(root: tk.Misc, image: str, colour: str, inset: int, width: int) -> None:
    """Paint a square frame `width` pixels wide, `inset` pixels in from the picture's edge."""
    wide = int(root.tk.call("image", "width", image))
    high = int(root.tk.call("image", "height", image))
    left, top, right, bottom = inset, inset, wide - inset, high - inset
    for box in (
        (left, top, right, top + width),
        (left, bottom - width, right, bottom),
        (left, top, left + width, bottom),
        (right - width, top, right, bottom),
    ):
        root.tk.call(image, "put", colour, "-to", *box)


def _shell_styles(root: tk.Misc, dark: bool) -> None:
    style = ttk.Style(root)
    family = widget_style.body(root)[0]
    size = widget_style.body(root)[1]
    ink, error = widget_style.INK, widget_style.ERROR
    shell = _SHELL[dark]
    style.configure("AppTitle.TLabel", font=(family, size + 9, "bold"), foreground=ink)
    style.configure("Heading.TLabel", font=(family, size + 2, "bold"), foreground=ink)
    style.configure("Big.TLabel", font=(family, size + 6, "bold"), foreground=ink)
    style.configure("Dim.TLabel", foreground=widget_style.MUTED)
    style.configure("Status.TLabel", foreground=ink, background=shell["status"])
    style.configure("StatusError.TLabel", foreground=error, background=shell["status_error"])
    style.configure("French.TLabel", foreground=FRENCH, font=(family, size + 1, "bold"))
    style.configure("Allied.TLabel", foreground=ALLIED, font=(family, size + 1, "bold"))
    style.configure("Treeview", rowheight=int(size * 2.4))


class SideInk:
    """A side's ink as the theme has it now: `SideInk({"French": "FRENCH", ...})[side]` reads
    the colour when asked, so a table of colours made at import follows a theme switch."""

    def __init__(self, names: dict[object, str]) -> None:
        self._names = names

    def __getitem__(self, side: object) -> str:
        return str(globals()[self._names[side]])

    def get(self, side: object, default: str) -> str:
        """The side's ink, or `default` for what is not a side."""
        return self[side] if side in self._names else default
