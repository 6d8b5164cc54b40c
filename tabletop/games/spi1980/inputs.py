"""The natural roll of an action or a resolver, its resolver inputs, and its log record."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.core.dice import Dice, DiceSpec
from tabletop.games.base import InputSpec, InputValue, RollRecord
from tabletop.games.inputs import check_values

Inputs = Mapping[str, InputValue]


def natural_roll(typed: int | None, spec: DiceSpec, dice: Dice) -> tuple[int, bool]:
    """The natural roll: typed in from real dice (an action's `roll`) or thrown on the
    session's dice; True when it was typed. RollError if the dice cannot show it."""
    if typed is None:
        return dice.roll(spec), False
    return spec.parse_typed(typed), True


def read_inputs(specs: tuple[InputSpec, ...], inputs: Inputs) -> dict[str, Any]:
    """Inputs checked against their specs, with defaults filled in; RuleError names a bad one."""
    return check_values(specs, inputs)


def roll_record(
    name: str,
    inputs: Mapping[str, Any],
    modifiers: Mapping[str, int],
    natural: int,
    modified: int,
    result: str,
    case: str,
) -> RollRecord:
    """The log entry of a resolver's roll."""
    return RollRecord(
        "", f"spi1980/{name}", dict(inputs), dict(modifiers), natural, modified, result, case
    )
