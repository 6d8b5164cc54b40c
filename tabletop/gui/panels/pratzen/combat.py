"""Close combat: add up each side's stacks, roll on the Odds and Results Tables (odds first),
say which side a result applies to while the bold-italic marks are unknown, read the effects,
and move the loser's Defeated Flags marker [Close Combat Phase] [Using the Morale Tracks].

The roll is the game's close-combat action, and the game holds the combat rolled
(`PratzenState.combat`): the page shows its loser from there, and each button is enabled by
the rules' answer for its action (`LegalControls`), its tooltip saying why when greyed.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Mapping
from tkinter import ttk
from typing import Any

from tabletop.core.i18n import _, tr
from tabletop.games.base import Legal, Resolution
from tabletop.games.pratzen.actions import CombatLoser, FlagsDefeated
from tabletop.games.pratzen.combat import side_total
from tabletop.games.pratzen.state import CombatRolled, PratzenState
from tabletop.games.pratzen.turn import other_side
from tabletop.gui.panels.pratzen.combat_roll import CombatView, read_again
from tabletop.gui.panels.pratzen.form import Table, note
from tabletop.gui.panels.pratzen.shown import RollShown
from tabletop.gui.widgets.actor import Actor, section
from tabletop.gui.widgets.fields import FieldInput
from tabletop.gui.widgets.legal import controls_of
from tabletop.gui.widgets.wrap import wrapping


def strengths(text: str) -> tuple[int, ...]:
    """The top units' strengths typed in ("4 3" or "4, 3"); what is not a number is left out."""
    return tuple(int(w) for w in text.replace(",", " ").split() if w.isdigit())


