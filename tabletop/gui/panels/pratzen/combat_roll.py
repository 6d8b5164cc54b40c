"""The close-combat form: the resolver's inputs and odds, rolled as the game's close-combat
action (the phasing player's, in the Close Combat Phase), so the loser's word and the Defeated
Flags marker answer the roll the game holds [Close Combat Phase]."""

from __future__ import annotations

import dataclasses
import tkinter as tk
from collections.abc import Callable

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

    def update_odds(self) -> None:
        """The odds of the inputs; Roll greyed, with the rules' sentence, while the game does
        not take a close combat (the inputs alone would enable it)."""
        super().update_odds()
        controls = controls_of(self)
        controls.roll_box(self.box, controls.reason(CloseCombat.KIND))

    def _resolve(self, roll: str | None) -> Resolution | None:
        try:
            values = check_inputs(self.resolver, self.raw_inputs())
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
