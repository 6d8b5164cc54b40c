"""A session as a save's text: one serializer, with the text of what never changes kept.

Old log entries and old undo steps never change, so the text of each is made once per save
file and kept: the log as one block new lines are appended to, each undo step as its own
`[[history.past]]` text. A click at entry 5,000 writes the same bytes a whole dump would,
without serializing 4,999 entries or 199 steps again (issue 13). The file stays one TOML
document `tomllib` reads; the log's string comes before the tables.

The undo history is walked once (`SaveText.steps`): its tables give the data (`data`), and
their text gives the file (`chunks`).

Whatever it writes opens again (issue 31): `chunks` checks what it made against the limits
the save is read with (`limits.text_problem`, `limits.data_problem`, each new log line read
back by the log's reader), and raises `WouldNotOpen` before anything is written; the session
then refuses the change that would have made it.
"""

from __future__ import annotations

from typing import Any, NamedTuple, Protocol

import tomli_w

from tabletop.core import plain
from tabletop.core.data import data_version
from tabletop.core.errors import SaveError
from tabletop.core.history import History, Step
from tabletop.core.i18n import say
from tabletop.core.layer import Printed
from tabletop.core.log import Log, LogEntry
from tabletop.core.patch import diff
from tabletop.games.base import GameInfo
from tabletop.session import limits
from tabletop.session.carried import printed_data
from tabletop.session.logfile import CLOSE, OPEN, entry_line, lines_problem
from tabletop.session.notes import notes_data

FORMAT = "austerlitz-tabletop session"
SCHEMA = 3
"""2: every log entry says how it replays (`LogEntry.step`). A schema-1 save still opens and
plays on, but its older entries can only be chain-checked, not replayed.
3: the save carries the owner's printed data it was played on (`[printed]`, session/carried.py),
so it replays on any machine. A schema-2 save takes this folder's owner data on opening."""

_MASK = (1 << 64) - 1


class WouldNotOpen(SaveError):
    """What a save was about to hold would pass a limit it is read with: nothing written."""


def _would_not_open(problem: str) -> WouldNotOpen:
    return WouldNotOpen(say("the save would not open again: it {problem}", problem=problem))


class Saved(Protocol):
    """What a save holds of a session (a `Session` is one)."""

    game: GameInfo[Any]
    history: History[Any]
    log: Log
    seed: int
    created: str
    options: dict[str, Any]
    printed: Printed
    printed_start: Printed
    printed_note: str
    notes: dict[int, str]


class _Step(NamedTuple):
    """An undo or redo step as saved, kept while the step and its neighbour stay."""

    step: Step[Any]
    neighbour: Step[Any]
    table: dict[str, Any]
    """Its label, barrier and dice, and its state as the difference from its neighbour's."""
    inline: str | None
    """Its line in an inline array (None when tomli-w would not inline it)."""
    text: str
    """Its `[[history.KIND]]` text with its sub-tables."""


_StepKey = tuple[int, int, str]


