"""The engine's sentences (`tabletop.core.i18n.say`, `say_n`), each made once per wording.

The bots weigh thousands of positions a decision through the rules' handlers, and every
handler writes its events: the same sentences come again and again ("Napoleon draws 5
cards."), so each is kept and given again rather than made anew. A `Said` is immutable, so
one serves every time; the table is emptied when it grows large."""

from __future__ import annotations

from typing import Any

from tabletop.core import i18n
from tabletop.core.i18n import Said

KEEP = 20_000
"""Sentences kept at most before the table starts again."""

_MADE: dict[tuple[Any, ...], Said] = {}


def say(template: str, /, **args: Any) -> Said:
    """`i18n.say`, the same sentence given again for the same template and arguments."""
    key = (template, *args.items())
    found = _MADE.get(key)
    if found is None:
        if len(_MADE) >= KEEP:
            _MADE.clear()
        found = _MADE[key] = i18n.say(template, **args)
    return found


def say_n(singular: str, plural: str, count: int, /, **args: Any) -> Said:
    """`i18n.say_n`, the same sentence given again for the same wording and count."""
    key = (singular, plural, count, *args.items())
    found = _MADE.get(key)
    if found is None:
        if len(_MADE) >= KEEP:
            _MADE.clear()
        found = _MADE[key] = i18n.say_n(singular, plural, count, **args)
    return found
