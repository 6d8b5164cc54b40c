"""What the owner of a printed game enters for a table the rulebook text lost (principle 2).

It is kept in the user's data folder (overrides/<game>.toml), merged over the shipped board
for every new game, and copied into that game's save. The shipped file is never changed. A
game open while the owner keeps an entry is told (`on_kept`), so the entry is logged in it
as a step of its own and replays from the save (DESIGN principle 6).
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import tomli_w

from tabletop.core import data, paths
from tabletop.core.errors import DataError, TableError, message_of
from tabletop.core.files import write_atomic
from tabletop.core.i18n import say
from tabletop.core.log import now
from tabletop.core.tables import table_from_toml

CellCheck = Callable[[Sequence[Sequence[str]], Sequence[str], Sequence[str]], None]
"""Refuses a table whose cell the game cannot read: (cells, row headers, column headers)."""


def save_table(
    game: str,
    name: str,
    cells: Sequence[Sequence[str]],
    *,
    columns: Sequence[str] | None = None,
    row_labels: Sequence[str] | None = None,
    dice: str | None = None,
    check: CellCheck | None = None,
) -> Path:
    """Keep the owner's cells for a lost table: one list per printed row, left to right.

    Every cell must be filled; the row headers and columns are the shipped layout's, unless
    the shipped entry says the text lost them too (`columns_unknown`, `rows_unknown`): then
    the owner gives the column headers, the row headers and (for rows) the dice as printed.
    `check(cells, row headers, column headers)` refuses a cell the game cannot read (a
    game's reader, `games.cells.checker`: the core reads no game's results).
    """
    board = data.load_board(game)
    table = board.table(name)
    shipped = board.raw.get("tables", {}).get(name, {})
    layout: dict[str, Any] = {}
    if columns is not None:
        if not shipped.get("columns_unknown"):
            raise TableError(
                say("{title} keeps its printed columns; enter only its cells.", title=table.title)
            )
        headers = [str(c).strip() for c in columns]
        if not headers or not all(headers) or len(set(headers)) != len(headers):
            raise TableError(
                say("{title} needs each column header once, none empty.", title=table.title)
            )
        layout["columns"] = headers
    if row_labels is not None or dice is not None:
        if not shipped.get("rows_unknown"):
            raise TableError(
                say("{title} keeps its printed rows; enter only its cells.", title=table.title)
            )
        if dice is None and table.dice is None:
            raise TableError(
                say("{title} needs its dice as printed (1d6, 2d6).", title=table.title)
            )
        if dice is not None:
            from tabletop.core.dice import DiceSpec

            layout["dice"] = str(DiceSpec.parse(dice))
    labels = [str(r).strip() for r in row_labels] if row_labels is not None else None
    if labels is None:
        labels = [r.label for r in table.rows]
    elif not labels or not all(labels):
        raise TableError(say("{title} needs a header for every row.", title=table.title))
    width = len(layout.get("columns", table.columns))
    if len(cells) != len(labels):
        raise TableError(
            say(
                "{title} has {rows} rows; {given} were given.",
                title=table.title,
                rows=len(labels),
                given=len(cells),
            )
        )
    rows: list[dict[str, Any]] = []
    rolled = table.dice is not None or "dice" in layout
    for label, entered in zip(labels, cells, strict=True):
        values = [str(c).strip() for c in entered]
        if len(values) != width:
            raise TableError(say("row {label} needs {width} cells.", label=label, width=width))
        if not all(values):
            raise TableError(say("row {label} has an empty cell; fill in every cell.", label=label))
        rows.append({"roll" if rolled else "key": label, "cells": values})
    if check is not None:
        check([r["cells"] for r in rows], labels, layout.get("columns", table.columns))
    _check_readable(game, name, {**shipped, **layout, "unknown": False, "rows": rows})
    entry = {
        **layout,
        "unknown": False,
        "rows": rows,
        "entered_from": "the owner's printed copy",
        "entered": now(),
    }
    return save_entries(game, {"tables": {name: entry}})


Kept = Callable[[str, Mapping[str, Any]], None]

_LISTENERS: list[Kept] = []


def on_kept(listener: Kept) -> None:
    """Call `listener(game, update)` after every entry the owner keeps in their folder."""
    if listener not in _LISTENERS:
        _LISTENERS.append(listener)


def owner_entries(game: str) -> dict[str, Any]:
    """The game's override file as it is now ({} when there is none or it does not read)."""
    path = paths.override_file(game)
    if not path.is_file():
        return {}
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return {}  # a damaged override file is replaced by what is entered next


def save_entries(game: str, update: Mapping[str, Any], *, tell: bool = True) -> Path:
    """Merge what the owner entered into the game's override file (tables within tables are
    merged, anything else replaced), written atomically; new games use it from now on, and
    the games open now are told (unless `tell` is False)."""
    path = paths.override_file(game)
    write_atomic(path, tomli_w.dumps(data.merged(owner_entries(game), update)).encode())
    data.load_board.cache_clear()
    if tell:
        for listener in list(_LISTENERS):
            listener(game, update)
    return path


def remove_entry(game: str, path: str) -> Path:
    """Take one entry (a dotted path, "tables.fire") out of the owner's override file: new
    games read the shipped board's there again; a save keeps the copy it carries. Sections
    left empty go too. Games open now are not told (they keep the data they were set up on)."""
    from tabletop.core.layer import at_path

    entries = owner_entries(game)
    if at_path(entries, path) is None:
        raise TableError(
            say("your printed data for {game} holds no entry {path}.", game=game, path=path)
        )
    _drop(entries, path.split("."))
    target = paths.override_file(game)
    write_atomic(target, tomli_w.dumps(entries).encode())
    data.load_board.cache_clear()
    return target


def _drop(node: dict[str, Any], parts: list[str]) -> None:
    head, rest = parts[0], parts[1:]
    if rest:
        _drop(node[head], rest)
    if not rest or not node[head]:
        del node[head]


def _check_readable(game: str, name: str, entry: dict[str, Any]) -> None:
    """Refuse an entered layout a roll could not be read on (a die total with no row)."""
    try:
        table = table_from_toml(game, name, entry)
        if table.dice is not None:
            for total in table.dice.distribution():
                table.row_by_roll(total)
    except (DataError, TableError) as exc:
        raise TableError(
            say(
                "{title} as entered cannot be read: {error}",
                title=str(entry.get("title", name)),
                error=message_of(exc),
            )
        ) from None
