"""The selected unit's rally roll, or its Rally action used as a Reload: the leader box, odds
first, rolled by the phasing player [Rally Phase] [Ammunition Reload].

The odds are the `Rally` (or `Reload`) action's own on the game now; Roll is greyed, the
rules' sentence beside it, while the rules would not take the roll for the unit selected."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Mapping
from fractions import Fraction
from functools import partial
from tkinter import ttk
from typing import Any

from tabletop.core.dice import Dice
from tabletop.core.errors import TabletopError
from tabletop.core.i18n import N_, _
from tabletop.games.actions import GameAction, make_action
from tabletop.games.base import Legal
from tabletop.games.pratzen.actions import Rally, Reload
from tabletop.gui.panels.pratzen.form import note
from tabletop.gui.widgets.actor import Actor, sentence
from tabletop.gui.widgets.rollbox import RollBox
from tabletop.gui.widgets.tooltip import Tooltip
from tabletop.gui.widgets.wrap import wrapping


class RallyRoll(ttk.Frame):
    """The leader and reload boxes and the roll box, for the unit `selected()` names."""

    def __init__(self, master: tk.Misc, actor: Actor, selected: Callable[[], str]) -> None:
        super().__init__(master)
        self.actor = actor
        self.selected = selected
        self.legal: dict[str, Legal] = {}
        """The rules' answer for each kind, as the page last drew it."""
        self.leader = tk.BooleanVar(self, value=False)
        near = ttk.Frame(self)
        near.pack(anchor="w", fill="x")
        near.columnconfigure(1, weight=1)
        self.leader_check = ttk.Checkbutton(near, variable=self.leader, command=self.update_odds)
        self.leader_check.grid(row=0, column=0, sticky="nw")
        near_text = ttk.Label(
            near,
            text=_("A friendly leader that commands it is stacked with or adjacent to it (-1)"),
            style="Body.TLabel",
        )
        wrapping(near_text).grid(row=0, column=1, sticky="ew")
        # The sentence is the check box's text: a click on it ticks the box too.
        near_text.bind("<Button-1>", lambda e: self.leader_check.invoke())
        self.reload = tk.BooleanVar(self, value=False)
        self.reload_check = ttk.Checkbutton(
            self, variable=self.reload, command=self.update_odds, text=_("Roll it as a Reload")
        )
        self.reload_check.pack(anchor="w")
        note(
            self,
            _(
                "Its Flag or guns marked Low or No Ammo, a friendly wagon within four hexes: "
                "a success reloads the command [Ammunition Reload]."
            ),
        )
        self.box = RollBox(self, Rally.DICE, self._odds, self._roll)
        self.box.pack(anchor="w")
        self.tip = Tooltip(self.box)
        for button in (self.box.roll_button, self.box.use_typed_button):
            self.tip.attach(button, partial(self._closed_tip, button))

    def kind(self) -> type[Rally] | type[Reload]:
        """The action Roll takes: a Reload when its box is ticked, else a Rally."""
        return Reload if self.reload.get() else Rally

    def fields(self) -> dict[str, Any]:
        """The rally's (or reload's) fields as the boxes say, its roll left out."""
        fields: dict[str, Any] = {"unit": self.selected(), "leader": self.leader.get()}
        if self.reload.get():  # the player ticked it, wagon and all
            fields["wagon_in_reach"] = True
        return fields

    def _odds(self) -> Mapping[str, Fraction]:
        """The rally's (or reload's) own odds for the selected unit and the leader box."""
        why = self.closed()
        if why:
            raise TabletopError(why)
        return self.actor.odds(self.kind(), **self.fields())

    def closed(self) -> str:
        """Why the selected unit cannot rally now ("" when it can): the game's legal actions
        for the phase, then the rules themselves for this unit (eliminated, in good order, the
        other side's, its ER not entered), asked on a copy with a typed roll so nothing is
        rolled or logged."""
        legal = self.legal.get(self.kind().KIND)
        if legal is not None and not legal.open:
            return legal.why
        if not self.selected():
            return N_("Select a disordered or routed unit in the roster.")
        session = self.actor.session
        try:
            action: GameAction = make_action(self.kind(), **self.fields(), roll=1)
            session.game.apply(session.state, action, Dice(0))
        except TabletopError as exc:
            return sentence(exc)
        return ""

    def update_odds(self) -> None:
        """The selection or a box changed: the odds, and Roll only when the rules would take
        the roll (else greyed, the reason beside it: RollBox.update_odds)."""
        self.box.update_odds()

    def _closed_tip(self, button: ttk.Button) -> str:
        """The tooltip of a greyed roll button: why it cannot be pressed."""
        if not button.instate(["disabled"]):
            return ""
        return str(self.box.error_label.cget("text"))

    def _roll(self, roll: str | None) -> bool:
        typed = None if roll is None else roll.strip()
        done = (
            self.actor.take(
                self.kind(),
                self.box.error_label,
                **self.fields(),
                roll=int(typed) if typed and typed.isdigit() else typed,
            )
            is not None
        )
        if done:
            self.update_odds()  # the actor cleared the line that says why not again
        return done
