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
