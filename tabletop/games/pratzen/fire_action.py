"""Artillery fire and musketry as actions of the game: each resolver's own inputs (its one
schema, artillery.py and musketry.py) and a roll, taken by the phasing player, the one who
fires, in the phase that opens it [Artillery Fire Phase] [Resolving Infantry Fire]. The dice
each fire showed stay in the state (`PratzenState.fire_faces`) until the phase ends, so a hit
claimed from a natural 6 answers a fire rolled [Hitting and "Disordering" Artillery].

`tabletop resolve pratzen/artillery` and `pratzen/musketry` stay the what-ifs on the printed
tables.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from tabletop.core.i18n import N_
from tabletop.games.actions import GameAction
from tabletop.games.pratzen.artillery import artillery_inputs, artillery_stack_odds
from tabletop.games.pratzen.combat_action import rolled_kind
from tabletop.games.pratzen.musketry import musketry_inputs, musketry_odds

ARTILLERY = "artillery"
"""The resolver an artillery fire rolls on."""
MUSKETRY = "musketry"
"""The resolver a musketry fire rolls on."""


def fire_resolver(action: GameAction) -> str:
    """The resolver a fire action rolls on: artillery or musketry."""
    return ARTILLERY if isinstance(action, ArtilleryFire) else MUSKETRY


def fire_inputs(action: GameAction) -> dict[str, Any]:
    """The resolver's inputs a fire action carries."""
    inputs = artillery_inputs() if fire_resolver(action) == ARTILLERY else musketry_inputs()
    return {spec.name: getattr(action, spec.name) for spec in inputs}


def artillery_fire_odds(state: Any, action: GameAction) -> Mapping[str, Fraction]:
    """The chance of each result this fire's own roll reads on the Artillery Fire Table (for
    ball at a stack, of each number of hits, one die per unit), from the very inputs the roll
    is read with [Artillery Fire Phase 7] [Artillery Hits]."""
    return artillery_stack_odds(fire_inputs(action))


def musketry_fire_odds(state: Any, action: GameAction) -> Mapping[str, Fraction]:
    """The chance of a hit or not for this fire's own roll, from the very inputs the roll is
    read with [Resolving Infantry Fire 1]."""
    return musketry_odds(fire_inputs(action))


ArtilleryFire = rolled_kind(
    "ArtilleryFire",
    artillery_inputs(),
    {
        "KIND": "artillery_fire",
        "TITLE": N_("Artillery fire"),
        "CASE": "Artillery Fire Phase",
        "__doc__": "Roll 1d6 for one firing artillery unit on the Artillery Fire Table, one die "
        "per unit of a stack under ball [Artillery Fire Phase].",
        "__module__": __name__,
    },
)
"""An artillery unit fires: every input of the artillery resolver, and `roll`."""

Musketry = rolled_kind(
    "Musketry",
    musketry_inputs(),
    {
        "KIND": "musketry_fire",
        "TITLE": N_("Musketry"),
        "CASE": "Resolving Infantry Fire",
        "__doc__": "Roll 1d6 for one firing infantry unit [Resolving Infantry Fire].",
        "__module__": __name__,
    },
)
"""An infantry unit fires: every input of the musketry resolver, and `roll`."""
