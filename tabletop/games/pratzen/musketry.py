"""Musketry: one die per firing infantry unit against the Musketry Fire Table [Resolving
Infantry Fire]; the numbers come from [fire.musketry] in boards/pratzen.toml.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, say
from tabletop.games.base import Event, InputSpec, Resolution
from tabletop.games.inputs import check_values
from tabletop.games.kit import roll_record
from tabletop.games.pratzen import data
from tabletop.games.pratzen.fire_common import (
    HIT,
    MISS,
    NO_EFFECT,
    RULES,
    TABLE,
    Inputs,
    common_inputs,
    modifier_input,
)
from tabletop.games.pratzen.record import enumerate_odds


def _musketry() -> Mapping[str, Any]:
    return data.section("fire", "musketry")


# -- musketry ---------------------------------------------------------------------------------


def musketry_inputs() -> tuple[InputSpec, ...]:
    """--range N [--modifier M] [--woods-or-town] and the two readings."""
    return (
        InputSpec("range", N_("Range (hexes)"), "int", low=1, high=30, help=N_("2 to 6 hexes.")),
        modifier_input(),
        InputSpec(
            "woods_or_town",
            N_("Target in woods or village"),
            "bool",
            default=False,
            help=N_("Resolved as if 5 hexes longer: musketry has no effect [Covering terrain]."),
        ),
        *common_inputs(),
        InputSpec(
            "light_cavalry",
            N_("Light cavalry firing"),
            "bool",
            default=False,
            help=N_(
                "Treated as infantry but -2 to the roll, and no automatic hit on a 6 "
                "[Optional rule: Light cavalry fire]."
            ),
        ),
        InputSpec(
            "range_reading",
            N_("Hit when the roll is"),
            "choice",
            (RULES, TABLE),
            default=RULES,
            help=N_(
                "rules: modified dr >= range [Resolving Infantry Fire]; table: > range "
                "[Musketry Fire table]."
            ),
        ),
        InputSpec(
            "natural_six",
            N_("Natural 6 in cover"),
            "choice",
            (RULES, TABLE),
            default=RULES,
            help=N_(
                "rules: no effect at woods or village [Covering terrain]; table: a natural 6 "
                "always hits [Musketry Fire table]."
            ),
        ),
    )


def _musketry_plan(values: Mapping[str, Any]) -> tuple[int, dict[str, int]]:
    block = _musketry()
    counted = int(values["range"])
    if counted < data.number(block, "min_range"):
        raise RuleError(
            say(
                "infantry may not fire at an adjacent hex; close combat settles it "
                "[Infantry Fire 5]."
            )
        )
    if counted > data.number(block, "max_range"):
        raise RuleError(
            say(
                "a range of {range} is beyond musket range, {reach} hexes [Musketry Fire table].",
                range=counted,
                reach=data.number(block, "max_range"),
            )
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
        "light_cavalry": data.number(block, "light_cavalry_drm") if values["light_cavalry"] else 0,
    }
    return effective, modifiers


def _musketry_outcome(values: Mapping[str, Any], natural: int) -> tuple[int, str]:
    effective, modifiers = _musketry_plan(values)
    modified = natural + sum(modifiers.values())
    six = natural == data.number(_musketry(), "natural") and not values["light_cavalry"]
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
        HIT: say("One hit on the top unit of the target hex."),
        MISS: say(
            "No hit: {roll} is not {compare} {range}.",
            roll=modified,
            compare=compare,
            range=effective,
        ),
        NO_EFFECT: say(
            "Fire at a woods or village hex is resolved 5 hexes longer: musketry has no effect "
            "[Covering terrain]."
        ),
    }

    record = roll_record(
        "pratzen",
        "musketry",
        values,
        modifiers,
        natural,
        modified,
        result,
        "Resolving Infantry Fire",
        zero_modifiers=False,
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
