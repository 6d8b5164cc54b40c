"""Texts that take the width they are given: a label that wraps, and a check box whose long
option text wraps beside it (ttk.Checkbutton has no wraplength of its own).
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from tkinter import ttk

NARROWEST = 120
"""Pixels a wrapping text never wraps narrower than (a label not laid out yet is 1 px wide)."""


def wrapping(label: ttk.Label, margin: int = 0) -> ttk.Label:
    """Make `label` wrap at the width it is given (less `margin`), whatever the window's size or
    text size; the label must be laid out to fill its room (fill="x" or sticky "ew")."""

    def fit(event: tk.Event) -> None:
        width = max(NARROWEST, int(event.width) - margin)
        # Configure again only on a real change: a new wraplength changes the label's height,
        # which lays it out again with the same width.
        if str(label.cget("wraplength")) != str(width):
            label.configure(wraplength=width)

    label.bind("<Configure>", fit, add="+")
    return label


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
