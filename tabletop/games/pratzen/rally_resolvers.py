"""Rally and leader casualty rolls [Rally Phase] [Combat effects on Leaders]."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from tabletop.core.i18n import N_, say
from tabletop.core.tables import Lookup
from tabletop.games.base import Event, InputSpec, InputValue, Resolution, Resolver
from tabletop.games.inputs import check_values
from tabletop.games.kit import roll_record
from tabletop.games.pratzen import data
from tabletop.games.pratzen.record import enumerate_odds

Inputs = Mapping[str, InputValue]


# -- rally ------------------------------------------------------------------------------------


def rally_inputs() -> tuple[InputSpec, ...]:
    """--er N [--leader] [--routed]."""
    return (
        InputSpec(
            "er", N_("Unit's printed ER"), "int", low=1, high=3, help=N_("Success on a roll <= ER.")
        ),
        InputSpec(
            "leader",
            N_("Commanding leader"),
            "bool",
            default=False,
            help=N_("-1 if stacked with or adjacent to a friendly leader that commands it."),
        ),
        InputSpec(
            "routed",
            N_("Routed"),
            "bool",
            default=False,
            help=N_("The unit is Routed, not Disordered."),
        ),
    )


def _rally_outcome(values: Mapping[str, Any], natural: int) -> tuple[int, str]:
    block = data.section("rally")
    modified = natural + (data.number(block, "leader") if values["leader"] else 0)
    if modified <= values["er"]:
        return modified, "Rout removed" if values["routed"] else "Good order"
    if values["routed"]:
        if modified >= data.number(block, "routed_six"):
            return modified, "Routed, retreats"
        return modified, "Still routed"
    return modified, "Still disordered"


def rally_odds(inputs: Inputs) -> dict[str, Fraction]:
    """Odds of each rally outcome."""
    values = check_values(rally_inputs(), inputs)
    return enumerate_odds("1d6", lambda n: _rally_outcome(values, n)[1])


def rally_run(inputs: Inputs, natural: int) -> Resolution:
    """Roll 1d6 to recover good order [Rally Phase]."""
    values = check_values(rally_inputs(), inputs)
    block = data.section("rally")
    modified, result = _rally_outcome(values, natural)
    infantry = data.number(block, "retreat_infantry")
    cavalry = data.number(block, "retreat_cavalry")
    texts = {
        "Good order": say("The unit recovers good order."),
        "Rout removed": say("Remove the Rout marker; the unit remains disordered."),
        "Still disordered": say("The unit stays disordered."),
        "Still routed": say("The unit stays routed."),
        "Routed, retreats": say(
            "The unit stays routed and retreats {infantry} hexes (infantry, foot artillery) or "
            "{cavalry} (cavalry, horse artillery) toward the scenario's board edge; off the "
            "board it is eliminated.",
            infantry=infantry,
            cavalry=cavalry,
        ),
    }
    leader = data.number(block, "leader") if values["leader"] else 0
    record = roll_record(
        "pratzen",
        "rally",
        values,
        {"leader": leader},
        natural,
        modified,
        result,
        "Rally Phase",
        zero_modifiers=False,
    )
    fields = {
        "roll": natural,
        "modified_roll": modified,
        "result": result,
        "retreat_hexes": {"infantry": infantry, "cavalry": cavalry}
        if result == "Routed, retreats"
        else None,
    }
    return Resolution(
        result,
        {k: v for k, v in fields.items() if v is not None},
        rally_odds(inputs),
        record,
        (Event(texts[result], "Rally Phase", record),),
    )


def _reload_outcome(values: Mapping[str, Any], natural: int) -> str:
    return "Reloaded" if _rally_outcome(values, natural)[1] == "Good order" else "Not reloaded"


def reload_odds(er: int, leader: bool) -> dict[str, Fraction]:
    """Odds that a Rally action used as a Reload succeeds [Ammunition Reload]."""
    values = check_values(rally_inputs(), {"er": er, "leader": leader})
    return enumerate_odds("1d6", lambda n: _reload_outcome(values, n))


def reload_run(er: int, leader: bool, natural: int) -> Resolution:
    """A Rally action used as a Reload: the rally roll, a success reloading [Ammunition Reload]."""
    values = check_values(rally_inputs(), {"er": er, "leader": leader})
    modified, result = _rally_outcome(values, natural)[0], _reload_outcome(values, natural)
    modifier = data.number(data.section("rally"), "leader") if leader else 0
    record = roll_record(
        "pratzen",
        "reload",
        values,
        {"leader": modifier},
        natural,
        modified,
        result,
        "Ammunition Reload",
        zero_modifiers=False,
    )
    text = (
        say("A successful Rally action: every piece of the command recovers full ammunition.")
        if result == "Reloaded"
        else say("The Rally action fails: the Low and No Ammo markers stay.")
    )
    fields = {"roll": natural, "modified_roll": modified, "result": result}
    return Resolution(
        result, fields, reload_odds(er, leader), record, (Event(text, "Ammunition Reload", record),)
    )


# -- leader casualty --------------------------------------------------------------------------


def leader_casualty_inputs() -> tuple[InputSpec, ...]:
    """--cause fire|close-combat|overrun."""
    return (
        InputSpec(
            "cause",
            N_("Cause"),
            "choice",
            data.table("leader-casualty").columns,
            help=N_(
                "fire: 12 eliminates; close-combat: 11-12; overrun (a disordered unit "
                "withdrawn or retreated over): 10-12 [Combat effects on Leaders]."
            ),
        ),
    )


def _casualty_found(cause: str, natural: int) -> Lookup:
    """The printed cell a roll reads in the cause's column: the roll's one reading, its
    odds and its apply both [Combat effects on Leaders]."""
    return data.table("leader-casualty").lookup(roll=natural, column=cause)


def leader_casualty_odds(inputs: Inputs) -> dict[str, Fraction]:
    """Odds that the Leader is eliminated, face by face of the 2d6 read as the roll reads them."""
    cause = str(check_values(leader_casualty_inputs(), inputs)["cause"])
    return enumerate_odds("2d6", lambda n: _casualty_found(cause, n).result)


def leader_casualty_run(inputs: Inputs, natural: int) -> Resolution:
    """The opposing player rolls 2d6 for a Leader whose unit was disordered or eliminated."""
    values = check_values(leader_casualty_inputs(), inputs)
    found = _casualty_found(str(values["cause"]), natural)
    record = roll_record(
        "pratzen",
        "leader-casualty",
        values,
        {},
        natural,
        natural,
        found.result,
        "Combat effects on Leaders",
        "2d6",
    )
    text = (
        say("The Leader is eliminated: place him on the Morale Chart.")
        if found.result == "Eliminated"
        else say("The Leader is unharmed.")
    )

    return Resolution(
        found.result,
        found.as_dict(),
        leader_casualty_odds(inputs),
        record,
        (Event(text, "Combat effects on Leaders", record),),
    )


def rally_resolvers() -> list[Resolver]:
    """Rally and leader casualty, as resolvers."""
    return [
        Resolver("rally", N_("Rally"), "Rally Phase", rally_inputs(), rally_odds, rally_run, "1d6"),
        Resolver(
            "leader-casualty",
            N_("Leader casualty"),
            "Combat effects on Leaders",
            leader_casualty_inputs(),
            leader_casualty_odds,
            leader_casualty_run,
            "2d6",
        ),
    ]
