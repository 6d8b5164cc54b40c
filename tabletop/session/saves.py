"""One session, one TOML file (DESIGN.md principle 6).

Written atomically (temp file, flush, fsync, rename) with the previous version kept as
FILE.bak; read with tomllib and checked field by field. A bad file raises SaveError with one
sentence naming the file and the field, and nothing on disk is touched. No pickle, no eval.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import tomli_w

from tabletop.core import plain
from tabletop.core.data import data_version, using
from tabletop.core.dice import Dice
from tabletop.core.errors import SaveError, TabletopError, one_line
from tabletop.core.files import write_atomic
from tabletop.core.history import LIMIT as HISTORY_LIMIT
from tabletop.core.history import History, Step
from tabletop.core.log import Log, LogEntry
from tabletop.core.patch import diff, patch
from tabletop.games import find_game
from tabletop.games.base import GameInfo
from tabletop.session.carried import carry_owner_data, printed_data, read_printed
from tabletop.session.fields import field, hex_field, list_field
from tabletop.session.limits import parse_limited, read_limited
from tabletop.session.logfile import CLOSE, OPEN, entry_line, read_log

if TYPE_CHECKING:
    from tabletop.session.session import Session

FORMAT = "austerlitz-tabletop session"
SCHEMA = 3
"""2: every log entry says how it replays (`LogEntry.step`). A schema-1 save still opens and
plays on, but its older entries can only be chain-checked, not replayed.
3: the save carries the owner's printed data it was played on (`[printed]`, session/carried.py),
so it replays on any machine. A schema-2 save takes this folder's owner data on opening."""

_MASK = (1 << 64) - 1

# Migrations take the raw data of schema N and return it as schema N + 1.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    1: lambda data: {**data, "schema": 2},
    2: carry_owner_data,
}


class LogTampered(SaveError):
    """The save reads, but its log's hash chain is broken: an entry was changed or removed."""


def session_to_data(
    session: Session, *, with_log: bool = True, with_history: bool = True
) -> dict[str, Any]:
    """The whole session as TOML-ready data (`with_log=False`: all but the log's entries;
    `with_history=False`: all but the undo steps)."""
    history = session.history
    data = {
        "format": FORMAT,
        "schema": SCHEMA,
        "game": session.game.id,
        "data_version": data_version(session.game.id),
        "created": session.created,
        "seed": f"{session.seed & _MASK:x}",  # the Dice use the seed modulo 2**64 too
        "options": plain.dump(session.options),
        "dice": f"{history.present.dice:x}",
        "state": plain.dump(history.present.state),
        "step": _step_meta(history.present),
        "log_count": len(session.log),
        "log_head": session.log.head,
        "printed_hash": session.printed.hash,
        "printed": printed_data(session),
    }
    if with_history:
        data["history"] = _history_data(session)
    if with_log:
        data["log"] = [plain.dump(e) for e in session.log.entries]
    return data


def _history_data(session: Session) -> dict[str, Any]:
    """Undo and redo steps, each stored as its difference from the step next to it."""
    history = session.history
    # States are shared between steps (a roll leaves the state as it was) and between
    # saves: dump each distinct state object once per session.
    dumped = _Dumps(getattr(session, "_dump_cache", {}))

    def chain(steps: tuple[Step[Any], ...]) -> list[dict[str, Any]]:
        out, neighbour = [], history.present
        for step in steps:
            out.append(_step_table(step, dumped(neighbour), dumped(step)))
            neighbour = step
        return out

    past = chain(tuple(reversed(history.past)))[::-1]
    future = chain(history.future)
    session._dump_cache = dumped.new  # type: ignore[attr-defined]
    return {"past": past, "future": future}


class _Dumps:
    """Each distinct state object dumped once: states are shared between steps (a roll
    leaves the state as it was) and, through `old` (the last save's), between saves."""

    def __init__(self, old: dict[int, tuple[Any, Any]]) -> None:
        self.old = old
        self.new: dict[int, tuple[Any, Any]] = {}

    def __call__(self, step: Step[Any]) -> Any:
        key = id(step.state)
        hit = self.new.get(key) or self.old.get(key)
        if hit is None or hit[0] is not step.state:
            hit = (step.state, plain.dump(step.state))
        self.new[key] = hit
        return hit[1]


def _step_table(step: Step[Any], neighbour: Any, data: Any) -> dict[str, Any]:
    """An undo or redo step as saved: its label, barrier and dice, and its state as the
    difference from its neighbour's (`neighbour` and `data` are the dumped states)."""
    change = diff(neighbour, data) or {"keys": {}}
    return {**_step_meta(step), "dice": f"{step.dice:x}", "change": change}


def _step_meta(step: Step[Any]) -> dict[str, Any]:
    return {"label": step.label, "barrier": step.barrier}


