"""What the owner of a printed game enters for a table the rulebook text lost (principle 2).

It is kept in the user's data folder (overrides/<game>.toml), merged over the shipped board
every time the board is read, and used from then on. The shipped file is never changed.
"""

from __future__ import annotations

import tomllib
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import tomli_w

from tabletop.core import data, paths
from tabletop.core.errors import TableError
from tabletop.core.files import write_atomic
from tabletop.core.log import now


def save_table(game: str, name: str, cells: Sequence[Sequence[str]]) -> Path:
    """Keep the owner's cells for a lost table: one list per printed row, left to right.

    Every cell must be filled; the row headers and columns are the shipped layout's.
    """
    table = data.load_board(game).table(name)
    if len(cells) != len(table.rows):
        raise TableError(f"{table.title} has {len(table.rows)} rows; {len(cells)} were given.")
    rows: list[dict[str, Any]] = []
    for row, entered in zip(table.rows, cells, strict=True):
        values = [str(c).strip() for c in entered]
        if len(values) != len(table.columns):
            raise TableError(f"row {row.label} needs {len(table.columns)} cells.")
        if not all(values):
            raise TableError(f"row {row.label} has an empty cell; fill in every cell.")
        key = "roll" if table.dice is not None else "key"
        rows.append({key: row.label, "cells": values})
    path = paths.override_file(game)
    current: dict[str, Any] = {}
    if path.is_file():
        try:
            current = tomllib.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
            current = {}  # a damaged override file is replaced by what was just entered
    current.setdefault("tables", {})[name] = {
        "unknown": False,
        "rows": rows,
        "entered_from": "the owner's printed copy",
        "entered": now(),
    }
    write_atomic(path, tomli_w.dumps(current).encode())
    data.load_board.cache_clear()
    return path
