"""The roster and its losses: hits pooled per battalion, cohesion, elimination, rally, and the
leaders' casualty rolls [Combat effects on units] [Rally Phase] [Combat effects on Leaders].

Select a unit in the roster, press "+1 hit" once per hit it takes (and "Remove" for the units
the owner takes off when a battalion's hits reach 3), then "Record hits".
"""

from __future__ import annotations

import tkinter as tk
from collections import Counter
from functools import partial
from tkinter import ttk

from tabletop.core.i18n import N_, _
from tabletop.games.actions import GameAction
from tabletop.games.base import Legal
from tabletop.games.pratzen.actions import (
    Eliminate,
    Hits,
    Marker,
    Rejoin,
    SetAmmo,
    SetStatus,
    UseAmmunition,
)
from tabletop.games.pratzen.state import PratzenState
from tabletop.gui.panels.pratzen.form import reason_field
from tabletop.gui.panels.pratzen.leader_roll import LeaderRoll
from tabletop.gui.panels.pratzen.rally_roll import RallyRoll
from tabletop.gui.widgets.actor import Actor, section
from tabletop.gui.widgets.legal import controls_of
from tabletop.gui.widgets.treefit import fit_columns
from tabletop.gui.widgets.wrap import Flow, wrapping

COLUMNS = ("side", "type", "battalion", "er", "status", "hits", "ammo")
HEADINGS = {
    "side": N_("Side"),
    "type": N_("Type"),
    "battalion": N_("Battalion"),
    "er": N_("ER"),
    "status": N_("Status"),
    "hits": N_("Hits"),
    "ammo": N_("Ammo"),
}
"""Each roster column's heading."""
STATUS_BUTTONS = {"steady": N_("Steady"), "disordered": N_("Disordered"), "routed": N_("Routed")}
"""The cohesion buttons' words."""
AMMO_SHOWN = {"low": N_("low"), "none": N_("none")}
"""The roster's ammunition column."""
ARMS_SHOWN = (N_("foot"), N_("horse"), N_("light"), N_("heavy"), N_("eliminated"))
"""Words the roster shows translated (an arm, the eliminated status)."""


def _box(master: tk.Misc, text: str) -> tuple[tk.BooleanVar, ttk.Checkbutton]:
    """A check box on a line of its own, and its variable."""
    var = tk.BooleanVar(master, value=False)
    box = ttk.Checkbutton(master, variable=var, text=text)
    box.pack(anchor="w")
    return var, box


