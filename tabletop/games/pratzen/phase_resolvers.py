"""Rolls of the phases: reinforcement, engagement, fire control, rally and leader casualty.

Each reads its printed table (boards/pratzen.toml) and the numbers the rules body gives; the
CLI (`tabletop resolve pratzen/NAME`) and the panel both call these.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, say, say_n, term
from tabletop.core.tables import Lookup
from tabletop.games.base import Event, InputSpec, InputValue, Resolution, Resolver
from tabletop.games.inputs import check_values
from tabletop.games.kit import roll_record
from tabletop.games.pratzen import data
from tabletop.games.pratzen.record import enumerate_odds

Inputs = Mapping[str, InputValue]

ER_HELP = N_("Engagement Rating of the command's best unit, 1 to 3.")

# -- reinforcement ----------------------------------------------------------------------------

REINFORCEMENT_INPUTS: tuple[InputSpec, ...] = ()


def _reinforcement_found(natural: int) -> Lookup:
    """The Reinforcement Table's row for a roll: the roll's one reading, its odds and its
    apply both [Reinforcements Phase]."""
    return data.table("reinforcement").lookup(roll=natural)


def reinforcement_odds(inputs: Inputs) -> dict[str, Fraction]:
    """Odds of each Reinforcement Table result, face by face of the 2d6 as the roll reads them."""
    return enumerate_odds("2d6", lambda n: _reinforcement_found(n).result)


def reinforcement_delay(result: str) -> int:
    """Turns a Reinforcement Table result delays a group (0: arrives as scheduled)."""
    return data.number(data.section("reinforcement_delays"), result)


def reinforcement_run(inputs: Inputs, natural: int) -> Resolution:
    """Roll 2d6 for one group of reinforcements [Reinforcements Phase]."""
    found = _reinforcement_found(natural)
    delay = reinforcement_delay(found.result)
    record = roll_record(
        "pratzen",
        "reinforcement",
        {},
        {},
        natural,
        natural,
        found.result,
        "Reinforcements Phase",
        "2d6",
    )
    text = (
        say("The group arrives this turn on its arrival hexes, ignoring stacking.")
        if delay == 0
        else say_n(
            "Place the group on the Turn track {n} turn ahead; it never rolls for delay again.",
            "Place the group on the Turn track {n} turns ahead; it never rolls for delay again.",
            delay,
        )
    )
    fields = {**found.as_dict(), "delay": delay}
    return Resolution(
        found.result,
        fields,
        reinforcement_odds(inputs),
        record,
        (Event(text, "Reinforcements Phase", record),),
    )


# -- engagement --------------------------------------------------------------------------------


def engagement_inputs() -> tuple[InputSpec, ...]:
    """--er N [--disordered K] [--artillery] [--leader +1|-1]."""
    block = data.section("engagement")
    leader = data.number(block, "leader")
    return (
        InputSpec("er", N_("Engagement Rating (ER)"), "int", low=1, high=3, help=ER_HELP),
        InputSpec(
            "disordered",
            N_("Disordered units"),
            "int",
            default=0,
            low=0,
            high=20,
            help=N_("-1 to the roll for each disordered unit of the command [ET]."),
        ),
        InputSpec(
            "artillery",
            N_("Artillery"),
            "bool",
            default=False,
            help=N_("+2 to the roll if artillery [ET]."),
        ),
        InputSpec(
            "leader",
            N_("Leader's choice"),
            "int",
            default=0,
            low=-leader,
            high=leader,
            help=N_(
                "A Leader stacked with or adjacent to the command may add or subtract 1, "
                "chosen before the roll [Using the Engagement Table]."
            ),
        ),
    )


def _engagement_modifiers(values: Mapping[str, Any]) -> dict[str, int]:
    block = data.section("engagement")
    return {
        "disordered": data.number(block, "disordered_unit") * int(values["disordered"]),
        "artillery": data.number(block, "artillery") if values["artillery"] else 0,
        "leader": int(values["leader"]),
    }


def engagement_odds(inputs: Inputs) -> dict[str, Fraction]:
    """Odds of Withdraw, Hold and Attack for these inputs."""
    values = check_values(engagement_inputs(), inputs)
    modifier = sum(_engagement_modifiers(values).values())
    return data.table("engagement").odds(column=f"ER{values['er']}", modifier=modifier)


ENGAGEMENT_TEXT = {
    "Withdraw": N_(
        "All units of the command cease firing and withdraw their full Slow MA through "
        "their rear hexes."
    ),
    "Hold": N_(
        "Infantry in range not marked Fired rolls on the Fire Control Table; otherwise "
        "units may move their Slow MA but not closer to the enemy."
    ),
    "Attack": N_(
        "Units may fire, hold, or move one printed MA toward the nearest enemy, and may "
        "charge into close combat (artillery may not charge)."
    ),
}


def engagement_run(inputs: Inputs, natural: int) -> Resolution:
    """Roll 2d6 on the Engagement Table for one command [Using the Engagement Table]."""
    values = check_values(engagement_inputs(), inputs)
    modifiers = _engagement_modifiers(values)
    found = data.table("engagement").lookup(
        roll=natural, column=f"ER{values['er']}", modifier=sum(modifiers.values())
    )
    record = roll_record(
        "pratzen",
        "engagement",
        values,
        modifiers,
        natural,
        found.modified_roll or natural,
        found.result,
        "Using the Engagement Table",
        "2d6",
        zero_modifiers=False,
    )
    explained = ENGAGEMENT_TEXT.get(found.result)
    text: str = (
        say("{result}: {text}", result=term(found.result), text=term(explained))
        if explained
        else f"{found.result}:"
    )
    return Resolution(
        found.result,
        {**found.as_dict(), "modifiers": modifiers},
        engagement_odds(inputs),
        record,
        (Event(text, "Using the Engagement Table", record),),
    )


# -- fire control -----------------------------------------------------------------------------


def fire_control_inputs() -> tuple[InputSpec, ...]:
    """--er N [--ooc-infantry] [--leader]."""
    return (
        InputSpec("er", N_("Battalion's ER"), "int", low=1, high=3, help=N_("The row of the FCT.")),
        InputSpec(
            "ooc_infantry",
            N_("Infantry out of command"),
            "bool",
            default=False,
            help=N_("+2 to the roll if infantry and OOC [FCT]."),
        ),
        InputSpec(
            "leader",
            N_("Leader present"),
            "bool",
            default=False,
            help=N_(
                "Stacked with or adjacent to a Leader: a Choice may be Fire or Cease Fire "
                "[Using the Fire Control Table]."
            ),
        ),
        InputSpec(
            "pick",
            N_("On a Choice, the player picks"),
            "choice",
            ("", "Fire", "Cease Fire"),
            default="",
            help=N_("What the player makes of a Choice, when a leader is present or for ER3."),
        ),
    )


def _fire_control_modifier(values: Mapping[str, Any]) -> int:
    return (
        data.number(data.section("fire_control"), "ooc_infantry") if values["ooc_infantry"] else 0
    )


def fire_control_odds(inputs: Inputs) -> dict[str, Fraction]:
    """Odds of Cease Fire, Choice, Fire and Waste Fire."""
    values = check_values(fire_control_inputs(), inputs)
    return data.table("fire-control").odds(
        column=f"ER{values['er']}", modifier=_fire_control_modifier(values)
    )


FIRE_CONTROL_TEXT = {
    "Cease Fire": N_("No unit of the battalion may fire; remove any Fired chit."),
    "Fire": N_("Mark the battalion Fired and resolve its fire."),
    "Waste Fire": N_("Mark the battalion Fired; the fire has no effect."),
}


def fire_control_run(inputs: Inputs, natural: int) -> Resolution:
    """Roll 2d6 on the Fire Control Table for one battalion [Using the Fire Control Table]."""
    values = check_values(fire_control_inputs(), inputs)
    modifier = _fire_control_modifier(values)
    choice_er = data.number(data.section("fire_control"), "choice_without_leader_er")
    if values["pick"] and not (values["leader"] or values["er"] == choice_er):
        raise RuleError(
            say(
                "a Choice is the player's to make only with a Leader stacked or adjacent, or "
                "for an ER3 battalion [Using the Fire Control Table]: tick the leader, or leave "
                "the pick out."
            )
        )
    found = data.table("fire-control").lookup(
        roll=natural, column=f"ER{values['er']}", modifier=modifier
    )
    choice_open = found.result == "Choice" and (values["leader"] or values["er"] == choice_er)
    if found.result == "Choice":
        text: str = (
            say("Choice: the player treats it as Fire or Cease Fire.")
            if choice_open
            else say(
                "Choice: with no Leader present an ER1 or ER2 battalion may not choose; the "
                "rules say no more, so the players settle it (see docs/pratzen.md)."
            )
        )
    elif found.result in FIRE_CONTROL_TEXT:
        text = say(
            "{result}: {text}",
            result=term(found.result),
            text=term(FIRE_CONTROL_TEXT[found.result]),
        )
    else:
        text = f"{found.result}: "
    record = roll_record(
        "pratzen",
        "fire-control",
        values,
        {"ooc_infantry": modifier},
        natural,
        found.modified_roll or natural,
        found.result,
        "Using the Fire Control Table",
        "2d6",
        zero_modifiers=False,
    )
    if choice_open and values["pick"]:
        text = say(
            "Choice, taken as {pick}: {text}",
            pick=term(str(values["pick"])),
            text=term(FIRE_CONTROL_TEXT[str(values["pick"])]),
        )

    fields = {
        **found.as_dict(),
        "decided": values["pick"] if choice_open and values["pick"] else found.result,
        "choice_open": choice_open,
        "choices": ["Fire", "Cease Fire"] if choice_open else [],
    }
    return Resolution(
        found.result,
        fields,
        fire_control_odds(inputs),
        record,
        (Event(text, "Using the Fire Control Table", record),),
    )


def phase_resolvers() -> list[Resolver]:
    """The phase rolls, as resolvers."""
    return [
        Resolver(
            "reinforcement",
            N_("Reinforcements"),
            "Reinforcements Phase",
            REINFORCEMENT_INPUTS,
            reinforcement_odds,
            reinforcement_run,
            "2d6",
        ),
        Resolver(
            "engagement",
            N_("Engagement"),
            "Using the Engagement Table",
            engagement_inputs(),
            engagement_odds,
            engagement_run,
            "2d6",
        ),
        Resolver(
            "fire-control",
            N_("Fire Control"),
            "Using the Fire Control Table",
            fire_control_inputs(),
            fire_control_odds,
            fire_control_run,
            "2d6",
        ),
    ]
