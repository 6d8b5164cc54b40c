"""Morale, time and casualty tracks drawn as boxes, the markers filled.

A casualty box the owner has not entered (and the players have not read off the board yet)
shows "?"; rout boxes are outlined red and marked R, "-1" boxes R-1, the last box B.

Folded (View > Fold the tracks, gui/room.py) the five tracks take three lines: both morales
on one, the period now on the next, both casualty tracks on the last, each showing the boxes
around its marker.
"""

from __future__ import annotations

import tkinter as tk
from tkinter import font as tkfont
from tkinter import ttk

from tabletop.core.i18n import N_, _
from tabletop.games.tonnerre.data import MARK_BROKEN, MARK_MINUS_ONE, MARK_ROUT, game_data
from tabletop.games.tonnerre.state import COALITION, FRENCH, TonnerreState
from tabletop.gui import theme
from tabletop.gui.room import unfold_on_click
from tabletop.gui.widgets import style
from tabletop.gui.widgets.wrap import wrapping

BOX = 24
"""Pixels of a box at the default text size (boxes grow with the text)."""
GAP = 3
INK = theme.SideInk({COALITION: "ALLIED", FRENCH: "FRENCH"})
MORALE = {COALITION: N_("Coalition morale"), FRENCH: N_("French morale")}
CASUALTIES = {COALITION: N_("Coalition casualties"), FRENCH: N_("French casualties")}
"""Each row's name, by side."""
AROUND = 2
"""Boxes a folded morale track shows each side of its marker."""
AROUND_LOST = 1
"""Boxes a folded casualty track shows each side of its marker (its row's names are longer)."""