def write_session(session: Session, path: Path) -> None:
    """Save atomically: the old file becomes FILE.bak only once the new one is whole."""
    write_atomic(path, session_chunks(session))


def session_chunks(session: Session) -> list[bytes | bytearray]:
    """The save's text in pieces: the scalars, the log, then the tables.

    Old log entries and old undo steps never change, so the text of each is made once per
    session and kept: the log as one block new lines are appended to, each undo step as its
    own `[[history.past]]` text. A click at entry 5,000 writes the same bytes a whole dump
    would, without serializing 4,999 entries or 199 steps again (issue 13). The file stays
    one TOML document `tomllib` reads; the log's string comes before the tables."""
    data = session_to_data(session, with_log=False, with_history=False)
    scalars = {k: v for k, v in data.items() if not isinstance(v, dict)}
    tables = {k: v for k, v in data.items() if isinstance(v, dict)}
    return [
        tomli_w.dumps(scalars).encode(),
        OPEN,
        _log_text(session).block(session.log.entries),
        CLOSE,
        b"\n",
        tomli_w.dumps(tables).encode(),
        *_history_text(session),
    ]


class _LogText:
    """The TOML text of a session's log entries as one block, each line made once."""

    def __init__(self) -> None:
        self.text = bytearray()
        self.count = 0
        self.last: LogEntry | None = None

    def block(self, entries: tuple[LogEntry, ...]) -> bytearray:
        """Every entry's line; only lines not made before are made (written as one block,
        never copied: the caller writes it before the next change appends to it)."""
        done = self.count
        if done > len(entries) or (done and entries[done - 1] is not self.last):
            self.text, done = bytearray(), 0  # another log: start again
        self.text += b"".join(entry_line(entry) for entry in entries[done:])
        self.count = len(entries)
        self.last = entries[-1] if entries else None
        return self.text


def _log_text(session: Session) -> _LogText:
    text: _LogText | None = getattr(session, "_log_text", None)
    if text is None:
        text = _LogText()
        session._log_text = text  # type: ignore[attr-defined]
    return text


_StepKey = tuple[int, int, str]
_StepText = tuple[Any, Any, "str | None", str]  # step, neighbour, inline item, [[item]]


def _history_text(session: Session) -> list[bytes]:
    """The `[history]` table as text, byte for byte what tomli-w makes of it whole, each
    undo or redo step's text made once.

    A step is stored as its difference from its neighbour towards the present, so its text
    changes only when that neighbour does: kept by (step, neighbour) between saves."""
    history = session.history
    cache: dict[_StepKey, _StepText] = getattr(session, "_step_text", {})
    fresh: dict[_StepKey, _StepText] = {}
    dumped = _Dumps(getattr(session, "_dump_cache", {}))

    def chain(steps: tuple[Step[Any], ...], kind: str) -> list[_StepText]:
        out, neighbour = [], history.present
        for step in steps:
            key = (id(step), id(neighbour), kind)
            hit = cache.get(key)
            if hit is None or hit[0] is not step or hit[1] is not neighbour:
                table = _step_table(step, dumped(neighbour), dumped(step))
                hit = (step, neighbour, *_item_texts(f"history.{kind}", table))
            fresh[key] = hit
            out.append(hit)
            neighbour = step
        return out

    chains = {
        "past": chain(tuple(reversed(history.past)), "past")[::-1],
        "future": chain(history.future, "future"),
    }
    session._step_text = fresh  # type: ignore[attr-defined]
    # Only the present's state is kept: the next click's new step is diffed against it.
    session._dump_cache = {  # type: ignore[attr-defined]
        k: v for k, v in dumped.new.items() if v[0] is history.present.state
    }
    # As tomli-w lays a table out: a list of small tables inline, else an array of tables.
    literals: list[str] = []
    tables: list[str] = []
    for kind, items in chains.items():
        if not items:
            literals.append(f"{kind} = []\n")
        elif all(item[2] is not None for item in items):
            literals.append(f"{kind} = [\n{''.join(item[2] or '' for item in items)}]\n")
        else:
            tables.extend(item[3] for item in items)
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


def read_session(path: Path, *, autosave: bool = True) -> Session:
    """Open a save; SaveError says in one sentence what is wrong, naming the field."""
    path = Path(path)
    name = path.name
    data = parse_limited(read_limited(path), name)
    try:
        return session_from_data(data, path=path, autosave=autosave)
    except SaveError as exc:
        raise type(exc)(one_line(f"{name}: {exc}")) from None


