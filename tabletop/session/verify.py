"""A referee's check of a save's log, readable even when the rest of the save is not."""

from __future__ import annotations

import tomllib
from pathlib import Path

from tabletop.core import plain
from tabletop.core.errors import SaveError
from tabletop.core.log import GENESIS, LogEntry, verify


def verify_file(path: Path) -> tuple[str | None, int, str]:
    """(problem or None, entries, head hash) for the log in a save file."""
    try:
        data = tomllib.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise SaveError(f"{path} does not exist.") from None
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise SaveError(f"{path} is not a readable save ({exc}).") from None
    raw = data.get("log", [])
    if not isinstance(raw, list):
        return "the save's log is not a list of entries.", 0, GENESIS
    entries = []
    for i, item in enumerate(raw, start=1):
        try:
            entries.append(plain.load(LogEntry, item, f"log entry {i}"))
        except SaveError as exc:
            return f"{exc}, so it was changed after it was written.", len(raw), GENESIS
    count = data.get("log_count")
    head = data.get("log_head")
    problem = verify(
        entries, count if isinstance(count, int) else None, head if isinstance(head, str) else None
    )
    return problem, len(entries), entries[-1].hash if entries else GENESIS
