"""The panel for Austerlitz 1805 (Vae Victis), beside the printed map.

Always in view: the turn strip (track, sequence, the eight phases, Next phase, and the rolls
the turn calls for), both sides' VP, and in competition the chess clock. Below, one page per
job: the units' loss records, the leaders, fire and close combat, victory, every resolver,
and the printed charts as printed, with the three tables the text lost for the owner to
enter once.
"""

from __future__ import annotations

import tkinter as tk
from tkinter import ttk
from typing import TYPE_CHECKING

from tabletop.core.i18n import N_, _, tr
from tabletop.games.vaevictis.data import SIDES
from tabletop.games.vaevictis.state import VaeVictisState
from tabletop.games.vaevictis.victory import totals
from tabletop.gui import room
from tabletop.gui.panel import GamePanel
from tabletop.gui.panels.vaevictis.charts import ChartsPage
from tabletop.gui.panels.vaevictis.clock import ClockBar, now_ms
from tabletop.gui.panels.vaevictis.combat import CombatPage
from tabletop.gui.panels.vaevictis.leaders import LeadersPage
from tabletop.gui.panels.vaevictis.lost import LostTablesPage
from tabletop.gui.panels.vaevictis.options import OptionsPage
from tabletop.gui.panels.vaevictis.turn import COLOURS, TurnStrip
from tabletop.gui.panels.vaevictis.units import UnitsPage
from tabletop.gui.panels.vaevictis.victory import VictoryPage
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import Actor
from tabletop.gui.widgets.layout_entry import LayoutEntry
from tabletop.gui.widgets.pages import Page, Pages
from tabletop.gui.widgets.resolver import ResolverView
from tabletop.gui.widgets.resolver_list import ResolverList
from tabletop.session.session import Session

if TYPE_CHECKING:
    from tabletop.gui.shell import Shell

VaeVictisPage = (
    UnitsPage | LeadersPage | CombatPage | VictoryPage | OptionsPage | ResolverList | LostTablesPage
)
"""A page under the tracks (each made when first shown: widgets/pages.py)."""


UNIT_KINDS = (
    "add_unit",
    "lose",
    "disorder",
    "rout",
    "rally",
    "leave_map",
    "eliminate",
    "apply_result",
    "morale_test",
    "cross_ice",
)
LEADER_KINDS = (
    "add_leader",
    "aide_values",
    "kill_leader",
    "capture_leader",
    "withdraw_general",
    "initiative",
    "leader_risk",
)
"""What each page's controls take (pages.py `Page.takes`)."""


class Panel(GamePanel):
    """Everything a player of Austerlitz 1805 rolls or records, beside the map."""

    PREFERRED_WIDTH = 760

    units = Page(N_("Units"), UnitsPage, takes=UNIT_KINDS)
    leaders = Page(N_("Leaders"), LeadersPage, takes=LEADER_KINDS)
    combat = Page(N_("Fire & combat"), CombatPage, takes=("fire", "close_combat"))
    victory = Page(N_("Victory"), VictoryPage, takes=("hold", "side_value"))
    options = Page(N_("Options"), OptionsPage, takes=("set_options", "notes"))
    rolls = Page(N_("Rolls"), ResolverList)
    lost_tables = Page(N_("Charts"), ChartsPage)

    def __init__(self, master: tk.Misc, session: Session, app: Shell) -> None:
        super().__init__(master, session, app, padding=4)
        style.apply(self)
        self.actor = Actor(session, app)
        self.turn = TurnStrip(self, self.actor)
        self.turn.pack(fill="x")
        score = ttk.Frame(self)
        score.pack(fill="x", pady=(2, 0))
        self.vp_labels = {}
        for side in SIDES:
            label = ttk.Label(score, foreground=COLOURS[side], font=style.bold(self))
            label.pack(side="left", padx=(0, 16))
            self.vp_labels[side] = label
        self.clock = ClockBar(self, self.actor, self._tick)
        room.fold_away(self.turn, self.turn.phase_labels[0].master, score)
        self.separator = ttk.Separator(self)
        self.separator.pack(fill="x", pady=3)

        self.book: Pages[VaeVictisPage] = Pages(self, self._fill)
        self.book.pack(fill="both", expand=True)
        self.book.page(Panel.units, lambda body: UnitsPage(body, self.actor))
        self.book.page(Panel.leaders, lambda body: LeadersPage(body, self.actor))
        self.book.page(Panel.combat, lambda body: CombatPage(body, self.actor))
        self.book.page(Panel.victory, lambda body: VictoryPage(body, self.actor))
        self.book.page(Panel.options, lambda body: OptionsPage(body, self.actor))
        self.book.page(Panel.rolls, lambda body: ResolverList(body, session, self._rolls()))
        self.book.page(Panel.lost_tables, lambda body: ChartsPage(body, session, self._table_saved))
        self.refresh()
        self.book.make_front()

    def _rolls(self) -> dict[str, str]:
        """One resolver form per roll of the rules, odds first (made again when the owner
        enters a lost table, whose columns and dice the forms then offer)."""
        return {name: name for name in self.session.game.resolvers}

    @property
    def resolvers(self) -> dict[str, ResolverView]:
        """The Rolls page's forms, by resolver name."""
        return self.rolls.views

    @property
    def lost(self) -> dict[str, LayoutEntry]:
        """The forms of the lost tables not entered yet."""
        return self.lost_tables.lost

    def _table_saved(self) -> None:
        self.app.notify(_("The table is kept and used from now on."))
        self.after_idle(self._after_saved)

    def _after_saved(self) -> None:
        for page in self.book.made():
            if isinstance(page, LostTablesPage):
                page.show()
            elif isinstance(page, ResolverList):
                page.show(self._rolls())
        self.refresh()

    def _tick(self) -> None:
        # every half second while a clock runs: the VP with the penalty minutes so far
        self._show_vp(now_ms())
        victory = Panel.victory.made(self)
        if victory is not None:
            victory.refresh(now_ms())

    def _show_vp(self, now: int | None) -> None:
        state: VaeVictisState = self.session.state
        score = totals(state, now)
        for side in SIDES:
            self.vp_labels[side].configure(
                text=_("{side} {vp} VP").format(side=tr(side), vp=score[side])
            )

    def refresh(self) -> None:
        """Redraw everything from the session state (called after every change)."""
        state: VaeVictisState = self.session.state
        now = now_ms() if state.competition else None
        self.turn.refresh()
        self._show_vp(now)
        if state.competition and not self.clock.winfo_manager():
            self.clock.pack(fill="x", pady=(2, 0), before=self.separator)
        elif not state.competition:
            self.clock.pack_forget()
        self.clock.refresh()
        for page in self.book.made():
            self._fill(page)

    def _fill(self, page: VaeVictisPage) -> None:
        """Draw one page from the session state (the forms follow their own inputs)."""
        if isinstance(page, VictoryPage):
            page.refresh(now_ms() if self.session.state.competition else None)
        elif not isinstance(page, (ResolverList, LostTablesPage)):
            page.refresh()
