"""Packs: the owner's printed data for one game in one TOML file, to share (DESIGN 2).

Two players who both own the printed game enter what the text lost once, and share it: one
exports a pack, the other imports it into their data folder. A pack holds a format version,
the game, the entries (shaped as the owner's override file) and their content hash, which is
the hash a save names for the same data (`tabletop show`). Importing shows what it adds and
what it changes before anything is written; a pack that does not read is refused in one
sentence and nothing is changed.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import tomli_w

from tabletop.core import data
from tabletop.core.errors import DataError, TableError, TabletopError, message_of, one_line
from tabletop.core.files import ReadRefused, read_capped, write_atomic
from tabletop.core.i18n import say
from tabletop.core.layer import changes, content_hash
from tabletop.core.log import now
from tabletop.core.overrides import owner_entries, save_entries
from tabletop.session.limits import MAX_DEPTH, MAX_LINE, MAX_TEXT

FORMAT = "austerlitz-tabletop printed pack"
VERSION = 1
"""1: format, version, game, data_version, hash, exported, [entries]."""

LARGEST = 2_000_000
"""Bytes: a pack is a few tables and counts; anything this big is not one."""
MOST_LINES = 10_000
"""Lines: a whole game's printed data, written as a pack is, has under 2,000."""
MOST_ITEMS = 10_000
"""Commas, equals signs and dots (one at least per value or key): a whole game's printed data
has under 2,200 (each costs the TOML reader microseconds, and each a save that carries it)."""
MOST_DOTS = 100
"""Dots on one line: a dotted name of thousands of parts takes the TOML reader seconds and
gigabytes (a pack's lines have a few)."""


class PackError(TabletopError):
    """A pack that cannot be exported or imported; the message says why in one sentence."""


@dataclass(frozen=True)
class Pack:
    """One game's printed data as a pack holds it."""

    game: str
    """Game id."""
    entries: Mapping[str, Any]
    """The owner's entries, shaped as the override file."""
    hash: str
    """Content hash of the entries (`core.layer.content_hash`)."""


@dataclass(frozen=True)
class Plan:
    """What importing a pack would do to the owner's data, entry by entry."""

    pack: Pack
    """The pack read."""
    added: tuple[str, ...]
    """Entries the owner does not have yet (dotted paths)."""
    changed: tuple[str, ...]
    """Entries the owner has, with other content."""
    same: tuple[str, ...]
    """Entries the owner has already, as in the pack."""


def export_pack(game: str, path: Path) -> Pack:
    """Write the owner's entries `game` reads as a pack at `path` (atomically)."""
    printed = data.owner_printed(game)
    if not printed:
        raise PackError(
            say(
                "you have entered no printed data for {game} yet, so there is nothing to export.",
                game=game,
            )
        )
    payload = {
        "format": FORMAT,
        "version": VERSION,
        "game": game,
        "data_version": data.data_version(game),
        "hash": printed.hash,
        "exported": now(),
        "entries": dict(printed.entries),
    }
    write_atomic(Path(path), tomli_w.dumps(payload).encode())
    return Pack(game, printed.entries, printed.hash)


def read_pack(path: Path) -> Pack:
    """A pack file read and checked; PackError names what is wrong."""
    name = Path(path).name
    raw = _parsed(Path(path), name)
    if raw.get("format") != FORMAT:
        raise PackError(
            say("{name} is not a pack of printed data (its 'format' field is wrong).", name=name)
        )
    version = raw.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise PackError(say("{name}: field 'version' should be a whole number from 1.", name=name))
    if version > VERSION:
        raise PackError(
            say(
                "{name} was written by a newer version of the app (pack version {version}; this "
                "one reads up to {most}).",
                name=name,
                version=version,
                most=VERSION,
            )
        )
    game = raw.get("game")
    from tabletop.games import GAMES

    if not isinstance(game, str) or game not in GAMES:
        known = ", ".join(sorted(GAMES))
        raise PackError(
            say("{name}: field 'game' should be one of {known}.", name=name, known=known)
        )
    _data_version(name, game, raw.get("data_version"))
    entries = raw.get("entries")
    if not isinstance(entries, dict) or not entries:
        raise PackError(
            say("{name}: field 'entries' should be a table holding the entries.", name=name)
        )
    if raw.get("hash") != content_hash(entries):
        raise PackError(
            say(
                "{name}: its entries do not match its hash, so they were changed after it was "
                "exported; ask for the pack again.",
                name=name,
            )
        )
    used = data.owner_printed_from(game, entries)
    extra = sorted(set(entries) - set(used.entries))
    if extra:
        raise PackError(
            say(
                "{name} holds {extra}, which {game} does not read.",
                name=name,
                extra=", ".join(extra),
                game=game,
            )
        )
    try:
        board = data.readable_board(game, entries)
    except (DataError, TableError) as exc:
        raise PackError(
            say(
                "{name}: its printed data cannot be read ({error}).",
                name=name,
                error=message_of(exc),
            )
        ) from None
    _cells_read(name, game, entries, board)
    return Pack(game, entries, str(raw["hash"]))


