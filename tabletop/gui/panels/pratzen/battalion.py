"""A battalion in one row on the Set-up page: designation, side, the Flag's ER and the ER of
each of its other units; the Flag and the units are added as pieces of their own
(`games.pratzen.battalions`) [Infantry Flags]."""

from __future__ import annotations

import tkinter as tk
from tkinter import ttk
from typing import Any

from tabletop.core.errors import TabletopError
from tabletop.core.i18n import N_, _
from tabletop.games.pratzen import data
from tabletop.games.pratzen.battalions import battalion_units, er_list
from tabletop.games.pratzen.state import PratzenState, Unit
from tabletop.gui.panels.pratzen.form import Form
from tabletop.gui.widgets.actor import Actor, sentence
from tabletop.gui.widgets.wrap import wrapping

UNIT_FIELDS = ("name", "side", "type", "battalion", "flag", "er")
"""The fields of Pratzen's `add_unit` action, each an attribute of the unit it enters."""


HINT = N_(
    "Units' ER: one for each unit after the Flag, e.g. 2 2 1. They are named '<battalion> "
    "Flag', '<battalion> A', 'B' ..."
)


def unit_fields(unit: Unit) -> dict[str, Any]:
    """The fields of the `add_unit` action that entered `unit`."""
    return {key: getattr(unit, key) for key in UNIT_FIELDS}


class BattalionRow(ttk.Frame):
    """The row and its "Add the battalion" button."""

    def __init__(self, master: tk.Misc, actor: Actor) -> None:
        super().__init__(master)
        self.actor = actor
        ttk.Label(self, text=_("Or a whole battalion:"), style="Title.TLabel").pack(anchor="w")
        self.form = Form(self)
        self.form.pack(anchor="w", fill="x")
        self.form.text("battalion", _("Battalion"), width=10, per_row=2)
        self.form.choice("side", _("Side"), data.sides(), per_row=2, translated=True)
        self.form.number("flag_er", _("Flag ER"), 0, 3, 2, per_row=2)
        self.form.text("unit_ers", _("Units' ER"), width=10, per_row=2)
        wrapping(ttk.Label(self, text=_(HINT), style="Muted.TLabel")).pack(anchor="w", fill="x")
        self.add_button = ttk.Button(self, text=_("Add the battalion"), command=self.add)
        self.add_button.pack(anchor="w")
        self.error_label = ttk.Label(self, style="Error.TLabel")
        wrapping(self.error_label).pack(anchor="w", fill="x")

    def add(self) -> int:
        """Add the Flag and the units; the number of pieces added."""
        state: PratzenState = self.actor.session.state
        try:
            actions = battalion_units(
                str(self.form.get("battalion")),
                str(self.form.get("side")),
                int(str(self.form.get("flag_er")) or 0),
                er_list(str(self.form.get("unit_ers"))),
            )
        except (TabletopError, ValueError) as exc:
            self.actor.error(sentence(exc), self.error_label)
            return 0
        taken = [str(a["name"]) for a in actions if state.has_piece(str(a["name"]))]
        if taken:
            self.actor.error(
                _("the scenario already has a piece named '{unit}'.").format(unit=taken[0]),
                self.error_label,
            )
            return 0
        for done, action in enumerate(actions):
            if self.actor.act(action, self.error_label) is None:
                said = str(self.error_label.cget("text"))
                self.error_label.configure(
                    text=_("{done} of {count} added: {said}").format(
                        done=done, count=len(actions), said=said
                    )
                )
                return done
        for name in ("battalion", "unit_ers"):
            self.form.set(name, "")
        return len(actions)
