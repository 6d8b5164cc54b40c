"""Decks and hands: shuffles from the session dice, draws, discards, searches, hidden hands."""

from __future__ import annotations

import pytest

from tabletop.core.decks import Deck, Hand
from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError

CARDS = tuple(f"c{i:02d}" for i in range(20))


def test_shuffle_uses_the_session_dice() -> None:
    """A reloaded card game would deal different cards than the one that was saved."""
    deck = Deck(CARDS)
    a, b = deck.shuffled(Dice(5)), deck.shuffled(Dice(5))
    assert a == b and sorted(a.draw_pile) == sorted(CARDS) and a.draw_pile != CARDS


def test_draw_takes_from_the_top_and_stops_when_empty() -> None:
    """Drawing would take the wrong cards, or crash when the pile runs out."""
    deck, taken = Deck(("a", "b", "c")).draw(2)
    assert taken == ("a", "b") and deck.draw_pile == ("c",)
    deck, taken = deck.draw(5)
    assert taken == ("c",) and deck.draw_pile == ()


def test_discards_reshuffle_under_the_draw_pile() -> None:
    """Reshuffling the discards would lose cards or put them on top of the remaining pile."""
    deck = Deck(("a", "b"), ()).discard("x", "y", "z")
    assert deck.discards == ("x", "y", "z")
    again = deck.reshuffle_discards(Dice(2))
    assert again.draw_pile[:2] == ("a", "b")
    assert sorted(again.draw_pile[2:]) == ["x", "y", "z"] and again.discards == ()


def test_search_takes_the_first_fitting_card() -> None:
    """Searching the deck for a card would take the wrong one, or lose the rest."""
    deck = Deck(("a1", "b1", "b2", "c1"))
    rest, card = deck.search(lambda c: c.startswith("b"))
    assert card == "b1" and rest.draw_pile == ("a1", "b2", "c1")
    shuffled, card = deck.search(lambda c: c == "c1", Dice(1))
    assert card == "c1" and sorted(shuffled.draw_pile) == ["a1", "b1", "b2"]
    same, none = deck.search(lambda c: False)
    assert none is None and same == deck


def test_hand_limit_and_removal() -> None:
    """A player over the hand limit would not be asked to discard, or could play a card not held."""
    hand = Hand("French", limit=3).add("a", "b", "a", "c", "d")
    assert hand.excess == 2
    assert hand.remove("a").cards == ("b", "a", "c", "d")
    with pytest.raises(RuleError, match="French does not hold z"):
        hand.remove("z")
    assert Hand("Allied").add("a").excess == 0


def test_hand_is_hidden_from_the_other_side() -> None:
    """The bot's or opponent's cards would be shown to the other player."""
    hand = Hand("Allied", ("k1", "k2"))
    assert hand.seen_by("Allied") == ("k1", "k2")
    assert hand.seen_by("French") == (None, None)
