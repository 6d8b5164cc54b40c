"""Artillery and musketry fire: one die against the Artillery or Musketry Fire Table.

The hit numbers come from boards/pratzen.toml ([fire.artillery], [fire.musketry]), each checked
against its printed cell by tests/test_pratzen_data.py.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from tabletop.core.errors import RuleError
from tabletop.games.base import Event, InputSpec, InputValue, Resolution, Resolver
from tabletop.games.inputs import check_values
from tabletop.games.pratzen import data
from tabletop.games.pratzen.record import enumerate_odds, roll_record

Inputs = Mapping[str, InputValue]

HIT, TWO_HITS, MISS, NO_EFFECT = "Hit", "Two hits", "Miss", "No effect"

RULES, TABLE = "rules", "table"


def _artillery() -> Mapping[str, Any]:
    return data.section("fire", "artillery")


def _musketry() -> Mapping[str, Any]:
    return data.section("fire", "musketry")


def _modifier_input() -> InputSpec:
    return InputSpec(
        "modifier",
        "Die roll modifier",
        "int",
        default=0,
        low=-6,
        high=6,
        help="The modifier printed on the counter plus any from the TEC.",
    )


def _common_inputs() -> tuple[InputSpec, ...]:
    return (
        InputSpec(
            "poor_effect",
            "Poor Effect",
            "bool",
            default=False,
            help="Ambiguous LOS, orchard, vines or stream, fire >1 level lower: -1 to dr.",
        ),
        InputSpec(
            "up_a_level",
            "Target up a level",
            "bool",
            default=False,
            help="Add 1 hex to range and -1 to dr [TEC, Up a level].",
        ),
    )


# -- artillery --------------------------------------------------------------------------------


def artillery_inputs() -> tuple[InputSpec, ...]:
    """--shot ball|canister --range N [--modifier M] [--stacked-target] [--poor-effect]."""
    return (
        InputSpec("shot", "Shot", "choice", ("ball", "canister"), help="Ball or canister."),
        InputSpec("range", "Range (hexes)", "int", low=1, high=30, help="Counted to the target."),
        _modifier_input(),
        InputSpec(
            "stacked_target",
            "Stacked target (ball)",
            "bool",
            default=False,
            help="+1 to ball fire at a stacked hex; roll one die per unit, top to bottom.",
        ),
        *_common_inputs(),
        InputSpec(
            "counter_range",
            "Range on the counter",
            "int",
            default=0,
            low=0,
            high=30,
            help="The counter's printed range for this shot (battalion guns: ball 10, "
            "canister 5); 0 if not given.",
        ),
    )


def _artillery_plan(values: Mapping[str, Any]) -> tuple[int, int, dict[str, int]]:
    """(effective range, hit number, modifiers), refusing a range the gun cannot reach."""
    block = _artillery()
    low = data.number(block, "min_range")
    counted = int(values["range"])
    if counted < low:
        raise RuleError(
            f"the Artillery Fire Table starts at range {low}; a range of {counted} is not on it "
            "[Artillery fire table]."
        )
    if values["counter_range"] and counted > values["counter_range"]:
        raise RuleError(
            f"a range of {counted} is beyond the {values['counter_range']} hexes printed on the "
            f"counter for {values['shot']} [Artillery Fire Phase 4]."
        )
    if values["stacked_target"] and values["shot"] == "canister":
        raise RuleError(
            "the stacked-target bonus is for ball only; canister hits only the top unit "
            "[Artillery Fire Phase 12]."
        )
    effective = counted + (1 if values["up_a_level"] else 0)
    band = "near" if effective <= data.number(block, "near_max") else "far"
    hit_on = data.number(block[str(values["shot"])], band)
    poor = data.number(block, "poor_effect")
    modifiers = {
        "counter_and_terrain": int(values["modifier"]),
        "stacked_target": data.number(block, "stacked_ball") if values["stacked_target"] else 0,
        "poor_effect": poor if values["poor_effect"] else 0,
        "up_a_level": poor if values["up_a_level"] else 0,
    }
    return effective, hit_on, modifiers


def _artillery_outcome(values: Mapping[str, Any], natural: int) -> tuple[int, str]:
    _, hit_on, modifiers = _artillery_plan(values)
    modified = natural + sum(modifiers.values())
    six = data.number(_artillery(), "natural")
    if natural == six:
        return modified, TWO_HITS if values["shot"] == "canister" else HIT
    return modified, HIT if modified >= hit_on else MISS


def artillery_odds(inputs: Inputs) -> dict[str, Fraction]:
    """Odds of a hit (and, for canister, of a second hit on an adjacent hex)."""
    values = check_values(artillery_inputs(), inputs)
    _artillery_plan(values)
    return enumerate_odds("1d6", lambda n: _artillery_outcome(values, n)[1])


def artillery_run(inputs: Inputs, natural: int) -> Resolution:
    """Roll 1d6 for one artillery unit on the Artillery Fire Table [Artillery Fire Phase]."""
    values = check_values(artillery_inputs(), inputs)
    effective, hit_on, modifiers = _artillery_plan(values)
    modified, result = _artillery_outcome(values, natural)
    six = natural == data.number(_artillery(), "natural")
    texts = {
        HIT: "One hit on the top unit of the target hex"
        if values["shot"] == "canister" or not values["stacked_target"]
        else "One hit, applied to the stack's units from the top down",
        TWO_HITS: "A natural 6: one hit on the target hex and one on an adjacent hex in the "
        "field of fire and in range (friendly-adjacent hexes first); no hex takes two",
        MISS: "No hit",
    }
    lines = [texts[result] + "."]
    if six:
        lines.append("A natural 6 also hits a limbered artillery unit.")
    if values["stacked_target"]:
        lines.append("Ball at a stack: roll one die for each unit, top to bottom.")
    record = roll_record(
        "artillery", values, modifiers, natural, modified, result, "Artillery Fire Phase"
    )
    fields = {
        "roll": natural,
        "modified_roll": modified,
        "effective_range": effective,
        "hit_on": hit_on,
        "natural_six": six,
        "hits": {HIT: 1, TWO_HITS: 2, MISS: 0}[result],
        "adjacent_hex_hit": result == TWO_HITS,
        "hits_limbered_artillery": six,
        "dice_for_stack": bool(values["stacked_target"]),
        "modifiers": modifiers,
    }
    return Resolution(
        result,
        fields,
        artillery_odds(inputs),
        record,
        (Event(" ".join(lines), "Artillery Fire Phase", record),),
    )


# -- musketry ---------------------------------------------------------------------------------


def musketry_inputs() -> tuple[InputSpec, ...]:
    """--range N [--modifier M] [--woods-or-town] and the two readings."""
    return (
        InputSpec("range", "Range (hexes)", "int", low=1, high=30, help="2 to 6 hexes."),
        _modifier_input(),
        InputSpec(
            "woods_or_town",
            "Target in woods or village",
            "bool",
            default=False,
            help="Resolved as if 5 hexes longer: musketry has no effect [Covering terrain].",
        ),
        *_common_inputs(),
        InputSpec(
            "range_reading",
            "Hit when the roll is",
            "choice",
            (RULES, TABLE),
            default=RULES,
            help="rules: modified dr >= range [Resolving Infantry Fire]; table: > range "
            "[Musketry Fire table].",
        ),
        InputSpec(
            "natural_six",
            "Natural 6 in cover",
            "choice",
            (RULES, TABLE),
            default=RULES,
            help="rules: no effect at woods or village [Covering terrain]; table: a natural 6 "
            "always hits [Musketry Fire table].",
        ),
    )


def _musketry_plan(values: Mapping[str, Any]) -> tuple[int, dict[str, int]]:
    block = _musketry()
    counted = int(values["range"])
    if counted < data.number(block, "min_range"):
        raise RuleError(
            "infantry may not fire at an adjacent hex; close combat settles it [Infantry Fire 5]."
        )
    if counted > data.number(block, "max_range"):
        raise RuleError(
            f"a range of {counted} is beyond musket range, {data.number(block, 'max_range')} "
            "hexes [Musketry Fire table]."
        )
    effective = counted
    if values["woods_or_town"]:
        effective += data.number(block, "cover_range")
    if values["up_a_level"]:
        effective += data.number(block, "up_a_level_range")
    modifiers = {
        "counter_and_terrain": int(values["modifier"]),
        "poor_effect": data.number(block, "poor_effect") if values["poor_effect"] else 0,
        "up_a_level": data.number(block, "up_a_level_dr") if values["up_a_level"] else 0,
    }
    return effective, modifiers


def _musketry_outcome(values: Mapping[str, Any], natural: int) -> tuple[int, str]:
    effective, modifiers = _musketry_plan(values)
    modified = natural + sum(modifiers.values())
    six = natural == data.number(_musketry(), "natural")
    if values["woods_or_town"] and values["natural_six"] == RULES:
        return modified, NO_EFFECT
    if six:
        return modified, HIT
    hit = modified > effective if values["range_reading"] == TABLE else modified >= effective
    return modified, HIT if hit else MISS


def musketry_odds(inputs: Inputs) -> dict[str, Fraction]:
    """Odds of a hit for one firing unit."""
    values = check_values(musketry_inputs(), inputs)
    _musketry_plan(values)
    return enumerate_odds("1d6", lambda n: _musketry_outcome(values, n)[1])


def musketry_run(inputs: Inputs, natural: int) -> Resolution:
    """Roll 1d6 for one firing infantry unit [Resolving Infantry Fire]."""
    values = check_values(musketry_inputs(), inputs)
    effective, modifiers = _musketry_plan(values)
    modified, result = _musketry_outcome(values, natural)
    compare = ">" if values["range_reading"] == TABLE else ">="
    texts = {
        HIT: "One hit on the top unit of the target hex.",
        MISS: f"No hit: {modified} is not {compare} {effective}.",
        NO_EFFECT: "Fire at a woods or village hex is resolved 5 hexes longer: musketry has "
        "no effect [Covering terrain].",
    }
    record = roll_record(
        "musketry", values, modifiers, natural, modified, result, "Resolving Infantry Fire"
    )
    fields = {
        "roll": natural,
        "modified_roll": modified,
        "effective_range": effective,
        "compare": compare,
        "hits": 1 if result == HIT else 0,
        "natural_six": natural == data.number(_musketry(), "natural"),
        "modifiers": modifiers,
    }
    return Resolution(
        result,
        fields,
        musketry_odds(inputs),
        record,
        (Event(texts[result], "Resolving Infantry Fire", record),),
    )


def fire_resolvers() -> list[Resolver]:
    """Artillery and musketry, as resolvers."""
    return [
        Resolver(
            "artillery",
            "Artillery fire",
            "Artillery Fire Phase",
            artillery_inputs(),
            artillery_odds,
            artillery_run,
            "1d6",
        ),
        Resolver(
            "musketry",
            "Musketry",
            "Resolving Infantry Fire",
            musketry_inputs(),
            musketry_odds,
            musketry_run,
            "1d6",
        ),
    ]
