"""The roster page: every counter of both armies with its CSPs now and printed, morale,
movement, where it is and whether it is face down; and what a player does to the selected
unit outside combat: lose CSPs [4.4], disrupt or turn face up [7.0], leave the map [4.7],
enter as a reinforcement [9.1], and the Disengagement Check [4.6].
"""

from __future__ import annotations

import tkinter as tk
from fractions import Fraction
from tkinter import font as tkfont
from tkinter import ttk

from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, _
from tabletop.games.spi1980.actions import (
    Disengage,
    DisengagementLoss,
    Displace,
    EnterReinforcements,
    ExitMap,
    LoseCsp,
    SetDisrupted,
)
from tabletop.games.spi1980.data import SIDES, game_data
from tabletop.games.spi1980.state import Spi1980State, UnitState, UnitStatus
from tabletop.gui import theme
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import Actor, section, sentence
from tabletop.gui.widgets.fields import FieldInput
from tabletop.gui.widgets.legal import controls_of
from tabletop.gui.widgets.logtip import CellTip
from tabletop.gui.widgets.rollbox import RollBox
from tabletop.gui.widgets.treefit import fit_columns
from tabletop.gui.widgets.wrap import Flow, wrapping

COLUMNS = (
    ("corps", N_("Corps"), 56),
    ("type", N_("Type"), 76),
    ("csp", N_("CSP"), 74),
    ("morale", N_("Morale"), 64),
    ("move", N_("Move"), 52),
    ("where", N_("Set-up"), 60),
    ("status", N_("Status"), 80),
    ("disrupted", N_("Disrupted"), 84),
)
"""The roster's columns after the unit's name: id, heading, width in pixels."""
STATUS_TEXT = {
    UnitStatus.ON_MAP: N_("on map"),
    UnitStatus.RESERVE: N_("reserve [12.0]"),
    UnitStatus.AWAITING: N_("off map [9.0]"),
    UnitStatus.EXITED: N_("exited [4.7]"),
    UnitStatus.ELIMINATED: N_("eliminated"),
}


def roster_row(unit: UnitState) -> tuple[str, ...]:
    """One unit's values in the roster's column order."""
    spec = game_data().unit(unit.id)
    kind = (
        _(spec.unit_type) if spec.unit_type else "/".join(_(t) for t in spec.type_candidates) or "?"
    )
    if not spec.unit_type:
        kind += " (?)"
    where = spec.setup or _("turn {turn}").format(turn=spec.entry_turn)
    return (
        spec.corps,
        kind,
        _("{now} of {printed}").format(now=unit.strength, printed=spec.strength),
        str(spec.morale),
        str(spec.movement),
        where,
        _(STATUS_TEXT[unit.status]),
        _("DISRUPTED") if unit.disrupted else "",
    )


