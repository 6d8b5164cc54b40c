"""The Pratzen: Austerlitz 1805: printed tables, resolvers, and the game's state and rules."""

from __future__ import annotations

from typing import Any

from tabletop.games import generic
from tabletop.games.base import GameInfo
from tabletop.games.pratzen.resolvers import make_resolvers


def make_game(listing: Any) -> GameInfo[generic.TurnState]:
    """The game as the registry lists it."""
    return GameInfo(
        listing.id,
        listing.title,
        listing.rulebook,
        generic.TurnState,
        generic.new_state,
        generic.apply,
        make_resolvers(),
        lambda s: f"Turn {s.turn}",
        sides=("French", "Allied"),
    )
