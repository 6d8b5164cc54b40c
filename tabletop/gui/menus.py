"""The window's menus and shortcuts: File, Edit and View, each item a command of the shell.

Edit's Undo and Redo follow the session tab's buttons (`follow_undo`): a menu item is never
enabled where the button beside the game is greyed.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from functools import partial

from tabletop.games import GAMES
from tabletop.gui.printed_packs import PrintedPacks

TYPE_CHECKING = False  # not typing's: the window imports no `typing` before it is drawn
if TYPE_CHECKING:
    from tabletop.gui.app import App

THEME_LABELS = {"system": "Follow the system", "light": "Light", "dark": "Dark"}


class Menus:
    """The menu bar of one window."""

    def __init__(self, app: App) -> None:
        root = app.root
        self.bar = tk.Menu(root)
        file_menu = tk.Menu(self.bar, tearoff=False)
        new_menu = tk.Menu(file_menu, tearoff=False)
        for listing in GAMES.values():
            new_menu.add_command(label=listing.title, command=partial(app.new_session, listing.id))
        file_menu.add_cascade(label="New session", menu=new_menu)
        file_menu.add_command(label="Start page", accelerator="Ctrl+N", command=app.show_start)
        file_menu.add_command(label="Open…", accelerator="Ctrl+O", command=app.open_dialog)
        file_menu.add_command(label="Save", accelerator="Ctrl+S", command=app.save)
        file_menu.add_command(label="Save as…", command=app.save_as)
        file_menu.add_command(label="Close tab", accelerator="Ctrl+W", command=app.close_tab)
        file_menu.add_command(label="Report…", command=app.report)
        file_menu.add_separator()
        # The owner's printed data, as a pack to share (DESIGN principle 2).
        self.packs = PrintedPacks(app)
        file_menu.add_command(label="Your printed data…", command=self.packs.view)
        export_menu = tk.Menu(file_menu, tearoff=False, postcommand=self._follow_owner_data)
        for listing in GAMES.values():
            export_menu.add_command(
                label=listing.title, command=partial(self.packs.export, listing.id)
            )
        file_menu.add_cascade(label="Export printed data", menu=export_menu)
        file_menu.add_command(label="Import printed data…", command=self.packs.import_pack)
        self.file_menu, self.export_menu = file_menu, export_menu
        file_menu.add_separator()
        file_menu.add_command(label="Quit", accelerator="Ctrl+Q", command=app.close)
        self.bar.add_cascade(label="File", menu=file_menu)

        self.edit = tk.Menu(self.bar, tearoff=False)
        self.edit.add_command(label="Undo", accelerator="Ctrl+Z", command=app.undo)
        self.edit.add_command(label="Redo", accelerator="Ctrl+Y", command=app.redo)
        self.bar.add_cascade(label="Edit", menu=self.edit)

        self.view = tk.Menu(self.bar, tearoff=False)
        self.theme = tk.StringVar(root, value=app.settings.theme)
        theme_menu = tk.Menu(self.view, tearoff=False)
        for choice, label in THEME_LABELS.items():
            theme_menu.add_radiobutton(
                label=label,
                value=choice,
                variable=self.theme,
                command=lambda: app.set_theme(self.theme.get()),
            )
        self.view.add_cascade(label="Theme", menu=theme_menu)
        self.view.add_separator()
        self.view.add_command(
            label="Larger text", accelerator="Ctrl++", command=partial(app.text_size, 1)
        )
        self.view.add_command(
            label="Smaller text", accelerator="Ctrl+-", command=partial(app.text_size, -1)
        )
        self.view.add_command(
            label="Normal text size", accelerator="Ctrl+0", command=partial(app.text_size, 0)
        )
        self.bar.add_cascade(label="View", menu=self.view)
        root.config(menu=self.bar)
        self.follow_undo(False, False)

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


def bind_keys(app: App) -> None:
    """The window's shortcuts, each for the whole window."""
    keys: dict[str, Callable[[], object]] = {
        "<Control-n>": app.show_start,
        "<Control-o>": app.open_dialog,
        "<Control-s>": app.save,
        "<Control-z>": app.undo,
        "<Control-y>": app.redo,
        "<Control-Shift-Z>": app.redo,
        "<Control-Z>": app.redo,
        "<Control-w>": app.close_tab,
        "<Control-q>": app.close,
        "<Control-plus>": partial(app.text_size, 1),
        "<Control-equal>": partial(app.text_size, 1),
        "<Control-KP_Add>": partial(app.text_size, 1),
        "<Control-minus>": partial(app.text_size, -1),
        "<Control-KP_Subtract>": partial(app.text_size, -1),
        "<Control-0>": partial(app.text_size, 0),
    }
    for sequence, command in keys.items():
        app.root.bind_all(sequence, partial(_key, command))


def _key(command: Callable[[], object], _event: object) -> str:
    """A keyboard shortcut: run the command and stop Tk passing the key on."""
    command()
    return "break"
