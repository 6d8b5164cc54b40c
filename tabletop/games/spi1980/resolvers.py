"""Resolvers: each roll the rules call for, from raw inputs, with exact odds first.

`tabletop resolve spi1980/NAME` and the panel both call these; the engine's actions reuse the
same arithmetic on the roster.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import Any

from tabletop.games.base import Event, InputSpec, Resolution, Resolver
from tabletop.games.spi1980 import rally_resolver, roll_resolvers
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

NOT_GIVEN = 0
"""A Morale Rating of 0 means the player named no morale unit: no shift [6.8]."""


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
            "rally",
            "Rally",
            "7.0",
            rally_resolver.rally_inputs(),
            rally_resolver.rally_odds,
            rally_resolver.rally_run,
            data.dice("rally"),
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
