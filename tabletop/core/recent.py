"""The list of recently opened saves shown on the start page."""

from __future__ import annotations

import tomllib
from pathlib import Path

import tomli_w

from tabletop.core import paths

LIMIT = 10


def recent_saves() -> list[Path]:
    """Saves opened lately, newest first, leaving out files that are gone."""
    try:
        data = tomllib.loads(paths.recent_file().read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return []  # no list, or a damaged one: start afresh rather than fail
    files = data.get("files", [])
    if not isinstance(files, list):
        return []
    return [Path(f) for f in files if isinstance(f, str) and Path(f).is_file()]


def remember(path: Path) -> None:
    """Put a save at the top of the recent list."""
    path = Path(path).resolve()
    files = [str(path)] + [str(p) for p in recent_saves() if p.resolve() != path]
    target = paths.recent_file()
    target.parent.mkdir(parents=True, exist_ok=True)
    try:
        target.write_text(tomli_w.dumps({"files": files[:LIMIT]}), encoding="utf-8")
    except OSError:
        pass  # the recent list is a convenience; failing to write it must not stop a save