class CombatPage(ttk.Frame):
    """The stack sums, the close-combat resolver, the losing side and the Defeated Flags."""

    def __init__(self, master: tk.Misc, actor: Actor) -> None:
        super().__init__(master)
        self.actor = actor
        sums = section(self, _("Add up the stacks (top unit + 1 per other good-order unit)"))
        self.sums = Table(sums, (_("Top units' strengths"), _("Other good-order units")))
        self.sums.pack(anchor="w")
        self.sums.text("attacker_tops", _("Attacker"), width=12)
        self.sums.number("attacker_others", _("Attacker"), 0, 60, 0)
        self.sums.text("defender_tops", _("Defender"), width=12)
        self.sums.number("defender_others", _("Defender"), 0, 60, 0)
        row = ttk.Frame(sums)
        row.pack(anchor="w")
        self.use_button = ttk.Button(row, text=_("Use these totals"), command=self.use_totals)
        self.use_button.pack(side="left")
        self.totals_label = ttk.Label(row, style="Muted.TLabel")
        self.totals_label.pack(side="left", padx=8)
        note(
            sums,
            _(
                "A leader's +1 is the resolver's leader box. Units in the rear or flank of an "
                "enemy facing them count double [Effects of facing]."
            ),
        )

        self.fired_label = note(self, "")
        self.view = CombatView(self, actor, on_result=self.show_result)
        self.view.pack(anchor="w", fill="x")

        outcome = section(self, _("Outcome"))
        self.ask_label = ttk.Label(outcome, style="Body.TLabel", justify="left")
        wrapping(self.ask_label).pack(anchor="w", fill="x")
        ask = ttk.Frame(outcome)
        ask.pack(anchor="w")
        self.attacker_loses = ttk.Button(
            ask, text=_("It applies to the attacker"), command=lambda: self.choose("attacker")
        )
        self.defender_loses = ttk.Button(
            ask, text=_("It applies to the defender"), command=lambda: self.choose("defender")
        )
        self.effects_label = ttk.Label(outcome, style="Body.TLabel", justify="left")
        wrapping(self.effects_label).pack(anchor="w", fill="x", pady=(4, 0))
        flags_line = ttk.Label(
            outcome,
            text=_("Flags (or cavalry with a Leader) of the loser with a D or T:"),
            style="Body.TLabel",
        )
        wrapping(flags_line).pack(anchor="w", fill="x", pady=(4, 0))
        flags = ttk.Frame(outcome)
        flags.pack(anchor="w")
        # The count as the action declares it (its limits, its help under the pointer); the
        # sentence above stands for its label.
        self.flags_count = FieldInput(flags, FlagsDefeated, "count", width=4, value=1)
        self.flags_count.widget.pack(side="left")
        self.flags_button = ttk.Button(flags, text=_("Move the marker"), command=self.record)
        self.flags_button.pack(side="left", padx=4)
        self.error_label = ttk.Label(outcome, style="Error.TLabel")
        wrapping(self.error_label).pack(anchor="w", fill="x")
        self._roll = RollShown(self.view, actor.session)
        """The combat rolled: shown while its step is in the game (an Undo past it hides
        it, a Redo shows it again)."""
        controls = controls_of(self)
        controls.bind(self.attacker_loses, CombatLoser.KIND)
        controls.bind(self.defender_loses, CombatLoser.KIND)
        controls.bind(self.flags_button, FlagsDefeated.KIND)
        controls.listen(self._gate_roll)
        self._recall()
        self._show_outcome()
        self._gate_roll()

    def _gate_roll(self) -> None:
        """Roll is the close-combat action's: greyed, with the rules' sentence, out of it."""
        self.view.update_odds()

    def _recall(self) -> None:
        """A save reopened after a close combat, in its phase: the combat the game holds shown
        again, read once more on the printed tables from its logged inputs and roll (no new
        roll, nothing logged), tied to the step that rolled it (an Undo past it hides it)."""
        session = self.actor.session
        held = session.state.combat
        if held is None:
            return
        steps = (*session.history.past, session.history.present)
        letters = (held.printed, held.if_attacker, held.if_defender)

        def same(state: PratzenState) -> bool:
            combat = state.combat
            return combat is not None and (combat.printed, *combat_letters(combat)) == letters

        at = len(steps) - 1
        while at > 0 and same(steps[at - 1].state):
            at -= 1
        for entry in reversed(session.log.entries):
            found = read_again(session, entry)
            if found is not None:
                self._roll.recall(steps[at], found)
                return

    @property
    def fields(self) -> Mapping[str, Any]:
        """The fields of the combat rolled, while its roll is in the game ({} otherwise)."""
        current = self._roll.current
        return current.fields if current is not None else {}

    @fields.setter
    def fields(self, value: Mapping[str, Any]) -> None:
        """Forget the combat shown (only an empty value: a roll comes from the session)."""
        if value:
            raise ValueError("a combat's fields come from its roll")
        self._roll.resolution = None

    @property
    def loser(self) -> str:
        """The side the result applies to, as the game holds it ("" while asked)."""
        state: PratzenState = self.actor.session.state
        return state.combat.loser if self.fields and state.combat is not None else ""

    def use_totals(self) -> None:
        """Put the two sums in the resolver's strength inputs."""
        attack = side_total(
            strengths(str(self.sums.get("attacker_tops"))), _int(self.sums.get("attacker_others"))
        )
        defend = side_total(
            strengths(str(self.sums.get("defender_tops"))), _int(self.sums.get("defender_others"))
        )
        self.view.set_input("attack", attack)
        self.view.set_input("defend", defend)
        self.totals_label.configure(
            text=_("Attacker {attack}, defender {defend}").format(attack=attack, defend=defend)
        )

    def show_result(self, resolution: Resolution) -> None:
        """A combat was rolled: show who loses, or ask."""
        self._roll.rolled(resolution)
        self._show_outcome()

    def choose(self, loser: str) -> None:
        """The player reads the bold-italic mark on the printed table: this side loses, and
        the log says so (the roll's own entry could only say it was asked)."""
        result = str(self.fields.get("result", ""))
        if self.actor.take(CombatLoser, self.error_label, loser=loser, result=result) is None:
            return
        self._show_outcome()

    def _sides(self) -> dict[str, str]:
        state: PratzenState = self.actor.session.state
        return {"attacker": state.side, "defender": other_side(state.side)}

    def _show_outcome(self) -> None:
        fields = self.fields
        for button in (self.attacker_loses, self.defender_loses):
            button.pack_forget()
        if not fields:
            self.ask_label.configure(text=_("Roll a close combat above."))
            self.effects_label.configure(text="")
            self._roll.show()
            return
        self._roll.show()
        if fields.get("result") == "Reroll":
            self.ask_label.configure(text=_("Reroll: roll again."))
            self.effects_label.configure(text="")
            return
        sides = self._sides()
        if not self.loser:
            self.ask_label.configure(
                text=_(
                    "{result} on column {column} for the {favours}. The bold-italic marks were "
                    "lost from the text: which side does your printed table apply it to? (Bold "
                    "italic: the disadvantaged side.)"
                ).format(
                    result=fields["result"], column=fields["column"], favours=_(fields["favours"])
                )
            )
            self.attacker_loses.pack(side="left")
            self.defender_loses.pack(side="left", padx=4)
            self.effects_label.configure(text="")
            return
        effects = fields.get("effects") or fields.get(f"if_{self.loser}_loses") or {}
        self.ask_label.configure(
            text=_("The {loser} ({side}) loses: {result}.").format(
                loser=_(self.loser), side=_(sides[self.loser]), result=effects.get("result", "")
            )
        )
        lines = [tr(effects.get("loser_text", ""))]
        if effects.get("special_effect"):
            lines.append(tr(effects["special_effect"]))
        lines.append(
            _("Loser: {hits} hit(s), {disordered} unit(s) disordered without a hit.").format(
                hits=effects.get("loser_hits", 0), disordered=effects.get("loser_disordered", 0)
            )
        )
        if effects.get("winner_text"):
            lines.append(
                _("Winner ({side}): {text} = {hits} hit(s).").format(
                    side=_(sides[str(effects["winner"])]),
                    text=tr(effects["winner_text"]),
                    hits=effects.get("winner_hits", 0),
                )
            )
        self.effects_label.configure(text="\n".join(lines))

    def record(self) -> None:
        """Move the losing side's Defeated Flags marker."""
        side = self._sides().get(self.loser, "")
        count = self.flags_count.get()
        self.actor.take(FlagsDefeated, self.error_label, side=side, count=count or "")

    def refresh(self, state: PratzenState, legal: dict[str, Legal]) -> None:
        """The outcome of the combat rolled while its roll is in the game (Undo past the roll
        hides it, Redo shows it again); the view's odds follow its own inputs."""
        self.view.update_odds()
        self._show_outcome()
        fired = [
            u.name
            for u in state.units
            if u.fired and u.side != state.side and not u.eliminated and u.type == "infantry"
        ]
        self.fired_label.configure(
            text=_(
                "Defending infantry marked Fired: {units} (one shift for the attacker, the "
                "Defender marked Fired box) [Column Modifiers]."
            ).format(units=", ".join(fired))
            if fired
            else _("No defending infantry is marked Fired.")
        )


def combat_letters(combat: CombatRolled) -> tuple[str, str]:
    """What the combat does to each side if it loses."""
    return combat.if_attacker, combat.if_defender


def _int(value: object) -> int:
    try:
        return int(str(value))
    except ValueError:
        return 0
