"""Replay a save from its recorded start: the proof behind `tabletop verify` (DESIGN.md 6).

The game is set up again from the save's game, options and seed, and every logged action,
roll, undo and redo is done again through a `Session`, with the time each entry was written.
Every entry the replay writes must be the entry in the file, field for field (so every die
the app rolled is the one its dice give there, and a typed roll says it was typed), and the
end must be the saved state, dice and undo history. The first place they part ways is named.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields, replace
from typing import Any

from tabletop.core import plain
from tabletop.core.errors import TabletopError, message_of
from tabletop.core.history import History, Step
from tabletop.core.i18n import say, term
from tabletop.core.log import LogEntry
from tabletop.session.carried import KEPT_IN_PLAY, PRINTED_STEP
from tabletop.session.session import Session

_MASK = (1 << 64) - 1

_COMPARED = tuple(f.name for f in fields(LogEntry) if f.name not in ("prev", "hash"))


@dataclass(frozen=True)
class Replayed:
    """What a replay proved about a save."""

    problem: str | None
    """None when the replay gives the file exactly; else the first place they part ways."""
    replayable: bool = True
    """False when the log predates replayable logs and could only be chain-checked."""
    app_rolls: int = 0
    """Rolls the replay took from the session's dice and found in the file."""
    typed_rolls: int = 0
    """Rolls the file marks as typed in from real dice (replayed as typed)."""
    log: tuple[LogEntry, ...] = ()
    """When the replay gives the file: the log it wrote, each entry with the moments its
    events mark, even where the file was written before entries kept them."""


class _Clock:
    """The time each entry was written, handed out in order, so replayed entries hash alike."""

    def __init__(self, entries: Sequence[LogEntry]) -> None:
        self.entries = entries
        self.session: Session | None = None

    def __call__(self) -> str:
        done = len(self.session.log) if self.session is not None else 0
        return self.entries[done].time if done < len(self.entries) else ""


def replay(saved: Session) -> Replayed:
    """Replay `saved` (a session read from a file) from its start; see the module's text."""
    entries = saved.log.entries
    if not entries:
        return Replayed(say("the log is empty, so nothing proves how the game got where it is."))
    steps = [entry.step or _inferred(entry, saved) for entry in entries]
    for entry, step in zip(entries, steps, strict=True):
        if step is None:
            return Replayed(
                say(
                    "log entry {seq} ({what}) was written before the app logged "
                    "every action in full, so this save can only be chain-checked (its chain is "
                    "whole), not replayed: its state is not proven.",
                    seq=entry.seq,
                    what=_name(entry),
                ),
                replayable=False,
            )
    first = entries[0]
    seed = first.inputs.get("seed")
    if steps[0] != "new" or not isinstance(seed, int) or isinstance(seed, bool):
        return Replayed(say("log entry 1 is not the set-up of the game with its seed."))
    if seed & _MASK != saved.seed:
        return Replayed(say("the save's seed is not the one log entry 1 set the game up with."))
    stamped = first.inputs.get("printed")
    if stamped is not None and stamped != saved.printed_start.hash:
        return Replayed(
            say(
                "log entry 1 set the game up on printed data {stamped}, but the save "
                "carries {short}: its printed data was changed.",
                stamped=str(stamped)[:16],
                short=saved.printed_start.short,
            )
        )
    clock = _Clock(entries)
    try:
        # The printed data the save carries, never the user's folder: the same verdict on
        # any machine (DESIGN.md 6).
        session = Session.new(
            saved.game.id,
            seed=seed,
            options=saved.options,
            autosave=False,
            clock=clock,
            printed=saved.printed_start,
            stamp=stamped is not None,
            follows_owner=False,
        )
    except TabletopError as exc:
        return Replayed(
            say("log entry 1: the game cannot be set up again ({error})", error=message_of(exc))
        )
    clock.session = session
    # An entry written before entries said how they replay (schema 1) is replayed from what
    # it shows; from there on the replay's hashes differ from the file's, whose chain was
    # checked on loading, so the entries' own fields are compared.
    loose = entries[0].step is None
    problem = _same_entries(session.log.entries, entries, 0, loose)
    if problem:
        return Replayed(problem)
    app_rolls = typed_rolls = 0
    index = 1
    while index < len(entries):
        entry = entries[index]
        loose = loose or entry.step is None
        try:
            _redo(session, entry, steps[index])
        except TabletopError as exc:
            return Replayed(
                say(
                    "log entry {seq} ({what}) does not replay: {error}",
                    seq=entry.seq,
                    what=_name(entry),
                    error=message_of(exc),
                )
            )
        except Exception as exc:  # a value the rules never meant to meet: still one sentence
            return Replayed(
                say(
                    "log entry {seq} ({what}) does not replay: the rules cannot apply it ({kind}).",
                    seq=entry.seq,
                    what=_name(entry),
                    kind=type(exc).__name__,
                )
            )
        made = session.log.entries[index:]
        problem = _same_entries(made, entries, index, loose)
        if problem:
            return Replayed(problem)
        for one in made:
            if one.natural is not None:
                if one.typed:
                    typed_rolls += 1
                else:
                    app_rolls += 1
        index += len(made)
    problem = _same_history(session.history, saved.history, len(entries))
    log = session.log.entries if problem is None else ()
    return Replayed(problem, app_rolls=app_rolls, typed_rolls=typed_rolls, log=log)


