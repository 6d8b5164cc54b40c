"""The Fire & combat page: fire on a unit [12.2] and close combat [13.2] on the tables the
owner entered, odds first, the result applied to the loss records [12.3].

Both rolls are enabled from the rules' legal actions, greyed with their sentence; the units
offered are the ones the rules name: the targets of the side fired at now [12.4], the firing
side's units, the active player's units that may attack [13.1].
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Mapping
from fractions import Fraction
from tkinter import ttk
from typing import Any

from tabletop.core.i18n import N_, _, tr
from tabletop.games.actions import GameAction
from tabletop.games.vaevictis.army_actions import CloseCombat, Fire
from tabletop.games.vaevictis.legal import attack_closed, fired_at
from tabletop.games.vaevictis.state import VaeVictisState, other_side
from tabletop.gui.panels.vaevictis.units import labelled
from tabletop.gui.widgets.actor import Actor, section
from tabletop.gui.widgets.fields import FieldInput
from tabletop.gui.widgets.legal import controls_of
from tabletop.gui.widgets.rollbox import RollBox

NO_FIRER = N_("not named")
"""The firing unit's choice when the players do not name it [12.1]."""


class CombatPage(ttk.Frame):
    """Fire and close combat."""

    def __init__(self, master: tk.Misc, actor: Actor) -> None:
        super().__init__(master)
        self.actor = actor
        fire = section(
            self, _("Fire: fire factor less protection, plus terrain and disorder [12.2]")
        )
        form = ttk.Frame(fire)
        form.pack(anchor="w")
        self.target = tk.StringVar()
        self.target_box = ttk.Combobox(form, textvariable=self.target, state="readonly", width=28)
        labelled(form, N_("Target"), self.target_box, 0)
        self.firer = tk.StringVar(value=_(NO_FIRER))
        self.firer_box = ttk.Combobox(form, textvariable=self.firer, state="readonly", width=28)
        labelled(form, N_("Firing unit"), self.firer_box, 5)
        self.fire_fields = self._numbers(form, Fire, ("fire", "protection", "modifier"), 1)
        self.fire_values = [field.widget for field in self.fire_fields]
        self.santon_second = tk.BooleanVar(value=False)
        self.santon_check = ttk.Checkbutton(
            form,
            text=_("Second fire of the Santon's battery, at the same target [17]"),
            variable=self.santon_second,
        )
        self.santon_check.grid(row=4, column=0, columnspan=2, sticky="w")
        self.fire_box = RollBox(fire, "1d6", self._fire_odds, self._fire_roll)
        self.fire_box.pack(anchor="w")

        melee = section(
            self, _("Close combat: attacker less defender, plus modifiers; one die for both [13.2]")
        )
        form = ttk.Frame(melee)
        form.pack(anchor="w")
        self.attacker, self.defender = tk.StringVar(), tk.StringVar()
        self.attacker_box = ttk.Combobox(
            form, textvariable=self.attacker, state="readonly", width=28
        )
        self.defender_box = ttk.Combobox(
            form, textvariable=self.defender, state="readonly", width=28
        )
        labelled(form, N_("Attacker"), self.attacker_box, 0)
        labelled(form, N_("Defender"), self.defender_box, 1)
        self.melee_fields = self._numbers(form, CloseCombat, ("attack", "defend", "modifier"), 2)
        self.melee_values = [field.widget for field in self.melee_fields]
        self.melee_box = RollBox(melee, "1d6", self._melee_odds, self._melee_roll)
        self.melee_box.pack(anchor="w")
        self.controls = controls_of(self)

    def _numbers(
        self, form: ttk.Frame, kind: type[GameAction], names: tuple[str, ...], first: int
    ) -> list[FieldInput]:
        """The action's number fields, each with its own label, limits and help [12.2] [13.2];
        the odds follow every change typed or stepped."""
        fields = []
        for row, name in enumerate(names, start=first):
            field = FieldInput(form, kind, name, width=5, value=0)
            field.label.grid(row=row, column=0, sticky="w")
            field.widget.grid(row=row, column=1, sticky="w", padx=4, pady=1)
            field.var.trace_add("write", lambda *_args: self.refresh_odds())
            fields.append(field)
        return fields

    @staticmethod
    def _id(var: tk.StringVar) -> str:
        return var.get().split(" ", 1)[0]

    def fire_action(self) -> dict[str, Any]:
        """The fields of the fire the form describes, its roll left out [12.2]."""
        values: dict[str, Any] = {
            "target": self._id(self.target),
            **{field.spec.name: field.get() for field in self.fire_fields},
            "santon_second": self.santon_second.get(),
        }
        if self.firer.get() not in (NO_FIRER, _(NO_FIRER)):
            values["firer"] = self._id(self.firer)
        return values

    def _fire_odds(self) -> Mapping[str, Fraction]:
        return self.actor.odds(Fire, **self.fire_action())

    def _fire_roll(self, roll: str | None) -> bool:
        error = self.fire_box.error_label
        return self.actor.take(Fire, error, **self.fire_action(), roll=roll) is not None

    def melee_action(self) -> dict[str, Any]:
        """The fields of the close combat the form describes, its roll left out [13.2]."""
        return {
            "attacker": self._id(self.attacker),
            "defender": self._id(self.defender),
            **{field.spec.name: field.get() for field in self.melee_fields},
        }

    def _melee_odds(self) -> Mapping[str, Fraction]:
        return self.actor.odds(CloseCombat, **self.melee_action())

    def _melee_roll(self, roll: str | None) -> bool:
        error = self.melee_box.error_label
        return self.actor.take(CloseCombat, error, **self.melee_action(), roll=roll) is not None

    def refresh_odds(self) -> None:
        """Recompute both odds for the numbers now typed; a roll the rules close now stays
        greyed with their sentence."""
        self.fire_box.update_odds()
        self.melee_box.update_odds()
        self.controls.roll_box(self.fire_box, self.controls.reason("fire"))
        self.controls.roll_box(self.melee_box, self.controls.reason("close_combat"))

    def refresh(self) -> None:
        """Redraw from the session state."""
        state: VaeVictisState = self.actor.session.state
        units = [u for u in state.units if u.in_play]
        names = {u.id: f"{u.id} ({u.name}, {tr(u.side)})" for u in units}
        # The rules say who is fired at now and who may attack; the page only lists them.
        target_side = fired_at(state)
        targets = [names[u.id] for u in units if u.side == target_side or not target_side]
        firing = other_side(target_side) if target_side else ""
        firers = [_(NO_FIRER)] + [names[u.id] for u in units if u.side == firing or not firing]
        active = state.active or (units[0].side if units else "")
        attackers = [
            names[u.id] for u in units if u.side == active and not attack_closed(state, u.id)
        ]
        defenders = [names[u.id] for u in units if u.side != active]
        for box, var, values in (
            (self.target_box, self.target, targets),
            (self.firer_box, self.firer, firers),
            (self.attacker_box, self.attacker, attackers),
            (self.defender_box, self.defender, defenders),
        ):
            box.configure(values=values)
            if var.get() not in values:
                var.set(values[0] if values else "")
        self.refresh_odds()