class UnitsPage(ttk.Frame):
    """Roster, hits ledger, cohesion, rally and leader casualties."""

    def __init__(self, master: tk.Misc, actor: Actor) -> None:
        super().__init__(master)
        self.actor = actor
        roster = section(self, _("Roster (select a unit)"))
        self.tree = ttk.Treeview(roster, columns=COLUMNS, height=9, selectmode="browse")
        self.tree.heading("#0", text=_("Unit"))
        self.tree.column("#0", width=130)
        for name in COLUMNS:
            self.tree.heading(name, text=_(HEADINGS[name]))
            self.tree.column(name, width=62 if name not in ("battalion", "status") else 92)
        self.tree.pack(fill="x")
        across = ttk.Scrollbar(roster, orient="horizontal", command=self.tree.xview)
        self.tree.configure(xscrollcommand=across.set)
        across.pack(fill="x")  # to the columns a narrow page leaves out of sight
        self.battalions = ttk.Label(roster, style="Body.TLabel", justify="left")
        wrapping(self.battalions).pack(anchor="w", fill="x", pady=(4, 0))

        hits = section(self, _("Hits and losses"))
        # Each row of buttons flows onto a second line where the page is too narrow for it
        # (a longer language, a larger text size): no button is squeezed.
        row = Flow(hits)
        row.pack(anchor="w", fill="x")
        self.hit_button = ttk.Button(row, text=_("+1 hit"), command=self.add_hit)
        self.pick_button = ttk.Button(row, text=_("Remove (owner's choice)"), command=self.add_pick)
        self.record_button = ttk.Button(row, text=_("Record hits"), command=self.record_hits)
        clear = ttk.Button(row, text=_("Clear"), command=self.clear)
        row.add(self.hit_button, self.pick_button, self.record_button, clear)
        self.natural_six, self.natural_six_check = _box(
            hits, _("The fire rolled a natural 6 (only then is limbered artillery marked)")
        )
        self.detached, self.detached_check = _box(
            hits, _("Hit while detached from its battalion (the hits go beneath the unit)")
        )
        self.pending_label = ttk.Label(hits, style="Body.TLabel")
        wrapping(self.pending_label).pack(anchor="w", fill="x")
        self.reason = reason_field(
            hits, SetStatus, _("A cohesion or ammunition change is a correction; its reason:"), 30
        )
        self.reason_entry = self.reason.widget
        status = Flow(hits)
        status.pack(anchor="w", fill="x", pady=(4, 0))
        self.status_buttons: dict[str, ttk.Button] = {}
        for value in ("steady", "disordered", "routed"):
            button = ttk.Button(
                status, text=_(STATUS_BUTTONS[value]), command=partial(self.set_status, value)
            )
            status.add(button)
            self.status_buttons[value] = button
        self.eliminate_button = ttk.Button(status, text=_("Eliminate"), command=self.eliminate)
        status.add(self.eliminate_button)
        ammo = Flow(hits)
        ammo.pack(anchor="w", fill="x", pady=(4, 0))
        ammo.add(ttk.Label(ammo, text=_("Ammunition (Flags, artillery):"), style="Body.TLabel"))
        self.ammo_buttons: dict[str, ttk.Button] = {}
        for value, text in (
            ("low", N_("Low Ammo")),
            ("none", N_("No Ammo")),
            ("full", N_("Reloaded")),
        ):
            button = ttk.Button(ammo, text=_(text), command=partial(self.set_ammo, value))
            ammo.add(button)
            self.ammo_buttons[value] = button
        markers = Flow(hits)
        markers.pack(anchor="w", fill="x", pady=(4, 0))
        markers.add(ttk.Label(markers, text=_("Markers (on or off):"), style="Body.TLabel"))
        self.marker_buttons: dict[str, ttk.Button] = {}
        for marker in ("Fired", "OOC"):
            button = ttk.Button(markers, text=_(marker), command=partial(self.toggle, marker))
            markers.add(button)
            self.marker_buttons[marker] = button
        self.rejoin_button = ttk.Button(markers, text=_("Rejoins"), command=self.rejoin)
        markers.add(self.rejoin_button)
        self.use_ammo_button = ttk.Button(
            hits,
            text=_("Use the Ammunition rules"),
            command=lambda: self.actor.act(UseAmmunition(), self.error_label),
        )
        self.use_ammo_button.pack(anchor="w", pady=(4, 0))
        self.error_label = ttk.Label(hits, style="Error.TLabel")
        wrapping(self.error_label).pack(anchor="w", fill="x")
        self.hits: list[str] = []
        self.picks: list[str] = []

        self.rally = RallyRoll(
            section(self, _("Rally the selected unit (Rally Phase)")), actor, self.selected
        )
        self.rally.pack(anchor="w", fill="x")
        self.rally_box, self.rally_tip = self.rally.box, self.rally.tip
        self.rally_leader, self.rally_leader_check = self.rally.leader, self.rally.leader_check
        self.reload, self.reload_check = self.rally.reload, self.rally.reload_check
        self.tree.bind("<<TreeviewSelect>>", lambda e: self._rally_changed())
        self.legal: dict[str, Legal] = {}

        self.casualty = LeaderRoll(
            section(self, _("Leader casualty (the opposing player rolls)")), actor
        )
        self.casualty.pack(anchor="w", fill="x")
        self.leader, self.leader_box = self.casualty.form, self.casualty.box
        controls = controls_of(self)
        buttons: list[tuple[ttk.Button, type[GameAction]]] = [
            (self.record_button, Hits),
            (self.eliminate_button, Eliminate),
        ]
        buttons += [(b, SetStatus) for b in self.status_buttons.values()]
        buttons += [(b, SetAmmo) for b in self.ammo_buttons.values()]
        buttons += [(b, Marker) for b in self.marker_buttons.values()]
        buttons += [(self.use_ammo_button, UseAmmunition), (self.rejoin_button, Rejoin)]
        for button, kind in buttons:
            controls.bind(button, kind.KIND)

    # -- the selection ----------------------------------------------------------------

    def selected(self) -> str:
        """The unit selected in the roster ("" for none)."""
        chosen = self.tree.selection()
        return str(chosen[0]) if chosen else ""

    def select(self, name: str) -> None:
        """Select a unit, as a click would."""
        self.tree.selection_set(name)
        self.tree.see(name)
        self._rally_changed()

    def _need(self) -> str:
        name = self.selected()
        if not name:
            self.actor.error(_("select a unit in the roster first."), self.error_label)
        return name

    # -- hits ---------------------------------------------------------------------------

    def add_hit(self) -> None:
        """One more hit on the selected unit, to record with the others."""
        if name := self._need():
            self.hits.append(name)
            self._show_pending()

    def add_pick(self) -> None:
        """The selected unit is the one the owner removes for a battalion's 3 hits."""
        if name := self._need():
            self.picks.append(name)
            self._show_pending()

    def clear(self) -> None:
        """Forget the hits not yet recorded."""
        self.hits, self.picks = [], []
        self._show_pending()

    def _show_pending(self) -> None:
        counts = Counter(self.hits)
        text = ", ".join(f"{n} ×{c}" if c > 1 else n for n, c in counts.items())
        picked = _("; remove {units}").format(units=", ".join(self.picks)) if self.picks else ""
        self.pending_label.configure(
            text=_("Hits to record: {units}").format(units=text or _("none")) + picked
        )

    def record_hits(self) -> None:
        """Apply the hits gathered (pooled per battalion)."""
        detached: list[str] = []
        if self.detached.get():
            state: PratzenState = self.actor.session.state
            detached = sorted({n for n in self.hits if state.unit(n).battalion})
        done = self.actor.take(
            Hits,
            self.error_label,
            units=tuple(self.hits),
            remove=tuple(self.picks),
            natural_six=self.natural_six.get(),
            detached=tuple(detached),
        )
        if done is not None:
            self.clear()
            self.natural_six.set(False)
            self.detached.set(False)

    def set_status(self, status: str) -> None:
        """Mark the selected unit steady, disordered or routed."""
        if name := self._need():
            reason = self.reason.get() or ""
            taken = self.actor.take(
                SetStatus, self.error_label, unit=name, status=status, reason=reason
            )
            if taken is not None:
                self.reason.set(None)

    def set_ammo(self, ammo: str) -> None:
        """Place, flip or remove the selected unit's ammunition chit."""
        if name := self._need():
            reason = self.reason.get() or ""
            if self.actor.take(SetAmmo, self.error_label, unit=name, ammo=ammo, reason=reason):
                self.reason.set(None)

    def toggle(self, marker: str) -> None:
        """Place the marker on the selected unit, or take it off if it has one."""
        if name := self._need():
            unit = self.actor.session.state.unit(name)
            has = unit.fired if marker == "Fired" else unit.ooc
            self.actor.act(Marker(unit=name, marker=marker, placed=not has), self.error_label)

    def rejoin(self) -> None:
        """The selected detached unit rejoins its battalion, its hits going to the Flag's
        (with the units marked Remove, when they make 3)."""
        name = self._need()
        if name and self.actor.act(Rejoin(unit=name, remove=tuple(self.picks)), self.error_label):
            self.clear()

    def eliminate(self) -> None:
        """Put the selected unit on its Morale Chart."""
        if name := self._need():
            self.actor.act(Eliminate(name=name), self.error_label)

    # -- rolls ----------------------------------------------------------------------------

    def rally_closed(self) -> str:
        """Why the selected unit cannot rally now ("" when it can)."""
        return self.rally.closed()

    def _rally_changed(self) -> None:
        self.rally.update_odds()

    # -- drawing --------------------------------------------------------------------------

    def refresh(self, state: PratzenState, legal: dict[str, Legal]) -> None:
        """Redraw the roster and what may be done now."""
        keep = self.selected()
        self.tree.delete(*self.tree.get_children())
        for unit in state.units:
            status = _("eliminated") if unit.eliminated else _(unit.status)
            marks = [_(m) for m, on in (("Fired", unit.fired), ("OOC", unit.ooc)) if on]
            status = " · ".join([status, *marks]) if not unit.eliminated else status
            values = (
                _(unit.side),
                f"{_(unit.type)} ({_(unit.arm)})" if unit.arm else _(unit.type),
                unit.battalion + (" ⚑" if unit.flag else ""),
                unit.er or "",
                status,
                unit.hits or "",
                "" if unit.ammo == "full" else _(AMMO_SHOWN.get(unit.ammo, unit.ammo)),
            )
            self.tree.insert("", "end", iid=unit.name, text=unit.name, values=values)
        fit_columns(self.tree)
        if keep in self.tree.get_children():
            self.tree.selection_set(keep)
        pooled = ", ".join(f"{b}: {n}" for b, n in state.battalion_hits.items())
        self.battalions.configure(
            text=_("Hits beneath the Flags: {hits}").format(hits=pooled or _("none"))
        )
        self._show_pending()
        leaders = [x.name for x in state.leaders if not x.eliminated]
        self.leader.set_choices("leader", leaders)
        self.legal = self.rally.legal = legal
        self._rally_changed()
        self.casualty.update_odds()

    def status_of(self, name: str) -> str:
        """A unit's cohesion as the roster shows it."""
        return str(self.tree.set(name, "status"))
