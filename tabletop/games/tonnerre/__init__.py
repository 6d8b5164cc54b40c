"""Austerlitz: Un coup de Tonnerre! 1805 (002_8bdc647e022b1aa3.txt): data, result reading and
the rout test. The engine with its typed actions follows the shared game shape."""

from __future__ import annotations

from typing import Any

from tabletop.games import generic
from tabletop.games.base import GameInfo
from tabletop.games.tonnerre.rout import rout_resolver


def make_game(listing: Any) -> GameInfo[generic.TurnState]:
    """The game as the registry lists it, with its rout-test resolver [4 Rout Test]."""
    resolver = rout_resolver()
    return GameInfo(
        listing.id,
        listing.title,
        listing.rulebook,
        generic.TurnState,
        generic.new_state,
        generic.apply,
        {resolver.name: resolver},
        lambda s: f"Turn {s.turn}",
        sides=("Coalition", "French"),
    )
