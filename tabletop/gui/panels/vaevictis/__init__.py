"""The panel for Austerlitz 1805 (Vae Victis), beside the printed map.

Always in view: the turn strip (track, sequence, the eight phases, Next phase, and the rolls
the turn calls for), both sides' VP, and in competition the chess clock. Below, one page per
job: the units' loss records, the leaders, fire and close combat, victory, every resolver,
and the three tables the text lost, for the owner to enter once.
"""

from __future__ import annotations

import tkinter as tk
from tkinter import ttk
from typing import TYPE_CHECKING

from tabletop.core.data import load_board
from tabletop.games.vaevictis.data import SIDES
from tabletop.games.vaevictis.state import VaeVictisState
from tabletop.games.vaevictis.victory import totals
from tabletop.gui.panel import GamePanel
from tabletop.gui.panels.vaevictis.clock import ClockBar, now_ms
from tabletop.gui.panels.vaevictis.combat import CombatPage
from tabletop.gui.panels.vaevictis.leaders import LeadersPage
from tabletop.gui.panels.vaevictis.options import OptionsPage
from tabletop.gui.panels.vaevictis.turn import COLOURS, TurnStrip
from tabletop.gui.panels.vaevictis.units import UnitsPage
from tabletop.gui.panels.vaevictis.victory import VictoryPage
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import Actor
from tabletop.gui.widgets.layout_entry import LayoutEntry
from tabletop.gui.widgets.pages import Pages
from tabletop.gui.widgets.resolver import ResolverView
from tabletop.session.session import Session

if TYPE_CHECKING:
    from tabletop.gui.app import App

LOST_HELP = {
    "fire": "Columns are the fire factor after protection and modifiers, as number bands "
    "('-1 or less', '0', '1-2', '5+'). Cells: Test, Test-1, Test-2, D2, R1 or - [12.3].",
    "close-combat": "Columns are the combat factor (attack less defence), as number bands. "
    "Cells: attacker/defender, e.g. D1/R2 [13.2].",
    "leader-death": "Type the dice as printed (1d6 or 2d6), the rows as roll bands, and the "
    "columns as printed.",
}


class Panel(GamePanel):
    """Everything a player of Austerlitz 1805 rolls or records, beside the map."""

    PREFERRED_WIDTH = 760

    def __init__(self, master: tk.Misc, session: Session, app: App) -> None:
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
        self.separator = ttk.Separator(self)
        self.separator.pack(fill="x", pady=3)

        self.book = Pages(self)
        self.book.pack(fill="both", expand=True)
        self.units = self.book.page("Units", lambda body: UnitsPage(body, self.actor))
        self.leaders = self.book.page("Leaders", lambda body: LeadersPage(body, self.actor))
        self.combat = self.book.page("Fire & combat", lambda body: CombatPage(body, self.actor))
        self.victory = self.book.page("Victory", lambda body: VictoryPage(body, self.actor))
        self.options = self.book.page("Options", lambda body: OptionsPage(body, self.actor))
        self.rolls_holder = self.book.blank("Rolls")
        self.resolvers: dict[str, ResolverView] = {}
        self._build_rolls()
        self.lost_holder = self.book.blank("Lost tables")
        self.lost: dict[str, LayoutEntry] = {}
        self._build_lost()
        self.refresh()

    def _build_rolls(self) -> None:
        """One resolver form per roll of the rules, odds first (rebuilt when the owner enters
        a lost table, whose columns and dice the forms then offer)."""
        for view in self.resolvers.values():
            view.destroy()
        self.resolvers = {}
        for name in self.session.game.resolvers:
            view = ResolverView(self.rolls_holder, self.session, name)
            view.pack(anchor="w", fill="x")
            self.resolvers[name] = view

    def _build_lost(self) -> None:
        for child in self.lost_holder.winfo_children():
            child.destroy()
        self.lost = {}
        board = load_board("vaevictis")
        for name in ("fire", "close-combat", "leader-death"):
            table = board.table(name)
            if table.unknown:
                entry = LayoutEntry(
                    self.lost_holder,
                    "vaevictis",
                    name,
                    help_text=LOST_HELP[name],
                    on_saved=self._table_saved,
                )
                entry.pack(anchor="w", fill="x", pady=(0, 8))
                self.lost[name] = entry
            else:
                ttk.Label(
                    self.lost_holder,
                    text=f"{table.title}: entered from your printed "
                    f"copy; rolls use it ({', '.join(table.columns)}).",
                    style="Body.TLabel",
                ).pack(anchor="w")

    def _table_saved(self) -> None:
        self.app.notify("The table is kept and used from now on.")
        self.after_idle(self._after_saved)

    def _after_saved(self) -> None:
        self._build_lost()
        self._build_rolls()
        self.refresh()

    def _tick(self) -> None:
        # every half second while a clock runs: the VP with the penalty minutes so far
        self._show_vp(now_ms())
        self.victory.refresh(now_ms())

    def _show_vp(self, now: int | None) -> None:
        state: VaeVictisState = self.session.state
        score = totals(state, now)
        for side in SIDES:
            self.vp_labels[side].configure(text=f"{side} {score[side]} VP")

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
        for page in (self.units, self.leaders, self.combat, self.options):
            page.refresh()
        self.victory.refresh(now)