class TracksView(tk.Canvas):
    """All five tracks on one canvas, as wide as what it draws.

    The boxes start after the widest row name, each box holds its widest mark ("R-1"), each
    time box its period on two lines (the casualties towards the next period under "Time"),
    and the canvas is as wide as its last box, all measured in the fonts of the text size
    chosen: fixed sizes cut the time note to "3/10 los" and, at a larger text size, the last
    period off the panel.
    """

    def __init__(self, master: tk.Misc) -> None:
        super().__init__(master, highlightthickness=0, background=style.PAPER)
        bold = tkfont.Font(self, font=style.bold(self))
        small = tkfont.Font(self, font=style.small(self))
        self.box = max(BOX, small.measure("R-1") + 4, small.metrics("linespace") + 2)
        """Pixels of a box's side."""
        self.row = self.box + 10
        """Pixels from one track to the next."""
        self.left = 4 + max(
            bold.measure(_(name)) for name in (*MORALE.values(), *CASUALTIES.values())
        )
        self.left += self.box // 2
        """Where the boxes start: after the widest row name."""
        self.period = max(
            max(small.measure(_(name)), small.measure(hours)) + 16
            for _i, name, hours in game_data().periods
        )
        """Pixels of a time box's width."""
        self.tall = max(self.box, 2 * small.metrics("linespace") + 6)
        """Pixels of a time box's height: the period's name above its hours."""
        self.configure(height=4 * self.row + self.tall + 16, width=1)
        self.shown: dict[str, str] = {}
        """What each row shows, as text (read by tests and screen readers)."""
        self.folded = False
        """Whether the tracks take three lines, the boxes around each marker."""
        self.state: TonnerreState | None = None
        self.legend: ttk.Label | None = None
        """The key under the tracks, hidden while they are folded (`legend` sets it)."""
        self._legend_pack: dict[str, object] = {}
        unfold_on_click(self, lambda: self.folded)

    def fold(self, folded: bool) -> None:
        """Three lines, the boxes around each marker (`folded`), or every box."""
        if folded == self.folded:
            return
        self.folded = folded
        if self.legend is not None:
            if folded and self.legend.winfo_manager():
                self._legend_pack = dict(self.legend.pack_info())
                self.legend.pack_forget()
            elif not folded and self._legend_pack:
                self.legend.pack(**self._legend_pack)  # type: ignore[arg-type]
        self.configure(height=self._height())
        if self.state is not None:
            self.show(self.state)

    def _height(self) -> int:
        if self.folded:
            return 3 * self.row + 6
        return 4 * self.row + self.tall + 16

    def show(self, state: TonnerreState) -> None:
        """Redraw from the state."""
        self.state = state
        self.delete("all")
        self.shown = {}
        if self.folded:
            self._show_folded(state)
        else:
            y = 6
            for side in (COALITION, FRENCH):
                self._morale(y, side, state.army(side).morale)
                y += self.row
            self._time(y, state)
            y += self.tall + self.row - self.box
            for side in (COALITION, FRENCH):
                self._casualties(y, side, state)
                y += self.row
        drawn = self.bbox("all")
        self.configure(width=(drawn[2] if drawn else self.left) + 6)

    def _show_folded(self, state: TonnerreState) -> None:
        """Both morales on a line, the period now, both casualty tracks on a line."""
        y, x = 6, 4
        for side in (COALITION, FRENCH):
            x = self._morale(y, side, state.army(side).morale, x0=x) + 3 * GAP + self.box
        y += self.row
        self._time(y, state, folded=True)
        y, x = y + self.row, 4
        for side in (COALITION, FRENCH):
            x = self._casualties(y, side, state, x0=x) + 3 * GAP + self.box

    def _near(self, value: int, marker: int, around: int = AROUND) -> bool:
        """Whether a box is drawn: always unfolded, near the marker folded."""
        return not self.folded or abs(value - marker) <= around

    def _start(self, x0: int | None, text: str) -> int:
        """Where a row's boxes start: after the widest name, or folded after its own."""
        if x0 is None:
            return self.left
        return x0 + tkfont.Font(self, font=style.bold(self)).measure(text) + self.box // 2

    def _label(self, y: int, text: str, colour: str, x0: int | None = None) -> None:
        self.create_text(
            x0 or 4, y + self.box // 2, text=text, anchor="w", fill=colour, font=style.bold(self)
        )

    def _box(self, x: int, y: int, text: str, *, fill: str, outline: str, width: int = 1) -> None:
        """A box and its number, in the theme's ink (black text vanished on dark boxes)."""
        self.create_rectangle(
            x, y, x + self.box, y + self.box, fill=fill, outline=outline, width=width
        )
        self.create_text(
            x + self.box // 2, y + self.box // 2, text=text, fill=style.INK, font=style.small(self)
        )

    def _morale(self, y: int, side: str, morale: int, x0: int | None = None) -> int:
        """The owner's printed track; until entered, 0 to the highest start (the boxes the
        text shows) and a "?" where the printed track's last box is not known. Returns where
        the row ends."""
        self._label(y, _(MORALE[side]), INK[side], x0)
        left = self._start(x0, _(MORALE[side]))
        data = game_data()
        low, high = data.morale_track or (0, max(*data.start_morale.values(), morale))
        values = [
            v for v in range(min(low, morale), max(high, morale) + 1) if self._near(v, morale)
        ]
        x = left
        for index, value in enumerate(values):
            x = left + index * (self.box + GAP)
            if value != morale:
                self._box(x, y, str(value), fill=style.PAPER, outline=style.MUTED)
                continue
            # The marker in the side's ink, its number in the paper's colour: light on the
            # dark ink of the light theme, dark on the light ink of the dark theme.
            self.create_rectangle(
                x, y, x + self.box, y + self.box, fill=INK[side], outline=INK[side]
            )
            self.create_text(
                x + self.box // 2,
                y + self.box // 2,
                text=str(value),
                fill=style.PAPER,
                font=style.bold(self),
            )
        if data.morale_track is None and not self.folded:
            x = left + len(values) * (self.box + GAP)
            self._box(x, y, "?", fill=style.PAPER, outline=style.GREY)
        self.shown[f"{side} morale"] = str(morale)
        return x + self.box

    def _time(self, y: int, state: TonnerreState, *, folded: bool = False) -> None:
        data = game_data()
        if folded:  # the period now and the casualties towards the next, on one line
            _i, name, hours = data.periods[state.time]
            self._label(y, _("Time"), style.INK)
            self.create_text(
                self.left,
                y + self.box // 2,
                text=f"{_(name)} ({hours}) · {self._time_note(state)}",
                anchor="w",
                fill=style.INK,
                font=style.small(self),
            )
            self.shown["time"] = f"{name} ({hours})"
            return
        self.create_text(
            4, y + self.tall // 4, text=_("Time"), anchor="w", fill=style.INK, font=style.bold(self)
        )
        width = self.period
        for index, (_i, name, hours) in enumerate(data.periods):
            x = self.left + index * (width + GAP)
            on = index == state.time
            self.create_rectangle(
                x,
                y,
                x + width,
                y + self.tall,
                fill=style.MARKER if on else style.PAPER,
                outline=style.MUTED,
            )
            self.create_text(
                x + width // 2,
                y + self.tall // 2,
                text=f"{_(name)}\n{hours}",
                justify="center",
                fill="white" if on else style.INK,
                font=style.small(self),
            )
        self.create_text(
            4,
            y + 3 * self.tall // 4,
            text=self._time_note(state),
            anchor="w",
            fill=style.INK,
            font=style.small(self),
        )
        _i, name, hours = data.periods[state.time]
        self.shown["time"] = f"{name} ({hours})"

    @staticmethod
    def _time_note(state: TonnerreState) -> str:
        """The casualties so far, and towards the next period when there is one."""
        nxt = [n for n in game_data().advance_at if n > state.combined_casualties]
        if nxt:
            return _("{n}/{next} lost").format(n=state.combined_casualties, next=nxt[0])
        return _("{n} lost").format(n=state.combined_casualties)

    def _casualties(self, y: int, side: str, state: TonnerreState, x0: int | None = None) -> int:
        """A side's casualty track; returns where the row ends."""
        army = state.army(side)
        self._label(y, _(CASUALTIES[side]), INK[side], x0)
        left = self._start(x0, _(CASUALTIES[side]))
        track = game_data().tracks[side]
        last = track.length + 1 if track.length is not None else max(army.casualties + 3, 8)
        marks = []
        boxes = range(1, min(last, 25) + 1)
        middle = max(1 + AROUND_LOST, min(army.casualties, boxes[-1] - AROUND_LOST))
        x = left
        for index, box in enumerate(b for b in boxes if self._near(b, middle, AROUND_LOST)):
            x = left + index * (self.box + GAP)
            mark = state.mark(side, box)
            text, outline, width = str(box), style.MUTED, 1
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
                fill=style.TRIGGER_FILL if filled else style.PAPER,
                outline=outline,
                width=width,
            )
            if box == army.casualties:
                self.create_oval(
                    x + 3, y + 3, x + self.box - 3, y + self.box - 3, outline=INK[side], width=3
                )
            marks.append(text)
        if not self.folded:
            self.shown[f"{side} casualties"] = " ".join(marks)
        else:
            self.shown[f"{side} casualties"] = str(army.casualties)
        return x + self.box


def legend(master: tk.Misc, tracks: TracksView | None = None) -> ttk.Label:
    """The key under the tracks (pack it with fill="x": it wraps at its width), hidden while
    `tracks` are folded."""
    label = wrapping(
        ttk.Label(
            master,
            text=_(
                "R: rout test  R-1: morale -1, then rout test  B: Broken  ?: not entered yet "
                "(the app asks when it is reached)"
            ),
            style="Muted.TLabel",
            wraplength=780,
            justify="left",
        )
    )
    if tracks is not None:
        tracks.legend = label
    return label
