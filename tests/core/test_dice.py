"""Seeded dice: replayable sessions, exact odds and rolls typed in from real dice."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tabletop.core.dice import Dice, DiceSpec
from tabletop.core.errors import RollError


def test_same_seed_rolls_the_same_numbers() -> None:
    """A session reopened from its seed would otherwise replay different rolls than were made."""
    a, b = Dice(1805), Dice(1805)
    rolls_a = [a.roll("2d6") for _ in range(50)]
    rolls_b = [b.roll("2d6") for _ in range(50)]
    assert rolls_a == rolls_b
    assert rolls_a != [Dice(1806).roll("2d6") for _ in range(50)]


def test_reloaded_state_rolls_what_the_unsaved_dice_would() -> None:
    """Saving and reopening a game would otherwise change the next die a player sees."""
    dice = Dice(42)
    for _ in range(17):
        dice.d6()
    saved = dice.state
    straight_on = [dice.roll("2d6") for _ in range(30)]
    reloaded = Dice.from_state(saved)
    assert [reloaded.roll("2d6") for _ in range(30)] == straight_on
    assert reloaded.state == dice.state


def test_copy_is_independent() -> None:
    """Showing odds from a copy of the dice would otherwise use up the session's next roll."""
    dice = Dice(9)
    copy = dice.copy()
    copy.d6()
    assert dice.state != copy.state
    assert Dice(9).d6() == dice.d6()


def test_2d6_distribution_is_exact() -> None:
    """Odds shown before a 2d6 roll would be wrong if the distribution were not enumerated."""
    dist = DiceSpec.parse("2d6").distribution()
    counted = Counter(a + b for a, b in itertools.product(range(1, 7), repeat=2))
    assert dist == {total: Fraction(n, 36) for total, n in counted.items()}
    assert dist[7] == Fraction(6, 36)
    assert sum(dist.values()) == 1


@pytest.mark.parametrize(
    "text,count,sides", [("d6", 1, 6), ("1d6", 1, 6), ("2D6", 2, 6), (" 3d6 ", 3, 6)]
)
def test_dice_expressions(text: str, count: int, sides: int) -> None:
    """A table whose dice are written "D6" or " 2d6" would otherwise not load."""
    spec = DiceSpec.parse(text)
    assert (spec.count, spec.sides) == (count, sides)
    assert str(spec) == f"{count}d{sides}"


@pytest.mark.parametrize("text", ["", "2x6", "d", "0d6", "2d1", "d6+1"])
def test_bad_dice_expressions_are_refused(text: str) -> None:
    """`tabletop roll 2x6` would otherwise crash or roll something nobody asked for."""
    with pytest.raises(RollError, match="dice"):
        DiceSpec.parse(text)


@pytest.mark.parametrize("typed", ["13", "x", "1", "0", "-3", "7.5", ""])
def test_impossible_typed_2d6_rolls_are_refused_with_a_sentence(typed: str) -> None:
    """A player who mistypes a real roll would otherwise get a result no dice could give."""
    with pytest.raises(RollError) as info:
        DiceSpec.parse("2d6").parse_typed(typed)
    message = str(info.value)
    assert message.endswith(".") and "2d6" in message


@pytest.mark.parametrize("typed,value", [("12", 12), (" 2", 2), (7, 7), ("+7", 7)])
def test_possible_typed_rolls_are_taken(typed: str | int, value: int) -> None:
    """A player rolling real dice could not enter a legal 2d6 total like 12."""
    assert DiceSpec.parse("2d6").parse_typed(typed) == value


def test_shuffled_is_a_permutation_and_leaves_the_input() -> None:
    """A shuffled deck would otherwise lose, duplicate or alter cards."""
    cards = tuple(f"card{i}" for i in range(40))
    dice = Dice(3)
    out = dice.shuffled(cards)
    assert sorted(out) == sorted(cards)
    assert out != cards  # 40! orders: a seed that keeps them all in place means no shuffle
    assert Dice(3).shuffled(cards) == out


def test_shuffle_reaches_every_order_evenly() -> None:
    """Some orders of a small deck would never come up (or too often) with a biased shuffle."""
    dice = Dice(11)
    counts = Counter(dice.shuffled("abc") for _ in range(6000))
    assert len(counts) == 6
    assert all(800 < n < 1200 for n in counts.values())


@given(st.integers(min_value=0, max_value=2**64 - 1), st.integers(min_value=1, max_value=10**6))
def test_below_stays_in_range(seed: int, n: int) -> None:
    """A die or card choice outside the allowed range would crash a lookup or pick no card."""
    dice = Dice(seed)
    for _ in range(5):
        assert 0 <= dice.below(n) < n


@given(st.integers(min_value=0, max_value=2**64 - 1))
def test_every_die_shows_a_face(seed: int) -> None:
    """A d6 showing 0 or 7 would read a row no printed table has."""
    dice = Dice(seed)
    assert all(1 <= dice.d6() <= 6 for _ in range(20))
    assert 2 <= dice.roll("2d6") <= 12


def test_below_refuses_nothing_to_choose_from() -> None:
    """Choosing from an empty hand would otherwise loop forever."""
    with pytest.raises(ValueError):
        Dice(1).below(0)
