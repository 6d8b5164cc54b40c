"""Artillery fire: one die per firing unit (one per unit of a stack under ball) against the
Artillery Fire Table [Artillery Fire Phase]; the hit numbers come from [fire.artillery].
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from math import comb
from typing import Any

from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, joined, say, say_n, term
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
    TWO_HITS,
    Inputs,
    common_inputs,
    modifier_input,
)
from tabletop.games.pratzen.record import enumerate_odds

HITS = (HIT, TWO_HITS)

OPEN, WOODS, VILLAGE = "other", "woods", "village"
"""The target hex as fire sees it: covering terrain or not [Covering terrain]."""


def _artillery() -> Mapping[str, Any]:
    return data.section("fire", "artillery")


# -- artillery --------------------------------------------------------------------------------


def artillery_inputs() -> tuple[InputSpec, ...]:
    """--shot ball|canister --range N [--target-hex woods|village] [--modifier M] ..."""
    return (
        InputSpec("shot", N_("Shot"), "choice", ("ball", "canister"), help=N_("Ball or canister.")),
        InputSpec(
            "range", N_("Range (hexes)"), "int", low=1, high=30, help=N_("Counted to the target.")
        ),
        InputSpec(
            "target_hex",
            N_("Target hex"),
            "choice",
            (OPEN, WOODS, VILLAGE),
            default=OPEN,
            help=N_(
                "Woods or village: resolved 5 hexes longer in range [Covering terrain]; "
                "canister has no effect on a village [Artillery Fire Phase 7]."
            ),
        ),
        modifier_input(),
        InputSpec(
            "stacked_target",
            N_("Stacked target (ball)"),
            "bool",
            default=False,
            help=N_("+1 to ball fire at a stacked hex; roll one die per unit, top to bottom."),
        ),
        InputSpec(
            "stack_units",
            N_("Units in the target stack (ball)"),
            "int",
            default=1,
            low=1,
            high=5,
            help=N_(
                "Ball at a stack rolls one die per unit; hits go from the top down "
                "[Artillery Fire Phase 12]."
            ),
        ),
        *common_inputs(),
        InputSpec(
            "counter_range",
            N_("Range on the counter"),
            "int",
            default=0,
            low=0,
            high=30,
            help=N_(
                "The counter's printed range for this shot (battalion guns: ball 10, "
                "canister 5); 0 if not given."
            ),
        ),
        InputSpec(
            "cover_hit",
            N_("Hit at woods or village"),
            "choice",
            (RULES, TABLE),
            default=RULES,
            help=N_(
                "rules: the Artillery Fire Table cell 5 hexes further out [Covering terrain]; "
                "table: only a natural 6 or a modified 6+ [Terrain Effects Chart (TEC)]."
            ),
        ),
    )


def _in_cover(values: Mapping[str, Any]) -> bool:
    return values["target_hex"] in (WOODS, VILLAGE)


def _no_effect_reason(values: Mapping[str, Any], effective: int) -> str | None:
    """Why this shot cannot hurt its target whatever the die shows, or None."""
    if values["shot"] == "canister" and values["target_hex"] == VILLAGE:
        return say("canister has no effect on village hexes [Artillery Fire Phase 7]")
    reach = values["counter_range"]
    if reach and effective > reach:
        where = term(str(values["target_hex"]))
        given = {"range": effective, "reach": reach}
        if _in_cover(values) and values["up_a_level"]:
            return say(
                "fire is resolved 5 hexes longer at a {hex} hex [Covering terrain] and 1 hex "
                "longer up a level [TEC, Up a level]: a range of {range}, beyond the {reach} "
                "printed on the counter",
                hex=where,
                **given,
            )
        if _in_cover(values):
            return say(
                "fire is resolved 5 hexes longer at a {hex} hex [Covering terrain]: a range of "
                "{range}, beyond the {reach} printed on the counter",
                hex=where,
                **given,
            )
        if values["up_a_level"]:
            return say(
                "fire is resolved 1 hex longer up a level [TEC, Up a level]: a range of "
                "{range}, beyond the {reach} printed on the counter",
                **given,
            )
        return say(
            "fire is resolved : a range of {range}, beyond the {reach} printed on the counter",
            **given,
        )
    return None


def _adjacent_hit_on(shot: str) -> int:
    """The hit number at range 1, which the text does not give: the owner enters it once."""
    table = data.table("artillery-range-1")
    if table.unknown:
        raise RuleError(
            say(
                "the rules neither allow nor forbid artillery fire at an adjacent hex, and the "
                "Artillery Fire Table prints no range 1 column [Artillery fire table]: enter "
                "how you play it once, in the table 'Artillery fire at range 1' on the Charts "
                "page."
            )
        )
    cell = table.lookup(row=shot).result.strip()
    hit = range_one_hit(cell, shot)
    if hit is None:
        raise RuleError(
            say(
                "as you entered it (Artillery fire at range 1), {shot} does not fire at an "
                "adjacent hex.",
                shot=term(shot),
            )
        )
    return hit


NO_FIRE = ("none", "no", "no fire", "-")
"""How the owner writes that artillery does not fire at an adjacent hex."""


def range_one_hit(cell: str, shot: str = "") -> int | None:
    """A range 1 cell as the owner typed it: the modified roll that hits (1-6), or None for
    no fire at an adjacent hex; RuleError when it is neither (the entry form refuses it)."""
    cell = cell.strip()
    digits = "".join(ch for ch in cell if ch.isdigit())
    if cell.casefold() in NO_FIRE:
        return None
    if len(digits) != 1 or not 1 <= int(digits) <= 6:
        raise RuleError(
            say(
                "the range 1 {shot} cell you entered, '{cell}', is neither a roll to hit (1-6) "
                "nor 'none': enter it again on the Charts page.",
                shot=term(shot),
                cell=cell,
            )
            if shot
            else say(
                "the range 1 cell you entered, '{cell}', is neither a roll to hit (1-6) nor "
                "'none': enter it again on the Charts page.",
                cell=cell,
            )
        )
    return int(digits)


def _artillery_plan(values: Mapping[str, Any]) -> tuple[int, int, dict[str, int]]:
    """(effective range, hit number, modifiers), refusing a range the gun cannot reach."""
    block = _artillery()
    low = data.number(block, "min_range")
    counted = int(values["range"])
    if values["counter_range"] and counted > values["counter_range"]:
        raise RuleError(
            say(
                "a range of {range} is beyond the {reach} hexes printed on the counter for "
                "{shot} [Artillery Fire Phase 4].",
                range=counted,
                reach=values["counter_range"],
                shot=term(str(values["shot"])),
            )
        )
    if values["stack_units"] > 1 and values["shot"] == "canister":
        raise RuleError(
            say(
                "canister hits only the top unit of a stack: give one unit "
                "[Artillery Fire Phase 12]."
            )
        )
    if values["stacked_target"] and values["shot"] == "canister":
        raise RuleError(
            say(
                "the stacked-target bonus is for ball only; canister hits only the top unit "
                "[Artillery Fire Phase 12]."
            )
        )
    effective = counted
    if values["up_a_level"]:
        # The TEC's "Add + 1 hex to range" is transcribed once, with musketry's figures.
        effective += data.number(data.section("fire", "musketry"), "up_a_level_range")
    if _in_cover(values):
        effective += data.number(block, "cover_range")
    band = "near" if effective <= data.number(block, "near_max") else "far"
    if effective < low:
        hit_on = _adjacent_hit_on(str(values["shot"]))
    else:
        hit_on = data.number(block[str(values["shot"])], band)
    if _in_cover(values) and values["cover_hit"] == TABLE:
        hit_on = data.number(block, "tec_cover_hit")
    poor = data.number(block, "poor_effect")
    modifiers = {
        "counter_and_terrain": int(values["modifier"]),
        "stacked_target": data.number(block, "stacked_ball")
        if values["stacked_target"] or values["stack_units"] > 1
        else 0,
        "poor_effect": poor if values["poor_effect"] else 0,
        "up_a_level": poor if values["up_a_level"] else 0,
    }
    return effective, hit_on, modifiers


def _artillery_outcome(values: Mapping[str, Any], natural: int) -> tuple[int, str]:
    effective, hit_on, modifiers = _artillery_plan(values)
    modified = natural + sum(modifiers.values())
    if _no_effect_reason(values, effective):
        return modified, NO_EFFECT
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
        HIT: say("One hit on the top unit of the target hex.")
        if values["shot"] == "canister" or not values["stacked_target"]
        else say("One hit, applied to the stack's units from the top down."),
        TWO_HITS: say(
            "A natural 6: one hit on the target hex and one on an adjacent hex in the field of "
            "fire and in range (friendly-adjacent hexes first); no hex takes two."
        ),
        MISS: say("No hit."),
    }
    if result == NO_EFFECT:
        reason = _no_effect_reason(values, effective)
        texts[NO_EFFECT] = (
            say("No effect: {why}.", why=reason) if reason is not None else say("No effect: None.")
        )
    lines: list[str] = [texts[result]]
    if _in_cover(values) and result != NO_EFFECT:
        lines.append(
            say(
                "Fire at a {hex} hex is resolved 5 hexes longer: range {range} [Covering terrain].",
                hex=term(str(values["target_hex"])),
                range=effective,
            )
        )
        if not values["counter_range"]:
            lines.append(say("If that is beyond the range on the counter, the shot has no effect."))
    if six and result != NO_EFFECT:
        lines.append(say("A natural 6 also hits a limbered artillery unit."))
    if values["stacked_target"]:
        lines.append(say("Ball at a stack: roll one die for each unit, top to bottom."))
    record = roll_record(
        "pratzen",
        "artillery",
        values,
        modifiers,
        natural,
        modified,
        result,
        "Artillery Fire Phase",
        zero_modifiers=False,
    )
    fields = {
        "roll": natural,
        "modified_roll": modified,
        "effective_range": effective,
        "hit_on": hit_on,
        "natural_six": six,
        "hits": {HIT: 1, TWO_HITS: 2, MISS: 0, NO_EFFECT: 0}[result],
        "target_hex": values["target_hex"],
        "adjacent_hex_hit": result == TWO_HITS,
        "hits_limbered_artillery": six and result != NO_EFFECT,
        "dice_for_stack": bool(values["stacked_target"]),
        "modifiers": modifiers,
    }
    return Resolution(
        result,
        fields,
        artillery_odds(inputs),
        record,
        (Event(joined(lines, " "), "Artillery Fire Phase", record),),
    )


def artillery_throws(inputs: Inputs) -> int:
    """One die per unit of a stack under ball fire; one die otherwise."""
    values = check_values(artillery_inputs(), inputs)
    units = values["stack_units"]
    return units if isinstance(units, int) and values["shot"] == "ball" else 1


def _stack_result(values: Mapping[str, Any], faces: tuple[int, ...]) -> str:
    if len(faces) == 1:
        return _artillery_outcome(values, faces[0])[1]
    hits = sum(1 for face in faces if _artillery_outcome(values, face)[1] in HITS)
    return say_n("{n} hit", "{n} hits", hits)


def artillery_stack_odds(inputs: Inputs) -> dict[str, Fraction]:
    """Odds of the number of hits on a stack (one die per unit), or of one die's result."""
    values = check_values(artillery_inputs(), inputs)
    _artillery_plan(values)
    count = artillery_throws(inputs)
    if count == 1:
        return artillery_odds(inputs)
    single = artillery_odds(inputs)
    p_hit = sum((p for result, p in single.items() if result in HITS), Fraction(0))
    odds: dict[str, Fraction] = {}
    for hits in range(count + 1):
        p = comb(count, hits) * p_hit**hits * (1 - p_hit) ** (count - hits)
        if p:
            odds[say_n("{n} hit", "{n} hits", hits)] = p
    return odds


