"""The range of every number in a template game, declared once as data and checked by
`validate` when a save is loaded, so `show`, `act` and the window refuse a save the rules
could never reach (a morale of 99, turn 0) with one sentence naming the field.

Each end is read from boards/template.toml: the morale tracks' boxes [T1] and the last turn
[T1].
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tabletop.core.errors import SaveError
from tabletop.games.template.data import game_data
from tabletop.games.template.state import TemplateState

End = int | Callable[[TemplateState], int]
"""One end of a range: a number, or what the state and the game's data say."""


@dataclass(frozen=True)
class Range:
    """A whole number of the state that runs from `low` to `high`, both included."""

    path: str
    """Where it is: an attribute (`turn`), or an attribute of each item (`armies[].morale`)."""
    low: End
    """Its smallest value."""
    high: End
    """Its largest value."""
    why: str
    """Why, in plain words with the rule case."""


def _lowest_box(state: TemplateState) -> int:
    return min(track.low for track in game_data().tracks.values())


def _highest_box(state: TemplateState) -> int:
    return max(track.high for track in game_data().tracks.values())


def _last_turn(state: TemplateState) -> int:
    return game_data().last_turn


BOUNDS: tuple[Range, ...] = (
    Range("turn", 1, _last_turn, "the game lasts six turns [T1]"),
    Range("armies[].morale", _lowest_box, _highest_box, "a box of the morale track [T1]"),
)
"""Every bound of a template state, checked in this order."""


def check(state: TemplateState, bounds: tuple[Range, ...] = BOUNDS) -> None:
    """SaveError naming the first field out of its range."""
    for bound in bounds:
        low, high = (e if isinstance(e, int) else e(state) for e in (bound.low, bound.high))
        for where, value in _found(state, bound.path):
            if not (isinstance(value, int) and low <= value <= high):
                raise SaveError(f"{where} is {value!r}; it runs {low} to {high}: {bound.why}.")


def _found(state: TemplateState, path: str) -> list[tuple[str, Any]]:
    name, _, rest = path.partition("[].")
    if not rest:
        return [(f"state.{name}", getattr(state, name))]
    items = getattr(state, name)
    return [(f"state.{name}[{i}].{rest}", getattr(item, rest)) for i, item in enumerate(items)]
