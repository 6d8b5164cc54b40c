"""Fields of a save read with one plain sentence for each way they can be wrong."""

from __future__ import annotations

from typing import Any

from tabletop.core.errors import SaveError
from tabletop.core.i18n import say


def field(data: dict[str, Any], key: str, kind: type) -> Any:
    """`data[key]`, refused in one sentence when missing or of the wrong type."""
    if key not in data:
        raise SaveError(say("field '{key}' is missing", key=key))
    value = data[key]
    if kind is int and isinstance(value, bool) or not isinstance(value, kind):
        raise SaveError(
            say("field '{key}' has the wrong type ({kind})", key=key, kind=type(value).__name__)
        )
    return value


def list_field(data: dict[str, Any], key: str, where: str) -> list[Any]:
    """`data[key]` as a list (empty when missing), refused when it is something else."""
    value = data.get(key, [])
    if not isinstance(value, list):
        raise SaveError(say("field '{where}' should be a list", where=where))
    return value


def hex_field(data: dict[str, Any], key: str, where: str = "") -> int:
    """`data[key]` read as a 64-bit hexadecimal number (dice states, seeds)."""
    label = f"{where}.{key}" if where else key
    value = data.get(key)
    if not isinstance(value, str):
        raise SaveError(say("field '{label}' is missing or not text", label=label))
    try:
        number = int(value, 16)
    except ValueError:
        raise SaveError(say("field '{label}' is not a hexadecimal number", label=label)) from None
    if not 0 <= number < 1 << 64:
        raise SaveError(say("field '{label}' is out of range", label=label))
    return number
