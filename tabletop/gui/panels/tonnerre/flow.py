"""Rows of fields that wrap onto a second line, and labels that wrap at their width, when
the panel is too narrow for them.

Tonnerre's forms put a label, a field and a button side by side; beside the log on a
1280-pixel screen (or at a larger text size) the row was wider than the panel and its last
field or button was cut off. A `Flow` places its items left to right and starts a new line
where the next one would not fit, like words in a paragraph; what sits in one `group()` stays
together (a label and its field).

Items are placed, not gridded, so that no column is shared between lines: the frame asks for
the width of its widest item and the height of its lines, and is packed with fill="x" so it
gets the width of the panel to wrap in.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Sequence
from tkinter import font as tkfont
from tkinter import ttk
from typing import TypeVar

Wrapping = TypeVar("Wrapping", ttk.Label, tk.Label)

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


def wrap_to_width(label: Wrapping) -> Wrapping:
    """Make `label` wrap its text at the width it is given, not at a fixed guess (pack it
    with fill="x" or grid it sticky="ew"): the panel beside the log is narrower on a laptop
    and at a larger text size. The wraplength it was made with bounds what it asks for
    before it is first drawn."""
    label.bind("<Configure>", lambda e: label.configure(wraplength=max(e.width, 40)), add="+")
    return label
