"""The template's "Attack or hold" page: the side to act attacks with 2d6 on the Clash
Table (odds first, the session's dice or real dice typed in) or holds [T2] [T3].

Each control builds the game's typed action (`Attack(roll=...)`, `Hold()`) and applies it
through the `Actor`; both are enabled through the panel's `LegalControls` (`controls_of(self)`):
greyed when the rules close their kind (the sequence of play's step, then `closed_reason`),
with its sentence as the tooltip.
"""

from __future__ import annotations

import tkinter as tk
from fractions import Fraction
from tkinter import ttk

from tabletop.core.i18n import _, tr
from tabletop.games.template.actions import Attack, Hold
from tabletop.games.template.data import game_data
from tabletop.games.template.legal import verdict
from tabletop.games.template.state import TemplateState
from tabletop.gui.widgets.actor import Actor
from tabletop.gui.widgets.legal import controls_of
from tabletop.gui.widgets.rollbox import RollBox
from tabletop.gui.widgets.wrap import wrapping

OUTCOME_WIDTH = 240
"""Pixels left of the odds bars for an outcome ("attacker 1, defender 1") on one line."""


class ActPage(ttk.Frame):
    """Attack (a roll on the Clash Table) or hold, for the side to act."""

    def __init__(self, master: tk.Misc, actor: Actor) -> None:
        super().__init__(master)
        self.actor = actor
        self.controls = controls_of(self)
        self.info_label = wrapping(ttk.Label(self, style="Body.TLabel"))
        self.info_label.pack(fill="x")
        dice = str(game_data().clash.dice)
        self.roll_box = RollBox(
            self, dice, self._odds, self._attack, verb=_("Attack:"), label_width=OUTCOME_WIDTH
        )
        self.roll_box.pack(anchor="w", pady=(6, 6))
        self.hold_button = ttk.Button(self, text=_("Hold and rally one box"), command=self._hold)
        self.hold_button.pack(anchor="w")
        self.controls.bind(self.hold_button, Hold.KIND)

    def _odds(self) -> dict[str, Fraction]:
        return dict(self.actor.odds(Attack))

    def _attack(self, typed: str | None) -> bool:
        return self.actor.take(Attack, self.roll_box.error_label, roll=typed) is not None

    def _hold(self) -> None:
        self.actor.act(Hold())

    def refresh(self) -> None:
        """Say who acts and what an attack adds, redraw the odds, close what the rules close."""
        state: TemplateState = self.actor.session.state
        modifier = game_data().higher_morale
        last = game_data().last_turn
        self.info_label.configure(
            text=_(
                "Turn {turn} of {last}. The {side} act: attack with 2d6 on the Clash Table, "
                "+{modifier} when your morale is higher than the enemy's [T3], or hold and "
                "rally one box [T2]."
            ).format(turn=state.turn, last=last, side=_(state.to_act), modifier=modifier)
            if not state.over
            else _("The game is over: {verdict} [T4].").format(verdict=tr(verdict(state)))
        )
        self.roll_box.update_odds()
        self.controls.roll_box(self.roll_box, self.controls.reason(Attack.KIND))
