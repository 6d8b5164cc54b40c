"""The rally page: one die per corps applied to its disrupted units in the order the Phasing
Player chooses, each unit with its own modifiers [7.0]-[7.9]. The odds are the rally action's
own: the chance of each result of the corps' die (who rallies, who stays disrupted) for this
order and these conditions, so the order's effect [7.9] shows before rolling.
"""

from __future__ import annotations

import tkinter as tk
from fractions import Fraction
from functools import partial
from tkinter import ttk

from tabletop.core.errors import RuleError
from tabletop.core.i18n import C_, _, ngettext, pgettext, tr
from tabletop.games.spi1980.actions import Rally, RallyStep
from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.rally import TERRAINS
from tabletop.games.spi1980.state import Spi1980State, UnitStatus
from tabletop.games.spi1980.words import rally_line
from tabletop.gui.panels.spi1980.pickers import CheckMenu
from tabletop.gui.widgets.actor import Actor, section
from tabletop.gui.widgets.legal import controls_of
from tabletop.gui.widgets.rollbox import RollBox

TYPES = ("infantry", "cavalry", "dragoon", "artillery")
OUTCOME_WIDTH = 300
"""Pixels left of the odds bars for a result of the corps' die, which names its units."""
HEAD_WRAP = {3: 100, 4: 150, 5: 150}
"""Pixels a column's heading runs before it wraps, by column: over the check box, the
terrain and the friends near (French at text +2 ran off the page)."""
NEAR_WIDTH = 11
"""Characters of the "disrupted near" drop-down (a longer list ends in an ellipsis, whole in
its tooltip)."""


def disrupted_by_corps(state: Spi1980State, side: str) -> dict[str, list[str]]:
    """The phasing side's disrupted units on the map, by corps, in counter-sheet order."""
    data = game_data()
    out: dict[str, list[str]] = {}
    for unit in state.roster:
        spec = data.unit(unit.id)
        if unit.disrupted and unit.status is UnitStatus.ON_MAP and spec.army == side:
            out.setdefault(spec.corps, []).append(unit.id)
    return out


TERRAIN_WORDS = (
    C_("terrain", "none"),
    C_("terrain", "town"),
    C_("terrain", "woods"),
    C_("terrain", "fortified"),
)
"""The rally's terrain words for the catalog; the drop-down shows them in the reader's
language and the action gets the engine's word (`TERRAINS`)."""


def terrain_shown(word: str) -> str:
    """A terrain word as the drop-down shows it."""
    return pgettext("terrain", word)


def terrain_of(shown: str) -> str:
    """The engine's terrain word behind what the drop-down shows."""
    return next((t for t in TERRAINS if terrain_shown(t) == shown), shown)


class UnitRow:
    """One disrupted unit's line in the rally order: its conditions on the map."""

    def __init__(self, page: RallyPage, unit_id: str) -> None:
        self.unit = unit_id
        self.enemy = tk.BooleanVar(page, value=False)
        self.terrain = tk.StringVar(page, value=terrain_shown("none"))
        self.type = tk.StringVar(page, value="")
        for var in (self.enemy, self.terrain, self.type):
            var.trace_add("write", lambda *_args: page.update_odds())
        self.near: CheckMenu | None = None
        self.near_ids: list[str] = []

    def step(self) -> RallyStep:
        """This unit as an entry of the rally action's "units" list."""
        return RallyStep(
            self.unit,
            tuple(self.near.chosen()) if self.near is not None else (),
            self.enemy.get(),
            terrain_of(self.terrain.get()),
            self.type.get() or None,
        )


