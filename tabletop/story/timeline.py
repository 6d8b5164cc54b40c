"""The values a game charts (morale, time, casualties), step by step through the session's
history, with the moments that mattered placed on the same steps.

A game says what to chart with `GameInfo.tracks(state) -> {name: value}`. A name is
"group/line" ("morale/French", "casualties/Allied"): one chart per group, one line per side.
The name "turn" is the game-turn the state is in; it is not drawn as a line but gives the
charts their "by game-turn" axis and the turn marks along the "by step" one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.core.i18n import N_
from tabletop.story.moments import Moment, marked_entries, moments

TURN = "turn"
"""The track name that gives the game-turn a state is in."""

TRACK_WORDS = (
    N_("morale"),
    N_("casualties"),
    N_("time"),
    N_("Time track"),
    N_("eliminated"),
    N_("Defeated Flags"),
    N_("fronts held"),
    N_("VP"),
    N_("units eliminated"),
)
"""The words the games' `tracks` name their charts and lines with, so a chart shows them in
the reader's language (`i18n.tr`); the sides are translated as every game's sides are."""


@dataclass(frozen=True)
class Point:
    """The charted values after one step of the history."""

    step: int
    """0 for the set-up (or the oldest step kept), then one more for each step."""
    label: str
    """What the step did ("combat", "Rout test: 4")."""
    turn: int | None
    """The game-turn, when the game gives one."""
    values: Mapping[str, int]
    """Each charted track's value ("morale/French": 64)."""


@dataclass(frozen=True)
class Timeline:
    """The whole session as charts see it."""

    points: tuple[Point, ...]
    """One per history step, oldest first; undo removes the last."""
    moments: tuple[Moment, ...]
    """What mattered, on the step where it happened."""

    def names(self) -> list[str]:
        """Every charted track, in the order the game first gives them ("turn" left out)."""
        seen: dict[str, None] = {}
        for point in self.points:
            for name in point.values:
                if name != TURN:
                    seen.setdefault(name, None)
        return list(seen)

    def groups(self) -> dict[str, list[str]]:
        """Tracks by chart: {"morale": ["morale/Allied", "morale/French"], ...}."""
        out: dict[str, list[str]] = {}
        for name in self.names():
            out.setdefault(group_of(name), []).append(name)
        return out

    def series(self, name: str) -> tuple[list[int], list[int]]:
        """(steps, values) of one track, by step of the session."""
        xs = [p.step for p in self.points if name in p.values]
        return xs, [int(p.values[name]) for p in self.points if name in p.values]

    def by_turn(self, name: str) -> tuple[list[int], list[int]]:
        """(turns, values) of one track: where it started (at the turn before the first one,
        0 for a game from its set-up), then its value at the end of each game-turn reached."""
        last: dict[int, int] = {}
        for p in self.points:
            if p.turn is not None and name in p.values:
                last.setdefault(p.turn - 1, int(p.values[name]))
                last[p.turn] = int(p.values[name])
        turns = sorted(last)
        return turns, [last[t] for t in turns]

    def turn_starts(self) -> list[tuple[int, int]]:
        """(step, turn) where each game-turn after the first kept one begins."""
        out = []
        for before, after in zip(self.points, self.points[1:], strict=False):
            if after.turn is not None and after.turn != before.turn:
                out.append((after.step, after.turn))
        return out


def group_of(name: str) -> str:
    """The chart a track is drawn on: the part of its name before "/"."""
    return name.split("/", 1)[0]


def line_of(name: str) -> str:
    """The line's own name within its chart: the part after "/" (or the whole name)."""
    return name.split("/", 1)[-1]


def timeline(session: Any) -> Timeline:
    """The charts' data for a session (a `tabletop.session.Session`): its history's states
    through the game's `tracks`, and the moments of its log."""
    history = session.history
    steps = (*history.past, history.present)
    tracks = session.game.tracks
    points = []
    for index, step in enumerate(steps):
        values = {str(k): int(v) for k, v in tracks(step.state).items()}
        turn = values.get(TURN)
        points.append(Point(index, step.label, turn, values))
    return Timeline(tuple(points), told(points, moments(marked_entries(session), len(points))))


HELD = "fronts held"
"""The chart of the fronts each side holds (the card game's): a front won changes it."""


def told(points: Sequence[Point], found: Sequence[Moment]) -> tuple[Moment, ...]:
    """The moments worth telling: a "front won" where the front changed hands (the fronts
    each side holds moved on its step), not a front held against an attack."""
    held = sorted({n for p in points for n in p.values if group_of(n) == HELD})

    def changed_hands(step: int) -> bool:
        if not held or step <= 0 or step >= len(points):
            return True
        before, after = points[step - 1].values, points[step].values
        return any(before.get(n) != after.get(n) for n in held)

    return tuple(m for m in found if m.kind != "front" or changed_hands(m.step))


def turn_of(tl: Timeline, step: int) -> int | None:
    """The game-turn a step was taken in: the turn its game stood in before it (a rout test
    and the time advance that ends Turn 7 are Turn 7's, though the step leaves Turn 8)."""
    if not tl.points:
        return None
    return tl.points[min(max(step - 1, 0), len(tl.points) - 1)].turn
