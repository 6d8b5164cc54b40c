"""The rout distance [6.3]: a routed force retreats the die plus the number beside the r,
loses one CSP (three more for a unit already disrupted) and is disrupted where it stops.
"""

from __future__ import annotations

from fractions import Fraction

from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, say
from tabletop.games.base import Event, InputSpec, Resolution
from tabletop.games.kit import roll_record
from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.inputs import Inputs, read_inputs


def rout_distance(roll: int, rout_number: int) -> int:
    """Hexes a routed force retreats: the die plus the number beside the r [6.3]."""
    if rout_number < 0:
        raise RuleError(say("the number beside an r result is 0 to 3."))
    return roll + rout_number


def rout_result(distance: int) -> str:
    """A rout distance as its roll's result reads ("4 hexes") [6.3]."""
    return say("{n} hexes", n=distance)


def rout_odds(rout_number: int) -> dict[str, Fraction]:
    """Exact odds of each rout distance for the number beside the r [6.3]: what the rout
    roll of a game and the what-if resolver both show."""
    out: dict[str, Fraction] = {}
    for roll, p in game_data().dice("rout").distribution().items():
        key = rout_result(rout_distance(roll, rout_number))
        out[key] = out.get(key, Fraction(0)) + p
    return out


def rout_losses(already_disrupted: bool) -> int:
    """CSPs a routed unit loses: one in total, three more for a unit already disrupted [6.3]."""
    rules = game_data().section("rout")
    extra = int(rules["disrupted_extra_loss"]) if already_disrupted else 0
    return int(rules["csp_loss"]) + extra


def rout_inputs() -> tuple[InputSpec, ...]:
    """What the rout distance roll asks for [6.3]."""
    return (
        InputSpec(
            "rout_number",
            N_("Number beside the r"),
            "int",
            default=0,
            low=0,
            high=3,
            help=N_("r is 0, 1r is 1 ... [6.3]"),
        ),
        InputSpec(
            "already_disrupted",
            N_("Unit already disrupted"),
            "bool",
            default=False,
            help=N_("Loses three additional CSPs [6.3] [7.0]."),
        ),
    )


def resolver_odds(inputs: Inputs) -> dict[str, Fraction]:
    """Exact odds of each rout distance [6.3]."""
    values = read_inputs(rout_inputs(), inputs)
    return rout_odds(values["rout_number"])


def resolver_run(inputs: Inputs, roll: int) -> Resolution:
    """Resolve a rout distance with a natural roll [6.3]."""
    values = read_inputs(rout_inputs(), inputs)
    distance = rout_distance(roll, values["rout_number"])
    result = rout_result(distance)
    losses = rout_losses(values["already_disrupted"])
    record = roll_record(
        "spi1980",
        "rout",
        values,
        {"rout_number": values["rout_number"]},
        roll,
        distance,
        result,
        "6.3",
    )
    fields = {"roll": roll, "distance": distance, "csp_loss": losses}
    return Resolution(
        result,
        fields,
        resolver_odds(inputs),
        record,
        (
            Event(
                say(
                    "Rout: {roll} + {number} = {n} hexes; {losses} CSP lost.",
                    roll=roll,
                    number=values["rout_number"],
                    n=distance,
                    losses=losses,
                ),
                "6.3",
                record,
                ("rout",),
            ),
        ),
    )
