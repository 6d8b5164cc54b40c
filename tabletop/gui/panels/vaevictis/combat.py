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
from tabletop.games.inputs import check_inputs
from tabletop.games.vaevictis.army_actions import CloseCombat, Fire
from tabletop.games.vaevictis.legal import attack_closed, fired_at
from tabletop.games.vaevictis.state import VaeVictisState, other_side
from tabletop.gui.panels.vaevictis.units import labelled
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import Actor, section
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
        self.fire_values = self._numbers(
            form, (N_("Fire factor"), N_("Protection"), N_("Modifier")), 1
        )
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
        self.melee_values = self._numbers(form, (N_("Attack"), N_("Defence"), N_("Modifier")), 2)
        self.melee_box = RollBox(melee, "1d6", self._melee_odds, self._melee_roll)
        self.melee_box.pack(anchor="w")
        self.controls = controls_of(self)

    def _numbers(self, form: ttk.Frame, labels: tuple[str, ...], first: int) -> list[ttk.Entry]:
        entries = []
        for offset, text in enumerate(labels):
            entry = ttk.Entry(form, width=5, font=style.body(self))
            entry.insert(0, "0")
            entry.bind("<KeyRelease>", lambda e: self.refresh_odds())
            labelled(form, text, entry, first + offset)
            entries.append(entry)
        return entries

    @staticmethod
    def _id(var: tk.StringVar) -> str:
        return var.get().split(" ", 1)[0]

    def _fire_inputs(self) -> dict[str, Any]:
        fire, protection, modifier = (e.get().strip() for e in self.fire_values)
        return {"fire": fire, "protection": protection, "modifier": modifier}

    def _fire_odds(self) -> Mapping[str, Fraction]:
        resolver = self.actor.session.resolver("fire")
        return resolver.odds(check_inputs(resolver, self._fire_inputs()))

    def _fire_roll(self, roll: str | None) -> bool:
        values: dict[str, Any] = {
            "target": self._id(self.target),
            **self._fire_inputs(),
            "roll": roll,
            "santon_second": self.santon_second.get(),
        }
        if self.firer.get() not in (NO_FIRER, _(NO_FIRER)):
            values["firer"] = self._id(self.firer)
        return self.actor.take(Fire, self.fire_box.error_label, **values) is not None

    def _melee_inputs(self) -> dict[str, Any]:
        attack, defend, modifier = (e.get().strip() for e in self.melee_values)
        return {"attack": attack, "defend": defend, "modifier": modifier}

    def _melee_odds(self) -> Mapping[str, Fraction]:
        resolver = self.actor.session.resolver("close-combat")
        return resolver.odds(check_inputs(resolver, self._melee_inputs()))

    def _melee_roll(self, roll: str | None) -> bool:
        values: dict[str, Any] = {
            "attacker": self._id(self.attacker),
            "defender": self._id(self.defender),
            **self._melee_inputs(),
            "roll": roll,
        }
        return self.actor.take(CloseCombat, self.melee_box.error_label, **values) is not None

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
