"""The Units page: the loss records, and everything that happens to a unit: boxes crossed,
disorder, rout, rally, a morale test (odds first), a printed result applied, the frozen lake,
leaving the map; and the form to enter a unit of the order of battle [7] [12.3] [14].

Every button and roll is enabled from the rules' legal actions (the panel's `LegalControls`),
greyed with the rules' sentence as its tooltip; the morale test's form is its action's fields
and its odds the action's own (`MoraleTest.odds`), so no rule is restated here.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Mapping
from fractions import Fraction
from functools import partial
from tkinter import ttk
from typing import Any

from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, _
from tabletop.games.actions import GameAction
from tabletop.games.vaevictis.army_actions import (
    AddUnit,
    ApplyResult,
    CrossIce,
    Disorder,
    Eliminate,
    LeaveMap,
    Lose,
    MoraleTest,
    Rally,
    Rout,
)
from tabletop.games.vaevictis.legal import rally_reason
from tabletop.games.vaevictis.state import VaeVictisState
from tabletop.gui.panels.vaevictis.records import RecordsTable
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import Actor, section, sentence
from tabletop.gui.widgets.fields import FieldInput
from tabletop.gui.widgets.legal import controls_of
from tabletop.gui.widgets.rollbox import RollBox
from tabletop.gui.widgets.roster_import import RosterImport
from tabletop.gui.widgets.wrap import CheckRow, wrapping

NO_LEADER = N_("none")
"""The morale test's leader choice when no leader heads the stack [4.3]."""

UNIT_BUTTONS: tuple[tuple[type[GameAction], str], ...] = (
    (Lose, N_("Cross a box")),
    (Disorder, N_("Disorder")),
    (Rout, N_("Rout")),
    (Rally, N_("Rally")),
    (LeaveMap, N_("Leaves the map")),
    (Eliminate, N_("Eliminate (cannot rout)")),
)
"""The unit buttons and the action each takes: all but Rally are corrections of what the
board shows, taken with the reason typed beside them."""


def fields_on(
    master: tk.Misc, kind: type[GameAction], widths: dict[str, int]
) -> dict[str, FieldInput]:
    """The fields of `kind` named in `widths`, each a label and its control on a grid row,
    left empty (a field left empty takes its default)."""
    fields = {name: FieldInput(master, kind, name, width=width) for name, width in widths.items()}
    for row, field in enumerate(fields.values()):
        field.label.grid(row=row, column=0, sticky="w")
        field.widget.grid(row=row, column=1, sticky="w", padx=4, pady=1)
    return fields


def given(values: Mapping[str, Any]) -> dict[str, Any]:
    """A form's values without the boxes left empty (None), so each takes its default as the
    command line's left-out flags do."""
    return {k: v for k, v in values.items() if v is not None}


NEW_UNIT = {
    "unit": 12,
    "name": 24,
    "side": 11,
    "arm": 16,
    "boxes": 16,
    "division": 12,
    "guard": 0,
    "santon": 0,
}
"""The fields of the form entering a unit, each with its width in characters."""
TEST_FORM = {"reason": "other", "minus": 0, "square_from": "none", "artillery_stack": False}
"""The morale test's own fields on the form, each with the value it starts at."""


def labelled(master: tk.Misc, text: str, widget: tk.Widget, row: int, column: int = 0) -> None:
    """A label and its input on one grid row."""
    ttk.Label(master, text=_(text), style="Body.TLabel").grid(row=row, column=column, sticky="w")
    widget.grid(row=row, column=column + 1, sticky="w", padx=4, pady=1)


