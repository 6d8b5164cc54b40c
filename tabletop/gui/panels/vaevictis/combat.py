"""The Fire & combat page: fire on a unit [12.2] and close combat [13.2] on the tables the
owner entered, odds first, the result applied to the loss records [12.3].
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Mapping
from fractions import Fraction
from tkinter import ttk
from typing import Any

from tabletop.core.i18n import N_, _, tr
from tabletop.games.inputs import check_inputs
from tabletop.games.vaevictis.fights import attack_refusal
from tabletop.games.vaevictis.state import VaeVictisState
from tabletop.gui.panels.vaevictis.units import labelled
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import Actor, section
from tabletop.gui.widgets.rollbox import RollBox


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
        action = {
            "kind": "fire",
            "target": self._id(self.target),
            **self._fire_inputs(),
            "roll": roll,
            "santon_second": self.santon_second.get(),
        }
        return self.actor.act(action, self.fire_box.error_label) is not None

    def _melee_inputs(self) -> dict[str, Any]:
        attack, defend, modifier = (e.get().strip() for e in self.melee_values)
        return {"attack": attack, "defend": defend, "modifier": modifier}

    def _melee_odds(self) -> Mapping[str, Fraction]:
        resolver = self.actor.session.resolver("close-combat")
        return resolver.odds(check_inputs(resolver, self._melee_inputs()))

    def _melee_roll(self, roll: str | None) -> bool:
        action = {
            "kind": "close_combat",
            "attacker": self._id(self.attacker),
            "defender": self._id(self.defender),
            **self._melee_inputs(),
            "roll": roll,
        }
        return self.actor.act(action, self.melee_box.error_label) is not None

    def refresh_odds(self) -> None:
        """Recompute both odds for the numbers now typed."""
        self.fire_box.update_odds()
        self.melee_box.update_odds()

    def refresh(self) -> None:
        """Redraw from the session state."""
        state: VaeVictisState = self.actor.session.state
        units = [u for u in state.units if u.in_play]
        names = [f"{u.id} ({u.name}, {tr(u.side)})" for u in units]
        # Close combat is the active player's [13.1]: his units attack the other side's, so
        # the attacker and the defender never start as the same unit; a routed unit or a
        # battery is not offered as the attacker (attack_refusal).
        active = state.active or (units[0].side if units else "")
        attackers = [
            n
            for n, u in zip(names, units, strict=True)
            if u.side == active and not attack_refusal(u)
        ]
        defenders = [n for n, u in zip(names, units, strict=True) if u.side != active]
        for box, var, values in (
            (self.target_box, self.target, names),
            (self.attacker_box, self.attacker, attackers),
            (self.defender_box, self.defender, defenders),
        ):
            box.configure(values=values)
            if var.get() not in values:
                var.set(values[0] if values else "")
        self.refresh_odds()