def session_from_data(
    data: dict[str, Any], *, path: Path | None = None, autosave: bool = True
) -> Session:
    """Rebuild a session from save data, checking every field."""
    from tabletop.session.session import Session

    if data.get("format") != FORMAT:
        raise SaveError("this is not an Austerlitz Tabletop save (its 'format' field is wrong)")
    schema = field(data, "schema", int)
    if schema > SCHEMA:
        raise SaveError(
            f"it was written by a newer version of the app (schema {schema}; this "
            f"one reads up to {SCHEMA})"
        )
    while schema < SCHEMA:
        if schema not in MIGRATIONS:
            raise SaveError(f"schema {schema} is too old to read")
        data = MIGRATIONS[schema](data)
        schema += 1
    try:
        game = find_game(field(data, "game", str))
    except TabletopError as exc:
        raise SaveError(f"field 'game': {exc}") from None
    entries = read_log(
        data.get("log", []), field(data, "log_count", int), field(data, "log_head", str)
    )
    start, printed, note = read_printed(data, game.id, entries)
    with using(start):
        options = _options(game, plain.load(dict[str, Any], data.get("options", {}), "options"))
    state_type = game.state_type
    hist = field(data, "history", dict)
    present_data = data.get("state")
    raw_past = list_field(hist, "past", "history.past")
    raw_future = list_field(hist, "future", "history.future")
    if len(raw_past) > HISTORY_LIMIT or len(raw_future) > HISTORY_LIMIT:
        raise SaveError(
            f"field 'history' holds more undo or redo steps than the app keeps ({HISTORY_LIMIT})"
        )
    with plain.sharing():
        present = Step(
            plain.load(state_type, present_data, "state"),
            hex_field(data, "dice"),
            *_meta(data.get("step", {}), "step"),
        )
        past = _steps(state_type, present_data, raw_past[::-1], "history.past", len(raw_past))
        future = _steps(state_type, present_data, raw_future, "history.future", 0)
    past = past[::-1]
    checked: set[int] = set()  # a roll leaves the state as it was: check each state once
    with using(printed):
        _check_values(game, present.state, "state", checked)
        for index in range(len(past) - 1, -1, -1):  # outward from the present, as read
            _check_values(game, past[index].state, f"history.past[{index}] state", checked)
        for index, step in enumerate(future):
            _check_values(game, step.state, f"history.future[{index}] state", checked)
    session = Session(
        game,
        History(present, past, future),
        Log(entries),
        seed=hex_field(data, "seed"),
        created=field(data, "created", str),
        path=path,
        options=options,
        autosave=autosave,
        printed=printed,
        printed_start=start,
        follows_owner=autosave,
    )
    session.printed_note = note
    return session


def _options(game: GameInfo[Any], options: dict[str, Any]) -> dict[str, Any]:
    """Session options as the game takes them: each a word, number or yes/no, and the set
    one the game can be set up with (its own option types say which)."""
    for key, value in options.items():
        if type(value) not in (str, int, bool):
            raise SaveError(f"field 'options.{key}' should be a word, a number or true/false")
    try:
        game.new_state(Dice(0), dict(options))
    except TabletopError as exc:
        raise SaveError(f"field 'options': {exc}") from None
    except Exception:  # an option type the game does not check itself
        raise SaveError("field 'options' holds a value this game cannot take") from None
    return options


def _check_values(game: GameInfo[Any], state: Any, where: str, checked: set[int]) -> None:
    """The game's own checks of values; their SaveError is told where in the file it is."""
    if id(state) in checked:
        return
    checked.add(id(state))
    try:
        game.validate(state)
    except TabletopError as exc:
        text = str(exc)
        if where == "state" and text.startswith("state"):
            raise SaveError(text) from None
        # An undo step: name the step, then the field ("history.past[3]: state.turn is 99").
        raise SaveError(f"{where.removesuffix(' state')}: {text}") from None


def _steps(
    state_type: type, present: Any, raws: list[Any], where: str, count_down: int
) -> tuple[Step[Any], ...]:
    """Rebuild steps outward from the present, each patched onto its neighbour."""
    out, neighbour = [], present
    for n, raw in enumerate(raws):
        index = count_down - 1 - n if count_down else n
        label = f"{where}[{index}]"
        if not isinstance(raw, dict):
            raise SaveError(f"{label} should be a table")
        neighbour = patch(neighbour, raw.get("change"), f"{label}.change")
        state = plain.load(state_type, neighbour, f"{label} state")
        out.append(Step(state, hex_field(raw, "dice", label), *_meta(raw, label)))
    return tuple(out)


def _meta(raw: Any, where: str) -> tuple[str, bool]:
    if not isinstance(raw, dict):
        raise SaveError(f"{where} should be a table")
    return (
        plain.load(str, raw.get("label", ""), f"{where}.label"),
        plain.load(bool, raw.get("barrier", False), f"{where}.barrier"),
    )
