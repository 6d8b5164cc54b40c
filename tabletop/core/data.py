"""Finding and reading the printed components: boards/<game>.toml and cards/<deck>.toml.

They sit at the top of a checkout and inside the installed package (tabletop.boards,
tabletop.cards) when installed from a wheel. The printed data in force is merged over the
shipped data (DESIGN.md principles 2 and 6): a session's own (the save carries it), else what
the owner of the printed game entered in their data folder.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from tabletop.core import layer, paths
from tabletop.core.boardfiles import board_stem
from tabletop.core.errors import DataError, TableError
from tabletop.core.i18n import say, term
from tabletop.core.layer import Printed
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
        raise DataError(say("{name} is missing from the installed data", name=path.name)) from None
    except tomllib.TOMLDecodeError as exc:
        raise DataError(
            say("{name} is not valid TOML: {error}", name=path.name, error=str(exc))
        ) from exc


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
            known = ", ".join(sorted(self.tables)) or term("none")
            raise TableError(
                say(
                    "{game} has no table '{name}' (tables: {known}).",
                    game=self.game,
                    name=name,
                    known=known,
                )
            ) from None


def merged(base: Mapping[str, Any], over: Mapping[str, Any]) -> dict[str, Any]:
    """`base` with `over` on top: tables within tables merged, anything else replaced."""
    return layer.merged(base, over)


_ACTIVE: ContextVar[Printed | None] = ContextVar("printed_in_force", default=None)
"""The printed data a session's engine reads while it runs (None: the owner's folder)."""


@contextmanager
def using(printed: Printed) -> Iterator[None]:
    """Read `printed.game`'s board through `printed`, not the owner's folder, inside the block:
    a session's rules run on the data its save carries (DESIGN principle 6)."""
    token = _ACTIVE.set(printed)
    try:
        yield
    finally:
        _ACTIVE.reset(token)


class _BoardLoader:
    """`load_board(game)`: the shipped board with the printed data in force merged over it.

    The layer in force is the one `using` set for this game, else the owner's folder. Boards
    are kept by (game, layer hash), so a session and the window reading the same entries get
    the same `Board` object (and `derived` values); `cache_clear()` forgets them all and reads
    the owner's folder again (after the owner kept an entry)."""

    def __init__(self) -> None:
        self._shipped: dict[str, dict[str, Any] | None] = {}
        self._owner: dict[tuple[str, str], Printed] = {}
        self._boards: dict[tuple[str, str], Board] = {}

    def __call__(self, game: str) -> Board:
        active = _ACTIVE.get()
        printed = active if active is not None and active.game == game else self.owner(game)
        key = (game, printed.hash)
        board = self._boards.get(key)
        if board is None:
            board = self.build(game, printed.entries)
            if len(self._boards) > 64:  # entries made in play add layers; keep a few
                self._boards.clear()
            self._boards[key] = board
        return board

    def shipped(self, game: str) -> dict[str, Any] | None:
        """The shipped board file the registry names for the game, as read (None when the
        game has no printed tables); DataError, one sentence, when that file is missing."""
        if game not in self._shipped:
            stem = board_stem(game)
            path = data_dir("boards") / f"{stem}.toml"
            if stem and not path.is_file():
                raise DataError(
                    say(
                        "the printed tables of '{game}' (boards/{stem}.toml) are missing from "
                        "the app's data files; install the app again.",
                        game=game,
                        stem=stem,
                    )
                )
            self._shipped[game] = read_toml(path) if stem else None
        return self._shipped[game]

    def owner(self, game: str) -> Printed:
        """What the owner's folder holds for `game` (all of it), read once until cleared."""
        path = paths.override_file(game)
        key = (game, str(path))
        found = self._owner.get(key)
        if found is None:
            entries: dict[str, Any] = {}
            if path.is_file():
                try:
                    entries = read_toml(path)
                except (DataError, OSError):
                    pass  # a broken override is ignored, never fatal: the shipped data stands
            found = self._owner[key] = Printed(game, entries)
        return found

    def build(self, game: str, entries: Mapping[str, Any]) -> Board:
        """The board of `game` with `entries` over the shipped file (DataError or TableError
        when an entry cannot be read)."""
        raw = self.shipped(game)
        if raw is None:
            return Board(game, game, 0, {}, {})
        if entries:
            raw = merged(raw, entries)
        tables = {
            name: table_from_toml(game, name, entry)
            for name, entry in raw.get("tables", {}).items()
        }
        title = str(raw.get("title", game))
        return Board(game, title, int(raw.get("data_version", 1)), tables, raw)

    def cache_clear(self) -> None:
        """Read the shipped files and the owner's folder again on the next call."""
        self._shipped.clear()
        self._owner.clear()
        self._boards.clear()


