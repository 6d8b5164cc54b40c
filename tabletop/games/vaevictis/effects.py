"""A result of [12.3] applied to one unit's loss record: losses, disorder or rout, then the
morale test it calls for, on the roll the player typed when the fire or the close combat was
rolled on real dice (never the app's dice behind a typed roll)."""

from __future__ import annotations

from fractions import Fraction

from tabletop.core.dice import Dice
from tabletop.core.i18n import say, term
from tabletop.games.base import Event
from tabletop.games.vaevictis.morale import fails_unrolled, morale_test, test_odds
from tabletop.games.vaevictis.results import Effect
from tabletop.games.vaevictis.state import VaeVictisState
from tabletop.games.vaevictis.turns import Result
from tabletop.games.vaevictis.units import (
    cross,
    disorder,
    find_unit,
    rout,
    stand_in_disorder,
)


def _test_later(name: str, effect: Effect, reason: str) -> Event:
    minus = say(" (Test-{minus})", minus=effect.test_minus) if effect.test_minus else ""
    return Event(
        say(
            "{name} must test its morale{minus}: roll 2D6 on your own dice and enter it as a "
            "morale test for {reason} [12.3].",
            name=name,
            minus=minus,
            reason=term(reason),
        ),
        "12.3",
    )


def effect_before_test(
    state: VaeVictisState,
    unit_id: str,
    effect: Effect,
    *,
    in_zoc: bool = False,
    stands: bool = False,
) -> Result:
    """The part of a result of [12.3] that comes before its test: the losses crossed, then
    the disorder or rout (or the attacker standing in disorder [13.2])."""
    events: list[Event] = []
    if effect.losses:
        state, more = cross(state, find_unit(state, unit_id), effect.losses, "")
        events += more
    unit = find_unit(state, unit_id)
    if unit.in_play and stands:
        state, more = stand_in_disorder(state, unit_id)
        events += more
    elif unit.in_play and effect.rout:
        state, more = rout(state, unit_id, in_zoc=in_zoc)
        events += more
    elif unit.in_play and effect.disorder:
        state, more = disorder(state, unit_id, in_zoc=in_zoc)
        events += more
    return state, tuple(events)


def effect_test_odds(
    state: VaeVictisState, unit_id: str, effect: Effect, reason: str, *, in_zoc: bool = False
) -> dict[str, Fraction] | None:
    """The exact odds of the morale test a result calls for, taken by the unit as the result
    leaves it (its losses crossed, its disorder or rout marked) [12.3] [0.4]; None when the
    result calls for no test or the unit is gone."""
    state, _done = effect_before_test(state, unit_id, effect, in_zoc=in_zoc)
    unit = find_unit(state, unit_id)
    if not (unit.in_play and effect.test):
        return None
    return test_odds(state, unit_id, reason, effect.test_minus, "none", False)


def apply_effect(
    state: VaeVictisState,
    unit_id: str,
    effect: Effect,
    dice: Dice,
    reason: str,
    *,
    in_zoc: bool = False,
    test_roll: int | None = None,
    typed: bool = False,
    stands: bool = False,
) -> Result:
    """Apply a result of [12.3] to a unit: losses, disorder or rout, then any test.

    `in_zoc`: where the unit routs from, for a VV4 battery [14.2]. `test_roll`: the 2D6 of
    the test, typed in. `typed`: the roll that gave this result was typed from real dice, so
    a test with no typed roll is left to the player rather than rolled on the app's dice.
    `stands`: the attacker of a close combat in which both sides rout stands in disorder
    [13.2]."""
    state, done = effect_before_test(state, unit_id, effect, in_zoc=in_zoc, stands=stands)
    events: list[Event] = list(done)
    unit = find_unit(state, unit_id)
    auto_fail = fails_unrolled(state, unit, reason)
    if unit.in_play and effect.test:
        if test_roll is None and typed and not auto_fail:
            events.append(_test_later(unit.name, effect, reason))
        else:
            state, more = morale_test(
                state, dice, unit_id, reason, effect.test_minus, "none", False, test_roll
            )
            events += more
    elif test_roll is not None:
        events.append(
            Event(
                say(
                    "{name} takes no morale test: the typed 2D6 is not used [12.3].",
                    name=unit.name,
                ),
                "12.3",
            )
        )
    if not events:
        events.append(Event(say("{name}: no effect [12.3].", name=unit.name), "12.3"))
    return state, tuple(events)
