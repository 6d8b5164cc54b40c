"""The form for what the resolution waits for: the defender's answer (odds, roll, or No
defense), the card read after a roll, where a loss comes from (in the printed priority),
what a casualty box shows, a rout test (odds, roll), Soult's blocks for the Mist."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Mapping
from fractions import Fraction
from tkinter import ttk
from typing import Any

from tabletop.core.i18n import _, tr
from tabletop.games.actions import GameAction
from tabletop.games.base import Legal
from tabletop.games.tonnerre import cards
from tabletop.games.tonnerre.actions import (
    BoxShows,
    Defend,
    NoDefense,
    ReadResult,
    RemoveMistBlocks,
    RoutTestRoll,
    TakeLoss,
)
from tabletop.games.tonnerre.answers import rout_test_due
from tabletop.games.tonnerre.data import BOX_MARKS, game_data
from tabletop.games.tonnerre.legal import mist_strength
from tabletop.games.tonnerre.state import TonnerreState
from tabletop.games.tonnerre.tracks import data_name
from tabletop.games.tonnerre.turns import acting_side, waiting_text
from tabletop.gui.panels.tonnerre.mist import marker_text
from tabletop.gui.panels.tonnerre.standard import Take, names_to_ids, outcome_width, show_odds
from tabletop.gui.panels.tonnerre.tracks import INK
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import Actor
from tabletop.gui.widgets.fields import FieldInput, spec_of
from tabletop.gui.widgets.legal import controls_of
from tabletop.gui.widgets.rollbox import RollBox
from tabletop.gui.widgets.wrap import Flow, wrapping


def effect_name(effect: str) -> str:
    """A Defense effect in the reader's language ("double attacker losses"), as the Defend
    action's field names it."""
    return spec_of(Defend, "effect").shown(effect)


def _has_defense(state: TonnerreState, command: str) -> bool:
    face = state.command(command).face
    return any(a.get("kind") == "defend" for a in cards.face_actions(command, face))


