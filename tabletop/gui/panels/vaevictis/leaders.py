"""The Leaders page: each leader's state, his aide-de-camp's arrival and what his absence does
[15.2] [15.3]; a general's initiative roll [6.7]; the mort des chefs roll [15.1]; killed, a
general without troops (amendments); and the form to enter a leader [1.4].
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Mapping
from fractions import Fraction
from tkinter import ttk
from typing import Any

from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, _, tr
from tabletop.games.vaevictis.army_actions import (
    AddLeader,
    AideValues,
    CaptureLeader,
    Initiative,
    KillLeader,
    LeaderRisk,
    WithdrawGeneral,
)
from tabletop.games.vaevictis.data import SIDES
from tabletop.games.vaevictis.leaders import consequences
from tabletop.games.vaevictis.state import KILLED, Leader, VaeVictisState
from tabletop.gui import theme
from tabletop.gui.panels.vaevictis.units import fields_on, given, labelled
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import Actor, section
from tabletop.gui.widgets.fields import FieldInput
from tabletop.gui.widgets.legal import controls_of
from tabletop.gui.widgets.rollbox import RollBox
from tabletop.gui.widgets.wrap import wrapping

NEW_LEADER = {
    "leader": 12,
    "name": 20,
    "side": 11,
    "rank": 10,
    "corps": 12,
    "initiative": 4,
    "bonus": 4,
}
"""The fields of the form entering a leader, each with its width in characters."""


def leader_line(state: VaeVictisState, leader: Leader) -> str:
    """How a leader stands, in words."""
    if leader.rank == "corps":
        title = _("aide-de-camp of corps commander") if leader.aide else _("corps commander")
    else:
        title = (
            _("aide-de-camp of general de division") if leader.aide else _("general de division")
        )
    who = f"{leader.name} ({title})"
    if leader.status == KILLED:
        return _("{who}: killed; aide-de-camp arrives Turn {turn} [15.1]. {then}.").format(
            who=who, turn=leader.returns_on, then=tr(consequences(state, leader))
        )
    if leader.status != "on map":
        return f"{who}: {tr(leader.status)}."
    if leader.rank == "division":
        return _("{who}: on the map, initiative {initiative}, bonus +{bonus}.").format(
            who=who, initiative=leader.initiative, bonus=leader.bonus
        )
    return _("{who}: on the map, bonus +{bonus}.").format(who=who, bonus=leader.bonus)


class LeadersPage(ttk.Frame):
    """Leaders, aides-de-camp and their rolls."""

    def __init__(self, master: tk.Misc, actor: Actor) -> None:
        super().__init__(master)
        self.actor = actor
        self.list_frame = ttk.Frame(self)
        self.list_frame.pack(fill="x", anchor="w")
        self.lines: list[ttk.Label] = []

        act = section(self, _("A leader [6.7] [15]"))
        pick = ttk.Frame(act)
        pick.pack(anchor="w")
        self.leader_var = tk.StringVar()
        self.leader_box = ttk.Combobox(
            pick, textvariable=self.leader_var, state="readonly", width=24, font=style.body(self)
        )
        labelled(pick, N_("Leader"), self.leader_box, 0)
        self.leader_box.bind("<<ComboboxSelected>>", lambda e: self.refresh_odds())
        buttons = ttk.Frame(act)
        buttons.pack(anchor="w", pady=4)
        self.kill_button = ttk.Button(buttons, text=_("Killed"), command=self.kill)
        self.kill_button.pack(side="left", padx=1)
        self.capture_button = ttk.Button(buttons, text=_("Captured"), command=self.capture)
        self.capture_button.pack(side="left", padx=1)
        self.withdraw_button = ttk.Button(
            buttons, text=_("No troops left: rejoins the emperor"), command=self.withdraw
        )
        self.withdraw_button.pack(side="left", padx=1)
        self.error_label = wrapping(ttk.Label(act, style="Error.TLabel"))
        self.error_label.pack(anchor="w", fill="x")
        init = ttk.LabelFrame(
            act, text=_("Initiative of a general out of command [6.7]"), padding=4
        )
        init.pack(fill="x")
        self.initiative_box = RollBox(init, "1d6", self._initiative_odds, self._initiative_roll)
        self.initiative_box.pack(anchor="w")
        death = ttk.LabelFrame(
            act,
            text=_("Mort des chefs: a leader in a stack under fire or in combat [15.1]"),
            padding=4,
        )
        death.pack(fill="x", pady=(4, 0))
        self.column_field = FieldInput(death, LeaderRisk, "column", width=12)
        self.column_field.label.grid(row=0, column=0, sticky="w")
        self.column_field.widget.grid(row=0, column=1, sticky="w", padx=4, pady=1)
        self.column = self.column_field.widget
        self.death_box = RollBox(death, _("dice"), self._death_odds, self._death_roll)
        self.column_field.var.trace_add("write", lambda *_args: self.death_box.update_odds())
        self.death_box.grid(row=1, column=0, columnspan=2, sticky="w")
        aide = ttk.LabelFrame(
            act, text=_("Aide-de-camp: the back of the counter [15.1]"), padding=4
        )
        aide.pack(fill="x", pady=(4, 0))
        self.aide_fields = fields_on(aide, AideValues, {"initiative": 4, "bonus": 4})
        self.aide = {name: field.widget for name, field in self.aide_fields.items()}
        self.aide_button = ttk.Button(
            aide, text=_("Enter the aide's values"), command=self.enter_aide
        )
        self.aide_button.grid(row=2, column=0, columnspan=2, sticky="w", pady=(2, 0))
        self._build_add_form()
        self.controls = controls_of(self)
        for button, kind in (
            (self.kill_button, "kill_leader"),
            (self.capture_button, "capture_leader"),
            (self.withdraw_button, "withdraw_general"),
            (self.add_button, "add_leader"),
            (self.aide_button, "aide_values"),
        ):
            self.controls.bind(button, kind)

    def _build_add_form(self) -> None:
        add = section(self, _("Enter a leader from the leader chart [1.4] [6.7]"))
        form = ttk.Frame(add)
        form.pack(anchor="w")
        # The leader chart's columns are the action's fields: labels, limits, choices, help.
        self.new_fields = fields_on(form, AddLeader, NEW_LEADER)
        self.new: dict[str, Any] = {name: field.widget for name, field in self.new_fields.items()}
        self.add_button = ttk.Button(add, text=_("Enter the leader"), command=self.add_leader)
        self.add_button.pack(anchor="w", pady=(4, 0))
        self.add_error = wrapping(ttk.Label(add, style="Error.TLabel"))
        self.add_error.pack(anchor="w", fill="x")

    def add_leader(self) -> bool:
        """Enter the leader typed in the form."""
        values = {name: field.get() for name, field in self.new_fields.items()}
        if self.actor.take(AddLeader, self.add_error, **given(values)) is None:
            return False
        for key in ("leader", "name", "initiative", "bonus"):
            self.new_fields[key].set(None)
        return True

    def enter_aide(self) -> bool:
        """The chosen leader's aide-de-camp: his own values from the back of the counter."""
        values = {name: field.get() for name, field in self.aide_fields.items()}
        return (
            self.actor.take(AideValues, self.error_label, leader=self.leader_id(), **given(values))
            is not None
        )

    def leader_id(self) -> str:
        """The id of the leader chosen."""
        return self.leader_var.get().split(" ", 1)[0]

    def kill(self) -> bool:
        """The chosen leader (or his aide) is killed [15.1]."""
        return self.actor.take(KillLeader, self.error_label, leader=self.leader_id()) is not None

    def capture(self) -> bool:
        """The chosen leader could not evade and is captured (amendments)."""
        return self.actor.take(CaptureLeader, self.error_label, leader=self.leader_id()) is not None

    def withdraw(self) -> bool:
        """The chosen general has no troops left (amendments)."""
        return (
            self.actor.take(WithdrawGeneral, self.error_label, leader=self.leader_id()) is not None
        )

    def _leader(self) -> Leader:
        state: VaeVictisState = self.actor.session.state
        leader = state.leader(self.leader_id())
        if leader is None:
            raise RuleError(_("choose a leader first."))
        return leader

    def _initiative_odds(self) -> Mapping[str, Fraction]:
        """The odds of the chosen general's initiative test: the action's own [6.7]."""
        return self.actor.odds(Initiative, leader=self._leader().id)

    def _initiative_roll(self, roll: str | None) -> bool:
        box = self.initiative_box
        return (
            self.actor.take(Initiative, box.error_label, leader=self.leader_id(), roll=roll)
            is not None
        )

    def death_action(self) -> dict[str, Any]:
        """The fields of the leader's risk the form describes, its roll left out [15.1]."""
        return {"leader": self.leader_id(), "column": self.column_field.get()}

    def _death_odds(self) -> Mapping[str, Fraction]:
        """The chances on the owner's table, on the dice he entered it with [15.1]."""
        self.death_box.roll_button.configure(text=_("Roll {dice}").format(dice=LeaderRisk.DICE))
        return self.actor.odds(LeaderRisk, **self.death_action())

    def _death_roll(self, roll: str | None) -> bool:
        error = self.death_box.error_label
        return self.actor.take(LeaderRisk, error, **self.death_action(), roll=roll) is not None

    def refresh_odds(self) -> None:
        """Recompute the odds for the leader chosen; a roll the rules close now stays greyed
        with their sentence."""
        self.initiative_box.update_odds()
        self.death_box.update_odds()
        self.controls.roll_box(self.initiative_box, self.controls.reason("initiative"))
        self.controls.roll_box(self.death_box, self.controls.reason("leader_risk"))

    def refresh(self) -> None:
        """Redraw from the session state."""
        session = self.actor.session
        state: VaeVictisState = session.state
        for label in self.lines:
            label.destroy()
        self.lines = []
        if not state.leaders:
            text = _("The leader chart is not in the rulebook text: enter each leader below [1.4].")
            label = wrapping(ttk.Label(self.list_frame, text=text, style="Muted.TLabel"))
            label.pack(anchor="w", fill="x")
            self.lines.append(label)
        for leader in state.leaders:
            colour = theme.FRENCH if leader.side == SIDES[0] else theme.ALLIED
            label = ttk.Label(
                self.list_frame,
                text=leader_line(state, leader),
                foreground=style.ERROR if leader.status == KILLED else colour,
                justify="left",
                font=style.body(self),
            )
            wrapping(label).pack(anchor="w", fill="x")
            self.lines.append(label)
        names = [f"{g.id} ({g.name})" for g in state.leaders]
        self.leader_box.configure(values=names)
        chosen = self.leader_id()
        match = next((n for n in names if n.split(" ", 1)[0] == chosen), "")
        self.leader_var.set(match or (names[0] if names else ""))
        self.refresh_odds()