def artillery_run_throws(inputs: Inputs, faces: tuple[int, ...]) -> Resolution:
    """Ball at a stack: one die per unit, the hits applied from the top down."""
    if len(faces) == 1:
        return artillery_run(inputs, faces[0])
    values = check_values(artillery_inputs(), inputs)
    _, _, modifiers = _artillery_plan(values)
    result = _stack_result(values, faces)
    hits = sum(1 for face in faces if _artillery_outcome(values, face)[1] in HITS)
    # Every face goes in the record (the luck figures count each die) and the natural roll
    # is their sum, as the log names these throws by their sum ("2d6").
    record = roll_record(
        "pratzen",
        "artillery",
        {**values, "faces": list(faces)},
        modifiers,
        sum(faces),
        sum(faces),
        result,
        "Artillery Fire Phase",
        zero_modifiers=False,
    )
    text = say(
        "Ball at a stack of {count}: dice {faces}, {result}, applied to the units from the top "
        "down; each disordered unit goes to the bottom of the stack.",
        count=len(faces),
        faces=" ".join(map(str, faces)),
        result=result,
    )

    fields = {"faces": list(faces), "hits": hits, "modifiers": modifiers}
    return Resolution(
        result,
        fields,
        artillery_stack_odds(inputs),
        record,
        (Event(text, "Artillery Fire Phase", record),),
    )