class AnswerView(ttk.LabelFrame):
    """Rebuilt at every change for the step the game waits for."""

    def __init__(self, master: tk.Misc, take: Take, actor: Actor) -> None:
        super().__init__(master, text=_("The attack in progress"), padding=6)
        self.take = take
        self.actor = actor
        self.controls = controls_of(self)
        self.state_now: TonnerreState | None = None
        self.question = ttk.Label(self, style="Title.TLabel", wraplength=680, justify="left")
        self.question.pack(anchor="w", fill="x")
        wrapping(self.question)
        self.body = ttk.Frame(self)
        self.body.pack(fill="x")
        self.buttons: dict[str, ttk.Button] = {}
        self.rollbox: RollBox | None = None

    def show(self, state: TonnerreState, legal: Mapping[str, Legal]) -> None:
        """Rebuild for the waiting step."""
        self.state_now = state
        for child in self.body.winfo_children():
            child.destroy()
        self.buttons, self.rollbox = {}, None
        step = state.waiting
        if step is None:
            return
        side = acting_side(state)
        # With the Mist open the game asks for Soult's blocks before any attack [7 Mist (Solo)].
        self.configure(
            text=_("The attack in progress") if state.attack else _("Before the first action")
        )
        self.question.configure(text=tr(waiting_text(state)), foreground=INK.get(side, style.INK))
        attack = state.attack
        if attack is not None:
            data = game_data()
            said = attack.result or _("read the card")
            ids = {c.id for c in data.commands}
            target = data.command(attack.target).name if attack.target in ids else attack.target
            self._note(
                _("{command} attacked {target} (roll {roll}): {result}.").format(
                    command=data.command(attack.command).name,
                    target=target,
                    roll=attack.modified,
                    result=said,
                ),
                "Body.TLabel",
            )
        getattr(self, f"_{step.kind}")(state, legal)

    def _button(
        self, key: str, text: str, kind: type[GameAction], row: Flow, **fields: Any
    ) -> ttk.Button:
        """A button that takes one action of `kind`, enabled while the rules open it."""
        button = ttk.Button(row, text=text, command=lambda: self.take(kind, **fields))
        row.add(button)
        self.controls.bind(button, kind.KIND)
        self.buttons[key] = button
        return button

    def _row(self) -> Flow:
        """A row of the form that wraps when the panel is narrow."""
        row = Flow(self.body)
        row.pack(fill="x", pady=4)
        return row

    def _note(self, text: str, kind: str = "Muted.TLabel") -> None:
        """A sentence under the form, wrapped at the panel's width."""
        label = ttk.Label(self.body, text=text, style=kind, wraplength=680, justify="left")
        wrapping(label).pack(anchor="w", fill="x")

    # -- each step -------------------------------------------------------------------

    def _defense(self, state: TonnerreState, legal: Mapping[str, Legal]) -> None:
        step = state.waiting
        assert step is not None
        data = game_data()
        row = self._row()
        able = [c for c in data.commands if c.side == step.side and state.command(c.id).units > 0]
        # Commands whose entered card has a Defense come first, then those not entered yet.
        rank = {True: 2, False: 0}
        own = [
            c.name
            for c in sorted(
                able,
                key=lambda c: (
                    rank[cards.card_entered(c.id)] - (4 if _has_defense(state, c.id) else 0)
                ),
            )
        ]
        self.defender = ttk.Combobox(
            row.field(_("Defend with")), state="readonly", values=own, width=16
        )
        self.defender.set(own[0] if own else "")
        self.defender.pack(side="left")
        group = row.group()
        self.effect_field = FieldInput(group, Defend, "effect", value=data.defense_effects[0])
        self.effect_field.label.pack(side="left", padx=(0, 4))
        self.effect_field.widget.pack(side="left")
        self.effect = self.effect_field.widget
        self.effect_why = ""
        """Why the effect is greyed ("" while it is the player's to choose)."""
        # Under the pointer: why it is greyed, else the field's own help (shown after it).
        help_text = tr(self.effect_field.spec.help)
        self.controls.tooltip.attach(self.effect, lambda: self.effect_why or help_text)
        self.defender.bind("<<ComboboxSelected>>", lambda e: self._defense_box())
        line = self._row()
        self._button("no_defense", _("No defense: the result stands"), NoDefense, line)
        line.add(
            ttk.Label(line, text=_("or defend (costs the next action):"), style="Muted.TLabel")
        )
        self.rollbox = RollBox(
            self.body,
            Defend.DICE,
            self.defense_odds,
            self.defend,
            verb=_("Defend: roll"),
            label_width=outcome_width(self),
        )
        self.rollbox.pack(anchor="w", fill="x")
        self._defense_box()
        if not legal["defend"].open:
            self._note(tr(legal["defend"].why))

    def _defense_box(self) -> None:
        """The Defense's odds for the command chosen; its roll open while the rules open a
        Defense."""
        shown = self.defender.get()
        entered = cards.card_entered(names_to_ids().get(shown, ""))
        # An entered card's Defense says what it does: the field is for a card not entered.
        said = _("{command}'s card is entered: its Defense says what it does to the attack.")
        self.effect_why = said.format(command=shown) if entered else ""
        self.effect.state(["disabled"] if entered else ["!disabled"])
        if self.rollbox is not None:
            show_odds(self.rollbox, self.controls, Defend)

    def defense_fields(self) -> dict[str, Any]:
        """The Defense the form describes, its roll left out: what Roll takes (the effect
        only for a card not entered: an entered card says it)."""
        command = names_to_ids().get(self.defender.get(), "")
        effect = None if cards.card_entered(command) else self.effect_field.get()
        return {"command": command, "effect": effect}

    def defense_odds(self) -> Mapping[str, Fraction]:
        """The Defense's own odds on the game now: its own roll's printed results."""
        return self.actor.odds(Defend, **self.defense_fields())

    def defend(self, typed: str | None) -> bool:
        """Roll the Defense with the session's dice or a typed roll."""
        return self.take(Defend, **self.defense_fields(), roll=typed)

    def _read(self, state: TonnerreState, legal: Mapping[str, Legal]) -> None:
        row = self._row()
        group = row.group()
        self.result_field = FieldInput(group, ReadResult, "result", width=22)
        self.result_field.label.configure(text=_("Result printed on the card:"))
        self.result_field.label.pack(side="left", padx=(0, 4))
        self.result_field.widget.pack(side="left")
        self.result_entry = self.result_field.widget
        button = ttk.Button(
            row,
            text=_("Apply"),
            command=lambda: self.take(ReadResult, result=self.result_field.get() or ""),
        )
        row.add(button, ttk.Label(row, text=_("e.g. 2 AC + 1 AM, FC, -"), style="Muted.TLabel"))
        self.controls.bind(button, ReadResult.KIND)
        # Enter in the field applies it, as the button would (when the rules open it).
        self.result_entry.bind("<Return>", lambda _e: _press(button), add="+")
        self.result_entry.bind("<KP_Enter>", lambda _e: _press(button), add="+")
        self.buttons["read_result"] = button

    def _loss(self, state: TonnerreState, legal: Mapping[str, Legal]) -> None:
        entry = legal["take_loss"]
        self._note(tr(entry.why))
        row = self._row()
        for move in entry.moves:
            source = str(move["source"])
            self._button(source, data_name(source), TakeLoss, row, source=source)

    def _box(self, state: TonnerreState, legal: Mapping[str, Legal]) -> None:
        row = self._row()
        for mark in BOX_MARKS:
            self._button(mark, _(mark), BoxShows, row, mark=mark)
        self._note(_("Enter the whole track once under Printed data, and the app stops asking."))

    def _rout(self, state: TonnerreState, legal: Mapping[str, Legal]) -> None:
        step = state.waiting
        assert step is not None
        army = state.army(step.side)
        _lowered, _events, _side, test = rout_test_due(state)
        notes = []
        if army.minus_one_due:
            notes.append(_("a -1 box lowers morale to {morale} first").format(morale=test.morale))
        if army.rout_drm:
            notes.append(_("+{drm} to the roll").format(drm=army.rout_drm))
        text = _("Morale {morale}").format(morale=army.morale) + (
            f" ({'; '.join(notes)})" if notes else ""
        )
        self._note(text + _(": a roll above it breaks the army."), "Body.TLabel")
        self.rollbox = RollBox(
            self.body,
            RoutTestRoll.DICE,
            lambda: self.actor.odds(RoutTestRoll),
            self.rout_roll,
            verb=_("Rout test: roll"),
        )
        self.rollbox.pack(anchor="w", fill="x")
        show_odds(self.rollbox, self.controls, RoutTestRoll)

    def rout_roll(self, typed: str | None) -> bool:
        """Roll the rout test."""
        return self.take(RoutTestRoll, roll=typed)

    def _mist(self, state: TonnerreState, legal: Mapping[str, Legal]) -> None:
        row = self._row()
        units = state.command("soult").units
        self.mist_count = ttk.Spinbox(
            row.field(
                _("{marker}. Blocks Soult removes:").format(marker=marker_text(state.mist_marker))
            ),
            from_=0,
            to=max(0, units - 1),  # his last block stays: they are "not eliminated" [1 Setup 4]
            width=3,
        )
        strength = mist_strength(state)
        self.mist_count.set(str(max(0, units - strength)) if strength is not None else "0")
        self.mist_count.pack(side="left")
        button = ttk.Button(
            row,
            text=_("Remove (not eliminated)"),
            command=lambda: self.take(RemoveMistBlocks, count=self.mist_count.get()),
        )
        row.add(button)
        self.controls.bind(button, RemoveMistBlocks.KIND)
        self.buttons["remove_mist_blocks"] = button


def _press(button: ttk.Button) -> str:
    """Press `button` unless it is greyed; stop Tk passing the key on."""
    if button.instate(["!disabled"]):
        button.invoke()
    return "break"
