"""The `combat` resolver [6.0]: the Combat Results Table read from raw strengths, with the
column shifts and exact odds of the column read.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, say, term
from tabletop.games.base import Event, InputSpec, Resolution
from tabletop.games.kit import roll_record
from tabletop.games.spi1980.combat_odds import (
    CLAMP_THEN_SHIFT,
    SHIFT_THEN_CLAMP,
    TERRAIN_MULTIPLIERS,
    CombatPlan,
    combat_odds,
    combat_sentence,
    effect_fields,
    parse_result,
    plan_combat,
    read_crt,
)
from tabletop.games.spi1980.combat_terrain import HEXES, defender_multiplier
from tabletop.games.spi1980.data import UnitSpec, game_data
from tabletop.games.spi1980.inputs import Inputs, read_inputs

NOT_GIVEN = 0
"""A Morale Rating of 0 means the player named no morale unit: no shift [6.8]."""
NO_MORALE_SHIFT = say(
    " No morale shift was applied: no Morale Ratings were given, which only a bombardment "
    "alone may leave out [6.8]."
)


def combat_inputs() -> tuple[InputSpec, ...]:
    columns = game_data().crt.columns
    return (
        InputSpec(
            "attack",
            N_("Attacking CSPs"),
            "int",
            default=0,
            low=0,
            high=999,
            help=N_(
                "Current strength of the attacking units no terrain halves [6.0] (with "
                "Attacker halved: of one unit halved that often)."
            ),
        ),
        InputSpec(
            "halved",
            N_("Halved attacking units"),
            "text",
            default="",
            help=N_(
                "Each attacking unit the terrain halves, apart from the rest: its strength, "
                "or strength x times halved, separated by commas (e.g. '7' or '1,1,1' or "
                "'9x2'). Each is halved with its floor of 1 before adding [5.4] [8.0]."
            ),
        ),
        InputSpec(
            "attacker_charging",
            N_("Charging attacking cavalry"),
            "text",
            default="",
            help=N_(
                "Each attacking cavalry unit that charges, apart from the CSPs above: its "
                "current strength, or strength x times an upslope halves it, separated by "
                "commas (e.g. '8' or '8x1'). Each is doubled, then halved apart; only "
                "through clear or slope hexsides, and never on a fog turn [5.9] [8.0] [13.0]."
            ),
        ),
        InputSpec(
            "defend",
            N_("Defending CSPs"),
            "int",
            default=0,
            low=0,
            high=999,
            help=N_(
                "Current strength of the defending units, multiplied as infantry by "
                "Defender's terrain [6.0] [8.0]."
            ),
        ),
        InputSpec(
            "defenders",
            N_("Defending units one by one"),
            "text",
            default="",
            help=N_(
                "Defenders of other types or in other hexes, unit by unit: strength:type:hex "
                "separated by commas, type infantry, cavalry, dragoon or artillery, hex clear, "
                "woods, town, fortified ... (e.g. '2:cavalry:woods,6:artillery:town'). Each "
                "is doubled or tripled as the chart's column for its type says [8.0] [5.4]."
            ),
        ),
        InputSpec(
            "defender_charging",
            N_("Charging defending cavalry"),
            "text",
            default="",
            help=N_(
                "Each defending cavalry unit that adopts a charge mode, apart from the CSPs "
                "above: its current strength, separated by commas (e.g. '6,4'). Each is "
                "doubled; it must occupy a clear or slope hex, which neither doubles nor "
                "triples cavalry, and never on a fog turn [5.9] [8.0] [13.0]."
            ),
        ),
        InputSpec(
            "attacker_morale",
            N_("Attacker's Morale Rating"),
            "int",
            default=NOT_GIVEN,
            low=0,
            high=9,
            help=N_(
                "Of the one adjacent attacking unit chosen; 0 or left out: not given. No "
                "morale shift unless both ratings are given: only attacks between adjacent "
                "units shift, a bombardment has none [6.8]."
            ),
        ),
        InputSpec(
            "defender_morale",
            N_("Defender's Morale Rating"),
            "int",
            default=NOT_GIVEN,
            low=0,
            high=9,
            help=N_(
                "Of the one defending unit chosen; 0 or left out: not given. With both given, "
                "attacker's minus defender's rating shifts that many columns; one alone is "
                "refused [6.8]."
            ),
        ),
        InputSpec(
            "defender_disrupted",
            N_("Defender disrupted"),
            "bool",
            default=False,
            help=N_("One column to the right [7.0]."),
        ),
        InputSpec(
            "defender_terrain",
            N_("Defender's terrain"),
            "choice",
            tuple(TERRAIN_MULTIPLIERS),
            default="none",
            help=N_("Doubled (woods, town) or tripled (fortified position) [8.0]."),
        ),
        InputSpec(
            "attacker_halved",
            N_("Attacker halved"),
            "count",
            default=0,
            low=0,
            help=N_("Once per halving terrain; drop fractions, never below 1 [8.0]."),
        ),
        InputSpec(
            "corps_integrity",
            N_("Mixed corps attack"),
            "bool",
            default=False,
            help=N_("Optional rule: one column left unless all attackers share a corps [11.0]."),
        ),
        InputSpec(
            "ratio_beyond_table",
            N_("Ratio beyond the table"),
            "choice",
            (CLAMP_THEN_SHIFT, SHIFT_THEN_CLAMP),
            default=CLAMP_THEN_SHIFT,
            help=N_(
                "clamp_then_shift: a ratio past 6-1 (1-5) is the end column, then shifted, as "
                "[6.2] says first; shift_then_clamp: shifts count from the ratio as "
                "computed, the other reading of [6.2] ('all adjustments are cumulative')."
            ),
        ),
        InputSpec(
            "lower_to",
            N_("Lower the ratio to"),
            "choice",
            ("none", *columns),
            default="none",
            help=N_("The attacker may deliberately lower the Combat Ratio [6.2]."),
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
        halved_units=halved_units(values["halved"]) + charging_attackers(values),
        defending_units=defending_units(values["defenders"]) + charging_defenders(values),
        beyond_table=values["ratio_beyond_table"],
    )


def _number(text: str, what: str) -> int:
    if not text.strip().isdigit() or len(text.strip()) > 3:
        raise RuleError(
            say(
                "{what} should be a whole number from 0 to 999, not '{text}'.",
                what=term(what),
                text=text.strip(),
            )
        )
    return int(text)


def halved_units(text: str, once: int = 1) -> tuple[tuple[int, int], ...]:
    """'7,9x2' as (strength, times halved) per unit, a unit without 'x' halved `once` [8.0]."""
    out = []
    for item in (p.strip() for p in text.split(",")):
        if item:
            strength, sep, times = item.casefold().partition("x")
            out.append(
                (
                    _number(strength, N_("a halved unit's strength")),
                    _number(times, N_("times halved")) if sep else once,
                )
            )
    return tuple(out)


def charging_attackers(values: Mapping[str, Any]) -> tuple[tuple[int, int], ...]:
    """Each charging attacker's (strength doubled, times halved): "Undisrupted cavalry units
    involved in combat with adjacent Enemy units may temporarily double their current Combat
    Strength by charging", halved after, as the engine does [5.9] [8.0]."""
    return tuple((2 * s, t) for s, t in halved_units(values["attacker_charging"], once=0))


