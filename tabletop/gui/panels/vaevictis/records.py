"""The order of battle as loss records: one row per unit, its boxes with the morale printed in
each, crossed from the left, the morale that now applies outlined, and its markers [12.3] [14].
"""

from __future__ import annotations

import tkinter as tk
from tkinter import font as tkfont
from tkinter import ttk

from tabletop.core.i18n import _, tr
from tabletop.games.vaevictis.army_actions import ARM_WORDS
from tabletop.games.vaevictis.data import SIDES
from tabletop.games.vaevictis.state import Unit, VaeVictisState
from tabletop.gui import theme
from tabletop.gui.panels.vaevictis.ink import mix
from tabletop.gui.widgets import style

BOX = 22
"""Pixels of a loss box at the smallest; it grows with the text size to hold "10"."""

CROSSED_TINT = 0.15
"""How far a crossed box's fill moves from the paper towards the ink: grey enough to tell it
from a box still open, light enough that its muted morale and red cross read on it (contrast
4.4:1 on dark paper, 4.6:1 on light)."""


def markers(unit: Unit) -> str:
    """The markers a unit carries, in words."""
    if not unit.in_play:
        return tr(unit.status).upper()
    if unit.routed:
        return _("ROUT")
    if unit.disordered:
        return _("DISORDER")
    return ""


def box_size(widget: tk.Misc) -> int:
    """Pixels of a loss box: room for a two-digit morale in the text size now chosen."""
    font = tkfont.Font(widget, font=style.small(widget))
    return max(BOX, font.measure("10") + 10, font.metrics("linespace") + 6)


class LossRecord(tk.Canvas):
    """One unit's loss boxes."""

    def __init__(self, master: tk.Misc, unit: Unit, box: int) -> None:
        super().__init__(master, highlightthickness=0)
        self.show(unit, box)

    def show(self, unit: Unit, box: int) -> None:
        """Draw the boxes, `box` pixels each, as they now stand, in the theme's colours of the
        moment."""
        self.delete("all")
        self.configure(width=len(unit.boxes) * box + 4, height=box + 4, bg=style.PAPER)
        crossed_fill = mix(style.PAPER, style.INK, CROSSED_TINT)
        for i, morale in enumerate(unit.boxes):
            x, y = 2 + i * box, 2
            crossed = i < unit.crossed
            current = i == unit.crossed and unit.in_play
            self.create_rectangle(
                x,
                y,
                x + box - 2,
                y + box - 2,
                outline=style.MARKER if current else style.INK,
                width=3 if current else 1,
                fill=crossed_fill if crossed else style.PAPER,
            )
            self.create_text(
                x + box // 2 - 1,
                y + box // 2 - 1,
                text=str(morale),
                fill=style.MUTED if crossed else style.INK,
                font=style.small(self),
            )
            if crossed:
                far = box - 4
                self.create_line(x + 2, y + 2, x + far, y + far, fill=style.ERROR, width=2)
                self.create_line(x + far, y + 2, x + 2, y + far, fill=style.ERROR, width=2)


class RecordsTable(ttk.Frame):
    """Every unit's loss record, French then Coalition."""

    def __init__(self, master: tk.Misc) -> None:
        super().__init__(master)
        self.rows: dict[str, tuple[ttk.Label, LossRecord, ttk.Label, ttk.Label]] = {}
        self.empty = ttk.Label(
            self,
            style="Muted.TLabel",
            wraplength=600,
            justify="left",
            text=_(
                "The tables des potentiels are not in the rulebook text: enter each unit "
                "once below, with the morale printed in each of its loss boxes [14]."
            ),
        )

    def refresh(self, state: VaeVictisState) -> None:
        """Redraw every record; units are added as they are entered."""
        if not state.units:
            self.empty.grid(row=0, column=0, columnspan=5, sticky="w")
        else:
            self.empty.grid_forget()
        ordered = sorted(state.units, key=lambda u: SIDES.index(u.side))
        known = {u.id for u in ordered}
        box = box_size(self)
        for unit_id in [k for k in self.rows if k not in known]:
            for widget in self.rows.pop(unit_id):
                widget.destroy()
        for index, unit in enumerate(ordered, start=1):
            if unit.id not in self.rows:
                colour = theme.FRENCH if unit.side == SIDES[0] else theme.ALLIED
                name = ttk.Label(self, text=unit.name, foreground=colour, font=style.bold(self))
                record = LossRecord(self, unit, box)
                morale = ttk.Label(self, style="Body.TLabel", width=10)
                marks = ttk.Label(self, foreground=style.ERROR, font=style.bold(self))
                self.rows[unit.id] = (name, record, morale, marks)
            name, record, morale, marks = self.rows[unit.id]
            name.configure(text=f"{unit.name} ({tr(ARM_WORDS.get(unit.arm, unit.arm))})")
            record.show(unit, box)
            morale.configure(
                text=_("morale {morale}").format(morale=unit.morale) if unit.in_play else ""
            )
            marks.configure(text=markers(unit))
            name.grid(row=index, column=0, sticky="w", padx=(0, 6))
            record.grid(row=index, column=1, sticky="w")
            morale.grid(row=index, column=2, sticky="w", padx=6)
            marks.grid(row=index, column=3, sticky="w")
