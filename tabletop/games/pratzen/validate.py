"""Checks a save could fail but play never makes (principle 6): each names the field."""

from __future__ import annotations

from tabletop.core.errors import SaveError
from tabletop.core.i18n import say, term
from tabletop.games.bounds import check
from tabletop.games.pratzen import data
from tabletop.games.pratzen.bounds import BOUNDS
from tabletop.games.pratzen.deck import catalogue
from tabletop.games.pratzen.state import (
    AMMO,
    ARMS,
    MORALE_READINGS,
    STATUSES,
    UNIT_TYPES,
    PratzenState,
    Unit,
)


def validate(state: PratzenState) -> None:
    """Raise SaveError naming the first value off its track or id unknown."""
    check(state, BOUNDS)
    sides, phases = data.sides(), data.phases()
    if state.side not in sides:
        raise SaveError(
            say(
                "state.side: '{side}' is not a side ({sides}).",
                side=state.side,
                sides=", ".join(sides),
            )
        )
    if state.phase not in phases:
        raise SaveError(say("state.phase: '{phase}' is not a phase.", phase=state.phase))
    if state.turn < 1 or state.turns < 0:
        raise SaveError(say("state.turn: a Game Turn is 1 or more."))
    if state.morale_reading not in MORALE_READINGS:
        raise SaveError(
            say(
                "state.morale_reading: '{morale_reading}' is not a reading.",
                morale_reading=state.morale_reading,
            )
        )
    names: set[str] = set()
    for i, unit in enumerate(state.units):
        where = f"state.units[{i}]"
        if unit.name.casefold() in names:
            raise SaveError(
                say("{where}.name: '{unit}' is used twice.", where=where, unit=unit.name)
            )
        names.add(unit.name.casefold())
        if unit.side not in sides:
            raise SaveError(
                say("{where}.side: '{side}' is not a side.", where=where, side=unit.side)
            )
        if unit.type not in UNIT_TYPES:
            raise SaveError(
                say("{where}.type: '{type}' is not a unit type.", where=where, type=unit.type)
            )
        if unit.status not in STATUSES:
            raise SaveError(
                say(
                    "{where}.status: '{status}' is not a cohesion state.",
                    where=where,
                    status=unit.status,
                )
            )
        if unit.ammo not in AMMO:
            raise SaveError(
                say("{where}.ammo: '{ammo}' is not full, low or none.", where=where, ammo=unit.ammo)
            )
        if not 0 <= unit.hits <= 2 or not 0 <= unit.er <= 3:
            raise SaveError(say("{where}: hits run 0 to 2 and an ER 0 to 3.", where=where))
        _markers(unit, where)
    units = {u.name.casefold() for u in state.units}
    for i, name in enumerate(state.rallied):
        if name.casefold() not in units:
            raise SaveError(
                say("state.rallied[{i}]: '{name}' is not a unit of the scenario.", i=i, name=name)
            )
    for i, leader in enumerate(state.leaders):
        if leader.name.casefold() in names:
            raise SaveError(
                say("state.leaders[{i}].name: '{leader}' is used twice.", i=i, leader=leader.name)
            )
        names.add(leader.name.casefold())
        if leader.side not in sides:
            raise SaveError(
                say("state.leaders[{i}].side: '{side}' is not a side.", i=i, side=leader.side)
            )
    if tuple(c.side for c in state.morale) != sides:
        raise SaveError(say("state.morale: there must be one Morale Chart per side, French first."))
    for chart in state.morale:
        for name in chart.eliminated:
            if name.casefold() not in names:
                raise SaveError(
                    say(
                        "state.morale ({side}): '{name}' is not a piece.",
                        side=term(chart.side),
                        name=name,
                    )
                )
    for battalion, hits in state.battalion_hits.items():
        if not 1 <= hits <= 2:
            raise SaveError(
                say(
                    "state.battalion_hits.{battalion}: 1 or 2 hits stay under a Flag.",
                    battalion=battalion,
                )
            )
    known = catalogue(state)
    deck = state.events
    for card in (*deck.draw_pile, *deck.discards, *deck.set_aside, *sum(deck.held.values(), ())):
        if card not in known:
            raise SaveError(say("state.events: there is no event card '{card}'.", card=card))


def _markers(unit: Unit, where: str) -> None:
    """A unit's class and markers as the actions set them: a class of its own type [Playing
    pieces], Fired on infantry only [Fire Control Table (FCT)], never OOC on artillery
    [Command Phase]."""
    if unit.arm and unit.arm not in ARMS.get(unit.type, ()):
        raise SaveError(
            say(
                "{where}.arm: '{arm}' is not a class of {type}.",
                where=where,
                arm=unit.arm,
                type=term(unit.type),
            )
        )
    if unit.fired and unit.type != "infantry":
        raise SaveError(say("{where}.fired: only infantry is marked Fired.", where=where))
    if unit.ooc and unit.type == "artillery":
        raise SaveError(say("{where}.ooc: artillery is always in command.", where=where))
