"""The moments that mattered, read from the log: a demoralization, a time advance, a rout
test, a front won, the game's end.

Every game writes its consequences as sentences (`Event.text`, kept in the log entry's
`result`), so one small set of phrases finds them in all five games without per-game code. A
game whose sentences say these things in other words is matched by adding its phrase here.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from tabletop.core.log import LogEntry

META = frozenset({"new game", "undo", "redo"})
"""Log entries that record the session, not a step of the game."""

KINDS: tuple[tuple[str, str, re.Pattern[str]], ...] = (
    (
        "end",
        "game's end",
        re.compile(
            r"game is over|game over|\bwins:|\bis a draw\b|reads game ends|is broken and loses",
            re.I,
        ),
    ),
    ("demoralized", "demoralized", re.compile(r"(?<![\w'])\w+ army is demorali[sz]ed:", re.I)),
    ("front", "front won", re.compile(r"wins and controls|front is won|takes the front", re.I)),
    ("time", "time advance", re.compile(r"time advances|time marker (moves|advances)", re.I)),
    ("rout", "rout test", re.compile(r"rout test\b[^.]*:", re.I)),
)
"""(kind, what the chart calls it, the phrase that finds it in a log entry's result)."""

NAMES = {kind: name for kind, name, _ in KINDS}
"""What the chart's legend calls each kind of moment."""


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
    """(kind, sentence) for each moment this entry's result tells of."""
    found = []
    sentences = [s.strip() for s in re.split(r"(?<=[.!])\s+", entry.result) if s.strip()]
    for kind, _, pattern in KINDS:
        for sentence in sentences:
            if pattern.search(sentence):
                # The end is told whole: the sentences after it give the score.
                found.append((kind, entry.result if kind == "end" else sentence))
                break
        else:
            if kind == "rout" and "rout" in entry.what.lower() and entry.natural is not None:
                who = f"{entry.side} rout" if entry.side else "Rout"
                found.append((kind, f"{who} roll {entry.natural}: {entry.result}"))
    return found


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
