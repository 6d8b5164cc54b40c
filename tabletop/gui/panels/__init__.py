"""One panel per game; a game without its own panel gets the generic one."""

from __future__ import annotations

import importlib
import tkinter as tk
from tkinter import ttk
from typing import TYPE_CHECKING

from tabletop.core.session import Session

if TYPE_CHECKING:
    from tabletop.gui.app import App

PANELS = {"spi1980": "tabletop.gui.panels.spi1980", "cardgame": "tabletop.gui.panels.cardgame"}


def make_panel(master: tk.Misc, session: Session, app: App) -> ttk.Frame:
    """The panel for the session's game (its own, or the generic one)."""
    module_name = PANELS.get(session.game.id)
    if module_name is not None:
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name != module_name:
                raise
        else:
            panel: ttk.Frame = module.Panel(master, session, app)
            return panel
    from tabletop.gui.panels.generic import GenericPanel

    return GenericPanel(master, session, app)
