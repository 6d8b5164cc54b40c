"""The registry of games: `find_game(id)` gives a game's rules, state type and resolvers."""

from __future__ import annotations

import importlib
from functools import cache

from tabletop.core.errors import UnknownGameError

# The start page reads this registry before the window is first drawn, so it imports neither
# `typing` nor `dataclasses` at run time (a few ms of the window-ready figure, scripts/bench);
# mypy treats a module-level TYPE_CHECKING as true.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from tabletop.games.base import GameInfo


class Listing:
    """A game as the start page and `tabletop games` list it."""

    __slots__ = ("id", "title", "rulebook", "module")

    def __init__(self, id: str, title: str, rulebook: str, module: str) -> None:
        self.id = id
        """Short id."""
        self.title = title
        """Title of the printed game."""
        self.rulebook = rulebook
        """Seed file of the rulebook."""
        self.module = module
        """Module that defines `make_game` or `GAME`."""

    def __repr__(self) -> str:
        return f"Listing({self.id!r})"


GAMES: dict[str, Listing] = {
    g.id: g
    for g in (
        Listing(
            "spi1980",
            "The Battle of Austerlitz (SPI, 1980)",
            "000_5229c468f954273e.txt",
            "tabletop.games.spi1980",
        ),
        Listing(
            "vaevictis",
            "Austerlitz 1805 (Vae Victis)",
            "001_abdfd3064374ac67.txt",
            "tabletop.games.vaevictis",
        ),
        Listing(
            "tonnerre",
            "Austerlitz: Un coup de Tonnerre! 1805",
            "002_8bdc647e022b1aa3.txt",
            "tabletop.games.tonnerre",
        ),
        Listing(
            "cardgame",
            "Austerlitz, the card game",
            "003_3d64bda656647380.txt",
            "tabletop.games.cardgame",
        ),
        Listing(
            "pratzen",
            "The Pratzen: Austerlitz 1805",
            "004_beefe8a6deb26319.txt",
            "tabletop.games.pratzen",
        ),
    )
}


@cache
def find_game(game_id: str) -> GameInfo[Any]:
    """The game with this id; UnknownGameError lists the ids that exist."""
    listing = GAMES.get(str(game_id).strip().lower())
    if listing is None:
        raise UnknownGameError(f"there is no game '{game_id}'; the games are {', '.join(GAMES)}.")
    module = importlib.import_module(listing.module)
    maker = getattr(module, "make_game", None)
    if maker is not None:
        game: GameInfo[Any] = maker(listing)
        return game
    found: GameInfo[Any] = module.GAME
    return found
