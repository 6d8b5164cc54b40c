"""The rolls of the Artillery Fire and Engagement Phases: artillery, the Engagement Table, the
Fire Control Table and musketry, each odds first [Artillery Fire Phase] [Engagement Phase].
Artillery and musketry fire are the game's actions (their odds the action's, their roll kept
for the hits they make); the two tables are rolled on their own."""

from __future__ import annotations

import tkinter as tk
from tkinter import ttk

from tabletop.games.actions import GameAction
from tabletop.games.pratzen.actions import ArtilleryFire, Musketry
from tabletop.games.pratzen.state import PratzenState
from tabletop.gui.panels.pratzen.combat_roll import ActionRollView
from tabletop.gui.panels.pratzen.shown import RollShown
from tabletop.gui.widgets.actor import Actor
from tabletop.gui.widgets.resolver import ResolverView

NAMES = ("engagement", "fire-control", "artillery", "musketry")
FIRES: dict[str, type[GameAction]] = {"artillery": ArtilleryFire, "musketry": Musketry}
"""The forms whose roll is the fire action's."""


class RollsPage(ttk.Frame):
    """One resolver form per roll, logged for the phasing player; each shows its last roll
    while that roll is in the game (Undo past it blanks the result)."""

    def __init__(self, master: tk.Misc, actor: Actor) -> None:
        super().__init__(master)
        self.views: dict[str, ResolverView] = {}
        self.shown: list[RollShown] = []
        for name in NAMES:
            kind = FIRES.get(name)
            view = (
                ResolverView(self, actor.session, name)
                if kind is None
                else ActionRollView(self, actor, name, kind)
            )
            shown = RollShown(view, actor.session)
            view.on_result = shown.rolled
            view.pack(anchor="w", fill="x", pady=(0, 6))
            ttk.Separator(self).pack(fill="x")
            self.views[name] = view
            self.shown.append(shown)

    def refresh(self, state: PratzenState) -> None:
        """Rolls are logged for the phasing player; a roll undone leaves its form blank."""
        for view in self.views.values():
            view.side = state.side
        for shown in self.shown:
            shown.show()
