"""What each side may not see of an SPI state: the French reserve's plotted hexes, written
down before the first Allied Movement Phase and hidden from the Allied Player until the
reserve is placed [12.0]."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from tabletop.core.i18n import N_
from tabletop.core.log import LogEntry
from tabletop.games.spi1980.state import Spi1980State

HIDDEN = N_("(hidden)")
PLOTTER = "French"
"""The side that writes the reserve down [12.0]."""


def hidden(state: Spi1980State, viewer: str) -> tuple[str, ...]:
    """The fields `viewer` ("" for anyone at the screen) may not see now."""
    if state.reserve_revealed or viewer == PLOTTER:
        return ()
    return ("reserve_plot",)


def public_entry(entry: LogEntry, options: Mapping[str, Any]) -> LogEntry:
    """A log entry as the screen shows it: a plot's hexes read "(hidden)" (the log itself
    keeps them, for the referee and for `verify`) [12.0]."""
    if entry.what == "plot_reserve" and "hexes" in entry.inputs:
        return dataclasses.replace(entry, inputs={**entry.inputs, "hexes": HIDDEN})
    return entry
