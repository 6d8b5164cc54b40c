"""The window's menus and shortcuts: File, Edit, View and Help, each item a command of the
shell.

Edit's Undo and Redo follow the session tab's buttons (`follow_undo`): a menu item is never
enabled where the button beside the game is greyed. The shortcuts are one list (`SHORTCUTS`):
the keys bound and Help > Keyboard shortcuts are made from it, so the two never disagree.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from functools import partial
from tkinter import ttk

from tabletop.core import i18n
from tabletop.core.i18n import N_, _, tr
from tabletop.games import GAMES
from tabletop.gui import play_keys, room
from tabletop.gui.aar_export import export_aar
from tabletop.gui.printed_packs import PrintedPacks
from tabletop.gui.start import ask_new_game

TYPE_CHECKING = False  # not typing's: the window imports no `typing` before it is drawn
if TYPE_CHECKING:
    from tabletop.gui.shell import Window

THEME_LABELS = {"system": N_("Follow the system"), "light": N_("Light"), "dark": N_("Dark")}

SHORTCUTS: tuple[tuple[tuple[str, ...], str, str, str], ...] = (
    (("<Control-n>",), "Ctrl+N", N_("A new game: the start page's choice of games"), "new"),
    (("<Control-o>",), "Ctrl+O", N_("Open a save"), "open"),
    (("<Control-s>",), "Ctrl+S", N_("Save (asks for a name the first time)"), "save"),
    (("<Control-z>",), "Ctrl+Z", N_("Undo"), "undo"),
    (
        ("<Control-y>", "<Control-Shift-Z>", "<Control-Z>"),
        N_("Ctrl+Y, Ctrl+Shift+Z"),
        N_("Redo"),
        "redo",
    ),
    (("<Control-w>",), "Ctrl+W", N_("Close the tab (the session is saved)"), "close_tab"),
    (("<Control-q>",), "Ctrl+Q", N_("Quit"), "quit"),
    (
        ("<Control-plus>", "<Control-equal>", "<Control-KP_Add>"),
        "Ctrl++",
        N_("Larger text"),
        "larger",
    ),
    (("<Control-minus>", "<Control-KP_Subtract>"), "Ctrl+-", N_("Smaller text"), "smaller"),
    (("<Control-0>",), "Ctrl+0", N_("Normal text size"), "normal"),
    (("<F1>",), "F1", N_("These keyboard shortcuts"), "shortcuts"),
    (("<F5>",), "F5", N_("Roll the dice of the roll in view"), "roll"),
    (("<F6>",), "F6", N_("Next phase, or End turn"), "advance"),
    (("<F7>",), "F7", N_("Fold the tracks to one line, or show them in full"), "tracks"),
    (("<F12>",), "F12", N_("Hide the log beside the game, or show it"), "log"),
    (
        ("<Control-h>", "<Control-H>"),
        "Ctrl+H",
        N_("Card game: a hint, the expert's move for your side (its Game menu)"),
        "",  # bound by the card game's panel (gui/panels/cardgame/hints.py)
    ),
    (("<F10>",), "F10", N_("Open the menu bar (then the arrow keys and Enter)"), ""),
    (("<Control-a>",), "Ctrl+A", N_("Select all the text of a field"), ""),
    (("<Prior>", "<Next>"), N_("Page Up, Page Down"), N_("Scroll the page in front"), ""),
    ((), N_("Tab, Shift+Tab"), N_("Move to the next or the previous control"), ""),
    ((), N_("Space, Enter"), N_("Press the button or tick the box that has the focus"), ""),
    ((), N_("Escape"), N_("Close a help window"), ""),
)
"""Each shortcut: the Tk sequences, the keys as a player presses them, what it does, and the
command it runs ("" when a field, a page or Tk itself answers it)."""

FIELDS = ("TEntry", "Entry", "TCombobox", "TSpinbox", "Spinbox")
"""Classes of the one-line fields Ctrl+A selects all of."""


class Menus:
    """The menu bar of one window."""

    def __init__(self, app: Window) -> None:
        root = app.root
        self.bar = tk.Menu(root)
        file_menu = tk.Menu(self.bar, tearoff=False)
        new_menu = tk.Menu(file_menu, tearoff=False)
        for listing in GAMES.values():
            new_menu.add_command(
                label=f"{tr(listing.title)}…", command=partial(ask_new_game, app, listing.id)
            )
        file_menu.add_cascade(label=_("New session"), menu=new_menu)
        file_menu.add_command(label=_("Start page"), accelerator="Ctrl+N", command=app.show_start)
        file_menu.add_command(label=_("Open…"), accelerator="Ctrl+O", command=app.open_dialog)
        file_menu.add_command(label=_("Save"), accelerator="Ctrl+S", command=app.save)
        file_menu.add_command(label=_("Save as…"), command=app.save_as)
        file_menu.add_command(label=_("Name this session…"), command=app.name_session)
        file_menu.add_command(label=_("Close tab"), accelerator="Ctrl+W", command=app.close_tab)
        file_menu.add_command(label=_("Report…"), command=app.report)
        file_menu.add_command(
            label=_("Export after-action report…"), command=partial(export_aar, app)
        )
        file_menu.add_separator()
        # The owner's printed data, as a pack to share (DESIGN principle 2).
        self.packs = PrintedPacks(app)
        file_menu.add_command(label=_("Your printed data…"), command=self.packs.view)
        export_menu = tk.Menu(file_menu, tearoff=False, postcommand=self._follow_owner_data)
        for listing in GAMES.values():
            export_menu.add_command(
                label=tr(listing.title), command=partial(self.packs.export, listing.id)
            )
        file_menu.add_cascade(label=_("Export printed data"), menu=export_menu)
        file_menu.add_command(label=_("Import printed data…"), command=self.packs.import_pack)
        self.file_menu, self.export_menu = file_menu, export_menu
        file_menu.add_separator()
        file_menu.add_command(label=_("Quit"), accelerator="Ctrl+Q", command=app.close)
        self.bar.add_cascade(label=_("File"), menu=file_menu)

        self.edit = tk.Menu(self.bar, tearoff=False)
        self.edit.add_command(label=_("Undo"), accelerator="Ctrl+Z", command=app.undo)
        self.edit.add_command(label=_("Redo"), accelerator="Ctrl+Y", command=app.redo)
        self.bar.add_cascade(label=_("Edit"), menu=self.edit)

        self.view = tk.Menu(self.bar, tearoff=False)
        self.theme = tk.StringVar(root, value=app.settings.theme)
        theme_menu = tk.Menu(self.view, tearoff=False)
        for choice, label in THEME_LABELS.items():
            theme_menu.add_radiobutton(
                label=_(label),
                value=choice,
                variable=self.theme,
                command=lambda: app.set_theme(self.theme.get()),
            )
        self.view.add_cascade(label=_("Theme"), menu=theme_menu)
        # Each language in its own name, so a player who cannot read the one shown finds theirs.
        self.language = tk.StringVar(root, value=i18n.language())
        self.language_menu = tk.Menu(self.view, tearoff=False)
        for code, name in i18n.LANGUAGES.items():
            self.language_menu.add_radiobutton(
                label=name,
                value=code,
                variable=self.language,
                command=lambda: app.set_language(self.language.get()),
            )
        self.view.add_cascade(label=_("Language"), menu=self.language_menu)
        self.view.add_separator()
        self.view.add_command(
            label=_("Larger text"), accelerator="Ctrl++", command=partial(app.text_size, 1)
        )
        self.view.add_command(
            label=_("Smaller text"), accelerator="Ctrl+-", command=partial(app.text_size, -1)
        )
        self.view.add_command(
            label=_("Normal text size"), accelerator="Ctrl+0", command=partial(app.text_size, 0)
        )
        self.view.add_separator()
        self.view.add_command(
            label=_("Fold or open the tracks"),
            accelerator="F7",
            command=partial(room.toggle_tracks, app),
        )
        self.view.add_command(
            label=_("Hide or show the log"),
            accelerator="F12",
            command=partial(room.toggle_log, app),
        )
        self.bar.add_cascade(label=_("View"), menu=self.view)

        self.help = tk.Menu(self.bar, tearoff=False)
        self.help.add_command(
            label=_("Keyboard shortcuts"), accelerator="F1", command=partial(show_shortcuts, app)
        )
        self.help.add_command(label=_("Rule case\u2026"), command=partial(_rule_case, app))
        self.help.add_separator()
        for listing in GAMES.values():
            self.help.add_command(
                label=_("Notes: {game}").format(game=listing.title),
                command=partial(_notes, app, listing.id),
            )
        self.help.add_separator()
        self.help.add_command(label=_("About Austerlitz Tabletop"), command=partial(_about, app))
        self.bar.add_cascade(label=_("Help"), menu=self.help)
        root.config(menu=self.bar)
        self.follow_undo(False, False)

    def close(self) -> None:
        """The window is made again in another language: the printed-data window, drawn in the
        old one, closes (File > Your printed data… opens it again)."""
        if self.packs.window is not None and self.packs.window.winfo_exists():
            self.packs.window.destroy()
        self.packs.window = None

    def _follow_owner_data(self) -> None:
        """Grey the games the owner has entered no printed data for (read as the menu opens)."""
        from tabletop.core.overrides import owner_entries

        for index, game in enumerate(GAMES):
            state = "normal" if owner_entries(game) else "disabled"
            self.export_menu.entryconfigure(index, state=state)

    def follow_undo(self, can_undo: bool, can_redo: bool) -> None:
        """Enable Edit > Undo and Redo as the tab's buttons are."""
        self.edit.entryconfigure(0, state="normal" if can_undo else "disabled")
        self.edit.entryconfigure(1, state="normal" if can_redo else "disabled")


