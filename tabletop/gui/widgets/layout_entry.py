"""A form for the owner of a printed game to enter, once, a table whose layout the text lost
too: its column headers (and, when the rows were lost, its dice and row headers), then each
cell. What is kept goes to the user's override file (DESIGN.md principle 2), as with
`TableEntry` for a table whose layout survived.
"""

from __future__ import annotations

import tkinter
from collections.abc import Callable
from tkinter import ttk

from tabletop.core.data import load_board
from tabletop.core.errors import TabletopError
from tabletop.core.i18n import _, tr
from tabletop.core.layer import at_path
from tabletop.core.overrides import owner_entries, save_table
from tabletop.games.cells import checker
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import sentence
from tabletop.gui.widgets.adopt_bar import keeping
from tabletop.gui.widgets.cell_grid import CellGrid
from tabletop.gui.widgets.wrap import wrapping
from tabletop.session.session import Session


def _split(text: str) -> list[str]:
    return [p.strip() for p in text.split(",") if p.strip()]


class LayoutEntry(ttk.Frame):
    """Headers first (typed as printed, comma separated), then one Entry per cell."""

    def __init__(
        self,
        master: tkinter.Misc,
        game: str,
        name: str,
        *,
        help_text: str = "",
        on_saved: Callable[[], None] | None = None,
        keeper: Session | None = None,
    ) -> None:
        super().__init__(master, padding=6)
        style.apply(self)
        self.game, self.name, self.on_saved = game, name, on_saved
        self.keeper = keeper
        """The game whose tab the form was opened from: it alone logs what is kept."""
        board = load_board(game)
        table = board.table(name)
        shipped = board.raw.get("tables", {}).get(name, {})
        self.rows_lost = bool(shipped.get("rows_unknown"))
        self.columns_lost = bool(shipped.get("columns_unknown"))
        wrapping(ttk.Label(self, text=tr(table.title), style="Title.TLabel"), 2, first=300).pack(
            fill="x"
        )
        source = ttk.Label(
            self, text=_("Source: {case}").format(case=table.source), style="Muted.TLabel"
        )
        wrapping(source, 2, first=300).pack(fill="x")
        said = _(
            "The rulebook text lost this table. Type its headers as your printed copy shows "
            "them, comma separated, press Lay out, then type each cell. It is kept for this "
            "game from now on."
        )
        wrapping(
            ttk.Label(self, text=f"{said} {tr(help_text)}".strip(), style="Body.TLabel"),
            2,
            first=300,
        ).pack(fill="x", pady=(0, 4))
        heads = ttk.Frame(self)
        heads.pack(anchor="w", fill="x")
        heads.columnconfigure(1, weight=1)
        # The header fields take the width there is (and no more than a line of headers needs).
        self.columns_entry = ttk.Entry(heads, width=20, font=style.body(self))
        self.rows_entry = ttk.Entry(heads, width=20, font=style.body(self))
        self.dice_entry = ttk.Entry(heads, width=8, font=style.body(self))
        line = 0
        if self.columns_lost:
            ttk.Label(heads, text=_("Column headers"), style="Body.TLabel").grid(
                row=line, column=0, sticky="w"
            )
            self.columns_entry.grid(row=line, column=1, sticky="ew", padx=4)
            line += 1
        if self.rows_lost:
            ttk.Label(heads, text=_("Dice"), style="Body.TLabel").grid(
                row=line, column=0, sticky="w"
            )
            self.dice_entry.grid(row=line, column=1, sticky="w", padx=4)
            line += 1
            ttk.Label(heads, text=_("Row headers (rolls)"), style="Body.TLabel").grid(
                row=line, column=0, sticky="w"
            )
            self.rows_entry.grid(row=line, column=1, sticky="ew", padx=4)
        self.layout_button = ttk.Button(self, text=_("Lay out"), command=self.lay_out)
        self.layout_button.pack(anchor="w", pady=4)
        self.grid_frame = ttk.Frame(self)
        self.grid_frame.pack(anchor="w", fill="x")
        self.grid_cells: CellGrid | None = None
        self.cells: list[list[ttk.Entry]] = []
        self.columns: list[str] = []
        self.row_labels: list[str] = [r.label for r in table.rows]
        self.buttons = ttk.Frame(self)
        self.buttons.pack(anchor="w", pady=(6, 0))
        self.save_button = ttk.Button(self.buttons, text=_("Keep this table"), command=self.save)
        self.save_button.pack(side="left")
        self.save_button.state(["disabled"])
        self.error_label = wrapping(ttk.Label(self, style="Error.TLabel"), 2, first=300)
        self.error_label.pack(fill="x")
        self.remove_button: ttk.Button | None = None
        kept = at_path(owner_entries(game), f"tables.{name}")
        if kept is not None and not table.unknown:
            # The owner's entry, laid out again to be corrected.
            self.columns_entry.insert(0, ", ".join(table.columns))
            self.rows_entry.insert(0, ", ".join(r.label for r in table.rows))
            self.dice_entry.insert(0, str(table.dice or ""))
            self.lay_out([list(r.cells) for r in table.rows])
            self.remove_button = ttk.Button(
                self.buttons, text=_("Remove my entry…"), command=self.remove
            )
            self.remove_button.pack(side="left", padx=(6, 0))

    def lay_out(self, values: list[list[str]] | None = None) -> bool:
        """Draw one Entry per cell for the headers typed (holding `values`, or what the cells
        held before where the headers are the same); False with a sentence if missing."""
        columns = _split(self.columns_entry.get()) if self.columns_lost else [""]
        rows = _split(self.rows_entry.get()) if self.rows_lost else self.row_labels
        if not columns or not rows:
            self.error_label.configure(text=_("Type the headers first, comma separated."))
            return False
        if values is None and self.grid_cells is not None:
            values = self.grid_cells.values()  # a header added keeps the cells typed
        for child in self.grid_frame.winfo_children():
            child.destroy()
        self.columns, self.row_labels = columns, rows
        self.grid_cells = CellGrid(
            self.grid_frame, self.game, self.name, rows, columns, values=values or [], width=8
        )
        self.grid_cells.pack(anchor="w", fill="x")
        self.cells = self.grid_cells.entries
        self.save_button.state(["!disabled"])
        self.error_label.configure(text="")
        return True

    def save(self) -> bool:
        """Keep the table; False, with the reason shown, when something is missing."""
        if self.grid_cells is None:
            return False
        problem = self.grid_cells.problem()
        if problem:
            self.error_label.configure(text=problem)
            return False
        values = self.grid_cells.values()
        try:
            with keeping(self.keeper):
                save_table(
                    self.game,
                    self.name,
                    values,
                    check=checker(self.game, self.name),
                    columns=self.columns if self.columns_lost else None,
                    row_labels=self.row_labels if self.rows_lost else None,
                    dice=self.dice_entry.get().strip() or None if self.rows_lost else None,
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
        from tabletop.gui.widgets.table_entry import remove_kept

        return remove_kept(self, self.game, self.name, self.error_label, self.on_saved)
