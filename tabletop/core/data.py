"""Finding and reading the printed components: boards/<game>.toml and cards/<deck>.toml.

They sit at the top of a checkout and inside the installed package (tabletop.boards,
tabletop.cards) when installed from a wheel. A user's override file in the data folder is
merged over the shipped data (DESIGN.md principle 2): what an owner of the printed game
enters for a table the text lost is kept there.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from tabletop.core import paths
from tabletop.core.errors import DataError, TableError
from tabletop.core.tables import Table, table_from_toml

_CHECKOUT = Path(__file__).resolve().parents[2]


def data_dir(kind: str) -> Path:
    """The folder holding shipped `boards` or `cards` files."""
    local = _CHECKOUT / kind
    if local.is_dir() and (_CHECKOUT / "pyproject.toml").is_file():
        return local
    # In a wheel they are tabletop/boards and tabletop/cards. These folders have no
    # __init__.py, so importlib.resources would hand back a MultiplexedPath whose str() is
    # not a path; the folder beside this package is the one setuptools installed.
    return Path(__file__).resolve().parents[1] / kind


def read_toml(path: Path) -> dict[str, Any]:
    """Read a shipped data file; DataError if it is missing or malformed."""
    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except FileNotFoundError:
        raise DataError(f"{path.name} is missing from the installed data") from None
    except tomllib.TOMLDecodeError as exc:
        raise DataError(f"{path.name} is not valid TOML: {exc}") from exc


@dataclass(frozen=True)
class Board:
    """The printed tables, tracks and rosters of one game."""

    game: str
    """Game id."""
    title: str
    """Title of the printed game."""
    data_version: int
    """Bumped when a transcription changes, and saved with every session."""
    tables: Mapping[str, Table]
    """Printed tables by short name."""
    raw: Mapping[str, Any]
    """Everything else in the file (tracks, rosters, orders of battle), as read."""

    def table(self, name: str) -> Table:
        """A table by short name; TableError names the ones that exist."""
        try:
            return self.tables[name]
        except KeyError:
            known = ", ".join(sorted(self.tables)) or "none"
            raise TableError(f"{self.game} has no table '{name}' (tables: {known}).") from None


def merged(base: Mapping[str, Any], over: Mapping[str, Any]) -> dict[str, Any]:
    """`base` with `over` on top: tables within tables merged, anything else replaced."""
    out = dict(base)
    for key, value in over.items():
        if isinstance(value, Mapping) and isinstance(out.get(key), Mapping):
            out[key] = merged(out[key], value)
        else:
            out[key] = value
    return out


@cache
def load_board(game: str) -> Board:
    """Read boards/<game>.toml with the user's overrides merged over it."""
    path = data_dir("boards") / f"{game}.toml"
    if not path.is_file():
        return Board(game, game, 0, {}, {})
    raw = read_toml(path)
    override = paths.override_file(game)
    if override.is_file():
        try:
            raw = merged(raw, read_toml(override))
        except DataError:
            pass  # a broken override is ignored, never fatal: the shipped data stands
    tables = {
        name: table_from_toml(game, name, entry) for name, entry in raw.get("tables", {}).items()
    }
    return Board(game, str(raw.get("title", game)), int(raw.get("data_version", 1)), tables, raw)


@cache
def load_deck(deck: str) -> dict[str, Any]:
    """Read cards/<deck>.toml as data."""
    return read_toml(data_dir("cards") / f"{deck}.toml")


T = TypeVar("T")

_DERIVED: dict[tuple[str, Callable[..., Any]], tuple[Board, Any]] = {}


def derived(game: str, build: Callable[[Board], T]) -> T:
    """`build(board)` for the board `load_board(game)` gives now, worked out once per board.

    A game's engine reads its printed data through this: the value is kept while the board
    is the same object, and rebuilt as soon as `load_board`'s cache is cleared (the owner
    saved an override), so a newly entered table or value is seen at once.
    """
    board = load_board(game)
    kept = _DERIVED.get((game, build))
    if kept is not None and kept[0] is board:
        value: T = kept[1]
        return value
    value = build(board)
    _DERIVED[(game, build)] = (board, value)
    return value


def data_version(game: str) -> int:
    """Version of a game's printed data (its board file, or its deck for a card game), saved
    with every session so a save can tell which transcription it was played with."""
    if (data_dir("boards") / f"{game}.toml").is_file():
        return load_board(game).data_version
    if (data_dir("cards") / f"{game}.toml").is_file():
        return int(load_deck(game).get("data_version", 1))
    return 0
