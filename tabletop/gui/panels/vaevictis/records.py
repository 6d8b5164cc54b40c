"""The order of battle as loss records: one row per unit, its boxes with the morale printed in
each, crossed from the left, the morale that now applies outlined, and its markers [12.3] [14].
"""

from __future__ import annotations

import tkinter as tk
from tkinter import ttk

from tabletop.games.vaevictis.data import SIDES
from tabletop.games.vaevictis.state import Unit, VaeVictisState
from tabletop.gui import theme
from tabletop.gui.widgets import style

BOX = 22
"""Pixels of a loss box."""


def markers(unit: Unit) -> str:
    """The markers a unit carries, in words."""
    if not unit.in_play:
        return unit.status.upper()
    if unit.routed:
        return "ROUT"
    if unit.disordered:
        return "DISORDER"
    return ""


class LossRecord(tk.Canvas):
    """One unit's loss boxes."""

    def __init__(self, master: tk.Misc, unit: Unit) -> None:
        super().__init__(
            master,
            height=BOX + 4,
            highlightthickness=0,
            bg=style.PAPER,
            width=len(unit.boxes) * BOX + 4,
        )
        self.show(unit)

    def show(self, unit: Unit) -> None:
        """Draw the boxes as they now stand."""
        self.delete("all")
        self.configure(width=len(unit.boxes) * BOX + 4)
        for i, morale in enumerate(unit.boxes):
            x, y = 2 + i * BOX, 2
            crossed = i < unit.crossed
            current = i == unit.crossed and unit.in_play
            self.create_rectangle(
                x,
                y,
                x + BOX - 2,
                y + BOX - 2,
                outline=style.MARKER if current else style.INK,
                width=3 if current else 1,
                fill="#dddddd" if crossed else "white",
            )
            self.create_text(
                x + BOX // 2 - 1,
                y + BOX // 2 - 1,
                text=str(morale),
                fill=style.GREY if crossed else style.INK,
                font=style.small(self),
            )
            if crossed:
                self.create_line(x + 2, y + 2, x + BOX - 4, y + BOX - 4, fill=style.ERROR, width=2)
                self.create_line(x + BOX - 4, y + 2, x + 2, y + BOX - 4, fill=style.ERROR, width=2)


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
            text="The tables des potentiels are not in the rulebook text: enter each unit "
            "once below, with the morale printed in each of its loss boxes [14].",
        )

    def refresh(self, state: VaeVictisState) -> None:
        """Redraw every record; units are added as they are entered."""
        if not state.units:
            self.empty.grid(row=0, column=0, columnspan=5, sticky="w")
        else:
            self.empty.grid_forget()
        ordered = sorted(state.units, key=lambda u: SIDES.index(u.side))
        known = {u.id for u in ordered}
        for unit_id in [k for k in self.rows if k not in known]:
            for widget in self.rows.pop(unit_id):
                widget.destroy()
        for index, unit in enumerate(ordered, start=1):
            if unit.id not in self.rows:
                colour = theme.FRENCH if unit.side == SIDES[0] else theme.ALLIED
                name = ttk.Label(self, text=unit.name, foreground=colour, font=style.bold(self))
                record = LossRecord(self, unit)
                morale = ttk.Label(self, style="Body.TLabel", width=10)
                marks = ttk.Label(self, foreground=style.ERROR, font=style.bold(self))
                self.rows[unit.id] = (name, record, morale, marks)
            name, record, morale, marks = self.rows[unit.id]
            name.configure(text=f"{unit.name} ({unit.arm})")
            record.show(unit)
            morale.configure(text=f"morale {unit.morale}" if unit.in_play else "")
            marks.configure(text=markers(unit))
            name.grid(row=index, column=0, sticky="w", padx=(0, 6))
            record.grid(row=index, column=1, sticky="w")
            morale.grid(row=index, column=2, sticky="w", padx=6)
            marks.grid(row=index, column=3, sticky="w")
