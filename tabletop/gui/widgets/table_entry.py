"""A form for the owner of a printed game to enter, once, a table the rulebook text lost.

The row headers and columns come from the shipped data; the owner types each cell from the
printed chart, each read as the game will read it (`widgets.cell_grid`). What is kept goes to
the override file in the user's data folder and is used from then on (DESIGN.md principle
2); the shipped data is never changed. A table already kept opens with its cells, to be
corrected, or removed. A table of marks over another printed table (Pratzen's bold-italic
marks) shows each cell's printed result beside the mark typed for it.
"""

from __future__ import annotations

import tkinter
from collections.abc import Callable
from tkinter import messagebox, ttk

from tabletop.core.data import load_board
from tabletop.core.errors import TabletopError
from tabletop.core.i18n import N_, _, tr
from tabletop.core.layer import at_path
from tabletop.core.overrides import owner_entries, remove_entry, save_table
from tabletop.games.cells import checker
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import sentence
from tabletop.gui.widgets.adopt_bar import keeping
from tabletop.gui.widgets.cell_grid import CellGrid
from tabletop.gui.widgets.wrap import wrapping
from tabletop.session.session import Session

Done = Callable[[], None]

INTRO = N_(
    "The rulebook text lost this table. Type each cell as your printed copy shows it (or paste "
    "a block copied from a spreadsheet); it is kept for this game from now on."
)
MARKS_INTRO = N_(
    "The text lost which results of the {title} are printed in bold italic. Beside each "
    "printed result, type bold (the result applies to the disadvantaged side) or plain (to "
    "the advantaged side); a Reroll is plain."
)


class TableEntry(ttk.Frame):
    """One Entry per cell of a lost table, laid out as the printed chart."""

    def __init__(
        self,
        master: tkinter.Misc,
        game: str,
        name: str,
        *,
        on_saved: Done | None = None,
        on_cancel: Done | None = None,
        keeper: Session | None = None,
    ) -> None:
        super().__init__(master, padding=8)
        style.apply(self)
        self.game, self.name, self.on_saved = game, name, on_saved
        self.keeper = keeper
        """The game whose tab the form was opened from: it alone logs what is kept."""
        board = load_board(game)
        table = board.table(name)
        marks = str(board.raw.get("tables", {}).get(name, {}).get("marks", ""))
        wrapping(ttk.Label(self, text=tr(table.title), style="Title.TLabel"), 2, first=300).pack(
            fill="x"
        )
        source = ttk.Label(
            self, text=_("Source: {case}").format(case=table.source), style="Muted.TLabel"
        )
        wrapping(source, 2, first=300).pack(fill="x")
        intro = _(MARKS_INTRO).format(title=tr(board.table(marks).title)) if marks else _(INTRO)
        wrapping(ttk.Label(self, text=intro, style="Body.TLabel"), 2, first=300).pack(
            fill="x", pady=(0, 6)
        )
        printed = [list(r.cells) for r in board.table(marks).rows] if marks else []
        self.kept = at_path(owner_entries(game), f"tables.{name}") is not None
        self.grid_cells = CellGrid(
            self,
            game,
            name,
            [r.label for r in table.rows],
            table.columns,
            values=[list(r.cells) for r in table.rows] if self.kept else [],
            printed=printed,
            corner=_("Roll") if table.dice is not None else "",
            width=7 if marks else 10,
        )
        self.grid_cells.pack(anchor="w", fill="x")
        self.cells = self.grid_cells.entries
        buttons = ttk.Frame(self)
        buttons.pack(anchor="w", pady=(8, 0))
        self.save_button = ttk.Button(buttons, text=_("Keep this table"), command=self.save)
        self.save_button.pack(side="left")
        self.cancel_button: ttk.Button | None = None
        if on_cancel is not None:
            self.cancel_button = ttk.Button(buttons, text=_("Cancel"), command=on_cancel)
            self.cancel_button.pack(side="left", padx=(6, 0))
        self.remove_button: ttk.Button | None = None
        if self.kept:
            self.remove_button = ttk.Button(
                buttons, text=_("Remove my entry…"), command=self.remove
            )
            self.remove_button.pack(side="left", padx=(6, 0))
        self.error_label = wrapping(ttk.Label(self, style="Error.TLabel"), 2, first=300)
        self.error_label.pack(fill="x")

    def set_cell(self, row: int, column: int, text: str) -> None:
        """Type into one cell."""
        self.grid_cells.set_cell(row, column, text)

    def save(self) -> bool:
        """Keep the cells; False, with the reason shown, when a cell is missing or unreadable."""
        problem = self.grid_cells.problem()
        if problem:
            self.error_label.configure(text=problem)
            return False
        try:
            with keeping(self.keeper):
                save_table(
                    self.game,
                    self.name,
                    self.grid_cells.values(),
                    check=checker(self.game, self.name),
                )
        except (TabletopError, OSError) as exc:
            self.error_label.configure(text=sentence(exc))
            return False
        self.error_label.configure(text="")
        if self.on_saved is not None:
            self.on_saved()
        return True

    def remove(self) -> bool:
        """Take the kept table out of the owner's data (after asking); saves keep theirs."""
        return remove_kept(self, self.game, self.name, self.error_label, self.on_saved)


def remove_kept(
    parent: tkinter.Misc, game: str, name: str, error_label: ttk.Label, then: Done | None
) -> bool:
    """Ask, then take one kept table out of the owner's data and call `then`; False when the
    owner says no or the folder refuses (the reason in `error_label`)."""
    title = tr(load_board(game).table(name).title)
    if not messagebox.askyesno(
        _("Remove a kept table"),
        _(
            "Remove the {title} you entered? New games will ask for it again; games already "
            "saved keep the copy they carry."
        ).format(title=title),
        parent=parent,
    ):
        return False
    try:
        remove_entry(game, f"tables.{name}")
    except (TabletopError, OSError) as exc:
        error_label.configure(text=sentence(exc))
        return False
    if then is not None:
        then()
    return True
