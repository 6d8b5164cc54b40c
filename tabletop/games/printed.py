"""Finding a printed table by its qualified name ("spi1980/crt") through the registry."""

from __future__ import annotations

from tabletop.core.data import load_board
from tabletop.core.errors import TableError
from tabletop.core.tables import Table


def find_table(qualified: str) -> Table:
    """A table by "game/name"; TableError or UnknownGameError with a readable sentence."""
    from tabletop.games import GAMES, find_game

    game, sep, name = qualified.partition("/")
    if not sep or not name:
        raise TableError(f"'{qualified}' should be GAME/TABLE, for example spi1980/crt.")
    game = game.strip().lower()
    if game not in GAMES:
        find_game(game)  # raises the registry's sentence naming the games
    # Tables are data: reading one must not depend on the game's rules module importing.
    return load_board(game).table(name)
