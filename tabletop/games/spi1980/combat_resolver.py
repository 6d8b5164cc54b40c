"""The `combat` resolver [6.0]: the Combat Results Table read from raw strengths, with the
column shifts and exact odds of the column read.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from tabletop.games.base import Event, InputSpec, Resolution
from tabletop.games.spi1980.combat_odds import (
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

NOT_GIVEN = 0
"""A Morale Rating of 0 means the player named no morale unit: no shift [6.8]."""


def combat_inputs() -> tuple[InputSpec, ...]:
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
            default=NOT_GIVEN,
            low=0,
            high=9,
            help=(
                "Of the one adjacent attacking unit chosen; 0 or left out: not given. No "
                "morale shift unless both ratings are given: only attacks between adjacent "
                "units shift, a bombardment has none [6.8]."
            ),
        ),
        InputSpec(
            "defender_morale",
            "Defender's Morale Rating",
            "int",
            default=NOT_GIVEN,
            low=0,
            high=9,
            help=(
                "Of the one defending unit chosen; 0 or left out: not given. With both given, "
                "attacker's minus defender's rating shifts that many columns; one alone is "
                "refused [6.8]."
            ),
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
        attacker_morale=values["attacker_morale"] or None,
        defender_morale=values["defender_morale"] or None,
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


def resolver_odds(inputs: Inputs) -> dict[str, Fraction]:
    return combat_odds(combat_plan(read_inputs(combat_inputs(), inputs)))


def resolver_run(inputs: Inputs, roll: int) -> Resolution:
    values = read_inputs(combat_inputs(), inputs)
    plan = combat_plan(values)
    cell = read_crt(plan, roll)
    fields = combat_fields(plan, roll, cell.result)
    record = roll_record("crt", values, plan.shifts, roll, roll, cell.result, "6.0")
    text = (
        f"{plan.attack_strength} against {plan.defense_strength} is {plan.ratio}; "
        f"read on {plan.column}, a {roll} gives {cell.result}."
    )
    return Resolution(cell.result, fields, combat_odds(plan), record, (Event(text, "6.2", record),))
