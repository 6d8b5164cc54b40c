"""A referee's check of a save: the log replayed from the recorded start, and, between two
copies of one game, proof that the newer one only appended to the older (DESIGN.md 6).

`tabletop verify FILE` exits 0 when the replay gives the file exactly, 1 when it does not
(naming the first place they part ways), and 2 when FILE is not a session at all.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from tabletop.core.corrections import Count, correcting, counted
from tabletop.core.data import data_version
from tabletop.core.errors import SaveError, TabletopError, message_of, one_line
from tabletop.core.i18n import joined, say
from tabletop.core.log import GENESIS, LogEntry
from tabletop.session.limits import parse_limited, read_limited
from tabletop.session.logfile import LogTampered
from tabletop.session.replay import replay
from tabletop.session.saves import session_from_data
from tabletop.session.savetext import FORMAT
from tabletop.session.session import Session

SHORTEST_HEAD = 32
"""Fewest leading hex digits of a head hash `--head` accepts (128 bits: a forger cannot make
another log end on them; `show --json` and `verify` print all 64)."""

CREATED_BEFORE = 5
"""Seconds the save's `created` may stand before log entry 1's time (saves written before the
two were one reading of the clock took them apart); never after it."""

_TIME = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00")
"""A time as the app writes it (`core.log.now`): UTC, to the second."""


@dataclass(frozen=True)
class Verdict:
    """What `verify` found."""

    problem: str | None
    """None when everything checked holds; else one sentence naming the first problem."""
    entries: int
    """Log entries in the file."""
    head: str
    """Hash of the file's last log entry (what a referee notes)."""
    replayed: bool = False
    """True when the whole log was replayed (False: it could at most be chain-checked)."""
    app_rolls: int = 0
    """Rolls from the session's dice, each found to be what the dice give there."""
    typed_rolls: int = 0
    """Rolls the log marks as typed in from real dice."""
    appended: tuple[LogEntry, ...] = ()
    """With `since` or `head`: the entries added after the earlier copy or noted hash."""
    printed: str = ""
    """The hash of the printed data the save carries (what the replay read, and nothing else)."""
    note: str = ""
    """A sentence about printed data the save lacks (an older save opened on this folder)."""
    notes: int = 0
    """The players' notes the save holds: their word, outside what the replay proves."""
    corrections: tuple[Count, ...] = ()
    """The corrections the log holds, counted by side (replayed like any action, but each
    a player's word on what the board shows)."""

    @property
    def ok(self) -> bool:
        """Whether the file passed."""
        return self.problem is None


def load_for_verify(path: Path) -> tuple[Session | None, str | None]:
    """The session in a file, or the sentence saying how its log was changed.

    SaveError (exit 2) when the file is not a session that loads, as `show` refuses it."""
    session, problem, _ = _load(path)
    return session, problem


def head_problem(noted: str) -> str | None:
    """Why a head hash typed for `--head` is not one (None: it is)."""
    text = noted.strip().lower()
    if len(text) < SHORTEST_HEAD or any(c not in "0123456789abcdef" for c in text):
        return say(
            "'{text}' is not a head hash: give the whole hash `verify` printed "
            "(64 hex digits), or at least its first {least}.",
            text=one_line(text[:70]),
            least=SHORTEST_HEAD,
        )
    return None


def _load(path: Path) -> tuple[Session | None, str | None, dict[str, Any]]:
    path = Path(path)
    data = parse_limited(read_limited(path), path.name)
    if data.get("format") != FORMAT:
        raise SaveError(
            say("{name} is not an Austerlitz Tabletop save, so there is no log.", name=path.name)
        )
    try:
        return session_from_data(data, autosave=False), None, data
    except LogTampered as exc:
        return None, message_of(exc), data
    except TabletopError as exc:
        raise SaveError(
            one_line(
                say(
                    "{name} is not a session that loads: {error}",
                    name=path.name,
                    error=message_of(exc),
                )
            )
        ) from None


def verify_file(path: Path, *, since: Path | None = None, head: str | None = None) -> Verdict:
    """Replay FILE; with `since` or `head`, also prove it only appended to that copy."""
    session, problem, data = _load(path)
    if session is None:
        return Verdict(problem, 0, GENESIS)
    entries = session.log.entries
    result = replay(session)
    verdict = Verdict(
        _times(entries) or _proved_fields(data, session) or result.problem,
        len(entries),
        session.log.head,
        replayed=result.replayable,
        app_rolls=result.app_rolls,
        typed_rolls=result.typed_rolls,
        printed=session.printed.hash,
        note=session.printed_note,
        notes=len(session.notes),
        corrections=counted(entries, correcting(session.game.actions)),
    )
    if verdict.problem is not None:
        return verdict
    if since is not None:
        return _since(verdict, entries, Path(since))
    if head is not None:
        return _after_head(verdict, entries, head)
    return verdict


