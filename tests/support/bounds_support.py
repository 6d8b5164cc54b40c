"""Mutants of the example saves that break a game's declared bounds (issue 21 item 4): for
tests/games/test_bounds.py and scripts/reliability.

A bound (`tabletop/games/<id>/bounds.py`) names the numbers and ids of a state by a path;
`mutants` finds where that path reaches in a save's TOML and edits it there: one past each end
of a range and the largest 64-bit number, or the first id of a unique set listed again.
"""

from __future__ import annotations

import copy
import importlib
import random
import re
import tomllib
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

import tomli_w
from checkout_paths import SAVES

from tabletop.games.bounds import Bound, Range, Unique, end
from tabletop.session.saves import read_session

EXAMPLES = sorted(SAVES.glob("*.toml"))
BIG = 2**63 - 1
"""The largest 64-bit number, which TOML can hold."""

Change = Callable[[dict[str, Any]], None]
"""An edit of a save's [state] table."""


def game_of(save: Path) -> str:
    return str(tomllib.loads(save.read_text(encoding="utf-8"))["game"])


def bounds_of(game: str) -> tuple[Bound, ...]:
    return tuple(importlib.import_module(f"tabletop.games.{game}.bounds").BOUNDS)


def edited(folder: Path, source: Path, change: Change) -> Path:
    data = tomllib.loads(source.read_text(encoding="utf-8"))
    change(data["state"])
    path = folder / source.name
    path.write_text(tomli_w.dumps(data, multiline_strings=True), encoding="utf-8")
    return path


def set_to(*keys: Any, value: Any) -> Change:
    def change(state: dict[str, Any]) -> None:
        holder: Any = state
        for key in keys[:-1]:
            holder = holder[key]
        holder[keys[-1]] = value

    return change


def twice(*keys: Any) -> Change:
    """The list at `keys` with its first item listed again."""

    def change(state: dict[str, Any]) -> None:
        holder: Any = state
        for key in keys[:-1]:
            holder = holder[key]
        items = holder[keys[-1]]
        holder[keys[-1]] = [*items, copy.deepcopy(items[0])]

    return change


Chain = tuple[tuple[Any, Any], ...]
"""The (holder, key) steps from the save's raw state to one value."""


def _raw(holder: Any, key: Any, path: str, chain: Chain) -> Iterator[Chain]:
    """Where a bound's path reaches in the save's raw state (the TOML as read)."""
    if not path:
        yield (*chain, (holder, key))
        return
    value = holder[key]
    head, _, rest = path.partition(".")
    cut = min((i for i in (head.find("["), head.find("{")) if i >= 0), default=len(head))
    name, marks = head[:cut], head[cut:]
    if isinstance(value, dict) and name in value:
        yield from _marked(value, name, marks, rest, (*chain, (holder, key)))


def _marked(holder: Any, key: Any, marks: str, rest: str, chain: Chain) -> Iterator[Chain]:
    value = holder[key]
    if marks.startswith("[]"):
        for index in range(len(value) if isinstance(value, list) else 0):
            yield from _marked(value, index, marks[2:], rest, (*chain, (holder, key)))
    elif marks.startswith("{}"):
        for name in value if isinstance(value, dict) else ():
            yield from _marked(value, name, marks[2:], rest, (*chain, (holder, key)))
    elif marks.startswith("["):
        index, marks = int(marks[1 : marks.index("]")]), marks[marks.index("]") + 1 :]
        yield from _marked(value, index, marks, rest, (*chain, (holder, key)))
    else:
        yield from _raw(holder, key, rest, chain)


def places(save: Path, path: str) -> list[tuple[Any, ...]]:
    """The keys from the save's [state] to each value a path reaches."""
    raw = {"state": tomllib.loads(save.read_text(encoding="utf-8"))["state"]}
    return [tuple(key for _, key in chain[1:]) for chain in _raw(raw, "state", path, ())]


def _name(keys: tuple[Any, ...]) -> str:
    """A field's name as a refusal gives it: state.units[3].er."""
    return "state" + "".join(f"[{key}]" if isinstance(key, int) else f".{key}" for key in keys)


def _pattern(path: str) -> str:
    """The names a refusal may give a field reached by `path`."""
    text = re.escape("state." + path).replace(r"\[\]", r"\[\d+\]")
    return text.replace(r"\{\}", r"\.[^ ]+")


@cache
def _saved_state(save: Path) -> Any:
    return read_session(save, autosave=False).state


def mutants(save: Path, bound: Bound) -> list[tuple[str, Change, str]]:
    """(field = value, change, field's pattern) that break one bound in a save: one past each
    end of a range and the largest 64-bit number, at a seeded pick of the places the range
    covers; or the first id of a unique set listed again. The last one is the biggest."""
    if isinstance(bound, Unique):
        for path in bound.paths:
            steps = re.findall(r"\[\d*\]|\{\}|[^.\[{]+", path)
            lists = [i for i, step in enumerate(steps) if step == "[]"]
            for keys in places(save, path):
                if lists:
                    field = "|".join(map(_pattern, bound.paths))
                    return [(f"{path} twice", twice(*keys[: lists[-1]]), field)]
        return []
    reached = places(save, bound.path)
    if not reached:
        return []
    state = _saved_state(save)
    low, high = end(bound.low, state), end(bound.high, state)
    keys = random.Random(f"{save.name} {bound.path}").choice(reached)
    field = _name(keys)
    assert low is not None
    tried = {low - 1, BIG} if high is None else {low - 1, high + 1, BIG}
    values = sorted(v for v in tried if v < low or (high is not None and v > high))
    return [
        (f"{field} = {value}", set_to(*keys, value=value), re.escape(field)) for value in values
    ]


def label(bound: Bound) -> str:
    return bound.path if isinstance(bound, Range) else "+".join(bound.paths)


def with_bounds() -> list[tuple[Path, tuple[Bound, ...]]]:
    found = []
    for save in EXAMPLES:
        module = f"tabletop.games.{game_of(save)}.bounds"
        if importlib.util.find_spec(module) is not None:
            found.append((save, bounds_of(game_of(save))))
    return found
