"""The one registry of games: each `Listing` names the game's rules package, its printed data
and its panel; `find_game(id)` gives its rules, state type, actions and resolvers.

The command line, the start page, the tabs and the tests all read `GAMES`; adding a game is
one entry here (docs/adding-a-game.md).
"""

from __future__ import annotations

import importlib
from functools import cache

from tabletop.core.boardfiles import declare
from tabletop.core.errors import UnknownGameError
from tabletop.core.i18n import N_, say

# The start page reads this registry before the window is first drawn, so it imports neither
# `typing` nor `dataclasses` at run time (a few ms of the window-ready figure, scripts/bench);
# mypy treats a module-level TYPE_CHECKING as true.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from tabletop.games.base import GameInfo


class Listing:
    """A game as the app knows it: what the start page shows and where each part lives."""

    __slots__ = (
        "id", "title", "rulebook", "rules", "panel", "board", "deck", "short", "teaching", "about",
    )  # fmt: skip

    def __init__(
        self,
        id: str,
        title: str,
        rulebook: str,
        *,
        rules: str,
        panel: str,
        board: str = "",
        deck: str = "",
        short: str = "",
        teaching: bool = False,
        about: str = "",
    ) -> None:
        self.id = id
        """Short id, used on the command line and in saves."""
        self.title = title
        """Title of the printed game."""
        self.rulebook = rulebook
        """Seed file of the rulebook (for a teaching game, the doc that holds its rules)."""
        self.rules = rules
        """Module that defines `make_game(listing) -> GameInfo` (no Tk)."""
        self.panel = panel
        """Module that defines the `Panel` class (a `tabletop.gui.panel.GamePanel`)."""
        self.board = board
        """File stem of its printed tables under boards/ ("" when it has none): the file
        `load_board(id)` reads; a game that names one whose file is missing is refused."""
        self.deck = deck
        """File stem of its card deck under cards/ ("" when it has none)."""
        self.short = short or title
        """The title in a word or two, for a window tab ("SPI 1980")."""
        self.teaching = teaching
        """True for a game written to teach how a game is built (its rules the app's own,
        not a printed game's): the start page lists it apart, after the printed games."""
        self.about = about
        """The game in a few words, as its box would say it (the start page shows it beside
        New; in English, shown translated)."""

    def __repr__(self) -> str:
        return f"Listing({self.id!r})"


GAMES: dict[str, Listing] = {
    g.id: g
    for g in (
        Listing(
            "spi1980",
            "The Battle of Austerlitz (SPI, 1980)",
            "000_5229c468f954273e.txt",
            rules="tabletop.games.spi1980",
            panel="tabletop.gui.panels.spi1980",
            board="spi1980",
            short="SPI 1980",
            about=N_("hexes and counters, 11 game turns, two players"),
        ),
        Listing(
            "vaevictis",
            "Austerlitz 1805 (Vae Victis)",
            "001_abdfd3064374ac67.txt",
            rules="tabletop.games.vaevictis",
            panel="tabletop.gui.panels.vaevictis",
            board="vaevictis",
            short="Vae Victis",
            about=N_("hexes and counters, 10 turns, two players"),
        ),
        Listing(
            "tonnerre",
            "Austerlitz: Un coup de Tonnerre! 1805",
            "002_8bdc647e022b1aa3.txt",
            rules="tabletop.games.tonnerre",
            panel="tabletop.gui.panels.tonnerre",
            board="tonnerre",
            short="Tonnerre",
            about=N_("blocks and cards, two players or solo"),
        ),
        Listing(
            "cardgame",
            N_("Austerlitz, the card game"),
            "003_3d64bda656647380.txt",
            rules="tabletop.games.cardgame",
            panel="tabletop.gui.panels.cardgame",
            deck="cardgame",
            short=N_("Card game"),
            about=N_("three fronts, one deck: two players or one against the bot"),
        ),
        Listing(
            "pratzen",
            "The Pratzen: Austerlitz 1805",
            "004_beefe8a6deb26319.txt",
            rules="tabletop.games.pratzen",
            panel="tabletop.gui.panels.pratzen",
            board="pratzen",
            short="Pratzen",
            about=N_("micro-tactical and dice-driven, two players"),
        ),
        Listing(
            "template",
            N_("Template: two armies and a 2d6 table"),
            "docs/template.md",
            rules="tabletop.games.template",
            panel="tabletop.gui.panels.template",
            board="template",
            short=N_("Template"),
            about=N_("two armies and a 2d6 table, to learn how a game is built"),
            teaching=True,
        ),
    )
}

for _listing in GAMES.values():
    declare(_listing.id, _listing.board)


def find_listing(game_id: str) -> Listing:
    """The listing of a game; UnknownGameError lists the ids that exist."""
    listing = GAMES.get(str(game_id).strip().lower())
    if listing is None:
        raise UnknownGameError(
            say(
                "there is no game '{game}'; the games are {known}.",
                game=str(game_id),
                known=", ".join(GAMES),
            )
        )
    return listing


@cache
def find_game(game_id: str) -> GameInfo[Any]:
    """The game with this id; UnknownGameError lists the ids that exist."""
    listing = find_listing(game_id)
    game: GameInfo[Any] = importlib.import_module(listing.rules).make_game(listing)
    return game
