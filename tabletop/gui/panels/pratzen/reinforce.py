"""Scheduled reinforcements: roll on the Reinforcement Table, or place a delayed group
[Reinforcements Phase]."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Mapping
from fractions import Fraction
from tkinter import ttk

from tabletop.core.errors import TabletopError
from tabletop.core.i18n import N_, _
from tabletop.games.base import Legal
from tabletop.games.pratzen.actions import (
    ReinforcementArrives,
    ReinforcementBlocked,
    ReinforcementRoll,
)
from tabletop.games.pratzen.state import PratzenState
from tabletop.gui.widgets.actor import Actor, section
from tabletop.gui.widgets.legal import controls_of
from tabletop.gui.widgets.rollbox import RollBox
from tabletop.gui.widgets.wrap import Flow, wrapping


class ReinforcementsPage(ttk.Frame):
    """The groups on the Turn track and the roll for the one selected."""

    def __init__(self, master: tk.Misc, actor: Actor) -> None:
        super().__init__(master)
        self.actor = actor
        box = section(self, _("Groups (select one)"))
        self.tree = ttk.Treeview(
            box, columns=("side", "due", "state"), height=6, selectmode="browse"
        )
        self.tree.heading("#0", text=_("Group"))
        for name, title in (("side", N_("Side")), ("due", N_("Due turn")), ("state", N_("State"))):
            self.tree.heading(name, text=_(title))
            self.tree.column(name, width=110)
        self.tree.pack(fill="x")
        roll = section(self, _("Reinforcement Table (2d6)"))
        self.box = RollBox(roll, ReinforcementRoll.DICE, self._odds, self._roll)
        self.box.pack(anchor="w")
        row = Flow(roll)  # the second button goes under the first where they do not fit
        row.pack(anchor="w", fill="x", pady=(4, 0))
        self.arrive_button = ttk.Button(row, text=_("Delayed group arrives"), command=self.arrive)
        self.blocked_button = ttk.Button(
            row, text=_("All arrival hexes blocked (delay 5)"), command=self.blocked
        )
        row.add(self.arrive_button, self.blocked_button)
        self.error_label = ttk.Label(roll, style="Error.TLabel")
        wrapping(self.error_label).pack(anchor="w", fill="x")
        controls = controls_of(self)
        controls.bind(self.arrive_button, ReinforcementArrives.KIND)
        controls.bind(self.blocked_button, ReinforcementBlocked.KIND)

    def selected(self) -> str:
        """The group selected ("" for none)."""
        chosen = self.tree.selection()
        return str(chosen[0]) if chosen else ""

    def _odds(self) -> Mapping[str, Fraction]:
        """The roll's own odds for the group selected (the rules' sentence when it is not
        due now)."""
        if not self.selected():
            raise TabletopError(N_("select a group due this turn."))
        return self.actor.odds(ReinforcementRoll, group=self.selected())

    def _roll(self, roll: str | None) -> bool:
        typed = None if roll is None else roll.strip()
        done = self.actor.take(
            ReinforcementRoll,
            self.box.error_label,
            group=self.selected(),
            roll=int(typed) if typed and typed.isdigit() else typed,
        )
        return done is not None

    def arrive(self) -> None:
        """Place the selected delayed group."""
        self.actor.take(ReinforcementArrives, self.error_label, group=self.selected())

    def blocked(self) -> None:
        """Every arrival hex holds or is next to an enemy unit."""
        self.actor.take(ReinforcementBlocked, self.error_label, group=self.selected())

    def refresh(self, state: PratzenState, legal: dict[str, Legal]) -> None:
        """Redraw the groups."""
        keep = self.selected()
        self.tree.delete(*self.tree.get_children())
        for group in state.reinforcements:
            shown = (
                N_("arrived")
                if group.arrived
                else (N_("delayed") if group.rolled else N_("scheduled"))
            )
            self.tree.insert(
                "",
                "end",
                iid=group.group,
                text=group.group,
                values=(_(group.side), group.turn, _(shown)),
            )
        if keep in self.tree.get_children():
            self.tree.selection_set(keep)
        self.tree.bind("<<TreeviewSelect>>", lambda e: self.box.update_odds())
        self.box.update_odds()
        controls = controls_of(self)
        controls.roll_box(self.box, controls.reason(ReinforcementRoll.KIND))
        if controls.reason(ReinforcementRoll.KIND):
            self.box.error_label.configure(text=controls.reason(ReinforcementRoll.KIND))
