"""Which file under boards/ holds each game's printed tables: the games' registry declares it
(`Listing.board` in tabletop/games/__init__.py) and the loader (`core/data.load_board`) reads
that file. Kept apart, with no imports, so the registry (read before the window is first
drawn) need not import the loader."""

from __future__ import annotations

_DECLARED: dict[str, str] = {}


def declare(game: str, stem: str) -> None:
    """`game`'s printed tables are boards/<stem>.toml ("": the game has none)."""
    _DECLARED[game] = stem


def board_stem(game: str) -> str:
    """The stem of `game`'s board file as the registry declares it; a game it does not list
    (one a test registers) has boards/<id>.toml. "": the game has no printed tables."""
    return _DECLARED.get(game, game)