class RosterPage(ttk.Frame):
    """Both armies' counters and the actions on the selected one."""

    def __init__(self, master: tk.Misc, actor: Actor) -> None:
        super().__init__(master)
        self.actor = actor
        top = ttk.Frame(self)
        top.pack(fill="both", expand=True)
        self.tree = ttk.Treeview(
            top, columns=[c[0] for c in COLUMNS], height=14, selectmode="extended"
        )
        self.tree.heading("#0", text=_("Unit"))
        self.tree.column("#0", width=136, stretch=True)
        for name, title, width in COLUMNS:
            self.tree.heading(name, text=_(title))
            self.tree.column(name, width=width, stretch=False, anchor="w")
        bar = ttk.Scrollbar(top, orient="vertical", command=self.tree.yview)
        across = ttk.Scrollbar(top, orient="horizontal", command=self.tree.xview)
        self.tree.configure(yscrollcommand=bar.set, xscrollcommand=across.set)
        bar.pack(side="right", fill="y")
        across.pack(side="bottom", fill="x")
        self.tree.pack(side="left", fill="both", expand=True)
        self.tree.tag_configure("French", foreground=theme.FRENCH)
        self.tree.tag_configure("Allied", foreground=theme.ALLIED)
        self.tree.tag_configure("disrupted", background="#f6e3a8")
        self.tree.tag_configure("gone", foreground=style.GREY)
        self.tree.tag_configure("army", font=style.bold(self))
        for side in SIDES:
            self.tree.insert("", "end", iid=side, text=_(side), open=True, tags=(side, "army"))
        for spec in game_data().units:
            self.tree.insert(spec.army, "end", iid=spec.id, text=spec.name, tags=(spec.army,))
        self.tree.bind("<<TreeviewSelect>>", lambda e: self._selected_changed())
        self.cell_tip = CellTip(self.tree, [c[0] for c in COLUMNS], self._row_texts)

        acts = section(self, _("Selected unit"))
        self.selected_label = ttk.Label(acts, style="Title.TLabel", text=_("(click a unit above)"))
        self.selected_label.pack(anchor="w")
        row = ttk.Frame(acts)
        row.pack(anchor="w", pady=2)
        self.count_field = FieldInput(row, LoseCsp, "count", width=3, value=1)
        self.count_field.label.pack(side="left", padx=(0, 4))
        self.count_field.widget.pack(side="left")
        self.count_var = self.count_field.var
        self.lose_button = ttk.Button(row, text=_("Lose CSP [4.4]"), command=self.lose)
        self.lose_button.pack(side="left", padx=(4, 8))
        self.disrupt_button = ttk.Button(row, text=_("Disrupt"), command=self.disrupt)
        self.disrupt_button.pack(side="left")
        # Both are corrections of what the board shows and the app did not see (DESIGN 3).
        reason_row = ttk.Frame(acts)
        reason_row.pack(anchor="w", fill="x", pady=2)
        ttk.Label(reason_row, text=_("Reason (a correction):"), style="Body.TLabel").pack(
            side="left"
        )
        self.reason_var = tk.StringVar(self, value="")
        self.reason_entry = ttk.Entry(reason_row, textvariable=self.reason_var, width=40)
        self.reason_entry.pack(side="left", padx=4)
        row2 = ttk.Frame(acts)
        row2.pack(anchor="w", pady=2)
        self.exit_button = ttk.Button(
            row2, text=_("Exit map (demoralized) [4.7]"), command=self.exit
        )
        self.exit_button.pack(side="left")
        self.enter_button = ttk.Button(
            row2, text=_("Enter reinforcements [9.1]"), command=self.enter
        )
        self.enter_button.pack(side="left", padx=8)
        row3 = ttk.Frame(acts)
        row3.pack(fill="x", pady=2)
        self.hexes_field = FieldInput(row3, Displace, "hexes", width=3, value=1)
        self.hexes_field.label.pack(side="left", padx=(0, 4))
        self.hexes_field.widget.pack(side="left")
        self.hexes_var = self.hexes_field.var
        self.displace_button = ttk.Button(
            row3, text=_("Displace (hexes) [6.6]"), command=self.displace
        )
        self.displace_button.pack(side="left", padx=(4, 8))
        # What displacing does, on a line of its own under the count and its button.
        wrapping(
            ttk.Label(
                acts,
                text=_("disrupts it; a disrupted unit loses 1 CSP per hex"),
                style="Muted.TLabel",
            )
        ).pack(anchor="w", fill="x")
        # Both sentences run to the width of the page, then wrap.
        self.reinforcement_label = wrapping(ttk.Label(acts, style="Muted.TLabel"))
        self.reinforcement_label.pack(anchor="w", fill="x")
        self.error_label = wrapping(ttk.Label(acts, style="Error.TLabel"))
        self.error_label.pack(anchor="w", fill="x")

        check = section(self, _("Disengagement Check [4.6]: the selected unit leaves an Enemy ZOC"))
        # The count and the check box side by side, the box on a line of its own when narrow.
        form = Flow(check, gap=12)
        form.pack(anchor="w", fill="x")
        hexes = form.group()
        self.enemy_hexes_field = FieldInput(hexes, Disengage, "enemy_hexes", width=3, value=1)
        self.enemy_hexes_field.label.pack(side="left", padx=(0, 4))
        self.enemy_hexes_field.widget.pack(side="left")
        self.enemy_hexes = self.enemy_hexes_field.var
        into = form.group()
        self.zoc_field = FieldInput(into, Disengage, "zoc_to_zoc")
        self.zoc_field.widget.pack(side="left")
        self.zoc_field.label.pack(side="left")
        self.zoc_to_zoc = self.zoc_field.var
        for var in (self.enemy_hexes, self.zoc_to_zoc):
            var.trace_add("write", lambda *_args: self.update_check())
        self.check_box = RollBox(
            check, str(game_data().dice("disengagement")), self._check_odds, self._check_roll
        )
        self.check_box.pack(anchor="w")
        self.gate = controls_of(self)
        self.loss_frame = ttk.Frame(check)
        self.loss_label = ttk.Label(self.loss_frame, foreground=style.ERROR, font=style.bold(self))
        self.loss_label.pack(anchor="w")
        self.csp_loss_button = ttk.Button(
            self.loss_frame,
            text=_("Lose 1 CSP (may go on moving)"),
            command=lambda: self.loss("csp"),
        )
        self.csp_loss_button.pack(side="left")
        self.disrupt_loss_button = ttk.Button(
            self.loss_frame,
            text=_("Disrupt (stops in the hex)"),
            command=lambda: self.loss("disrupt"),
        )
        self.disrupt_loss_button.pack(side="left", padx=6)
        for button in (self.csp_loss_button, self.disrupt_loss_button):
            self.gate.bind(button, "disengagement_loss")
        self.refresh()

    # -- redraw -----------------------------------------------------------------------

    def _row_texts(self, row: str) -> tuple[str, ...] | None:
        """A unit's row as it reads whole (None for an army's heading)."""
        state: Spi1980State = self.actor.session.state
        unit = next((u for u in state.roster if u.id == row), None)
        return roster_row(unit) if unit is not None else None

    def refresh(self) -> None:
        """Redraw every row from the session state."""
        state: Spi1980State = self.actor.session.state
        for unit in state.roster:
            spec = game_data().unit(unit.id)
            tags = [spec.army]
            if unit.disrupted:
                tags.append("disrupted")
            if unit.status in (UnitStatus.ELIMINATED, UnitStatus.EXITED):
                tags.append("gone")
            self.tree.item(unit.id, values=roster_row(unit), tags=tags)
        for side in SIDES:
            army = state.army(side)
            army_text = _("{side} army  DEMORALIZED") if army.demoralized else _("{side} army")
            self.tree.item(side, text=army_text.format(side=_(side)))
        fit_columns(self.tree, tkfont.Font(self, font=style.bold(self)), "army", most={"type": 9})
        arrived = state.reinforcements_turn
        self.reinforcement_label.configure(
            text=_(
                "French reinforcements appeared on Game-Turn {turn}: enter them in the "
                "French Movement Phase, or hold them off the map [9.3]."
            ).format(turn=arrived)
            if arrived is not None
            else _("French reinforcements have not appeared yet [9.0].")
        )
        if state.pending_disengagement is not None:
            name = game_data().unit(state.pending_disengagement.unit).name
            self.loss_label.configure(
                text=_("{unit} failed its check: take the loss [4.6].").format(unit=name)
            )
            self.loss_frame.pack(anchor="w", pady=(4, 0))
        else:
            self.loss_frame.pack_forget()
        self._selected_changed()

    def selected(self) -> list[str]:
        """The selected unit ids (army rows ignored)."""
        return [i for i in self.tree.selection() if i not in SIDES]

    def select(self, unit_id: str) -> None:
        """Select one unit, as a click would (test hook)."""
        self.tree.see(unit_id)
        self.tree.selection_set(unit_id)
        self.tree.update_idletasks()
        self._selected_changed()

    def _selected_changed(self) -> None:
        state: Spi1980State = self.actor.session.state
        ids = self.selected()
        names = ", ".join(game_data().unit(u).label() for u in ids)
        self.selected_label.configure(text=names or _("(click a unit above)"))
        one = len(ids) == 1
        unit = state.unit(ids[0]) if one else None
        on_map = unit is not None and unit.status is UnitStatus.ON_MAP
        pick = "" if one else _("Select one unit in the roster first.")
        off = (
            ""
            if on_map or unit is None
            else _("{unit} is not on the map.").format(unit=game_data().unit(unit.id).name)
        )
        self.gate.set(self.lose_button, pick or self.gate.reason("lose_csp"))
        self.gate.set(self.disrupt_button, pick or off or self.gate.reason("set_disrupted"))
        self.gate.set(self.displace_button, pick or off or self.gate.reason("displace"))
        # Leaving the map is the unit's own army's to do [4.7]: the rules' words for that army.
        army = game_data().unit(unit.id).army if unit else ""
        own = [k.why for k in self.actor.session.legal_actions(army) if k.kind == "exit_map"]
        own_phase = sentence(own[0]) if army and own and own[0] else ""
        self.gate.set(self.exit_button, pick or off or own_phase or self.gate.reason("exit_map"))
        waiting = bool(ids) and all(state.unit(u).status is UnitStatus.AWAITING for u in ids)
        self.gate.set(
            self.enter_button,
            self.gate.reason("enter_reinforcements")
            or ("" if waiting else _("Select reinforcements still off the map [9.1].")),
        )
        self.update_check()

    def update_check(self) -> None:
        """The Disengagement Check's odds, and its roll open in the Movement Phase [4.6]."""
        self.check_box.update_odds()
        self.gate.roll_box(self.check_box, self.gate.reason("disengage"))

    # -- actions ----------------------------------------------------------------------

    def _one(self) -> str | None:
        ids = self.selected()
        if len(ids) != 1:
            self.actor.error(_("Select one unit in the roster first."), self.error_label)
            return None
        return ids[0]

    def lose(self) -> None:
        """The selected unit loses CSPs outside combat, and its army that much morale [10.0]."""
        unit = self._one()
        if unit is None:
            return
        count = self.count_field.get()
        if self.actor.take(LoseCsp, self.error_label, unit=unit, count=count, **self._reason()):
            self.reason_var.set("")

    def disrupt(self) -> None:
        """Turn the selected counter face down, as the board shows it [4.9]."""
        unit = self._one()
        if unit is None:
            return
        if self.actor.take(
            SetDisrupted, self.error_label, unit=unit, disrupted=True, **self._reason()
        ):
            self.reason_var.set("")

    def _reason(self) -> dict[str, str]:
        """The correction's reason, as typed."""
        return {"reason": self.reason_var.get().strip()}

    def displace(self) -> None:
        """The selected unit is displaced by a retreat into its hex [6.6]."""
        unit = self._one()
        if unit is None:
            return
        self.actor.take(Displace, self.error_label, unit=unit, hexes=self.hexes_field.get())

    def exit(self) -> None:
        """The selected unit of a demoralized army leaves the map [4.7]."""
        unit = self._one()
        if unit is not None:
            self.actor.take(ExitMap, self.error_label, unit=unit)

    def enter(self) -> None:
        """The selected reinforcements enter the map [9.1]."""
        ids = self.selected()
        self.actor.take(EnterReinforcements, self.error_label, units=ids)

    def loss(self, how: str) -> None:
        """Take a failed Disengagement Check's loss as a CSP or a disruption [4.6]."""
        self.actor.take(DisengagementLoss, self.error_label, how=how)

    def _check(self) -> dict[str, object]:
        """The Disengagement Check's fields as the form holds them (without the roll)."""
        ids = self.selected()
        if len(ids) != 1:
            raise RuleError(_("Select one unit in the roster first."))
        return {
            "unit": ids[0],
            "enemy_hexes": self.enemy_hexes_field.get(),
            "zoc_to_zoc": self.zoc_field.get(),
        }

    def _check_odds(self) -> dict[str, Fraction]:
        return dict(self.actor.odds(Disengage, **self._check()))

    def _check_roll(self, roll: str | None) -> bool:
        try:
            check = self._check()
        except RuleError as exc:
            self.actor.error(str(exc), self.check_box.error_label)
            return False
        return (
            self.actor.take(Disengage, self.check_box.error_label, **check, roll=roll) is not None
        )
