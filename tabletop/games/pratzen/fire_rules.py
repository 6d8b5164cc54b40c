"""A fire rolled, and the hits it may claim: the artillery and musketry actions
(fire_action.py) roll for the phasing player and keep every die they showed in this phase
(`PratzenState.fire_faces`), so a hit claimed "from a natural 6" answers a fire that rolled one
[Hitting and "Disordering" Artillery].

The text ties the natural 6 to the fire ("if the fire rolled a natural 6") and says nothing of
one hit per die: a hit entered with a natural 6 needs one fire of this phase to have shown a
6, and does not use it up.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.core.dice import Dice, DiceSpec
from tabletop.core.errors import RuleError
from tabletop.core.i18n import say, term
from tabletop.games.actions import GameAction
from tabletop.games.base import Event
from tabletop.games.kit import natural_roll
from tabletop.games.pratzen import actions as a
from tabletop.games.pratzen import data
from tabletop.games.pratzen.artillery import artillery_run, artillery_run_throws, artillery_throws
from tabletop.games.pratzen.combat_rules import rolled
from tabletop.games.pratzen.fire_action import ARTILLERY, MUSKETRY, fire_inputs, fire_resolver
from tabletop.games.pratzen.musketry import musketry_run
from tabletop.games.pratzen.state import PratzenState

Result = tuple[PratzenState, tuple[Event, ...]]
HITTING = 'Hitting and "Disordering" Artillery'
FIRES = (ARTILLERY, MUSKETRY)


def fire(state: PratzenState, action: GameAction, dice: Dice) -> Result:
    """Roll the fire on its table for the phasing player; keep the dice it showed."""
    values = fire_inputs(action)
    typed = getattr(action, "roll", None)
    typed = typed if isinstance(typed, int) else None
    if fire_resolver(action) == ARTILLERY and artillery_throws(values) > 1:
        count = artillery_throws(values)
        if typed is not None:
            raise RuleError(
                say(
                    "Ball at a stack of {count} rolls one die for each unit: leave the roll out "
                    "to roll them [{case}].",
                    count=count,
                    case=action.CASE,
                )
            )
        faces = tuple(dice.roll("1d6") for _ in range(count))
        resolution = artillery_run_throws(values, faces)
        record = replace(resolution.record, dice=str(DiceSpec(count, 6)))
        resolution = replace(resolution, record=record)
    else:
        natural = natural_roll(dice, typed, "1d6")[0]
        run = artillery_run if fire_resolver(action) == ARTILLERY else musketry_run
        resolution = run(values, natural)
        faces = (natural,)
    new = replace(state, fire_faces=(*state.fire_faces, *faces))
    return new, rolled(resolution, state.side, typed)


def gunners_reason(state: PratzenState) -> str:
    """Why the phasing player has nothing that may fire artillery ("" when it has): an
    unlimbered artillery unit [Artillery Fire Phase 1], or, for the Allies, an infantry Flag
    not disordered with its battalion guns [Allied Flags and Battalion Guns]."""
    allied = data.sides()[-1]
    for unit in state.units:
        if unit.side != state.side or unit.eliminated:
            continue
        if unit.type == "artillery" and not unit.limbered:
            return ""
        battalion_guns = unit.side == allied and unit.flag and unit.type == "infantry"
        if battalion_guns and unit.status == "steady":
            return ""
    return say(
        "The {side} have nothing that may fire artillery: artillery fires unlimbered "
        "[Artillery Fire Phase 1], and an Allied Flag fires its battalion guns only while it is "
        "not disordered [Allied Flags and Battalion Guns].",
        side=term(state.side),
    )


def six_reason(state: PratzenState, action: a.Hits) -> str:
    """Why these hits may not say the fire rolled a natural 6 ("" when a fire of this phase
    showed one, or they do not say it)."""
    sixes = {data.number(data.section("fire", name), "natural") for name in FIRES}
    if not action.natural_six or sixes & set(state.fire_faces):
        return ""
    return say(
        "No fire rolled a natural 6 in this phase: artillery receives a hit marker only if the "
        "fire rolled a natural 6 and the artillery unit is already limbered; roll the fire with "
        "its action first [{case}].",
        case=HITTING,
    )
