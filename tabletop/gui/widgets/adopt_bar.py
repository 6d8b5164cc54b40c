"""A line above a game whose printed data differs from the owner's data now, with a button to
adopt the new entries as a logged step (`session.adopt`): the save keeps replaying from the
file alone (DESIGN principles 2 and 6).

An entry the owner keeps in one tab is logged in that tab's game only; every other open game
of the same title is offered it here (`offer_to_others`), rather than logging it unasked
(issue 31 item 4).
"""

from __future__ import annotations

import tkinter as tk
import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from tkinter import ttk

from tabletop.core.errors import TabletopError
from tabletop.core.i18n import _, tr
from tabletop.gui.widgets.actor import sentence
from tabletop.gui.widgets.wrap import wrapping
from tabletop.session.adopt import adopt, owner_news
from tabletop.session.packs import entry_title
from tabletop.session.session import Session, kept_in

SHOWN = 4
"""Entries named in the line; more are counted."""

_BARS: weakref.WeakSet[AdoptBar] = weakref.WeakSet()
"""The bars of the tabs open now."""


@contextmanager
def keeping(keeper: Session | None) -> Iterator[None]:
    """An owner's entry kept from `keeper`'s tab (None: from no tab): logged in that game
    only, then offered to every other open tab of the game to adopt."""
    if keeper is None:
        yield
        return
    with kept_in(keeper):
        yield
    offer_to_others(keeper)


def offer_to_others(keeper: Session) -> int:
    """The owner kept an entry in `keeper`'s tab (and logged it there): every other open tab
    of that game shows its offer to adopt it. How many tabs show one."""
    shown = 0
    for bar in list(_BARS):
        if bar.session is keeper or bar.session.game.id != keeper.game.id:
            continue
        try:
            alive = bool(bar.winfo_exists())
        except tk.TclError:  # a window closed before (its Tk is gone)
            alive = False
        if not alive:
            _BARS.discard(bar)
            continue
        # The tab places its bar (above its panes); a bar alone shows itself where it is.
        place = getattr(bar.master, "show_adopt", None)
        if callable(place):
            place()
        else:
            bar.refresh()
        shown += bar.shown
    return shown


class AdoptBar(ttk.Frame):
    """Hidden while the session plays on the owner's data as it is now."""

    def __init__(self, master: tk.Misc, session: Session) -> None:
        super().__init__(master)
        self.session = session
        self.columnconfigure(0, weight=1)
        self.label = wrapping(ttk.Label(self, style="Body.TLabel"), 2, first=500)
        self.label.grid(row=0, column=0, sticky="ew")
        self.adopt_button = ttk.Button(self, text=_("Adopt them"), command=self.adopt)
        self.adopt_button.grid(row=0, column=1, padx=(8, 0))
        self.error_label = wrapping(ttk.Label(self, style="Error.TLabel"), 2, first=500)
        self.error_label.grid(row=1, column=0, columnspan=2, sticky="ew")
        self.shown = False
        _BARS.add(self)

    def text(self) -> str:
        """The line's sentence for the differences now ("" when there are none)."""
        news = owner_news(self.session)
        if not news:
            return ""
        game = self.session.game.id
        named = [_("{title} (new)").format(title=tr(entry_title(game, p))) for p in news.added]
        named += [
            _("{title} (changed)").format(title=tr(entry_title(game, p))) for p in news.changed
        ]
        more = _(" and {n} more").format(n=len(named) - SHOWN) if len(named) > SHOWN else ""
        return _(
            "Your printed data differs from this game's: {names}{more}. "
            "Adopting is a logged step: the save still proves itself anywhere, and rolls made "
            "before stay as they were."
        ).format(names="; ".join(named[:SHOWN]), more=more)

    def refresh(self) -> bool:
        """Show or hide the line; True when it is shown."""
        said = self.text()
        self.label.configure(text=said)
        self.shown = bool(said)
        return self.shown

    def adopt(self) -> bool:
        """Enter the owner's new entries into the game as one logged step."""
        try:
            adopt(self.session)
        except TabletopError as exc:
            self.error_label.configure(text=sentence(exc))
            return False
        self.error_label.configure(text="")
        return True