def _since(verdict: Verdict, entries: tuple[LogEntry, ...], old_path: Path) -> Verdict:
    """NEW holds OLD's log entry for entry, unchanged, and only more after it."""
    old, problem = load_for_verify(old_path)
    if old is None:
        return _with(verdict, say("{name}: {problem}", name=old_path.name, problem=problem or ""))
    older = old.log.entries
    for index, entry in enumerate(older):
        if index >= len(entries):
            return _with(
                verdict,
                say(
                    "the log holds {count} entries but {name} already held "
                    "{older}: entries were removed since.",
                    count=len(entries),
                    name=old_path.name,
                    older=len(older),
                ),
            )
        if entries[index].hash != entry.hash:
            return _with(
                verdict,
                say(
                    "log entry {seq} is not the one {name} holds there: the log "
                    "was rewritten, not appended to.",
                    seq=index + 1,
                    name=old_path.name,
                ),
            )
    return _appended(verdict, entries, len(older))


def _after_head(verdict: Verdict, entries: tuple[LogEntry, ...], noted: str) -> Verdict:
    """The noted head hash is one entry of the log; what follows it was appended."""
    problem = head_problem(noted)
    if problem:
        return _with(verdict, problem)
    noted = noted.strip().lower()
    if GENESIS.startswith(noted):
        return _appended(verdict, entries, 0)
    for index, entry in enumerate(entries):
        if entry.hash.startswith(noted):
            return _appended(verdict, entries, index + 1)
    return _with(
        verdict,
        say(
            "no entry of the log has the head hash {head}: the log was rewritten since that "
            "hash was noted.",
            head=noted[:16],
        ),
    )


def _times(entries: tuple[LogEntry, ...]) -> str | None:
    """Every entry's time is one the app writes, and none goes back before the one above."""
    last = ""
    for entry in entries:
        if not _TIME.fullmatch(entry.time) or _seconds(entry.time) is None:
            return say(
                "log entry {seq} has the time '{time}', which is not "
                "a time the app writes (as 2026-11-25T18:30:00+00:00).",
                seq=entry.seq,
                time=one_line(entry.time[:40]),
            )
        if entry.time < last:
            return say(
                "log entry {seq} was written at {time}, before the entry above it "
                "({last}): the log's times go back, so it was rewritten.",
                seq=entry.seq,
                time=entry.time,
                last=last,
            )
        last = entry.time
    return None


def _proved_fields(data: dict[str, Any], session: Session) -> str | None:
    """`created` is log entry 1's time (hashed in the chain), and `data_version` the printed
    data's version the replay reads: neither is left out of what is proved."""
    if not session.log.entries:
        return None  # the replay says the log is empty
    created, first = session.created, session.log.entries[0].time
    made, began = _seconds(created), _seconds(first)
    if not _TIME.fullmatch(created) or made is None or began is None:
        return say(
            "the save's 'created' field '{created}' is not a time the app writes.",
            created=one_line(created[:40]),
        )
    if not 0 <= began - made <= CREATED_BEFORE:
        return say(
            "the save says it was created at {created}, but log entry 1 set the game up at "
            "{first}: its 'created' field was changed.",
            created=created,
            first=first,
        )
    game = session.game.id
    version, current = data.get("data_version"), data_version(game)
    if type(version) is not int or version != current:
        return say(
            "the save's 'data_version' is {version}, but the replay reads "
            "version {current} of {game}'s printed data: the save was not written on it.",
            version=one_line(str(version))[:20],
            current=current,
            game=game,
        )
    return None


def _seconds(time: str) -> float | None:
    try:
        return datetime.fromisoformat(time).timestamp()
    except ValueError:
        return None


def _with(verdict: Verdict, problem: str) -> Verdict:
    return replace(verdict, problem=problem)


def _appended(verdict: Verdict, entries: tuple[LogEntry, ...], kept: int) -> Verdict:
    return replace(verdict, problem=None, appended=entries[kept:])


def unproven(verdict: Verdict) -> str:
    """What a save that verifies does not prove, in one sentence: the players' word."""
    return say(
        "Not proven, being the players' word: the time each entry gives (the clock of the "
        "machine that wrote it, checked only never to go back) and their notes on entries "
        "({n} in this save).",
        n=verdict.notes,
    )


def corrections_line(verdict: Verdict) -> str:
    """The corrections counted, in one sentence ("" when the log holds none): "Corrections,
    each a player's word on what the board shows: 3 corrections by the French player." """
    if not verdict.corrections:
        return ""
    return say(
        "Corrections, each a player's word on what the board shows: {counts}.",
        counts=joined([c.sentence() for c in verdict.corrections], "; "),
    )


def verdict_data(path: str, verdict: Verdict, public: Any = None) -> dict[str, Any]:
    """The verdict as JSON-ready data (`public(entry)` hides what a game keeps private)."""
    show = public or (lambda entry: entry)
    return {
        "file": path,
        "ok": verdict.ok,
        "problem": verdict.problem,
        "entries": verdict.entries,
        "head": verdict.head,
        "replayed": verdict.replayed,
        "app_rolls": verdict.app_rolls,
        "typed_rolls": verdict.typed_rolls,
        "printed": verdict.printed,
        "note": verdict.note,
        "notes": verdict.notes,
        "corrections": [{"side": c.side, "count": c.count} for c in verdict.corrections],
        "unproven": unproven(verdict),
        "appended": [
            {"seq": e.seq, "side": e.side, "what": e.what, "result": e.result}
            for e in map(show, verdict.appended)
        ],
    }
