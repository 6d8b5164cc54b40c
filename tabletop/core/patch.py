"""Differences between two pieces of plain data (dicts, lists, scalars), and applying them.

A save keeps the present state whole and each undo step as the difference from its
neighbour, so a long history of a large state stays small and quick to write.

A patch is a dict with one of three shapes:
    {"value": X}                          the new value is X
    {"keys": {k: patch}, "drop": [k]}     a dict with some keys changed, added or dropped
    {"items": {"i": patch}}               a list of the same length with some items changed
"""

from __future__ import annotations

from typing import Any

from tabletop.core.errors import SaveError
from tabletop.core.i18n import say


def diff(old: Any, new: Any) -> dict[str, Any] | None:
    """The patch that turns `old` into `new`; None when they are equal."""
    if old == new and type(old) is type(new):
        return None
    if isinstance(old, dict) and isinstance(new, dict):
        keys = {}
        for key, value in new.items():
            if key not in old:
                keys[key] = {"value": value}
            elif (sub := diff(old[key], value)) is not None:
                keys[key] = sub
        drop = [key for key in old if key not in new]
        return {"keys": keys, "drop": drop} if drop else {"keys": keys}
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        items = {}
        for index, (a, b) in enumerate(zip(old, new, strict=True)):
            if (sub := diff(a, b)) is not None:
                items[str(index)] = sub
        return {"items": items}
    return {"value": new}


def patch(old: Any, change: dict[str, Any] | None, where: str = "patch") -> Any:
    """Apply a patch made by `diff`; SaveError names the place if it does not fit."""
    if change is None:
        return old
    if not isinstance(change, dict):
        raise SaveError(say("{where} should be a table", where=where))
    if "value" in change:
        return change["value"]
    if "keys" in change:
        if not isinstance(old, dict) or not isinstance(change["keys"], dict):
            raise SaveError(say("{where} changes keys of something that has none", where=where))
        drop = change.get("drop", [])
        if not isinstance(drop, list):
            raise SaveError(say("{where}.drop should be a list", where=where))
        if not change["keys"] and not drop:
            return old  # the usual roll: nothing changed, and the same data loads once
        out = {k: v for k, v in old.items() if k not in drop}
        for key, sub in change["keys"].items():
            out[key] = patch(old.get(key), sub, f"{where}.{key}")
        return out
    if "items" in change:
        if not isinstance(old, list) or not isinstance(change["items"], dict):
            raise SaveError(
                say("{where} changes items of something that is not a list", where=where)
            )
        out_list = list(old)
        for index, sub in change["items"].items():
            try:
                i = int(index)
                if i < 0:
                    raise IndexError(i)
                out_list[i] = patch(old[i], sub, f"{where}[{index}]")
            except (ValueError, IndexError):
                raise SaveError(
                    say(
                        "{where} names an item '{index}' that is not there",
                        where=where,
                        index=str(index),
                    )
                ) from None
        return out_list
    raise SaveError(say("{where} is not a patch", where=where))
