"""Corrections in a log: entries of an action kind that corrects the tracked state where the
app cannot see the map (`GameAction.CORRECTION`), each with its reason (DESIGN principle 3).

Every view marks them alike (the log pane, the History tab, the after-action report, the
report page) and `verify` counts them by side; this module is what they share. It knows no
game: it is given the game's action kinds.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

from tabletop.core.i18n import N_, Said, say, say_n, term, tr
from tabletop.core.log import LogEntry

MARK = "\u2691"
"""How a correction is marked in a list (a flag), beside the word "correction"."""

WORD = N_("correction")
"""What a correction is called where it is marked (shown translated)."""


if TYPE_CHECKING:
    from _typeshed import DataclassInstance

F = TypeVar("F", bound="DataclassInstance")

REASON = "reason"
"""The field in which a correction gives its reason (`games.actions.Correction`)."""


def reason_last(cls: type, specs: Iterable[F]) -> tuple[F, ...]:
    """An action kind's fields (`FieldSpec`s) as a form asks for them: a correction's reason
    last, and required (a new correction without one is refused: `Session.act`)."""
    fields = tuple(specs)
    if not getattr(cls, "CORRECTION", False):
        return fields
    rest = tuple(s for s in fields if getattr(s, "name", "") != REASON)
    reason = tuple(
        dataclasses.replace(s, required=True) for s in fields if getattr(s, "name", "") == REASON
    )
    return (*rest, *reason)


def correcting(actions: Mapping[str, type]) -> frozenset[str]:
    """The kinds among `actions` that are corrections."""
    return frozenset(kind for kind, cls in actions.items() if getattr(cls, "CORRECTION", False))


def is_correction(entry: LogEntry, kinds: frozenset[str]) -> bool:
    """True when the entry is an action of a correction kind (`correcting`)."""
    return entry.what in kinds and entry.step in (None, "act") and entry.natural is None


def reason_of(entry: LogEntry) -> str:
    """The reason the correction gives ("" for one logged without)."""
    return str(entry.inputs.get(REASON, "") or "").strip()


@dataclass(frozen=True)
class Count:
    """How many corrections one side made."""

    side: str
    """The side the log books them to ("" for none)."""
    count: int

    def sentence(self) -> Said:
        """ "3 corrections by the French player"."""
        if not self.side:
            return say_n("{n} correction by no side", "{n} corrections by no side", self.count)
        return say_n(
            "{n} correction by the {side} player",
            "{n} corrections by the {side} player",
            self.count,
            side=term(self.side),
        )


def counted(entries: Iterable[LogEntry], kinds: frozenset[str]) -> tuple[Count, ...]:
    """The corrections of a log by side, in the order each side first made one."""
    by_side: dict[str, int] = {}
    for entry in entries:
        if is_correction(entry, kinds):
            by_side[entry.side] = by_side.get(entry.side, 0) + 1
    return tuple(Count(side, n) for side, n in by_side.items())


def marked(label: str, entry: LogEntry) -> Said:
    """A correction's name marked and with its reason: "⚑ correction: Morale (a unit was
    moved off the map)", for a list that names each entry."""
    reason = reason_of(entry)
    if not reason:
        return say("{mark} {word}: {label}", mark=MARK, word=term(WORD), label=label)
    return say(
        "{mark} {word}: {label} ({reason})", mark=MARK, word=term(WORD), label=label, reason=reason
    )


def marked_step(actions: Mapping[str, type], entry: LogEntry) -> str:
    """A correction as a list of steps names it, in the reader's language: "⚑ correction:
    Recount the turn (the marker was moved)"."""
    title = str(getattr(actions.get(entry.what), "TITLE", "") or entry.what)
    return tr(marked(tr(title), entry))


def step_entries(
    entries: Iterable[LogEntry], steps: int, now: int, actions: Mapping[str, type]
) -> list[LogEntry | None]:
    """The log entry that made each of an undo history's `steps` (None: the set-up, or a step
    the log does not name), found by playing the log's actions, rolls, undos and redos over a
    list as the history does; `now` is the present step's place in the history (which keeps
    only its last steps: the two are matched at the present)."""
    made: list[LogEntry | None] = [None]
    here = 0
    for entry in entries:
        step = entry.step if entry.step is not None else _inferred(entry, actions)
        if step in ("act", "resolve"):
            made = [*made[: here + 1], entry]
            here += 1
        elif step == "undo":
            here = max(0, here - 1)
        elif step == "redo":
            here = min(len(made) - 1, here + 1)
    offset = here - now
    return [made[i + offset] if 0 <= i + offset < len(made) else None for i in range(steps)]


def _inferred(entry: LogEntry, actions: Mapping[str, type]) -> str:
    """An entry of a log written before entries named their step: what it was."""
    if entry.what in ("undo", "redo") and not entry.inputs:
        return entry.what
    return "act" if entry.what in actions and entry.natural is None else ""
