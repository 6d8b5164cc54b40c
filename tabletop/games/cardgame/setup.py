"""Setting up a new battle (SETUP): shuffled shared deck, starting control, 20 morale each."""

from __future__ import annotations

from tabletop.core.dice import Dice
from tabletop.games.cardgame.cards import deck_cards
from tabletop.games.cardgame.plays import draw_cards
from tabletop.games.cardgame.rules import DRAW_PER_TURN
from tabletop.games.cardgame.state import (
    COALITION,
    NAPOLEON,
    FirstPlayer,
    Front,
    Options,
    Phase,
    State,
)

START_MORALE = 20
"""SETUP: each player starts with 20 Morale points."""


def new_state(dice: Dice, options: Options | None = None) -> State:
    """A new battle: the deck shuffled with `dice`, and the first player's 5 cards drawn."""
    options = options or Options()
    if options.first_player is FirstPlayer.RANDOM:
        first = (NAPOLEON, COALITION)[dice.below(2)]
    else:
        first = NAPOLEON if options.first_player is FirstPlayer.NAPOLEON else COALITION
    deck = dice.shuffled([c.id for c in deck_cards()])
    state = State(
        options=options,
        turn=1,
        active=first,
        to_move=first,
        phase=Phase.ORDERS,
        deck=deck,
        discard=(),
        napoleon_hand=(),
        coalition_hand=(),
        napoleon_morale=START_MORALE,
        coalition_morale=START_MORALE,
        # SETUP: Napoleon holds Stanton Hill and Telnitz, the Coalition the Pratzen Heights.
        fronts=(Front(NAPOLEON), Front(COALITION), Front(NAPOLEON)),
    )
    state, _ = draw_cards(state, first, DRAW_PER_TURN)
    return state
