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

from tabletop.core.i18n import N_, _, tr
from tabletop.games.base import Legal
from tabletop.games.pratzen import data
from tabletop.games.pratzen.state import PratzenState
from tabletop.gui import room
from tabletop.gui.panel import GamePanel
from tabletop.gui.panels.pratzen.combat import CombatPage
from tabletop.gui.panels.pratzen.events import EventsPage
from tabletop.gui.panels.pratzen.morale import MoraleCharts, MoraleView
from tabletop.gui.panels.pratzen.reinforce import ReinforcementsPage
from tabletop.gui.panels.pratzen.rolls import RollsPage
from tabletop.gui.panels.pratzen.setup import SetupPage
from tabletop.gui.panels.pratzen.tabs import TabTips
from tabletop.gui.panels.pratzen.track import TurnStrip
from tabletop.gui.panels.pratzen.units import UnitsPage
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import Actor
from tabletop.gui.widgets.pages import Page, Pages
from tabletop.gui.widgets.printed_charts import PrintedCharts
from tabletop.gui.widgets.resolver import ResolverView
from tabletop.gui.widgets.wrap import wrapping
from tabletop.session import Session

if TYPE_CHECKING:
    from tabletop.gui.shell import Shell


PratzenPage = (
    SetupPage | RollsPage | CombatPage | UnitsPage | ReinforcementsPage | EventsPage | PrintedCharts
)
"""A page under the tracks (each made when first shown: widgets/pages.py)."""

Legals = dict[str, Legal]


SETUP_KINDS = (
    "setup",
    "add_unit",
    "replace_unit",
    "add_leader",
    "remove_piece",
    "add_reinforcement",
    "add_unit_correction",
    "remove_piece_correction",
)
COMBAT_KINDS = ("close_combat", "combat_loser", "flags_defeated")
UNIT_KINDS = (
    "hits",
    "rejoin",
    "status",
    "ammo",
    "marker",
    "eliminate",
    "rally",
    "reload",
    "use_ammunition",
    "leader_casualty",
)
REINFORCEMENT_KINDS = ("reinforcement", "reinforcement_arrives", "reinforcement_blocked")
FIRE_KINDS = ("artillery_fire", "musketry_fire")
EVENT_KINDS = ("use_event_deck", "draw_event", "play_event", "add_event_card")
"""What each page's controls take (pages.py `Page.takes`)."""


class Panel(GamePanel):
    """Everything a Pratzen player rolls or tracks, beside the map."""

    PREFERRED_WIDTH = 760

    setup = Page(N_("Set-up"), SetupPage, takes=SETUP_KINDS)
    rolls = Page(N_("Fire"), RollsPage, takes=FIRE_KINDS)
    combat = Page(N_("Combat"), CombatPage, takes=COMBAT_KINDS)
    units = Page(N_("Units"), UnitsPage, takes=UNIT_KINDS)
    reinforcements = Page(N_("Reinforcements"), ReinforcementsPage, takes=REINFORCEMENT_KINDS)
    events = Page(N_("Events"), EventsPage, takes=EVENT_KINDS)
    printed = Page(N_("Charts"), PrintedCharts)

    def __init__(self, master: tk.Misc, session: Session, app: Shell) -> None:
        super().__init__(master, session, app, padding=4)
        style.apply(self)
        self.actor = Actor(session, app)
        self.turn = TurnStrip(self, self.actor)
        self.turn.pack(fill="x")
        self.charts_row = MoraleCharts(self, data.sides())
        self.charts_row.pack(fill="x", pady=(4, 0))
        self.morale: dict[str, MoraleView] = self.charts_row.views
        room.fold_away(self.turn, self.turn.canvas, *(v.canvas for v in self.morale.values()))
        self.banner = ttk.Label(
            self,
            foreground="white",
            background=style.ERROR,
            font=style.bold(self),
            padding=(6, 3),
        )
        wrapping(self.banner, margin=16)
        self.book: Pages[PratzenPage] = Pages(self, self._fill_now)
        self.book.pack(fill="both", expand=True, pady=(4, 0))
        self.tab_tips = TabTips(self.book)
        self.book.page(Panel.setup, lambda body: SetupPage(body, self.actor))
        self.book.page(Panel.rolls, lambda body: RollsPage(body, self.actor))
        self.book.page(Panel.combat, lambda body: CombatPage(body, self.actor))
        self.book.page(Panel.units, lambda body: UnitsPage(body, self.actor))
        self.book.page(Panel.reinforcements, lambda body: ReinforcementsPage(body, self.actor))
        self.book.page(Panel.events, lambda body: EventsPage(body, self.actor))
        self.book.page(Panel.printed, lambda body: PrintedCharts(body, session, key=""))
        self.refresh()
        if session.state.turns:
            self.book.show(Panel.rolls.title)  # made now, and filled once
        self.book.make_front()

    @property
    def charts(self) -> dict[str, ResolverView]:
        """The printed charts' forms, by table."""
        return self.printed.views

    def show_page(self, page: tk.Misc) -> None:
        """Bring one page to the front."""
        self.book.show(page)

    def _legal(self, state: PratzenState) -> Legals:
        return {item.kind: item for item in self.session.game.legal_actions(state, "")}

    def _fill_now(self, page: PratzenPage) -> None:
        state: PratzenState = self.session.state
        self._fill(page, state, self._legal(state))

    def _fill(self, page: PratzenPage, state: PratzenState, legal: Legals) -> None:
        """Draw one page from the session state (the charts follow their own inputs)."""
        if isinstance(page, (SetupPage, RollsPage)):
            page.refresh(state)
        elif not isinstance(page, PrintedCharts):
            page.refresh(state, legal)
        if isinstance(page, CombatPage):
            page.view.side = state.side

    def refresh(self) -> None:
        """Redraw everything from the session state (called after every change)."""
        state: PratzenState = self.session.state
        legal = self._legal(state)
        self.turn.refresh(state, legal)
        for chart in state.morale:
            self.morale[chart.side].show(chart)
        if state.winner:
            self.banner.configure(
                text=_("{side} WIN. {result}").format(
                    side=_(state.winner).upper(), result=tr(state.result)
                )
            )
            self.banner.pack(fill="x", pady=(2, 0), before=self.book)
        elif state.result:
            self.banner.configure(text=tr(state.result))

            self.banner.pack(fill="x", pady=(2, 0), before=self.book)
        else:
            self.banner.pack_forget()
        for page in self.book.made():
            self._fill(page, state, legal)
