"""Checks a save could fail but play never makes (principle 6): each names the field."""

from __future__ import annotations

from tabletop.core.errors import SaveError
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
        raise SaveError(f"state.side: '{state.side}' is not a side ({', '.join(sides)}).")
    if state.phase not in phases:
        raise SaveError(f"state.phase: '{state.phase}' is not a phase.")
    if state.turn < 1 or state.turns < 0:
        raise SaveError("state.turn: a Game Turn is 1 or more.")
    if state.morale_reading not in MORALE_READINGS:
        raise SaveError(f"state.morale_reading: '{state.morale_reading}' is not a reading.")
    names: set[str] = set()
    for i, unit in enumerate(state.units):
        where = f"state.units[{i}]"
        if unit.name.casefold() in names:
            raise SaveError(f"{where}.name: '{unit.name}' is used twice.")
        names.add(unit.name.casefold())
        if unit.side not in sides:
            raise SaveError(f"{where}.side: '{unit.side}' is not a side.")
        if unit.type not in UNIT_TYPES:
            raise SaveError(f"{where}.type: '{unit.type}' is not a unit type.")
        if unit.status not in STATUSES:
            raise SaveError(f"{where}.status: '{unit.status}' is not a cohesion state.")
        if unit.ammo not in AMMO:
            raise SaveError(f"{where}.ammo: '{unit.ammo}' is not full, low or none.")
        if not 0 <= unit.hits <= 2 or not 0 <= unit.er <= 3:
            raise SaveError(f"{where}: hits run 0 to 2 and an ER 0 to 3.")
        _markers(unit, where)
    units = {u.name.casefold() for u in state.units}
    for i, name in enumerate(state.rallied):
        if name.casefold() not in units:
            raise SaveError(f"state.rallied[{i}]: '{name}' is not a unit of the scenario.")
    for i, leader in enumerate(state.leaders):
        if leader.name.casefold() in names:
            raise SaveError(f"state.leaders[{i}].name: '{leader.name}' is used twice.")
        names.add(leader.name.casefold())
        if leader.side not in sides:
            raise SaveError(f"state.leaders[{i}].side: '{leader.side}' is not a side.")
    if tuple(c.side for c in state.morale) != sides:
        raise SaveError("state.morale: there must be one Morale Chart per side, French first.")
    for chart in state.morale:
        for name in chart.eliminated:
            if name.casefold() not in names:
                raise SaveError(f"state.morale ({chart.side}): '{name}' is not a piece.")
    for battalion, hits in state.battalion_hits.items():
        if not 1 <= hits <= 2:
            raise SaveError(f"state.battalion_hits.{battalion}: 1 or 2 hits stay under a Flag.")
    known = catalogue(state)
    deck = state.events
    for card in (*deck.draw_pile, *deck.discards, *deck.set_aside, *sum(deck.held.values(), ())):
        if card not in known:
            raise SaveError(f"state.events: there is no event card '{card}'.")


def _markers(unit: Unit, where: str) -> None:
    """A unit's class and markers as the actions set them: a class of its own type [Playing
    pieces], Fired on infantry only [Fire Control Table (FCT)], never OOC on artillery
    [Command Phase]."""
    if unit.arm and unit.arm not in ARMS.get(unit.type, ()):
        raise SaveError(f"{where}.arm: '{unit.arm}' is not a class of {unit.type}.")
    if unit.fired and unit.type != "infantry":
        raise SaveError(f"{where}.fired: only infantry is marked Fired.")
    if unit.ooc and unit.type == "artillery":
        raise SaveError(f"{where}.ooc: artillery is always in command.")
