"""Exact odds drawn as labelled horizontal bars with their percentages (principle 5)."""

from __future__ import annotations

import tkinter
from collections.abc import Callable, Mapping
from fractions import Fraction
from tkinter import font as tkfont
from typing import cast

from tabletop.core import i18n
from tabletop.core.i18n import _, tr
from tabletop.gui.widgets import style

# typeshed leaves Canvas.itemcget unannotated; it returns the option as text.
_itemcget = cast(Callable[[tkinter.Canvas, object, str], str], tkinter.Canvas.itemcget)

LINE = 24
"""Height of one result's row in pixels."""


def percent(p: Fraction) -> str:
    """A probability as the bars label it, in the reader's way: "50%", "16.7%" ("16,7 %")."""
    pct = p * 100
    sign = i18n.percent(0.0, 0)[1:]  # the language's percent sign, with its space if any
    return i18n.number(float(pct), 0 if pct.denominator == 1 else 1) + sign


class OddsBars(tkinter.Canvas):
    """One row per result: its name, a bar as long as its chance, and the percentage."""

    def __init__(
        self, master: tkinter.Misc, *, label_width: int = 150, bar_width: int = 260
    ) -> None:
        super().__init__(
            master,
            width=label_width + bar_width + 70,
            height=LINE,
            highlightthickness=0,
            background=style.PAPER,
        )
        self.label_width = label_width
        self.bar_width = bar_width
        self._items: dict[str, tuple[int, int, int]] = {}
        self.configure(width=self._width())

    def _width(self) -> int:
        """Pixels the bars take: names, the full bar, and the widest percentage measured in
        the font it is drawn in (French "99,9 %" and a larger text size are wider)."""
        widest = i18n.number(100.0, 1) + i18n.percent(0.0, 0)[1:]
        measured = tkfont.Font(self, font=style.body(self)).measure(widest)
        return self.label_width + self.bar_width + 8 + measured + 6

    def show(self, odds: Mapping[str, Fraction] | None) -> None:
        """Draw the bars; None (inputs not complete) leaves a hint instead."""
        self.delete("all")
        self._items = {}
        width = self._width()
        if not odds:
            # The hint wraps within the bars' width (it runs longer in French than the bars).
            hint = self.create_text(
                4,
                4,
                text=_("(odds appear when the inputs are complete)"),
                anchor="nw",
                fill=style.MUTED,
                font=style.small(self),
                width=width - 8,
            )
            _left, top, _right, bottom = self.bbox(hint)
            self.configure(width=width, height=max(LINE, bottom - top + 8))
            return
        font = style.body(self)
        line = tkfont.Font(self, font=font).metrics("linespace")
        y = 4
        for result, p in odds.items():
            # A long result name wraps within its column (a chart's rows are sentences), and
            # its row grows to hold it: drawn over the bar it could not be read.
            label = self.create_text(
                4,
                y,
                text=tr(result),
                anchor="nw",
                font=font,
                fill=style.INK,
                width=self.label_width - 12,
            )
            _left, top, _right, bottom = self.bbox(label)
            height = max(LINE, bottom - top + 6)
            middle = y + (bottom - top) / 2 if bottom - top > line + 2 else y + line / 2
            length = max(1, round(float(p) * self.bar_width)) if p else 0
            bar = self.create_rectangle(
                self.label_width,
                middle - 8,
                self.label_width + length,
                middle + 8,
                fill=style.BAR,
                outline="",
            )
            pct = self.create_text(
                self.label_width + self.bar_width + 8,
                middle,
                text=percent(p),
                anchor="w",
                font=font,
                fill=style.INK,
            )
            self._items[result] = (label, bar, pct)
            y += height
        self.configure(width=width, height=max(LINE, y + 4))

    def grey(self) -> None:
        """Grey every bar: the inputs changed to something that cannot be resolved (with no
        bars drawn yet, the hint that odds appear once the inputs are complete)."""
        if not self._items:
            self.show(None)
        for label, bar, pct in self._items.values():
            self.itemconfigure(bar, fill=style.GREY)
            self.itemconfigure(label, fill=style.GREY)
            self.itemconfigure(pct, fill=style.GREY)

    @property
    def shown(self) -> dict[str, str]:
        """Each result with the percentage drawn beside its bar."""
        return {r: str(_itemcget(self, pct, "text")) for r, (_l, _b, pct) in self._items.items()}

    def greyed(self) -> bool:
        """True when the bars are drawn grey."""
        return bool(self._items) and all(
            _itemcget(self, bar, "fill") == style.GREY for _l, bar, _p in self._items.values()
        )
