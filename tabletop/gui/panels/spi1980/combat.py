"""The combat page: pick attackers and defenders from the roster, the morale units [6.8],
bombardment [5.6], charges [5.9], terrain [8.0], lowering [6.2]; see the column and the odds
of the `combat` action itself for exactly those choices; Roll or type the roll; then apply the
result defender first (losses.py) [6.0].
"""

from __future__ import annotations

import tkinter as tk
from fractions import Fraction
from tkinter import ttk
from typing import Any

from tabletop.core.data import using
from tabletop.core.errors import TabletopError
from tabletop.core.i18n import N_, _, tr
from tabletop.games.actions import make_action
from tabletop.games.spi1980.actions import Combat
from tabletop.games.spi1980.combat_odds import CombatPlan, halve
from tabletop.games.spi1980.combat_phase import (
    combat_plan_of,
    may_attack,
    may_bombard,
    may_charge,
)
from tabletop.games.spi1980.combat_terrain import attacker_halvings, defender_multiplier
from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.state import Spi1980State
from tabletop.gui.panels.spi1980.losses import LossesForm
from tabletop.gui.panels.spi1980.pickers import NONE, CheckMenu, UnitList
from tabletop.gui.panels.spi1980.terrain import TerrainForm
from tabletop.gui.panels.spi1980.unit_labels import enemy_of, unit_label, units_of
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import Actor, section, sentence
from tabletop.gui.widgets.legal import controls_of
from tabletop.gui.widgets.rollbox import RollBox

SHIFT_NAMES = (N_("morale"), N_("defender disrupted"), N_("corps integrity"))
"""The column shifts as the plan line names them [6.8] [7.0] [11.0]."""


