"""Resolvers: each roll the rules call for, from raw inputs, with exact odds first.

`tabletop resolve spi1980/NAME` and the panel both call these; the engine's actions reuse the
same arithmetic on the roster.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import Any

from tabletop.games.base import Event, InputSpec, Resolution, Resolver
from tabletop.games.spi1980 import roll_resolvers
from tabletop.games.spi1980.combat import (
    TERRAIN_MULTIPLIERS,
    CombatPlan,
    combat_odds,
    effect_fields,
    parse_result,
    plan_combat,
    read_crt,
)
from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.inputs import Inputs, read_inputs, roll_record
from tabletop.games.spi1980.rally import (
    TERRAINS,
    RallyConditions,
    rallies,
    rally_modifiers,
    rally_odds,
)

UNIT_TYPES = ("unknown", "infantry", "cavalry", "dragoon", "artillery")


# -- combat [6.0] ---------------------------------------------------------------------------


def _combat_inputs() -> tuple[InputSpec, ...]:
    columns = game_data().crt.columns
    return (
        InputSpec(
            "attack",
            "Attacking CSPs",
            "int",
            low=1,
            help="Current strength of all attacking units [6.0].",
        ),
        InputSpec(
            "defend",
            "Defending CSPs",
            "int",
            low=1,
            help="Current strength of all defending units [6.0].",
        ),
        InputSpec(
            "attacker_morale",
            "Attacker's Morale Rating",
            "int",
            low=0,
            high=9,
            help="Of the one adjacent attacking unit chosen [6.8].",
        ),
        InputSpec(
            "defender_morale",
            "Defender's Morale Rating",
            "int",
            low=0,
            high=9,
            help="Of the one defending unit chosen; the difference shifts columns [6.8].",
        ),
        InputSpec(
            "defender_disrupted",
            "Defender disrupted",
            "bool",
            default=False,
            help="One column to the right [7.0].",
        ),
        InputSpec(
            "defender_terrain",
            "Defender's terrain",
            "choice",
            tuple(TERRAIN_MULTIPLIERS),
            default="none",
            help="Doubled (woods, town) or tripled (fortified position) [8.0].",
        ),
        InputSpec(
            "attacker_halved",
            "Attacker halved",
            "count",
            default=0,
            low=0,
            help="Once per halving terrain; drop fractions, never below 1 [8.0].",
        ),
        InputSpec(
            "corps_integrity",
            "Mixed corps attack",
            "bool",
            default=False,
            help="Optional rule: one column left unless all attackers share a corps [11.0].",
        ),
        InputSpec(
            "lower_to",
            "Lower the ratio to",
            "choice",
            ("none", *columns),
            default="none",
            help="The attacker may deliberately lower the Combat Ratio [6.2].",
        ),
    )


def combat_plan(values: Mapping[str, Any]) -> CombatPlan:
    """The combat the checked inputs of the `combat` resolver describe [6.2] [6.8]."""
    return plan_combat(
        values["attack"],
        values["defend"],
        attacker_morale=values["attacker_morale"],
        defender_morale=values["defender_morale"],
        defender_disrupted=values["defender_disrupted"],
        defender_terrain=values["defender_terrain"],
        attacker_halved=values["attacker_halved"],
        corps_integrity=values["corps_integrity"],
        lower_to=None if values["lower_to"] == "none" else values["lower_to"],
    )


def combat_fields(plan: CombatPlan, roll: int, result: str) -> dict[str, Any]:
    """A resolved combat as plain data: column, result, both sides' effects, the roll."""
    attacker, defender = parse_result(result)
    return {
        **plan.as_fields(),
        "roll": roll,
        "result": result,
        "attacker": effect_fields(attacker),
        "defender": effect_fields(defender),
    }


def _combat_odds(inputs: Inputs) -> dict[str, Fraction]:
    return combat_odds(combat_plan(read_inputs(_combat_inputs(), inputs)))


def _combat_run(inputs: Inputs, roll: int) -> Resolution:
    values = read_inputs(_combat_inputs(), inputs)
    plan = combat_plan(values)
    cell = read_crt(plan, roll)
    fields = combat_fields(plan, roll, cell.result)
    record = roll_record("crt", values, plan.shifts, roll, roll, cell.result, "6.0")
    text = (
        f"{plan.attack_strength} against {plan.defense_strength} is {plan.ratio}; "
        f"read on {plan.column}, a {roll} gives {cell.result}."
    )
    return Resolution(cell.result, fields, combat_odds(plan), record, (Event(text, "6.2", record),))


# -- rally [7.0] ----------------------------------------------------------------------------


