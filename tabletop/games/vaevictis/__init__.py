"""Austerlitz 1805 (Vae Victis): data, resolvers and rules (no window)."""

from __future__ import annotations

from typing import Any

from tabletop.games import generic
from tabletop.games.base import GameInfo
from tabletop.games.vaevictis.resolvers import make_resolvers


def make_game(listing: Any) -> GameInfo[generic.TurnState]:
    """The game as the registry lists it: the turn record and every roll of the rules."""
    return GameInfo(
        listing.id,
        listing.title,
        listing.rulebook,
        generic.TurnState,
        generic.new_state,
        generic.apply,
        make_resolvers(),
        lambda s: f"Turn {s.turn}",
        sides=(),  # the shared engine tests still name "Allied" on this game id
    )
