"""A player's notes: a line of their own on any entry of the log ("the Guard arrives early").

Notes are the player's, not the game's: they sit in the save beside the log, in a `[notes]`
table of entry numbers and texts, outside the hash chain and the undo history, so writing or
changing one never changes what `tabletop verify` replays or proves, and undo and redo leave
them as they are (undo appends an entry; the noted one stays in the log).

They are not the `notes` action some games have (`tabletop act s.toml notes --text ...`):
that one is an action of the game, logged and chained, so it can only be taken now and says
something at the moment it is taken. A player's note is written afterwards, on an entry
already chained, and rewriting the chain for it would break every head hash noted down.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.core.errors import RuleError, SaveError
from tabletop.core.i18n import say

MAX_NOTE = 500
"""Longest note, in characters: a few sentences (a save's texts are capped far above it,
session/limits.py `MAX_TEXT`)."""
MAX_NOTES = 5_000
"""Most notes one save holds (one on every entry of a long game would be far fewer)."""


def note_problem(text: str, quoted: bool = False) -> str:
    """Why `text` cannot be a note, in one sentence ("" when it can); `quoted`: as it is
    quoted after a colon (in lower case)."""
    if len(text) > MAX_NOTE:
        if quoted:
            return say(
                "a note holds at most {most} characters; this one has {n:,}: shorten it.",
                most=MAX_NOTE,
                n=len(text),
            )
        return say(
            "A note holds at most {most} characters; this one has {n:,}: shorten it.",
            most=MAX_NOTE,
            n=len(text),
        )
    if any(ord(c) < 32 or ord(c) == 127 for c in text):
        if quoted:
            return say("a note is one line of plain text: leave out line breaks and tabs.")
        return say("A note is one line of plain text: leave out line breaks and tabs.")
    return ""


def set_note(notes: Mapping[int, str], entry: int, text: str, count: int) -> dict[int, str]:
    """`notes` with `text` on entry `entry` (an empty text removes the note); RuleError
    in one sentence for an entry the log does not hold or a text that cannot be a note."""
    if not 1 <= entry <= count:
        raise RuleError(
            say(
                "There is no entry {entry} to note: the log holds entries 1 to {count}.",
                entry=entry,
                count=count,
            )
            if count
            else say("The log holds no entry yet to write a note on.")
        )
    text = text.strip()
    problem = note_problem(text)
    if problem:
        raise RuleError(problem)
    out = dict(notes)
    if text:
        out[entry] = text
    else:
        out.pop(entry, None)
    return dict(sorted(out.items()))


def notes_data(notes: Mapping[int, str]) -> dict[str, str]:
    """The notes as the save's `[notes]` table (TOML keys are text)."""
    return {str(entry): text for entry, text in sorted(notes.items())}


def read_notes(data: Mapping[str, Any], count: int) -> dict[int, str]:
    """The save's `[notes]` table, checked; SaveError names the field that is wrong."""
    raw = data.get("notes", {})
    if not isinstance(raw, dict):
        raise SaveError(say("field 'notes' should be a table of entry numbers and their notes"))
    if len(raw) > MAX_NOTES:
        raise SaveError(
            say("field 'notes' holds more than {most:,} notes, which no save has", most=MAX_NOTES)
        )
    out: dict[int, str] = {}
    for key, text in raw.items():
        where = f"notes.{key}"
        if not (key.isascii() and key.isdigit()) or not 1 <= int(key) <= count:
            raise SaveError(
                say(
                    "field '{where}' names no entry of the log (1 to {count})",
                    where=where,
                    count=count,
                )
            )
        if not isinstance(text, str):
            raise SaveError(say("field '{where}' should be text", where=where))
        problem = note_problem(text, quoted=True)
        if problem:
            raise SaveError(say("field '{where}': {problem}", where=where, problem=problem))
        out[int(key)] = text
    return dict(sorted(out.items()))


def kept_notes(raw: Any, count: int) -> dict[int, str]:
    """The notes of a damaged save that can be kept with its first `count` entries (a note
    that does not read, or is on an entry not kept, is left out; `recover.py`)."""
    if not isinstance(raw, dict):
        return {}
    out: dict[int, str] = {}
    for key, text in list(raw.items())[:MAX_NOTES]:
        if not (isinstance(key, str) and key.isascii() and key.isdigit()):
            continue
        if isinstance(text, str) and 1 <= int(key) <= count and not note_problem(text):
            out[int(key)] = text
    return dict(sorted(out.items()))
