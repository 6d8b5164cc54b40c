"""A leader's casualty roll: the leader, the cause, odds first, rolled by the opposing
player of the leader [Combat effects on Leaders]."""

from __future__ import annotations

import tkinter as tk
from fractions import Fraction
from tkinter import ttk

from tabletop.core.errors import TabletopError
from tabletop.core.i18n import N_, _
from tabletop.games.pratzen.actions import LeaderCasualty
from tabletop.games.pratzen.rally_resolvers import leader_casualty_odds
from tabletop.gui.panels.pratzen.form import Form
from tabletop.gui.widgets.actor import Actor
from tabletop.gui.widgets.rollbox import RollBox

CAUSES = (N_("fire"), N_("close-combat"), N_("overrun"))
"""Why a leader may be hit, as the leader casualty roll's columns name it."""


class LeaderRoll(ttk.Frame):
    """The leader and cause form and its roll box."""

    def __init__(self, master: tk.Misc, actor: Actor) -> None:
        super().__init__(master)
        self.actor = actor
        self.form = Form(self)
        self.form.pack(anchor="w", fill="x")
        self.form.choice("leader", _("Leader"), ())
        self.form.choice("cause", _("Cause"), CAUSES, translated=True)
        self.form.vars["cause"].trace_add("write", lambda *_: self.box.update_odds())
        self.form.vars["leader"].trace_add("write", lambda *_: self.box.update_odds())
        self.box = RollBox(self, "2d6", self._odds, self._roll)
        self.box.pack(anchor="w")

    def _odds(self) -> dict[str, Fraction]:
        if not self.form.get("leader"):
            raise TabletopError(N_("choose the leader."))
        return leader_casualty_odds({"cause": str(self.form.get("cause"))})

    def _roll(self, roll: str | None) -> bool:
        typed = None if roll is None else roll.strip()
        done = self.actor.take(
            LeaderCasualty,
            self.box.error_label,
            leader=self.form.get("leader"),
            cause=self.form.get("cause"),
            roll=int(typed) if typed and typed.isdigit() else typed,
        )
        return done is not None
