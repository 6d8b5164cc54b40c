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

import operator
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from tabletop.core.errors import RuleError, SaveError, message_of
from tabletop.core.i18n import say, term
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


@cache
def steps(path: str) -> tuple[tuple[str, Any], ...]:
    """A path as steps: ("attr", name), ("each", None), ("values", None), ("index", n)."""
    out: list[tuple[str, Any]] = []
    for token in re.findall(r"\[\d*\]|\{\}|[^.\[{]+", path):
        if token == "[]":
            out.append(("each", None))
        elif token == "{}":
            out.append(("values", None))
        elif token.startswith("["):
            out.append(("index", int(token[1:-1])))
        else:
            out.append(("attr", token))
    return tuple(out)


def found(state: Any, path: str) -> list[tuple[str, Any]]:
    """Every (name in the save, value) the path reaches, in the save's order; nothing under
    a None."""
    level: list[tuple[str, Any]] = [("state", state)]
    for kind, arg in steps(path):
        reached: list[tuple[str, Any]] = []
        for where, value in level:
            if kind == "attr":
                reached.append((f"{where}.{arg}", getattr(value, arg)))
            elif kind == "index":
                reached.append((f"{where}[{arg}]", value[arg]))
            elif kind == "each":
                reached.extend((f"{where}[{i}]", item) for i, item in enumerate(value))
            else:
                reached.extend((f"{where}.{key}", item) for key, item in value.items())
        level = [pair for pair in reached if pair[1] is not None]
    return level


def values(state: Any, path: str) -> list[Any]:
    """The values `found` names, without their names (the quick walk of a save that holds)."""
    level: list[Any] = [state]
    for kind, arg in steps(path):
        if kind == "attr":
            level = [getattr(value, arg) for value in level]
        elif kind == "index":
            level = [value[arg] for value in level]
        elif kind == "each":
            level = [item for value in level for item in value]
        else:
            level = [item for value in level for item in value.values()]
        level = [value for value in level if value is not None]
    return level


def end(value: End | None, state: Any) -> int | None:
    """An end of a range for this state (None: no end)."""
    return value if value is None or isinstance(value, int) else value(state)


def shown(value: Any) -> str:
    """A value as the refusal quotes it: short, on one line."""
    text = repr(value) if isinstance(value, str) else str(value)
    if len(text) <= 24:
        return text
    return say("{start}... ({n} characters)", start=text[:20], n=len(text))


_KEPT = 4096
"""How many (part of a state, bound) checks are remembered."""
_passed: dict[tuple[int, ...], tuple[tuple[Any, ...], tuple[int | None, ...]]] = {}
"""The parts of states already found within a bound, kept alive with the ends they were
checked against: the states of a save's undo history share every part a step left alone, so
each part is walked once per load, not once per step."""


def check(state: Any, bounds: Sequence[Bound]) -> None:
    """SaveError naming the first field out of its range, or the first id found twice."""
    worked: dict[Any, int | None] = {}  # each end read from the game's data once a check

    def at(value: End | None) -> int | None:
        if value not in worked:
            worked[value] = end(value, state)
        return worked[value]

    for index, bound in enumerate(bounds):
        paths = (bound.path,) if isinstance(bound, Range) else bound.paths
        parts = tuple(_top(state, path) for path in paths)
        ends = (at(bound.low), at(bound.high)) if isinstance(bound, Range) else ()
        key = (id(bounds), index, *map(id, parts))
        kept = _passed.get(key)
        if kept is not None and kept[1] == ends and all(map(operator.is_, kept[0], parts)):
            continue
        if isinstance(bound, Range):
            _range(state, bound, *ends)
        else:
            _unique(state, bound)
        if len(_passed) >= _KEPT:
            _passed.clear()
        _passed[key] = (parts, ends)


def _top(state: Any, path: str) -> Any:
    """The attribute of the state a path starts from (the state itself for a bare `[]`)."""
    name = path.partition(".")[0].partition("[")[0].partition("{")[0]
    return getattr(state, name) if name else state


def _range(state: Any, bound: Range, low: int | None, high: int | None) -> None:
    assert low is not None

    def holds(value: Any) -> bool:
        return isinstance(value, int) and low <= value and (high is None or value <= high)

    if all(map(holds, values(state, bound.path))):
        return
    for where, value in found(state, bound.path):
        if not holds(value):
            runs = (
                say("it runs {low} to {high}", low=low, high=high)
                if high is not None
                else say("it is {low} or more", low=low)
            )
            raise SaveError(
                say(
                    "{where} is {value}; {runs}: {why}.",
                    where=where,
                    value=shown(value),
                    runs=runs,
                    why=term(bound.why),
                )
            )


def _unique(state: Any, bound: Unique) -> None:
    def key(value: Any) -> Any:
        return value.casefold() if bound.fold and isinstance(value, str) else value

    keys = [key(value) for path in bound.paths for value in values(state, path)]
    if len(set(keys)) == len(keys):
        return
    seen: dict[Any, str] = {}
    for path in bound.paths:
        for where, value in found(state, path):
            if key(value) in seen:
                raise SaveError(
                    say(
                        "{where} is {value}, already found at {seen}: {why}.",
                        where=where,
                        value=shown(value),
                        seen=seen[key(value)],
                        why=term(bound.why),
                    )
                )
            seen[key(value)] = where


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


def holdable(game: Any, state: Any) -> None:
    """RuleError when an action would leave a state its save could not hold (a bound the
    rules do not keep themselves): nothing is done, so no save is written that would not
    open again."""
    try:
        game.validate(state)
    except SaveError as exc:
        raise RuleError(
            say("not done, as the save could not hold it: {error}", error=message_of(exc))
        ) from None
