"""The rules of the test-only game "fake" (tests/conftest.py `fake_game_listed`): a turn
counter and free notes, so the engine's own tests (sessions, saves, the log, overrides) never
depend on a real game's rules staying as they are. The worked example of a real game is the
template (tabletop/games/template/, docs/adding-a-game.md).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.games.actions import Correction, GameAction, action_kinds, arg
from tabletop.games.base import Event, GameInfo, Legal


@dataclass(frozen=True)
class TurnState:
    """A game-turn counter and free notes."""

    turn: int = 1
    """Current game-turn."""
    notes: str = ""
    """What the players wrote down."""


@dataclass(frozen=True)
class NextTurn(GameAction):
    """Advance the game-turn by one."""

    KIND = "next_turn"
    TITLE = "Next turn"


@dataclass(frozen=True)
class Notes(GameAction):
    """Replace the players' notes."""

    KIND = "notes"
    TITLE = "Notes"

    text: str = arg("notes", default="", help="what the players write down")


@dataclass(frozen=True)
class Recount(Correction):
    """Set the game-turn to the one the board shows (a correction, with its reason)."""

    KIND = "recount"
    TITLE = "Recount the turn"

    turn: int = arg("game-turn", low=1, help="the game-turn the board shows")


ACTIONS = action_kinds(NextTurn, Notes, Recount)
"""Every action kind of the turn tracker."""


def new_state(dice: Dice, options: Mapping[str, Any]) -> TurnState:
    """Turn 1, no notes."""
    return TurnState()


def apply(state: TurnState, action: GameAction, dice: Dice) -> tuple[TurnState, tuple[Event, ...]]:
    """Advance the turn, or write notes."""
    if isinstance(action, NextTurn):
        new = dataclasses.replace(state, turn=state.turn + 1)
        return new, (Event(f"Turn {new.turn} begins."),)
    if isinstance(action, Notes):
        return dataclasses.replace(state, notes=action.text), ()
    if isinstance(action, Recount):
        return dataclasses.replace(state, turn=action.turn), (Event(f"Turn {action.turn} now."),)
    raise RuleError(f"this game has no action '{action.KIND}'.")


def legal_actions(state: TurnState, side: str) -> tuple[Legal, ...]:
    """Both actions are always open."""
    return tuple(Legal(kind, True) for kind in ACTIONS)


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
        actions=ACTIONS,
        legal_actions=legal_actions,
    )
