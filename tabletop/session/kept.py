"""An entry the owner keeps during play reaches the games open on it (issue 31): the game of
the tab it was kept from logs it; kept from no tab, each open game of that title does."""

from __future__ import annotations

import weakref
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import Any, Protocol

from tabletop.core import paths
from tabletop.core.errors import TabletopError
from tabletop.core.overrides import on_kept
from tabletop.games.base import GameInfo


class Keeping(Protocol):
    """What this module reads of a session (`tabletop.session.session.Session` is one)."""

    game: GameInfo[Any]
    home: Path

    def enter_printed(self, update: Mapping[str, Any]) -> None:
        """Log an owner's entry made during play."""


_OPEN: weakref.WeakSet[Keeping] = weakref.WeakSet()
"""Sessions in play in this process, told when the owner keeps an entry (`_kept`)."""


def follow(session: Keeping) -> None:
    """Tell `session` of the owner's entries kept from now on, while it is in play."""
    _OPEN.add(session)


_KEEPER: ContextVar[Keeping | None] = ContextVar("keeper", default=None)
"""The session whose tab the owner keeps an entry from (`kept_in`), if any."""


@contextmanager
def kept_in(session: Keeping) -> Iterator[None]:
    """The owner keeps an entry from `session`'s tab: only that game logs it; the other open
    games of that title are left as they are, and the window offers it to them to adopt
    (issue 31: one tab's entry is not written into every other open game)."""
    token = _KEEPER.set(session)
    try:
        yield
    finally:
        _KEEPER.reset(token)


def _kept(game: str, update: Mapping[str, Any]) -> None:
    """The owner kept an entry in their folder (core/overrides.py): the game of the tab it was
    kept from enters it as a logged step (`kept_in`); kept from no tab, each game of that
    title open in this process, on this user folder, does."""
    keeper = _KEEPER.get()
    if keeper is not None:
        if keeper.game.id == game:
            keeper.enter_printed(update)
        return
    home = paths.user_dir()
    for session in list(_OPEN):
        if session.game.id == game and session.home == home:
            try:
                session.enter_printed(update)
            except TabletopError:
                # Its save could not take it (or its board cannot read it): that game plays
                # on as it was, and the window offers the owner's new entries to adopt.
                continue


on_kept(_kept)