def bind_keys(app: Window) -> None:
    """The window's shortcuts (`SHORTCUTS`), each for the whole window; Ctrl+A in a field;
    a click on a message that cites a rule case shows the case."""
    commands: dict[str, Callable[[], object]] = {
        "new": partial(new_game_choice, app),
        "open": app.open_dialog,
        "save": app.save,
        "undo": app.undo,
        "redo": app.redo,
        "close_tab": app.close_tab,
        "quit": app.close,
        "larger": partial(app.text_size, 1),
        "smaller": partial(app.text_size, -1),
        "normal": partial(app.text_size, 0),
        "shortcuts": partial(show_shortcuts, app),
        "roll": partial(play_keys.roll, app),
        "advance": partial(play_keys.advance, app),
        "tracks": partial(room.toggle_tracks, app),
        "log": partial(room.toggle_log, app),
    }
    app.root.bind_all(room.UNFOLD, lambda _e: room.unfold(app), add="+")
    for sequences, _keys, _what, name in SHORTCUTS:
        if name:
            for sequence in sequences:
                app.root.bind_all(sequence, partial(_key, commands[name]))
    for button in BUTTONS:  # Enter presses the focused button as Space does (F1 says so)
        for key in ("<Return>", "<KP_Enter>"):
            app.root.bind_class(button, key, _press)
    for field in FIELDS:
        app.root.bind_class(field, "<Control-a>", _select_all)
        app.root.bind_class(field, "<Control-A>", _select_all)
    app.status_bar.bind("<Button-1>", lambda _e: _cited(app), add="+")
    app.status.trace_add("write", lambda *_a: _point_at_citation(app))


