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

MAX_NOTE = 500
"""Longest note, in characters: a few sentences (a save's texts are capped far above it,
session/limits.py `MAX_TEXT`)."""
MAX_NOTES = 5_000
"""Most notes one save holds (one on every entry of a long game would be far fewer)."""


def note_problem(text: str) -> str:
    """Why `text` cannot be a note, in one sentence ("" when it can)."""
    if len(text) > MAX_NOTE:
        return (
            f"A note holds at most {MAX_NOTE} characters; this one has {len(text):,}: shorten it."
        )
    if any(ord(c) < 32 or ord(c) == 127 for c in text):
        return "A note is one line of plain text: leave out line breaks and tabs."
    return ""


def set_note(notes: Mapping[int, str], entry: int, text: str, count: int) -> dict[int, str]:
    """`notes` with `text` on entry `entry` (an empty text removes the note); RuleError
    in one sentence for an entry the log does not hold or a text that cannot be a note."""
    if not 1 <= entry <= count:
        raise RuleError(
            f"There is no entry {entry} to note: the log holds entries 1 to {count}."
            if count
            else "The log holds no entry yet to write a note on."
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
        raise SaveError("field 'notes' should be a table of entry numbers and their notes")
    if len(raw) > MAX_NOTES:
        raise SaveError(f"field 'notes' holds more than {MAX_NOTES:,} notes, which no save has")
    out: dict[int, str] = {}
    for key, text in raw.items():
        where = f"notes.{key}"
        if not (key.isascii() and key.isdigit()) or not 1 <= int(key) <= count:
            raise SaveError(f"field '{where}' names no entry of the log (1 to {count})")
        if not isinstance(text, str):
            raise SaveError(f"field '{where}' should be text")
        problem = note_problem(text)
        if problem:
            raise SaveError(f"field '{where}': {problem[0].lower()}{problem[1:]}")
        out[int(key)] = text
    return dict(sorted(out.items()))
