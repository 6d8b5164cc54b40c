"""A resolved combat waiting to be applied: the printed cell, which side takes what, the rout
roll [6.3], and the CSP losses the player picks (at least half from the morale unit [6.8]),
defender first [6.0].
"""

from __future__ import annotations

import tkinter as tk
from fractions import Fraction
from tkinter import ttk
from typing import Any

from tabletop.core.i18n import N_, _
from tabletop.games.spi1980.actions import ApplyCombatResult, RoutRoll
from tabletop.games.spi1980.combat_results import involved_units, routing_units
from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.state import Effect, PendingCombat, Spi1980State
from tabletop.gui.panels.spi1980.unit_labels import enemy_of
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import Actor
from tabletop.gui.widgets.fields import FieldInput
from tabletop.gui.widgets.legal import controls_of
from tabletop.gui.widgets.rollbox import RollBox


def describe(effect: Effect) -> str:
    """What a printed effect asks of that side, in words [6.3]."""
    if effect.is_none:
        return _("no effect")
    if effect.routed:
        if effect.rout_number:
            return _("routed: retreat die + {n} hexes, lose 1 CSP, disrupted [6.3]").format(
                n=effect.rout_number
            )
        return _("routed: retreat die hexes, lose 1 CSP, disrupted [6.3]")
    if effect.losses and effect.disrupted:
        return _("lose {n} CSP and disrupted (no retreat instead) [6.3] [7.0]").format(
            n=effect.losses
        )
    if effect.losses:
        return _("lose {n} CSP, or retreat one hex for each [6.3] [6.4]").format(n=effect.losses)
    return _("disrupted [6.3] [7.0]")


def _prefill(
    state: Spi1980State, involved: tuple[str, ...], morale_unit: str | None, owed: int
) -> dict[str, int]:
    """A first suggestion a player can change: the morale unit first [6.8], then in order."""
    order = sorted(involved, key=lambda u: u != morale_unit)
    out: dict[str, int] = {}
    for unit_id in order:
        take = min(owed, state.unit(unit_id).strength)
        if take:
            out[unit_id] = take
            owed -= take
    return out


