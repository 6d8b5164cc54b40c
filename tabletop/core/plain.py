"""Frozen dataclasses to TOML-ready dicts and back, checking every field on the way in.

Game states are frozen dataclasses whose fields are int, str, bool, float, tuples, dicts
with str keys, other frozen dataclasses, enums of str, and `X | None` (None is left out of
the TOML, which has no null). Loading names the first field that is missing or of the wrong
type, so a hand-edited save gets one clear sentence.
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from functools import cache
from typing import Any, TypeVar

from tabletop.core.errors import SaveError, message_of
from tabletop.core.i18n import say

T = TypeVar("T")


_SCALARS = frozenset({str, int, bool, float})


def dump(value: Any) -> Any:
    """Turn a state value into TOML-ready data (dicts, lists, scalars)."""
    if type(value) in _SCALARS:
        return value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: dict[str, Any] = {}
        for field in dataclasses.fields(value):
            item = getattr(value, field.name)
            if item is not None:
                out[field.name] = dump(item)
        return out
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, (tuple, list, frozenset)):
        return [dump(v) for v in value]
    if isinstance(value, Mapping):
        return {str(k): dump(v) for k, v in value.items() if v is not None}
    return value


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


@cache
def _fields(cls: type) -> tuple[tuple[str, Any, bool, bool], ...]:
    """(name, type, optional, has a default) of each field, worked out once per class."""
    hints = _hints(cls)
    return tuple(
        (
            f.name,
            hints[f.name],
            _optional(hints[f.name]),
            f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING,
        )
        for f in dataclasses.fields(cls)
    )


# While `sharing()` is on, a dataclass loaded from the very same dict object is built once:
# undo steps rebuilt by patching share every unchanged part with their neighbour.
_memo: dict[int, tuple[Any, type, Any]] | None = None


@contextmanager
def sharing() -> Iterator[None]:
    """Within the block, loads of the same data object return the same value."""
    global _memo
    outer, _memo = _memo, {}
    try:
        yield
    finally:
        _memo = outer


def load(kind: Any, data: Any, where: str = "state") -> Any:
    """Rebuild a value of type `kind` from TOML data; SaveError names the bad field."""
    origin = typing.get_origin(kind)
    if origin in (typing.Union, types.UnionType):
        options = [a for a in typing.get_args(kind) if a is not type(None)]
        if data is None:
            return None
        errors = []
        for option in options:
            try:
                return load(option, data, where)
            except SaveError as exc:
                errors.append(exc)
        raise errors[0]
    if data is None:
        raise SaveError(say("{where} is missing", where=where))
    if kind is Any:
        return data
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        if _memo is not None:
            hit = _memo.get(id(data))
            if hit is not None and hit[0] is data and hit[1] is kind:
                return hit[2]
        if not isinstance(data, Mapping):
            raise SaveError(say("{where} should be a table of fields", where=where))
        args: dict[str, Any] = {}
        specs = _fields(kind)
        for name, hint, optional, has_default in specs:
            if name not in data:
                if optional:
                    args[name] = None
                elif not has_default:
                    raise SaveError(say("{where}.{name} is missing", where=where, name=name))
                continue
            args[name] = load(hint, data[name], f"{where}.{name}")
        if len(data) > len(args) or any(key not in args for key in data):
            unknown = set(data) - {spec[0] for spec in specs}
            if unknown:
                raise SaveError(
                    say(
                        "{where} has an unknown field '{field}'",
                        where=where,
                        field=str(sorted(unknown)[0]),
                    )
                )
        try:
            value = kind(**args)
        except (TypeError, ValueError) as exc:
            raise SaveError(
                say("{where} is not valid: {error}", where=where, error=message_of(exc))
            ) from exc
        if _memo is not None:
            _memo[id(data)] = (data, kind, value)
        return value
    if origin is typing.Literal:
        allowed_values = typing.get_args(kind)
        if not any(type(data) is type(v) and data == v for v in allowed_values):
            allowed = ", ".join(str(v) for v in allowed_values)
            raise SaveError(
                say(
                    "{where} is {data}, which is not one of {allowed}",
                    where=where,
                    data=repr(data),
                    allowed=allowed,
                )
            )
        return data
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        try:
            return kind(data)
        except ValueError:
            allowed = ", ".join(str(m.value) for m in kind)
            raise SaveError(
                say(
                    "{where} is '{data}', which is not one of {allowed}",
                    where=where,
                    data=str(data),
                    allowed=allowed,
                )
            ) from None
    if origin is tuple:
        args_ = typing.get_args(kind)
        if not isinstance(data, list):
            raise SaveError(say("{where} should be a list", where=where))
        if len(args_) == 2 and args_[1] is Ellipsis:
            return tuple(load(args_[0], v, f"{where}[{i}]") for i, v in enumerate(data))
        if len(args_) != len(data):
            raise SaveError(say("{where} should hold {count} items", where=where, count=len(args_)))
        return tuple(
            load(a, v, f"{where}[{i}]") for i, (a, v) in enumerate(zip(args_, data, strict=False))
        )
    if origin is list:
        (item_t,) = typing.get_args(kind) or (Any,)
        if not isinstance(data, list):
            raise SaveError(say("{where} should be a list", where=where))
        return [load(item_t, v, f"{where}[{i}]") for i, v in enumerate(data)]
    if origin in (dict, Mapping, typing.Mapping) or kind is dict:
        key_t, val_t = typing.get_args(kind) or (str, Any)
        if not isinstance(data, Mapping):
            raise SaveError(say("{where} should be a table", where=where))
        return {_key(key_t, k, where): load(val_t, v, f"{where}.{k}") for k, v in data.items()}
    if origin is frozenset:
        (item_t,) = typing.get_args(kind)
        if not isinstance(data, list):
            raise SaveError(say("{where} should be a list", where=where))
        return frozenset(load(item_t, v, f"{where}[{i}]") for i, v in enumerate(data))
    if kind is bool:
        if not isinstance(data, bool):
            raise SaveError(
                say("{where} should be true or false, not {data}", where=where, data=repr(data))
            )
        return data
    if kind is int:
        if isinstance(data, bool) or not isinstance(data, int):
            raise SaveError(
                say("{where} should be a whole number, not {data}", where=where, data=repr(data))
            )
        return data
    if kind is float:
        if isinstance(data, bool) or not isinstance(data, (int, float)):
            raise SaveError(
                say("{where} should be a number, not {data}", where=where, data=repr(data))
            )
        return float(data)
    if kind is str:
        if not isinstance(data, str):
            raise SaveError(say("{where} should be text, not {data}", where=where, data=repr(data)))
        return data
    raise SaveError(
        say("{where} has a type this app cannot read ({kind})", where=where, kind=repr(kind))
    )


def _optional(kind: Any) -> bool:
    return typing.get_origin(kind) in (typing.Union, types.UnionType) and type(None) in (
        typing.get_args(kind)
    )


def _key(kind: Any, key: str, where: str) -> Any:
    # TOML keys are always text; `dump` wrote whole-number keys with str().
    if kind is int:
        try:
            return int(key)
        except ValueError:
            raise SaveError(
                say("{where} has a key '{key}' that should be a whole number", where=where, key=key)
            ) from None
    return load(kind, key, f"{where} key '{key}'")
