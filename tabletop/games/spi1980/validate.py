"""Checks of a saved SPI state beyond types: real units, strengths and morale on their tracks."""

from __future__ import annotations

from tabletop.core.errors import SaveError
from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.state import Spi1980State

SIDES = ("Allied", "French")


def validate(state: Spi1980State) -> None:
    """SaveError naming the field when a hand-edited save holds an impossible game."""
    data = game_data()
    known = {spec.id: spec for spec in data.units}
    seen: set[str] = set()
    for index, unit in enumerate(state.roster):
        where = f"state.roster[{index}]"
        spec = known.get(unit.id)
        if spec is None:
            raise SaveError(f"{where}.id '{unit.id}' is not a unit of this game")
        if unit.id in seen:
            raise SaveError(f"{where}.id '{unit.id}' is in the roster twice")
        seen.add(unit.id)
        if not 0 <= unit.strength <= spec.strength:
            raise SaveError(
                f"{where}.strength is {unit.strength}; {spec.name} has 0 to {spec.strength} CSPs"
            )
    if len(seen) != len(known):
        raise SaveError(f"state.roster lists {len(seen)} of the game's {len(known)} units")
    for name, army in (("allied", state.allied), ("french", state.french)):
        start = data.start_morale.get(army.side)
        if army.side not in SIDES or start is None:
            raise SaveError(f"state.{name}.side is '{army.side}', not Allied or French")
        if not 0 <= army.morale <= start:
            raise SaveError(f"state.{name}.morale is {army.morale}; its track runs 0 to {start}")
    if not 1 <= state.turn <= data.turns:
        raise SaveError(f"state.turn is {state.turn}; the game has turns 1 to {data.turns}")
    if state.phase not in {phase.id for phase in data.phases}:
        raise SaveError(f"state.phase '{state.phase}' is not a step of the sequence of play")
    for index, plot in enumerate(state.reserve_plot):
        if plot.unit not in known:
            raise SaveError(f"state.reserve_plot[{index}].unit '{plot.unit}' is not a unit")
    combat = state.pending_combat
    if combat is not None:
        for field in ("attackers", "defenders", "bombarding", "charging"):
            for unit_id in getattr(combat, field):
                if unit_id not in known:
                    raise SaveError(f"state.pending_combat.{field} names '{unit_id}', not a unit")
