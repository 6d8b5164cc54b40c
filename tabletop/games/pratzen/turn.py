"""The Game Turn and Phase tracks, the Defeated Flags marker and the victory check.

[Sequence of play]: each Game Turn the French Player Turn, then the Allied, each running the
phases of boards/pratzen.toml; the Event Phase only with the optional Event deck. [Victory Check
and Advance to Next Turn Phase]: after the Allied Close Combat Phase. [Using the Morale Tracks]:
a side loses when its Defeated Flags marker enters a box holding an eliminated unit.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.core.errors import RuleError
from tabletop.games.pratzen import data
from tabletop.games.pratzen.state import PratzenState

MORALE = "Using the Morale Tracks"
VICTORY = "Victory Check and Advance to Next Turn Phase"


def other_side(side: str) -> str:
    """The other player."""
    first, second = data.sides()
    return second if side == first else first


def phases_in_use(state: PratzenState) -> tuple[str, ...]:
    """The phases played: the Event Phase only with the Event deck."""
    phases = data.phases()
    return phases if state.events.in_use else phases[1:]


def lose(state: PratzenState, side: str, why: str) -> PratzenState:
    """The game ends with `side` the loser."""
    return replace(state, winner=other_side(side), result=why)


def defeat_flags(state: PratzenState, side: str, count: int) -> tuple[PratzenState, list[str]]:
    """Move a side's Defeated Flags marker `count` boxes; entering a box with a unit loses."""
    if state.over:
        raise RuleError(f"the game is over: {state.result}")
    chart = state.chart(side)
    if chart.defeated_flags + count > chart.demoralization:
        raise RuleError(
            f"the {side} Defeated Flags marker is in box {chart.defeated_flags}: {count} more "
            f"would take it past the Demoralization marker in box {chart.demoralization}, "
            f"where the chart ends [{MORALE}]."
        )
    texts: list[str] = []
    for _ in range(count):
        chart = replace(chart, defeated_flags=chart.defeated_flags + 1)
        texts.append(f"{side} Defeated Flags marker moves to box {chart.defeated_flags}.")
        state = state.with_chart(chart)
        lost = demoralized(state, side)
        if lost:
            return lose(state, side, lost), [*texts, lost]
    return state, texts


def demoralized(state: PratzenState, side: str) -> str:
    """The sentence saying `side` has lost on its Morale Chart ("" while it has not), read as
    the game's `morale_reading` says [MORALE]."""
    chart = state.chart(side)
    if not chart.demoralized(state.morale_reading):
        return ""
    if chart.marker_on_a_piece():
        return (
            f"The {side} Defeated Flags marker is in a box holding an eliminated unit: the "
            f"{side} side loses [{MORALE}]."
        )
    return (
        f"The {side} Defeated Flags marker and the eliminated pieces have passed each other on "
        f"the Morale Chart: the {side} side is demoralized and loses [{MORALE}] (reading "
        "meet-or-cross)."
    )


def victory_check(state: PratzenState) -> tuple[PratzenState, list[str]]:
    """Check the Morale Charts after the Allied Close Combat Phase [VICTORY]."""
    for chart in state.morale:
        lost = demoralized(state, chart.side)
        if lost:
            why = f"Victory check: {lost[0].lower()}{lost[1:]} [{VICTORY}]"
            return lose(state, chart.side, why), [why]
    if state.turns and state.turn >= state.turns:
        why = (
            f"Game Turn {state.turn} was the scenario's last: check its victory conditions "
            f"[{VICTORY}]."
        )
        return replace(state, result=why), [why]
    return state, ["Victory check: no side is demoralized."]


def next_phase(state: PratzenState) -> tuple[PratzenState, list[str]]:
    """Advance the phase marker; after the Allied Close Combat Phase, check and turn over."""
    if state.over:
        raise RuleError(f"the game is over: {state.result}")
    state = replace(state, rallied=())  # each Rally Phase, one roll per unit [Rally Phase 1]
    phases = phases_in_use(state)
    first, second = data.sides()
    index = phases.index(state.phase) if state.phase in phases else -1
    if index + 1 < len(phases):
        new = replace(state, phase=phases[index + 1])
        return new, [f"{new.side} {new.phase} Phase."]
    if state.side == first:
        new = replace(state, side=second, phase=phases[0])
        return new, [f"{second} Player Turn: {new.phase} Phase."]
    checked, texts = victory_check(state)
    if checked.over:
        return checked, texts
    new = replace(checked, turn=state.turn + 1, side=first, phase=phases[0])
    return new, [*texts, f"Game Turn {new.turn}: {first} {new.phase} Phase."]