class CombatPage(ttk.Frame):
    """Choose a combat, see its odds, roll it, and apply its result."""

    def __init__(self, master: tk.Misc, actor: Actor) -> None:
        super().__init__(master)
        self.actor = actor
        self._filling = True  # no odds until the whole form exists
        self.form = section(
            self, _("Attack [6.0]: the Phasing Player's units against adjacent enemies")
        )
        lists = ttk.Frame(self.form)
        lists.pack(fill="x")
        self.attackers = UnitList(lists, _("Attackers"), self.update_odds)
        self.attackers.pack(side="left", fill="both", expand=True, padx=(0, 8))
        self.defenders = UnitList(lists, _("Defenders"), self.update_odds)
        self.defenders.pack(side="left", fill="both", expand=True)
        self.engaged_label = ttk.Label(
            self.form, style="Muted.TLabel", wraplength=620, justify="left"
        )
        self.engaged_label.pack(anchor="w")

        grid = ttk.Frame(self.form)
        grid.pack(fill="x", pady=(6, 0))
        # The choices take the room the labels leave (a longer label in another language).
        grid.columnconfigure(1, weight=1)
        self.vars: dict[str, tk.StringVar] = {}
        self.attacker_morale = self._combo(
            grid, 0, _("Attacker's morale unit [6.8]"), "attacker_morale"
        )
        self.defender_morale = self._combo(
            grid, 1, _("Defender's morale unit [6.8]"), "defender_morale"
        )
        ttk.Label(grid, text=_("Bombarding artillery [5.6]"), style="Body.TLabel").grid(
            row=2, column=0, sticky="w", pady=1
        )
        self.bombarding = CheckMenu(grid, self.update_odds)
        self.bombarding.grid(row=2, column=1, sticky="w", pady=1)
        ttk.Label(grid, text=_("Charging cavalry [5.9]"), style="Body.TLabel").grid(
            row=3, column=0, sticky="w", pady=1
        )
        self.charging = CheckMenu(grid, self.update_odds)
        self.charging.grid(row=3, column=1, sticky="w", pady=1)
        self.lower_to = self._combo(grid, 6, _("Lower the ratio to [6.2]"), "lower_to")
        self.lower_to.configure(values=[_(NONE), *game_data().crt.columns])
        self.vars["lower_to"].set(_(NONE))
        self.mixed_disrupted = tk.BooleanVar(self, value=False)
        self.mixed_check = ttk.Checkbutton(
            grid,
            text=_("Mixed stack counts as disrupted [7.0]"),
            variable=self.mixed_disrupted,
            command=self.update_odds,
        )
        self.mixed_check.grid(row=7, column=0, columnspan=2, sticky="w")
        self.terrain = TerrainForm(self.form, self.update_odds)
        self.terrain.pack(anchor="w", fill="x")

        self.plan_label = ttk.Label(self.form, style="Title.TLabel", wraplength=620, justify="left")
        self.plan_label.pack(anchor="w", pady=(6, 2))
        self.roll_box = RollBox(self.form, str(game_data().crt_dice), self._odds, self._roll)
        self.roll_box.pack(anchor="w")
        self.gate = controls_of(self)

        self.losses = LossesForm(self, actor)
        self.last_label = ttk.Label(self, style="Body.TLabel", wraplength=620, justify="left")
        self.last_label.pack(anchor="w", fill="x")
        self._filling = False
        self.refresh()

    def _combo(self, grid: ttk.Frame, row: int, text: str, name: str) -> ttk.Combobox:
        ttk.Label(grid, text=text, style="Body.TLabel").grid(row=row, column=0, sticky="w", pady=1)
        var = tk.StringVar(self, value=_(NONE))
        # Wide enough for the longest "name (corps, morale n)", wider when there is room.
        box = ttk.Combobox(grid, textvariable=var, state="readonly", width=24)
        box.grid(row=row, column=1, sticky="ew", pady=1, padx=(8, 0))
        var.trace_add("write", lambda *_args: self.update_odds())
        self.vars[name] = var
        return box

    # -- redraw -----------------------------------------------------------------------

    def refresh(self) -> None:
        """Redraw from the session: the unit lists, the form or the pending result."""
        state: Spi1980State = self.actor.session.state
        side = state.phasing_side
        self._filling = True
        self.attackers.title.configure(
            text=_("Attackers ({side}, undisrupted)").format(side=_(side))
        )
        self.defenders.title.configure(text=_("Defenders ({side})").format(side=_(enemy_of(side))))
        free = [u for u in units_of(state, side) if may_attack(state, u.id)]
        self.attackers.fill([(u.id, unit_label(u)) for u in free])
        targets = [u for u in units_of(state, enemy_of(side)) if u.id not in state.engaged]
        self.defenders.fill([(u.id, unit_label(u)) for u in targets])
        names = ", ".join(game_data().unit(u).name for u in state.engaged)
        self.engaged_label.configure(
            text=_("In an attack already this phase, so not listed [5.2]: {units}.").format(
                units=names
            )
            if names
            else ""
        )
        self._filling = False
        self.losses.refresh()
        # The form or the result waiting, swapped in a frame that always holds the last
        # sentences too: a frame whose last packed child goes keeps its old height, and a
        # page scrolled down to Roll was left showing that empty height, blank (issue 31).
        waiting = state.pending_combat is not None
        shown, hidden = (self.losses, self.form) if waiting else (self.form, self.losses)
        hidden.pack_forget()
        if not shown.winfo_manager():
            shown.pack(fill="x", pady=(0, 8), before=self.last_label)
        self.update_odds()

    def show_events(self, events: tuple[Any, ...]) -> None:
        """The sentences of the last combat step, under the form."""
        self.last_label.configure(text="\n".join(tr(e.text) for e in events))

    def _names(self, ids: list[str]) -> list[tuple[str, str]]:
        data = game_data()
        return [
            (
                u,
                _("{unit} ({corps}, morale {morale})").format(
                    unit=data.unit(u).name, corps=data.unit(u).corps, morale=data.unit(u).morale
                ),
            )
            for u in ids
        ]

    def update_odds(self) -> None:
        """Fit the choices to the units picked and recompute the column and odds."""
        if self._filling:
            return
        data = game_data()
        attackers, defenders = self.attackers.selected(), self.defenders.selected()
        self._filling = True
        self.bombarding.fill(
            [(u, n) for u, n in self._names(attackers) if may_bombard(data.unit(u))]
        )
        mounted = [u for u in attackers + defenders if may_charge(data.unit(u))]
        self.charging.fill(self._names(mounted))
        firing = [u for u in attackers if u not in self.bombarding.chosen()]
        self._offer(self.attacker_morale, "attacker_morale", firing)
        self._offer(self.defender_morale, "defender_morale", defenders if firing else [])
        self.terrain.fill(self._typed(firing), self._typed(defenders))
        self._filling = False
        state: Spi1980State = self.actor.session.state
        flags = {state.unit(u).disrupted for u in defenders}
        self.mixed_check.state(["!disabled"] if len(flags) > 1 else ["disabled"])
        self._show_terrain_effects()
        ready = self.roll_box.update_odds()
        # Odds stay in view in any phase; the roll itself only in the Combat Phase [3.0].
        self.gate.roll_box(self.roll_box, self.gate.reason("combat"))
        if ready:
            plan = self.plan()
            shifts = ", ".join(
                f"{_(k.replace('_', ' '))} {v:+d}" for k, v in plan.shifts.items() if v
            )
            args = {
                "attack": plan.attack_strength,
                "defense": plan.defense_strength,
                "ratio": plan.ratio,
                "lowered": plan.lowered_to,
                "shifts": shifts or _("none"),
                "column": plan.column,
            }
            text = (
                _(
                    "{attack} against {defense} is {ratio}, lowered to {lowered}; "
                    "shifts: {shifts}. Column read: {column} [6.2]"
                )
                if plan.lowered_to
                else _(
                    "{attack} against {defense} is {ratio}; shifts: {shifts}. "
                    "Column read: {column} [6.2]"
                )
            )
            self.plan_label.configure(foreground=style.INK, text=text.format(**args))
        else:  # what is missing, where the column would be
            text = str(self.roll_box.error_label.cget("text"))
            self.plan_label.configure(text=text, foreground=style.ERROR)

    def _typed(self, ids: list[str]) -> list[tuple[str, str]]:
        state: Spi1980State = self.actor.session.state
        out = []
        for unit_id in ids:
            spec = game_data().unit(unit_id)
            kind = (
                _(spec.unit_type)
                if spec.unit_type
                else _("type lost: {types}").format(types="/".join(spec.type_candidates))
            )
            out.append((unit_id, f"{spec.name} ({kind}, {state.unit(unit_id).strength})"))
        return out

    def _show_terrain_effects(self) -> None:
        """Beside each unit, what the chart's column for its type makes of its terrain."""
        state: Spi1980State = self.actor.session.state
        through = self.terrain.attacker_terrain()
        for unit_id in self.terrain.through:
            spec, strength = game_data().unit(unit_id), state.unit(unit_id).strength
            try:
                times = attacker_halvings(spec, through.get(unit_id, ""))
            except TabletopError as exc:
                self.terrain.show_effect(unit_id, sentence(exc), error=True)
                continue
            if times:
                word = _("halved") if times == 1 else _("halved {n} times").format(n=times)
                text = f"{word}: {strength} → {halve(strength, times)}"
            else:
                text = _("not halved") if unit_id in through else ""
            self.terrain.show_effect(unit_id, text)
        for unit_id, hex_name in self.terrain.defender_hexes().items():
            spec, strength = game_data().unit(unit_id), state.unit(unit_id).strength
            try:
                times = defender_multiplier(spec, hex_name)
            except TabletopError as exc:
                self.terrain.show_effect(unit_id, sentence(exc), error=True)
                continue
            word = {1: _("not doubled"), 2: _("doubled"), 3: _("tripled")}[times]
            text = "" if times == 1 and hex_name == "clear" else f"{word}: {strength * times}"
            self.terrain.show_effect(unit_id, text)

    def _offer(self, box: ttk.Combobox, name: str, ids: list[str]) -> None:
        """Offer the units that may lend their Morale Rating [6.8]; a new choice of units
        starts at the best one, and a "none" the player picks stays (the roll then asks)."""
        labels = {f"{n}": u for u, n in self._names(ids)}
        box.configure(values=[_(NONE), *labels])
        current = self.vars[name].get()
        offered = getattr(box, "ids", {})
        kept = current in labels or (
            current == _(NONE) and ids and set(offered.values()) == set(ids)
        )
        if not kept:
            best = max(ids, key=lambda u: game_data().unit(u).morale, default=None)
            self.vars[name].set(dict(self._names([best]))[best] if best else _(NONE))
        box.configure(state="readonly" if ids else "disabled")
        box.ids = labels  # type: ignore[attr-defined]

    def _unit_of(self, box: ttk.Combobox, name: str) -> str | None:
        return getattr(box, "ids", {}).get(self.vars[name].get())

    # -- the combat -------------------------------------------------------------------

    def fields(self) -> dict[str, Any]:
        """The `combat` action's fields for what the form holds (without the roll)."""
        attackers, defenders = self.attackers.selected(), self.defenders.selected()
        fields: dict[str, Any] = {
            "attackers": attackers,
            "defenders": defenders,
            "bombarding": self.bombarding.chosen(),
            "charging": self.charging.chosen(),
            "attacker_morale_unit": self._unit_of(self.attacker_morale, "attacker_morale"),
            "defender_morale_unit": self._unit_of(self.defender_morale, "defender_morale"),
            "attacker_terrain": self.terrain.attacker_terrain(),
            "defender_hexes": self.terrain.defender_hexes(),
            "lower_to": None
            if self.vars["lower_to"].get() == _(NONE)
            else self.vars["lower_to"].get(),
        }
        state: Spi1980State = self.actor.session.state
        if len({state.unit(u).disrupted for u in defenders}) > 1:
            fields["defender_disrupted"] = self.mixed_disrupted.get()
        return fields

    def plan(self) -> CombatPlan:
        """The attack the form describes as the table will read it (strengths after each
        unit's terrain, ratio, shifts, column): the action's own plan [6.2]; RuleError
        says what stops it, in the rules' words."""
        action = make_action(Combat, **self.fields())
        assert isinstance(action, Combat)
        session = self.actor.session
        with using(session.printed):
            return combat_plan_of(session.state, action)

    def _odds(self) -> dict[str, Fraction]:
        return dict(self.actor.odds(Combat, **self.fields()))

    def _roll(self, roll: str | None) -> bool:
        events = self.actor.take(Combat, self.roll_box.error_label, **self.fields(), roll=roll)
        if events is None:
            return False
        self.show_events(events)
        return True
