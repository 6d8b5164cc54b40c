"""The panel of the template game: both morale tracks always in view, and below them a page
for the side to act, Attack or hold (act.py) [T1] [T2] [T3].

Texts wrap at the width they get (gui/widgets/wrap.py); the sides' inks are read from the
theme at each redraw (they change with the light and dark themes).
"""

from __future__ import annotations

import dataclasses
import tkinter as tk
from tkinter import ttk
from typing import TYPE_CHECKING

from tabletop.core.i18n import N_
from tabletop.games.template.data import game_data
from tabletop.games.template.state import TemplateState
from tabletop.gui import theme
from tabletop.gui.panel import GamePanel
from tabletop.gui.panels.template.act import ActPage
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import Actor
from tabletop.gui.widgets.pages import Page, Pages
from tabletop.gui.widgets.track import TrackView
from tabletop.gui.widgets.wrap import SideBySide
from tabletop.session.session import Session

if TYPE_CHECKING:
    from tabletop.gui.shell import Shell


class Panel(GamePanel):
    """The two armies' morale, and Attack or hold for the side to act."""

    act = Page(N_("Attack or hold"), ActPage, takes=("attack", "hold"))

    def __init__(self, master: tk.Misc, session: Session, app: Shell) -> None:
        super().__init__(master, session, app, padding=6)
        style.apply(self)
        self.actor = Actor(session, app)
        row = ttk.Frame(self)
        row.pack(fill="x", pady=(0, 6))
        self.tracks = {side: TrackView(row, track) for side, track in game_data().tracks.items()}
        SideBySide(row, *self.tracks.values(), gap=16)
        self.book: Pages[ActPage] = Pages(self, ActPage.refresh)
        self.book.pack(fill="both", expand=True)
        self.book.page(Panel.act, lambda body: ActPage(body, self.actor))
        self.refresh()
        self.book.make_front()

    def refresh(self) -> None:
        """Redraw from the session state (called after every change)."""
        state: TemplateState = self.session.state
        inks = {"French": theme.FRENCH, "Allied": theme.ALLIED}
        for army in state.armies:
            view = self.tracks[army.side]
            view.show(dataclasses.replace(view.track, value=army.morale))
            view.title.configure(foreground=inks[army.side])
        for page in self.book.made():
            page.refresh()
