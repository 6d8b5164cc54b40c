"""Texts and rows that take the width they are given, for every panel (issue 26: nothing
cut off, at a laptop's 1280x720 as on a large screen, at any text size).

- `wrapping(label)`: a label that wraps at its own width, not at a fixed guess.
- `CheckRow`: a check box whose long text wraps beside it (ttk.Checkbutton cannot wrap).
- `SideBySide`: parts side by side while they fit, one under the other when they do not.
- `Flow`: items left to right, starting a new line where the next does not fit (a form's
  label-and-field groups).
- `Cells`: equal cells, as many to a row as the width holds (a chooser's buttons).
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Sequence
from tkinter import font as tkfont
from tkinter import ttk
from typing import TypeVar

from tabletop.core.i18n import tr

Wrapping = TypeVar("Wrapping", ttk.Label, tk.Label)

NARROWEST = 40
"""Pixels a wrapping text never wraps narrower than (a label not laid out yet is 1 px wide)."""


def wrapping(label: Wrapping, margin: int = 0, *, first: int = 0) -> Wrapping:
    """Make `label` wrap at the width it is given (less `margin`), whatever the window's size
    or text size; lay it out to fill its room (fill="x" or sticky "ew"). Until it is first
    drawn it wraps at `first` pixels, if given (else at the wraplength it was made with):
    asking for a long sentence's whole length would widen whatever holds it."""

    inner = _inner(label)

    def fit(event: tk.Event) -> None:
        width = max(NARROWEST, int(event.width) - margin - inner)
        # Configure again only on a real change: a new wraplength changes the label's height,
        # which lays it out again with the same width.
        if str(label.cget("wraplength")) != str(width):
            label.configure(wraplength=width)

    label.configure(justify="left")
    if first:
        label.configure(wraplength=first)
    label.bind("<Configure>", fit, add="+")
    return label


def _inner(label: tk.Label | ttk.Label) -> int:
    """Pixels of a label's width that are not its text's: a classic label's border, highlight
    and padding (a ttk label's padding), both sides."""
    try:
        if isinstance(label, tk.Label):
            each = (
                int(str(label.cget(n)) or 0) for n in ("padx", "borderwidth", "highlightthickness")
            )
            return 2 * sum(each)
        padding = [int(float(str(p))) for p in label.tk.splitlist(label.cget("padding"))]
    except (tk.TclError, ValueError):
        return 0
    if not padding:
        return 0
    return padding[0] + (padding[2] if len(padding) > 2 else padding[0])


class CheckRow(ttk.Frame):
    """A check box with its text in a wrapping label beside it; a click on the text ticks it
    too, as a click on a check box's own text would."""

    def __init__(
        self,
        master: tk.Misc,
        text: str,
        variable: tk.BooleanVar,
        command: Callable[[], object] | None = None,
    ) -> None:
        super().__init__(master)
        self.check = ttk.Checkbutton(self, variable=variable)
        if command is not None:
            self.check.configure(command=command)
        self.check.grid(row=0, column=0, sticky="nw")
        self.label = wrapping(ttk.Label(self, text=text, justify="left"))
        self.label.grid(row=0, column=1, sticky="ew")
        self.columnconfigure(1, weight=1)
        # invoke() does nothing while the box is disabled, so the text obeys the same rule.
        self.label.bind("<Button-1>", lambda _e: self.check.invoke())


class SideBySide:
    """Parts of a row side by side while they fit the row's width, one under the other when
    they do not (a larger text size, a narrow panel): nothing runs past the edge."""

    def __init__(self, row: ttk.Frame, *parts: ttk.Frame, gap: int = 8) -> None:
        self.row = row
        self.parts = parts
        self.gap = gap
        self.stacked: bool | None = None
        row.bind("<Configure>", lambda e: self._fit(e.width), add="+")
        self._fit(0)

    def _fit(self, width: int) -> None:
        needed = sum(p.winfo_reqwidth() for p in self.parts) + self.gap * (len(self.parts) - 1)
        stacked = width > 1 and needed > width
        if stacked == self.stacked:
            return
        self.stacked = stacked
        for index, part in enumerate(self.parts):
            part.pack_forget()
            if stacked:
                part.pack(side="top", anchor="w", pady=(0 if index == 0 else 4, 0))
            else:
                part.pack(side="left", anchor="w", padx=(0 if index == 0 else self.gap, 0))


GAP = 6
"""Pixels between two items of a line."""
LEADING = 4
"""Pixels between two lines."""


