"""Resolvers on the three tables the text names but does not print: fire [12.2], close combat
[13.2] and the death of leaders [15.1].

Until the owner enters a table from the printed copy (the override file, DESIGN principle
2), a roll on it is refused with a sentence saying so; from then on it resolves like any
other, and its results are read as the types of [12.3].
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from tabletop.core.data import load_board
from tabletop.core.errors import TableError
from tabletop.core.i18n import N_, say, term
from tabletop.core.tables import Lookup, Table
from tabletop.games.base import Event, InputSpec, InputValue, Resolution, RollRecord
from tabletop.games.inputs import check_values
from tabletop.games.vaevictis.results import read_combat, read_effect

Inputs = Mapping[str, InputValue]


def _table(name: str) -> Table:
    table = load_board("vaevictis").table(name)
    if table.unknown:
        raise TableError(
            say(
                "the {title} is not in the rulebook text; enter it once from your printed "
                "copy ({source}) before rolling on it.",
                title=term(table.title),
                source=table.source,
            )
        )
    return table


def entered(name: str) -> Table:
    """The owner's entry of a lost table; TableError (one sentence) while it is not entered:
    checked before a die is thrown on it."""
    return _table(name)


def _record(
    name: str,
    values: Mapping[str, Any],
    column: int | str,
    roll: int,
    result: str,
    case: str,
    dice: str = "1d6",
) -> RollRecord:
    return RollRecord(
        "", f"vaevictis/{name}", dict(values), {}, roll, roll, result, case, dice=dice
    )


# -- fire [12.2] ----------------------------------------------------------------------------


def fire_inputs() -> tuple[InputSpec, ...]:
    """What a fire asks for [12.2]."""
    return (
        InputSpec(
            "fire",
            N_("Fire factor of the firing unit"),
            "int",
            low=0,
            high=99,
            help=N_("From the unit's values [12.2]."),
        ),
        InputSpec(
            "protection",
            N_("Protection of the target"),
            "int",
            low=0,
            high=99,
            help=N_("From the target's values [12.2]."),
        ),
        InputSpec(
            "modifier",
            N_("Terrain and disorder"),
            "int",
            default=0,
            low=-20,
            high=20,
            help=N_("Changes the fire factor, never the die [0.5] [12.2]."),
        ),
    )


def fire_column(values: Mapping[str, Any]) -> int:
    """The fire factor read on top of the table: fire less protection plus modifiers, the
    reading of [12.2] given in docs/vaevictis.md."""
    return int(values["fire"]) - int(values["protection"]) + int(values["modifier"])


def fire_found(values: Mapping[str, Any], roll: int) -> Lookup:
    """The owner's Fire Results Table read for a fire's values and a natural roll [12.2]."""
    return _table("fire").lookup(roll=roll, column=fire_column(values))


def fire_chances(values: Mapping[str, Any]) -> dict[str, Fraction]:
    """Exact odds of each printed fire result for a fire's values [12.2]."""
    return _table("fire").odds(column=fire_column(values))


def fire_odds(inputs: Inputs) -> Mapping[str, Fraction]:
    """Exact odds of each fire result."""
    return fire_chances(check_values(fire_inputs(), inputs))


def fire_run(inputs: Inputs, roll: int) -> Resolution:
    """Resolve a fire with a natural roll [12.2]."""
    values: Mapping[str, Any] = check_values(fire_inputs(), inputs)
    column = fire_column(values)
    found = fire_found(values, roll)
    effect = read_effect(found.result)
    rec = _record("fire", values, column, roll, found.result, "12.2")
    said = effect.sentence() if effect else term("apply it by hand on the loss record")
    text = say(
        "Fire factor {factor} (column {column}), a {roll}: {result} ({said}) [12.3].",
        factor=column,
        column=found.column,
        roll=roll,
        result=found.result,
        said=said,
    )
    fields = {
        **found.as_dict(),
        "fire_factor": column,
        "target": effect.as_dict() if effect else None,
    }
    return Resolution(found.result, fields, fire_odds(inputs), rec, (Event(text, "12.3", rec),))


# -- close combat [13.2] ------------------------------------------------------------------


def close_combat_inputs() -> tuple[InputSpec, ...]:
    """What a close combat asks for [13.2]."""
    return (
        InputSpec(
            "attack", N_("Attacker's combat value"), "int", low=0, high=99, help=N_("[13.2] 1.")
        ),
        InputSpec(
            "defend", N_("Defender's combat value"), "int", low=0, high=99, help=N_("[13.2] 1.")
        ),
        InputSpec(
            "modifier",
            N_("Terrain, charge, leaders, disorder, rout"),
            "int",
            default=0,
            low=-20,
            high=20,
            help=N_("Changes the combat factor, never the die [0.5] [13.2]."),
        ),
    )


