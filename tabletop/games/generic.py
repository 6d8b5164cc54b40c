"""A plain turn tracker for games whose own panel is not built yet.

It keeps only what every game has (the turn) and notes the player writes; it invents no rule.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.games.base import Action, Event, GameInfo


@dataclass(frozen=True)
class TurnState:
    """A game-turn counter and free notes."""

    turn: int = 1
    """Current game-turn."""
    notes: str = ""
    """What the players wrote down."""


def new_state(dice: Dice, options: Mapping[str, Any]) -> TurnState:
    """Turn 1, no notes."""
    return TurnState()


def apply(state: TurnState, action: Action, dice: Dice) -> tuple[TurnState, tuple[Event, ...]]:
    """Advance or set the turn, or write notes."""
    kind = action.get("kind")
    if kind == "next_turn":
        new = dataclasses.replace(state, turn=state.turn + 1)
        return new, (Event(f"Turn {new.turn} begins."),)
    if kind == "notes":
        return dataclasses.replace(state, notes=str(action.get("text", ""))), ()
    raise RuleError(f"this game has no action '{kind}'.")


def make_game(listing: Any) -> GameInfo[TurnState]:
    """A turn tracker under the listing's id and title."""
    return GameInfo(
        listing.id,
        listing.title,
        listing.rulebook,
        TurnState,
        new_state,
        apply,
        {},
        lambda s: f"Turn {s.turn}",
    )
