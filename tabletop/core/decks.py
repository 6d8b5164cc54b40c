"""Decks and hands of cards, by card id; every shuffle uses the session's dice."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError


@dataclass(frozen=True)
class Deck:
    """A draw pile (top first) and a discard pile (newest last)."""

    draw_pile: tuple[str, ...] = ()
    """Cards face down, the top card first."""
    discards: tuple[str, ...] = ()
    """Cards played or discarded, the newest last."""

    def shuffled(self, dice: Dice) -> Deck:
        """The draw pile in a new random order."""
        return replace(self, draw_pile=dice.shuffled(self.draw_pile))

    def draw(self, count: int = 1) -> tuple[Deck, tuple[str, ...]]:
        """Take up to `count` cards from the top (fewer when the pile runs out)."""
        taken = self.draw_pile[:count]
        return replace(self, draw_pile=self.draw_pile[count:]), taken

    def discard(self, *cards: str) -> Deck:
        """Put cards on the discard pile."""
        return replace(self, discards=(*self.discards, *cards))

    def reshuffle_discards(self, dice: Dice) -> Deck:
        """Shuffle the discards and put them under the draw pile."""
        return Deck((*self.draw_pile, *dice.shuffled(self.discards)), ())

    def search(
        self, wanted: Callable[[str], bool], dice: Dice | None = None
    ) -> tuple[Deck, str | None]:
        """Take the first card that fits from the draw pile (then shuffle it, if dice given)."""
        for i, card in enumerate(self.draw_pile):
            if wanted(card):
                rest = self.draw_pile[:i] + self.draw_pile[i + 1 :]
                deck = replace(self, draw_pile=rest)
                return (deck.shuffled(dice) if dice else deck), card
        return self, None


@dataclass(frozen=True)
class Hand:
    """The cards one side holds; only its owner sees them."""

    owner: str
    """The side holding them."""
    cards: tuple[str, ...] = ()
    """Card ids in the order taken."""
    limit: int | None = None
    """Most cards kept at the end of a turn (None: no limit)."""

    def add(self, *cards: str) -> Hand:
        """The hand with more cards."""
        return replace(self, cards=(*self.cards, *cards))

    def remove(self, card: str) -> Hand:
        """The hand without one copy of `card`; RuleError when it is not held."""
        if card not in self.cards:
            raise RuleError(f"{self.owner} does not hold {card}.")
        i = self.cards.index(card)
        return replace(self, cards=self.cards[:i] + self.cards[i + 1 :])

    @property
    def excess(self) -> int:
        """How many cards must be discarded to meet the limit."""
        return 0 if self.limit is None else max(0, len(self.cards) - self.limit)

    def seen_by(self, viewer: str) -> tuple[str | None, ...]:
        """The cards as `viewer` may see them: None for each card hidden from them."""
        if viewer == self.owner:
            return self.cards
        return tuple(None for _ in self.cards)
