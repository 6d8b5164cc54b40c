"""The engine's sentences (`tabletop.core.i18n.say`, `say_n`), each made once per wording.

The bots weigh thousands of positions a decision through the rules' handlers, and every
handler writes its events: the same sentences come again and again ("Napoleon draws 5
cards."), so each is kept and given again rather than made anew. A `Said` is immutable, so
one serves every time; the table is emptied when it grows large.

Where no one reads them (a bot weighing the positions its moves lead to, a simulated game),
the rules run `unsaid()`: their events' sentences are not made at all (the same blank one
each time), which gives the bots and simulations back the speed they had before sentences
kept their templates. What the rules decide never depends on their sentences, and the one
sentence a state keeps (a result's reason) is always made (`plays.kept_say`): the seeded games
of tests/games/cardgame replay to the same digests."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from tabletop.core import i18n
from tabletop.core.i18n import Said

KEEP = 20_000
"""Sentences kept at most before the table starts again."""

_MADE: dict[tuple[Any, ...], Said] = {}

BLANK = Said("")
"""The sentence the rules write where no one reads it (`unsaid`)."""

_QUIET = threading.local()
"""How deep this thread is in `unsaid()` (a bot may think on the window's worker thread
while the player's own moves are applied on the main one)."""


@contextmanager
def unsaid() -> Iterator[None]:
    """Apply rules whose sentences no one reads (a look-ahead, a simulated game): each is
    the blank one, made once."""
    _QUIET.depth = getattr(_QUIET, "depth", 0) + 1
    try:
        yield
    finally:
        _QUIET.depth -= 1


def _quiet() -> bool:
    return bool(getattr(_QUIET, "depth", 0))


def say(template: str, /, **args: Any) -> Said:
    """`i18n.say`, the same sentence given again for the same template and arguments."""
    if _quiet():
        return BLANK
    key = (template, *args.items())
    found = _MADE.get(key)
    if found is None:
        if len(_MADE) >= KEEP:
            _MADE.clear()
        found = _MADE[key] = i18n.say(template, **args)
    return found


def say_n(singular: str, plural: str, count: int, /, **args: Any) -> Said:
    """`i18n.say_n`, the same sentence given again for the same wording and count."""
    if _quiet():
        return BLANK
    key = (singular, plural, count, *args.items())
    found = _MADE.get(key)
    if found is None:
        if len(_MADE) >= KEEP:
            _MADE.clear()
        found = _MADE[key] = i18n.say_n(singular, plural, count, **args)
    return found