load_board = _BoardLoader()


def readable_board(game: str, entries: Mapping[str, Any]) -> Board:
    """The board of `game` with `entries` over it, each entered table read on every total its
    dice can show; DataError or TableError names what cannot be read."""
    try:
        board = load_board.build(game, entries)
    except (TypeError, AttributeError, KeyError, ValueError) as exc:
        if isinstance(exc, (DataError, TableError)):
            raise
        raise DataError(
            say(
                "it is not shaped as boards/{game}.toml ({kind})",
                game=game,
                kind=type(exc).__name__,
            )
        ) from None
    tables = entries.get("tables", {})
    for name in tables if isinstance(tables, Mapping) else ():
        table = board.tables.get(name)
        if table is not None and table.dice is not None and not table.unknown:
            for total in table.dice.distribution():
                table.row_by_roll(total)
    return board


def owner_printed(game: str) -> Printed:
    """The owner's entries `game` reads (DESIGN principle 2), as a new save copies them in,
    each entry marked as copied from the owner's folder."""
    source = f"copied from the owner's data folder (overrides/{game}.toml) at set-up"
    return owner_printed_from(game, load_board.owner(game).entries, source)


def owner_printed_from(game: str, entries: Mapping[str, Any], source: str = "") -> Printed:
    """Of `entries`, only what `game` reads: sections and tables the shipped board has (or
    its `owner_sections` names); each entry's source is `source`."""
    raw = load_board.shipped(game) or {}
    allowed = set(raw) | {str(s) for s in raw.get("owner_sections", ())}
    used: dict[str, Any] = {}
    for key, value in entries.items():
        if key not in allowed:
            continue
        if key == "tables" and isinstance(value, Mapping):
            value = {n: t for n, t in value.items() if n in raw.get("tables", {})}
            if not value:
                continue
        used[key] = value
    return Printed(game, used, {p: source for p in layer.entry_paths(used)} if source else {})


def lost_parts(game: str, entries: Mapping[str, Any]) -> list[str]:
    """The parts of the shipped board the text lost (`unknown = true` and the like) that
    `entries` leave unfilled, by title or dotted path."""
    raw = load_board.shipped(game) or {}
    filled = merged(raw, entries) if entries else raw
    out: list[str] = []

    def walk(node: Any, path: str) -> None:
        if not isinstance(node, Mapping):
            return
        if node.get("unknown") is True:
            out.append(str(node.get("title") or path))
            return
        for key, value in node.items():
            walk(value, f"{path}.{key}" if path else str(key))

    walk(filled, "")
    return out


@cache
def load_deck(deck: str) -> dict[str, Any]:
    """Read cards/<deck>.toml as data."""
    return read_toml(data_dir("cards") / f"{deck}.toml")


T = TypeVar("T")

_DERIVED: dict[tuple[str, Callable[..., Any], int], tuple[Board, Any]] = {}


def derived(game: str, build: Callable[[Board], T]) -> T:
    """`build(board)` for the board `load_board(game)` gives now, worked out once per board.

    A game's engine reads its printed data through this: the value is kept per board object
    (a session's printed data and the owner's folder may be two), and rebuilt as soon as
    `load_board` gives another board (the owner saved an override, an entry made in play), so
    a newly entered table or value is seen at once.
    """
    board = load_board(game)
    key = (game, build, id(board))
    kept = _DERIVED.get(key)
    if kept is not None and kept[0] is board:
        value: T = kept[1]
        return value
    value = build(board)
    if len(_DERIVED) > 256:
        _DERIVED.clear()
    _DERIVED[key] = (board, value)
    return value


def data_version(game: str) -> int:
    """Version of a game's printed data (its board file, or its deck for a card game), saved
    with every session so a save can tell which transcription it was played with."""
    if board_stem(game):
        return load_board(game).data_version
    if (data_dir("cards") / f"{game}.toml").is_file():
        return int(load_deck(game).get("data_version", 1))
    return 0