class Flow(ttk.Frame):
    """Items left to right, wrapping where the line is full (pack it with fill="x")."""

    def __init__(self, master: tk.Misc, *, gap: int = GAP, leading: int = LEADING) -> None:
        super().__init__(master)
        self.gap, self.leading = gap, leading
        self.items: list[tk.Widget] = []
        self.lines: list[list[tk.Widget]] = []
        """The items of each line as last laid out (read by tests)."""
        self._pending = ""
        self._asked = (0, 0)
        self.bind("<Configure>", lambda e: self._soon(), add="+")

    def add(self, *widgets: tk.Widget) -> None:
        """Put widgets (made with this flow as their master) at the end of the row."""
        for widget in widgets:
            self.items.append(widget)
            # A widget whose text changes asks for a new width: the lines are laid out again.
            widget.bind("<Configure>", lambda e: self._soon(), add="+")
        self._soon()

    def group(self) -> ttk.Frame:
        """A new item whose own children, packed side by side, never part across lines."""
        frame = ttk.Frame(self)
        self.add(frame)
        return frame

    def field(self, label: str, *, as_wide_as: Sequence[str] = ()) -> ttk.Frame:
        """A group starting with `label`: pack the field it names in it, side="left". The
        label is as wide as the widest of `as_wide_as`, so that the fields of lines below one
        another line up."""
        frame = self.group()
        label, as_wide_as = tr(label), [tr(t) for t in as_wide_as]  # a label marked N_
        text = ttk.Label(frame, text=label)
        text.pack(side="left", padx=(0, 4))
        if as_wide_as:
            name = ttk.Style(self).lookup("TLabel", "font") or "TkDefaultFont"
            font = tkfont.Font(root=self, font=str(name))
            widest = max(font.measure(t) for t in (label, *as_wide_as))
            text.configure(width=-(-widest // max(1, font.measure("0"))))
        return frame

    def _soon(self) -> None:
        if not self._pending:
            self._pending = self.after_idle(self.lay_out)

    def destroy(self) -> None:
        """Forget the layout still to come (the attack form is rebuilt at every change)."""
        if self._pending:
            self.after_cancel(self._pending)
            self._pending = ""
        super().destroy()

    def lay_out(self) -> None:
        """Place every item on its line for the frame's width now."""
        self._pending = ""
        items = [w for w in self.items if w.winfo_exists()]
        room = self.winfo_width()
        if room <= 1:  # not drawn yet: one line, as wide as it asks
            room = sum(w.winfo_reqwidth() + self.gap for w in items)
        lines: list[list[tk.Widget]] = [[]]
        used = 0
        for widget in items:
            need = widget.winfo_reqwidth()
            if lines[-1] and used + need > room:
                lines.append([])
                used = 0
            lines[-1].append(widget)
            used += need + self.gap
        top = 0
        for line in lines:
            height = max((w.winfo_reqheight() for w in line), default=0)
            x = 0
            for widget in line:
                widget.place(in_=self, x=x, y=top + height // 2, anchor="w")
                x += widget.winfo_reqwidth() + self.gap
            top += height + self.leading
        self.lines = lines
        widest = max((w.winfo_reqwidth() for w in items), default=1)
        tall = max(1, top - self.leading)
        if self._asked != (widest, tall):
            self._asked = (widest, tall)
            self.configure(width=widest, height=tall)


class Cells(ttk.Frame):
    """Widgets in rows of equal cells, as many to a row as the frame's width holds.

    Pack or grid it to fill the width it is given: it reads that width to lay out its rows.
    """

    def __init__(self, master: tk.Misc, *, gap: int = 2, most: int = 0) -> None:
        """`gap`: pixels around each widget; `most`: widgets on a row at most (0: no limit)."""
        super().__init__(master)
        self.gap = gap
        self.most = most
        self.items: list[tk.Widget] = []
        self._columns = 0
        self.bind("<Configure>", self._reflow, add="+")

    def add(self, widget: tk.Widget) -> None:
        """Put `widget` (a child of this frame) after the others."""
        self.items.append(widget)
        self._place(self.columns())

    def clear(self) -> None:
        """Destroy every widget in the flow."""
        for widget in self.items:
            widget.destroy()
        self.items = []
        self._columns = 0

    def columns(self) -> int:
        """Widgets on a row now: as many of the widest as the width holds, at least one."""
        if not self.items:
            return 0
        widest = max(w.winfo_reqwidth() for w in self.items) + 2 * self.gap
        room = self.winfo_width()
        fit = len(self.items) if room <= 1 else max(1, room // widest)
        return min(fit, self.most) if self.most else fit

    def rows(self) -> list[list[tk.Widget]]:
        """The widgets row by row, as laid out (test hook)."""
        found: dict[int, list[tk.Widget]] = {}
        for widget in self.items:
            found.setdefault(int(widget.grid_info()["row"]), []).append(widget)
        return [found[row] for row in sorted(found)]

    def _place(self, columns: int) -> None:
        self._columns = columns
        for index, widget in enumerate(self.items):
            row, column = divmod(index, max(columns, 1))
            widget.grid(row=row, column=column, padx=self.gap, pady=self.gap, sticky="ew")
        for column in range(len(self.items)):
            self.columnconfigure(column, uniform="cell" if column < columns else "")

    def _reflow(self, _event: object = None) -> None:
        columns = self.columns()
        if columns != self._columns:
            self._place(columns)
