"""Differences between two pieces of plain data (dicts, lists, scalars), and applying them.

A save keeps the present state whole and each undo step as the difference from its
neighbour, so a long history of a large state stays small and quick to write.

A patch is a dict with one of three shapes:
    {"value": X}                          the new value is X
    {"keys": {k: patch}, "drop": [k]}     a dict with some keys changed, added or dropped
    {"items": {"i": patch}}               a list of the same length with some items changed
    {"items": {...}, "splice": {"at": i, "drop": n, "insert": [...]}}
                                          a list that grew or shrank: its items changed in
                                          place first, then `n` items from `at` replaced by
                                          `insert`

A list that grows by one item (a unit added to a roster) is saved as that item, not as the
whole list again: an undo history then grows with the game, not with its square (issue 31).
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
    if isinstance(old, list) and isinstance(new, list):
        return _list_diff(old, new)
    return {"value": new}


def _list_diff(old: list[Any], new: list[Any]) -> dict[str, Any]:
    """Items changed in place where both lists have them, then one splice for the rest: the
    items the lists share at their ends are left out of the splice."""
    shorter = min(len(old), len(new))
    head = 0
    while head < shorter and diff(old[head], new[head]) is None:
        head += 1
    tail = 0
    while tail < shorter - head and diff(old[-1 - tail], new[-1 - tail]) is None:
        tail += 1
    # The lists differ between `head` and their last `tail` items: the first items of that
    # stretch are changed in place, the rest of it is spliced.
    old_mid, new_mid = len(old) - head - tail, len(new) - head - tail
    paired = min(old_mid, new_mid)
    items = {}
    for index in range(head, head + paired):
        if (sub := diff(old[index], new[index])) is not None:
            items[str(index)] = sub
    if old_mid == new_mid:
        return {"items": items}
    at = head + paired
    insert = new[at : at + new_mid - paired]
    return {"items": items, "splice": {"at": at, "drop": old_mid - paired, "insert": insert}}


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
        if "splice" in change:
            return _splice(out_list, change["splice"], where)
        return out_list
    raise SaveError(say("{where} is not a patch", where=where))


def _splice(items: list[Any], splice: Any, where: str) -> list[Any]:
    """`items` with the splice of a patch applied; SaveError when it does not fit."""
    at = splice.get("at") if isinstance(splice, dict) else None
    drop = splice.get("drop") if isinstance(splice, dict) else None
    insert = splice.get("insert") if isinstance(splice, dict) else None
    if (
        type(at) is not int
        or type(drop) is not int
        or not isinstance(insert, list)
        or not 0 <= at <= at + drop <= len(items)
    ):
        raise SaveError(say("{where}.splice does not fit its list", where=where))
    return [*items[:at], *insert, *items[at + drop :]]