class RallyPage(ttk.Frame):
    """Pick a corps, order its disrupted units, mark each one's surroundings, roll."""

    def __init__(self, master: tk.Misc, actor: Actor) -> None:
        super().__init__(master)
        self.actor = actor
        self.rows: dict[str, list[UnitRow]] = {}
        self.order: list[str] = []
        self.info_label = ttk.Label(self, style="Body.TLabel", wraplength=640, justify="left")
        self.info_label.pack(anchor="w", pady=(0, 4))
        self.box = section(
            self, _("Rally a corps [7.0]: one die, applied in the order below [7.9]")
        )
        top = ttk.Frame(self.box)
        top.pack(anchor="w")
        ttk.Label(top, text=_("Corps"), style="Body.TLabel").pack(side="left")
        self.corps_var = tk.StringVar(self)
        self.corps_box = ttk.Combobox(top, textvariable=self.corps_var, state="readonly", width=46)
        self.corps_box.pack(side="left", padx=6)
        self.corps_var.trace_add("write", lambda *_args: self._build_rows())
        self.table = ttk.Frame(self.box)
        self.table.pack(anchor="w", pady=4)
        # Room for a result that names the corps' units ("rallied: Becker; disrupted: ...").
        self.roll_box = RollBox(
            self.box,
            str(game_data().dice("rally")),
            self._odds,
            self._roll,
            label_width=OUTCOME_WIDTH,
        )
        self.roll_box.pack(anchor="w")
        self.gate = controls_of(self)
        self.result_label = ttk.Label(self, style="Body.TLabel", wraplength=640, justify="left")
        self.result_label.pack(anchor="w")
        self.refresh()

    def corps_code(self) -> str:
        """The corps chosen, by its code."""
        return self.corps_var.get().split(" ", 1)[0]

    def refresh(self) -> None:
        """Offer the corps still to rally this phase."""
        state: Spi1980State = self.actor.session.state
        data = game_data()
        side = state.phasing_side
        groups = disrupted_by_corps(state, side)
        todo = {c: ids for c, ids in groups.items() if c not in state.rallied_corps}
        notes = []
        if not state.phase.endswith("_rally"):
            notes.append(
                _("Disrupted units rally in their own Rally Phase; it is now the {phase}.").format(
                    phase=tr(data.phase(state.phase).name)
                )
            )
        if state.is_fog_turn(data):
            notes.append(_("Fog turn: +2 to every rally attempt [7.6] [13.0]."))
        if state.army(side).demoralized:
            notes.append(
                _(
                    "The {side} army is demoralized: +{n} to every rally attempt "
                    "([7.7] says +1, [10.0] says +2; see Options)."
                ).format(side=_(side), n=state.options.demoralized_rally_penalty)
            )
        done = ", ".join(state.rallied_corps)
        notes.append(_("Corps rolled this phase: {corps}.").format(corps=done) if done else "")
        if not todo:
            notes.append(
                _("No {side} corps has disrupted units left to rally.").format(side=_(side))
            )
        self.info_label.configure(text="\n".join(n for n in notes if n))
        labels = [
            f"{c}  "
            + ngettext("{corps}: {n} disrupted", "{corps}: {n} disrupted", len(ids)).format(
                corps=data.corps_name(c), n=len(ids)
            )
            for c, ids in todo.items()
        ]
        self.corps_box.configure(values=labels)
        # Nothing to roll: no empty form with a red "error" where there is no problem.
        if todo and not self.box.winfo_manager():
            self.box.pack(fill="x", pady=(0, 8), before=self.result_label)
        elif not todo:
            self.box.pack_forget()
        if self.corps_code() not in todo:
            self.corps_var.set(labels[0] if labels else "")
        else:
            self._build_rows()

    def _build_rows(self) -> None:
        for rows in self.rows.values():
            for old in rows:
                if old.near is not None:
                    old.near_ids = old.near.chosen()
                    old.near = None
        for child in self.table.winfo_children():
            child.destroy()
        state: Spi1980State = self.actor.session.state
        data = game_data()
        side = state.phasing_side
        corps = self.corps_code()
        ids = disrupted_by_corps(state, side).get(corps, [])
        if sorted(self.order) != sorted(ids):
            self.order = list(ids)
        known = {r.unit: r for r in self.rows.get(corps, [])}
        self.rows[corps] = [known.get(u) or UnitRow(self, u) for u in self.order]
        friends = [
            u.id
            for u in state.roster
            if u.disrupted and u.status is UnitStatus.ON_MAP and data.unit(u.id).army == side
        ]
        heads = (
            "#",
            _("Unit (morale, CSP)"),
            "",
            _("Enemy adj. [7.3]"),
            _("Terrain [7.4]"),
            _("Disrupted near [7.2]"),
        )
        for col, head in enumerate(heads):
            ttk.Label(
                self.table,
                text=head,
                style="Muted.TLabel",
                wraplength=HEAD_WRAP.get(col, 0),
                justify="left",
            ).grid(row=0, column=col, sticky="sw", padx=(0, 6))
        for index, row in enumerate(self.rows[corps], start=1):
            spec, unit = data.unit(row.unit), state.unit(row.unit)
            ttk.Label(self.table, text=str(index), style="Body.TLabel").grid(
                row=index, column=0, padx=(0, 6)
            )
            ttk.Label(
                self.table,
                text=f"{spec.name} ({spec.morale}, {unit.strength}/{spec.strength})",
                style="Body.TLabel",
            ).grid(row=index, column=1, sticky="w", padx=(0, 4))
            arrows = ttk.Frame(self.table)
            arrows.grid(row=index, column=2)
            ttk.Button(arrows, text="▲", width=2, command=partial(self.move, row.unit, -1)).pack(
                side="left"
            )
            ttk.Button(arrows, text="▼", width=2, command=partial(self.move, row.unit, 1)).pack(
                side="left"
            )
            ttk.Checkbutton(self.table, variable=row.enemy).grid(row=index, column=3)
            cell = ttk.Frame(self.table)
            cell.grid(row=index, column=4, sticky="w")
            ttk.Combobox(
                cell,
                textvariable=row.terrain,
                values=[terrain_shown(t) for t in TERRAINS],
                state="readonly",
                width=9,
            ).pack(side="top", anchor="w")
            if spec.unit_type is None:  # the type lost from the text [2.4], under its terrain
                ttk.Combobox(
                    cell, textvariable=row.type, values=TYPES, state="readonly", width=9
                ).pack(side="top", anchor="w")
            row.near = CheckMenu(self.table, self.update_odds, width=NEAR_WIDTH)
            row.near.fill([(f, data.unit(f).name) for f in friends if f != row.unit])
            row.near.check(row.near_ids)
            row.near.grid(row=index, column=5, sticky="w")
        self.update_odds()

    def move(self, unit_id: str, delta: int) -> None:
        """Move a unit up or down the rally order [7.9]."""
        index = self.order.index(unit_id)
        target = max(0, min(len(self.order) - 1, index + delta))
        self.order.insert(target, self.order.pop(index))
        self._build_rows()

    def steps(self) -> tuple[RallyStep, ...]:
        """The rally action's "units", in the chosen order."""
        return tuple(r.step() for r in self.rows.get(self.corps_code(), []))

    def _odds(self) -> dict[str, Fraction]:
        corps = self.corps_code()
        if not corps:
            raise RuleError(_("no corps has disrupted units to rally now."))
        return dict(self.actor.odds(Rally, corps=corps, units=self.steps()))

    def update_odds(self) -> None:
        """Recompute every unit's chance and the bars; the roll only in the Rally Phase."""
        self.roll_box.update_odds()
        self.gate.roll_box(self.roll_box, self.gate.reason("rally"))

    def _roll(self, roll: str | None) -> bool:
        rally = {"corps": self.corps_code(), "units": self.steps(), "roll": roll}
        events = self.actor.take(Rally, self.roll_box.error_label, **rally)
        if events is None:
            return False
        self.result_label.configure(text="\n".join(rally_line(e.text) for e in events))
        return True
