"""Random play through a `Session`, as a player clicking about would: for the property
tests of saves (every state reached validates), `scripts/reliability` and `scripts/bench`.

Each step picks one of: a legal move the game lists, an action built from the game's own
action fields with values from its state, a printed-table roll, an undo or a redo. A step
the rules refuse is skipped, as the window shows a refusal and changes nothing.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from typing import Any

from tabletop.core.data import load_board, using
from tabletop.core.errors import TabletopError
from tabletop.games.actions import fields_of
from tabletop.session.session import Session


def play(session: Session, clicks: int, rng: random.Random) -> int:
    """Make up to `clicks` attempts; returns how many changed the session."""
    done = 0
    rollable = _rollable_tables(session)
    for _ in range(clicks):
        move = _pick(session, rng, rollable)
        try:
            move()
        except TabletopError:
            continue
        done += 1
    return done


def _pick(session: Session, rng: random.Random, rollable: list[str]) -> Callable[[], Any]:
    draw = rng.random()
    if draw < 0.06:
        return session.undo
    if draw < 0.09:
        return session.redo
    open_rolls = [name for name in rollable if _open(session, name)]
    if (draw < 0.3 or not session.game.actions) and open_rolls:
        name = rng.choice(open_rolls)
        return lambda: session.resolve(name, _table_inputs(session, rng, name))
    legal = [one for one in session.legal_actions() if one.open]
    listed = [dict(move) for one in legal for move in one.moves]
    if listed and rng.random() < 0.9:
        return lambda: session.act(rng.choice(listed), side=_side(session, rng))
    kinds = [one.kind for one in legal] or list(session.game.actions)
    if not kinds:
        return session.undo if rng.random() < 0.5 else session.redo
    kind = rng.choice(kinds)
    return lambda: session.act(made_up(session, kind, rng), side=_side(session, rng))


def _side(session: Session, rng: random.Random) -> str:
    """Mostly no side, as the window acts (the engine decides who acts); now and then any
    side, as a referee's `act --side` might give, which the rules refuse when it is wrong."""
    if session.game.sides and rng.random() < 0.15:
        return rng.choice(session.game.sides)
    return ""


def _open(session: Session, name: str) -> bool:
    """A roll the sequence of play opens now (a player clicks only a roll box not greyed)."""
    try:
        return session.roll_closed(name) is None
    except TabletopError:
        return False


def _rollable_tables(session: Session) -> list[str]:
    try:
        with using(session.printed):
            board = load_board(session.game.id)
    except TabletopError:
        return []
    return [f"table:{name}" for name, table in board.tables.items() if table.dice is not None]


def _table_inputs(session: Session, rng: random.Random, name: str) -> dict[str, Any]:
    # The table resolver asks for a column when the table has several; any will do.
    resolver = session.resolver(name)
    out: dict[str, Any] = {}
    for spec in resolver.inputs:
        if spec.choices:
            out[spec.name] = rng.choice(spec.choices)
    return out


def _words(state: Any) -> list[str]:
    """Texts found in the state (unit ids, card ids, hexes): candidates for text fields."""
    found: list[str] = []

    def walk(value: Any, depth: int) -> None:
        if depth > 6 or len(found) > 2000:
            return
        if isinstance(value, str):
            found.append(value)
        elif dataclasses.is_dataclass(value) and not isinstance(value, type):
            for f in dataclasses.fields(value):
                item = getattr(value, f.name)
                if f.name == "id" and isinstance(item, str):
                    found.extend([item] * 4)  # ids (units, cards) are what actions name most
                walk(item, depth + 1)
        elif isinstance(value, (tuple, list, frozenset)):
            for item in value:
                walk(item, depth + 1)
        elif isinstance(value, dict):
            for key, item in value.items():
                walk(str(key), depth + 1)
                walk(item, depth + 1)

    walk(state, 0)
    return found or ["x"]


def made_up(session: Session, kind: str, rng: random.Random) -> dict[str, Any]:
    """An action of `kind` with each field filled from its declared range or the state (the
    probes try every kind at every step with one)."""
    cls = session.game.actions[kind]
    words = _words(session.state)
    out: dict[str, Any] = {"kind": kind}
    for spec in fields_of(cls):
        if not spec.required and rng.random() < 0.6:
            continue
        out[spec.name] = _value(spec.kind, spec.low, spec.high, spec.choices, words, rng)
    return out


def _value(
    kind: str,
    low: int | None,
    high: int | None,
    choices: tuple[str, ...],
    words: list[str],
    rng: random.Random,
) -> Any:
    def number() -> int:
        lo = 0 if low is None else low
        return rng.randint(lo, max(lo, 6 if high is None else min(high, lo + 12)))

    def text() -> str:
        return rng.choice(choices) if choices else rng.choice(words)

    if kind == "int":
        return number()
    if kind == "bool":
        return rng.random() < 0.5
    if kind == "str":
        return text()
    if kind == "str-list":
        return [text() for _ in range(rng.randint(1, 2))]
    if kind == "int-list":
        return [number() for _ in range(rng.randint(1, 2))]
    if kind == "str-map":
        return {rng.choice(words): text()}
    if kind == "int-map":
        return {rng.choice(words): number()}
    return []
