"""Dice luck: each side's rolls against fair dice, computed exactly (no sampling).

How lucky a run of rolls was is read from the sum of its natural rolls: the chance that fair
dice, thrown the same number of times with the same dice, give a lower total. For rolls all
on dice with the same number of faces the sum is one count of dice, and the chance that it
stays under a total is the classic inclusion-exclusion count; dice with different faces are
combined by exact convolution. Everything is whole numbers over a power of the faces.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from math import comb

from tabletop.core.dice import DiceSpec
from tabletop.core.errors import RollError
from tabletop.core.i18n import _, ngettext, number, tr
from tabletop.core.i18n import percent as i18n_percent
from tabletop.core.log import LogEntry

NO_SIDE = "no side"
"""How rolls logged with no side are listed."""


@dataclass(frozen=True)
class Roll:
    """One natural throw as the log has it."""

    side: str
    """Who rolled."""
    dice: str
    """What was thrown ("1d6", "2d6")."""
    natural: int
    """The total the dice showed."""
    typed: bool
    """True when a player typed it in from real dice."""


@dataclass(frozen=True)
class Luck:
    """One side's rolls, of one origin (the app's dice or typed in), against fair dice."""

    side: str
    """Who rolled."""
    typed: bool
    """True for rolls of real dice typed in, False for the app's."""
    rolls: int
    """How many throws."""
    total: int
    """The sum of their natural totals."""
    expected: Fraction
    """The sum fair dice give on average over the same throws."""
    lower: Fraction
    """Chance that fair dice give a lower sum over the same throws."""
    higher: Fraction
    """Chance that fair dice give a higher sum."""
    counts: Mapping[str, Mapping[int, int]]
    """By dice kind ("2d6"), how often each total came up."""

    @property
    def mean(self) -> float:
        """The average throw."""
        return self.total / self.rolls if self.rolls else 0.0

    @property
    def mean_expected(self) -> float:
        """The average throw fair dice would give."""
        return float(self.expected / self.rolls) if self.rolls else 0.0

    def sentence(self) -> str:
        """How lucky, in words a player reads at a glance."""
        who = _("Rolls with no side") if self.side == NO_SIDE else tr(self.side)
        origin = _("typed-in real dice") if self.typed else _("the app's dice")
        length = ngettext("{n} roll", "{n} rolls", self.rolls).format(n=self.rolls)
        if self.rolls == 0:
            return _("{who}: no rolls of {origin}.").format(who=who, origin=origin)
        if self.lower >= self.higher:
            share = self.lower
            pattern = _(
                "{who} rolled higher than {share} of fair sessions of this length "
                "({length} of {origin}; mean {mean} against {expected})."
            )
        else:
            share = self.higher
            pattern = _(
                "{who} rolled lower than {share} of fair sessions of this length "
                "({length} of {origin}; mean {mean} against {expected})."
            )
        return pattern.format(
            who=who,
            share=percent(share),
            length=length,
            origin=origin,
            mean=number(self.mean, 2),
            expected=number(self.mean_expected, 2),
        )


def percent(share: Fraction) -> str:
    """A chance as a whole percent, never rounded up to 100% or down to 0% when it is not."""
    value = share * 100
    shown = round(value)
    if shown == 100 and value < 100:
        shown = 99
    if shown == 0 and value > 0:
        return _("under {percent}").format(percent=whole_percent(1))
    return whole_percent(shown)


def whole_percent(shown: int) -> str:
    """A whole percent as the reader's language writes it ("58%", "58 %")."""
    return i18n_percent(shown / 100, 0)


def rolls(entries: Iterable[LogEntry], live: Iterable[LogEntry] | None = None) -> list[Roll]:
    """Every natural throw in the log entries. A roll read die by die ("3x1d6") counts each
    die (its faces are in the entry's inputs)."""
    out: list[Roll] = []
    for entry in entries:
        if entry.natural is None or not entry.dice:
            continue
        side = entry.side or NO_SIDE
        count, _, base = entry.dice.partition("x")
        faces = entry.inputs.get("faces") if base else None
        if base and isinstance(faces, list) and len(faces) == _whole(count):
            out.extend(Roll(side, base, int(f), entry.typed) for f in faces)
        else:
            out.append(Roll(side, base or entry.dice, entry.natural, entry.typed))
    return out


def _whole(text: str) -> int:
    return int(text) if text.isdigit() else -1