def _parsed(path: Path, name: str) -> dict[str, Any]:
    """The pack's TOML, read only from a regular file and only once it is within every
    limit: a named pipe or /dev/zero is refused at once, and nothing that would take the
    TOML reader more than a moment, or make a save that cannot be opened, is parsed."""
    try:
        raw = read_capped(path, LARGEST)[0]
    except ReadRefused as exc:
        raise PackError(message_of(exc)) from None
    if len(raw) > LARGEST:
        raise PackError(
            say("{name} is far larger than a pack of printed data; not read.", name=name)
        )
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        text = "\0"
    if "\0" in text:
        raise PackError(say("{name} is not a text file, so it is not a pack.", name=name))
    lines = text.split("\n")
    if (
        len(lines) > MOST_LINES
        or sum(text.count(mark) for mark in ",=.") > MOST_ITEMS
        or max(map(len, lines)) > MAX_LINE
        or max(line.count(".") for line in lines) > MOST_DOTS
    ):
        raise PackError(_far_more(name))
    try:
        parsed = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PackError(
            say(
                "{name} is not valid TOML ({error}), so it is not a pack.",
                name=name,
                error=message_of(exc),
            )
        ) from None
    except (RecursionError, ValueError):  # nested past any pack, a number of 5,000 digits
        raise PackError(_far_more(name)) from None
    longest = _longest_text(parsed, 0, name)
    if longest > MAX_TEXT:
        # A save carries the pack's entries: a save holding this text could not be opened.
        raise PackError(
            say(
                "{name} holds a text of {n:,} characters, and no entry of printed data is longer "
                "than {most:,}; it is not a pack to import.",
                name=name,
                n=longest,
                most=MAX_TEXT,
            )
        )
    return parsed


def _far_more(name: str) -> str:
    return say(
        "{name} is not laid out as a pack of printed data (far longer or more lines, more "
        "values or deeper nesting than a whole game's printed data has); not read.",
        name=name,
    )


def _longest_text(value: Any, depth: int, name: str) -> int:
    """The length of the longest text or name in `value`; PackError past MAX_DEPTH levels."""
    if depth > MAX_DEPTH:
        raise PackError(_far_more(name))
    if isinstance(value, str):
        return len(value)
    if isinstance(value, dict):
        names = max(map(len, value), default=0)
        return max([names, *(_longest_text(v, depth + 1, name) for v in value.values())])
    if isinstance(value, list):
        return max((_longest_text(v, depth + 1, name) for v in value), default=0)
    return 0


def _data_version(name: str, game: str, version: Any) -> None:
    """A pack names the version of the game's printed data it was entered on: a whole number
    from 1 to this app's (entries entered on an older one are checked as any others are)."""
    current = data.data_version(game)
    if type(version) is not int or version < 1:
        raise PackError(
            say(
                "{name} does not say which version of {game}'s printed data it was entered on "
                "(it says {version}); it is not a pack the app exports.",
                name=name,
                game=game,
                version=one_line(str(version))[:20],
            )
        )
    if version > current:
        raise PackError(
            say(
                "{name} was entered on a newer version of {game}'s printed data ({version}; this "
                "app has version {current}): update the app to import it.",
                name=name,
                game=game,
                version=version,
                current=current,
            )
        )


def _cells_read(name: str, game: str, entries: Mapping[str, Any], board: data.Board) -> None:
    """Refuse a pack holding a table cell the game cannot read (as the entry forms do)."""
    from tabletop.games.cells import first_unreadable

    tables = entries.get("tables", {})
    for table_name in tables if isinstance(tables, Mapping) else ():
        table = board.tables.get(table_name)
        if table is None or table.unknown:
            continue
        cells = [list(r.cells) for r in table.rows]
        rows = [r.label for r in table.rows]
        problem = first_unreadable(game, table_name, cells, rows, table.columns)
        if problem:
            raise PackError(
                say(
                    "{name}: the {title} cannot be read: {problem}",
                    name=name,
                    title=table.title,
                    problem=problem,
                )
            )


def plan_import(path: Path) -> Plan:
    """Read a pack and say what importing it would add and change; nothing is written."""
    pack = read_pack(path)
    added, changed, same = changes(owner_entries(pack.game), pack.entries)
    return Plan(pack, tuple(added), tuple(changed), tuple(same))


def apply_import(plan: Plan) -> Path:
    """Merge the pack's entries into the owner's data folder (atomically). A game open now is
    not changed: the window offers it the new entries (`session.adopt`)."""
    return save_entries(plan.pack.game, plan.pack.entries, tell=False)


def entry_title(game: str, path: str) -> str:
    """An entry's printed title ("Fire Results Table"), or its path when it has none."""
    node: Any = data.load_board.shipped(game) or {}
    for part in path.split("."):
        node = node.get(part) if isinstance(node, Mapping) else None
    title = node.get("title") if isinstance(node, Mapping) else None
    return str(title) if title else path


def described(game: str, path: str) -> str:
    """An entry's path with its printed title when it has one ("tables.fire (Fire ...)")."""
    title = entry_title(game, path)
    return f"{path} ({title})" if title != path else path
