"""The combat page: pick attackers and defenders from the roster, the morale units [6.8],
bombardment [5.6], charges [5.9], terrain [8.0], lowering [6.2]; see the column and the odds
of the `combat` resolver for exactly those inputs; Roll or type the roll; then apply the
result defender first (losses.py) [6.0].
"""

from __future__ import annotations

import tkinter as tk
from fractions import Fraction
from tkinter import ttk
from typing import Any

from tabletop.core.errors import RuleError, TabletopError
from tabletop.games.inputs import check_inputs
from tabletop.games.spi1980.combat_odds import TERRAIN_MULTIPLIERS
from tabletop.games.spi1980.combat_resolver import combat_plan
from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.state import Spi1980State
from tabletop.gui.panels.spi1980.losses import LossesForm
from tabletop.gui.panels.spi1980.unit_labels import enemy_of, unit_label, units_of
from tabletop.gui.widgets.actor import Actor, section
from tabletop.gui.widgets.rollbox import RollBox

NONE = "none"


class UnitList(ttk.Frame):
    """A multi-select list of units, keeping its selection by unit id across redraws."""

    def __init__(self, master: tk.Misc, title: str, on_change: Any) -> None:
        super().__init__(master)
        self.title = ttk.Label(self, text=title, style="Title.TLabel")
        self.title.pack(anchor="w")
        box = ttk.Frame(self)
        box.pack(fill="both", expand=True)
        self.listbox = tk.Listbox(
            box, selectmode="extended", height=7, exportselection=False, width=34
        )
        bar = ttk.Scrollbar(box, orient="vertical", command=self.listbox.yview)
        self.listbox.configure(yscrollcommand=bar.set)
        bar.pack(side="right", fill="y")
        self.listbox.pack(side="left", fill="both", expand=True)
        self.listbox.bind("<<ListboxSelect>>", lambda e: on_change())
        self.ids: list[str] = []

    def fill(self, items: list[tuple[str, str]]) -> None:
        """Show (id, label) rows, keeping the chosen ids chosen."""
        chosen = set(self.selected())
        self.listbox.delete(0, "end")
        self.ids = [i for i, _ in items]
        for index, (unit_id, label) in enumerate(items):
            self.listbox.insert("end", label)
            if unit_id in chosen:
                self.listbox.selection_set(index)

    def selected(self) -> list[str]:
        """The chosen unit ids, in list order."""
        return [self.ids[i] for i in self.listbox.curselection() if i < len(self.ids)]

    def choose(self, ids: list[str]) -> None:
        """Select these units, as a player clicking them would (test hook)."""
        self.listbox.selection_clear(0, "end")
        for unit_id in ids:
            self.listbox.selection_set(self.ids.index(unit_id))
        self.listbox.event_generate("<<ListboxSelect>>")


class CheckMenu(ttk.Menubutton):
    """A drop-down of check boxes, one per unit, for the few units a rule lets choose."""

    def __init__(self, master: tk.Misc, on_change: Any) -> None:
        super().__init__(master, text=NONE, width=28)
        self.menu = tk.Menu(self, tearoff=False)
        self.configure(menu=self.menu)
        self.vars: dict[str, tk.BooleanVar] = {}
        self.on_change = on_change

    def fill(self, items: list[tuple[str, str]]) -> None:
        """Offer these (id, name) units; ones no longer offered are unchecked."""
        old = {k: v.get() for k, v in self.vars.items()}
        self.menu.delete(0, "end")
        self.vars = {}
        for unit_id, name in items:
            var = tk.BooleanVar(self, value=old.get(unit_id, False))
            var.trace_add("write", lambda *_: self._changed())
            self.menu.add_checkbutton(label=name, variable=var)
            self.vars[unit_id] = var
        self.configure(state="normal" if items else "disabled")
        self._caption()

    def check(self, ids: list[str]) -> None:
        """Tick these units (the ones offered), as a player would."""
        for unit_id in ids:
            if unit_id in self.vars:
                self.vars[unit_id].set(True)

    def chosen(self) -> list[str]:
        """The checked unit ids."""
        return [k for k, v in self.vars.items() if v.get()]

    def _caption(self) -> None:
        names = [game_data().unit(u).name for u in self.chosen()]
        self.configure(text=", ".join(names) or NONE)

    def _changed(self) -> None:
        self._caption()
        self.on_change()


