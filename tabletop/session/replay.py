"""Replay a save from its recorded start: the proof behind `tabletop verify` (DESIGN.md 6).

The game is set up again from the save's game, options and seed, and every logged action,
roll, undo and redo is done again through a `Session`, with the time each entry was written.
Every entry the replay writes must be the entry in the file, field for field (so every die
the app rolled is the one its dice give there, and a typed roll says it was typed), and the
end must be the saved state, dice and undo history. The first place they part ways is named.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.core.errors import TabletopError, message_of
from tabletop.core.i18n import say, with_said
from tabletop.core.layer import Printed
from tabletop.core.log import LogEntry
from tabletop.games.base import GameInfo
from tabletop.session.carried import KEPT_IN_PLAY, PRINTED_STEP
from tabletop.session.replay_compare import entry_name, same_entries, same_history
from tabletop.session.session import Session

_MASK = (1 << 64) - 1


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


@dataclass
class Played:
    """How far a log replayed from its recorded start (`play_log`)."""

    session: Session | None
    """The game as the replay left it: after the last entry that replayed exactly (None
    when the game could not even be set up again)."""
    done: int
    """Entries of the file the replay gave exactly, from entry 1 on."""
    problem: str | None
    """None when every entry replayed; else the first place replay and file part ways."""
    replayable: bool = True
    """False when the log predates replayable logs and could only be chain-checked."""
    app_rolls: int = 0
    """Rolls the replay took from the session's dice and found in the file."""
    typed_rolls: int = 0
    """Rolls the file marks as typed in from real dice (replayed as typed)."""


def replay(saved: Session) -> Replayed:
    """Replay `saved` (a session read from a file) from its start; see the module's text."""
    entries = saved.log.entries
    played = play_log(
        saved.game,
        entries,
        options=saved.options,
        printed=saved.printed_start,
        seed=saved.seed,
        infer=True,
    )
    if played.problem is not None or played.session is None:
        return Replayed(played.problem, replayable=played.replayable)
    session = played.session
    problem = same_history(session.history, saved.history, len(entries))
    log = session.log.entries if problem is None else ()
    return Replayed(problem, app_rolls=played.app_rolls, typed_rolls=played.typed_rolls, log=log)


def play_log(
    game: GameInfo[Any],
    entries: Sequence[LogEntry],
    *,
    options: Mapping[str, Any],
    printed: Printed,
    seed: int | None = None,
    infer: bool = False,
) -> Played:
    """Set the game up again from log entry 1 and redo each entry after it through a new
    `Session`, each checked against the file's; stop at the first that does not replay,
    with the session as it stood before it (`recover` keeps that much of a damaged save).

    `seed`: the save's own seed, which entry 1 must have set the game up with; `infer`: read
    a schema-1 entry's step from what it shows (else such an entry stops the replay)."""
    if not entries:
        return Played(
            None, 0, say("the log is empty, so nothing proves how the game got where it is.")
        )
    steps = [entry.step or (_inferred(entry, game) if infer else None) for entry in entries]
    for entry, step in zip(entries, steps, strict=True):
        if step is None:
            return Played(
                None,
                0,
                say(
                    "log entry {seq} ({what}) was written before the app logged "
                    "every action in full, so this save can only be chain-checked (its chain is "
                    "whole), not replayed: its state is not proven.",
                    seq=entry.seq,
                    what=entry_name(entry),
                ),
                replayable=False,
            )
    first = entries[0]
    start = first.inputs.get("seed")
    if steps[0] != "new" or not isinstance(start, int) or isinstance(start, bool):
        return Played(None, 0, say("log entry 1 is not the set-up of the game with its seed."))
    if seed is not None and start & _MASK != seed:
        return Played(
            None, 0, say("the save's seed is not the one log entry 1 set the game up with.")
        )
    stamped = first.inputs.get("printed")
    if stamped is not None and stamped != printed.hash:
        return Played(
            None,
            0,
            say(
                "log entry 1 set the game up on printed data {stamped}, but the save "
                "carries {short}: its printed data was changed.",
                stamped=str(stamped)[:16],
                short=printed.short,
            ),
        )
    clock = _Clock(entries)
    try:
        # The printed data the save carries, never the user's folder: the same verdict on
        # any machine (DESIGN.md 6).
        session = Session.new(
            game.id,
            seed=start,
            options=options,
            autosave=False,
            clock=clock,
            printed=printed,
            stamp=stamped is not None,
            follows_owner=False,
        )
    except TabletopError as exc:
        return Played(
            None,
            0,
            say("log entry 1: the game cannot be set up again ({error})", error=message_of(exc)),
        )
    clock.session = session
    # An entry written before entries said how they replay (schema 1) is replayed from what
    # it shows; from there on the replay's hashes differ from the file's, whose chain was
    # checked on loading, so the entries' own fields are compared.
    loose = entries[0].step is None
    problem = same_entries(session.log.entries, entries, 0, loose)
    if problem:
        return Played(None, 0, problem)
    app_rolls = typed_rolls = 0
    index = 1
    while index < len(entries):
        entry = entries[index]
        loose = loose or entry.step is None
        before = (session.history, session.log, session.printed)
        problem = _redone(session, entry, steps[index])
        made = session.log.entries[index:]
        problem = problem or same_entries(made, entries, index, loose)
        if problem:
            session.history, session.log, session.printed = before
            return Played(session, index, problem, True, app_rolls, typed_rolls)
        for one in made:
            if one.natural is not None:
                if one.typed:
                    typed_rolls += 1
                else:
                    app_rolls += 1
        index += len(made)
    return Played(session, index, None, True, app_rolls, typed_rolls)


