"""Scheduled reinforcements on the Turn track [Reinforcements Phase]."""

from __future__ import annotations

from dataclasses import replace

from tabletop.core.errors import RuleError
from tabletop.core.i18n import say, term
from tabletop.games.pratzen import data
from tabletop.games.pratzen.state import PratzenState, Reinforcement

CASE = "Reinforcements Phase"


def find(state: PratzenState, group: str) -> Reinforcement:
    """A scheduled group by name; RuleError when the scenario lists none."""
    for item in state.reinforcements:
        if item.group.casefold() == group.strip().casefold():
            return item
    raise RuleError(say("the scenario lists no reinforcement group '{group}'.", group=group))


def _put(state: PratzenState, item: Reinforcement) -> PratzenState:
    return replace(
        state,
        reinforcements=tuple(item if r.group == item.group else r for r in state.reinforcements),
    )


def check_due(state: PratzenState, item: Reinforcement) -> None:
    """Refuse a group that is not its side's to place now."""
    if item.arrived:
        raise RuleError(say("{group} has already arrived.", group=item.group))
    if item.side != state.side or state.phase != "Reinforcements":
        raise RuleError(
            say(
                "{group} arrives in the {side} Reinforcements Phase [{case}].",
                group=item.group,
                side=term(item.side),
                case=CASE,
            )
        )
    if item.turn > state.turn:
        raise RuleError(
            say(
                "{group} is due on Game Turn {turn}, not {now} [{case}].",
                group=item.group,
                turn=item.turn,
                now=state.turn,
                case=CASE,
            )
        )


def delay_after(state: PratzenState, group: str, result: str) -> tuple[PratzenState, list[str]]:
    """Carry out a Reinforcement Table result for a group due now."""
    item = find(state, group)
    check_due(state, item)
    if item.rolled:
        raise RuleError(
            say(
                "{group} never rolls for delay again: it arrives now [{case}].",
                group=item.group,
                case=CASE,
            )
        )
    delay = data.number(data.section("reinforcement_delays"), result)
    if delay == 0:
        return _put(state, replace(item, rolled=True, arrived=True)), [
            say("{group} arrives on its arrival hexes, ignoring stacking.", group=item.group)
        ]
    moved = replace(item, rolled=True, turn=state.turn + delay)
    return _put(state, moved), [
        say(
            "{group}: {result}, due on Game Turn {turn}.",
            group=item.group,
            result=term(result),
            turn=moved.turn,
        )
    ]


def arrive(state: PratzenState, group: str) -> tuple[PratzenState, list[str]]:
    """A delayed group already on the Turn track is placed without rolling again."""
    item = find(state, group)
    check_due(state, item)
    if not item.rolled:
        raise RuleError(
            say(
                "{group} must first roll on the Reinforcement Table [{case}].",
                group=item.group,
                case=CASE,
            )
        )
    return _put(state, replace(item, arrived=True)), [say("{group} arrives.", group=item.group)]


def blocked(state: PratzenState, group: str) -> tuple[PratzenState, list[str]]:
    """All arrival hexes hold or are next to enemy units: automatically delayed 5 turns."""
    item = find(state, group)
    check_due(state, item)
    delay = data.number(data.section("reinforcement_delays"), "Delay 5 turns")
    moved = replace(item, rolled=True, turn=state.turn + delay)
    return _put(state, moved), [
        say(
            "{group}'s arrival hexes are blocked: delayed to Game Turn {turn}, then placed on "
            "any hex of the same map edge free of enemy units.",
            group=item.group,
            turn=moved.turn,
        )
    ]
