"""SPI's The Battle of Austerlitz (1980): data, rules engine and resolvers (no window).

The panel dispatches the typed actions of `actions.py` (handled in `rules.HANDLERS`) through
`GameInfo.apply`, shows the state's roster, army morale, turn and phase, and resolves rolls
through `GameInfo.resolvers`.
"""

from __future__ import annotations

from typing import Any

from tabletop.core.i18n import say, term
from tabletop.games.base import GameInfo
from tabletop.games.spi1980.actions import ACTIONS
from tabletop.games.spi1980.charts import chart_tracks
from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.privacy import hidden, public_entry
from tabletop.games.spi1980.resolvers import make_resolvers
from tabletop.games.spi1980.rules import apply, legal_actions, odds
from tabletop.games.spi1980.sequence import SEQUENCE, side_of
from tabletop.games.spi1980.state import Spi1980State, new_state
from tabletop.games.spi1980.validate import validate


def summary(state: Spi1980State) -> str:
    """One line: Game-Turn, phase, both armies' morale."""
    data = game_data()
    if state.game_over:
        level = term(str(state.final_level))
        if state.final_winner:
            side = term(state.final_winner)
            return say("Game over: {side} {level}", side=side, level=level)
        return say("Game over: {level}", level=level)
    args = {
        "turn": state.turn,
        "phase": term(data.phase(state.phase).name),
        "allied": state.allied.morale,
        "french": state.french.morale,
    }
    if state.is_fog_turn(data):
        return say(
            "Game-Turn {turn} (fog), {phase}; Allied morale {allied}, French morale {french}",
            **args,
        )
    return say("Game-Turn {turn}, {phase}; Allied morale {allied}, French morale {french}", **args)


def make_game(listing: Any) -> GameInfo[Spi1980State]:
    """The game as the registry lists it [1.0]."""
    return GameInfo(
        listing.id,
        listing.title,
        listing.rulebook,
        Spi1980State,
        new_state,
        apply,
        make_resolvers(),
        summary,
        sides=("Allied", "French"),
        validate=validate,
        actions=ACTIONS,
        legal_actions=legal_actions,
        odds=odds,
        side_of=side_of,
        sequence=SEQUENCE,
        tracks=chart_tracks,
        hidden=hidden,
        public_entry=public_entry,
    )
