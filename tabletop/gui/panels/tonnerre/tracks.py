"""Morale, time and casualty tracks drawn as boxes, the markers filled.

A casualty box the owner has not entered (and the players have not read off the board yet)
shows "?"; rout boxes are outlined red and marked R, "-1" boxes R-1, the last box B.
"""

from __future__ import annotations

import tkinter as tk
from tkinter import ttk

from tabletop.games.tonnerre.data import MARK_BROKEN, MARK_MINUS_ONE, MARK_ROUT, game_data
from tabletop.games.tonnerre.state import COALITION, FRENCH, TonnerreState
from tabletop.gui import theme
from tabletop.gui.widgets import style

BOX = 24
GAP = 3
LEFT = 196
ROW = 34
INK = theme.SideInk({COALITION: "ALLIED", FRENCH: "FRENCH"})


class TracksView(tk.Canvas):
    """All five tracks on one canvas."""

    def __init__(self, master: tk.Misc) -> None:
        super().__init__(
            master, height=5 * ROW + 6, width=LEFT + 22 * (BOX + GAP), highlightthickness=0
        )
        self.configure(background=style.PAPER)
        self.shown: dict[str, str] = {}
        """What each row shows, as text (read by tests and screen readers)."""

    def show(self, state: TonnerreState) -> None:
        """Redraw from the state."""
        self.delete("all")
        self.shown = {}
        row = 0
        for side in (COALITION, FRENCH):
            self._morale(row, side, state.army(side).morale)
            row += 1
        self._time(row, state)
        row += 1
        for side in (COALITION, FRENCH):
            self._casualties(row, side, state)
            row += 1

    def _label(self, row: int, text: str, colour: str) -> int:
        y = 6 + row * ROW
        self.create_text(4, y + BOX // 2, text=text, anchor="w", fill=colour, font=style.bold(self))
        return y

    def _box(self, x: int, y: int, text: str, *, fill: str, outline: str, width: int = 1) -> None:
        self.create_rectangle(x, y, x + BOX, y + BOX, fill=fill, outline=outline, width=width)
        self.create_text(x + BOX // 2, y + BOX // 2, text=text, font=style.small(self))

    def _morale(self, row: int, side: str, morale: int) -> None:
        """The owner's printed track; until entered, 0 to the highest start (the boxes the
        text shows) and a "?" where the printed track's last box is not known."""
        y = self._label(row, f"{side} morale", INK[side])
        data = game_data()
        low, high = data.morale_track or (0, max(*data.start_morale.values(), morale))
        for index, value in enumerate(range(min(low, morale), max(high, morale) + 1)):
            x = LEFT + index * (BOX + GAP)
            on = value == morale
            self._box(x, y, str(value), fill=INK[side] if on else "white", outline=style.GREY)
            if on:
                self.create_text(
                    x + BOX // 2, y + BOX // 2, text=str(value), fill="white", font=style.bold(self)
                )
        if data.morale_track is None:
            x = LEFT + (max(high, morale) - min(low, morale) + 1) * (BOX + GAP)
            self._box(x, y, "?", fill=style.PAPER, outline=style.GREY)
        self.shown[f"{side} morale"] = str(morale)

    def _time(self, row: int, state: TonnerreState) -> None:
        data = game_data()
        y = self._label(row, "Time", style.INK)
        width = 6 * (BOX + GAP)
        for index, (_, name, hours) in enumerate(data.periods):
            x = LEFT + index * (width + GAP)
            on = index == state.time
            self.create_rectangle(
                x, y, x + width, y + BOX, fill=style.MARKER if on else "white", outline=style.GREY
            )
            self.create_text(
                x + width // 2,
                y + BOX // 2,
                text=f"{name} {hours}",
                fill="white" if on else style.INK,
                font=style.small(self),
            )
        x = LEFT + 3 * (width + GAP) + 6
        nxt = [n for n in data.advance_at if n > state.combined_casualties]
        note = f"{state.combined_casualties} lost"
        if nxt:
            note = f"{state.combined_casualties}/{nxt[0]} lost"
        self.create_text(x, y + BOX // 2, text=note, anchor="w", font=style.small(self))
        _, name, hours = data.periods[state.time]
        self.shown["time"] = f"{name} ({hours})"

    def _casualties(self, row: int, side: str, state: TonnerreState) -> None:
        army = state.army(side)
        y = self._label(row, f"{side} casualties", INK[side])
        track = game_data().tracks[side]
        last = track.length + 1 if track.length is not None else max(army.casualties + 3, 8)
        marks = []
        for box in range(1, min(last, 25) + 1):
            x = LEFT + (box - 1) * (BOX + GAP)
            mark = state.mark(side, box)
            text, outline, width = str(box), style.GREY, 1
            if mark == MARK_BROKEN:
                text, outline, width = "B", style.TRIGGER, 2
            elif mark == MARK_MINUS_ONE:
                text, outline, width = "R-1", style.TRIGGER, 2
            elif mark == MARK_ROUT:
                text, outline, width = "R", style.TRIGGER, 2
            elif mark is None and box > army.casualties:
                text = "?"
            filled = box <= army.casualties
            self._box(
                x,
                y,
                text,
                fill=style.TRIGGER_FILL if filled else "white",
                outline=outline,
                width=width,
            )
            if box == army.casualties:
                self.create_oval(x + 3, y + 3, x + BOX - 3, y + BOX - 3, outline=INK[side], width=3)
            marks.append(text)
        self.shown[f"{side} casualties"] = " ".join(marks)


def legend(master: tk.Misc) -> ttk.Label:
    """The key under the tracks."""
    return ttk.Label(
        master,
        text="R: rout test  R-1: morale -1, then rout test  B: Broken  ?: not entered yet "
        "(the app asks when it is reached)",
        style="Muted.TLabel",
    )
