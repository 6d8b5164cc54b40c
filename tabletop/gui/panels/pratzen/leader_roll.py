"""A leader's casualty roll: the leader, the cause, odds first, rolled by the opposing
player of the leader [Combat effects on Leaders].

The cause is the `LeaderCasualty` action's field as it declares it (its choices in a
player's words); the odds are that action's own on the game now."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Mapping
from fractions import Fraction
from tkinter import ttk
from typing import Any

from tabletop.core.errors import TabletopError
from tabletop.core.i18n import N_
from tabletop.games.pratzen.actions import LeaderCasualty
from tabletop.gui.panels.pratzen.form import Form
from tabletop.gui.widgets.actor import Actor
from tabletop.gui.widgets.fields import field_label
from tabletop.gui.widgets.legal import controls_of
from tabletop.gui.widgets.rollbox import RollBox


class LeaderRoll(ttk.Frame):
    """The leader and cause form and its roll box."""

    def __init__(self, master: tk.Misc, actor: Actor) -> None:
        super().__init__(master)
        self.actor = actor
        self.form = Form(self)
        self.form.pack(anchor="w", fill="x")
        # The leaders in play, picked from the roster; the label is the action's.
        self.form.choice("leader", field_label(LeaderCasualty, "leader"), ())
        self.form.field(LeaderCasualty, "cause", "fire", width=12)
        self.form.vars["cause"].trace_add("write", lambda *_: self.update_odds())
        self.form.vars["leader"].trace_add("write", lambda *_: self.update_odds())
        self.box = RollBox(self, LeaderCasualty.DICE, self._odds, self._roll)
        self.box.pack(anchor="w")

    def fields(self) -> dict[str, Any]:
        """The action's fields as the form holds them, its roll left out."""
        return {"leader": self.form.get("leader"), "cause": self.form.get("cause")}

    def _odds(self) -> Mapping[str, Fraction]:
        if not self.form.get("leader"):
            raise TabletopError(N_("choose the leader."))
        return self.actor.odds(LeaderCasualty, **self.fields())

    def update_odds(self) -> None:
        """The action's odds for the form; Roll greyed, with the rules' sentence, while the
        game does not take a casualty roll."""
        self.box.update_odds()
        controls = controls_of(self)
        controls.roll_box(self.box, controls.reason(LeaderCasualty.KIND))

    def _roll(self, roll: str | None) -> bool:
        typed = None if roll is None else roll.strip()
        done = self.actor.take(
            LeaderCasualty,
            self.box.error_label,
            **self.fields(),
            roll=int(typed) if typed and typed.isdigit() else typed,
        )
        return done is not None