def _inferred(entry: LogEntry, saved: Session) -> str | None:
    """How a schema-1 entry replays, where what it shows is enough: the set-up, an undo or
    redo, or an action that rolled nothing (its kind and fields). A roll is not enough."""
    if entry.natural is not None:
        return None
    if entry.seq == 1 and entry.what == "new game":
        return "new"
    if entry.what in ("undo", "redo") and not entry.inputs:
        return entry.what
    return "act" if entry.what in saved.game.actions else None


def _redo(session: Session, entry: LogEntry, step: str | None) -> None:
    """Do again what one entry records; each kind of step through the session's own door."""
    if step == "act":
        # The engine decides the side again (no side is handed on) and the entry's side is
        # compared with the replay's like every other field; only a game that decides no
        # sides is given the player's word again.
        side = "" if session.decides_sides else entry.side
        session.act({"kind": entry.what, **entry.inputs}, side=side, label=entry.label)
    elif step == "resolve":
        if entry.resolver is None:
            raise TabletopError(say("it names no resolver."))
        inputs = entry.given if entry.given is not None else entry.inputs
        session.resolve(entry.resolver, inputs, roll=entry.typed_roll, side=entry.side)
    elif step in ("undo", "redo"):
        done = session.undo() if step == "undo" else session.redo()
        if not done:
            raise TabletopError(
                say("there is nothing to undo at that point.")
                if step == "undo"
                else say("there is nothing to redo at that point.")
            )
    elif step == PRINTED_STEP:
        session.enter_printed(entry.inputs, label=entry.label or KEPT_IN_PLAY)
    elif step == "roll":
        raise TabletopError(say("it is a roll that no action before it made."))
    else:
        raise TabletopError(say("'{step}' is not a step the app writes.", step=str(step)))


_LEGACY = frozenset({"step", "resolver", "given", "typed_roll", "label"})


def _same_entries(
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
                what=_name(mine),
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
            what=_name(theirs),
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
    where = say("log entry {seq} ({what})", seq=entry.seq, what=_name(entry))
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


def _same_history(mine: History[Any], theirs: History[Any], count: int) -> str | None:
    """None when the replay ends where the file stands: state, dice and every undo step."""
    after = say("after the log's {count} entries", count=count)
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


def _name(entry: LogEntry) -> str:
    return entry.what[:60] or "?"


def _show(value: Any) -> str:
    if value is None:
        return term("nothing")
    text = repr(value) if not isinstance(value, (int, float)) else str(value)
    return text if len(text) <= 60 else text[:57] + "..."
