"""The panel for SPI's The Battle of Austerlitz (1980), beside the printed map.

Always in view: both armies' morale tracks [10.0] with demoralization shown the moment it
happens, and the Game-Turn strip (track with fog turns [13.0], phase [3.0], Next phase, the
reinforcement roll [9.0]). Below, one page per job: combat [6.0], rally [7.0], the roster,
victory [14.0], the reserve plot and options [12.0], and the printed charts.
"""

from __future__ import annotations

import tkinter as tk
from tkinter import font as tkfont
from tkinter import ttk
from typing import TYPE_CHECKING, Any

from tabletop.core.i18n import N_, _
from tabletop.games.spi1980.charts import morale_track
from tabletop.games.spi1980.data import SIDES
from tabletop.games.spi1980.state import Spi1980State
from tabletop.gui import theme
from tabletop.gui.panel import GamePanel
from tabletop.gui.panels.spi1980.combat import CombatPage
from tabletop.gui.panels.spi1980.rally import RallyPage
from tabletop.gui.panels.spi1980.reserve import ReservePage
from tabletop.gui.panels.spi1980.roster import RosterPage
from tabletop.gui.panels.spi1980.turn import TurnStrip
from tabletop.gui.panels.spi1980.victory import VictoryPage
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import Actor
from tabletop.gui.widgets.pages import Page, Pages
from tabletop.gui.widgets.printed_charts import PrintedCharts
from tabletop.gui.widgets.resolver import ResolverView
from tabletop.session.session import Session

if TYPE_CHECKING:
    from tabletop.gui.shell import Shell

MORALE_BOX = 18
"""Fewest pixels of a morale box: 0..80 fits three rows of thirty beside the log."""
BOX_FONT_SWITCH = 26
"""Box width from which the track draws its numbers in the body font, not the small one
(widgets/track.py)."""


def morale_box(widget: tk.Misc) -> int:
    """Pixels of a morale box that hold a two-digit number inside its outline at the text
    size chosen (a larger text gives larger boxes, fewer to a row)."""
    box = max(MORALE_BOX, tkfont.Font(widget, font=style.small(widget)).measure("88") + 2)
    if box >= BOX_FONT_SWITCH:
        box = max(box, tkfont.Font(widget, font=style.body(widget)).measure("88") + 2)
    return box


def demoralized_text(side: str) -> str:
    """The banner of a demoralized army, with what it means [10.0]."""
    if side == "Allied":
        return _(
            "ALLIED ARMY DEMORALIZED [10.0]: no advance after combat [6.7]; units may "
            "exit the map [4.7]; rally +1 [7.7] (or +2 [10.0]); -25 VPs [14.4]."
        )
    if side == "French":
        return _(
            "FRENCH ARMY DEMORALIZED [10.0]: no advance after combat [6.7]; units may "
            "exit the map [4.7]; rally +1 [7.7] (or +2 [10.0]); -25 VPs [14.4]."
        )
    return _(
        "{side} ARMY DEMORALIZED [10.0]: no advance after combat [6.7]; units may "
        "exit the map [4.7]; rally +1 [7.7] (or +2 [10.0]); -25 VPs [14.4]."
    ).format(side=side.upper())


SpiPage = CombatPage | RallyPage | RosterPage | VictoryPage | ReservePage | PrintedCharts
"""A page under the tracks (each made when first shown: widgets/pages.py)."""


ROSTER_KINDS = (
    "disengage",
    "disengagement_loss",
    "displace",
    "enter_reinforcements",
    "exit_map",
    "lose_csp",
    "set_disrupted",
)
"""What the Roster page's controls take (pages.py `Page.takes`)."""


