"""Which Pratzen actions are open now, and why the others are not (panels enable from this)."""

from __future__ import annotations

from tabletop.games.actions import GameAction
from tabletop.games.base import Legal
from tabletop.games.pratzen import actions as a
from tabletop.games.pratzen.state import PratzenState


def _due(state: PratzenState, rolled: bool) -> bool:
    return any(
        r.side == state.side and r.turn <= state.turn and not r.arrived and r.rolled == rolled
        for r in state.reinforcements
    )


def legal_actions(state: PratzenState, side: str) -> tuple[Legal, ...]:
    """Each kind open or closed, with the reason, for the side at the screen ("" any)."""
    over = f"The game is over: {state.result}" if state.over else ""
    live_units = [u for u in state.units if not u.eliminated]
    out: list[Legal] = []

    def add(cls: type[GameAction], why_closed: str = "", why_open: str = "") -> None:
        closed = why_closed or (over if cls not in SETUP else "")
        out.append(Legal(cls.KIND, not closed, closed or why_open))

    reinforcements_phase = state.phase == "Reinforcements"
    rally_phase = state.phase == "Rally"
    needing_rally = [u for u in live_units if u.side == state.side and u.status != "steady"]
    add(a.SetUp, why_open="Replaces the whole scenario and starts again.")
    add(a.AddUnit)
    add(a.AddLeader)
    add(a.RemovePiece, "" if state.units or state.leaders else "No piece has been entered yet.")
    add(a.AddReinforcement)
    add(a.NextPhase, "" if state.turns else "Set up the scenario first [Preparing for play].")
    add(
        a.ReinforcementRoll,
        ""
        if reinforcements_phase and _due(state, False)
        else f"No {state.side} group is due to roll now [Reinforcements Phase].",
    )
    add(
        a.ReinforcementArrives,
        ""
        if reinforcements_phase and _due(state, True)
        else "No delayed group is due now [Reinforcements Phase].",
    )
    add(
        a.ReinforcementBlocked,
        ""
        if reinforcements_phase and (_due(state, False) or _due(state, True))
        else f"No {state.side} group is due now [Reinforcements Phase].",
    )
    no_units = "" if live_units else "No unit is in play."
    add(a.Hits, no_units)
    add(a.SetStatus, no_units)
    tracked = any(u.flag or u.type == "artillery" for u in live_units)
    add(a.SetAmmo, "" if tracked else "No Flag or artillery unit is in play.")
    add(a.Eliminate, "" if live_units or any(not x.eliminated for x in state.leaders) else no_units)
    add(
        a.Rally,
        ""
        if rally_phase and needing_rally
        else (
            f"It is not the {state.side} Rally Phase [Rally Phase]."
            if not rally_phase
            else f"No {state.side} unit is disordered or routed [Rally Phase]."
        ),
    )
    add(
        a.LeaderCasualty,
        "" if any(not x.eliminated for x in state.leaders) else "No leader is in play.",
    )
    add(a.FlagsDefeated, "" if state.turns else "Set up the scenario first.")
    deck = state.events
    add(a.UseEventDeck, "The Event deck is already in use." if deck.in_use else "")
    drawn = deck.last_draw == f"{state.turn} {state.side}"
    if not deck.in_use:
        draw_closed = "The Event deck is not in use [Optional rule: the Event Deck]."
    elif state.phase != "Event":
        draw_closed = "Event cards are drawn in the Event Phase [Event Phase (Optional)]."
    elif drawn:
        draw_closed = (
            f"The {state.side} card of this turn is drawn [Optional rule: the Event Deck]."
        )
    else:
        draw_closed = ""
    add(a.DrawEvent, draw_closed)
    holder = side or state.side
    add(a.PlayEvent, "" if deck.held.get(holder) else f"The {holder} player holds no card.")
    add(a.AddEventCard)
    return tuple(out)


SETUP = (a.SetUp, a.AddUnit, a.AddLeader, a.RemovePiece, a.AddReinforcement, a.AddEventCard)
