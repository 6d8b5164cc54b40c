"""The list of recently opened saves shown on the start page.

A plain text file, one path a line: the start page reads it before the window is drawn, and
a line-per-path file needs no parser (see the window-ready figure in scripts/bench).
"""

from __future__ import annotations

from pathlib import Path

from tabletop.core import paths
from tabletop.core.files import WriteRefused, write_atomic

LIMIT = 10


def recent_saves() -> list[Path]:
    """Saves opened lately, newest first, leaving out files that are gone."""
    try:
        text = paths.recent_file().read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return []  # no list, or a damaged one: start afresh rather than fail
    lines = [line.strip() for line in text.splitlines()]
    return [Path(line) for line in lines if line and Path(line).is_file()]


def remember(path: Path) -> None:
    """Put a save at the top of the recent list."""
    path = Path(path).resolve()
    files = [path] + [p for p in recent_saves() if p.resolve() != path]
    target = paths.recent_file()
    try:
        text = "".join(f"{p}\n" for p in files[:LIMIT])
        write_atomic(target, text.encode("utf-8"), backup=False)
    except (OSError, WriteRefused):
        pass  # the recent list is a convenience; failing to write it must not stop a save
