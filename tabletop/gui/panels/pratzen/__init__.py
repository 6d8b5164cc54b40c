"""The panel for The Pratzen: Austerlitz 1805, beside the printed map and counters.

Always in view: the Game Turn and phase tracks with Next phase, and both Morale Charts (the
Defeated Flags marker and the eliminated pieces filling the boxes), with a banner when a side
loses. Below, one page per job: set-up (the owner enters the scenario), engagement and fire,
close combat, units and losses, reinforcements, the event deck, and the printed charts.
"""

from __future__ import annotations

import tkinter as tk
from tkinter import ttk
from typing import TYPE_CHECKING

from tabletop.core.data import load_board
from tabletop.games.pratzen import data
from tabletop.games.pratzen.state import PratzenState
from tabletop.games.table_resolver import PREFIX
from tabletop.gui.panel import GamePanel
from tabletop.gui.panels.pratzen.combat import CombatPage
from tabletop.gui.panels.pratzen.events import EventsPage
from tabletop.gui.panels.pratzen.morale import MoraleView
from tabletop.gui.panels.pratzen.reinforce import ReinforcementsPage
from tabletop.gui.panels.pratzen.rolls import RollsPage
from tabletop.gui.panels.pratzen.setup import SetupPage
from tabletop.gui.panels.pratzen.track import TurnStrip
from tabletop.gui.panels.pratzen.units import UnitsPage
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import Actor
from tabletop.gui.widgets.pages import Pages
from tabletop.gui.widgets.resolver import ResolverView
from tabletop.session import Session

if TYPE_CHECKING:
    from tabletop.gui.app import App


class Panel(GamePanel):
    """Everything a Pratzen player rolls or tracks, beside the map."""

    PREFERRED_WIDTH = 760

    def __init__(self, master: tk.Misc, session: Session, app: App) -> None:
        super().__init__(master, session, app, padding=4)
        style.apply(self)
        self.actor = Actor(session, app)
        self.turn = TurnStrip(self, self.actor)
        self.turn.pack(fill="x")
        charts = ttk.Frame(self)
        charts.pack(fill="x", pady=(4, 0))
        self.morale = {side: MoraleView(charts, side) for side in data.sides()}
        for column, view in enumerate(self.morale.values()):
            view.grid(row=0, column=column, sticky="nw", padx=(0, 12))
        self.banner = ttk.Label(
            self,
            foreground="white",
            background=style.ERROR,
            font=style.bold(self),
            wraplength=700,
            padding=(6, 3),
        )
        self.book = Pages(self)
        self.book.pack(fill="both", expand=True, pady=(4, 0))
        self.setup = self.book.page("Set-up", lambda body: SetupPage(body, self.actor))
        self.rolls = self.book.page("Engagement & fire", lambda body: RollsPage(body, self.actor))
        self.combat = self.book.page("Close combat", lambda body: CombatPage(body, self.actor))
        self.units = self.book.page("Units & losses", lambda body: UnitsPage(body, self.actor))
        self.reinforcements = self.book.page(
            "Reinforcements", lambda body: ReinforcementsPage(body, self.actor)
        )
        self.events = self.book.page("Events", lambda body: EventsPage(body, self.actor))
        holder = self.book.blank("Charts")
        self.charts: dict[str, ResolverView] = {}
        for table in load_board(session.game.id).tables:
            chart = ResolverView(holder, session, PREFIX + table)
            chart.pack(anchor="w", fill="x")
            self.charts[table] = chart
        if session.state.turns:
            self.book.show("Engagement & fire")
        self.refresh()

    def show_page(self, page: tk.Misc) -> None:
        """Bring one page to the front."""
        self.book.show(page)

    def refresh(self) -> None:
        """Redraw everything from the session state (called after every change)."""
        state: PratzenState = self.session.state
        legal = {item.kind: item for item in self.session.game.legal_actions(state, "")}
        self.turn.refresh(state, legal)
        for chart in state.morale:
            self.morale[chart.side].show(chart)
        if state.winner:
            self.banner.configure(text=f"{state.winner.upper()} WIN. {state.result}")
            self.banner.pack(fill="x", pady=(2, 0), before=self.book)
        elif state.result:
            self.banner.configure(text=state.result)
            self.banner.pack(fill="x", pady=(2, 0), before=self.book)
        else:
            self.banner.pack_forget()
        self.setup.refresh(state)
        self.rolls.refresh(state)
        self.combat.refresh(state, legal)
        self.combat.view.side = state.side
        self.units.refresh(state, legal)
        self.reinforcements.refresh(state, legal)
        self.events.refresh(state, legal)