class Panel(GamePanel):
    """Everything a player of the SPI game rolls or tracks, beside the map."""

    combat = Page(N_("Combat"), CombatPage, takes=("combat", "apply_combat_result", "rout_roll"))
    rally = Page(N_("Rally"), RallyPage, takes=("rally",))
    roster = Page(N_("Roster"), RosterPage, takes=ROSTER_KINDS)
    victory = Page(N_("Victory"), VictoryPage, takes=("objective",))
    reserve = Page(N_("Reserve & options"), ReservePage, takes=("plot_reserve", "set_option"))
    charts = Page(N_("Charts"), PrintedCharts)

    def __init__(self, master: tk.Misc, session: Session, app: Shell) -> None:
        super().__init__(master, session, app, padding=4)
        style.apply(self)
        self.actor = Actor(session, app)
        self._was_demoralized = {s: session.state.army(s).demoralized for s in SIDES}

        top = ttk.Frame(self)
        top.pack(fill="x")
        self.morale: dict[str, Any] = {}
        from tabletop.gui.widgets.track import TrackView

        box = morale_box(self)
        for side in SIDES:
            view = TrackView(top, morale_track(session.state, side), box_width=box)
            view.title.configure(foreground=theme.ALLIED if side == "Allied" else theme.FRENCH)
            view.caption_label.pack_forget()  # box 0 is outlined; the banner says when it fires
            view.pack(anchor="w", fill="x")
            self.morale[side] = view
        self.banner = ttk.Label(
            top,
            foreground="white",
            background=style.ERROR,
            font=style.bold(self),
            wraplength=680,
            justify="left",
            padding=(6, 3),
        )
        ttk.Separator(self).pack(fill="x", pady=3)
        self.turn = TurnStrip(self, self.actor)
        self.turn.pack(fill="x")

        self.book: Pages[SpiPage] = Pages(self, self._fill)
        self.book.pack(fill="both", expand=True, pady=(4, 0))
        self.book.page(Panel.combat, lambda body: CombatPage(body, self.actor))
        self.book.page(Panel.rally, lambda body: RallyPage(body, self.actor))
        self.book.page(Panel.roster, lambda body: RosterPage(body, self.actor))
        self.book.page(Panel.victory, lambda body: VictoryPage(body, self.actor))
        self.book.page(Panel.reserve, lambda body: ReservePage(body, self.actor))
        self.book.page(Panel.charts, lambda body: PrintedCharts(body, session))
        self.refresh()
        self.book.make_front()

    @property
    def resolvers(self) -> dict[str, ResolverView]:
        """The printed charts' forms, by resolver name ("table:crt")."""
        return self.charts.views

    def show_page(self, page: tk.Misc) -> None:
        """Bring one page to the front."""
        self.book.show(page)

    def _fill(self, page: SpiPage) -> None:
        """Draw one page from the session state (the charts follow their own inputs)."""
        if not isinstance(page, PrintedCharts):
            page.refresh()

    def refresh(self) -> None:
        """Redraw everything from the session state (called after every change)."""
        state: Spi1980State = self.session.state
        banners = []
        for side in SIDES:
            self.morale[side].show(morale_track(state, side))
            army = state.army(side)
            if army.demoralized:
                banners.append(demoralized_text(side))
                if not self._was_demoralized[side]:
                    self.app.notify(
                        _("The {side} army is demoralized [10.0].").format(side=_(side)),
                        error=True,
                    )
            self._was_demoralized[side] = army.demoralized
        if banners:
            self.banner.configure(text="\n".join(banners))
            self.banner.pack(fill="x", pady=(2, 0))
        else:
            self.banner.pack_forget()
        self.turn.refresh()
        for page in self.book.made():
            self._fill(page)
        if state.pending_combat is not None:
            self.show_page(self.combat)

    # -- test hooks -------------------------------------------------------------------

    def morale_shown(self, side: str) -> int:
        """The number in the box the morale marker stands on."""
        return int(self.morale[side].marker_value())

    def banner_text(self) -> str:
        """The demoralization banner, as shown ("" when hidden)."""
        return str(self.banner.cget("text")) if self.banner.winfo_manager() else ""