class SaveText:
    """The serializer of one save file, with the text it made last time kept."""

    def __init__(self) -> None:
        self._log = bytearray()
        self._log_count = 0
        self._log_last: LogEntry | None = None
        self._steps: dict[_StepKey, _Step] = {}
        self._states: dict[int, tuple[Any, Any]] = {}
        """The present's state, dumped: the next click's new step is diffed against it."""
        self._made: list[dict[str, Any]] = []
        """The undo steps' tables made by the last `steps`, not yet checked (`_check`)."""

    def data(
        self, game: Saved, *, with_log: bool = True, with_history: bool = True
    ) -> dict[str, Any]:
        """The whole session as TOML-ready data (`with_log=False`: all but the log's entries;
        `with_history=False`: all but the undo steps)."""
        history = game.history
        data = {
            "format": FORMAT,
            "schema": SCHEMA,
            "game": game.game.id,
            "data_version": data_version(game.game.id),
            "created": game.created,
            "seed": f"{game.seed & _MASK:x}",  # the Dice use the seed modulo 2**64 too
            "options": plain.dump(game.options),
            "dice": f"{history.present.dice:x}",
            "state": plain.dump(history.present.state),
            "step": _step_meta(history.present),
            "log_count": len(game.log),
            "log_head": game.log.head,
            "printed_hash": game.printed.hash,
            "printed": printed_data(game.printed_start, game.printed_note),
        }
        if game.notes:  # the player's, outside the chain: a save without any has no table
            data["notes"] = notes_data(game.notes)
        if with_history:
            past, future = self.steps(game)
            data["history"] = {
                "past": [s.table for s in past],
                "future": [s.table for s in future],
            }
        if with_log:
            data["log"] = [plain.dump(e) for e in game.log.entries]
        return data

    def chunks(self, game: Saved) -> list[bytes | bytearray]:
        """The save's text in pieces: the scalars, the log, then the tables.

        The log's block is written as it is, never copied: the caller writes it before the
        next change appends to it."""
        data = self.data(game, with_log=False, with_history=False)
        scalars = {k: v for k, v in data.items() if not isinstance(v, dict)}
        tables = {k: v for k, v in data.items() if isinstance(v, dict)}
        entries = game.log.entries
        if len(entries) > limits.MAX_ENTRIES:
            raise _would_not_open(
                say("has more than {most:,} log entries", most=limits.MAX_ENTRIES)
            )
        head = tomli_w.dumps(scalars).encode()
        block = self._log_block(entries)
        self._made = []
        past, future = self.steps(game)
        tail = [b"\n", tomli_w.dumps(tables).encode(), *_history_text(past, future)]
        self._check(data, head, len(block), tail)
        return [head, OPEN, block, CLOSE, *tail]

    def _check(self, data: dict[str, Any], head: bytes, log_size: int, tail: list[bytes]) -> None:
        """WouldNotOpen when the save's text or data would pass a limit it is read with
        (the log's lines were each read back as they were made, `_log_block`)."""
        size = len(head) + len(OPEN) + log_size + len(CLOSE) + sum(map(len, tail))
        if size > limits.MAX_BYTES:
            raise _would_not_open(
                say("is larger than {most} MB", most=limits.MAX_BYTES // (1024 * 1024))
            )
        text = b"".join((head, OPEN, CLOSE, *tail)).decode()
        start = text.find(limits.LOG_OPENS)
        problem = limits.text_problem(text, start, start + len(limits.LOG_OPENS))
        problem = problem or limits.data_problem(data)
        for table in self._made:  # the undo steps made now; those kept were checked
            problem = problem or limits.data_problem(table, 3)
        if problem:
            raise _would_not_open(problem)

    def _log_block(self, entries: tuple[LogEntry, ...]) -> bytearray:
        """Every entry's line; only lines not made before are made."""
        done = self._log_count
        if done > len(entries) or (done and entries[done - 1] is not self._log_last):
            self._log, done = bytearray(), 0  # another log: start again
        new = b"".join(entry_line(entry) for entry in entries[done:])
        if new:
            # Each new line as the log's reader will read it: no entry is written that its
            # save could not open again (a command card kept during play, issue 31).
            if max(map(len, new.split(b"\n"))) > limits.MAX_ENTRY_LINE:
                raise _would_not_open(
                    say(
                        "has a log entry longer than {most:,} characters",
                        most=limits.MAX_ENTRY_LINE,
                    )
                )
            problem = lines_problem(new, done + 1)
            if problem:
                raise WouldNotOpen(say("the save would not open again: {problem}", problem=problem))
        self._log += new
        self._log_count = len(entries)
        self._log_last = entries[-1] if entries else None
        return self._log

    def steps(self, game: Saved) -> tuple[list[_Step], list[_Step]]:
        """The undo and redo steps, oldest first, each stored as its difference from the step
        next to it towards the present, so its text changes only when that neighbour does."""
        history = game.history
        fresh: dict[_StepKey, _Step] = {}
        states: dict[int, tuple[Any, Any]] = {}

        def dumped(step: Step[Any]) -> Any:
            # States are shared between steps (a roll leaves the state as it was) and,
            # through the last save's, between saves: each distinct one dumped once.
            key = id(step.state)
            hit = states.get(key) or self._states.get(key)
            if hit is None or hit[0] is not step.state:
                hit = (step.state, plain.dump(step.state))
            states[key] = hit
            return hit[1]

        def chain(steps: tuple[Step[Any], ...], kind: str) -> list[_Step]:
            out, neighbour = [], history.present
            for step in steps:
                key = (id(step), id(neighbour), kind)
                hit = self._steps.get(key)
                if hit is None or hit.step is not step or hit.neighbour is not neighbour:
                    change = diff(dumped(neighbour), dumped(step)) or {"keys": {}}
                    table = {**_step_meta(step), "dice": f"{step.dice:x}", "change": change}
                    hit = _Step(step, neighbour, table, *_item_texts(f"history.{kind}", table))
                    self._made.append(table)
                fresh[key] = hit
                out.append(hit)
                neighbour = step
            return out

        past = chain(tuple(reversed(history.past)), "past")[::-1]
        future = chain(history.future, "future")
        self._steps = fresh
        present = history.present.state
        self._states = {k: v for k, v in states.items() if v[0] is present}
        return past, future


def _step_meta(step: Step[Any]) -> dict[str, Any]:
    return {"label": step.label, "barrier": step.barrier}


def _history_text(past: list[_Step], future: list[_Step]) -> list[bytes]:
    """The `[history]` table as text, byte for byte what tomli-w makes of it whole."""
    # As tomli-w lays a table out: a list of small tables inline, else an array of tables.
    literals: list[str] = []
    tables: list[str] = []
    for kind, items in (("past", past), ("future", future)):
        if not items:
            literals.append(f"{kind} = []\n")
        elif all(item.inline is not None for item in items):
            literals.append(f"{kind} = [\n{''.join(item.inline or '' for item in items)}]\n")
        else:
            tables.extend(item.text for item in items)
    parts = ["\n"]
    if literals:
        parts += ["[history]\n", *literals, *("\n" + text for text in tables)]
    else:
        parts += [tables[0], *("\n" + text for text in tables[1:])]
    return [text.encode() for text in parts]


def _item_texts(name: str, table: dict[str, Any]) -> tuple[str | None, str]:
    """`table` as an item of the array `name`: its inline line (None when tomli-w would not
    inline it) and its `[[name]]` text with its sub-tables, so items can be made apart."""
    one = tomli_w.dumps({"h": [table]})
    inline = one[len("h = [\n") : -len("]\n")] if one.startswith("h = [\n") else None
    text = tomli_w.dumps({"h": table})  # "[h]\n" then its keys, then "[h.sub]" tables
    if not text.startswith("[h]\n"):
        raise ValueError("an undo step is written with its label")
    # A header is the only line that starts with "[" (strings are one line, arrays indent).
    text = text.replace("\n[h.", f"\n[{name}.").replace("\n[[h.", f"\n[[{name}.")
    return inline, f"[[{name}]]\n{text[4:]}"
