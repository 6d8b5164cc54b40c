"""The close-combat form: the action's inputs (the fields of `CloseCombat`, declared from the
resolver's one schema), its odds and its roll: the game's close-combat action (the phasing
player's, in the Close Combat Phase), so the loser's word and the Defeated Flags marker answer
the roll the game holds [Close Combat Phase]. A close combat is never rolled on its own."""

from __future__ import annotations

import dataclasses
import tkinter as tk
from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import Any

from tabletop.core.dice import DiceSpec
from tabletop.core.errors import TabletopError
from tabletop.core.log import LogEntry
from tabletop.games.base import Resolution
from tabletop.games.inputs import check_inputs
from tabletop.games.pratzen.actions import CloseCombat
from tabletop.gui.widgets.actor import Actor, sentence
from tabletop.gui.widgets.legal import controls_of
from tabletop.gui.widgets.resolver import ResolverView
from tabletop.session.session import Session

NAME = "close-combat"
"""The resolver the action rolls on."""


def read_again(session: Session, entry: LogEntry) -> Resolution | None:
    """The combat a logged roll made, read once more on the printed tables from its inputs
    and roll (no new roll, nothing logged); None for an entry that is no such roll."""
    if entry.what != f"{session.game.id}/{NAME}" or not entry.natural:
        return None
    try:
        found = session.resolver(NAME).run(dict(entry.given or entry.inputs), entry.natural)
    except TabletopError:
        return None
    if found.result != entry.result:
        return None
    record = dataclasses.replace(found.record, typed=entry.typed, dice=entry.dice)
    return dataclasses.replace(found, record=record)


class CombatView(ResolverView):
    """The close-combat resolver's form; Roll and the typed roll take the game's action."""

    def __init__(
        self,
        master: tk.Misc,
        actor: Actor,
        on_result: Callable[[Resolution], None] | None = None,
    ) -> None:
        self.actor = actor
        super().__init__(master, actor.session, NAME, on_result=on_result)

    def closed_reason(self) -> str:
        """Why the close combat may not be rolled now: the rules' sentence for the action
        ("" when the Close Combat Phase opens it to the phasing player)."""
        return controls_of(self).reason(CloseCombat.KIND)

    def action_fields(self) -> dict[str, Any]:
        """The action's fields as the form holds them (its roll left out); TabletopError with
        the rules' sentence for a value out of its range."""
        return dict(check_inputs(self.resolver, self.raw_inputs()))

    def _odds(self) -> Mapping[str, Fraction]:
        """The close combat action's own odds for the form's values, a Reroll as its own."""
        return self.actor.odds(CloseCombat, **self.action_fields())

    def _resolve(self, roll: str | None) -> Resolution | None:
        try:
            values = self.action_fields()
            typed = None if roll is None else DiceSpec.parse(self.resolver.dice).parse_typed(roll)
        except TabletopError as exc:
            self._show_error(sentence(exc))
            return None
        events = self.actor.take(CloseCombat, self.error_label, **values, roll=typed)
        if events is None:
            return None
        entry = self.session.log.entries[-1]
        resolution = read_again(self.session, entry)
        if resolution is None:
            return None
        self._show_error("")
        self.show_resolution(resolution)
        if self.on_result is not None:
            self.on_result(resolution)
        return resolution
