"""A printed table shown as printed: its headers and cells in a grid, with the cell the
inputs chosen above it would read marked (issue 23 item 4). No die is rolled here: the
rolls are the resolvers' (widgets/resolver.py).

The cells are the table's own (`tabletop.core.tables.Table`, read from boards/); a table
the rulebook prints with a row per column header (`rows_are_columns`: Pratzen's ER1-ER3) is
shown that way, each result's roll band in its cell, as the text describes the printed chart.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from tkinter import ttk

from tabletop.core.errors import TabletopError
from tabletop.core.i18n import _, tr
from tabletop.core.tables import Table
from tabletop.gui.widgets import style
from tabletop.gui.widgets.wrap import Flow, wrapping

ROOM = 620
"""Pixels across a grid's cells before a cell's text wraps."""
CELL_MOST = 180
"""Pixels a cell's text takes at most before it wraps."""
CELL_LEAST = 36
"""Pixels a cell's text always has."""
MODIFIER_RANGE = 20
"""The largest modifier or shift offered either way."""
HIGHLIGHT = "#f2b705"
"""Behind the cell read (with black ink, in both themes)."""


@dataclass(frozen=True)
class Layout:
    """What a grid shows: its row and column headers and the text of each cell."""

    corner: str
    """The top-left header."""
    rows: tuple[str, ...]
    """Row headers, top to bottom."""
    columns: tuple[str, ...]
    """Column headers, left to right."""
    cells: tuple[tuple[str, ...], ...]
    """Cell texts, a tuple per row."""


def layout(table: Table) -> Layout:
    """The grid as printed: a row per printed row, or, for a table printed with a row per
    column header, a row per header and a column per result, each cell the rolls that read
    that result (consecutive rolls joined, "2-6")."""
    if not table.rows_are_columns:
        corner = _("Roll ({dice})").format(dice=table.dice) if table.dice else ""
        return Layout(
            corner,
            tuple(r.label for r in table.rows),
            tuple(table.columns),
            tuple(tuple(r.cells) for r in table.rows),
        )
    results: list[str] = []
    for row in table.rows:
        for cell in row.cells:
            if cell and cell not in results:
                results.append(cell)
    cells = []
    for index in range(len(table.columns)):
        cells.append(
            tuple(
                _joined([r.label for r in table.rows if r.cells[index] == result])
                for result in results
            )
        )
    return Layout("", tuple(table.columns), tuple(results), tuple(cells))


def _joined(labels: Sequence[str]) -> str:
    """Roll labels as printed bands: "2", "3", "4" give "2-4"; others are listed."""
    numbers = [int(x) for x in labels if x.lstrip("-").isdigit()]
    if len(numbers) != len(labels) or not numbers:
        return ", ".join(labels)
    runs: list[list[int]] = []
    for n in numbers:
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    return ", ".join(f"{r[0]}-{r[-1]}" if len(r) > 1 else str(r[0]) for r in runs)


