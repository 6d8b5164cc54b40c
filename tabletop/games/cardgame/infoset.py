"""What one side knows of a card-game state, and guesses at the rest that agree with it.

A player sees the fronts, the discard pile, both morales, its own hand and how many cards
the other holds (privacy.py, hidden_state.py); it does not see the deck's order nor the other
hand. The unseen cards are therefore one pool, split between the other hand and the deck.
One more thing the window shows a player holding a Reserve card: the Leaders and Units it may
search for, which are the ones still in the deck (RESERVE CARDS; `moves._specials` lists
them by name, never in deck order), so its other Leaders and Units among the unseen cards are
in the other hand (an opponent may hold cards it cannot play).

Everything here is read through `known`, built from what the viewer may see and sorted, so
two states that differ only in what the viewer cannot see give the same guesses from the
same dice.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.dice import Dice
from tabletop.games.cardgame.cards import CardType
from tabletop.games.cardgame.moves import force_cards, playable_cards
from tabletop.games.cardgame.state import OTHER, Side, State, evolve


@dataclass(frozen=True)
class Known:
    """The hidden part of a state as `side` knows it: which cards are unseen, and where."""

    side: Side
    """The viewer."""
    in_hand: int
    """How many cards the other side holds (public)."""
    unseen: tuple[str, ...]
    """Cards whose place `side` does not know: some in the other hand, the rest in the deck
    (sorted, so the order tells nothing)."""
    in_other_hand: tuple[str, ...] = ()
    """Unseen no more: the viewer's Leaders and Units its Reserve card cannot find in the
    deck, so they are in the other hand (sorted)."""
    in_deck: tuple[str, ...] = ()
    """The viewer's Leaders and Units its Reserve card could search for (sorted)."""


def known(state: State, side: Side) -> Known:
    """What `side` knows of the unseen cards in `state`."""
    other = OTHER[side]
    pool = state.deck + state.hand(other)
    count = len(state.hand(other))
    if not _holds_reserve(state, side):
        return Known(side, count, tuple(sorted(pool)))
    mine = force_cards(side)
    deck = frozenset(state.deck)
    in_deck = tuple(sorted(c for c in pool if c in mine and c in deck))
    in_hand = tuple(sorted(c for c in pool if c in mine and c not in deck))
    rest = tuple(sorted(c for c in pool if c not in mine))
    return Known(side, count, rest, in_hand, in_deck)


def _holds_reserve(state: State, side: Side) -> bool:
    playable = playable_cards(side)
    return any(
        (c := playable.get(card_id)) is not None and c.type is CardType.RESERVE
        for card_id in state.hand(side)
    )


def guess(state: State, facts: Known, dice: Dice) -> State:
    """`state` with its hidden cards dealt at random in a way `facts` allows: the other hand
    and the deck order drawn from the unseen cards only (`state`'s own hidden fields are
    overwritten, never read)."""
    free = dice.shuffled(facts.unseen)
    room = facts.in_hand - len(facts.in_other_hand)
    hand = facts.in_other_hand + free[:room]
    deck = dice.shuffled(facts.in_deck + free[room:])
    other = OTHER[facts.side]
    return evolve(state, deck=deck, **{f"{other.value}_hand": hand})


def public(state: State, side: Side) -> State:
    """`state` with its hidden cards in a fixed order (sorted, the other hand first): the
    same for every state `side` cannot tell from it. A bot that reads it learns nothing the
    viewer could not see."""
    facts = known(state, side)
    room = facts.in_hand - len(facts.in_other_hand)
    hand = facts.in_other_hand + facts.unseen[:room]
    deck = facts.in_deck + facts.unseen[room:]
    other = OTHER[side]
    return evolve(state, deck=deck, **{f"{other.value}_hand": hand})
