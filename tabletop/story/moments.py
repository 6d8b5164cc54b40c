"""The moments that mattered, read from the log: a demoralization, a time advance, a rout
test, a front won, the game's end.

The rule that decides a moment marks its event (`Event.moments`, tabletop/games/base.py) and
the session keeps the mark in the log entry (`LogEntry.moments`), so the charts read what the
rules said, not the words they said it in. A log written before entries kept their marks is
replayed from its start (the replay `tabletop verify` makes) to mark it: its actions, done
again by today's rules, say their moments.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.core.i18n import N_, from_data, render, render_within
from tabletop.core.log import LogEntry
from tabletop.games.base import MomentKind

if TYPE_CHECKING:
    from tabletop.session.session import Session

META = frozenset({"new game", "undo", "redo"})
"""Log entries that record the session, not a step of the game."""

KINDS: tuple[tuple[MomentKind, str], ...] = (
    ("demoralized", N_("demoralized")),
    ("front", N_("front won")),
    ("rout", N_("rout test")),
    ("time", N_("time advance")),
    ("end", N_("game's end")),
)
"""(kind, what the chart calls it, translated where shown), in the order an entry's moments
are told: as they happen, so the game's end comes after the action, the rout test or the
time advance that ended it."""

TOLD: tuple[tuple[str, str, str], ...] = (
    ("mist", N_("Mist revealed"), "The Mist marker is revealed because"),
    ("eliminated", N_("command eliminated"), "{command} is eliminated."),
    ("captured", N_("village captured"), "{command} captures {where}:"),
)
"""(kind, name, the start of the rule's sentence) of the moments a player remembers that the
rules say in a sentence of their own without marking them (Tonnerre's Mist, a command's
elimination, a village's capture): found by the sentence's template in the log, which is the
same in every language."""

NAMES: dict[str, str] = {kind: name for kind, name in (*KINDS, *((k, n) for k, n, _t in TOLD))}
"""What the chart's legend calls each kind of moment (English: show it with `_()`)."""


@dataclass(frozen=True)
class Moment:
    """One thing worth marking on the charts."""

    step: int
    """Index of the history step it happened in (as `Timeline.points`)."""
    kind: str
    """"end", "demoralized", "front", "time" or "rout" (see KINDS)."""
    text: str
    """The log's sentence that says it."""
    side: str = ""
    """The side the log entry was written for."""


def live_steps(entries: Iterable[LogEntry]) -> list[list[LogEntry]]:
    """The log entries of the steps still in play, one list per step: an undo takes its
    step's entries away, a redo brings them back, a new step after an undo drops what could
    have been redone. An action that rolls writes its own entry and then one per roll (their
    `step` is "roll"): those stay with the action's step.
    """
    live: list[list[LogEntry]] = []
    undone: list[list[LogEntry]] = []
    for entry in entries:
        if entry.what == "undo":
            if live:
                undone.append(live.pop())
        elif entry.what == "redo":
            if undone:
                live.append(undone.pop())
        elif entry.step == "roll" and live:
            live[-1].append(entry)
        elif entry.what not in META:
            live.append([entry])
            undone.clear()
    return live


def live_entries(entries: Iterable[LogEntry]) -> list[LogEntry]:
    """The log entries of the steps still in play (see `live_steps`), in order."""
    return [entry for step in live_steps(entries) for entry in step]


def classify(entry: LogEntry) -> list[tuple[str, str]]:
    """(kind, sentence) for each moment this entry's events marked or its sentences tell
    (`TOLD`), in the order they happened (the game's end last), the sentence in the reader's
    language."""
    marks = entry.moments or {}
    found: list[tuple[str, str]] = [
        (kind, render_within(marks[kind], entry.said))
        for kind, _name in KINDS[:-1]
        if kind in marks
    ]
    for item in entry.said or ():
        template = item.get("t", "") if isinstance(item, dict) else ""
        for kind, _name, start in TOLD:
            if isinstance(template, str) and template.startswith(start):
                found.append((kind, render(from_data(item))))
    if "end" in marks:
        found.append(("end", render_within(marks["end"], entry.said)))
    return found


def marked_entries(session: Session) -> tuple[LogEntry, ...]:
    """The session's log with the moments its entries mark: as it is, or for a log written
    before entries kept them, as the replay from its start writes it (kept for the log's
    head, so a chart redrawn replays nothing). A log that does not replay (an edited file, a
    log too old to replay) marks nothing before its first marked entry."""
    entries = session.log.entries
    if not entries or entries[0].moments is not None:
        return entries
    key = (session.game.id, session.log.head)
    if key not in _REPLAYED:
        from tabletop.session.replay import replay

        _REPLAYED.clear()  # one old log at a time: the one on screen
        _REPLAYED[key] = replay(session).log or entries
    return _REPLAYED[key]


_REPLAYED: dict[tuple[str, str], tuple[LogEntry, ...]] = {}


def moments(entries: Sequence[LogEntry], steps: int) -> tuple[Moment, ...]:
    """The moments of the live log entries, placed on history steps 1..steps-1 (step 0 is
    the set-up, or the oldest step the history still keeps). Entries are matched to steps
    from the end, so a history cut at its length limit still marks its recent steps right."""
    live = live_steps(entries)
    out: list[Moment] = []
    seen: set[tuple[str, str]] = set()
    shown = min(len(live), steps - 1)
    for offset, group in enumerate(live[len(live) - shown :]):
        step = steps - shown + offset
        for entry in group:
            for kind, text in classify(entry):
                if (kind, text) in seen and kind != "rout":
                    continue  # "the attacker's army is demoralized" again: marked once
                seen.add((kind, text))
                out.append(Moment(step, kind, text, entry.side))
    return tuple(out)
