"""How a replay is compared with the file it replays: entry by entry, field by field, then
the state, dice and undo history it ends at (`replay.py` plays; this names where they part)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import fields, replace
from typing import Any

from tabletop.core import plain
from tabletop.core.history import History, Step
from tabletop.core.i18n import say, say_n, term
from tabletop.core.log import LogEntry

_COMPARED = tuple(f.name for f in fields(LogEntry) if f.name not in ("prev", "hash"))
_LEGACY = frozenset({"step", "resolver", "given", "typed_roll", "label"})


def same_entries(
    made: Sequence[LogEntry], file: Sequence[LogEntry], start: int, loose: bool = False
) -> str | None:
    """None when the replayed entries are the file's from `start` on; else the first change.
    `loose`: compare the fields a schema-1 entry has, not the hashes."""
    # A log that keeps its sentences' templates says so in its set-up entry (`said` = []);
    # one written before holds none anywhere, and its entries are compared without them.
    old = bool(file) and file[0].said is None
    for offset, mine in enumerate(made):
        index = start + offset
        if index >= len(file):
            return say(
                "log entry {seq}: the replay writes an entry ({what}) that the file does not have.",
                seq=mine.seq,
                what=entry_name(mine),
            )
        theirs = file[index]
        if mine != theirs and (theirs.moments is None or (theirs.said is None and old)):
            mine = _unmarked(mine, theirs, old)
        if mine == theirs:
            continue
        for name in _COMPARED:
            if loose and name in _LEGACY:
                continue
            a, b = getattr(mine, name), getattr(theirs, name)
            if a != b:
                return _differs(theirs, name, a, b)
        if loose:
            continue
        return say(
            "log entry {seq} ({what}) does not chain as written: its hash is "
            "not the hash of its fields.",
            seq=theirs.seq,
            what=entry_name(theirs),
        )
    return None


def _unmarked(entry: LogEntry, theirs: LogEntry, old: bool) -> LogEntry:
    """The entry as a log written before entries kept their moments, or their sentences'
    templates, has it (chained to the file's entry before, whose own chain was checked on
    loading): a save from before still replays, and the charts take the moments from the
    replay (its sentences are shown as written, in English where no catalog knows them)."""
    bare = replace(
        entry,
        moments=None if theirs.moments is None else entry.moments,
        said=None if old else entry.said,
        prev=theirs.prev,
    )
    return replace(bare, hash=bare.digest())


def _differs(entry: LogEntry, name: str, mine: Any, theirs: Any) -> str:
    where = say("log entry {seq} ({what})", seq=entry.seq, what=entry_name(entry))
    if name == "natural" and not entry.typed:
        return say(
            "{where}: the session's dice give {mine} there, but the file says {theirs}.",
            where=where,
            mine=_show(mine),
            theirs=_show(theirs),
        )
    return say(
        "{where}: the file says {name} {theirs}, the replay gives {mine}.",
        where=where,
        name=name,
        theirs=_show(theirs),
        mine=_show(mine),
    )


def same_history(mine: History[Any], theirs: History[Any], count: int) -> str | None:
    """None when the replay ends where the file stands: state, dice and every undo step."""
    after = say_n(
        "after the log's one entry", "after the log's {count} entries", count, count=count
    )
    problem = _same_step(mine.present, theirs.present, "state", after)
    if problem:
        return problem
    for name, a_steps, b_steps in (
        ("history.past", mine.past, theirs.past),
        ("history.future", mine.future, theirs.future),
    ):
        if len(a_steps) != len(b_steps):
            return say(
                "the file holds {theirs} steps in {name} but the log's {count} entries "
                "give {mine}.",
                theirs=len(b_steps),
                name=name,
                count=count,
                mine=len(a_steps),
            )
        for i, (a, b) in enumerate(zip(a_steps, b_steps, strict=True)):
            problem = _same_step(a, b, f"{name}[{i}] state", after)
            if problem:
                return problem
    return None


def _same_step(mine: Step[Any], theirs: Step[Any], where: str, after: str) -> str | None:
    if mine.state != theirs.state:
        path, a, b = _first_difference(plain.dump(mine.state), plain.dump(theirs.state), where)
        return say(
            "{path} is {theirs} in the file, but {mine} {after} (by replay).",
            path=path,
            theirs=_show(b),
            mine=_show(a),
            after=after,
        )
    if mine.dice != theirs.dice:
        return say(
            "the dice saved with {where} are not where replay leaves them.",
            where=where.removesuffix(" state"),
        )
    if (mine.label, mine.barrier) != (theirs.label, theirs.barrier):
        return say(
            "the undo label or barrier of {where} is not the replay's.",
            where=where.removesuffix(" state"),
        )
    return None


def _first_difference(a: Any, b: Any, where: str) -> tuple[str, Any, Any]:
    """The path of the first place two dumped values differ, and the values there."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in [*a, *(k for k in b if k not in a)]:
            if a.get(key) != b.get(key):
                return _first_difference(a.get(key), b.get(key), f"{where}.{key}")
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            if x != y:
                return _first_difference(x, y, f"{where}[{i}]")
    return where, a, b


def entry_name(entry: LogEntry) -> str:
    return entry.what[:60] or "?"


def _show(value: Any) -> str:
    if value is None:
        return term("nothing")
    text = repr(value) if not isinstance(value, (int, float)) else str(value)
    return text if len(text) <= 60 else text[:57] + "..."
