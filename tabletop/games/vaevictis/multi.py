"""Resolvers read die by die: a die for each frozen hex crossed [14.2], a die for each player
choosing who goes first [5.1].

Each die is thrown by the session's Dice (or typed in, "2 5"), one `Resolver.throws` at a
time, and read on its own: a sum would lose which hex cracked or who threw higher.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, joined, say, say_n, term
from tabletop.games.base import Event, InputSpec, InputValue, Resolution, Resolver, RollRecord
from tabletop.games.inputs import check_values
from tabletop.games.vaevictis import rolls
from tabletop.games.vaevictis.data import SIDES, game_data

Inputs = Mapping[str, InputValue]


def _record(
    name: str, values: Mapping[str, Any], faces: tuple[int, ...], result: str, case: str
) -> RollRecord:
    return RollRecord(
        "",
        f"vaevictis/{name}",
        {**values, "faces": list(faces)},
        {},
        sum(faces),
        sum(faces),
        result,
        case,
        dice=f"{len(faces)}d6",
    )


def lost_text(points: int) -> str:
    """How a count of points lost on the ice reads ("1 point lost")."""
    return say_n("{n} point lost", "{n} points lost", points)


# -- the frozen lake [14.2] ----------------------------------------------------------------


def ice_inputs() -> tuple[InputSpec, ...]:
    """What a crossing of the frozen lake asks for [14.2]."""
    columns = game_data().table("ice").columns
    longest = max(a.rout_hexes for a in game_data().arms.values())
    return (
        InputSpec(
            "arm",
            N_("Arm"),
            "choice",
            columns,
            help=N_("Infantry, cavalry (except heavy) or heavy cavalry [14.2]."),
        ),
        InputSpec(
            "hexes",
            N_("Frozen hexes crossed"),
            "int",
            default=1,
            low=1,
            high=longest,
            help=N_(
                "One 1D6 for each hex crossed in rout, read one by one; real dice are typed "
                'together: --roll "1 5" [14.2].'
            ),
        ),
        InputSpec(
            "every_hex",
            N_("Option: a point for every hex once it cracks"),
            "bool",
            default=False,
            help=N_("Option ice_every_hex; see docs/vaevictis.md [14.2]."),
        ),
    )


def _ice_values(inputs: Inputs) -> tuple[str, int, bool]:
    values: Mapping[str, Any] = check_values(ice_inputs(), inputs)
    return str(values["arm"]), int(values["hexes"]), bool(values["every_hex"])


def ice_odds(inputs: Inputs) -> Mapping[str, Fraction]:
    """Exact odds of each number of points lost on the ice."""
    column, hexes, every = _ice_values(inputs)
    return {
        lost_text(int(k.split()[0])): p for k, p in rolls.ice_odds(column, hexes, every).items()
    }


def ice_throws(inputs: Inputs) -> int:
    """One die per frozen hex crossed [14.2]."""
    return _ice_values(inputs)[1]


def ice_run_throws(inputs: Inputs, faces: tuple[int, ...]) -> Resolution:
    """Resolve a crossing with one face per hex [14.2]."""
    column, hexes, every = _ice_values(inputs)
    if len(faces) != hexes:
        raise RuleError(
            say(
                "crossing {hexes} frozen hexes takes {hexes} dice, one per hex [14.2].", hexes=hexes
            )
        )
    table = game_data().table("ice")
    results = tuple(table.lookup(roll=f, column=column).result for f in faces)
    lost = rolls.ice_losses(results, every)
    result = lost_text(lost)
    values: Mapping[str, Any] = check_values(ice_inputs(), inputs)
    rec = _record("ice", values, faces, result, "14.2")
    each = joined(
        [
            say("{face}: {result}", face=f, result=term(r.lower()))
            for f, r in zip(faces, results, strict=True)
        ],
        ", ",
    )
    text = say(
        "{column} on the frozen lake ({each}): {result} [14.2].",
        column=term(column.capitalize()),
        each=each,
        result=result,
    )
    fields = {"column": column, "faces": list(faces), "results": list(results), "points_lost": lost}
    return Resolution(result, fields, ice_odds(inputs), rec, (Event(text, "14.2", rec),))


def ice_run(inputs: Inputs, natural: int) -> Resolution:
    """One hex crossed, with one die."""
    return ice_run_throws(inputs, (natural,))


def ice_resolver() -> Resolver:
    """The frozen-lake resolver."""
    return Resolver(
        "ice",
        N_("Frozen lake"),
        "14.2",
        ice_inputs(),
        ice_odds,
        ice_run,
        "1d6",
        throws=ice_throws,
        run_throws=ice_run_throws,
    )


# -- who goes first [5.1] --------------------------------------------------------------


def chooser(french: int, coalition: int) -> str:
    """The player who chooses to go first or second: the higher die, the French on a draw."""
    tie = str(game_data().section("first_player")["tie_chooses"])
    if french == coalition:
        return tie
    return SIDES[0] if french > coalition else SIDES[1]


def first_player_odds(inputs: Inputs) -> Mapping[str, Fraction]:
    """Exact odds of each side choosing [5.1]."""
    spec = game_data().dice("first_player")
    odds: dict[str, Fraction] = {}
    for f, pf in spec.distribution().items():
        for c, pc in spec.distribution().items():
            key = say("{side} choose", side=term(chooser(f, c)))
            odds[key] = odds.get(key, Fraction(0)) + pf * pc
    return odds


def first_player_run_throws(inputs: Inputs, faces: tuple[int, ...]) -> Resolution:
    """The French die first, then the Coalition's [5.1]."""
    if len(faces) != 2:
        raise RuleError(say("each player throws one die to choose who goes first [5.1]."))
    french, coalition = faces
    side = chooser(french, coalition)
    result = say("{side} choose", side=term(side))
    rec = _record("first-player", {}, faces, result, "5.1")
    how = term(" (a draw: the French choose)") if french == coalition else ""
    text = say(
        "French {french}, Coalition {coalition}: the {side} choose who goes first{how} [5.1].",
        french=french,
        coalition=coalition,
        side=term(side),
        how=how,
    )
    fields = {"french": french, "coalition": coalition, "chooser": side}
    return Resolution(result, fields, first_player_odds(inputs), rec, (Event(text, "5.1", rec),))


def _first_player_run(inputs: Inputs, natural: int) -> Resolution:
    raise RuleError(say('each player throws his own die [5.1]: type both, French first ("4 2").'))


def first_player_resolver() -> Resolver:
    """Who chooses to go first, by the random method [5.1]."""
    return Resolver(
        "first-player",
        N_('Who goes first: a die each (real dice: French first, "4 2")'),
        "5.1",
        (),
        first_player_odds,
        _first_player_run,
        "1d6",
        throws=lambda inputs: 2,
        run_throws=first_player_run_throws,
    )
