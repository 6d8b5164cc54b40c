"""The whole text of a table cell cut to its column, in a tooltip while the pointer rests on
it (the log's Result column: a long sentence is read whole without a click)."""

from __future__ import annotations

import tkinter
from collections.abc import Callable, Sequence
from tkinter import ttk

from tabletop.gui.widgets.tooltip import Tooltip


class CellTip:
    """Shows a cut cell's whole text; `full(row key)` gives a row's texts before cutting, in
    the order of `keys`."""

    def __init__(
        self,
        tree: ttk.Treeview,
        keys: Sequence[str],
        full: Callable[[str], tuple[str, ...] | None],
    ) -> None:
        self.tree = tree
        self.keys = list(keys)
        self.full = full
        self.tip = Tooltip(tree)
        tree.bind("<Motion>", self._point, add="+")
        tree.bind("<Leave>", lambda _e: self.tip.hide(), add="+")

    def shown(self) -> str:
        """The text of the tip on screen ("" when none is)."""
        return self.tip.text if self.tip.window is not None else ""

    def whole(self, row: str, column: str) -> str:
        """The whole text of the cell at `row` and `column` ("#2": the second shown), or ""
        when it is shown whole."""
        tree, full = self.tree, self.full(row)
        if full is None or not column.startswith("#") or not column[1:].isdigit():
            return ""
        shown = [str(c) for c in tree.cget("displaycolumns")]
        if shown == ["#all"]:
            shown = self.keys
        place = int(column[1:]) - 1
        if not 0 <= place < len(shown) or shown[place] not in self.keys:
            return ""
        key = shown[place]
        value = full[self.keys.index(key)]
        return value if str(tree.set(row, key)) != value else ""

    def _point(self, event: tkinter.Event) -> None:
        text = self.whole(self.tree.identify_row(event.y), self.tree.identify_column(event.x))
        if not text:
            self.tip.hide()
        elif text != self.tip.text or self.tip.window is None:
            self.tip.show(text, event.x_root, event.y_root)
