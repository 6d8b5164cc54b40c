"""Limits checked before a save is parsed, so no file can freeze or exhaust the app.

Python's TOML reader is quadratic in the parts of one dotted key, recurses once per level
of nesting and turns any run of digits into an integer; a save never needs any of that. The
checks below run at C speed over the raw bytes, and the numbers are far above any real
session (`scripts/reliability` measures the largest): a file that passes them parses in
well under a second and 200 MB.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

from tabletop.core.errors import SaveError, message_of
from tabletop.core.files import ReadRefused, Stamp, read_capped
from tabletop.core.i18n import Said, say

MAX_BYTES = 8 * 1024 * 1024
"""Largest save read: a 5,000-entry session is about 1.5 MB."""
MAX_LINE = 20_000
"""Longest line besides the log's: the longest text field, quoted (real lines stay under 500
characters)."""
MAX_ENTRY_LINE = 1_000_000
"""Longest line of the log: one entry, read by the C JSON reader (a 200-unit scenario's
set-up is about 30,000 characters; the file's size bounds the rest)."""
MAX_FIELD_ITEMS = 10_000
"""Most items of one list or table inside a log entry's fields (a scenario's units)."""
MAX_TEXT = 4_000
"""Longest text value of any field (a log result or a label: real ones stay under 400)."""
MAX_TOML_LINES = 20_000
"""Most lines besides the log's (a long card game with a full undo history has under 10,000)."""
MAX_ENTRIES = 50_000
"""Most log entries (the size limit allows about 18,000 as the app writes them)."""
LOG_OPENS = "\nlog = '''\n"
MAX_ITEMS = 100_000
"""Most keys and values besides the log's, counted as the commas, equals signs and dots that
part them (a long card game with a full undo history has about 8,000): Python's TOML reader
takes 2 to 4 microseconds and up to 100 bytes for each, so 8 MB of `1,` took 10 s and 224 MB,
and each part of a dotted key costs it more than the one before."""
MAX_KEY_PARTS = 10
"""Most parts of one dotted key or table name (the format uses at most 9)."""
MAX_DEPTH = 16
"""Deepest nesting of arrays and tables the format needs (it uses at most 8), in the TOML
and in a log entry's fields alike (a command card kept during play nests 8 deep)."""

_SEGMENT = r"""(?:[A-Za-z0-9_-]+|"(?:[^"\\\n]|\\.)*"|'[^'\n]*')"""
# A key starts a line (after `[` or `[[` for a table), or follows `{` or `,` in an inline table.
_LONG_KEY = re.compile(
    rf"(?:^|[{{,])[ \t\[]*(?:{_SEGMENT}[ \t]*\.[ \t]*){{{MAX_KEY_PARTS},}}", re.MULTILINE
)


def read_limited(path: Path) -> bytes:
    """The file's bytes, refusing one larger than any save (without reading it all)."""
    return read_stamped(path)[0]


def read_stamped(path: Path) -> tuple[bytes, Stamp]:
    """The file's bytes and its stamp as they were read (`core.files.stamp`)."""
    name = path.name
    try:  # a regular file only, never more than a save's limit (a pipe, /dev/zero: at once)
        raw, read = read_capped(path, MAX_BYTES)
    except ReadRefused as exc:
        raise SaveError(message_of(exc)) from None
    if not raw.strip():
        raise SaveError(say("{path} is empty, so it is not a save.", path=str(path)))
    if len(raw) > MAX_BYTES:
        raise SaveError(
            say(
                "{name} is larger than {most} MB, far larger than any session, so it is not "
                "opened.",
                name=name,
                most=MAX_BYTES // (1024 * 1024),
            )
        )
    return raw, read


def _unreadable(name: str, error: str) -> Said:
    """Where a save stops reading as TOML, in the reader's words: the parser's own message
    is English and a programmer's ("Expected '=' after a key in a key/value pair")."""
    at = re.search(r"\(at line (\d+), column \d+\)$", error)
    if at is not None:
        return say(
            "{name} is damaged or cut short: it cannot be read from line {line} on.",
            name=name,
            line=int(at.group(1)),
        )
    return say("{name} is damaged or cut short: it ends in the middle of a value.", name=name)


BOM = b"\xef\xbb\xbf"
"""UTF-8's byte-order mark."""


def parse_limited(raw: bytes, name: str) -> dict[str, Any]:
    """Parse the bytes of a save as TOML once they pass every limit; SaveError otherwise."""
    # A text editor (Windows Notepad) may put a byte-order mark before a save it wrote back;
    # TOML has none, and the save reads the same without it.
    raw = raw.removeprefix(BOM)
    if b"\0" in raw:
        raise SaveError(say("{name} is not a text file, so it is not a save.", name=name))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(say("{name} is not a text file, so it is not a save.", name=name)) from None
    start, end = _log_span(text)
    problem = text_problem(text, start, end)
    if problem:
        raise SaveError(say("{name} {problem}, which no save has.", name=name, problem=problem))
    try:
        data = _parse_log_apart(raw, text, start) or tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise SaveError(_unreadable(name, str(exc))) from None
    except RecursionError:
        raise SaveError(
            say("{name} nests lists or tables deeper than any save does.", name=name)
        ) from None
    except ValueError:  # an integer of thousands of digits
        raise SaveError(
            say("{name} holds a number longer than any save does.", name=name)
        ) from None
    problem = data_problem(data, 0)
    if problem:
        raise SaveError(say("{name} {problem}, which no save holds.", name=name, problem=problem))
    return data


def text_problem(text: str, start: int, end: int) -> str | None:
    """What in a save's text passes a limit the reader keeps before it parses (`start` and
    `end`: where the log's string is, `_log_span`), as a phrase ("has more than 20,000 lines
    besides its log"); None when it passes them all. The reader refuses a file with it, and
    the writer an action that would make one (`SaveText.check`): one set of limits."""
    # The log's lines sit in one string the TOML reader finds in one search; every other
    # line costs it tens of microseconds, so those are counted before it starts.
    log_lines = text.count("\n", start, end) if start >= 0 and end >= 0 else 0
    if text.count("\n") - log_lines > MAX_TOML_LINES:
        return say("has more than {most:,} lines besides its log", most=MAX_TOML_LINES)
    if _items(text, start, end) > MAX_ITEMS:
        return say("holds more than {most:,} keys and values besides its log", most=MAX_ITEMS)
    if log_lines > MAX_ENTRIES:
        return say("has more than {most:,} log entries", most=MAX_ENTRIES)
    spans = ((0, start), (end, len(text))) if start >= 0 and end >= 0 else ((0, len(text)),)
    for a, b in spans:
        lines = text[a:b].split("\n")
        if max(map(len, lines)) > MAX_LINE:
            return say("has a line longer than {most:,} characters", most=MAX_LINE)
        for line in lines:
            if line.count(".") >= MAX_KEY_PARTS - 1 and _LONG_KEY.search(line):
                return say("has a dotted name of more than {most} parts", most=MAX_KEY_PARTS)
    if start >= 0 and end >= 0 and text.count("\n", start, end):
        longest = max(map(len, text[start:end].split("\n")))
        if longest > MAX_ENTRY_LINE:
            return say("has a log entry longer than {most:,} characters", most=MAX_ENTRY_LINE)
    return None


def _log_span(text: str) -> tuple[int, int]:
    """Where the log's string starts and ends, as the TOML reader will read it: only a log
    that no multi-line string before it may swallow, ending at the first three quotes (a
    string cannot hold more); (-1, -1) otherwise, and then every line and value counts."""
    start = text.find(LOG_OPENS)
    if start < 0 or _LITERAL in text[:start] or _BASIC in text[:start]:
        return -1, -1
    end = text.find(_LITERAL, start + len(LOG_OPENS))
    return (start, end) if end >= 0 else (-1, -1)


def _items(text: str, start: int, end: int) -> int:
    """The commas, equals signs and dots outside the log's lines (at C speed): at least one
    per value of an array, key of a table or part of a dotted key, however they are laid out."""
    spans = ((0, start), (end, len(text))) if start >= 0 else ((0, len(text)),)
    return sum(text.count(mark, a, b) for a, b in spans for mark in ",=.")


_NOT_IN_A_SAVE = bytes([*range(0, 9), *range(11, 32), 127])
"""Control characters (a tab and a line end aside) that no TOML text holds raw; a CR too,
which a CRLF file holds (the TOML reader then reads it all)."""
_KEEP = bytes(b for b in range(256) if b not in _NOT_IN_A_SAVE)
_TABLE_HEADER = re.compile(r"^[ \t]*\[", re.MULTILINE)
_LITERAL = "'" * 3
_BASIC = '"' * 3


def _parse_log_apart(raw: bytes, text: str, start: int) -> dict[str, Any] | None:
    """The save parsed with its log's string cut out and put back whole, when the log is
    laid out as the app writes it; None otherwise (the TOML reader then reads it all).

    The reader checks each character of a 2 MB string for control characters through a
    Python set: a fifth of opening a 5,000-entry save (issue 13). Here one pass over the
    bytes at C speed does. The result is what `tomllib` gives for the whole text: nothing
    before the log opens a multi-line string or a table, so the log is a key of the
    document itself; it ends at the first three quotes, which must end a line; and the
    file holds no character a literal string refuses."""
    if start < 0 or raw.translate(None, _KEEP):
        return None
    head = text[:start]
    if _LITERAL in head or _BASIC in head or _TABLE_HEADER.search(head):
        return None
    body = start + len(LOG_OPENS)
    close = text.find(_LITERAL, body)
    if close < 0 or text[close - 1] != "\n" or text[close + 3 : close + 4] not in ("\n", ""):
        return None
    try:
        data = tomllib.loads(f'{head}\nlog = ""{text[close + 3 :]}')
    except (tomllib.TOMLDecodeError, RecursionError, ValueError):
        return None  # the reader, reading it all, tells what is wrong and where
    if data.get("log") != "":
        return None
    data["log"] = text[body:close]
    return data


def data_problem(value: Any, depth: int = 0) -> str | None:
    """What in the parsed data passes a limit: nesting, a text or a number too long."""
    if depth > MAX_DEPTH:
        return say("nests lists or tables more than {most} deep", most=MAX_DEPTH)
    if isinstance(value, str):
        if len(value) > MAX_TEXT:
            return say("has a text of {n:,} characters", n=len(value))
        return None
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        if not -(1 << 63) <= value < 1 << 64:
            return say("has a number outside the 64-bit range")
        return None
    if isinstance(value, dict):
        for key, item in value.items():
            if depth == 0 and key == "log" and isinstance(item, str):
                continue  # the log's lines: each checked as it is read (session/logfile.py)
            if len(key) > MAX_TEXT:
                return say("has a name of {n:,} characters", n=len(key))
            if isinstance(item, (dict, list, str, int)):
                problem = data_problem(item, depth + 1)
                if problem:
                    return problem
        return None
    if isinstance(value, list):
        for item in value:
            if isinstance(item, (dict, list, str, int)):
                problem = data_problem(item, depth + 1)
                if problem:
                    return problem
    return None
