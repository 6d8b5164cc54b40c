"""The page where the owner enters, once, the three Vae Victis tables the rulebook text lost."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from functools import partial
from tkinter import ttk

from tabletop.core.data import load_board
from tabletop.core.i18n import N_, _, tr
from tabletop.gui.widgets.layout_entry import LayoutEntry
from tabletop.gui.widgets.wrap import wrapping
from tabletop.session.session import Session

LOST_HELP = {
    "fire": N_(
        "Columns are the fire factor after protection and modifiers, as number bands "
        "('-1 or less', '0', '1-2', '5+'). Cells: Test, Test-1, Test-2, D2, R1 or - [12.3]."
    ),
    "close-combat": N_(
        "Columns are the combat factor (attack less defence), as number bands. "
        "Cells: attacker/defender, e.g. D1/R2 [13.2]."
    ),
    "leader-death": N_(
        "Type the dice as printed (1d6 or 2d6), the rows as roll bands, and the columns as printed."
    ),
}


class LostTablesPage(ttk.Frame):
    """A form for each lost table not entered yet; a line naming each one that is."""

    session: Session | None = None
    """The game of the tab the page is in: it alone logs a table kept here (others are
    offered it to adopt)."""

    def __init__(self, master: tk.Misc, on_saved: Callable[[], None]) -> None:
        super().__init__(master)
        self.on_saved = on_saved
        self.lost: dict[str, LayoutEntry] = {}
        self.correct_buttons: dict[str, ttk.Button] = {}
        self.show()

    def show(self) -> None:
        """Make the page again from the tables as they are now."""
        for child in self.winfo_children():
            child.destroy()
        self.lost = {}
        self.correct_buttons = {}
        board = load_board("vaevictis")
        for name in ("fire", "close-combat", "leader-death"):
            table = board.table(name)
            if table.unknown:
                self.lost[name] = self._form(name)
            else:
                done = ttk.Label(
                    self,
                    text=_(
                        "{title}: entered from your printed copy; rolls use it ({columns})."
                    ).format(title=tr(table.title), columns=", ".join(table.columns)),
                    style="Body.TLabel",
                    justify="left",
                )
                wrapping(done).pack(anchor="w", fill="x")
                button = ttk.Button(
                    self,
                    text=_("Correct or remove your entry…"),
                    command=partial(self.correct, name),
                )
                button.pack(anchor="w", pady=(0, 8))
                self.correct_buttons[name] = button

    def _form(self, name: str, before: tk.Misc | None = None) -> LayoutEntry:
        entry = LayoutEntry(
            self,
            "vaevictis",
            name,
            help_text=_(LOST_HELP[name]),
            on_saved=self.on_saved,
            keeper=self.session,
        )
        if before is not None:
            entry.pack(anchor="w", fill="x", pady=(0, 8), before=before)
        else:
            entry.pack(anchor="w", fill="x", pady=(0, 8))
        return entry

    def correct(self, name: str) -> LayoutEntry:
        """Open the form for a table already entered, holding its cells, to correct them."""
        button = self.correct_buttons.pop(name)
        self.lost[name] = self._form(name, before=button)
        button.destroy()
        return self.lost[name]
