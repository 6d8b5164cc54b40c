"""Losses on the Morale Level track: one point per CSP eliminated, demoralization at 0 [10.0]
[14.1].
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from tabletop.core.i18n import joined, say, term
from tabletop.games.base import Event
from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.state import Spi1980State, UnitState, UnitStatus


def eliminate(
    state: Spi1980State, unit_id: str, count: int, case: str = ""
) -> tuple[Spi1980State, tuple[Event, ...]]:
    """Remove CSPs from one unit and lower its army's morale by one per CSP [2.5] [10.0]."""
    if count <= 0:
        return state, ()
    data = game_data()
    spec = data.unit(unit_id)
    unit = state.unit(unit_id)
    removed = min(count, unit.strength)
    if removed == 0:
        return state, ()
    left = unit.strength - removed
    if left == 0:
        unit = UnitState(unit.id, 0, False, UnitStatus.ELIMINATED)
    else:
        unit = dataclasses.replace(unit, strength=left)
    state = state.with_unit(unit)
    per_csp = int(data.section("morale_rules")["loss_per_csp"])
    army = state.army(spec.army)
    army = dataclasses.replace(
        army,
        morale=max(0, army.morale - removed * per_csp),
        csp_eliminated=army.csp_eliminated + removed,
    )
    state = state.with_army(army)
    loses = (
        say("{unit} loses {n} CSP and is eliminated.", unit=spec.name, n=removed)
        if left == 0
        else say(
            "{unit} loses {n} CSP and is down to {left}.", unit=spec.name, n=removed, left=left
        )
    )
    return state, (
        Event(loses, case),
        Event(
            say("{side} army morale falls to {morale}.", side=term(spec.army), morale=army.morale),
            "10.0",
        ),
    )


def csp_lost(state: Spi1980State) -> dict[str, int]:
    """Each army's CSPs eliminated so far, to tell afterwards who lost CSPs since [10.0]."""
    return {a.side: a.csp_eliminated for a in (state.allied, state.french)}


def check_demoralization(
    state: Spi1980State,
    before: Mapping[str, int],
    defender: str | None = None,
) -> tuple[Spi1980State, tuple[Event, ...]]:
    """Flag an army demoralized when a loss brings or keeps its Morale Level at 0 [10.0].

    `before` holds each army's CSPs eliminated before the losses just taken (`csp_lost`):
    an army counts when it lost CSPs since and stands at 0. Every loss (combat, stacking,
    disengagement, displacement) is checked the same way, so an army left at 0 but not
    demoralized (both reached 0 at once and only the defender was demoralized) is
    demoralized by its next loss of any kind. If both reach 0 in the same combat, only the
    defender is demoralized [10.0].
    """
    reached = [
        a.side
        for a in (state.allied, state.french)
        if a.morale <= 0
        and not a.demoralized
        and a.csp_eliminated > before.get(a.side, a.csp_eliminated)
    ]
    events: list[Event] = []
    if len(reached) == 2 and defender is not None:
        attacker = next(s for s in reached if s != defender)
        events.append(
            Event(
                say(
                    "Both armies reach 0 at once: only the defender is demoralized; "
                    "the {side} army is not.",
                    side=term(attacker),
                ),
                "10.0",
            )
        )
        reached = [defender]
    effects = game_data().section("morale_rules")["effects"]
    for side in reached:
        state = state.with_army(dataclasses.replace(state.army(side), demoralized=True))
        text = say(
            "The {side} army is demoralized: {effects}",
            side=term(side),
            effects=joined([term(e) for e in effects], " "),
        )
        events.append(Event(text, "10.0", moments=("demoralized",)))
    return state, tuple(events)
