"""The `rally` resolver [7.0]-[7.9]: one die for a corps, applied in the player's order to
each disrupted unit with its own modifiers, from raw inputs.

`--units` lists the corps (see rally_text); without it the resolver rates one unit from
`--morale` and the single-unit flags, as it always has. Both run the engine's own
`rally_in_order`, so the resolver and the Rally Phase can never disagree.

The odds are the exact chance of each outcome pattern ("rallied: schirer; disrupted:
candras"), found by running every face of the die: the result read is always one of them and
they sum to 1, as for every other resolver. Because one die serves the whole corps, the
units' fates are linked; the chance each unit rallies on its own (what a player weighs when
choosing the order [7.9]) is given beside them as `rally_chances`.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, joined, say, term
from tabletop.games.base import Event, InputSpec, Resolution
from tabletop.games.kit import roll_record
from tabletop.games.spi1980.inputs import Inputs, read_inputs
from tabletop.games.spi1980.rally import (
    TERRAINS,
    CorpsConditions,
    RallyOutcome,
    outcome_lines,
    rally_in_order,
    rally_pattern,
    rally_patterns,
)
from tabletop.games.spi1980.rally_text import UNIT_TYPES, parse_units
from tabletop.games.spi1980.rally_units import RallyUnit

RALLIED = N_("rallied")
STAYS = N_("stays disrupted")
_SINGLE_DEFAULTS: dict[str, Any] = {
    "morale": 0,
    "below_half": False,
    "friendly_disrupted_near": False,
    "enemy_adjacent": False,
    "terrain": "none",
    "unit_type": "unknown",
}


def rally_inputs() -> tuple[InputSpec, ...]:
    """What the rally resolver asks for: the corps' units, then what applies to them all."""
    return (
        InputSpec(
            "units",
            N_("Units, in rally order"),
            "text",
            default="",
            help=N_(
                "The corps' disrupted units in the order the die is applied [7.0] [7.9]: "
                "units separated by ';', each a counter id (or any name with morale=N) "
                "followed by its conditions separated by ':': below-half [7.1], near=ID,ID "
                "(disrupted Friendly units in its hex or adjacent) [7.2], enemy (undisrupted "
                "Enemy unit adjacent) [7.3], terrain=none|town|woods|fortified [7.4] [7.5], "
                "type=infantry|cavalry|dragoon|artillery (where the counter sheet lost it, or "
                "for a named unit). Example: schirer:near=candras;candras:near=schirer:"
                "terrain=town:enemy. A unit that rallies stops counting as a disrupted friend "
                "for the units after it [7.2] [7.9]."
            ),
        ),
        InputSpec(
            "fog", N_("Fog turn (Game-Turn 1 or 2)"), "bool", default=False, help="[7.6] [13.0]"
        ),
        InputSpec(
            "demoralized", N_("Army demoralized"), "bool", default=False, help="[7.7] [10.0]"
        ),
        InputSpec(
            "demoralized_penalty",
            N_("Demoralized penalty"),
            "choice",
            ("1", "2"),
            default="1",
            help=N_("+1 as in [7.7] and the chart, +2 as in [10.0]."),
        ),
        InputSpec(
            "morale",
            N_("Morale Rating"),
            "int",
            default=0,
            low=0,
            high=9,
            help=N_("One unit only, without Units: the disrupted unit's Morale Rating [7.0]."),
        ),
        InputSpec(
            "below_half",
            N_("Below half strength"),
            "bool",
            default=False,
            help=N_("One unit only, without Units: [7.1]"),
        ),
        InputSpec(
            "friendly_disrupted_near",
            N_("Disrupted friend in hex or adjacent"),
            "bool",
            default=False,
            help=N_(
                "One unit only, without Units: [7.2]; depends on the order you rally in [7.9]."
            ),
        ),
        InputSpec(
            "enemy_adjacent",
            N_("Undisrupted enemy adjacent"),
            "bool",
            default=False,
            help=N_("One unit only, without Units: [7.3]"),
        ),
        InputSpec(
            "terrain",
            N_("Terrain"),
            "choice",
            TERRAINS,
            default="none",
            help=N_("One unit only, without Units: [7.4] [7.5]"),
        ),
        InputSpec(
            "unit_type",
            N_("Unit type"),
            "choice",
            ("unknown", *UNIT_TYPES),
            default="unknown",
            help=N_(
                "One unit only, without Units: needed in town, woods or a fortified position "
                "[7.4] [7.5]."
            ),
        ),
    )


