"""What an open Pratzen kind does and the moves the app can list for it (`act --list`, random
play): the phase marker, the card to draw, the cards played at once, the compulsory rolls.
"""

from __future__ import annotations

from typing import Any

from tabletop.core.i18n import say
from tabletop.games.pratzen import actions as a
from tabletop.games.pratzen.ammo_cards import takers
from tabletop.games.pratzen.deck import LOW_AMMO, held_at_once
from tabletop.games.pratzen.legal import to_rally
from tabletop.games.pratzen.state import PratzenState


def at_once_moves(state: PratzenState) -> tuple[dict[str, Any], ...]:
    """The plays of the held cards played at once when drawn: a Low Ammo card, with the
    Ammunition rules in use, once for each Flag or gun its chit may go on."""
    moves: list[dict[str, Any]] = []
    for card in held_at_once(state, state.side):
        units = takers(state) if card == LOW_AMMO and state.ammunition else ()
        moves += [{"kind": a.PlayEvent.KIND, "card": card, "unit": u} for u in units] or [
            {"kind": a.PlayEvent.KIND, "card": card}
        ]
    return tuple(moves)


def open_note(state: PratzenState, kind: str, side: str) -> tuple[str, tuple[Any, ...]]:
    """What an open kind does, where it needs saying, and the moves the app can list: the
    phase marker, the card to draw and the compulsory rolls, each named by what it rolls for
    (a close combat's strengths come from the board: it lists none)."""
    if kind == a.SetUp.KIND:
        return say("Replaces the whole scenario and starts again."), ()
    if kind in (a.NextPhase.KIND, a.DrawEvent.KIND):
        return "", ({"kind": kind},)
    if kind == a.PlayEvent.KIND:
        return "", at_once_moves(state)
    if kind == a.Rally.KIND:
        return "", tuple({"kind": kind, "unit": u.name} for u in to_rally(state) if u.er)
    if kind in (a.ReinforcementRoll.KIND, a.ReinforcementArrives.KIND):
        rolled = kind == a.ReinforcementArrives.KIND
        due = [
            r.group
            for r in state.reinforcements
            if r.side == state.side and r.turn <= state.turn and not r.arrived
        ]
        found = [r for r in state.reinforcements if r.group in due and r.rolled == rolled]
        return "", tuple({"kind": kind, "group": r.group} for r in found)
    return "", ()
