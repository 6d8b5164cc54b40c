"""The odds of a 1d6 or 2d6 rule worked out exactly."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from tabletop.core.dice import DiceSpec


def enumerate_odds(dice: str, outcome: Callable[[int], str]) -> dict[str, Fraction]:
    """Exact probability of each outcome, enumerating every total of the dice."""
    odds: dict[str, Fraction] = {}
    for total, p in DiceSpec.parse(dice).distribution().items():
        result = outcome(total)
        odds[result] = odds.get(result, Fraction(0)) + p
    return odds
