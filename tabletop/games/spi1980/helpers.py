"""Small pieces every action handler needs: reading action keys, rolling, checking the phase."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.core.dice import Dice, DiceSpec
from tabletop.core.errors import RuleError
from tabletop.games.base import Action
from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.legal import phase_reason
from tabletop.games.spi1980.state import Spi1980State, UnitStatus


def take_roll(action: Action, spec: DiceSpec, dice: Dice) -> tuple[int, bool]:
    """The natural roll: typed in by the player ("roll" key) or thrown on the session's dice."""
    typed = action.get("roll")
    if typed is None or typed == "":
        return dice.roll(spec), False
    return spec.parse_typed(typed), True


def id_list(action: Action, key: str) -> tuple[str, ...]:
    """A list of unit ids from an action; a single id is accepted too."""
    value = action.get(key, ())
    if isinstance(value, str):
        return (value,) if value else ()
    try:
        return tuple(str(v) for v in value)
    except TypeError:
        raise RuleError(f"'{key}' should be a list of unit ids.") from None


def int_map(action: Action, key: str) -> dict[str, int]:
    """A {unit id: number} mapping from an action."""
    value = action.get(key) or {}
    if not isinstance(value, Mapping):
        raise RuleError(f"'{key}' should map unit ids to numbers.")
    try:
        return {str(k): int(v) for k, v in value.items()}
    except (TypeError, ValueError):
        raise RuleError(f"'{key}' should map unit ids to whole numbers.") from None


def whole(action: Action, key: str, default: int | None = None) -> int:
    """A whole-number action field; RuleError (never ValueError) when it is not one."""
    value = action.get(key, default) if default is not None else need(action, key)
    if isinstance(value, bool):
        raise RuleError(f"'{key}' should be a whole number, not {value}.")
    try:
        return int(value)
    except (TypeError, ValueError):
        raise RuleError(f"'{key}' should be a whole number, not '{value}'.") from None


def need(action: Action, key: str) -> Any:
    """A required action key; RuleError names it."""
    if key not in action or action[key] is None:
        raise RuleError(f"this action needs '{key}'.")
    return action[key]


def require_phase(state: Spi1980State, step: str, side: str | None = None) -> None:
    """Refuse an action outside the phase the rules put it in [3.0]."""
    reason = phase_reason(state, step, side)
    if reason is not None:
        raise RuleError(reason)


def require_on_map(state: Spi1980State, unit_id: str, side: str | None = None) -> None:
    """Refuse a unit that is not on the map, or not of the side named."""
    spec = game_data().unit(unit_id)
    if side is not None and spec.army != side:
        raise RuleError(f"{spec.name} is not a {side} unit.")
    if state.unit(unit_id).status is not UnitStatus.ON_MAP:
        raise RuleError(f"{spec.name} is not on the map.")
