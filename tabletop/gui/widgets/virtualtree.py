"""A table that draws only the rows that fit: a Treeview holding one screenful, and a
scrollbar over the whole list, so 50,000 rows cost what 30 do.

The owner says how many rows there are and how to make row `i` (its values and its key);
scrolling (scrollbar, mouse wheel, arrow and page keys) moves the screenful. The selection is
kept by key, so a selected row scrolled out of view and back is still selected.
"""

from __future__ import annotations

import tkinter
from collections.abc import Callable, Sequence
from functools import partial
from tkinter import ttk

Row = tuple[str, tuple[str, ...]]
"""A row's key (its Treeview id) and its values."""

WHEEL_ROWS = 3
"""Rows moved by one notch of the mouse wheel."""


class VirtualTree(ttk.Frame):
    """A Treeview showing rows `top` to `top + fits` of `count`, with its own scrollbar."""

    def __init__(
        self,
        master: tkinter.Misc,
        columns: Sequence[str],
        row: Callable[[int], Row],
        *,
        style: str = "Treeview",
        on_select: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(master)
        self._row = row
        self._on_select = on_select
        self.count = 0
        """How many rows the list holds."""
        self.top = 0
        """Index of the first row shown."""
        self.fits = 10
        """How many rows the table has room for."""
        self.follow = True
        """Whether the newest row stays in view as rows are added."""
        self.selected: set[str] = set()
        """Keys of the rows chosen, shown or not."""
        self._heading = 0
        self.tree = ttk.Treeview(self, columns=list(columns), show="headings", style=style)
        self.scrollbar = ttk.Scrollbar(self, orient="vertical", command=self._scrolled)
        self.scrollbar.pack(side="right", fill="y")
        self.tree.pack(side="left", fill="both", expand=True)
        self.tree.bind("<<TreeviewSelect>>", self._chosen)
        self.tree.bind("<Configure>", self._resized)
        self.tree.bind("<Button-4>", lambda _e: self._scroll_by(-WHEEL_ROWS))
        self.tree.bind("<Button-5>", lambda _e: self._scroll_by(WHEEL_ROWS))
        self.tree.bind("<MouseWheel>", self._wheel)
        moves: dict[str, int | str] = {
            "<Up>": -1,
            "<Down>": 1,
            "<Prior>": "page-",
            "<Next>": "page+",
            "<Home>": "home",
            "<End>": "end",
        }
        for sequence, move in moves.items():
            self.tree.bind(sequence, partial(self._key_event, move))

    # -- what is shown ----------------------------------------------------------------

    @property
    def last_top(self) -> int:
        """The top row when the list is scrolled to its end."""
        return max(0, self.count - self.fits)

    def show(self, count: int, *, top: int | None = None) -> None:
        """Hold `count` rows now and redraw; at the end (or when following) stay at the end."""
        self.count = count
        if top is not None:
            self.top = top
        elif self.follow:
            self.top = self.last_top
        self.redraw()

    def redraw(self) -> None:
        """Draw the screenful of rows from `top`, and set the scrollbar."""
        self.top = max(0, min(self.top, self.last_top))
        self.follow = self.top >= self.last_top
        tree = self.tree
        tree.delete(*tree.get_children())
        shown = []
        for index in range(self.top, min(self.count, self.top + self.fits)):
            key, values = self._row(index)
            tree.insert("", "end", iid=key, values=values)
            shown.append(key)
        if shown and not self._heading:
            self.after_idle(self._measure)
        keep = [k for k in shown if k in self.selected]
        if keep:
            tree.selection_set(keep)
        if self.count > self.fits:
            self.scrollbar.set(self.top / self.count, (self.top + self.fits) / self.count)
        else:
            self.scrollbar.set(0.0, 1.0)

    def scroll_to(self, top: int) -> None:
        """Show rows from `top` (clamped to the list)."""
        self.top = top
        self.redraw()

    # -- scrolling --------------------------------------------------------------------

    def _scrolled(self, *args: str) -> None:
        """The scrollbar's command: "moveto FRACTION" or "scroll N units|pages"."""
        if args and args[0] == "moveto":
            self.scroll_to(round(float(args[1]) * self.count))
        elif len(args) >= 3 and args[0] == "scroll":
            step = int(args[1]) * (self.fits if args[2].startswith("page") else 1)
            self.scroll_to(self.top + step)

    def _scroll_by(self, rows: int) -> str:
        self.scroll_to(self.top + rows)
        return "break"

    def _wheel(self, event: tkinter.Event[tkinter.Misc]) -> str:
        notches = -1 if event.delta > 0 else 1
        return self._scroll_by(notches * WHEEL_ROWS)

    def _key_event(self, move: int | str, _event: object) -> str:
        return self._key(move)

    def _key(self, move: int | str) -> str:
        """Move the cursor row by a key, scrolling when it leaves the screenful."""
        if not self.count:
            return "break"
        focus = self.tree.focus()
        shown = list(self.tree.get_children())
        at = self.top + shown.index(focus) if focus in shown else self.top
        if isinstance(move, int):
            at += move
        elif move in ("page-", "page+"):
            at += self.fits if move == "page+" else -self.fits
        else:
            at = 0 if move == "home" else self.count - 1
        at = max(0, min(self.count - 1, at))
        if at < self.top:
            self.top = at
        elif at >= self.top + self.fits:
            self.top = at - self.fits + 1
        key = self._row(at)[0]
        self.selected = {key}
        self.redraw()
        self.tree.focus(key)
        return "break"

    # -- selection and size -----------------------------------------------------------

    def _chosen(self, _event: object = None) -> None:
        chosen = self.tree.selection()
        if chosen:  # emptied by a redraw that scrolled the row away: keep the choice
            self.selected = set(chosen)
        if self._on_select is not None:
            self._on_select()

    def _resized(self, event: tkinter.Event[tkinter.Misc]) -> None:
        fits = self._rows_for(event.height)
        if fits != self.fits:
            self.fits = fits
            self.show(self.count)

    def _measure(self) -> None:
        """Read the headings' height once the first row is drawn, and fit the rows to it."""
        children = self.tree.get_children() if self.winfo_exists() else ()
        box = self.tree.bbox(children[0]) if children else ""
        if box and not self._heading:
            self._heading = int(box[1])
            fits = self._rows_for(self.tree.winfo_height())
            if fits != self.fits:
                self.fits = fits
                self.show(self.count)

    def _rows_for(self, height: int) -> int:
        """Whole rows that fit under the headings in `height` pixels."""
        style = ttk.Style(self)
        rowheight = int(style.lookup(str(self.tree.cget("style")), "rowheight") or 20)
        heading = self._heading or rowheight + 4  # a guess until a row is drawn
        return max(1, (height - heading - 2) // rowheight)