class CombatPage(ttk.Frame):
    """Choose a combat, see its odds, roll it, and apply its result."""

    def __init__(self, master: tk.Misc, actor: Actor) -> None:
        super().__init__(master)
        self.actor = actor
        self._filling = True  # no odds until the whole form exists
        slot = ttk.Frame(self)  # keeps the form above the result while it comes and goes
        slot.pack(fill="x")
        self.form = section(
            slot, "Attack [6.0]: the Phasing Player's units against adjacent enemies"
        )
        lists = ttk.Frame(self.form)
        lists.pack(fill="x")
        self.attackers = UnitList(lists, "Attackers", self.update_odds)
        self.attackers.pack(side="left", fill="both", expand=True, padx=(0, 8))
        self.defenders = UnitList(lists, "Defenders", self.update_odds)
        self.defenders.pack(side="left", fill="both", expand=True)

        grid = ttk.Frame(self.form)
        grid.pack(fill="x", pady=(6, 0))
        self.vars: dict[str, tk.StringVar] = {}
        self.attacker_morale = self._combo(
            grid, 0, "Attacker's morale unit [6.8]", "attacker_morale"
        )
        self.defender_morale = self._combo(
            grid, 1, "Defender's morale unit [6.8]", "defender_morale"
        )
        ttk.Label(grid, text="Bombarding artillery [5.6]", style="Body.TLabel").grid(
            row=2, column=0, sticky="w", pady=1
        )
        self.bombarding = CheckMenu(grid, self.update_odds)
        self.bombarding.grid(row=2, column=1, sticky="w", pady=1)
        ttk.Label(grid, text="Charging cavalry [5.9]", style="Body.TLabel").grid(
            row=3, column=0, sticky="w", pady=1
        )
        self.charging = CheckMenu(grid, self.update_odds)
        self.charging.grid(row=3, column=1, sticky="w", pady=1)
        self.terrain = self._combo(grid, 4, "Defender's terrain [8.0]", "terrain")
        self.terrain.configure(values=list(TERRAIN_MULTIPLIERS))
        self.vars["terrain"].set(NONE)
        ttk.Label(grid, text="Attacker halved (times) [8.0]", style="Body.TLabel").grid(
            row=5, column=0, sticky="w", pady=1
        )
        self.vars["halved"] = tk.StringVar(self, value="0")
        ttk.Spinbox(grid, from_=0, to=3, width=4, textvariable=self.vars["halved"]).grid(
            row=5, column=1, sticky="w", pady=1
        )
        self.lower_to = self._combo(grid, 6, "Lower the ratio to [6.2]", "lower_to")
        self.lower_to.configure(values=[NONE, *game_data().crt.columns])
        self.vars["lower_to"].set(NONE)
        self.mixed_disrupted = tk.BooleanVar(self, value=False)
        self.mixed_check = ttk.Checkbutton(
            grid,
            text="Mixed stack counts as disrupted [7.0]",
            variable=self.mixed_disrupted,
            command=self.update_odds,
        )
        self.mixed_check.grid(row=7, column=0, columnspan=2, sticky="w")
        for name in ("halved",):
            self.vars[name].trace_add("write", lambda *_: self.update_odds())

        self.plan_label = ttk.Label(self.form, style="Title.TLabel", wraplength=620, justify="left")
        self.plan_label.pack(anchor="w", pady=(6, 2))
        self.roll_box = RollBox(self.form, str(game_data().crt_dice), self._odds, self._roll)
        self.roll_box.pack(anchor="w")

        self.losses = LossesForm(self, actor)
        self.losses.pack(fill="x")
        self.last_label = ttk.Label(self, style="Body.TLabel", wraplength=620, justify="left")
        self.last_label.pack(anchor="w", fill="x")
        self._filling = False
        self.refresh()

    def _combo(self, grid: ttk.Frame, row: int, text: str, name: str) -> ttk.Combobox:
        ttk.Label(grid, text=text, style="Body.TLabel").grid(row=row, column=0, sticky="w", pady=1)
        var = tk.StringVar(self, value=NONE)
        box = ttk.Combobox(grid, textvariable=var, state="readonly", width=30)
        box.grid(row=row, column=1, sticky="w", pady=1, padx=(8, 0))
        var.trace_add("write", lambda *_: self.update_odds())
        self.vars[name] = var
        return box

    # -- redraw -----------------------------------------------------------------------

    def refresh(self) -> None:
        """Redraw from the session: the unit lists, the form or the pending result."""
        state: Spi1980State = self.actor.session.state
        side = state.phasing_side
        self._filling = True
        self.attackers.title.configure(text=f"Attackers ({side}, undisrupted)")
        self.defenders.title.configure(text=f"Defenders ({enemy_of(side)})")
        self.attackers.fill(
            [(u.id, unit_label(u)) for u in units_of(state, side) if not u.disrupted]
        )
        self.defenders.fill([(u.id, unit_label(u)) for u in units_of(state, enemy_of(side))])
        self._filling = False
        self.losses.refresh()
        if state.pending_combat is not None:
            self.form.pack_forget()
        elif not self.form.winfo_manager():
            self.form.pack(fill="x", pady=(0, 8))
        self.update_odds()

    def show_events(self, events: tuple[Any, ...]) -> None:
        """The sentences of the last combat step, under the form."""
        self.last_label.configure(text="\n".join(e.text for e in events))

    def _names(self, ids: list[str]) -> list[tuple[str, str]]:
        data = game_data()
        return [
            (u, f"{data.unit(u).name} ({data.unit(u).corps}, morale {data.unit(u).morale})")
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
            [(u, n) for u, n in self._names(attackers) if data.unit(u).unit_type == "artillery"]
        )
        mounted = [u for u in attackers + defenders if "cavalry" in _types(u)]
        self.charging.fill(self._names(mounted))
        firing = [u for u in attackers if u not in self.bombarding.chosen()]
        self._offer(self.attacker_morale, "attacker_morale", firing)
        self._offer(self.defender_morale, "defender_morale", defenders)
        self._filling = False
        state: Spi1980State = self.actor.session.state
        flags = {state.unit(u).disrupted for u in defenders}
        self.mixed_check.state(["!disabled"] if len(flags) > 1 else ["disabled"])
        if self.roll_box.update_odds():
            plan = self._plan()
            shifts = ", ".join(f"{k.replace('_', ' ')} {v:+d}" for k, v in plan.shifts.items() if v)
            lowered = f", lowered to {plan.lowered_to}" if plan.lowered_to else ""
            self.plan_label.configure(
                text=f"{plan.attack_strength} against {plan.defense_strength} is {plan.ratio}"
                f"{lowered}; shifts: {shifts or 'none'}. Column read: {plan.column} [6.2]"
            )
        else:
            self.plan_label.configure(text="")

    def _offer(self, box: ttk.Combobox, name: str, ids: list[str]) -> None:
        labels = {f"{n}": u for u, n in self._names(ids)}
        box.configure(values=[NONE, *labels])
        current = self.vars[name].get()
        if current not in labels:
            best = max(ids, key=lambda u: game_data().unit(u).morale, default=None)
            self.vars[name].set(dict(self._names([best]))[best] if best else NONE)
        box.ids = labels  # type: ignore[attr-defined]

    def _unit_of(self, box: ttk.Combobox, name: str) -> str | None:
        return getattr(box, "ids", {}).get(self.vars[name].get())

    # -- the combat -------------------------------------------------------------------

    def action(self) -> dict[str, Any]:
        """The `combat` action for what the form holds (without the roll)."""
        attackers, defenders = self.attackers.selected(), self.defenders.selected()
        try:
            halved = int(self.vars["halved"].get() or 0)
        except ValueError:
            raise RuleError("the attacker is halved a whole number of times [8.0].") from None
        action: dict[str, Any] = {
            "kind": "combat",
            "attackers": attackers,
            "defenders": defenders,
            "bombarding": self.bombarding.chosen(),
            "charging": self.charging.chosen(),
            "attacker_morale_unit": self._unit_of(self.attacker_morale, "attacker_morale"),
            "defender_morale_unit": self._unit_of(self.defender_morale, "defender_morale"),
            "defender_terrain": self.vars["terrain"].get() or NONE,
            "attacker_halved": halved,
            "lower_to": None
            if self.vars["lower_to"].get() == NONE
            else self.vars["lower_to"].get(),
        }
        state: Spi1980State = self.actor.session.state
        if len({state.unit(u).disrupted for u in defenders}) > 1:
            action["defender_disrupted"] = self.mixed_disrupted.get()
        return action

    def resolver_inputs(self) -> dict[str, Any]:
        """The `combat` resolver's inputs for the units and choices picked."""
        action = self.action()
        state: Spi1980State = self.actor.session.state
        if not action["attackers"] or not action["defenders"]:
            raise RuleError("pick at least one attacker and one defender [6.1].")
        charging = set(action["charging"])

        def strength(ids: list[str]) -> int:
            return sum(state.unit(u).strength * (2 if u in charging else 1) for u in ids)

        def morale(unit_id: str | None, other: str | None) -> int:
            # Neither unit chosen: equal ratings, no shift [6.8].
            chosen = unit_id or other
            return 0 if chosen is None else game_data().unit(chosen).morale

        a_unit, d_unit = action["attacker_morale_unit"], action["defender_morale_unit"]
        if (a_unit is None) != (d_unit is None):
            raise RuleError("give the morale unit of one unit on each side, or of neither [6.8].")
        disrupted = {state.unit(u).disrupted for u in action["defenders"]}
        corps = {game_data().unit(u).corps for u in action["attackers"]}
        return {
            "attack": strength(action["attackers"]),
            "defend": strength(action["defenders"]),
            "attacker_morale": morale(a_unit, d_unit),
            "defender_morale": morale(d_unit, a_unit),
            "defender_disrupted": action.get("defender_disrupted", disrupted == {True}),
            "defender_terrain": action["defender_terrain"],
            "attacker_halved": action["attacker_halved"],
            "corps_integrity": state.options.corps_integrity and len(corps) > 1,
            "lower_to": action["lower_to"] or NONE,
        }

    def _plan(self) -> Any:
        resolver = self.actor.session.resolver("combat")
        return combat_plan(check_inputs(resolver, self.resolver_inputs()))

    def _odds(self) -> dict[str, Fraction]:
        resolver = self.actor.session.resolver("combat")
        return dict(resolver.odds(check_inputs(resolver, self.resolver_inputs())))

    def _roll(self, roll: str | None) -> bool:
        try:
            action = self.action()
        except TabletopError as exc:
            self.actor.error(str(exc), self.roll_box.error_label)
            return False
        events = self.actor.act({**action, "roll": roll}, self.roll_box.error_label)
        if events is None:
            return False
        self.show_events(events)
        return True


def _types(unit_id: str) -> tuple[str, ...]:
    spec = game_data().unit(unit_id)
    return (spec.unit_type,) if spec.unit_type else spec.type_candidates
