"""The pages under a game's tracks: a notebook whose every page scrolls.

Each game's panel keeps its always-visible tracks on top and one page per job below
(combat, rally, roster, the printed charts ...); this is that notebook, written once.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from tkinter import ttk
from typing import TypeVar

from tabletop.gui.widgets.scroll import ScrollBody

W = TypeVar("W", bound=tk.Misc)


class Pages(ttk.Notebook):
    """A notebook of scrolling pages, each built by the caller inside its scrolling body."""

    def __init__(self, master: tk.Misc) -> None:
        super().__init__(master)
        self._holders: dict[str, ScrollBody] = {}

    def blank(self, title: str) -> ttk.Frame:
        """A new scrolling page titled `title`: the frame to fill."""
        holder = ScrollBody(self, padding=6)
        self.add(holder, text=title)
        self._holders[title] = holder
        return holder.body

    def page(self, title: str, build: Callable[[ttk.Frame], W]) -> W:
        """A new page holding the one widget `build(body)` makes, filling it."""
        body = self.blank(title)
        widget = build(body)
        widget.pack(fill="both", expand=True)  # type: ignore[attr-defined]
        self._holders[str(widget)] = self._holders[title]
        return widget

    def show(self, page: tk.Misc | str) -> None:
        """Bring a page to the front: the widget `page` made, or a page's title."""
        holder = self._holders[page if isinstance(page, str) else str(page)]
        ttk.Notebook.select(self, holder)
