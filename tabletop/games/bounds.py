"""Every number of a game's state in its range, every id unique where the rules say so
(issue 21 item 4): each game declares its bounds once, as data, in `games/<id>/bounds.py`,
and its `validate` checks them when a save is loaded, so `show`, `act` and the window refuse
what the rules could never reach, with one sentence naming the field.

A field is named by a path over the state's attributes: `turn`, `armies[].morale` (each item
of a tuple), `garrisons[][1]` (the second place of each), `battalion_hits{}` (each value of a
mapping), `pending_combat.column` (skipped while `pending_combat` is None). A bound's ends are
numbers, or functions of the whole state for ends that come from the game's data or from
another field (a track's length, the scenario's last turn).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.core.errors import SaveError
from tabletop.games.actions import fields_of

End = int | Callable[[Any], int]
"""One end of a range: a number, or what the state (and the game's data) say."""


@dataclass(frozen=True)
class Range:
    """A whole number that runs from `low` to `high`, both included."""

    path: str
    """Where the number is in the state (see the module's docstring)."""
    low: End
    """Its smallest value."""
    high: End | None
    """Its largest value; None where the rules and the printed data set none (the `why`
    says so)."""
    why: str
    """Why, in plain words with the rule case: "the Turn Track has 11 boxes [3.0]"."""


@dataclass(frozen=True)
class Unique:
    """Ids that may each be found only once in the collections the paths name, together."""

    paths: tuple[str, ...]
    """Where the ids are (a path ending in `[]` names each item of a tuple)."""
    why: str
    """What the id is and the rule case: "each unit is in one place [4.1]"."""
    fold: bool = False
    """True when ids differ only by case the way the game reads them (names typed by hand)."""


Bound = Range | Unique


def found(state: Any, path: str, where: str = "state") -> Iterator[tuple[str, Any]]:
    """Every (name in the save, value) the path reaches; nothing under a None."""
    if not path:
        yield where, state
        return
    head, _, rest = path.partition(".")
    cut = min((i for i in (head.find("["), head.find("{")) if i >= 0), default=len(head))
    name, marks = head[:cut], head[cut:]
    value = getattr(state, name) if name else state
    yield from _items(value, marks, rest, f"{where}.{name}" if name else where)


def _items(value: Any, marks: str, rest: str, where: str) -> Iterator[tuple[str, Any]]:
    """Each item of a tuple (`[]`) or value of a mapping (`{}`), then the rest of the path."""
    if value is None:
        return
    if marks.startswith("[]"):
        assert isinstance(value, Sequence)
        for index, item in enumerate(value):
            yield from _items(item, marks[2:], rest, f"{where}[{index}]")
    elif marks.startswith("[") and marks[1].isdigit():
        index = int(marks[1 : marks.index("]")])
        yield from _items(value[index], marks[marks.index("]") + 1 :], rest, f"{where}[{index}]")
    elif marks.startswith("{}"):
        assert isinstance(value, Mapping)
        for key, item in value.items():
            yield from _items(item, marks[2:], rest, f"{where}.{key}")
    else:
        yield from found(value, rest, where)


def end(value: End | None, state: Any) -> int | None:
    """An end of a range for this state (None: no end)."""
    return value if value is None or isinstance(value, int) else value(state)


def shown(value: Any) -> str:
    """A value as the refusal quotes it: short, on one line."""
    text = repr(value) if isinstance(value, str) else str(value)
    return text if len(text) <= 24 else f"{text[:20]}... ({len(text)} characters)"


def check(state: Any, bounds: Sequence[Bound]) -> None:
    """SaveError naming the first field out of its range, or the first id found twice."""
    for bound in bounds:
        if isinstance(bound, Range):
            _range(state, bound)
        else:
            _unique(state, bound)


def _range(state: Any, bound: Range) -> None:
    for where, value in found(state, bound.path):
        if value is None:
            continue
        low, high = end(bound.low, state), end(bound.high, state)
        assert low is not None
        if not isinstance(value, int) or value < low or (high is not None and value > high):
            runs = f"it runs {low} to {high}" if high is not None else f"it is {low} or more"
            raise SaveError(f"{where} is {shown(value)}; {runs}: {bound.why}.")


def _unique(state: Any, bound: Unique) -> None:
    seen: dict[Any, str] = {}
    for path in bound.paths:
        for where, value in found(state, path):
            key = value.casefold() if bound.fold and isinstance(value, str) else value
            if key in seen:
                raise SaveError(
                    f"{where} is {shown(value)}, already found at {seen[key]}: {bound.why}."
                )
            seen[key] = where


def entry(action: type, name: str) -> tuple[int, int]:
    """The smallest and largest numbers an action's field takes: where the rulebook prints
    no maximum (a scenario or a map value the owner types in), a save holds no more than the
    app lets them enter."""
    spec = next(spec for spec in fields_of(action) if spec.name == name)
    assert spec.low is not None and spec.high is not None, f"{action.__name__}.{name}"
    return spec.low, spec.high


def entry_high(action: type, name: str) -> int:
    """The largest number an action's field takes (see `entry`)."""
    return entry(action, name)[1]
