"""One side's Morale Chart: the Demoralization marker, eliminated pieces filling the boxes
below it from higher to lower, and the Defeated Flags marker [Using the Morale Tracks].

The boxes are as wide as their words in the font in use (a larger text size makes larger
boxes); a piece's name too long for its box is cut with an ellipsis, whole in its tooltip.
Both charts stand side by side where the panel is wide enough, else one above the other.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Sequence
from tkinter import font as tkfont
from tkinter import ttk

from tabletop.core.i18n import N_, _
from tabletop.games.pratzen.state import MoraleChart
from tabletop.gui.panels.pratzen.track import side_colour
from tabletop.gui.widgets import style
from tabletop.gui.widgets.textfit import TextFit
from tabletop.gui.widgets.tooltip import Tooltip
from tabletop.gui.widgets.wrap import wrapping

GAP, PAD, EDGE = 3, 5, 2
"""Pixels between boxes, inside a box around its words, and left of the first box."""
LEAST_BOX, PER_ROW = 42, 8
"""The narrowest box; boxes per row when the room allows (a long chart wraps)."""
FLAGS, LEVEL = N_("⚑ flags"), N_("Level")
"""The words in the Defeated Flags box and the Demoralization Level box."""
SIDE_BY_SIDE = 5
"""Boxes of a chart that must fit in half the panel for the two charts to share a row."""
SPACE = 12
"""Pixels between the two charts side by side."""


class MoraleView(ttk.Frame):
    """A side's chart drawn as numbered boxes from 0 to its Demoralization Level."""

    def __init__(self, master: tk.Misc, side: str) -> None:
        super().__init__(master)
        style.apply(self)
        self.side = side
        self.tooltip = Tooltip(self)
        self.title = ttk.Label(self, style="Title.TLabel", foreground=side_colour(side))
        self.title.pack(anchor="w")
        self.canvas = tk.Canvas(self, height=LEAST_BOX + 20, width=LEAST_BOX, highlightthickness=0)
        self.canvas.configure(background=style.PAPER)
        self.canvas.pack(anchor="w")
        self.caption = ttk.Label(self, style="Body.TLabel", justify="left", wraplength=300)
        wrapping(self.caption).pack(anchor="w", fill="x")
        self.boxes: dict[int, str] = {}
        self.room = 0
        """Pixels the chart may take across (0 until the panel is laid out)."""
        self.chart: MoraleChart | None = None
        self.font = tkfont.Font(self, font=style.small(self))
        self.fit = TextFit(self, self.font)

    # -- size ---------------------------------------------------------------------------

    def box_size(self) -> tuple[int, int]:
        """Width and height of a box: its widest word and two lines, with a margin."""
        words = max(self.fit.measure(_(FLAGS)), self.fit.measure(_(LEVEL)))
        width = max(LEAST_BOX, words + 2 * PAD)
        return width, max(LEAST_BOX, 2 * int(self.font.metrics("linespace")) + PAD)

    def width_for(self, boxes: int) -> int:
        """Pixels `boxes` boxes take in one row."""
        width, _height = self.box_size()
        return 2 * EDGE + boxes * width + (boxes - 1) * GAP

    def needs(self, boxes: int) -> int:
        """Pixels across the chart needs to show its title and `boxes` boxes in a row."""
        count = len(self.boxes) or 1
        return max(self.title.winfo_reqwidth(), self.width_for(min(boxes, count)))

    def per_row(self) -> int:
        """Boxes in a row: as many as the room holds, at most PER_ROW."""
        width, _height = self.box_size()
        fits = (self.room - 2 * EDGE + GAP) // (width + GAP) if self.room else PER_ROW
        return max(1, min(PER_ROW, fits))

    def set_room(self, room: int) -> None:
        """The chart may take `room` pixels across: redraw if its rows change."""
        before = self.per_row()
        self.room = room
        if self.chart is not None and self.per_row() != before:
            self.show(self.chart)

    # -- drawing ------------------------------------------------------------------------

    def show(self, chart: MoraleChart) -> None:
        """Redraw from the chart."""
        self.chart = chart
        self.title.configure(
            text=_("{side} Morale Chart (level {level})").format(
                side=_(self.side), level=chart.demoralization
            )
        )
        filled = chart.filled_boxes()
        self.boxes = {box: filled.get(box, "") for box in range(chart.demoralization + 1)}
        width, height = self.box_size()
        line = int(self.font.metrics("linespace"))
        per_row = self.per_row()
        rows = max(1, -(-len(self.boxes) // per_row))
        c = self.canvas
        c.configure(
            height=rows * (line + height + GAP) + 2,
            width=self.width_for(min(per_row, len(self.boxes))),
        )
        c.delete("all")
        for i, box in enumerate(sorted(self.boxes, reverse=True)):
            row, col = divmod(i, per_row)
            x, y = EDGE + col * (width + GAP), line + row * (line + height + GAP)
            self._box(chart, box, x, y)
        self.caption.configure(text=self._caption(chart))

    def _box(self, chart: MoraleChart, box: int, x: int, y: int) -> None:
        c = self.canvas
        width, height = self.box_size()
        piece = self.boxes[box]
        flags_here = box == chart.defeated_flags
        fill = (
            style.TRIGGER_ACTIVE if piece and flags_here else (style.GREY if piece else style.PAPER)
        )
        tag = f"box:{box}"
        c.create_rectangle(
            x,
            y,
            x + width,
            y + height,
            fill=fill,
            outline=style.TRIGGER if flags_here else style.INK,
            width=3 if flags_here else 1,
            tags=(tag,),
        )
        font = style.small(self)
        c.create_text(x + width / 2, y - 1, text=str(box), anchor="s", font=font, fill=style.INK)
        words: list[tuple[str, str]] = []
        if box == chart.demoralization:
            words.append((_(LEVEL), style.INK))
        elif piece:
            words.append((self.fit.clip(piece, width - 2 * PAD), style.INK))
        if flags_here:
            words.append((_(FLAGS), style.TRIGGER))
        self._words(words, x + width / 2, y + height / 2, tag)
        self.tooltip.attach_item(c, tag, self._tip(chart, box))

    def _words(self, words: Sequence[tuple[str, str]], x: float, middle: float, tag: str) -> None:
        """One or two lines of words centred in a box."""
        line = int(self.font.metrics("linespace"))
        top = middle - line * len(words) / 2
        for i, (text, colour) in enumerate(words):
            self.canvas.create_text(
                x,
                top + line * (i + 0.5),
                text=text,
                fill=colour,
                font=style.small(self),
                tags=(tag,),
            )

    def _tip(self, chart: MoraleChart, box: int) -> str:
        parts = [_("Box {box}").format(box=box)]
        if box == chart.demoralization:
            parts.append(_("the Demoralization Level"))
        if self.boxes[box]:
            parts.append(_("holds {piece} (eliminated)").format(piece=self.boxes[box]))
        if box == chart.defeated_flags:
            parts.append(_("the Defeated Flags marker is here"))
        if len(parts) == 1:
            return ""  # an empty box: nothing to tell
        rest = "; ".join(parts[1:])
        return _("{box}: {rest}.").format(box=parts[0], rest=rest)

    def _caption(self, chart: MoraleChart) -> str:
        eliminated = len(chart.eliminated)
        below = [n for i, n in enumerate(chart.eliminated) if chart.box_of(i) < 0]
        text = (
            _("Defeated Flags: box {box}.  Eliminated: {count}").format(
                box=chart.defeated_flags, count=eliminated
            )
            + (f" ({', '.join(chart.eliminated)})" if chart.eliminated else "")
            + "."
        )
        if below:
            text += " " + _("Past box 0: {names}.").format(names=", ".join(below))
        filled = chart.filled_boxes()
        if chart.marker_on_a_piece():
            return (
                text
                + " "
                + _("The marker is in a box holding {piece}.").format(
                    piece=filled[chart.defeated_flags]
                )
            )
        nxt = chart.defeated_flags + 1
        if nxt in filled:
            return (
                text
                + " "
                + _(
                    "Next Defeated Flag enters box {box}, holding {piece}: the {side} side would "
                    "lose."
                ).format(box=nxt, piece=filled[nxt], side=_(self.side))
            )
        return text

    def caption_text(self) -> str:
        """The caption, as shown."""
        return str(self.caption.cget("text"))


class MoraleCharts(ttk.Frame):
    """Both sides' charts: side by side when each fits in half the panel, else stacked."""

    def __init__(self, master: tk.Misc, sides: Sequence[str]) -> None:
        super().__init__(master)
        self.views = {side: MoraleView(self, side) for side in sides}
        self.stacked: bool | None = None
        self._place(stacked=False)
        self.bind("<Configure>", lambda e: self.lay_out(e.width), add="+")

    def lay_out(self, width: int) -> None:
        """Place the charts for a panel `width` pixels across."""
        if width < 100:
            return  # not laid out yet
        half = (width - SPACE) // 2
        stacked = any(v.needs(SIDE_BY_SIDE) > half for v in self.views.values())
        if stacked != self.stacked:
            self._place(stacked)
        for view in self.views.values():
            view.set_room(width if stacked else half)

    def _place(self, stacked: bool) -> None:
        self.stacked = stacked
        for index, view in enumerate(self.views.values()):
            if stacked:
                view.grid(row=index, column=0, sticky="nsew", padx=0, pady=(0, 4))
            else:
                pad = (SPACE // 2, 0) if index else (0, SPACE // 2)
                view.grid(row=0, column=index, sticky="nsew", padx=pad)
        for column in range(len(self.views)):
            used = column == 0 or not stacked
            self.columnconfigure(column, weight=1 if used else 0, uniform="chart" if used else "")
