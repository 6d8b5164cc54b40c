"""Which Pratzen actions are open now, and why the others are not: `closed_reason`, the one
statement the engine's `apply` refuses with and `legal_actions` lists (panels enable from it).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from tabletop.games.pratzen import actions as a
from tabletop.games.pratzen.state import PratzenState

SETUP = (a.SetUp, a.AddUnit, a.AddLeader, a.RemovePiece, a.AddReinforcement, a.AddEventCard)
"""Actions the owner may take even after the game has ended (to correct a scenario)."""
_SETUP_KINDS = frozenset(cls.KIND for cls in SETUP)


def _due(state: PratzenState, rolled: bool) -> bool:
    return any(
        r.side == state.side and r.turn <= state.turn and not r.arrived and r.rolled == rolled
        for r in state.reinforcements
    )


def _live(state: PratzenState) -> bool:
    return any(not u.eliminated for u in state.units)


def _rally(state: PratzenState, side: str) -> str:
    if state.phase != "Rally":
        return f"It is not the {state.side} Rally Phase [Rally Phase]."
    if not any(
        u.side == state.side and u.status != "steady" for u in state.units if not u.eliminated
    ):
        return f"No {state.side} unit is disordered or routed [Rally Phase]."
    return ""


def _draw(state: PratzenState, side: str) -> str:
    if not state.events.in_use:
        return "The Event deck is not in use [Optional rule: the Event Deck]."
    if state.phase != "Event":
        return "Event cards are drawn in the Event Phase [Event Phase (Optional)]."
    if state.events.last_draw == f"{state.turn} {state.side}":
        return f"The {state.side} card of this turn is drawn [Optional rule: the Event Deck]."
    return ""


def _play(state: PratzenState, side: str) -> str:
    # A held card is hidden from the other side [Optional rule: the Event Deck]: only a side
    # that says who it is learns whether its own hand is empty.
    if not state.events.in_use:
        return "The Event deck is not in use [Optional rule: the Event Deck]."
    if side and not state.events.held.get(side):
        return f"The {side} player holds no card."
    return ""


def _reinforcement(state: PratzenState, rolled: bool, why: str) -> str:
    return "" if state.phase == "Reinforcements" and _due(state, rolled) else why


_WHY: Mapping[str, Callable[[PratzenState, str], str]] = {
    a.RemovePiece.KIND: lambda s, side: (
        "" if s.units or s.leaders else "No piece has been entered yet."
    ),
    a.NextPhase.KIND: lambda s, side: (
        "" if s.turns else "Set up the scenario first [Preparing for play]."
    ),
    a.ReinforcementRoll.KIND: lambda s, side: _reinforcement(
        s, False, f"No {s.side} group is due to roll now [Reinforcements Phase]."
    ),
    a.ReinforcementArrives.KIND: lambda s, side: _reinforcement(
        s, True, "No delayed group is due now [Reinforcements Phase]."
    ),
    a.ReinforcementBlocked.KIND: lambda s, side: (
        ""
        if s.phase == "Reinforcements" and (_due(s, False) or _due(s, True))
        else f"No {s.side} group is due now [Reinforcements Phase]."
    ),
    a.Hits.KIND: lambda s, side: "" if _live(s) else "No unit is in play.",
    a.SetStatus.KIND: lambda s, side: "" if _live(s) else "No unit is in play.",
    a.SetAmmo.KIND: lambda s, side: (
        ""
        if any((u.flag or u.type == "artillery") and not u.eliminated for u in s.units)
        else "No Flag or artillery unit is in play."
    ),
    a.Eliminate.KIND: lambda s, side: (
        "" if _live(s) or any(not x.eliminated for x in s.leaders) else "No unit is in play."
    ),
    a.Rally.KIND: _rally,
    a.LeaderCasualty.KIND: lambda s, side: (
        "" if any(not x.eliminated for x in s.leaders) else "No leader is in play."
    ),
    a.FlagsDefeated.KIND: lambda s, side: "" if s.turns else "Set up the scenario first.",
    a.UseEventDeck.KIND: lambda s, side: (
        "The Event deck is already in use." if s.events.in_use else ""
    ),
    a.DrawEvent.KIND: _draw,
    a.PlayEvent.KIND: _play,
}


def closed_reason(state: PratzenState, kind: str, side: str = "") -> str | None:
    """Why `kind` may not be taken now (None: it may); `side` "" for whoever acts."""
    if state.over and kind not in _SETUP_KINDS:
        return f"The game is over: {state.result}"
    check = _WHY.get(kind)
    return (check(state, side) or None) if check is not None else None


def open_note(state: PratzenState, kind: str, side: str) -> tuple[str, tuple[Any, ...]]:
    """What an open kind does, where it needs saying."""
    if kind == a.SetUp.KIND:
        return "Replaces the whole scenario and starts again.", ()
    return "", ()
