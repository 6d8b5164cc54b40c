"""The active player's standard actions: attack (odds first, then roll or a typed roll),
reinforce, Napoleon, another card action, pass; and the Extra Action [2] [3] [9]."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Mapping
from fractions import Fraction
from tkinter import font as tkfont
from tkinter import ttk
from typing import Any

from tabletop.core.i18n import _, pgettext, tr
from tabletop.games.actions import GameAction
from tabletop.games.base import Legal
from tabletop.games.tonnerre import cards
from tabletop.games.tonnerre.actions import (
    Attack,
    CardAction,
    ExtraAction,
    Napoleon,
    Pass,
    Reinforce,
)
from tabletop.games.tonnerre.data import game_data
from tabletop.games.tonnerre.state import TonnerreState
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import Actor
from tabletop.gui.widgets.fields import FieldInput
from tabletop.gui.widgets.legal import LegalControls, controls_of
from tabletop.gui.widgets.rollbox import NAME_WIDTH, RollBox
from tabletop.gui.widgets.wrap import Flow, wrapping

Take = Callable[..., bool]
"""Builds the game's action of the class given from a form's values and applies it (the
panel's `take`): True when the rules took it."""


def names_to_ids() -> dict[str, str]:
    """Command names as shown, to their ids."""
    return {c.name: c.id for c in game_data().commands}


def outcome_width(widget: tk.Misc) -> int:
    """Pixels for the outcome names left of the odds bars, so that no bar covers one: the
    sentence shown while a card is not entered was cut to "card not entered: reac"."""
    font = tkfont.Font(widget, font=style.body(widget))
    return max(NAME_WIDTH, font.measure(cards.UNREAD) + 12, font.measure(_(cards.UNREAD)) + 12)


def _combo(master: tk.Misc, width: int = 16) -> ttk.Combobox:
    return ttk.Combobox(master, state="readonly", width=width)


def _field(
    row: Flow, kind: type[GameAction], name: str, width: int, value: Any = None
) -> FieldInput:
    """A field of `kind` as its action declares it (label, limits, help), kept together on
    the row."""
    group = row.group()
    field = FieldInput(group, kind, name, width=width, value=value)
    field.label.pack(side="left", padx=(0, 4))
    field.widget.pack(side="left")
    return field


def show_odds(box: RollBox, controls: LegalControls, kind: type[GameAction]) -> None:
    """Redraw a roll box's odds; grey its Roll when the rules close `kind` or the odds cannot
    be worked out, its tooltip saying why in the rules' sentence."""
    ready = box.update_odds()
    why = controls.reason(kind.KIND) or ("" if ready else str(box.error_label.cget("text")))
    controls.roll_box(box, why)


class StandardView(ttk.Frame):
    """One row per standard action, each enabled from the legal actions."""

    def __init__(self, master: tk.Misc, take: Take, actor: Actor) -> None:
        super().__init__(master)
        self.take = take
        self.actor = actor
        self.controls = controls_of(self)
        self.state_now: TonnerreState | None = None
        self.attacks: tuple[Mapping[str, Any], ...] = ()
        """The attacks the rules list as open now (command and target)."""
        self.extra_command = ""
        """The command whose Extra Action the rules list as open now."""
        self._action_of: str | None = None
        """The command whose card actions the Card action box offers."""
        attack = ttk.LabelFrame(
            self, text=_("Attack [2 Play Sequence] [4 Attack Results]"), padding=6
        )
        attack.pack(fill="x", pady=(0, 6))
        row = Flow(attack)
        row.pack(fill="x")
        self.attacker = _combo(row.field(pgettext("Tonnerre command", "Command")))
        self.target = _combo(row.field(_("Target")))
        self.card_action = ttk.Combobox(row.field(_("Card action")), width=16)
        for field in (self.attacker, self.target, self.card_action):
            field.pack(side="left")
        self.modifier_field = _field(row, Attack, "modifier", 3, 0)
        self.modifier = self.modifier_field.widget
        self.attacker.bind("<<ComboboxSelected>>", lambda e: self._attacker_changed())
        self.target.bind("<<ComboboxSelected>>", lambda e: self._changed())
        self.card_action.bind("<<ComboboxSelected>>", lambda e: self._changed())
        # Stepped or typed, the modifier moves the chart read: the odds follow it.
        self.modifier_field.var.trace_add("write", lambda *_a: self._changed())
        self.rollbox = RollBox(
            attack,
            Attack.DICE,
            self.odds,
            self.roll_attack,
            verb=_("Attack: roll"),
            label_width=outcome_width(self),
        )
        self.rollbox.pack(anchor="w", fill="x")

        more = ttk.LabelFrame(self, text=_("Other actions"), padding=6)
        more.pack(fill="x")
        line = Flow(more)
        line.pack(fill="x", pady=2)
        self.source = _combo(line.field(_("Reinforce from")), 14)
        self.destination = _combo(line.field(_("to")), 14)
        for field in (self.source, self.destination):
            field.pack(side="left")
        self.units_field = _field(line, Reinforce, "units", 3, 1)
        self.reinforce_units = self.units_field.widget
        self.reinforce_button = ttk.Button(line, text=_("Reinforce"), command=self.reinforce)
        line.add(self.reinforce_button)
        line = Flow(more)
        line.pack(fill="x", pady=2)
        self.other_command = _combo(line.field(_("Other card action of")), 14)
        self.other_command.pack(side="left")
        self.other_field = _field(line, CardAction, "text", 24)
        self.other_text = self.other_field.widget
        self.other_button = ttk.Button(line, text=_("Done"), command=self.other)
        line.add(self.other_button)
        line = Flow(more)
        line.pack(fill="x", pady=2)
        self.napoleon_button = ttk.Button(
            line,
            text=_("Napoleon: French morale +2"),
            command=lambda: self.take(Napoleon),
        )
        self.pass_button = ttk.Button(
            line, text=_("Pass (French, turn 1)"), command=lambda: self.take(Pass)
        )
        self.extra_button = ttk.Button(line, text=_("Extra Action"), command=self.extra)
        line.add(self.napoleon_button, self.pass_button, self.extra_button)
        self.reason = ttk.Label(more, style="Muted.TLabel", wraplength=680, justify="left")
        wrapping(self.reason).pack(anchor="w", fill="x")
        for button, kind in (
            (self.reinforce_button, Reinforce.KIND),
            (self.other_button, CardAction.KIND),
            (self.napoleon_button, Napoleon.KIND),
            (self.pass_button, Pass.KIND),
            (self.extra_button, ExtraAction.KIND),
        ):
            self.controls.bind(button, kind)

    # -- redraw --------------------------------------------------------------------------

    def show(self, state: TonnerreState, legal: Mapping[str, Legal]) -> None:
        """Fill the choices for the side to act from the attacks and the Extra Action the
        rules list as open; the controls are enabled from the legal actions."""
        self.state_now = state
        data = game_data()
        side = state.active
        own = [c for c in data.commands if c.side == side and state.command(c.id).units > 0]
        self.attacks = legal["attack"].moves if "attack" in legal else ()
        attackers = list(dict.fromkeys(str(m["command"]) for m in self.attacks))
        self._fill(self.attacker, [data.command(c).name for c in attackers])
        self._attacker_changed()
        self._fill(self.source, [c.name for c in own])
        self._fill(self.destination, [c.name for c in own])
        if self.destination.get() == self.source.get() and len(own) > 1:
            self.destination.set(own[1].name if own[0].name == self.source.get() else own[0].name)
        self._fill(self.other_command, [c.name for c in own])
        extra = legal.get("extra_action")
        self.extra_command = str(extra.moves[0]["command"]) if extra and extra.moves else ""
        named = [c for c in data.extra_commands if data.command(c).side == side]
        name = data.command(self.extra_command or named[0]).name if named else ""
        self.extra_button.configure(
            text=_("{command}'s Extra Action (two actions, once)").format(command=name)
        )
        closed = [tr(x.why) for k, x in legal.items() if k == "attack" and not x.open]
        self.reason.configure(
            text=" ".join(closed) or (tr(extra.why) if extra and not extra.open else "")
        )
        self._changed()

    def _attacker_changed(self) -> None:
        """The targets the rules list for the attacking command chosen."""
        data = game_data()
        command = names_to_ids().get(self.attacker.get(), "")
        ids = {c.id for c in data.commands}
        targets = [str(m["target"]) for m in self.attacks if m["command"] == command]
        self._fill(self.target, [data.command(t).name if t in ids else t for t in targets])
        self._changed()

    def _fill(self, combo: ttk.Combobox, values: list[str]) -> None:
        combo.configure(values=values)
        if combo.get() not in values:
            combo.set(values[0] if values else "")

    def _changed(self) -> None:
        command = names_to_ids().get(self.attacker.get())
        names: list[str] = []
        if command and self.state_now is not None:
            face = self.state_now.command(command).face
            names = [
                str(a.get("name"))
                for a in cards.face_actions(command, face)
                if a.get("kind") == "attack"
            ]
        self.card_action.configure(values=names)
        # Another command's card action never stays in the box for this one (it would be
        # logged as this command's): its own first action, or empty for a card not entered.
        if command != self._action_of or (names and self.card_action.get() not in names):
            self.card_action.set(names[0] if names else "")
        self._action_of = command
        show_odds(self.rollbox, self.controls, Attack)

    # -- actions -------------------------------------------------------------------------

    def attack_fields(self) -> dict[str, Any]:
        """The attack the form describes, its roll left out: what Roll takes."""
        ids = names_to_ids()
        return {
            "command": ids.get(self.attacker.get(), self.attacker.get()),
            "target": ids.get(self.target.get(), self.target.get()),
            "action": self.card_action.get().strip(),
            "modifier": self.modifier_field.get(),
        }

    def odds(self) -> Mapping[str, Fraction]:
        """The attack's own odds on the game now: each result its card prints, for the
        command, card action and modifier chosen."""
        return self.actor.odds(Attack, **self.attack_fields())

    def roll_attack(self, typed: str | None) -> bool:
        """Roll the attack with the session's dice or the typed roll."""
        return self.take(Attack, **self.attack_fields(), roll=typed)

    def reinforce(self) -> bool:
        """Move units between two commands."""
        ids = names_to_ids()
        return self.take(
            Reinforce,
            source=ids.get(self.source.get(), ""),
            destination=ids.get(self.destination.get(), ""),
            units=self.units_field.get(),
        )

    def other(self) -> bool:
        """Any other card action of the chosen command."""
        done = self.take(
            CardAction,
            command=names_to_ids().get(self.other_command.get(), ""),
            text=self.other_field.get() or "",
        )
        if done:
            self.other_field.set(None)  # not carried over to the next command
        return done

    def extra(self) -> bool:
        """Declare the side's Extra Action, as the rules list it."""
        return self.take(ExtraAction, command=self.extra_command)
