"""The state of a template game: the turn, whose act it is, and each army's morale [T1] [T2].

Frozen dataclasses, written to a save as they are (tabletop/core/plain.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tabletop.core.dice import Dice
from tabletop.games.template.data import SIDES, game_data


@dataclass(frozen=True)
class Army:
    """One side's army."""

    side: str
    """"French" or "Allied"."""
    morale: int
    """The box its marker is on, on its morale track [T1]."""


@dataclass(frozen=True)
class TemplateState:
    """A game of the template in progress."""

    turn: int = 1
    """The turn, 1 to the last [T1]."""
    to_act: str = "French"
    """The side to attack or hold now [T2]."""
    armies: tuple[Army, ...] = ()
    """The French army, then the Allied."""
    winner: str = ""
    """When the game is over: the side that won, or "draw" [T4]; "" while it goes on."""

    @property
    def over(self) -> bool:
        """True once the game has ended [T4]."""
        return bool(self.winner)

    def army(self, side: str) -> Army:
        """The army of `side`."""
        return next(army for army in self.armies if army.side == side)


def other(side: str) -> str:
    """The side that is not `side`."""
    return SIDES[1] if side == SIDES[0] else SIDES[0]


def new_state(dice: Dice, options: Mapping[str, Any]) -> TemplateState:
    """Turn 1, the French to act, each army on its track's start box [T1]."""
    tracks = game_data().tracks
    return TemplateState(armies=tuple(Army(side, tracks[side].value) for side in SIDES))
