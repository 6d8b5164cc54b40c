"""The Austerlitz card game (003_3d64bda656647380.txt): rules, bots and simulation, no window.

The window builds on this API:

- `new_state(dice, options)`, `legal_actions(state)`, `apply(state, action, dice)`;
- `visible_hand(state, side, viewer)`, `battle_totals(state)`, `winner(state)`,
  `is_over(state)`, `drew_cards(before, after)` (undo refuses to cross a draw);
- `choose(state, side, level, dice)` for the bots, `simulate(games, bots, seed)`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.core.dice import Dice
from tabletop.games.base import GameInfo
from tabletop.games.cardgame.bots import LEVELS, choose
from tabletop.games.cardgame.cards import Card, CardType, card, deck_cards
from tabletop.games.cardgame.moves import legal_actions
from tabletop.games.cardgame.rules import (
    apply,
    apply_legal,
    battle_totals,
    drew_cards,
    force_at,
    is_over,
    winner,
)
from tabletop.games.cardgame.setup import new_state
from tabletop.games.cardgame.simulate import play_game, simulate
from tabletop.games.cardgame.state import (
    Options,
    Phase,
    Side,
    State,
    summary,
    visible_hand,
)


def make_game(listing: Any) -> GameInfo[State]:
    """The card game under the listing's id and title."""
    return GameInfo(
        listing.id,
        listing.title,
        listing.rulebook,
        State,
        _new_state,
        apply,
        {},
        summary,
        irreversible=drew_cards,  # a draw showed cards: undo must not take it back
    )


def _new_state(dice: Dice, options: Mapping[str, Any]) -> State:
    return new_state(dice, Options.from_mapping(options))


__all__ = [
    "LEVELS",
    "Card",
    "CardType",
    "Dice",
    "Options",
    "Phase",
    "Side",
    "State",
    "apply",
    "apply_legal",
    "battle_totals",
    "card",
    "choose",
    "deck_cards",
    "drew_cards",
    "force_at",
    "is_over",
    "legal_actions",
    "make_game",
    "new_state",
    "play_game",
    "simulate",
    "summary",
    "visible_hand",
    "winner",
]
