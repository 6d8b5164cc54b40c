"""How a save holds its log: one line per entry, inside one TOML literal string.

    log = '''
    <sha-256 of the entry> {"case":"","dice":"1d6",...,"seq":1,...}
    '''

Each line is the entry's hash, a space, and the very text that hash was taken over (the
canonical JSON of `LogEntry.body`, with `'` written `\\u0027` so the TOML string stays
whole). Why not an array of TOML tables, as saves of schema 1 had: Python's TOML reader takes
about 0.1 ms per table it parses, so a 5,000-entry log took seconds to open, while one
literal string is found by a single search and each line is read by the C JSON reader; and
since a line is the hashed text itself, checking the chain needs no serializing again. The
file is still one TOML document that `tomllib` reads, an entry per line a person can read.
A log written as an array of tables (an older save, or one edited by hand) reads too.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Sequence
from typing import Any, NamedTuple

from tabletop.core import plain
from tabletop.core.dice import DiceSpec
from tabletop.core.errors import SaveError, TabletopError, message_of
from tabletop.core.i18n import say
from tabletop.core.log import LogEntry, canonical, is_text, verify
from tabletop.session import limits

OPEN = b"log = '''\n"
CLOSE = b"'''\n"
_QUOTE = "\\u0027"

_TYPES: dict[str, type] = {
    "seq": int,
    "time": str,
    "side": str,
    "what": str,
    "inputs": dict,
    "modifiers": dict,
    "natural": int,
    "modified": int,
    "dice": str,
    "typed": bool,
    "result": str,
    "case": str,
    "step": str,
    "resolver": str,
    "given": dict,
    "typed_roll": str,
    "label": str,
    "moments": dict,
    "said": list,
    "inputs_said": dict,
    "prev": str,
}
_DEFAULTS = {
    f.name: f.default for f in dataclasses.fields(LogEntry) if f.default is not dataclasses.MISSING
}


class LogTampered(SaveError):
    """The save reads, but its log's hash chain is broken: an entry was changed or removed."""


_REQUIRED = frozenset({"seq", "time", "side", "what"})
_DECODE = json.JSONDecoder().raw_decode


def entry_line(entry: LogEntry) -> bytes:
    """One entry as its line in the save."""
    return f"{entry.hash} {canonical(entry.body()).replace(chr(39), _QUOTE)}\n".encode()


def read_log(raw: Any, count: int, head: str) -> tuple[LogEntry, ...]:
    """The entries of a save's `log` field, their chain checked against the count and head.

    Raises LogTampered when the chain is broken, SaveError when the field is malformed."""
    if isinstance(raw, list):
        entries = tuple(plain.load(LogEntry, e, f"log[{i}]") for i, e in enumerate(raw))
        problem = verify(entries, count, head)
    elif isinstance(raw, str):
        entries, digests = _lines(raw)
        problem = verify(entries, count, head, digests)
    else:
        raise SaveError(say("field 'log' should be the log's lines"))
    if problem:
        raise LogTampered(problem)
    _rolls_possible(entries)
    return entries


def _rolls_possible(entries: Sequence[LogEntry]) -> None:
    """Every natural roll is one its dice can show (a rehashed log may hold a 99 on 1d6)."""
    ranges: dict[str, tuple[int, int] | None] = {}
    for entry in entries:
        if entry.natural is None or not entry.dice:
            continue
        if entry.dice not in ranges:
            ranges[entry.dice] = _bounds(entry.dice)
        bounds = ranges[entry.dice]
        if bounds is not None and not bounds[0] <= entry.natural <= bounds[1]:
            raise SaveError(
                say(
                    "log entry {seq} ({what}) holds a roll of {natural} on {dice}, which those "
                    "dice cannot show",
                    seq=entry.seq,
                    what=entry.what[:60],
                    natural=entry.natural,
                    dice=entry.dice,
                )
            )


