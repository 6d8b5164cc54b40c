"""Seeded dice: the only source of randomness in a session (DESIGN.md principle 4).

The generator is SplitMix64, whose whole state is one 64-bit integer. That keeps a save
small and exact: save, reload and roll gives the same numbers as rolling without reloading.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import TypeVar

from tabletop.core.errors import RollError
from tabletop.core.i18n import say, say_n

T = TypeVar("T")

_MASK = (1 << 64) - 1
_SPEC = re.compile(r"^\s*(\d*)\s*d\s*(\d+)\s*$", re.IGNORECASE)
_THROWS = re.compile(r"^\s*(\d+)\s*x\s*(.+)$", re.IGNORECASE)


@dataclass(frozen=True)
class DiceSpec:
    """How many dice of how many sides a roll uses, summed ("2d6")."""

    count: int
    """Number of dice thrown together."""
    sides: int
    """Faces on each die."""

    @classmethod
    def parse(cls, text: str) -> DiceSpec:
        """Read "d6", "1d6", "2d6" and the like; "2x1d6" (two throws of 1d6, as logs written
        by an earlier version name a roll read die by die) reads as their sum, 2d6."""
        throws, one = 1, text
        if many := _THROWS.match(text):
            throws, one = int(many.group(1)), many.group(2)
        match = _SPEC.match(one)
        if not match:
            raise RollError(say("'{text}' is not a dice expression like 1d6 or 2d6.", text=text))
        count = int(match.group(1) or 1) * throws
        sides = int(match.group(2))
        if not (1 <= count <= 20 and 2 <= sides <= 100):
            raise RollError(say("'{text}' asks for dice this app cannot roll.", text=text))
        return cls(count, sides)

    @property
    def low(self) -> int:
        """The smallest total these dice can show."""
        return self.count

    @property
    def high(self) -> int:
        """The largest total these dice can show."""
        return self.count * self.sides

    def __str__(self) -> str:
        return f"{self.count}d{self.sides}"

    def distribution(self) -> dict[int, Fraction]:
        """Exact probability of each total, by enumerating the dice."""
        return dict(_distribution(self.count, self.sides))

    def parse_typed(self, text: str | int) -> int:
        """Check a roll typed in by a player who rolled real dice; raise RollError if impossible."""
        raw = str(text).strip()
        if not re.fullmatch(r"[+-]?\d+", raw):
            raise RollError(
                say(
                    "'{raw}' is not a number; type the total the {dice} showed.",
                    raw=raw,
                    dice=str(self),
                )
            )
        value = int(raw)
        if not self.low <= value <= self.high:
            raise RollError(
                say(
                    "{value} cannot be rolled on {dice}: type a number from {low} to {high}.",
                    value=value,
                    dice=str(self),
                    low=self.low,
                    high=self.high,
                )
            )
        return value

    def parse_throws(self, text: str | int, count: int) -> tuple[int, ...]:
        """The faces of `count` throws typed in one field ("2 5" or "2,5"), each checked."""
        parts = str(text).replace(",", " ").split()
        if len(parts) != count:
            raise RollError(
                say_n(
                    "this roll takes {n} throws of {dice}, read one by one: type {n} "
                    "number, for example {example}.",
                    "this roll takes {n} throws of {dice}, read one by one: type {n} "
                    "numbers, for example {example}.",
                    count,
                    dice=str(self),
                    example=" ".join(["3"] * count),
                )
            )
        return tuple(self.parse_typed(p) for p in parts)


@cache
def _distribution(count: int, sides: int) -> tuple[tuple[int, Fraction], ...]:
    ways: dict[int, int] = {0: 1}
    for _ in range(count):
        nxt: dict[int, int] = {}
        for total, n in ways.items():
            for face in range(1, sides + 1):
                nxt[total + face] = nxt.get(total + face, 0) + n
        ways = nxt
    whole = sides**count
    return tuple((total, Fraction(n, whole)) for total, n in sorted(ways.items()))


class Dice:
    """One seeded generator per session; every roll, shuffle and bot choice draws from it."""

    __slots__ = ("_state",)

    def __init__(self, seed: int = 0) -> None:
        self._state = seed & _MASK

    @classmethod
    def from_state(cls, state: int) -> Dice:
        """Recreate dice exactly where a saved session left them."""
        dice = cls()
        dice._state = state & _MASK
        return dice

    @property
    def state(self) -> int:
        """The whole generator state, to be saved with the session."""
        return self._state

    def copy(self) -> Dice:
        """Independent dice that will roll the same numbers as these."""
        return Dice.from_state(self._state)

    def _next(self) -> int:
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform whole number from 0 to n - 1 (rejection sampling, no bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self._next()
            if x < limit:
                return x % n

    def die(self, sides: int = 6) -> int:
        """One die, 1..sides."""
        return self.below(sides) + 1

    def d6(self) -> int:
        """One six-sided die."""
        return self.below(6) + 1

    def throw(self, spec: DiceSpec) -> tuple[int, ...]:
        """Each die of a throw, in the order rolled."""
        return tuple(self.die(spec.sides) for _ in range(spec.count))

    def roll(self, spec: DiceSpec | str) -> int:
        """The total of a throw ("2d6")."""
        if isinstance(spec, str):
            spec = DiceSpec.parse(spec)
        return sum(self.throw(spec))

    def choice(self, items: Sequence[T]) -> T:
        """One item, uniformly."""
        return items[self.below(len(items))]

    def shuffled(self, items: Sequence[T]) -> tuple[T, ...]:
        """A new tuple holding the items in a uniformly random order (Fisher-Yates)."""
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return tuple(out)
