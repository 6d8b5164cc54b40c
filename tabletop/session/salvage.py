"""What can still be read of a save that does not open (`recover.py`): its parts read one by
one where the whole does not parse, and its log up to the first entry that does not read.

Only what a replay needs is looked for: the keys at the top (the game, its schema), the log,
and the `[options]`, `[printed]` and `[notes]` tables; the state and the undo history are
what the replay makes again. Every part is read under the limits a whole save is read with
(session/limits.py), so a hostile file costs no more here than on opening.
"""

from __future__ import annotations

from typing import Any

from tabletop.core.errors import SaveError
from tabletop.core.i18n import say
from tabletop.core.log import LogEntry
from tabletop.session.limits import parse_limited
from tabletop.session.logfile import read_log

KEPT_TABLES = frozenset({"options", "printed", "notes", "log"})
"""The tables a replay reads (a log of schema 1 is an array of `[[log]]` tables)."""
MOST_TOP_LINES = 200
"""Most lines at the top of a save read one by one (the app writes a dozen)."""
_LOG_OPENS = "log = '''"
_QUOTES = ("'''", '"""')


def salvage(raw: bytes, name: str) -> tuple[dict[str, Any], bool]:
    """The save's data and True when it reads as a whole; else what of it reads part by part
    (each key at the top on its own line, the log, each kept table), and False."""
    try:
        return parse_limited(raw, name), True
    except SaveError:
        pass
    top, log, groups = _pieces(raw.decode("utf-8", errors="replace"))
    data: dict[str, Any] = {}
    for line in top[:MOST_TOP_LINES]:
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        try:
            data.update(parse_limited(line.encode(), name))
        except SaveError:
            continue
    for key, text in groups.items():
        try:
            part = parse_limited(text.encode(), name)
        except SaveError:
            continue  # this table is damaged: the replay does without it where it can
        if key in part:
            data[key] = part[key]
    if log is not None:
        data["log"] = log
    return data, False


def _pieces(text: str) -> tuple[list[str], str | None, dict[str, str]]:
    """The lines at the top (before any table), the log's string, and the text of each kept
    table with its sub-tables, by its name."""
    top: list[str] = []
    log: list[str] | None = None
    groups: dict[str, list[str]] = {}
    group: list[str] | None = None
    in_log = in_string = False
    for line in text.split("\n"):
        if in_log:
            if line.startswith("'''"):
                in_log = False
            elif log is not None:
                log.append(line + "\n")
            continue
        opening = not in_string and line.strip().startswith("[")
        if sum(line.count(q) for q in _QUOTES) % 2:
            in_string = not in_string
        if group is None and not opening and line.rstrip() == _LOG_OPENS:
            in_log, log = True, []
            continue
        if opening:
            name = _table_name(line)
            group = groups.setdefault(name, []) if name in KEPT_TABLES else None
            if group is None:
                group = _SKIPPED
        if group is None:
            top.append(line)
        elif group is not _SKIPPED:
            group.append(line)
    texts = {name: "\n".join(lines) + "\n" for name, lines in groups.items()}
    return top, None if log is None else "".join(log), texts


_SKIPPED: list[str] = []
"""The lines of a table the salvage does not read (a marker; nothing is kept in it)."""


def _table_name(header: str) -> str:
    """The first part of a table's name (`[[history.past]]`: history)."""
    inner = header.strip().lstrip("[").split("]")[0]
    return inner.split(".")[0].strip().strip("\"'")


def readable_entries(raw: Any) -> tuple[tuple[LogEntry, ...], int, str | None]:
    """The log's entries up to the first that does not read or does not chain, how many the
    log holds, and None when all of them read (else a sentence saying they do not)."""
    if isinstance(raw, str):
        items: list[Any] = [line for line in raw.split("\n") if line.rstrip("\r")]
    elif isinstance(raw, list):
        items = raw
    else:
        return (), 0, None
    total = len(items)
    whole = _first(items, total)
    if whole is not None:
        return whole, total, None
    good, bad = 0, total  # the first `good` entries read, the first `bad` do not
    while bad - good > 1:
        middle = (good + bad) // 2
        if _first(items, middle) is None:
            bad = middle
        else:
            good = middle
    return _first(items, good) or (), total, say("the log does not read whole")


def _first(items: list[Any], count: int) -> tuple[LogEntry, ...] | None:
    """The first `count` entries of the log (its lines, or its tables in a schema-1 save),
    their chain checked up to the last of them; None when they do not read."""
    if count == 0:
        return ()
    last = items[count - 1]
    if isinstance(last, str):
        part: Any = "".join(line + "\n" for line in items[:count])
        head = last.partition(" ")[0]
    else:
        part = items[:count]
        head = str(last.get("hash", "")) if isinstance(last, dict) else ""
    try:
        return read_log(part, count, head)
    except SaveError:
        return None
