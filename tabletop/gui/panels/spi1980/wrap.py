"""Labels that wrap at the width they are given, so a long sentence is never cut."""

from __future__ import annotations

from tkinter import ttk

NARROWEST = 120
"""Pixels below which a label stops following its width (a window being drawn)."""


def wrap_to_width(label: ttk.Label) -> ttk.Label:
    """Wrap `label`'s text at its own width from now on (pack or grid it to fill x)."""
    label.configure(justify="left")
    label.bind(
        "<Configure>", lambda e: label.configure(wraplength=max(NARROWEST, e.width)), add="+"
    )
    return label


class Flow:
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
