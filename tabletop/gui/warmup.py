"""Loading the engine while the start page waits for the player (issue 13).

The window opens without the engine, the saves or any game (scripts/bench: window ready).
Opening the first save or game then paid for importing them, about a third of showing a
5,000-entry save. Once the start page has been up a moment, they are imported one module
per idle moment, so a click in between is answered at once; by the time a player has picked
a file, opening it only reads it and draws it.

Each next module waits for the event loop's timers, not its idle moments: opening a save
lays its tab out with `update_idletasks`, which runs idle callbacks, and a chain of them
imported every game left in the middle of the open (457 modules where it needs 307).
"""

from __future__ import annotations

import importlib
import sys
import tkinter as tk
from collections.abc import Callable

from tabletop.games import GAMES

ENGINE = (
    "tabletop.session.saves",
    "tabletop.session.session",
    "tabletop.gui.session_tab",
    "tabletop.gui.widgets.logview",
    "tabletop.gui.widgets.charts",
)
"""What every session tab needs, whatever its game."""


def warm_up(widget: tk.Misc, needed: Callable[[], bool]) -> None:
    """Import the engine, then each game's rules and panel, one module per idle moment,
    while `needed()` says so (no session is open yet: the one opened loaded its own).
    The window calls it a moment after its first draw (app.WARM_AFTER_MS)."""
    names = [*ENGINE, *(name for g in GAMES.values() for name in (g.rules, g.panel))]
    waiting = [name for name in names if name not in sys.modules]

    def next_one() -> None:
        if not waiting or not widget.winfo_exists() or not needed():
            return
        try:
            importlib.import_module(waiting.pop(0))
        except Exception:
            pass  # a module that cannot load says so, in a sentence, when its game opens
        widget.after(1, next_one)  # a timer: never run by an open's update_idletasks

    next_one()
