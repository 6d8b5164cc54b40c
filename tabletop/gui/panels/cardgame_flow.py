"""Layout helpers of the card game's panel: buttons that wrap onto more rows as words do, and
sentences that wrap at the width they are given (issue 26: nothing past the pane's edge).

A chooser can offer a dozen "take ..." buttons and the pane is narrower on a laptop than on a
desktop screen, so no count of columns or wrap length fixed in advance fits both.
"""

from __future__ import annotations

import tkinter as tk
from tkinter import ttk


class Flow(ttk.Frame):
    """Widgets in rows of equal cells, as many to a row as the frame's width holds.

    Pack or grid it to fill the width it is given: it reads that width to lay out its rows.
    """

    def __init__(self, master: tk.Misc, *, gap: int = 2, most: int = 0) -> None:
        """`gap`: pixels around each widget; `most`: widgets on a row at most (0: no limit)."""
        super().__init__(master)
        self.gap = gap
        self.most = most
        self.items: list[tk.Widget] = []
        self._columns = 0
        self.bind("<Configure>", self._reflow, add="+")

    def add(self, widget: tk.Widget) -> None:
        """Put `widget` (a child of this frame) after the others."""
        self.items.append(widget)
        self._place(self.columns())

    def clear(self) -> None:
        """Destroy every widget in the flow."""
        for widget in self.items:
            widget.destroy()
        self.items = []
        self._columns = 0

    def columns(self) -> int:
        """Widgets on a row now: as many of the widest as the width holds, at least one."""
        if not self.items:
            return 0
        widest = max(w.winfo_reqwidth() for w in self.items) + 2 * self.gap
        room = self.winfo_width()
        fit = len(self.items) if room <= 1 else max(1, room // widest)
        return min(fit, self.most) if self.most else fit

    def rows(self) -> list[list[tk.Widget]]:
        """The widgets row by row, as laid out (test hook)."""
        found: dict[int, list[tk.Widget]] = {}
        for widget in self.items:
            found.setdefault(int(widget.grid_info()["row"]), []).append(widget)
        return [found[row] for row in sorted(found)]

    def _place(self, columns: int) -> None:
        self._columns = columns
        for index, widget in enumerate(self.items):
            row, column = divmod(index, max(columns, 1))
            widget.grid(row=row, column=column, padx=self.gap, pady=self.gap, sticky="ew")
        for column in range(len(self.items)):
            self.columnconfigure(column, uniform="cell" if column < columns else "")

    def _reflow(self, _event: object = None) -> None:
        columns = self.columns()
        if columns != self._columns:
            self._place(columns)


def wrap_to_width(label: tk.Label | ttk.Label, pad: int = 0) -> None:
    """Keep `label`'s wrap length at the width it is given (minus `pad`), so a sentence wraps
    at the pane's edge whatever the screen. Lay the label out to fill that width (sticky
    "ew", fill "x"): a label as wide as its own text would never wrap."""

    def follow(event: tk.Event) -> None:
        length = max(40, int(event.width) - pad)
        if int(str(label.cget("wraplength")) or 0) != length:
            label.configure(wraplength=length)

    label.bind("<Configure>", follow, add="+")
