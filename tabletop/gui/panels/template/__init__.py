"""The panel of the template game: both morale tracks, and the side to act's two choices,
Attack (a 2d6 roll on the Clash Table, odds first) and Hold [T2] [T3].

Every button is enabled through the panel's `LegalControls`: it is greyed when the rules'
one `closed_reason` closes its kind, with that sentence as its tooltip. Texts wrap at the
width they get (gui/widgets/wrap.py); the sides' inks are read from the theme at each redraw.
"""

from __future__ import annotations

import dataclasses
import tkinter as tk
from fractions import Fraction
from tkinter import ttk
from typing import TYPE_CHECKING

from tabletop.games.template.data import game_data
from tabletop.games.template.rules import clash_odds
from tabletop.games.template.state import TemplateState
from tabletop.gui import theme
from tabletop.gui.panel import GamePanel
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import Actor, section
from tabletop.gui.widgets.rollbox import RollBox
from tabletop.gui.widgets.track import TrackView
from tabletop.gui.widgets.wrap import SideBySide, wrapping
from tabletop.session.session import Session

if TYPE_CHECKING:
    from tabletop.gui.app import App


class Panel(GamePanel):
    """The two armies' morale, and Attack or Hold for the side to act."""

    def __init__(self, master: tk.Misc, session: Session, app: App) -> None:
        super().__init__(master, session, app, padding=6)
        style.apply(self)
        self.actor = Actor(session, app)
        self.turn_label = wrapping(ttk.Label(self, style="Big.TLabel"))
        self.turn_label.pack(fill="x")
        row = ttk.Frame(self)
        row.pack(fill="x", pady=(6, 6))
        self.tracks: dict[str, TrackView] = {}
        for side, track in game_data().tracks.items():
            self.tracks[side] = TrackView(row, track, box_width=24)
        SideBySide(row, *self.tracks.values(), gap=16)

        act = section(self, "Attack or hold [T2]")
        self.act_label = wrapping(ttk.Label(act, style="Body.TLabel"))
        self.act_label.pack(fill="x")
        self.roll_box = RollBox(act, "2d6", self._odds, self._attack, verb="Attack:")
        self.roll_box.pack(anchor="w", pady=(4, 4))
        self.hold_button = ttk.Button(act, text="Hold and rally one box", command=self._hold)
        self.hold_button.pack(anchor="w")
        self.controls.bind(self.hold_button, "hold")
        self.refresh()

    def _odds(self) -> dict[str, Fraction]:
        return clash_odds(self.session.state)

    def _attack(self, typed: str | None) -> bool:
        action: dict[str, object] = {"kind": "attack"}
        if typed is not None:
            action["roll"] = typed
        return self.actor.act(action, self.roll_box.error_label) is not None

    def _hold(self) -> None:
        self.actor.act({"kind": "hold"})

    def refresh(self) -> None:
        """Redraw from the session state (called after every change)."""
        state: TemplateState = self.session.state
        self.turn_label.configure(text=self.session.summary())
        inks = {"French": theme.FRENCH, "Allied": theme.ALLIED}
        for army in state.armies:
            view = self.tracks[army.side]
            view.show(dataclasses.replace(view.track, value=army.morale))
            view.title.configure(foreground=inks[army.side])
        modifier = game_data().higher_morale
        self.act_label.configure(
            text=f"The {state.to_act} act now: attack with 2d6 on the Clash Table (+{modifier} "
            "when your morale is higher than the enemy's) or hold [T3]."
            if not state.over
            else "The game is over [T4]."
        )
        self.roll_box.update_odds()
        self.controls.roll_box(self.roll_box, self.controls.reason("attack"))