BUTTONS = ("TButton", "TCheckbutton", "TRadiobutton")
"""The ttk classes Enter presses when one has the focus."""


def _press(event: tk.Event) -> str:
    """Press the focused button (unless greyed), and stop the window's own Enter."""
    widget = event.widget
    if isinstance(widget, ttk.Button | ttk.Checkbutton | ttk.Radiobutton) and not widget.instate(
        ["disabled"]
    ):
        widget.invoke()
    return "break"


def new_game_choice(app: Window) -> None:
    """Ctrl+N: the start page, with the focus on its first new-game button (the game is
    chosen there; its button opens the game's new-game dialog, tabletop/gui/newgame.py)."""
    app.show_start()
    buttons = list(app.start.new_buttons.values())
    if buttons:
        buttons[0].focus_set()
    app.notify(_("Choose the game to start (Tab moves between them, Space opens its choices)."))


def _select_all(event: tk.Event) -> str:
    """Ctrl+A in a field: select all its text (Tk's own moves to the line's start)."""
    field = event.widget
    if isinstance(field, tk.Entry | ttk.Entry):  # ttk's Combobox and Spinbox are Entries
        field.selection_range(0, "end")
        field.icursor("end")
    return "break"


def shortcuts_text() -> str:
    """Help > Keyboard shortcuts: each shortcut on a line, keys first."""
    rows = [(_(keys), _(what)) for _seq, keys, what, _name in SHORTCUTS]
    width = max(len(keys) for keys, _what in rows)
    return "\n".join(f"{keys.ljust(width)}   {what}" for keys, what in rows)


def show_shortcuts(app: Window) -> None:
    """Help > Keyboard shortcuts (F1)."""
    from tabletop.gui.help import show_text

    window = show_text(app.root, _("Keyboard shortcuts"), shortcuts_text())
    window.text.configure(font="TkFixedFont")


def _game_in_front(app: Window) -> str:
    tab = app.current_tab()
    return tab.session.game.id if tab is not None else next(iter(GAMES))


def _rule_case(app: Window) -> None:
    """Help > Rule case…: the lookup, for the game in front."""
    from tabletop.gui.help import help_window

    window = help_window(app.root)
    window.game_var.set(GAMES[_game_in_front(app)].short)
    window.show(_("Rule case"), _("Type a case of the chosen game, such as 6.2, and press Show."))
    window.case_entry.focus_set()


def _notes(app: Window, game_id: str) -> None:
    from tabletop.gui.help import show_notes

    show_notes(app.root, game_id)


def _about(app: Window) -> None:
    from tabletop.gui.help import show_text
    from tabletop.gui.help_rules import about_text

    show_text(app.root, _("About Austerlitz Tabletop"), about_text())


def _cited(app: Window) -> None:
    """A click on the message line: the first rule case it cites, of the game in front."""
    tab = app.current_tab()
    if tab is not None:
        from tabletop.gui.help import show_citation

        show_citation(app.root, app.status.get(), tab.session.game.id)


def _point_at_citation(app: Window) -> None:
    """A hand over the message line while it cites a case the click would show."""
    cites = app.current_tab() is not None and "[" in app.status.get()
    app.status_bar.configure(cursor="hand2" if cites else "")


def _key(command: Callable[[], object], _event: object) -> str:
    """A keyboard shortcut: run the command and stop Tk passing the key on."""
    command()
    return "break"