def _bounds(dice: str) -> tuple[int, int] | None:
    """Lowest and highest total of a dice text ("2d6"; "3x1d6": three throws, read apart)."""
    throws, _, spec_text = dice.rpartition("x")
    try:
        spec = DiceSpec.parse(spec_text)
        times = int(throws) if throws else 1
    except (TabletopError, ValueError):
        return None
    return spec.count, spec.count * spec.sides * times


def lines_problem(block: bytes | bytearray, first: int) -> str | None:
    """Why the reader would refuse these new lines of a log (`first`: the number of the
    first in the file), in its own sentence; None when they read. The writer asks before
    an entry is kept, so no entry is logged that its save could not open again."""
    try:
        _lines(bytes(block).decode(), first)
    except SaveError as exc:
        return message_of(exc)
    return None


def _lines(text: str, first: int = 1) -> tuple[tuple[LogEntry, ...], list[str]]:
    entries: list[LogEntry] = []
    digests: list[str] = []
    for number, line in enumerate(text.split("\n"), start=first):
        line = line.rstrip("\r")
        if not line:
            continue
        where = f"log line {number}"
        stored, _, body = line.partition(" ")
        try:
            # The decoder's own step, without json.loads' checks around it: a line the app
            # wrote is one JSON object and nothing else; any other is read by json.loads.
            fields, end = _DECODE(body)
            if end != len(body):
                fields = json.loads(body)
        except (ValueError, RecursionError):
            try:
                fields = json.loads(body)
            except (ValueError, RecursionError):
                raise SaveError(
                    say(
                        "{where} is not an entry the app wrote (it does not read)",
                        where=_place(where),
                    )
                ) from None
        if not isinstance(fields, dict):
            raise SaveError(
                say("{where} is not an entry the app wrote (it does not read)", where=_place(where))
            )
        if not is_text(body, fields):
            raise SaveError(
                say("{where} holds a text with a broken character (not UTF-8)", where=_place(where))
            )
        if _QUOTE in body:  # an apostrophe was written escaped: hash the canonical text
            body = canonical(fields)
        entries.append(_entry(fields, stored, where))
        digests.append(hashlib.sha256(body.encode()).hexdigest())
    return tuple(entries), digests


class _Shape(NamedTuple):
    """What a line with these fields, in this order, must hold (worked out once per order:
    every line the app writes has its fields sorted, and most share a handful of orders)."""

    types: tuple[type, ...]
    ints: tuple[str, ...]
    tables: tuple[str, ...]


_SHAPES: dict[tuple[str, ...], _Shape | None] = {}
_KEEP_SHAPES = 256


def _shape(names: tuple[str, ...]) -> _Shape | None:
    """The shape of a line with these fields; None when one is unknown or one needed missing."""
    if not set(names) <= _TYPES.keys() or not set(names) >= _REQUIRED:
        return None
    ints = tuple(n for n in names if _TYPES[n] is int)
    tables = tuple(n for n in names if _TYPES[n] is dict)
    return _Shape(tuple(_TYPES[n] for n in names), ints, tables)


def _entry(fields: dict[str, Any], stored: str, where: str) -> LogEntry:
    """A log entry from its line's fields, each checked for its type and size."""
    names = tuple(fields)
    if names in _SHAPES:
        shape = _SHAPES[names]
    else:
        shape = _shape(names)
        if len(_SHAPES) < _KEEP_SHAPES:  # a hand-edited save may shuffle every line
            _SHAPES[names] = shape
    fits = (
        shape is not None
        and tuple(map(type, fields.values())) == shape.types
        and all(-(1 << 31) < fields[name] < 1 << 31 for name in shape.ints)
        and all(not fields[name] or _plain_enough(fields[name], 0) for name in shape.tables)
    )
    if not fits:
        _check_each(fields, where)  # names the first field that is wrong
    modifiers = fields.get("modifiers")
    if modifiers and any(type(v) is not int for v in modifiers.values()):
        raise SaveError(
            say("{where}: field 'modifiers' should hold whole numbers", where=_place(where))
        )
    # Built as `dataclasses.replace` would, without running the 19-field __init__ again:
    # every field was checked above.
    entry = object.__new__(LogEntry)
    values = {**_DEFAULTS, "inputs": {}, "modifiers": {}, **fields, "hash": stored}
    object.__setattr__(entry, "__dict__", values)
    return entry


