"""Small pieces the SPI Austerlitz panel's pages share: acting on the session with errors shown
as one sentence, a roll box (odds bars, Roll, typed roll) for rolls the engine's actions make,
a scrollable page, and unit labels.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Mapping
from fractions import Fraction
from tkinter import ttk
from typing import TYPE_CHECKING, Any

from tabletop.core.errors import TabletopError, one_line
from tabletop.core.session import Session
from tabletop.games.base import Event
from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.sides import acting_side
from tabletop.games.spi1980.state import Spi1980State, UnitState
from tabletop.gui.widgets import style
from tabletop.gui.widgets.odds import OddsBars

if TYPE_CHECKING:
    from tabletop.gui.app import App

BAR_WIDTH = 180
"""Pixels of a 100% odds bar."""
NAME_WIDTH = 190
"""Pixels left of the bars for the outcome names."""


def sentence(message: object) -> str:
    """An engine message as a sentence: one line, capital first letter."""
    text = one_line(message).strip()
    return text[:1].upper() + text[1:] if text else text


def unit_label(unit: UnitState) -> str:
    """ "Becker (V 5-5-5) now 3" for lists a player picks from."""
    spec = game_data().unit(unit.id)
    flag = ", disrupted" if unit.disrupted else ""
    printed = f"{spec.strength}-{spec.morale}-{spec.movement}"
    return f"{spec.name} ({spec.corps} {printed}) now {unit.strength}{flag}"


def units_of(state: Spi1980State, side: str, status: str = "on_map") -> list[UnitState]:
    """One army's units with the given status, in counter-sheet order."""
    data = game_data()
    return [u for u in state.roster if data.unit(u.id).army == side and u.status == status]


def enemy_of(side: str) -> str:
    """The other army."""
    return "French" if side == "Allied" else "Allied"


class Actor:
    """Dispatches actions to the session; a refusal becomes one red sentence, never a trace."""

    def __init__(self, session: Session, app: App) -> None:
        self.session = session
        self.app = app

    def act(
        self, action: Mapping[str, Any], error_label: ttk.Label | None = None
    ) -> tuple[Event, ...] | None:
        """Apply one action; None (and the sentence shown) when the rules refuse it.

        The log names the side that acted: the Phasing Player, or the side taking a combat
        result, or the owner of the unit (see `acting_side`).
        """
        side = acting_side(self.session.state, action)
        try:
            events = self.session.act(dict(action), side=side)
        except TabletopError as exc:
            self.error(str(exc), error_label)
            return None
        if error_label is not None:
            error_label.configure(text="")
        if events:
            self.app.notify(sentence(events[-1].text))
        return events

    def error(self, message: str, error_label: ttk.Label | None = None) -> None:
        """Show a refusal in the status bar and, if given, in a red label beside the form."""
        text = sentence(message)
        self.app.notify(text, error=True)
        if error_label is not None:
            error_label.configure(text=text)


class RollBox(ttk.Frame):
    """Odds first, then Roll (the session's dice) or a typed roll of real dice.

    `odds` returns the outcomes' exact chances for the inputs now on screen (or raises a
    TabletopError saying what is missing); `roll` dispatches the engine action with the typed
    roll, or None for the session's dice, and returns False when it was refused.
    """

    def __init__(
        self,
        master: tk.Misc,
        dice: str,
        odds: Callable[[], Mapping[str, Fraction]],
        roll: Callable[[str | None], bool],
        *,
        verb: str = "Roll",
        show_bars: bool = True,
    ) -> None:
        super().__init__(master)
        self.dice = dice
        self._odds = odds
        self._roll = roll
        self.bars = OddsBars(self, label_width=NAME_WIDTH, bar_width=BAR_WIDTH)
        if show_bars:
            self.bars.pack(anchor="w", pady=(2, 4))
        row = ttk.Frame(self)
        row.pack(anchor="w")
        self.roll_button = ttk.Button(row, text=f"{verb} {dice}", command=self.roll)
        self.roll_button.pack(side="left")
        ttk.Label(row, text="  or type real dice:", style="Body.TLabel").pack(side="left")
        self.typed_entry = ttk.Entry(row, width=4, font=style.body(self))
        self.typed_entry.pack(side="left", padx=4)
        self.typed_entry.bind("<Return>", lambda e: self.use_typed())
        self.use_typed_button = ttk.Button(row, text="Use this roll", command=self.use_typed)
        self.use_typed_button.pack(side="left")
        self.error_label = ttk.Label(self, style="Error.TLabel", wraplength=600, justify="left")
        self.error_label.pack(anchor="w")

    def update_odds(self) -> bool:
        """Redraw the bars; False (bars greyed, reason in red) when the inputs are not ready."""
        try:
            odds = self._odds()
        except TabletopError as exc:
            self.bars.show(None)
            self.error_label.configure(text=sentence(exc))
            self._enable(False)
            return False
        self.bars.show(odds)
        self.error_label.configure(text="")
        self._enable(True)
        return True

    def _enable(self, on: bool) -> None:
        flag = ["!disabled"] if on else ["disabled"]
        self.roll_button.state(flag)
        self.use_typed_button.state(flag)

    def roll(self) -> bool:
        """Throw the session's dice."""
        return self._roll(None)

    def use_typed(self) -> bool:
        """Use the roll typed in; an empty box is refused with a sentence."""
        text = self.typed_entry.get().strip()
        if not text:
            self.error_label.configure(text=f"Type the total the {self.dice} showed first.")
            return False
        done = self._roll(text)
        if done:
            self.typed_entry.delete(0, "end")
        return done


def section(master: tk.Misc, title: str) -> ttk.LabelFrame:
    """A titled group of widgets, packed full width."""
    frame = ttk.LabelFrame(master, text=title, padding=6)
    frame.pack(fill="x", pady=(0, 8))
    return frame
