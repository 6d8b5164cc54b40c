"""Labels whose lines wrap at the width they are given, so a long sentence never runs past a
narrow pane's edge and a wide pane keeps it on one line."""

from __future__ import annotations

from tkinter import ttk

FIRST = 300
"""Pixels a wrapping label asks for before it learns the width it is given: asking for its
whole length would widen whatever holds it."""

LEAST = 100
"""Fewest pixels a line wraps at, however narrow the label is made."""


def wrapping(label: ttk.Label) -> ttk.Label:
    """`label`, wrapping at its own width from now on (lay it out to stretch: sticky "ew" or
    fill "x"); returned for use in one expression."""
    label.configure(justify="left", wraplength=FIRST)
    label.bind(
        "<Configure>", lambda e: label.configure(wraplength=max(LEAST, e.width - 2)), add="+"
    )
    return label
