"""A session whose printed data differs from its owner's data now (DESIGN principles 2, 6).

A save carries the printed data it was played on, and the owner's folder never changes it.
When the owner has since entered or corrected an entry (or imported a pack), the window
says so and offers to adopt the new entries: adopting is a logged step (`enter_printed`), so
the save still replays from the file alone.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tabletop.core.data import merged, owner_printed
from tabletop.core.i18n import N_
from tabletop.core.layer import at_path, changes, nest

if TYPE_CHECKING:
    from tabletop.session.session import Session

ADOPTED = N_("adopted from the owner's data folder during play")
"""Where an adopted entry came from, as the save's log names it."""


@dataclass(frozen=True)
class News:
    """The owner's entries this session does not play on yet."""

    added: tuple[str, ...] = ()
    """Entries the session lacks (dotted paths)."""
    changed: tuple[str, ...] = ()
    """Entries the session holds with other content."""
    update: Mapping[str, Any] = field(default_factory=dict)
    """The entries to enter, shaped as the override file."""

    def __bool__(self) -> bool:
        return bool(self.update)


def owner_news(session: Session) -> News:
    """What the owner's data holds now that the session's printed data does not."""
    owner = owner_printed(session.game.id).entries
    added, changed, _same = changes(session.printed.entries, owner)
    update: dict[str, Any] = {}
    for path in (*added, *changed):
        update = merged(update, nest(path, at_path(owner, path)))
    return News(tuple(added), tuple(changed), update)


def adopt(session: Session) -> News:
    """Enter the owner's new entries into the session as one logged step (nothing when
    there are none); RuleError when the game cannot read them."""
    news = owner_news(session)
    if news:
        session.enter_printed(news.update, label=ADOPTED)
    return news
