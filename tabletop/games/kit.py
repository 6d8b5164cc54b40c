"""The kit every game's rules share for a roll: the natural roll (typed in from real dice or
thrown on the session's dice, DESIGN principle 4) and the record the log keeps of it.

A rule that rolls writes::

    natural, typed = natural_roll(dice, action.roll, "2d6")
    record = roll_record("mygame", "rout", inputs, modifiers, natural, modified, result, "6.3",
                         typed=typed)

and hands the record back on its `Event`; the log then marks a typed roll as typed, so a
referee reading it (and `verify`) knows which rolls the app's dice made.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.core.dice import Dice, DiceSpec
from tabletop.games.base import RollRecord


def natural_roll(
    dice: Dice, typed: int | str | None, spec: DiceSpec | str = "1d6"
) -> tuple[int, bool]:
    """The natural roll of `spec`: the one typed in from real dice (an action's `roll`,
    checked: RollError, one sentence, when the dice cannot show it) or thrown on the session's
    dice; and True when it was typed."""
    parsed = DiceSpec.parse(spec) if isinstance(spec, str) else spec
    if typed is None:
        return dice.roll(parsed), False
    return parsed.parse_typed(typed), True


def roll_record(
    game: str,
    name: str,
    inputs: Mapping[str, Any],
    modifiers: Mapping[str, int],
    natural: int,
    modified: int,
    result: str,
    case: str,
    dice: str = "1d6",
    *,
    side: str = "",
    typed: bool = False,
    zero_modifiers: bool = True,
) -> RollRecord:
    """The log record of one roll on `game`'s table or resolver `name` ("spi1980/rout").
    `zero_modifiers=False` leaves out the modifiers worth 0 (a game that lists only those that
    applied). The session sets the side and the typed mark of a resolver's roll itself."""
    kept = {k: v for k, v in modifiers.items() if v or zero_modifiers}
    return RollRecord(
        side, f"{game}/{name}", dict(inputs), kept, natural, modified, result, case, typed, dice
    )