class UnitsPage(ttk.Frame):
    """Loss records and unit actions."""

    def __init__(self, master: tk.Misc, actor: Actor) -> None:
        super().__init__(master)
        self.actor = actor
        self.controls = controls_of(self)
        self.table = RecordsTable(self)
        self.table.pack(fill="x", anchor="w")

        act = section(self, _("A unit [7] [12.3] [14.2]"))
        pick = ttk.Frame(act)
        pick.pack(anchor="w")
        ttk.Label(pick, text=_("Unit"), style="Body.TLabel").pack(side="left")
        self.unit_var = tk.StringVar()
        self.unit_box = ttk.Combobox(
            pick, textvariable=self.unit_var, state="readonly", width=28, font=style.body(self)
        )
        self.unit_box.pack(side="left", padx=4)
        self.unit_box.bind("<<ComboboxSelected>>", lambda e: self.controls.refresh())
        buttons = ttk.Frame(act)
        buttons.pack(anchor="w", pady=4)
        self.buttons: dict[str, ttk.Button] = {}
        for i, (cls, text) in enumerate(UNIT_BUTTONS):
            button = ttk.Button(buttons, text=_(text), command=partial(self.unit_act, cls.KIND))
            button.grid(row=i // 3, column=i % 3, sticky="ew", padx=1, pady=1)
            self.buttons[cls.KIND] = button
            self.controls.bind(button, cls.KIND, self._rally_why if cls is Rally else None)
        why = ttk.Frame(act)
        why.pack(anchor="w", fill="x")
        ttk.Label(
            why, text=_("What the board shows (a correction's reason)"), style="Body.TLabel"
        ).pack(side="left")
        self.correction_entry = ttk.Entry(why, width=32, font=style.body(self))
        self.correction_entry.pack(side="left", padx=4, fill="x", expand=True)
        self.in_zoc = tk.BooleanVar(value=False)
        zoc = CheckRow(
            act, _("In an enemy ZOC if it routs (a VV4 battery is eliminated, 14.2)"), self.in_zoc
        )
        zoc.pack(fill="x")
        self.zoc_check = zoc.check
        self.error_label = wrapping(ttk.Label(act, style="Error.TLabel"))
        self.error_label.pack(anchor="w", fill="x")

        test = ttk.LabelFrame(
            act, text=_("Morale test: 2D6 at or under the morale [0.4]"), padding=4
        )
        test.pack(fill="x", pady=(4, 0))
        form = ttk.Frame(test)
        form.pack(anchor="w")
        # The test's own fields: their labels, choices, limits and help are the action's.
        self.test_fields = {
            name: FieldInput(form, MoraleTest, name, width=11, value=value)
            for name, value in TEST_FORM.items()
        }
        for row, field in enumerate(self.test_fields.values()):
            field.label.grid(row=row, column=0, sticky="w")
            field.widget.grid(row=row, column=1, sticky="w", padx=4, pady=1)
            field.var.trace_add("write", lambda *_args: self.refresh_odds())
        self.reason = self.test_fields["reason"].var
        self.minus = self.test_fields["minus"].var
        self.square_from = self.test_fields["square_from"].var
        self.artillery = self.test_fields["artillery_stack"].var
        self.leader = tk.StringVar(value=_(NO_LEADER))
        self.leader_box = ttk.Combobox(
            form, textvariable=self.leader, values=(_(NO_LEADER),), state="readonly", width=24
        )
        self.leader_box.bind("<<ComboboxSelected>>", lambda e: self.refresh_odds())
        labelled(form, N_("Leader on top [4.3]"), self.leader_box, 4)
        self.test_box = RollBox(test, "2d6", self._test_odds, self._test_roll)
        self.test_box.pack(anchor="w")

        result = ttk.LabelFrame(act, text=_("A printed result [12.3]"), padding=4)
        result.pack(fill="x", pady=(4, 0))
        self.result_fields = {
            name: FieldInput(result, ApplyResult, name, width=width, value=value)
            for name, width, value in (("result", 10, None), ("reason", 8, "fire"))
        }
        for field in self.result_fields.values():
            field.label.pack(side="left")
            field.widget.pack(side="left", padx=(4, 8))
        self.result_entry = self.result_fields["result"].widget
        self.result_button = ttk.Button(result, text=_("Apply"), command=self.apply_result)
        self.result_button.pack(side="left")
        self.controls.bind(self.result_button, "apply_result")
        # The results the table prints, beside the box they are typed in: they take the
        # room left of the row and wrap in it.
        results = ttk.Label(
            result,
            text=_("Test, Test-1, Test-2, D2 (disorder, 2 losses), R1 (rout, 1), -"),
            style="Muted.TLabel",
            justify="left",
        )
        wrapping(results).pack(side="left", padx=6, fill="x", expand=True)

        ice = ttk.LabelFrame(
            act, text=_("Frozen lake: 1D6 per hex crossed in rout [14.2]"), padding=4
        )
        ice.pack(fill="x", pady=(4, 0))
        hex_row = ttk.Frame(ice)
        hex_row.pack(anchor="w")
        hexes = FieldInput(hex_row, CrossIce, "hexes", width=3, value=1)
        hexes.label.grid(row=0, column=0, sticky="w")
        hexes.widget.grid(row=0, column=1, sticky="w", padx=4, pady=1)
        hexes.var.trace_add("write", lambda *_args: self.refresh_odds())
        self.hexes = hexes.var
        self.ice_box = RollBox(ice, _("1d6 per hex"), self._ice_odds, self._ice_roll)
        self.ice_box.pack(anchor="w")

        self._build_add_form()

    # -- entering a unit -----------------------------------------------------------------

    def _build_add_form(self) -> None:
        add = section(self, _("Enter a unit of the order of battle [14]"))
        form = ttk.Frame(add)
        form.pack(anchor="w")
        # The tables des potentiels' columns are the action's fields [14] [17].
        self.new_fields = fields_on(form, AddUnit, NEW_UNIT)
        self.new: dict[str, Any] = {name: field.widget for name, field in self.new_fields.items()}
        self.guard_var = self.new_fields["guard"].var
        self.santon_var = self.new_fields["santon"].var
        self.add_button = ttk.Button(add, text=_("Enter the unit"), command=self.add_unit)
        self.add_button.pack(anchor="w", pady=(4, 0))
        self.controls.bind(self.add_button, "add_unit")
        self.add_error = wrapping(ttk.Label(add, style="Error.TLabel"))
        self.add_error.pack(anchor="w", fill="x")
        self.roster = RosterImport(
            add, self.actor, "add_unit", _("unit, name, side, arm and boxes (9;8;7), as above")
        )
        self.roster.pack(anchor="w", fill="x", pady=(4, 0))

    def add_unit(self) -> bool:
        """Enter the unit typed in the form."""
        values = {name: field.get() for name, field in self.new_fields.items()}
        values["santon"] = values["santon"] or None  # left out unless on the Santon [17]
        if self.actor.take(AddUnit, self.add_error, **given(values)) is None:
            return False
        for key in ("unit", "name", "boxes"):
            self.new_fields[key].set(None)
        return True

    # -- acting on a unit --------------------------------------------------------------

    def unit_id(self) -> str:
        """The id of the unit chosen ("" when none)."""
        return self.unit_var.get().split(" ", 1)[0]

    def unit_act(self, kind: str) -> bool:
        """One of the unit buttons: a rally, or a correction with the reason typed."""
        cls = next(c for c, _text in UNIT_BUTTONS if kind == c.KIND)
        values: dict[str, Any] = {"unit": self.unit_id()}
        if cls is not Rally:
            values["reason"] = self.correction_entry.get().strip()
        if cls is Rout:
            values["in_zoc"] = self.in_zoc.get()
        done = self.actor.take(cls, self.error_label, **values) is not None
        if done and cls is not Rally:
            self.correction_entry.delete(0, "end")
        return done

    def _rally_why(self) -> str:
        """Why the chosen unit does not rally by the button, as the rules say [7]."""
        unit = self.actor.session.state.unit(self.unit_id())
        if unit is None:
            return ""
        return sentence(rally_reason(self.actor.session.state, Rally(unit=unit.id)))

    def apply_result(self) -> bool:
        """Apply the printed result typed in [12.3]."""
        done = (
            self.actor.take(
                ApplyResult,
                self.error_label,
                unit=self.unit_id(),
                result=self.result_fields["result"].get(),
                reason=self.result_fields["reason"].get(),
                in_zoc=self.in_zoc.get(),
            )
            is not None
        )
        if done:
            self.result_fields["result"].set(None)
        return done

    def _unit(self) -> Any:
        state: VaeVictisState = self.actor.session.state
        unit = state.unit(self.unit_id())
        if unit is None:
            raise RuleError(_("choose a unit first."))
        return unit

    def _test_values(self) -> dict[str, Any]:
        return {
            "unit": self.unit_id(),
            **{name: field.get() for name, field in self.test_fields.items()},
            "leader": self.leader_id(),
        }

    def leader_id(self) -> str:
        """The id of the leader chosen on top of the stack ("" for none) [4.3]."""
        shown = self.leader.get()
        return "" if shown in (NO_LEADER, _(NO_LEADER)) else shown.split(" ", 1)[0]

    def _test_odds(self) -> Mapping[str, Fraction]:
        """The odds of the test the form describes: the action's own [0.4]."""
        self._unit()  # "choose a unit first" before any field is named
        return self.actor.odds(MoraleTest, **self._test_values())

    def _test_roll(self, roll: str | None) -> bool:
        values = {**self._test_values(), "roll": roll}
        return self.actor.take(MoraleTest, self.test_box.error_label, **values) is not None

    def _ice_odds(self) -> Mapping[str, Fraction]:
        """The odds of the crossing the form describes, as the rules work them out."""
        return self.actor.odds(CrossIce, unit=self._unit().id, hexes=self.hexes.get())

    def _ice_roll(self, roll: str | None) -> bool:
        values: dict[str, Any] = {"unit": self.unit_id(), "hexes": self.hexes.get()}
        if roll is not None:
            values["rolls"] = roll.replace(" ", ",")
        return self.actor.take(CrossIce, self.ice_box.error_label, **values) is not None

    # -- drawing --------------------------------------------------------------------------

    def refresh_odds(self) -> None:
        """Recompute the odds for the unit and inputs now chosen; a roll the rules close now
        stays greyed with their sentence."""
        self.test_box.update_odds()
        self.ice_box.update_odds()
        self.controls.roll_box(self.test_box, self.controls.reason("morale_test"))
        self.controls.roll_box(self.ice_box, self.controls.reason("cross_ice"))

    def refresh(self) -> None:
        """Redraw from the session state."""
        session = self.actor.session
        state: VaeVictisState = session.state
        self.table.refresh(state)
        names = [
            _("{id} ({name}, morale {morale})").format(id=u.id, name=u.name, morale=u.morale)
            for u in state.units
            if u.in_play
        ]
        self.unit_box.configure(values=names)
        chosen = self.unit_id()
        match = next((n for n in names if n.split(" ", 1)[0] == chosen), "")
        self.unit_var.set(match or (names[0] if names else ""))
        heads = [_(NO_LEADER)] + [
            f"{g.id} ({g.name}, +{g.bonus})" for g in state.leaders if g.status == "on map"
        ]
        self.leader_box.configure(values=heads)
        if self.leader.get() not in heads:
            self.leader.set(_(NO_LEADER))
        self.refresh_odds()
