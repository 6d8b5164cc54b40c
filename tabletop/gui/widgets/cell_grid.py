"""A grid of cells for a printed table the owner types in: each cell read as the game reads it.

The cell with the focus has its reading shown under the grid ("D1: disorder and 1 loss"); a
cell that does not read is marked when the focus leaves it, with the reason in one sentence.
A block copied from a spreadsheet (tab- or comma-separated) pastes at the focused cell, each
value into the cell it falls on (`games.cells.split_block`).
"""

from __future__ import annotations

import tkinter
from collections.abc import Sequence
from functools import partial
from tkinter import ttk

from tabletop.core.i18n import N_, _, tr
from tabletop.games.cells import Reading, read_cell, split_block
from tabletop.gui.widgets import style
from tabletop.gui.widgets.tooltip import Tooltip
from tabletop.gui.widgets.wrap import wrapping

BAD = "Refused.TEntry"
"""The style of a cell that does not read."""


def mark(entry: ttk.Entry, bad: bool) -> None:
    """Mark a cell refused (red, and ttk's invalid state) or clear the mark."""
    entry.state(["invalid"] if bad else ["!invalid"])
    entry.configure(style=BAD if bad else "TEntry")


class CellGrid(ttk.Frame):
    """Row headers down the left, column headers on top, one Entry per cell."""

    def __init__(
        self,
        master: tkinter.Misc,
        game: str,
        table: str,
        rows: Sequence[str],
        columns: Sequence[str],
        *,
        values: Sequence[Sequence[str]] = (),
        printed: Sequence[Sequence[str]] = (),
        corner: str = N_("Roll"),
        width: int = 10,
    ) -> None:
        super().__init__(master)
        # A refused cell's text turns red: the themes draw ttk's "invalid" state as nothing.
        ttk.Style(self).configure(BAD, foreground=style.ERROR)
        self.game, self.table = game, table
        self.rows, self.columns, self.corner = list(rows), list(columns), _(corner)
        cells = ttk.Frame(self)
        cells.pack(anchor="w")
        ttk.Label(cells, text=self.corner, style="Title.TLabel").grid(row=0, column=0, sticky="w")
        for c, header in enumerate(self.columns):
            ttk.Label(cells, text=header, style="Title.TLabel").grid(row=0, column=c + 1)
        self.tips = Tooltip(self)
        """Each cell's reading while the pointer rests on it."""
        self.entries: list[list[ttk.Entry]] = []
        self.printed_labels: list[list[ttk.Label]] = []
        for r, label in enumerate(self.rows):
            ttk.Label(cells, text=label, style="Body.TLabel").grid(
                row=r + 1, column=0, sticky="w", padx=(0, 8)
            )
            line: list[ttk.Entry] = []
            letters: list[ttk.Label] = []
            for c in range(len(self.columns)):
                holder = ttk.Frame(cells)
                marked = r < len(printed) and c < len(printed[r])
                # A cell beside its printed result keeps apart from the next column's.
                holder.grid(row=r + 1, column=c + 1, padx=(1, 12 if marked else 1), pady=1)
                if marked:
                    # The printed cell this one marks (a bold-italic mark names no result).
                    letter = ttk.Label(
                        holder, text=printed[r][c], style="Title.TLabel", width=6, anchor="e"
                    )
                    letter.pack(side="left", padx=(0, 3))
                    letters.append(letter)
                entry = ttk.Entry(holder, width=width, font=style.body(self))
                if r < len(values) and c < len(values[r]):
                    entry.insert(0, values[r][c])
                entry.pack(side="left")
                entry.bind("<FocusIn>", partial(self._focused, r, c), add="+")
                entry.bind("<KeyRelease>", partial(self._focused, r, c), add="+")
                entry.bind("<FocusOut>", partial(self._left, r, c), add="+")
                entry.bind("<<Paste>>", partial(self._paste, r, c))
                self.tips.attach(entry, partial(self.tip, r, c))
                line.append(entry)
            self.entries.append(line)
            self.printed_labels.append(letters)
        self.reading_label = wrapping(ttk.Label(self, style="Muted.TLabel"), 2, first=300)
        self.reading_label.pack(fill="x", pady=(2, 0))

    # -- what the owner typed ---------------------------------------------------------

    def values(self) -> list[list[str]]:
        """The cells as typed, row by row."""
        return [[e.get() for e in line] for line in self.entries]

    def set_cell(self, row: int, column: int, text: str) -> None:
        """Put a text in one cell (replacing what was there)."""
        entry = self.entries[row][column]
        entry.delete(0, "end")
        entry.insert(0, text)

    def where(self, row: int, column: int) -> str:
        """A cell named as the printed table names it ("Roll 3, column 1-2")."""
        header = self.columns[column] or str(column + 1)
        if not self.rows[row]:  # a chart of one row: its columns are the rolls
            return f"{self.corner} {header}".strip()
        where = f"{self.corner} {self.rows[row]}" if self.corner else self.rows[row]
        return _("{where}, column {header}").format(where=where, header=header)

    def reading(self, row: int, column: int) -> Reading:
        """What the game reads in one cell."""
        return read_cell(self.game, self.table, self.entries[row][column].get())

    def tip(self, row: int, column: int) -> str:
        """What the pointer shows over a cell: its reading, or why it is refused ("" when
        the cell is empty)."""
        if not self.entries[row][column].get().strip():
            return ""
        return f"{self.where(row, column)}: {tr(self.reading(row, column).line())}"

    def problem(self) -> str:
        """The first cell that does not read, named, and each such cell marked ("" if none)."""
        first = ""
        for r, line in enumerate(self.entries):
            for c, entry in enumerate(line):
                reading = self.reading(r, c)
                mark(entry, not reading.ok)
                if not reading.ok and not first:
                    first = f"{self.where(r, c)}: {tr(reading.problem)}"
        return first

    # -- events -----------------------------------------------------------------------

    def _focused(self, row: int, column: int, _event: object = None) -> None:
        said = self.tip(row, column) or _("{where}: empty").format(where=self.where(row, column))
        bad = not self.reading(row, column).ok and bool(self.tip(row, column))
        self.reading_label.configure(text=said, style="Error.TLabel" if bad else "Muted.TLabel")

    def _left(self, row: int, column: int, _event: object = None) -> None:
        entry = self.entries[row][column]
        bad = bool(entry.get().strip()) and not self.reading(row, column).ok
        mark(entry, bad)
        if bad:
            self._focused(row, column)

    def _paste(self, row: int, column: int, _event: object = None) -> str | None:
        try:
            text = self.clipboard_get()
        except tkinter.TclError:
            return None
        return self.paste(row, column, text)

    def paste(self, row: int, column: int, text: str) -> str | None:
        """Fill the cells from (row, column) with a copied block; None (the Entry's own paste)
        for a single value. What falls outside the grid is named, not lost silently."""
        block = split_block(text)
        if len(block) <= 1 and len(block[0] if block else []) <= 1:
            return None
        cut = 0
        for r, line in enumerate(block):
            for c, value in enumerate(line):
                if row + r < len(self.entries) and column + c < len(self.columns):
                    self.set_cell(row + r, column + c, value)
                else:
                    cut += 1
        filled = self.problem()
        said = _("Pasted {n} row(s) from {where}.").format(
            n=len(block), where=self.where(row, column)
        )
        if cut:
            said += " " + _("{n} value(s) fell outside the table and were left out.").format(n=cut)
        if filled:
            said += f" {filled}"
        self.reading_label.configure(text=said, style="Error.TLabel" if filled else "Muted.TLabel")
        return "break"
