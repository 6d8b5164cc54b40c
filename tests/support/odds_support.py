"""The one check every action that throws dice passes: the odds it shows before the roll are
the results its own rules read on each face of its dice (DESIGN principles 3 and 5)."""

from __future__ import annotations

import dataclasses
from fractions import Fraction

from tabletop.core.data import using
from tabletop.core.dice import DiceSpec
from tabletop.games.actions import GameAction
from tabletop.session import Session


def rolled_results(session: Session, action: GameAction) -> dict[str, Fraction]:
    """What `action`'s rules read on each face of its dice, each weighted by the face's
    chance: applied on the session's state with that roll typed in, its first roll read."""
    spec = DiceSpec.parse(type(action).DICE)
    out: dict[str, Fraction] = {}
    for face, chance in spec.distribution().items():
        typed = dataclasses.replace(action, roll=face)  # type: ignore[type-var]
        with using(session.printed):
            _state, events = session.game.apply(session.state, typed, session.dice.copy())
        result = next(str(e.roll.result) for e in events if e.roll is not None)
        out[result] = out.get(result, Fraction(0)) + chance
    return out


def assert_odds_are_its_rolls(session: Session, action: GameAction) -> dict[str, Fraction]:
    """Fail unless the odds `session` shows for `action` sum to one and are, result by
    result, the chance of the faces its rules read that result on; the odds shown."""
    shown = {str(k): v for k, v in session.odds(action).items() if v}
    assert sum(shown.values()) == 1, shown
    assert shown == rolled_results(session, action)
    return shown
