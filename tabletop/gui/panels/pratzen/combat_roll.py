"""A roll form whose Roll takes the game's action: the action's inputs (its fields, declared
from the resolver's one schema), its odds and its roll. The close-combat form (the phasing
player's, in the Close Combat Phase), so the loser's word and the Defeated Flags marker answer
the roll the game holds [Close Combat Phase]; the artillery and musketry forms, so a hit from a
natural 6 answers the fire rolled [Hitting and "Disordering" Artillery]."""

from __future__ import annotations

import dataclasses
import tkinter as tk
from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import Any

from tabletop.core.dice import DiceSpec
from tabletop.core.errors import TabletopError
from tabletop.core.log import LogEntry
from tabletop.games.actions import GameAction
from tabletop.games.base import Resolution
from tabletop.games.inputs import check_inputs
from tabletop.games.pratzen.actions import CloseCombat
from tabletop.gui.widgets.actor import Actor, sentence
from tabletop.gui.widgets.legal import controls_of
from tabletop.gui.widgets.resolver import ResolverView
from tabletop.session.session import Session

NAME = "close-combat"
"""The resolver the action rolls on."""


def read_again(session: Session, entry: LogEntry, name: str = NAME) -> Resolution | None:
    """The roll on `name` a log entry made, read once more on the printed tables from its
    inputs and roll (no new roll, nothing logged); None for an entry that is no such roll."""
    if entry.what != f"{session.game.id}/{name}" or not entry.natural:
        return None
    resolver = session.resolver(name)
    inputs = dict(entry.given or entry.inputs)
    faces = inputs.pop("faces", None)
    try:
        if isinstance(faces, list) and resolver.run_throws is not None:
            found = resolver.run_throws(inputs, tuple(int(face) for face in faces))
        else:
            found = resolver.run(inputs, entry.natural)
    except (TabletopError, ValueError):
        return None
    if found.result != entry.result:
        return None
    record = dataclasses.replace(found.record, typed=entry.typed, dice=entry.dice)
    return dataclasses.replace(found, record=record)


class ActionRollView(ResolverView):
    """A resolver's form whose Roll and typed roll take the game's action `kind`."""

    def __init__(
        self,
        master: tk.Misc,
        actor: Actor,
        name: str,
        kind: type[GameAction],
        on_result: Callable[[Resolution], None] | None = None,
    ) -> None:
        self.actor, self.kind = actor, kind
        super().__init__(master, actor.session, name, on_result=on_result)

    def closed_reason(self) -> str:
        """Why the action may not be taken now: the rules' sentence for it ("" when the
        phase opens it to the phasing player)."""
        return controls_of(self).reason(self.kind.KIND)

    def action_fields(self) -> dict[str, Any]:
        """The action's fields as the form holds them (its roll left out); TabletopError with
        the rules' sentence for a value out of its range."""
        return dict(check_inputs(self.resolver, self.raw_inputs()))

    def _odds(self) -> Mapping[str, Fraction]:
        """The action's own odds for the form's values (a close combat's Reroll as its own)."""
        return self.actor.odds(self.kind, **self.action_fields())

    def _resolve(self, roll: str | None) -> Resolution | None:
        try:
            values = self.action_fields()
            typed = None if roll is None else DiceSpec.parse(self.resolver.dice).parse_typed(roll)
        except TabletopError as exc:
            self._show_error(sentence(exc))
            return None
        events = self.actor.take(self.kind, self.error_label, **values, roll=typed)
        if events is None:
            return None
        entry = self.session.log.entries[-1]
        resolution = read_again(self.session, entry, self.name)
        if resolution is None:
            return None
        self._show_error("")
        self.show_resolution(resolution)
        if self.on_result is not None:
            self.on_result(resolution)
        return resolution


class CombatView(ActionRollView):
    """The close-combat resolver's form; Roll and the typed roll take the Close combat action."""

    def __init__(
        self,
        master: tk.Misc,
        actor: Actor,
        on_result: Callable[[Resolution], None] | None = None,
    ) -> None:
        super().__init__(master, actor, NAME, CloseCombat, on_result=on_result)