def _redone(session: Session, entry: LogEntry, step: str | None) -> str | None:
    """None when the entry's step is done again; else the sentence saying why not."""
    try:
        _redo(session, entry, step)
    except TabletopError as exc:
        return say(
            "log entry {seq} ({what}) does not replay: {error}",
            seq=entry.seq,
            what=entry_name(entry),
            error=message_of(exc),
        )
    except Exception as exc:  # a value the rules never meant to meet: still one sentence
        return say(
            "log entry {seq} ({what}) does not replay: the rules cannot apply it ({kind}).",
            seq=entry.seq,
            what=entry_name(entry),
            kind=type(exc).__name__,
        )
    return None


def _inferred(entry: LogEntry, game: GameInfo[Any]) -> str | None:
    """How a schema-1 entry replays, where what it shows is enough: the set-up, an undo or
    redo, or an action that rolled nothing (its kind and fields). A roll is not enough."""
    if entry.natural is not None:
        return None
    if entry.seq == 1 and entry.what == "new game":
        return "new"
    if entry.what in ("undo", "redo") and not entry.inputs:
        return entry.what
    return "act" if entry.what in game.actions else None


def _redo(session: Session, entry: LogEntry, step: str | None) -> None:
    """Do again what one entry records; each kind of step through the session's own door."""
    if step == "act":
        # The engine decides the side again (no side is handed on) and the entry's side is
        # compared with the replay's like every other field; only a game that decides no
        # sides is given the player's word again.
        side = "" if session.decides_sides else entry.side
        # An input kept as a sentence (a bot's reason) is given again with its template.
        given = with_said(entry.inputs, entry.inputs_said)
        session.act({"kind": entry.what, **given}, side=side, label=entry.label, as_logged=True)
    elif step == "resolve":
        if entry.resolver is None:
            raise TabletopError(say("it names no resolver."))
        inputs = entry.given if entry.given is not None else entry.inputs
        # Whose roll it is, the engine says again (a side the rules do not give it is
        # refused), and the replay's entry is compared with the file's like any other field;
        # a roll an old save logged at a step that does not open it replays as written.
        session.resolve(
            entry.resolver, inputs, roll=entry.typed_roll, side=entry.side, as_logged=True
        )
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
