"""The owner enters the scenario (the Playbook is not in the text) and keeps it as a file.

Turns, starting side and phase, each side's Demoralization Level, the Event deck, then units
(name, side, type, battalion, Flag, ER), leaders and scheduled reinforcements [Preparing for
play]. "Save scenario…" writes it to a TOML file; "Load scenario…" sets a new game up from one.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from pathlib import Path
from tkinter import ttk

from tabletop.core.errors import TabletopError
from tabletop.core.files import WriteRefused, write_atomic
from tabletop.core.i18n import N_, _
from tabletop.games.actions import GameAction
from tabletop.games.pratzen import data
from tabletop.games.pratzen.actions import (
    AddLeader,
    AddReinforcement,
    AddUnit,
    AddUnitCorrection,
    RemovePiece,
    RemovePieceCorrection,
    ReplaceUnit,
    SetUp,
)
from tabletop.games.pratzen.scenario import scenario_data, scenario_text, setup_action
from tabletop.games.pratzen.state import PratzenState
from tabletop.gui.asks import ask_open, ask_save
from tabletop.gui.panels.pratzen.battalion import BattalionRow, unit_fields
from tabletop.gui.panels.pratzen.form import Form, chars_for, reason_field
from tabletop.gui.widgets.actor import Actor, section
from tabletop.gui.widgets.legal import controls_of
from tabletop.gui.widgets.roster_import import RosterImport
from tabletop.gui.widgets.wrap import wrapping

FILE_TYPES = [(N_("Pratzen scenario"), "*.toml"), (N_("All files"), "*")]


def _file_types() -> list[tuple[str, str]]:
    return [(_(name), pattern) for name, pattern in FILE_TYPES]


def _ask_open(master: tk.Misc) -> str:
    return ask_open(master, N_("Load a scenario"), _file_types())


def _ask_save(master: tk.Misc) -> str:
    return ask_save(master, N_("Save the scenario"), _file_types())


class SetupPage(ttk.Frame):
    """Scenario header, pieces, reinforcements; save and load the scenario file."""

    def __init__(self, master: tk.Misc, actor: Actor) -> None:
        super().__init__(master)
        self.actor = actor
        self.ask_open: Callable[[tk.Misc], str] = _ask_open
        self.ask_save: Callable[[tk.Misc], str] = _ask_save
        sides = data.sides()

        head = section(self, _("Scenario (from your Playbook)"))
        self.head = Form(head)
        self.head.pack(anchor="w", fill="x")
        self.head.line("scenario", _("Name"))
        head_fields: tuple[tuple[str, object], ...] = (
            ("turns", 10),
            ("french_level", 10),
            ("allied_level", 10),
            ("start_side", sides[0]),
            ("start_phase", ""),
            ("event_deck", False),
        )
        for name, value in head_fields:
            self.head.field(SetUp, name, value, per_row=1)
        row = ttk.Frame(head)
        row.pack(anchor="w", pady=(4, 0))
        self.setup_button = ttk.Button(row, text=_("Set up the game"), command=self.set_up)
        self.setup_button.pack(side="left")
        self.load_button = ttk.Button(row, text=_("Load scenario…"), command=self.load)
        self.load_button.pack(side="left", padx=6)
        self.save_button = ttk.Button(row, text=_("Save scenario…"), command=self.save)
        self.save_button.pack(side="left")
        self.head_error = ttk.Label(head, style="Error.TLabel")
        wrapping(self.head_error).pack(anchor="w", fill="x")

        units = section(self, _("Add a unit"))
        self.unit = Form(units)
        self.unit.pack(anchor="w", fill="x")
        unit_fields: tuple[tuple[str, object, int], ...] = (
            ("name", None, 16),
            ("side", sides[0], 6),
            ("type", "infantry", 6),
            ("battalion", None, 16),
            ("flag", False, 6),
            ("er", 2, 5),
        )
        for key, shown, width in unit_fields:
            self.unit.field(AddUnit, key, shown, width=width)
        self.add_unit_button = ttk.Button(units, text=_("Add unit"), command=self.add_unit)
        self.add_unit_button.pack(anchor="w")
        self.unit_error = ttk.Label(units, style="Error.TLabel")
        wrapping(self.unit_error).pack(anchor="w", fill="x")
        self.battalion = BattalionRow(units, actor)
        self.battalion.pack(anchor="w", fill="x", pady=(6, 0))
        self.roster = RosterImport(
            units, actor, "add_unit", _("name, side, type, battalion, flag (yes/no) and ER")
        )
        self.roster.pack(anchor="w", fill="x", pady=(6, 0))
        self.editing = ""
        """The unit loaded back into the form to be corrected ("" when adding a new one)."""

        leaders = section(self, _("Add a leader / schedule reinforcements"))
        self.leader = Form(leaders)
        self.leader.pack(anchor="w", fill="x")
        self.leader.field(AddLeader, "name", width=16)
        self.leader.field(AddLeader, "side", sides[0])
        self.leader.field(AddLeader, "command", width=28)
        self.add_leader_button = ttk.Button(leaders, text=_("Add leader"), command=self.add_leader)
        self.add_leader_button.pack(anchor="w")
        self.leader_roster = RosterImport(leaders, actor, "add_leader", _("name, side and command"))
        self.leader_roster.pack(anchor="w", fill="x", pady=(4, 0))
        self.group = Form(leaders)
        self.group.pack(anchor="w", fill="x", pady=(6, 0))
        self.group.field(AddReinforcement, "group", width=16)
        self.group.field(AddReinforcement, "side", sides[0])
        self.group.field(AddReinforcement, "turn", 2, width=5)
        self.add_group_button = ttk.Button(leaders, text=_("Schedule"), command=self.add_group)
        self.add_group_button.pack(anchor="w")
        self.piece_error = ttk.Label(leaders, style="Error.TLabel")
        wrapping(self.piece_error).pack(anchor="w", fill="x")

        listing = section(self, _("Pieces entered"))
        self.pieces = ttk.Label(listing, style="Body.TLabel", justify="left")
        wrapping(self.pieces).pack(anchor="w", fill="x")
        remove = ttk.Frame(listing)
        remove.pack(anchor="w", pady=(4, 0))
        self.remove_var = tk.StringVar(self)
        self.remove_box = ttk.Combobox(remove, textvariable=self.remove_var, state="readonly")
        self.remove_box.pack(side="left")
        self.remove_button = ttk.Button(
            remove, text=_("Remove (entered by mistake)"), command=self.remove
        )
        self.remove_button.pack(side="left", padx=4)
        self.correct_button = ttk.Button(
            listing, text=_("Load the unit to correct it"), command=self.load_unit
        )
        self.correct_button.pack(anchor="w", pady=(4, 0))
        self.reason = reason_field(
            listing,
            AddUnitCorrection,
            _("Once play has begun, a unit added or removed is a correction; its reason:"),
        )
        self.reason_entry = self.reason.widget
        controls = controls_of(self)
        for button, kind in (
            (self.setup_button, SetUp),
            (self.load_button, SetUp),
            (self.add_leader_button, AddLeader),
            (self.add_group_button, AddReinforcement),
        ):
            controls.bind(button, kind.KIND)
        controls.listen(self._gate)
        self._gate()

    def _started(self) -> bool:
        state: PratzenState = self.actor.session.state
        return state.started

    def _add_kind(self) -> type[GameAction]:
        """The unit form's action now: the entry, its correction in place before play, or
        once play has begun a correction with its reason."""
        if self._started():
            return AddUnitCorrection
        return ReplaceUnit if self.editing else AddUnit

    def _gate(self) -> None:
        """The unit and removal buttons take the entry before play, the correction after:
        each enabled by the rules' answer for the kind it takes now."""
        controls = controls_of(self)
        removal = RemovePieceCorrection if self._started() else RemovePiece
        controls.set(self.add_unit_button, controls.reason(self._add_kind().KIND))
        controls.set(self.remove_button, controls.reason(removal.KIND))

    # -- actions ------------------------------------------------------------------------

    def set_up(self) -> None:
        """Set the game up from the header and the pieces entered so far."""
        state: PratzenState = self.actor.session.state
        action = dict(scenario_data(state))
        for key in (
            "scenario",
            "turns",
            "french_level",
            "allied_level",
            "start_side",
            "start_phase",
            "event_deck",
        ):
            action[key] = self.head.get(key)
        self.actor.take(SetUp, self.head_error, **action)

    def add_unit(self) -> None:
        """Add the unit typed in (or put the one loaded back, corrected, in its place); the
        name, battalion and Flag are cleared for the next piece."""
        fields = {k: self.unit.get(k) for k in self.unit.vars}
        kind = self._add_kind()
        if kind is ReplaceUnit:
            fields["replaces"] = self.editing
        if kind is AddUnitCorrection:
            fields["reason"] = self.reason.get() or ""
        if self.actor.take(kind, self.unit_error, **fields) is None:
            if self.editing:  # refused: the unit entered before stays as it was, in its place
                refusal = str(self.unit_error.cget("text"))
                self.unit_error.configure(
                    text=_("{refusal} {unit} is kept as it was.").format(
                        refusal=refusal, unit=self.editing
                    )
                )
            return
        for name, value in (("name", ""), ("battalion", ""), ("flag", False)):
            self.unit.set(name, value)
        self.reason.set(None)
        self._edit("")

    def _edit(self, name: str) -> None:
        self.editing = name
        self.add_unit_button.configure(
            text=_("Replace {unit}").format(unit=name) if name else _("Add unit")
        )

    def load_unit(self) -> bool:
        """Put the unit chosen in the list back in the form, to correct it."""
        state: PratzenState = self.actor.session.state
        found = [u for u in state.units if u.name == self.remove_var.get()]
        if not found:
            self.actor.error(_("choose a unit in the list to correct."), self.piece_error)
            return False
        for key, value in unit_fields(found[0]).items():
            self.unit.set(key, str(value) if key == "er" else value)
        self._edit(found[0].name)
        return True

    def add_leader(self) -> None:
        """Add the leader typed in."""
        fields = {k: self.leader.get(k) for k in self.leader.vars}
        if self.actor.take(AddLeader, self.piece_error, **fields) is not None:
            self.leader.set("name", "")

    def add_group(self) -> None:
        """Schedule the reinforcement group typed in."""
        fields = {k: self.group.get(k) for k in self.group.vars}
        if self.actor.take(AddReinforcement, self.piece_error, **fields) is not None:
            self.group.set("group", "")

    def remove(self) -> None:
        """Take back the piece chosen."""
        name = self.remove_var.get()
        if not self._started():
            self.actor.take(RemovePiece, self.piece_error, name=name)
            return
        reason = self.reason.get() or ""
        taken = self.actor.take(RemovePieceCorrection, self.piece_error, name=name, reason=reason)
        if taken is not None:
            self.reason.set(None)

    def save(self) -> None:
        """Write the scenario to a file the owner picks."""
        path = self.ask_save(self)
        if not path:
            return
        try:
            text = scenario_text(self.actor.session.state)
            write_atomic(Path(path), text.encode("utf-8"), backup=False)
        except WriteRefused as exc:
            self.actor.error(str(exc), self.head_error)
            return
        except OSError as exc:
            self.actor.error(
                _("could not write {path}: {why}").format(path=path, why=exc.strerror or exc),
                self.head_error,
            )
            return
        self.actor.app.notify(_("Scenario saved to {path}.").format(path=path))

    def load(self) -> None:
        """Set a new game up from a scenario file."""
        path = self.ask_open(self)
        if not path:
            return
        try:
            action = setup_action(Path(path).read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError) as exc:
            self.actor.error(
                _("could not read {path}: {why}").format(path=path, why=exc), self.head_error
            )
            return
        except TabletopError as exc:
            self.actor.error(str(exc), self.head_error)
            return
        self.actor.act(action, self.head_error)

    # -- drawing ------------------------------------------------------------------------

    def refresh(self, state: PratzenState) -> None:
        """Show the pieces entered and fill the header from the state."""
        if state.turns:
            levels = {c.side: c.demoralization for c in state.morale}
            first, second = data.sides()
            self.head.set("scenario", state.scenario)
            self.head.set("turns", str(state.turns))
            self.head.set("french_level", str(levels[first]))
            self.head.set("allied_level", str(levels[second]))
            self.head.set("event_deck", state.events.in_use)
        lines = []
        for side in data.sides():
            units = [u for u in state.units if u.side == side]
            leaders = [x.name for x in state.leaders if x.side == side]
            names = ", ".join(
                u.name
                + (" ⚑" if u.flag else "")
                + (f" [{u.battalion}]" if u.battalion else "")
                + f" ER {u.er}"
                for u in units
            )
            lines.append(
                _("{side}: {count} units: {names}").format(
                    side=_(side), count=len(units), names=names or _("none")
                )
            )
            lines.append(
                _("{side} leaders: {names}").format(
                    side=_(side), names=", ".join(leaders) or _("none")
                )
            )
        groups = [
            _("{group} ({side}, turn {turn})").format(group=r.group, side=_(r.side), turn=r.turn)
            for r in state.reinforcements
        ]
        lines.append(_("Reinforcements: {groups}").format(groups=", ".join(groups) or _("none")))
        self.pieces.configure(text="\n".join(lines))
        pieces = [u.name for u in state.units] + [x.name for x in state.leaders]
        self.remove_box.configure(values=pieces, width=chars_for(self, pieces, least=20))
