"""One side's Morale Chart: the Demoralization marker, eliminated pieces filling the boxes
below it from higher to lower, and the Defeated Flags marker [Using the Morale Tracks]."""

from __future__ import annotations

import tkinter as tk
from tkinter import ttk

from tabletop.games.pratzen.state import MoraleChart
from tabletop.gui.panels.pratzen.track import side_colour
from tabletop.gui.widgets import style
from tabletop.gui.widgets.tooltip import Tooltip

BOX, GAP, PER_ROW = 42, 3, 8
"""Pixels of a box and between boxes; boxes per row before the chart wraps."""


class MoraleView(ttk.Frame):
    """A side's chart drawn as numbered boxes from 0 to its Demoralization Level."""

    def __init__(self, master: tk.Misc, side: str) -> None:
        super().__init__(master)
        style.apply(self)
        self.side = side
        self.tooltip = Tooltip(self)
        self.title = ttk.Label(self, style="Title.TLabel", foreground=side_colour(side))
        self.title.pack(anchor="w")
        self.canvas = tk.Canvas(self, height=BOX + 20, highlightthickness=0)
        self.canvas.configure(background=style.PAPER)
        self.canvas.pack(fill="x")
        self.caption = ttk.Label(self, style="Body.TLabel", wraplength=330, justify="left")
        self.caption.pack(anchor="w")
        self.boxes: dict[int, str] = {}

    def show(self, chart: MoraleChart) -> None:
        """Redraw from the chart."""
        self.title.configure(text=f"{self.side} Morale Chart (level {chart.demoralization})")
        filled = chart.filled_boxes()
        self.boxes = {box: filled.get(box, "") for box in range(chart.demoralization + 1)}
        rows = max(1, -(-len(self.boxes) // PER_ROW))
        self.canvas.configure(height=rows * (BOX + 18) + 4)
        c = self.canvas
        c.delete("all")
        for i, box in enumerate(sorted(self.boxes, reverse=True)):
            row, col = divmod(i, PER_ROW)
            x, y = 2 + col * (BOX + GAP), 14 + row * (BOX + 18)
            piece = self.boxes[box]
            flags_here = box == chart.defeated_flags
            fill = (
                style.TRIGGER_ACTIVE
                if piece and flags_here
                else (style.GREY if piece else style.PAPER)
            )
            c.create_rectangle(
                x,
                y,
                x + BOX,
                y + BOX,
                fill=fill,
                outline=style.TRIGGER if flags_here else style.INK,
                width=3 if flags_here else 1,
                tags=(f"box:{box}",),
            )
            c.create_text(x + BOX / 2, y - 7, text=str(box), font=style.small(self))
            if box == chart.demoralization:
                c.create_text(x + BOX / 2, y + BOX / 2, text="Level", font=style.small(self))
            elif piece:
                c.create_text(x + BOX / 2, y + BOX / 2 - 6, text=piece[:7], font=style.small(self))
            if flags_here:
                c.create_text(
                    x + BOX / 2,
                    y + BOX - 8,
                    text="⚑ flags",
                    fill=style.TRIGGER,
                    font=style.small(self),
                )
        self.caption.configure(text=self._caption(chart))

    def _caption(self, chart: MoraleChart) -> str:
        eliminated = len(chart.eliminated)
        below = [n for i, n in enumerate(chart.eliminated) if chart.box_of(i) < 0]
        text = (
            f"Defeated Flags: box {chart.defeated_flags}.  Eliminated: {eliminated}"
            + (f" ({', '.join(chart.eliminated)})" if chart.eliminated else "")
            + "."
        )
        if below:
            text += f" Past box 0: {', '.join(below)}."
        filled = chart.filled_boxes()
        if chart.marker_on_a_piece():
            return text + f" The marker is in a box holding {filled[chart.defeated_flags]}."
        nxt = chart.defeated_flags + 1
        if nxt in filled:
            return text + (
                f" Next Defeated Flag enters box {nxt}, holding {filled[nxt]}: the {self.side} "
                "side would lose."
            )
        return text

    def caption_text(self) -> str:
        """The caption, as shown."""
        return str(self.caption.cget("text"))
