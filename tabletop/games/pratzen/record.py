"""The log record of one Pratzen roll, and the odds of a 1d6 or 2d6 rule worked out exactly."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import Any

from tabletop.core.dice import DiceSpec
from tabletop.games.base import RollRecord


def roll_record(
    name: str,
    inputs: Mapping[str, Any],
    modifiers: Mapping[str, int],
    natural: int,
    modified: int,
    result: str,
    case: str,
    dice: str = "1d6",
) -> RollRecord:
    """The log entry of a resolver's roll ("pratzen/NAME")."""
    return RollRecord(
        "",
        f"pratzen/{name}",
        dict(inputs),
        {k: v for k, v in modifiers.items() if v},
        natural,
        modified,
        result,
        case,
        dice=dice,
    )


def enumerate_odds(dice: str, outcome: Callable[[int], str]) -> dict[str, Fraction]:
    """Exact probability of each outcome, enumerating every total of the dice."""
    odds: dict[str, Fraction] = {}
    for total, p in DiceSpec.parse(dice).distribution().items():
        result = outcome(total)
        odds[result] = odds.get(result, Fraction(0)) + p
    return odds
