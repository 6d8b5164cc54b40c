"""The range of every number in a game of the Austerlitz card game, and the ids that are unique
(issue 21 item 4), checked by `validate` when a save is loaded.

The rules print no last turn and no highest morale, but the deck bounds both
(003_3d64bda656647380.txt): each turn begins by drawing 5 cards from the one deck, which is
never reshuffled, and the battle is a draw when it runs out [STRATEGY PHASE]; morale starts at
20 [SETUP] and rises only by 2 for each action won, at most one per front a turn [ACTION PHASE]
[ATTACK CARDS], and by the cards that gain morale, each in the deck once [DECK CARD LIST].
"""

from __future__ import annotations

from functools import cache

from tabletop.core.i18n import N_
from tabletop.games.bounds import Bound, Range, Unique
from tabletop.games.cardgame.cards import CardType, deck_cards
from tabletop.games.cardgame.rules import DRAW_PER_TURN, WINNER_MORALE
from tabletop.games.cardgame.setup import START_MORALE
from tabletop.games.cardgame.state import State

FRONTS = 3
"""Stanton Hill, Pratzen Heights and Telnitz [THE FIELD]."""


@cache
def _deck() -> tuple[int, int, int]:
    """The deck's cards, its Victory cards, and the morale its cards can gain (cards/ is
    read once per run)."""
    cards = deck_cards()
    gained = sum(card.amount for card in cards if card.effect == "gain_morale")
    return len(cards), sum(1 for card in cards if card.type is CardType.VICTORY), gained


def _last_turn(state: State) -> int:
    """The turn whose draw finds the deck short: the battle is a draw [STRATEGY PHASE]."""
    return _deck()[0] // DRAW_PER_TURN + 1


def _most_morale(state: State) -> int:
    return START_MORALE + WINNER_MORALE * FRONTS * _last_turn(state) + _deck()[2]


def _victory_cards(state: State) -> int:
    return _deck()[1]


def _cards(state: State) -> int:
    return _deck()[0]


def _chance_steps(state: State) -> int:
    """A chance step is a draw (each takes a card, the last one short) or follows a card's
    play (a search, a random discard), and each card is drawn and played once."""
    return 2 * _deck()[0] + 1


NO_LIMIT = N_("0 means no limit, as written; the rules set no largest value")

BOUNDS: tuple[Bound, ...] = (
    Range(
        "turn",
        1,
        _last_turn,
        N_("each turn draws 5 cards and the battle ends when the deck runs out [STRATEGY PHASE]"),
    ),
    Range(
        "napoleon_morale",
        0,
        _most_morale,
        N_("20 at the start, +2 per action won and the cards' gains [SETUP] [ACTION PHASE]"),
    ),
    Range(
        "coalition_morale",
        0,
        _most_morale,
        N_("20 at the start, +2 per action won and the cards' gains [SETUP] [ACTION PHASE]"),
    ),
    Range("attacked[]", 0, FRONTS - 1, N_("one of the three fronts [THE FIELD]")),
    Range("battle.front", 0, FRONTS - 1, N_("one of the three fronts [THE FIELD]")),
    Range("won_front", -1, FRONTS - 1, N_("one of the three fronts, -1 for none [VICTORY CARDS]")),
    Range("victory_played", 0, _victory_cards, N_("the deck's Victory cards [VICTORY CARDS]")),
    Range(
        "discard_count", 0, _cards, N_("cards to discard, no more than the deck holds [END PHASE]")
    ),
    Range("chance", 0, _chance_steps, N_("draws, searches and random discards, each from a card")),
    Range("bot_moves", 0, None, N_("a bot's moves; the rules set no last move")),
    Range("options.victory_cards_per_win", 0, None, NO_LIMIT),
    Range("options.morale_cap", 0, None, NO_LIMIT),
    Unique(("attacked[]",), N_("max one attack per front per turn [ATTACK CARDS]")),
)
"""Every bound of a card-game state, checked in this order; that every card is in one place
only is `validate`'s own check."""