def _rally_inputs() -> tuple[InputSpec, ...]:
    return (
        InputSpec(
            "morale",
            "Morale Rating",
            "int",
            low=0,
            high=9,
            help="The disrupted unit's Morale Rating [7.0].",
        ),
        InputSpec("below_half", "Below half strength", "bool", default=False, help="[7.1]"),
        InputSpec(
            "friendly_disrupted_near",
            "Disrupted friend in hex or adjacent",
            "bool",
            default=False,
            help="[7.2]; depends on the order you rally in [7.9].",
        ),
        InputSpec(
            "enemy_adjacent", "Undisrupted enemy adjacent", "bool", default=False, help="[7.3]"
        ),
        InputSpec("terrain", "Terrain", "choice", TERRAINS, default="none", help="[7.4] [7.5]"),
        InputSpec(
            "unit_type",
            "Unit type",
            "choice",
            UNIT_TYPES,
            default="unknown",
            help="Needed in town, woods or a fortified position [7.4] [7.5].",
        ),
        InputSpec("fog", "Fog turn (Game-Turn 1 or 2)", "bool", default=False, help="[7.6] [13.0]"),
        InputSpec("demoralized", "Army demoralized", "bool", default=False, help="[7.7] [10.0]"),
        InputSpec(
            "demoralized_penalty",
            "Demoralized penalty",
            "choice",
            ("1", "2"),
            default="1",
            help="+1 as in [7.7] and the chart, +2 as in [10.0].",
        ),
    )


def _rally_setup(inputs: Inputs) -> tuple[dict[str, Any], dict[str, int]]:
    values = read_inputs(_rally_inputs(), inputs)
    conditions = RallyConditions(
        below_half=values["below_half"],
        friendly_disrupted_near=values["friendly_disrupted_near"],
        enemy_adjacent=values["enemy_adjacent"],
        terrain=values["terrain"],
        unit_type=None if values["unit_type"] == "unknown" else values["unit_type"],
        fog=values["fog"],
        demoralized=values["demoralized"],
        demoralized_penalty=int(values["demoralized_penalty"]),
    )
    return values, rally_modifiers(conditions)


def _rally_odds(inputs: Inputs) -> dict[str, Fraction]:
    values, modifiers = _rally_setup(inputs)
    return rally_odds(values["morale"], modifiers)


def _rally_run(inputs: Inputs, roll: int) -> Resolution:
    values, modifiers = _rally_setup(inputs)
    modified = roll + sum(modifiers.values())
    result = "rallied" if rallies(roll, values["morale"], modifiers) else "stays disrupted"
    record = roll_record("rally", values, modifiers, roll, modified, result, "7.0")
    fields = {
        "roll": roll,
        "modified_roll": modified,
        "modifiers": modifiers,
        "morale": values["morale"],
        "rallied": result == "rallied",
    }
    text = f"Rally roll {roll}, modified {modified}, against morale {values['morale']}: {result}."
    return Resolution(result, fields, _rally_odds(inputs), record, (Event(text, "7.0", record),))


def _resolver(
    name: str,
    title: str,
    case: str,
    inputs: tuple[InputSpec, ...],
    odds: Callable[[Inputs], Mapping[str, Fraction]],
    run: Callable[[Inputs, int], Resolution],
    dice: object,
) -> Resolver:
    return Resolver(name, title, case, inputs, odds, run, str(dice))


def make_resolvers() -> dict[str, Resolver]:
    """Every resolver of the game, by name."""
    data = game_data()
    found = [
        _resolver(
            "combat", "Combat", "6.0", _combat_inputs(), _combat_odds, _combat_run, data.crt_dice
        ),
        _resolver(
            "rally", "Rally", "7.0", _rally_inputs(), _rally_odds, _rally_run, data.dice("rally")
        ),
        _resolver(
            "disengagement",
            "Disengagement Check",
            "4.6",
            roll_resolvers.disengagement_inputs(),
            roll_resolvers.disengagement_odds,
            roll_resolvers.disengagement_run,
            data.dice("disengagement"),
        ),
        _resolver(
            "reinforcement",
            "French reinforcements",
            "9.0",
            roll_resolvers.reinforcement_inputs(),
            roll_resolvers.reinforcement_odds,
            roll_resolvers.reinforcement_run,
            data.dice("reinforcement"),
        ),
        _resolver(
            "rout",
            "Rout distance",
            "6.3",
            roll_resolvers.rout_inputs(),
            roll_resolvers.rout_odds,
            roll_resolvers.rout_run,
            data.dice("rout"),
        ),
    ]
    return {r.name: r for r in found}
