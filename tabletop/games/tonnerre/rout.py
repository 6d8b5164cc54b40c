"""The rout test [4 Rout Test]: 1d6 greater than the current morale breaks the army.

A "-1" box lowers morale one step before the test; Constantine's elimination adds +1 to the
Coalition's rolls from then on [4 Morale Penalties]. The engine's rout-test action and the
`tonnerre/rout-test` resolver share these functions.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from tabletop.core.dice import DiceSpec
from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, say, term
from tabletop.games.base import Event, InputSpec, InputValue, Resolution, Resolver
from tabletop.games.inputs import check_values
from tabletop.games.kit import roll_record
from tabletop.games.tonnerre.data import game_data

BROKEN = N_("Broken")
HOLDS = N_("Holds")
CASE = "4 Rout Test"
DICE = "1d6"


@dataclass(frozen=True)
class RoutTest:
    """One rout test, before the roll."""

    morale: int
    """Morale on the track before the test."""
    minus_one: int = 0
    """How many "-1" steps the box reached takes off first."""
    drm: int = 0
    """Added to the roll (Constantine eliminated: +1)."""

    @property
    def tested_morale(self) -> int:
        """Morale after the "-1" steps (never below 0)."""
        return max(0, self.morale - self.minus_one * game_data().rout_minus_one)

    def result(self, roll: int) -> str:
        """Broken when the modified roll is greater than the morale tested."""
        return BROKEN if roll + self.drm > self.tested_morale else HOLDS

    def odds(self) -> dict[str, Fraction]:
        """Exact odds of Broken and Holds."""
        out = {BROKEN: Fraction(0), HOLDS: Fraction(0)}
        for roll, p in DiceSpec.parse(DICE).distribution().items():
            out[self.result(roll)] += p
        return out

    def sentence(self, army: str, roll: int) -> str:
        """What a player reads after the roll (`army` empty: no side named)."""
        who = say("{side} rout test", side=term(army)) if army else term("Rout test")
        whose = say("the {side} army", side=term(army)) if army else term("the army")
        drm = f" + {self.drm} = {roll + self.drm}" if self.drm else ""
        lowered = (
            say(" (morale lowered to {morale} by the -1 box)", morale=self.tested_morale)
            if self.minus_one
            else ""
        )
        if self.result(roll) == BROKEN:
            return say(
                "{who}: {roll}{drm} is more than morale {morale}{lowered}: {whose} is Broken "
                "and loses.",
                who=who,
                roll=roll,
                drm=drm,
                morale=self.tested_morale,
                lowered=lowered,
                whose=whose,
            )
        return say(
            "{who}: {roll}{drm} is not more than morale {morale}{lowered}: the rout is avoided.",
            who=who,
            roll=roll,
            drm=drm,
            morale=self.tested_morale,
            lowered=lowered,
        )


def _inputs() -> tuple[InputSpec, ...]:
    return (
        InputSpec(
            "side",
            N_("Army tested"),
            "choice",
            choices=tuple(game_data().sides),
            default="",
            help=N_(
                "Whose rout test it is; Constantine's +1 is the Coalition's only "
                "[4 Morale Penalties]."
            ),
        ),
        InputSpec(
            "morale",
            N_("Current morale"),
            "int",
            low=0,
            high=20,
            help=N_("The army's morale level before the test [4 Rout Test]."),
        ),
        InputSpec(
            "minus_one",
            N_("Box shows -1"),
            "bool",
            default=False,
            help=N_("Lower morale one step before the test [4 Rout Test]."),
        ),
        InputSpec(
            "constantine",
            N_("Constantine eliminated"),
            "bool",
            default=False,
            help=N_("+1 to the Coalition's rout tests [4 Morale Penalties]."),
        ),
    )


def constantine_drm() -> int:
    """What Constantine's elimination adds to the Coalition's rout tests, from the board."""
    return game_data().command("constantine").rout_drm


def _test(values: Mapping[str, Any]) -> RoutTest:
    side = str(values.get("side", ""))
    owner = game_data().command("constantine").side
    if values["constantine"] and side and side != owner:
        raise RuleError(
            say(
                "Constantine's +1 applies to {owner} rout tests only, not to a {side} one "
                "[4 Morale Penalties].",
                owner=term(owner),
                side=term(side),
            )
        )
    drm = constantine_drm() if values["constantine"] else 0
    return RoutTest(int(values["morale"]), 1 if values["minus_one"] else 0, drm)


def _odds(inputs: Mapping[str, InputValue]) -> Mapping[str, Fraction]:
    return _test(check_values(_inputs(), inputs)).odds()


def _run(inputs: Mapping[str, InputValue], roll: int) -> Resolution:
    values = check_values(_inputs(), inputs)
    test = _test(values)
    result = test.result(roll)
    modifiers = {"constantine": test.drm} if test.drm else {}
    record = roll_record(
        "tonnerre",
        "rout-test",
        dict(values),
        modifiers,
        roll,
        roll + test.drm,
        term(result),
        CASE,
        side=str(values["side"]),
    )
    fields = {
        "roll": roll,
        "modified_roll": roll + test.drm,
        "morale_tested": test.tested_morale,
        "broken": result == BROKEN,
    }
    return Resolution(
        result,
        fields,
        test.odds(),
        record,
        (Event(test.sentence(str(values["side"]), roll), CASE, record, ("rout",)),),
    )


def rout_resolver() -> Resolver:
    """`tabletop resolve tonnerre/rout-test --morale M [--minus-one] [--constantine]
    [--side S]`."""
    return Resolver("rout-test", N_("Rout test"), CASE, _inputs(), _odds, _run, DICE)