def luck(all_rolls: Iterable[Roll]) -> list[Luck]:
    """Each side's luck, the app's rolls and typed-in rolls apart, sides in name order."""
    groups: dict[tuple[str, bool], list[Roll]] = {}
    for roll in all_rolls:
        groups.setdefault((roll.side, roll.typed), []).append(roll)
    out = []
    for (side, typed), group in sorted(groups.items()):
        specs = [_spec(r.dice) for r in group]
        total = sum(r.natural for r in group)
        lower, higher = chances(specs, total)
        counts: dict[str, dict[int, int]] = {}
        for r, spec in zip(group, specs, strict=True):
            kind = counts.setdefault(str(spec), {})
            kind[r.natural] = kind.get(r.natural, 0) + 1
        expected = Fraction(sum(s.count * (s.sides + 1) for s in specs), 2)
        out.append(
            Luck(
                side,
                typed,
                len(group),
                total,
                expected,
                lower,
                higher,
                {k: dict(sorted(v.items())) for k, v in sorted(counts.items())},
            )
        )
    return out


def fair(dice: str) -> dict[int, Fraction]:
    """The fair chance of each total of one throw of `dice`."""
    return _spec(dice).distribution()


@cache  # a long log names the same few dice thousands of times
def _spec(dice: str) -> DiceSpec:
    try:
        return DiceSpec.parse(dice)
    except RollError:
        return DiceSpec(1, 6)  # a hand-edited log: counted as the common die


def chances(specs: Iterable[DiceSpec], total: int) -> tuple[Fraction, Fraction]:
    """(P(sum < total), P(sum > total)) for fair throws of every spec, exactly."""
    by_sides: dict[int, int] = {}
    for spec in specs:
        by_sides[spec.sides] = by_sides.get(spec.sides, 0) + spec.count
    return _chances(tuple(sorted(by_sides.items())), total)


@cache  # the window asks again after every step; most steps roll nothing new
def _chances(groups: tuple[tuple[int, int], ...], total: int) -> tuple[Fraction, Fraction]:
    by_sides = dict(groups)
    if not by_sides:
        return Fraction(0), Fraction(0)
    if sum(by_sides.values()) > EXACT_UP_TO:
        return _normal(by_sides, total)
    # The largest group is summed by formula; any others are convolved into a few counts.
    sides, count = max(by_sides.items(), key=lambda item: item[0] * item[1])
    rest: dict[int, int] = {0: 1}
    whole = 1
    for other, n in by_sides.items():
        if other == sides:
            continue
        for _i in range(n):
            rest = _convolve(rest, other)
            whole *= other
    whole *= sides**count
    below = sum(ways * _at_most(count, sides, total - 1 - s) for s, ways in rest.items())
    above = whole - sum(ways * _at_most(count, sides, total - s) for s, ways in rest.items())
    return Fraction(below, whole), Fraction(above, whole)


EXACT_UP_TO = 600
"""Dice counted exactly up to this many (a few milliseconds); beyond, the sum is as near a
normal curve as a whole percent can tell (the exact count of 2,500 dice took 4 s)."""


def _normal(by_sides: dict[int, int], total: int) -> tuple[Fraction, Fraction]:
    """(P(sum < total), P(sum > total)) by the normal curve with continuity correction."""
    mean = sum(n * (sides + 1) / 2 for sides, n in by_sides.items())
    spread = math.sqrt(sum(n * (sides * sides - 1) / 12 for sides, n in by_sides.items()))

    def below(x: float) -> float:
        return 0.5 * (1 + math.erf((x - mean) / (spread * math.sqrt(2))))

    low = Fraction(below(total - 0.5)).limit_denominator(10**9)
    high = Fraction(1 - below(total + 0.5)).limit_denominator(10**9)
    return low, high


def _at_most(count: int, sides: int, limit: int) -> int:
    """Ways `count` dice of `sides` faces total at most `limit` (inclusion-exclusion)."""
    if limit < count:
        return 0
    if limit >= count * sides:
        return int(sides**count)
    ways = 0
    for j in range(0, (limit - count) // sides + 1):
        term = comb(count, j) * comb(limit - j * sides, count)
        ways += -term if j % 2 else term
    return ways


def _convolve(ways: dict[int, int], sides: int) -> dict[int, int]:
    out: dict[int, int] = {}
    for total, n in ways.items():
        for face in range(1, sides + 1):
            out[total + face] = out.get(total + face, 0) + n
    return out
