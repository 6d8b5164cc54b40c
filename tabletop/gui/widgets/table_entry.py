"""A form for the owner of a printed game to enter, once, a table the rulebook text lost.

The row headers and columns come from the shipped data; the owner types each cell from the
printed chart. What is saved goes to the override file in the user's data folder and is
used from then on (DESIGN.md principle 2); the shipped data is never changed.
"""

from __future__ import annotations

import tkinter
from collections.abc import Callable
from tkinter import ttk

from tabletop.core.data import load_board
from tabletop.core.errors import TabletopError
from tabletop.core.overrides import save_table
from tabletop.gui.widgets import style
from tabletop.gui.widgets.wrap import wrapping


class TableEntry(ttk.Frame):
    """One Entry per cell of a lost table, laid out as the printed chart."""

    def __init__(
        self,
        master: tkinter.Misc,
        game: str,
        name: str,
        *,
        on_saved: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(master, padding=8)
        style.apply(self)
        self.game, self.name, self.on_saved = game, name, on_saved
        table = load_board(game).table(name)
        wrapping(ttk.Label(self, text=table.title, style="Title.TLabel"), 2, first=300).pack(
            fill="x"
        )
        source = ttk.Label(self, text=f"Source: {table.source}", style="Muted.TLabel")
        wrapping(source, 2, first=300).pack(fill="x")
        wrapping(
            ttk.Label(
                self,
                text="The rulebook text lost this table. Type each cell as your "
                "printed copy shows it; it is kept for this game from now on.",
                style="Body.TLabel",
            ),
            2,
            first=300,
        ).pack(fill="x", pady=(0, 6))
        grid = ttk.Frame(self)
        grid.pack(anchor="w")
        corner = "Roll" if table.dice is not None else ""
        ttk.Label(grid, text=corner, style="Title.TLabel").grid(row=0, column=0, sticky="w")
        for c, header in enumerate(table.columns):
            ttk.Label(grid, text=header, style="Title.TLabel").grid(row=0, column=c + 1)
        self.cells: list[list[ttk.Entry]] = []
        for r, row in enumerate(table.rows):
            ttk.Label(grid, text=row.label, style="Body.TLabel").grid(
                row=r + 1, column=0, sticky="w", padx=(0, 8)
            )
            entries = []
            for c, value in enumerate(row.cells):
                entry = ttk.Entry(grid, width=10, font=style.body(self))
                entry.insert(0, value)
                entry.grid(row=r + 1, column=c + 1, padx=1, pady=1)
                entries.append(entry)
            self.cells.append(entries)
        self.save_button = ttk.Button(self, text="Keep this table", command=self.save)
        self.save_button.pack(anchor="w", pady=(8, 0))
        self.error_label = wrapping(ttk.Label(self, style="Error.TLabel"), 2, first=300)
        self.error_label.pack(fill="x")

    def set_cell(self, row: int, column: int, text: str) -> None:
        """Type into one cell (what a test or a paste does)."""
        entry = self.cells[row][column]
        entry.delete(0, "end")
        entry.insert(0, text)

    def save(self) -> bool:
        """Keep the cells; False, with the reason shown, when a cell is missing."""
        values = [[e.get() for e in row] for row in self.cells]
        try:
            save_table(self.game, self.name, values)
        except (TabletopError, OSError) as exc:
            self.error_label.configure(text=str(exc))
            return False
        self.error_label.configure(text="")
        if self.on_saved is not None:
            self.on_saved()
        return True
