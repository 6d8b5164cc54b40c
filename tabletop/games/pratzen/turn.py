"""The Game Turn and Phase tracks, the Defeated Flags marker and the victory check.

[Sequence of play]: each Game Turn the French Player Turn, then the Allied, each running the
phases of boards/pratzen.toml; the Event Phase only with the optional Event deck. [Victory Check
and Advance to Next Turn Phase]: after the Allied Close Combat Phase. [Using the Morale Tracks]:
a side loses when its Defeated Flags marker enters a box holding an eliminated unit.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.core.errors import RuleError
from tabletop.core.i18n import say, term
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
        raise RuleError(say("the game is over: {result}", result=state.result))
    chart = state.chart(side)
    if chart.defeated_flags + count > chart.demoralization:
        raise RuleError(
            say(
                "the {side} Defeated Flags marker is in box {box}: {count} more would take it "
                "past the Demoralization marker in box {last}, where the chart ends [{case}].",
                side=term(side),
                box=chart.defeated_flags,
                count=count,
                last=chart.demoralization,
                case=MORALE,
            )
        )
    texts: list[str] = []
    for _ in range(count):
        chart = replace(chart, defeated_flags=chart.defeated_flags + 1)
        texts.append(
            say(
                "{side} Defeated Flags marker moves to box {box}.",
                side=term(side),
                box=chart.defeated_flags,
            )
        )
        state = state.with_chart(chart)
        lost = demoralized(state, side)
        if lost:
            return lose(state, side, lost), [*texts, lost]
    return state, texts


def demoralized(state: PratzenState, side: str, within: bool = False) -> str:
    """The sentence saying `side` has lost on its Morale Chart ("" while it has not), read as
    the game's `morale_reading` says [MORALE]; `within`: begun in lower case, to follow a
    colon."""
    chart = state.chart(side)
    if not chart.demoralized(state.morale_reading):
        return ""
    if chart.marker_on_a_piece():
        if within:
            return say(
                "the {side} Defeated Flags marker is in a box holding an eliminated unit: the "
                "{side} side loses [{case}].",
                side=term(side),
                case=MORALE,
            )
        return say(
            "The {side} Defeated Flags marker is in a box holding an eliminated unit: the "
            "{side} side loses [{case}].",
            side=term(side),
            case=MORALE,
        )
    if within:
        return say(
            "the {side} Defeated Flags marker and the eliminated pieces have passed each other "
            "on the Morale Chart: the {side} side is demoralized and loses [{case}] (reading "
            "meet-or-cross).",
            side=term(side),
            case=MORALE,
        )
    return say(
        "The {side} Defeated Flags marker and the eliminated pieces have passed each other on "
        "the Morale Chart: the {side} side is demoralized and loses [{case}] (reading "
        "meet-or-cross).",
        side=term(side),
        case=MORALE,
    )


def victory_check(state: PratzenState) -> tuple[PratzenState, list[str]]:
    """Check the Morale Charts after the Allied Close Combat Phase [VICTORY]."""
    for chart in state.morale:
        lost = demoralized(state, chart.side, within=True)
        if lost:
            why: str = say("Victory check: {lost} [{case}]", lost=lost, case=VICTORY)
            return lose(state, chart.side, why), [why]
    if state.turns and state.turn >= state.turns:
        why = say(
            "Game Turn {turn} was the scenario's last: check its victory conditions [{case}].",
            turn=state.turn,
            case=VICTORY,
        )
        return replace(state, result=why), [why]
    return state, [say("Victory check: no side is demoralized.")]


def next_phase(state: PratzenState) -> tuple[PratzenState, list[str]]:
    """Advance the phase marker; after the Allied Close Combat Phase, check and turn over."""
    if state.over:
        raise RuleError(say("the game is over: {result}", result=state.result))
    # Each Rally Phase, one roll per unit [Rally Phase 1]; a close combat is answered in its
    # own phase [Close Combat Phase], a fire's natural 6 in the phase it was rolled.
    state = replace(state, rallied=(), combat=None, fire_faces=())
    phases = phases_in_use(state)
    first, second = data.sides()
    index = phases.index(state.phase) if state.phase in phases else -1
    if index + 1 < len(phases):
        new = replace(state, phase=phases[index + 1])
        return new, [say("{side} {phase} Phase.", side=term(new.side), phase=term(new.phase))]
    if state.side == first:
        new = replace(state, side=second, phase=phases[0])
        return new, [
            say("{side} Player Turn: {phase} Phase.", side=term(second), phase=term(new.phase))
        ]
    checked, texts = victory_check(state)
    if checked.over:
        return checked, texts
    new = replace(checked, turn=state.turn + 1, side=first, phase=phases[0])
    return new, [
        *texts,
        say(
            "Game Turn {turn}: {side} {phase} Phase.",
            turn=new.turn,
            side=term(first),
            phase=term(new.phase),
        ),
    ]