def _check_each(fields: dict[str, Any], where: str) -> None:
    """Raise the sentence for the first field of a line that is unknown, of the wrong type,
    out of range or too big, or for a field needed that is missing."""
    # A text is no longer than its line (limits.MAX_LINE); numbers and tables are checked.
    for name, value in fields.items():
        kind = _TYPES.get(name)
        if kind is None or type(value) is not kind:
            raise SaveError(_wrong(fields, name, where))
        if kind is int and isinstance(value, int):  # (isinstance: for the type checker)
            if not -(1 << 31) < value < 1 << 31:
                raise SaveError(
                    say("{where}: field '{name}' is out of range", where=_place(where), name=name)
                )
        elif kind is dict and value and not _plain_enough(value, 0):
            raise SaveError(
                say(
                    "{where}: field '{name}' holds more than any entry writes",
                    where=_place(where),
                    name=name,
                )
            )
    if not fields.keys() >= _REQUIRED:
        missing = sorted(_REQUIRED - fields.keys())[0]
        raise SaveError(
            say("{where}: field '{missing}' is missing", where=_place(where), missing=missing)
        )


def _wrong(fields: dict[str, Any], name: str, where: str) -> str:
    if name not in _TYPES:
        return say("{where} has an unknown field '{name}'", where=_place(where), name=name[:40])
    return say("{where}: field '{name}' has the wrong type", where=_place(where), name=name)


def _place(where: str) -> str:
    """Where in the log a line is, in the reader's words ("log line 12"): made only for a
    sentence that names it (a 50,000-line log names no line while it is read)."""
    number = where.removeprefix("log line ")
    return say("log line {number}", number=int(number)) if number.isdigit() else where


_SCALARS = (str, int, bool, float)


def _plain_enough(value: Any, depth: int) -> bool:
    """Whether an input value is as small and shallow as a real action's fields (a text's
    length is bounded by its line's)."""
    if (
        isinstance(value, dict)
        and len(value) <= limits.MAX_FIELD_ITEMS
        and all(type(v) in _SCALARS for v in value.values())
    ):
        return True  # the usual entry: a few plain inputs
    if depth > limits.MAX_DEPTH:
        return False
    if isinstance(value, str):
        return len(value) <= limits.MAX_TEXT
    if isinstance(value, dict):
        if any(len(str(k)) > limits.MAX_TEXT for k in value):
            return False
        return len(value) <= limits.MAX_FIELD_ITEMS and all(
            _plain_enough(v, depth + 1) for v in value.values()
        )
    if isinstance(value, list):
        return len(value) <= limits.MAX_FIELD_ITEMS and all(
            _plain_enough(v, depth + 1) for v in value
        )
    if isinstance(value, int) and not isinstance(value, bool):
        return -(1 << 63) <= value < 1 << 64
    return value is None or isinstance(value, (bool, float))


def log_tables(data: dict[str, Any]) -> list[dict[str, Any]]:
    """The save's log as a list of tables (each entry's fields with its hash), put back in
    `data` in that form: for a tool or a test that edits a save's log by hand."""
    raw = data.get("log")
    if isinstance(raw, str):
        entries, _ = _lines(raw)
        data["log"] = [plain.dump(e) for e in entries]
    tables: list[dict[str, Any]] = data.get("log", [])
    return tables


def log_lines(entries: Sequence[LogEntry]) -> list[bytes]:
    """Every entry's line (for a whole write; `saves` keeps them between writes)."""
    return [entry_line(e) for e in entries]
