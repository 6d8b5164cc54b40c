"""The pages under a game's tracks: a notebook whose every page scrolls, each made when needed.

Each game's panel keeps its always-visible tracks on top and one page per job below
(combat, rally, roster, the printed charts ...); this is that notebook, written once.

A page's widgets are made the first time it is shown (its tab picked, by the player or by
the panel) or asked for (`Page`), not when the session opens: of some 400 widgets a panel
has, the hundred on the page in front are all the first draw needs, and a long save opens in
about two thirds of the time it took (scripts/bench). A page just made is filled at once from
the session's state (the panel's `fill`), so it never shows anything stale.

Each page says which action kinds its controls take (`Page(..., takes=...)`), so a greyed
control can name the page where what is to be done first is taken, made or not yet
(gui/panel.py `GamePanel.first_elsewhere`; a test builds every page and holds each to it).
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from tkinter import ttk
from typing import Any, Generic, Protocol, TypeVar, cast, overload

from tabletop.core.i18n import tr
from tabletop.gui.widgets.scroll import ScrollBody

P = TypeVar("P", bound=tk.Misc)
W = TypeVar("W", bound=tk.Misc)


class Pages(ttk.Notebook, Generic[P]):
    """A notebook of scrolling pages, each holding the one widget its `build` makes."""

    def __init__(self, master: tk.Misc, fill: Callable[[P], object], *, padding: int = 6) -> None:
        """`fill(page)` draws a page just made from the session's state; `padding` pads
        every page's body."""
        super().__init__(master)
        self._fill = fill
        self._padding = padding
        self._holders: dict[str, ScrollBody] = {}
        self._builds: dict[str, Callable[[ttk.Frame], P]] = {}
        self._made: dict[str, P] = {}
        self._takes: dict[str, tuple[str, ...]] = {}
        self.bind("<<NotebookTabChanged>>", self._picked, add="+")

    def page(self, slot: Page[W], build: Callable[[ttk.Frame], W]) -> None:
        """The page the panel's `slot` names, whose widget `build(body)` makes when it is
        first needed (the type checker holds `build` to the slot's kind of page)."""
        holder = ScrollBody(self, padding=self._padding)
        self.add(holder, text=tr(slot.title))  # the title stays the page's key
        self._holders[slot.title] = holder
        self._takes[slot.title] = slot.takes
        # W is one of the panel's pages, P; Python's types cannot say so between two
        # type variables, and `Page.__get__` checks the kind again when it is read.
        self._builds[slot.title] = cast("Callable[[ttk.Frame], P]", build)

    def get(self, title: str) -> P:
        """The widget of page `title`, made (and filled) now if it was not yet."""
        widget = self._made.get(title)
        if widget is None:
            widget = self._builds[title](self._holders[title].body)
            widget.pack(fill="both", expand=True)  # type: ignore[attr-defined]
            self._made[title] = widget
            self._fill(widget)
        return widget

    def made(self) -> list[P]:
        """The pages made so far, in tab order: the ones a redraw has to touch."""
        return [self._made[title] for title in self._builds if title in self._made]

    def titles(self) -> list[str]:
        """Every page's title (its key, untranslated), in tab order."""
        return list(self._builds)

    def taking(self, kind: str) -> list[str]:
        """The titles of the pages whose controls take `kind`, as each page declares."""
        return [title for title, kinds in self._takes.items() if kind in kinds]

    def taking_on(self, title: str) -> tuple[str, ...]:
        """The action kinds page `title` declares its controls take."""
        return self._takes[title]

    def title_of(self, widget: tk.Misc) -> str:
        """The title of the page `widget` sits on ("" when it is on none of them)."""
        holders = {str(holder): title for title, holder in self._holders.items()}
        found: tk.Misc | None = widget
        while found is not None:
            if str(found) in holders:
                return holders[str(found)]
            found = found.master
        return ""

    def made_titles(self) -> list[str]:
        """The titles of the pages made so far."""
        return list(self._made)

    def make_front(self) -> None:
        """Make the page in front now. A panel calls it last in its `__init__`, after its
        first `refresh()` (which redraws only the pages made): Tk tells of the first tab
        only once the panel is built, and a page that cannot draw the session must fail
        while the session is being opened, not after."""
        self._picked()

    def show(self, page: tk.Misc | str) -> None:
        """Bring a page to the front: its title, or the widget it made."""
        if isinstance(page, str):
            title = page
        else:
            title = next((t for t, made in self._made.items() if made is page), "")
            if not title:
                raise ValueError(f"{page} is not a page of this notebook")
        self.get(title)
        ttk.Notebook.select(self, self._holders[title])

    def shown(self) -> str:
        """The title of the page in front ("" while there is none)."""
        front = str(ttk.Notebook.select(self))
        return next((t for t, holder in self._holders.items() if str(holder) == front), "")

    def _picked(self, _event: object = None) -> None:
        """A tab was picked (a click, the keyboard, or the first tab added): make its page."""
        title = self.shown()
        if title:
            self.get(title)


class Paged(Protocol):
    """A panel with a `Pages` notebook named `book`."""

    @property
    def book(self) -> Pages[Any]: ...


class Page(Generic[W]):
    """A panel's attribute naming one of its pages: reading it gives the page's widget, made
    then if it was not yet (`rally = Page("Rally", RallyPage)` on the panel's class)."""

    def __init__(self, title: str, kind: type[W], takes: tuple[str, ...] = ()) -> None:
        self.title = title
        self.kind = kind
        self.takes = takes
        """The action kinds the page's controls take (before it is made, a greyed control
        elsewhere names this page when one of them is to be done first)."""

    @overload
    def __get__(self, panel: None, owner: type[Any]) -> Page[W]: ...

    @overload
    def __get__(self, panel: Paged, owner: type[Any]) -> W: ...

    def __get__(self, panel: Paged | None, owner: type[Any]) -> Page[W] | W:
        if panel is None:
            return self
        widget = panel.book.get(self.title)
        if not isinstance(widget, self.kind):
            raise TypeError(f"page {self.title!r} holds a {type(widget).__name__}")
        return widget

    def made(self, panel: Paged) -> W | None:
        """The page's widget if it has been made, without making it (for a timer's redraw)."""
        return self.__get__(panel, type(panel)) if self.title in panel.book.made_titles() else None