class PrintedGrid(ttk.Frame):
    """One printed table: its title and source, the inputs that pick a cell, the grid of its
    cells with that cell marked, and what it reads in a sentence."""

    def __init__(self, master: tk.Misc, table: Table) -> None:
        super().__init__(master, padding=(0, 4, 0, 10))
        style.apply(self)
        self.table = table
        self.shape = layout(table)
        ttk.Label(self, text=tr(table.title), style="Title.TLabel").pack(anchor="w")
        source = wrapping(ttk.Label(self, text=table.source, style="Muted.TLabel"))
        source.pack(anchor="w", fill="x")
        self.vars: dict[str, tk.StringVar] = {}
        self.fields: dict[str, ttk.Combobox | ttk.Spinbox] = {}
        """The inputs, by name: "row", "column", "roll", "modifier", "shift"."""
        inputs = Flow(self)
        inputs.pack(anchor="w", fill="x", pady=(2, 2))
        self._inputs(inputs)
        self.grid_frame = tk.Frame(self, background=style.GREY)
        self.grid_frame.pack(anchor="w")
        self.cells: dict[tuple[int, int], tk.Label] = {}
        """The cell labels by (row, column) of the grid as shown, headers left out."""
        self._draw()
        self.reads = wrapping(ttk.Label(self))
        self.reads.pack(anchor="w", fill="x", pady=(2, 0))
        self.marked: tuple[int, int] | None = None
        self.turned = False
        """True when the shifts ran past the first column and the column marked is read for
        the other side (a table whose shifts turn over: Pratzen's close combat)."""
        for var in self.vars.values():
            var.trace_add("write", lambda *_a: self.show_read())
        self.show_read()

    def _inputs(self, box: Flow) -> None:
        table = self.table
        if table.rows_are_columns:
            self._choice(box, "row", _("Row"), table.columns)
        else:
            if table.dice is None:
                self._choice(box, "row", _("Row"), [r.label for r in table.rows])
            if len(table.columns) > 1:
                self._choice(box, "column", _("Column"), table.columns)
        if table.dice is not None:
            roll = _("Roll ({dice})").format(dice=table.dice)
            self._number(box, "roll", roll, table.dice.low, table.dice.high)
            self._number(box, "modifier", _("Modifier"), -MODIFIER_RANGE, MODIFIER_RANGE)
        if table.dice is not None and len(table.columns) > 1 and not table.rows_are_columns:
            # Only a rolled table's columns are shifted by the rules (odds, a fire factor);
            # a chart read by keys (terrain) is not.
            self._number(box, "shift", _("Column shift"), -MODIFIER_RANGE, MODIFIER_RANGE)

    def _choice(self, box: Flow, name: str, label: str, values: Sequence[str]) -> None:
        var = tk.StringVar(self, value=values[0] if values else "")
        widest = max((len(v) for v in values), default=4)
        combo = ttk.Combobox(
            box.field(label),
            textvariable=var,
            values=list(values),
            state="readonly",
            width=widest + 3,
        )
        combo.pack(side="left", padx=(0, 6))
        self.vars[name], self.fields[name] = var, combo

    def _number(self, box: Flow, name: str, label: str, low: int, high: int) -> None:
        var = tk.StringVar(self, value=str(low if name == "roll" else 0))
        spin = ttk.Spinbox(
            box.field(label), from_=low, to=high, textvariable=var, width=4, increment=1
        )
        spin.pack(side="left", padx=(0, 6))
        self.vars[name], self.fields[name] = var, spin

    def _draw(self) -> None:
        shape = self.shape
        body = style.body(self)
        wrap = max(CELL_LEAST, min(CELL_MOST, ROOM // (len(shape.columns) + 1)))
        header = {"background": style.PAPER, "foreground": style.INK, "font": style.bold(self)}

        def put(row: int, column: int, text: str, **look: object) -> tk.Label:
            label = tk.Label(
                self.grid_frame,
                text=text,
                wraplength=wrap,
                justify="left",
                anchor="w",
                padx=4,
                pady=1,
                **look,  # type: ignore[arg-type]
            )
            label.grid(row=row, column=column, sticky="nsew", padx=(0, 1), pady=(0, 1))
            return label

        put(0, 0, tr(shape.corner), **header)
        for c, title in enumerate(shape.columns, start=1):
            put(0, c, tr(title), **header)
        cell = {"background": style.window_background(self), "foreground": style.INK, "font": body}
        for r, (title, row) in enumerate(zip(shape.rows, shape.cells, strict=True), start=1):
            put(r, 0, tr(title), **header)
            for c, text in enumerate(row, start=1):  # a worded result in the reader's words
                self.cells[(r - 1, c - 1)] = put(r, c, tr(text), **cell)

    def follow(self, inputs: Mapping[str, object], roll: int | None) -> None:
        """Take a roll form's inputs (row, column, modifier, shift) and the roll it read."""
        for name, value in inputs.items():
            if name in self.vars and str(value).strip():
                self.vars[name].set(str(value))
        if roll is not None and "roll" in self.vars:
            self.vars["roll"].set(str(roll))

    def cell(self, row: str, column: str) -> str:
        """The text shown in a cell, by its row and column headers."""
        return str(
            self.cells[(self.shape.rows.index(row), self.shape.columns.index(column))]["text"]
        )

    def marked_cell(self) -> tuple[str, str, str] | None:
        """The marked cell as (row header, column header, text), or None."""
        if self.marked is None:
            return None
        r, c = self.marked
        return self.shape.rows[r], self.shape.columns[c], str(self.cells[self.marked]["text"])

    def show_read(self) -> None:
        """Mark the cell the inputs read now, and say it; a sentence when they read none."""
        if self.marked is not None:
            self.cells[self.marked].configure(
                background=style.window_background(self), foreground=style.INK
            )
            self.marked = None
        try:
            found = self._read()
        except (TabletopError, ValueError) as exc:
            self.reads.configure(text=str(exc), style="Error.TLabel")
            return
        self.marked = found
        self.cells[found].configure(background=HIGHLIGHT, foreground="black")
        self.reads.configure(text=self._words(found), style="TLabel")

    def _read(self) -> tuple[int, int]:
        """The (row, column) of the grid the inputs read, through the table's own lookup."""
        table = self.table
        given = {name: var.get().strip() for name, var in self.vars.items()}
        numbers = {k: int(given[k]) for k in ("roll", "modifier", "shift") if k in given}
        found = table.lookup(
            row=given.get("row") or None,
            column=given.get("column") or None,
            roll=numbers.get("roll"),
            modifier=numbers.get("modifier", 0),
            shift=numbers.get("shift", 0),
        )
        self.turned = found.turned
        if table.rows_are_columns:
            return self.shape.rows.index(found.column or ""), self.shape.columns.index(found.result)
        column = self.shape.columns.index(found.column) if found.column else 0
        return self.shape.rows.index(found.row), column

    def _words(self, found: tuple[int, int]) -> str:
        r, c = found
        text = str(self.cells[found]["text"])
        if self.table.rows_are_columns:
            return _("{row}: {column} (rolls {text}).").format(
                row=self.shape.rows[r], column=self.shape.columns[c], text=text
            )
        where = ", ".join(x for x in (self.shape.rows[r], self.shape.columns[c]) if x)
        if self.turned:
            where += _("; the shifts ran past the first column, so it is read for the other side")
        return _("Reads {text} ({where}).").format(text=text, where=where)
