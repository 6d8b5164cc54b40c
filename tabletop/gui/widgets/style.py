"""Fonts and colours the shared widgets use, so every panel reads the same at a glance.

Fonts are derived from the platform's TkDefaultFont, a little larger, with results large.
"""

from __future__ import annotations

import tkinter
from tkinter import font as tkfont
from tkinter import ttk

FontSpec = tuple[str, int] | tuple[str, int, str]

PAPER = "#f7f3e8"
"""Background of an empty track box or a card face."""
INK = "#222222"
"""Text and box outlines."""
MARKER = "#1f4e8c"
"""The box the marker stands on."""
TRIGGER = "#c0392b"
"""Outline of a box that sets something off."""
TRIGGER_FILL = "#f9dcd7"
"""Fill of a trigger box."""
TRIGGER_ACTIVE = "#f0a89c"
"""Fill of a trigger box whose trigger is in force where the marker stands."""
ERROR = "#b00020"
"""A sentence saying what is wrong."""
BAR = "#3b6ea5"
"""An odds bar."""
GREY = "#b5b5b5"
"""Bars and text that do not apply now."""
MUTED = "#5a5a5a"
"""Secondary text (help lines, counts)."""
PLAYABLE = "#2e7d32"
"""Border of a card that may be played."""
FOCUS = "#f2b705"
"""Border of the card that has the keyboard focus."""
FOCUS_RING = "#0050c8"
"""The ring round the button, box, field or tab the keyboard is on (3:1 or more against
the window and against the control's face in both themes: WCAG's non-text contrast)."""
FOCUS_WIDTH = 2
"""Pixels of that ring (sv-ttk's own is one pixel, of grey on a button)."""
CARD_BACK = "#6b2d2d"
"""A card hidden from this viewer."""
TIP_PAPER = "#fffbe0"
"""Background of a tooltip."""
TIP_INK = "#222222"
"""Text of a tooltip (at least 4.5:1 against its background in both themes)."""


_LIGHT = {
    "PAPER": PAPER,
    "INK": INK,
    "MARKER": MARKER,
    "TRIGGER": TRIGGER,
    "TRIGGER_FILL": TRIGGER_FILL,
    "TRIGGER_ACTIVE": TRIGGER_ACTIVE,
    "ERROR": ERROR,
    "BAR": BAR,
    "GREY": GREY,
    "MUTED": MUTED,
    "PLAYABLE": PLAYABLE,
    "FOCUS": FOCUS,
    "FOCUS_RING": FOCUS_RING,
    "CARD_BACK": CARD_BACK,
    "TIP_PAPER": TIP_PAPER,
    "TIP_INK": TIP_INK,
}
_DARK = {
    "PAPER": "#2d2b27",
    "INK": "#ececec",
    "MARKER": "#3f78c9",
    "TRIGGER": "#ef6f5e",
    "TRIGGER_FILL": "#52302b",
    "TRIGGER_ACTIVE": "#86443a",
    "ERROR": "#ff8a8a",
    "BAR": "#5b93d6",
    "GREY": "#6e6e6e",
    "MUTED": "#b4b4b4",
    "PLAYABLE": "#66bb6a",
    "FOCUS": "#f2b705",
    "FOCUS_RING": "#f2b705",
    "CARD_BACK": "#8a4545",
    "TIP_PAPER": "#3d3a2c",
    "TIP_INK": "#f4f1e4",
}
"""The same colours for the dark theme: each keeps its meaning and its contrast."""


def contrast(one: str, other: str) -> float:
    """The contrast ratio of two "#rrggbb" colours, as WCAG 2 measures it (1 to 21)."""

    def luminance(colour: str) -> float:
        channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
        linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]

    high, low = sorted((luminance(one), luminance(other)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def use_palette(dark: bool) -> None:
    """Switch the colours above to the light or the dark theme's (widgets drawn after this
    use them: the window redraws its tabs when the theme changes)."""
    globals().update(_DARK if dark else _LIGHT)


_FAMILIES: dict[tuple[int, str], tuple[str, int]] = {}
"""Family and size of a named font per Tk interpreter: asking Tk is slow and every widget
asks, so the answer is kept (forget_fonts() after reconfiguring the named fonts)."""


def _named(widget: tkinter.Misc, name: str) -> tuple[str, int]:
    key = (id(widget.tk), name)
    if key not in _FAMILIES:
        actual = tkfont.nametofont(name, root=widget).actual()
        size = abs(int(actual.get("size", 10))) or 10
        _FAMILIES[key] = str(actual.get("family", name)), size
    return _FAMILIES[key]


def forget_fonts() -> None:
    """Drop the kept font answers (the named fonts were just reconfigured)."""
    _FAMILIES.clear()


def _base(widget: tkinter.Misc) -> tuple[str, int]:
    return _named(widget, "TkDefaultFont")


def body(widget: tkinter.Misc) -> FontSpec:
    """Ordinary text, a point larger than the platform default."""
    family, size = _base(widget)
    return (family, size + 1)


def bold(widget: tkinter.Misc) -> FontSpec:
    """Titles and names."""
    family, size = _base(widget)
    return (family, size + 1, "bold")


def small(widget: tkinter.Misc) -> FontSpec:
    """Notes and captions."""
    family, size = _base(widget)
    return (family, max(8, size - 1))


def big(widget: tkinter.Misc) -> FontSpec:
    """A result the player must not miss."""
    family, size = _base(widget)
    return (family, size + 10, "bold")


def mono(widget: tkinter.Misc) -> FontSpec:
    """Hashes and numbers a referee copies."""
    return _named(widget, "TkFixedFont")


def apply(widget: tkinter.Misc) -> None:
    """Define the ttk styles the widgets use (harmless to call again)."""
    style = ttk.Style(widget)
    style.configure("Title.TLabel", font=bold(widget))
    style.configure("Body.TLabel", font=body(widget))
    style.configure("Muted.TLabel", font=small(widget), foreground=MUTED)
    style.configure("Error.TLabel", font=body(widget), foreground=ERROR)
    style.configure("Result.TLabel", font=big(widget))


def window_background(widget: tkinter.Misc) -> str:
    """The theme's background behind frames, for a canvas to blend in (sv-ttk sets it on
    "." only, so a TFrame lookup alone gave Tk's light grey in the dark theme)."""
    look = ttk.Style(widget).lookup
    return str(look("TFrame", "background") or look(".", "background") or "#d9d9d9")