def charging_defenders(values: Mapping[str, Any]) -> tuple[tuple[int, int], ...]:
    """Each charging defender's (strength doubled, multiplier 1): a defending cavalry unit
    charges only in a clear or slope hex [5.9], which does not multiply cavalry [8.0]."""
    return tuple((2 * s, 1) for s, _times in halved_units(values["defender_charging"], once=0))


def defending_units(text: str) -> tuple[tuple[int, int], ...]:
    """'2:cavalry:woods,6' as (strength, multiplier by type and hex) per unit [8.0]."""
    types = tuple(game_data().section("combat_terrain")["type_columns"])
    out = []
    for item in (p.strip() for p in text.split(",")):
        if not item:
            continue
        strength, *rest = (w.strip().casefold() for w in item.split(":"))
        unit_type = rest[0] if rest and rest[0] else "infantry"
        terrain = rest[1] if len(rest) > 1 and rest[1] else "clear"
        if unit_type not in types or len(rest) > 2:
            raise RuleError(
                say(
                    "a defender is strength:type:hex with type {types} and hex "
                    "{hexes}; '{item}' is not [8.0].",
                    types=", ".join(types),
                    hexes=", ".join(HEXES),
                    item=item,
                )
            )
        spec = UnitSpec(item, "", "", item, item, unit_type, (), 1, 0, 0, None, None)
        multiplier = defender_multiplier(spec, terrain)
        out.append((_number(strength, N_("a defender's strength")), multiplier))
    return tuple(out)


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
    record = roll_record("spi1980", "crt", values, plan.shifts, roll, roll, cell.result, "6.0")
    unshifted = "" if "morale" in plan.shifts else NO_MORALE_SHIFT
    fields["morale_shift_applied"] = not unshifted
    text = combat_sentence(plan, roll, cell.result, unshifted)
    return Resolution(cell.result, fields, combat_odds(plan), record, (Event(text, "6.2", record),))