def _setup(inputs: Inputs) -> tuple[dict[str, Any], tuple[RallyUnit, ...], CorpsConditions]:
    """The checked inputs, the units in order, and what applies to the whole corps."""
    values = read_inputs(rally_inputs(), inputs)
    corps = CorpsConditions(
        values["fog"], values["demoralized"], int(values["demoralized_penalty"])
    )
    if values["units"].strip():
        labels = {s.name: s.label for s in rally_inputs()}
        extra = [labels[k] for k, v in _SINGLE_DEFAULTS.items() if values[k] != v]
        if extra:
            raise RuleError(
                say(
                    "with Units, write each unit's conditions inside its entry "
                    "(e.g. 'candras:enemy:terrain=town'), not as {extra}.",
                    extra=joined([term(e) for e in extra], ", "),
                )
            )
        return values, parse_units(values["units"]), corps
    if values["morale"] == 0:
        raise RuleError(
            say(
                "give the corps' disrupted units as Units (e.g. 'schirer:near=candras;candras'), "
                "or one unit's Morale Rating [7.0]."
            )
        )
    near = ("a disrupted friend",) if values["friendly_disrupted_near"] else ()
    unit_type = None if values["unit_type"] == "unknown" else values["unit_type"]
    unit = RallyUnit(
        "unit",
        values["morale"],
        values["below_half"],
        near,
        values["enemy_adjacent"],
        values["terrain"],
        unit_type,
    )
    return values, (unit,), corps


def _enumerate(
    units: tuple[RallyUnit, ...], corps: CorpsConditions
) -> tuple[dict[str, Fraction], dict[str, Fraction]]:
    """Exact chance of each outcome pattern, and of each unit rallying, over every face: the
    Rally Phase's own count (`rally_patterns`), the units named as typed."""
    return rally_patterns(units, corps, str)


def rally_odds(inputs: Inputs) -> Mapping[str, Fraction]:
    """Exact odds of each outcome of the corps' roll (one unit: rallied or not) [7.0]."""
    values, units, corps = _setup(inputs)
    patterns, chances = _enumerate(units, corps)
    if values["units"].strip():
        return patterns
    good = chances["unit"]
    return {RALLIED: good, STAYS: 1 - good}


def _unit_fields(outcome: RallyOutcome) -> dict[str, Any]:
    return {
        "unit": outcome.unit,
        "morale": outcome.morale,
        "modifiers": dict(outcome.modifiers),
        "modified_roll": outcome.modified_roll,
        "rallied": outcome.rallied,
    }


def rally_run(inputs: Inputs, roll: int) -> Resolution:
    """Apply one natural roll to every unit in order [7.0] [7.9]."""
    values, units, corps = _setup(inputs)
    outcomes = rally_in_order(units, roll, corps)
    if not values["units"].strip():
        return _single_run(values, outcomes[0], roll)
    patterns, chances = _enumerate(units, corps)
    result = rally_pattern(outcomes, str)
    fields = {
        "roll": roll,
        "order": [o.unit for o in outcomes],
        "units": [_unit_fields(o) for o in outcomes],
        "rallied": [o.unit for o in outcomes if o.rallied],
        "still_disrupted": [o.unit for o in outcomes if not o.rallied],
        "rally_chances": {u: float(p) for u, p in chances.items()},
    }
    applied = {o.unit: _unit_fields(o) for o in outcomes}
    corps_inputs = {k: v for k, v in values.items() if k not in _SINGLE_DEFAULTS}
    record = roll_record(
        "spi1980", "rally", {**corps_inputs, "applied": applied}, {}, roll, roll, result, "7.0"
    )
    events = [
        Event(say("The corps rolls {roll} to rally.", roll=roll), "7.0", record),
        *outcome_lines(outcomes, roll, str, "7.9"),
    ]
    return Resolution(result, fields, patterns, record, tuple(events))


def _single_run(values: Mapping[str, Any], outcome: RallyOutcome, roll: int) -> Resolution:
    result = RALLIED if outcome.rallied else STAYS
    record = roll_record(
        "spi1980", "rally", values, outcome.modifiers, roll, outcome.modified_roll, result, "7.0"
    )
    fields = {
        "roll": roll,
        "modified_roll": outcome.modified_roll,
        "modifiers": dict(outcome.modifiers),
        "morale": outcome.morale,
        "rallied": outcome.rallied,
    }
    text = say(
        "Rally roll {roll}, modified {modified}, against morale {morale}: {result}.",
        roll=roll,
        modified=outcome.modified_roll,
        morale=outcome.morale,
        result=term(result),
    )
    odds = rally_odds(values)
    return Resolution(result, fields, odds, record, (Event(text, "7.0", record),))