class LossesForm(ttk.Frame):
    """The pending combat result: what each side must take, and the form to take it."""

    def __init__(self, master: tk.Misc, actor: Actor) -> None:
        super().__init__(master)
        self.actor = actor
        self.key: tuple[Any, ...] | None = None
        self.loss_vars: dict[str, tk.StringVar] = {}
        self.short_vars: dict[str, tk.StringVar] = {}
        self.short_spins: dict[str, ttk.Spinbox] = {}
        self.frame = ttk.LabelFrame(self, text=_("Combat result to apply [6.0]"), padding=6)
        self.frame.pack(fill="x")
        self.result_label = ttk.Label(self.frame, style="Title.TLabel", font=style.big(self))
        self.result_label.pack(anchor="w")
        self.sides_label = ttk.Label(
            self.frame, style="Body.TLabel", justify="left", wraplength=620
        )
        self.sides_label.pack(anchor="w")
        self.now_label = ttk.Label(
            self.frame, font=style.bold(self), foreground=style.ERROR, wraplength=620
        )
        self.now_label.pack(anchor="w", pady=(6, 2))
        self.rout = ttk.Frame(self.frame)
        self.rout_box = RollBox(
            self.rout,
            str(game_data().dice("rout")),
            self._rout_odds,
            self._rout_roll,
            verb=_("Rout roll"),
        )
        self.rout_box.pack(anchor="w")
        self.table = ttk.Frame(self.frame)
        self.table.pack(anchor="w", pady=(4, 0))
        retreat = ttk.Frame(self.frame)
        retreat.pack(anchor="w", pady=(4, 0))
        self.retreat_field = FieldInput(retreat, ApplyCombatResult, "retreat_hexes", width=4)
        self.retreat_label = self.retreat_field.label
        self.retreat_label.pack(side="left")
        self.retreat_var = self.retreat_field.var
        self.retreat_var.set("0")
        self.retreat_spin = self.retreat_field.widget
        self.retreat_spin.pack(side="left", padx=6)
        # On a line of its own: beside the retreat count it ran off a laptop at text +2.
        self.apply_button = ttk.Button(self.frame, text=_("Apply these losses"), command=self.apply)
        self.apply_button.pack(anchor="w", pady=(4, 0))
        self.error_label = ttk.Label(self.frame, style="Error.TLabel", wraplength=620)
        self.error_label.pack(anchor="w")
        self.gate = controls_of(self)
        self.gate.bind(self.apply_button, "apply_combat_result")

    def showing(self) -> bool:
        """True while a result waits on screen (the combat page shows the form or this)."""
        return bool(self.winfo_manager())

    @property
    def pending(self) -> PendingCombat | None:
        """The combat waiting, if any."""
        state: Spi1980State = self.actor.session.state
        return state.pending_combat

    def role(self) -> str:
        """Whose result is applied now: the defender's first [6.0]."""
        pending = self.pending
        return "defender" if pending is not None and not pending.defender_done else "attacker"

    def refresh(self) -> None:
        """Show the pending result, or hide when none waits."""
        pending = self.pending
        if pending is None:
            self.key = None
            return
        state: Spi1980State = self.actor.session.state
        role = self.role()
        effect = pending.defender_effect if role == "defender" else pending.attacker_effect
        rolled = pending.defender_rout_roll if role == "defender" else pending.attacker_rout_roll
        defender = enemy_of(pending.attacker_side)
        self.result_label.configure(
            text=_("{result}   on the {column} column").format(
                result=pending.result, column=pending.column
            )
        )
        attacker_line = _("Attacker ({side}): {effect}, {meaning}").format(
            side=_(pending.attacker_side),
            effect=pending.attacker_effect.text,
            meaning=describe(pending.attacker_effect),
        )
        defender_line = _("Defender ({side}): {effect}, {meaning}").format(
            side=_(defender),
            effect=pending.defender_effect.text,
            meaning=describe(pending.defender_effect),
        )
        self.sides_label.configure(text=f"{attacker_line}\n{defender_line}")
        who = _(defender if role == "defender" else pending.attacker_side)
        now = (
            _("Now the defender ({side}) takes {effect}")
            if role == "defender"
            else _("Now the attacker ({side}) takes {effect}")
        ).format(side=who, effect=effect.text)
        self.now_label.configure(
            text=_("{now}: {meaning}.").format(now=now, meaning=describe(effect))
        )
        routing = routing_units(state, pending, role)  # the Santon's guns never rout [6.4]
        if not self.gate.reason("rout_roll"):  # the engine says a rout roll is due [6.3]
            self.rout.pack(anchor="w", before=self.table)
            self.rout_box.update_odds()
        else:
            self.rout.pack_forget()
        key = (pending.attackers, pending.defenders, pending.result, role)
        if key != self.key:
            self.key = key
            self._build_table(state, pending, role, effect)
        fixed = len(routing) < len(involved_units(state, pending, role))
        if fixed and effect.routed and not routing:
            self.now_label.configure(
                text=_(
                    "{now}: the Santon's artillery cannot rout and is destroyed "
                    "[6.4 Exception]; no rout roll."
                ).format(now=now)
            )
        elif fixed and not effect.routed and effect.losses:
            self.now_label.configure(
                text=_(
                    "{text} The Santon's artillery may never retreat [6.4 Exception]: take "
                    "the losses as CSPs."
                ).format(text=self.now_label.cget("text"))
            )
        can_retreat = not effect.routed and not effect.disrupted and effect.losses > 0
        can_retreat = can_retreat and not fixed
        self.retreat_spin.state(["!disabled"] if can_retreat else ["disabled"])
        if effect.routed and rolled is not None:
            for spin in self.short_spins.values():
                spin.configure(to=rolled + effect.rout_number)  # no more short than the rout [6.5]
            self.now_label.configure(
                text=_("{text} Rout roll {roll}: {n} hexes.").format(
                    text=self.now_label.cget("text"), roll=rolled, n=rolled + effect.rout_number
                )
            )

    def _build_table(
        self, state: Spi1980State, pending: PendingCombat, role: str, effect: Effect
    ) -> None:
        for child in self.table.winfo_children():
            child.destroy()
        self.loss_vars, self.short_vars, self.short_spins = {}, {}, {}
        self.retreat_var.set("0")
        data = game_data()
        morale_unit = (
            pending.defender_morale_unit if role == "defender" else pending.attacker_morale_unit
        )
        involved = involved_units(state, pending, role)
        owed = 1 if effect.routed else effect.losses
        heads = [_("Unit"), _("CSP now"), _("CSPs lost")] + (
            [_("Hexes short [6.5]")] if effect.routed else []
        )
        for col, head in enumerate(heads):
            ttk.Label(self.table, text=head, style="Title.TLabel").grid(
                row=0, column=col, sticky="w", padx=(0, 12)
            )
        prefill = _prefill(state, involved, morale_unit, owed)
        for row, unit_id in enumerate(involved, start=1):
            unit = state.unit(unit_id)
            name = data.unit(unit_id).name
            if unit_id == morale_unit:
                name += _("  ★ morale unit: at least half [6.8]")
            if unit.disrupted:
                name += _("  (disrupted)")
            # Each cell keeps the headings' gap, so a name never runs into its CSP count.
            ttk.Label(self.table, text=name, style="Body.TLabel").grid(
                row=row, column=0, sticky="w", padx=(0, 12)
            )
            ttk.Label(self.table, text=str(unit.strength), style="Body.TLabel").grid(
                row=row, column=1, sticky="w", padx=(0, 12)
            )
            var = tk.StringVar(self, value=str(prefill.get(unit_id, 0)))
            ttk.Spinbox(self.table, from_=0, to=unit.strength, width=4, textvariable=var).grid(
                row=row, column=2, sticky="w"
            )
            self.loss_vars[unit_id] = var
            if effect.routed:
                short = tk.StringVar(self, value="0")
                spin = ttk.Spinbox(self.table, from_=0, to=9, width=4, textvariable=short)
                spin.grid(row=row, column=3, sticky="w")
                self.short_vars[unit_id], self.short_spins[unit_id] = short, spin
        if not involved:
            ttk.Label(
                self.table, text=_("No unit of this side can take losses."), style="Muted.TLabel"
            ).grid(row=1, column=0, sticky="w")

    def set_loss(self, unit_id: str, count: int) -> None:
        """Put a number of CSPs lost against a unit, as a player would (test hook)."""
        self.loss_vars[unit_id].set(str(count))

    def _numbers(self, vars: dict[str, tk.StringVar], what: str) -> dict[str, int] | None:
        out = {}
        for unit_id, var in vars.items():
            try:
                value = int(var.get().strip() or 0)
            except ValueError:
                self.actor.error(
                    _("{what} of {unit} should be a whole number.").format(
                        what=_(what), unit=game_data().unit(unit_id).name
                    ),
                    self.error_label,
                )
                return None
            if value:
                out[unit_id] = value
        return out

    def apply(self) -> bool:
        """Take the losses as picked; a choice the rules refuse is one red sentence."""
        losses = self._numbers(self.loss_vars, N_("CSPs lost"))
        short = self._numbers(self.short_vars, N_("Hexes short"))
        if losses is None or short is None:
            return False
        retreat = self.retreat_field.get() or 0  # the rules refuse what is not a count
        result = {"losses": losses, "retreat_hexes": retreat, "short_hexes": short}
        events = self.actor.take(ApplyCombatResult, self.error_label, side=self.role(), **result)
        if events is None:
            return False
        show = getattr(self.master, "show_events", None)
        if show is not None:
            show(events)
        return True

    def _rout_odds(self) -> dict[str, Fraction]:
        return dict(self.actor.odds(RoutRoll, side=self.role()))

    def _rout_roll(self, roll: str | None) -> bool:
        events = self.actor.take(RoutRoll, self.rout_box.error_label, side=self.role(), roll=roll)
        return events is not None