def combat_factor(values: Mapping[str, Any]) -> int:
    """Attack less defence plus modifiers: the Combat Factor on top of the TRC [13.2]."""
    return int(values["attack"]) - int(values["defend"]) + int(values["modifier"])


def combat_found(values: Mapping[str, Any], roll: int) -> Lookup:
    """The owner's TRC read for a close combat's values and a natural roll [13.2]."""
    return _table("close-combat").lookup(roll=roll, column=combat_factor(values))


def combat_chances(values: Mapping[str, Any]) -> dict[str, Fraction]:
    """Exact odds of each printed close-combat result for a combat's values [13.2]."""
    return _table("close-combat").odds(column=combat_factor(values))


def close_combat_odds(inputs: Inputs) -> Mapping[str, Fraction]:
    """Exact odds of each close-combat result."""
    return combat_chances(check_values(close_combat_inputs(), inputs))


def close_combat_run(inputs: Inputs, roll: int) -> Resolution:
    """Resolve a close combat with a natural roll, for both sides at once [13.2]."""
    values: Mapping[str, Any] = check_values(close_combat_inputs(), inputs)
    column = combat_factor(values)
    found = combat_found(values, roll)
    attacker, defender = read_combat(found.result)
    if attacker and defender and attacker.rout and defender.rout:
        # "If both parties score a rout result only the defender routs, the attacker stands
        # in disorder" [13.2].
        attacker = dataclasses.replace(attacker, disorder=True, rout=False)
    rec = _record("close-combat", values, column, roll, found.result, "13.2")
    said = (
        say(
            "attacker {attacker}, defender {defender}",
            attacker=attacker.sentence(),
            defender=defender.sentence(),
        )
        if attacker and defender
        else term("apply it by hand on the loss records")
    )
    text = say(
        "Combat factor {factor} (column {column}), a {roll}: {result} ({said}).",
        factor=column,
        column=found.column,
        roll=roll,
        result=found.result,
        said=said,
    )
    fields = {
        **found.as_dict(),
        "combat_factor": column,
        "attacker": attacker.as_dict() if attacker else None,
        "defender": defender.as_dict() if defender else None,
    }
    return Resolution(
        found.result, fields, close_combat_odds(inputs), rec, (Event(text, "13.2", rec),)
    )


# -- death of leaders [15.1] ------------------------------------------------------------


def leader_death_dice() -> str:
    """The dice of the owner's death-of-leaders table (1d6 until it is entered)."""
    table = load_board("vaevictis").table("leader-death")
    return str(table.dice) if table.dice is not None else "1d6"


def leader_death_inputs() -> tuple[InputSpec, ...]:
    """What a leader's risk asks for: the column [15.1]."""
    table = load_board("vaevictis").table("leader-death")
    columns = tuple(c for c in table.columns if c)
    if columns and not table.unknown:
        return (
            InputSpec(
                "column",
                N_("Column"),
                "choice",
                columns,
                help=N_("The relevant column of the mort des chefs table [15.1]."),
            ),
        )
    return (
        InputSpec(
            "column",
            N_("Column"),
            "text",
            help=N_("The relevant column of the mort des chefs table [15.1]."),
        ),
    )


def death_found(column: str, roll: int) -> Lookup:
    """The owner's mort des chefs table read on a column and a natural roll [15.1]."""
    return _table("leader-death").lookup(roll=roll, column=column)


def death_chances(column: str) -> dict[str, Fraction]:
    """Exact odds of each result of the mort des chefs table on a column [15.1]."""
    return _table("leader-death").odds(column=column)


def leader_death_odds(inputs: Inputs) -> Mapping[str, Fraction]:
    """Exact odds of each result on the chosen column."""
    values: Mapping[str, Any] = check_values(leader_death_inputs(), inputs)
    return death_chances(str(values["column"]))


def leader_death_run(inputs: Inputs, roll: int) -> Resolution:
    """Resolve a leader's risk with a natural roll [15.1]."""
    values: Mapping[str, Any] = check_values(leader_death_inputs(), inputs)
    table = _table("leader-death")
    if table.dice is None:
        raise TableError(
            say("the {title} entered has no dice; enter it again.", title=term(table.title))
        )
    found = death_found(str(values["column"]), roll)
    rec = _record(
        "leader-death", values, str(values["column"]), roll, found.result, "15.1", str(table.dice)
    )
    text = say(
        "Column {column}, a {roll}: {result} [15.1].",
        column=found.column,
        roll=roll,
        result=found.result,
    )
    return Resolution(
        found.result, found.as_dict(), leader_death_odds(inputs), rec, (Event(text, "15.1", rec),)
    )
