"""A hint for the player to move: the expert bot's move for that side and its estimated score.

The expert reads only what the side asking may see (`infoset.public`), so a hint tells
nothing a player could not know. A hint is logged as an action of its own (`hint`), which
changes nothing on the table: the move advised and its score are its inputs, private to the
side that asked (privacy.py), and its sentence names no card. In a solo game the player may
always ask; with two players at one screen only when both agreed in the new-game options
(`hints` = on): `hints_allowed`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.core.dice import Dice
from tabletop.core.i18n import say
from tabletop.games.base import Event
from tabletop.games.cardgame import said
from tabletop.games.cardgame.actions import Hint
from tabletop.games.cardgame.moves import legal_actions
from tabletop.games.cardgame.state import SIDE_TERMS, State

Move = dict[str, Any]
KEYS = ("kind", "card", "front", "target")
"""A move's keys in the order a hint writes them."""


def hints_allowed(options: Mapping[str, Any]) -> bool:
    """Whether a player may ask for a hint in a session with these options: always solo;
    with two players only when both agreed (`hints` = on)."""
    return options.get("players") != "two" or str(options.get("hints", "off")) == "on"


def encode(move: Mapping[str, Any]) -> str:
    """A listed move as a hint's `move` input: "kind=attack;front=north;card=c12"."""
    return ";".join(f"{key}={move[key]}" for key in KEYS if key in move)


def decode(text: str) -> Move | None:
    """The move a hint's `move` input names, or None when it is not written as one."""
    move: Move = {}
    for part in text.split(";"):
        key, sep, value = part.partition("=")
        if not sep or key not in KEYS or key in move:
            return None
        move[key] = value
    return move if "kind" in move else None


def score_of(estimate: float) -> int:
    """An estimate from -1 (lost) to 1 (won) as hundredths of a point (win 1, draw 1/2)."""
    return max(0, min(100, round(50 * (estimate + 1))))


def refusal(state: State, action: Hint) -> str | None:
    """Why a hint is not one the rules log: its move is not one of the mover's moves."""
    move = decode(action.move)
    if move is None or move not in legal_actions(state):
        return say("that hint does not name a move allowed now.")
    return None


def take_hint(state: State, action: Hint, dice: Dice) -> tuple[State, tuple[Event, ...]]:
    """Log a hint: the table is as it was; the sentence names no card."""
    return state, (Event(said.say("{side} takes a hint.", side=SIDE_TERMS[state.to_move]), ""),)
