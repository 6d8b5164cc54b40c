"""The window's tab row: every tab's title whole while the row has room, all shortened alike
(with "…", the whole title under the pointer) when many sessions are open.

A ttk notebook does not scroll its tabs: with nine sessions open the row asked for 2,921
pixels of a 1,280-pixel window and the Start tab was squeezed to a blank stub.
"""

from __future__ import annotations

import tkinter as tk
from tkinter import font as tkfont
from tkinter import ttk

from tabletop.gui.widgets.textfit import TextFit
from tabletop.gui.widgets.tooltip import Tooltip

TAB_EXTRA = 36
"""Pixels a tab takes beyond its text (padding and border, measured under sv-ttk with room)."""
FEWEST = 6
"""Letters a shortened title keeps at least (with the ellipsis)."""


def middle_clip(fit: TextFit, text: str, room: int) -> str:
    """`text` as it is when it fits in `room` pixels, else its start and its end with an
    ellipsis between ("Card g…ul 2"), as long as they fit."""
    if fit.measure(text) <= room:
        return text
    keep = len(text) - 1
    while keep > 2:
        head, tail = text[: (keep + 1) // 2].rstrip(), text[len(text) - keep // 2 :].lstrip()
        if fit.measure(head + "…" + tail) <= room:
            return head + "…" + tail
        keep -= 1
    return fit.clip(text, room)


class TabTitles:
    """Keeps a notebook's session titles within its width."""

    def __init__(self, notebook: ttk.Notebook) -> None:
        self.notebook = notebook
        self.full: dict[str, str] = {}
        """Each tab's whole title, by the tab's widget name."""
        self.tips = Tooltip(notebook)
        self._shown_for = ""
        self._fit: tuple[str, TextFit] | None = None
        """The tab font's measurer, made again only when the font changes (a resize of the
        window sends a Configure at every step of the drag)."""
        notebook.bind("<Configure>", lambda _e: self.fit(), add="+")
        notebook.bind("<Motion>", self._hover, add="+")
        notebook.bind("<Leave>", lambda _e: self._hide(), add="+")

    def set(self, tab: tk.Misc, title: str) -> None:
        """Give `tab` its whole title, shortened as the row's room requires."""
        self.full[str(tab)] = title
        self.fit()

    def forget(self, tab: tk.Misc) -> None:
        """The tab is closed."""
        self.full.pop(str(tab), None)
        self.fit()

    def fit(self) -> None:
        """Show every title whole if the row holds them, else each cut to an equal share."""
        book = self.notebook
        tabs = [t for t in book.tabs() if str(t) in self.full]
        if not tabs:
            return
        name = str(ttk.Style(book).lookup("TNotebook.Tab", "font") or "TkDefaultFont")
        key = f"{name} {book.tk.call('font', 'actual', name)}"  # the text size changes it
        if self._fit is None or self._fit[0] != key:
            self._fit = (key, TextFit(book, tkfont.Font(root=book, font=name)))
        fit = self._fit[1]
        others = [t for t in book.tabs() if str(t) not in self.full]
        fixed = sum(fit.measure(str(book.tab(t, "text"))) + TAB_EXTRA for t in others)
        width = book.winfo_width() if book.winfo_width() > 1 else book.winfo_reqwidth()
        wanted = sum(fit.measure(self.full[str(t)]) + TAB_EXTRA for t in tabs)
        room = (width - fixed) // len(tabs) - TAB_EXTRA if fixed + wanted > width else 0
        least = fit.measure("M" * FEWEST)
        wholes = [self.full[str(t)] for t in tabs]
        shown = [fit.clip(w, max(room, least)) if room else w for w in wholes]
        if len(set(shown)) < len(set(wholes)):
            # Cut at the end, two titles read the same ("Card game · ne…"): keep each one's
            # start and end, where sessions of one game differ.
            shown = [middle_clip(fit, w, max(room, least)) if room else w for w in wholes]
        for tab, text in zip(tabs, shown, strict=True):
            if book.tab(tab, "text") != text:
                book.tab(tab, text=text)

    def _hover(self, event: tk.Event) -> None:
        try:
            index = self.notebook.index(f"@{event.x},{event.y}")
        except tk.TclError:
            self._hide()
            return
        tab = self.notebook.tabs()[index]
        whole = self.full.get(str(tab), "")
        shortened = whole and self.notebook.tab(tab, "text") != whole
        if not shortened:
            self._hide()
        elif self._shown_for != str(tab):
            self._shown_for = str(tab)
            self.tips.show(whole, event.x_root, event.y_root)

    def _hide(self) -> None:
        self._shown_for = ""
        self.tips.hide()
