"""Resolvers: each roll the rules call for, from raw inputs, odds first.

`tabletop resolve vaevictis/NAME` and the panel's ResolverView both build their forms from
these. The engine's actions reuse the same arithmetic (rolls.py) on the loss records.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from fractions import Fraction
from typing import Any

from tabletop.core.i18n import N_, say, term
from tabletop.games.base import Event, InputSpec, InputValue, Resolution, Resolver
from tabletop.games.inputs import check_values
from tabletop.games.kit import roll_record
from tabletop.games.vaevictis import rolls
from tabletop.games.vaevictis.data import game_data
from tabletop.games.vaevictis.lost_tables import (
    close_combat_inputs,
    close_combat_odds,
    close_combat_run,
    fire_inputs,
    fire_odds,
    fire_run,
    leader_death_dice,
    leader_death_inputs,
    leader_death_odds,
    leader_death_run,
)
from tabletop.games.vaevictis.multi import first_player_resolver, ice_resolver

Inputs = Mapping[str, InputValue]


# -- random finish [5.3] ----------------------------------------------------------------


def _finish_inputs() -> tuple[InputSpec, ...]:
    table = game_data().table("random-finish")
    return (
        InputSpec(
            "turn",
            N_("Turn just ended"),
            "choice",
            table.columns,
            help=N_("From the end of Turn 7 one player rolls 1D6 to see if the game ends [5.3]."),
        ),
    )


def _finish_odds(inputs: Inputs) -> Mapping[str, Fraction]:
    values: Mapping[str, Any] = check_values(_finish_inputs(), inputs)
    return rolls.finish_odds(str(values["turn"]))


def _finish_run(inputs: Inputs, roll: int) -> Resolution:
    values: Mapping[str, Any] = check_values(_finish_inputs(), inputs)
    found = rolls.finish_found(str(values["turn"]), roll)
    rec = roll_record("vaevictis", "random-finish", values, {}, roll, roll, found.result, "5.3")
    text = say(
        "End of Turn {turn}: a {natural} reads {result} [5.3].",
        turn=values["turn"],
        natural=roll,
        result=term(found.result),
    )
    return Resolution(
        found.result,
        {**found.as_dict(), "ends": found.result == rolls.GAME_ENDS},
        _finish_odds(inputs),
        rec,
        (Event(text, "5.3", rec),),
    )


# -- morale test [0.4] --------------------------------------------------------------------


def _morale_inputs() -> tuple[InputSpec, ...]:
    section = game_data().section("morale_test")
    return (
        InputSpec(
            "morale",
            N_("Unit's morale"),
            "int",
            low=int(section["low"]),
            high=int(section["high"]),
            help=N_("The morale of the first box not crossed on its loss record [0.4] [14]."),
        ),
        InputSpec(
            "minus",
            N_("Test minus"),
            "int",
            default=0,
            low=0,
            high=2,
            help=N_("Test-1 or Test-2: one or two points off the base morale [12.3]."),
        ),
        InputSpec(
            "square_from",
            N_("Going into square from"),
            "choice",
            rolls.SQUARE_FROM,
            default="none",
            help=N_(
                "none: not a square test; from column no modifier, line -1, en tirailleur "
                "-3 [10.3]."
            ),
        ),
        InputSpec(
            "disordered",
            N_("In disorder (going into square)"),
            "bool",
            default=False,
            help=N_("-1 from its base morale [10.3]."),
        ),
        InputSpec(
            "rally_rout",
            N_("Rallying a rout"),
            "bool",
            default=False,
            help=N_("A routing unit not adjacent to an enemy tests with -1 [7.2]."),
        ),
        InputSpec(
            "artillery_stack",
            N_("Stacked with artillery"),
            "bool",
            default=False,
            help=N_("The stack's morale is the infantry's or cavalry's +1 [4.2]."),
        ),
        InputSpec(
            "leader_bonus",
            N_("Leader on top: his bonus"),
            "int",
            default=0,
            low=0,
            high=6,
            help=N_("A leader at the head of his troops applies his bonus for morale [4.3]."),
        ),
    )


def morale_plan(values: Mapping[str, Any]) -> tuple[int, dict[str, int], int]:
    """Base morale, named modifiers and effective morale of a test's checked inputs."""
    base = rolls.check_morale(int(values["morale"]))
    mods = rolls.morale_modifiers(
        minus=int(values["minus"]),
        square_from=str(values["square_from"]),
        disordered=bool(values["disordered"]),
        rally_rout=bool(values["rally_rout"]),
        artillery_stack=bool(values["artillery_stack"]),
    )
    if int(values["leader_bonus"]):
        mods["leader_bonus"] = int(values["leader_bonus"])
    return base, mods, rolls.effective_morale(base, mods)


def _morale_odds(inputs: Inputs) -> Mapping[str, Fraction]:
    return rolls.morale_odds(morale_plan(check_values(_morale_inputs(), inputs))[2])


def _morale_run(inputs: Inputs, roll: int) -> Resolution:
    values: Mapping[str, Any] = check_values(_morale_inputs(), inputs)
    base, mods, effective = morale_plan(values)
    result = rolls.morale_result(effective, roll)
    rec = roll_record("vaevictis", "morale-test", values, mods, roll, roll, result, "0.4")
    named = ", ".join(f"{k} {v:+d}" for k, v in mods.items())
    shown = f" ({named})" if named else ""
    text = (
        say(
            "Morale {base}{named} = {effective}: 2D6 {roll} passes [0.4].",
            base=base,
            named=shown,
            effective=effective,
            roll=roll,
        )
        if result == rolls.PASS
        else say(
            "Morale {base}{named} = {effective}: 2D6 {roll} fails [0.4].",
            base=base,
            named=shown,
            effective=effective,
            roll=roll,
        )
    )
    fields = {
        "morale": effective,
        "base_morale": base,
        "modifiers": mods,
        "roll": roll,
        "result": result,
    }
    return Resolution(result, fields, rolls.morale_odds(effective), rec, (Event(text, "0.4", rec),))


# -- a general's initiative [6.7] ---------------------------------------------------------


def _initiative_inputs() -> tuple[InputSpec, ...]:
    section = game_data().section("initiative")
    return (
        InputSpec(
            "initiative",
            N_("General's initiative"),
            "int",
            low=int(section["low"]),
            high=int(section["high"]),
            help=N_("From the leader chart [6.7]."),
        ),
    )


def _initiative_odds(inputs: Inputs) -> Mapping[str, Fraction]:
    values: Mapping[str, Any] = check_values(_initiative_inputs(), inputs)
    return rolls.initiative_odds(int(values["initiative"]))


def _initiative_run(inputs: Inputs, roll: int) -> Resolution:
    values: Mapping[str, Any] = check_values(_initiative_inputs(), inputs)
    initiative = int(values["initiative"])
    result = rolls.initiative_result(initiative, roll)
    rec = roll_record("vaevictis", "initiative", values, {}, roll, roll, result, "6.7")
    text = say(
        "Initiative {initiative}: a {roll} puts the general {result} [6.7].",
        initiative=initiative,
        roll=roll,
        result=term(result.lower()),
    )
    return Resolution(
        result,
        {"initiative": initiative, "roll": roll, "in_command": result == rolls.IN_COMMAND},
        rolls.initiative_odds(initiative),
        rec,
        (Event(text, "6.7", rec),),
    )


# -- the Russian Guard's departure [17] ---------------------------------------------------


def _guard_inputs() -> tuple[InputSpec, ...]:
    section = game_data().section("guard_departure")
    return (
        InputSpec(
            "turn",
            N_("Turn"),
            "int",
            low=int(section["after_turn"]),
            high=game_data().turns,
            help=N_("+1 for every turn after Turn 3; Turn 6 gets +3 [17]."),
        ),
        InputSpec(
            rolls.GUARD_TURN_3,
            N_("Roll on Turn 3 too (amendments: 'until their departure on Turn 3')"),
            "bool",
            default=False,
            help=N_(
                "Option: a roll on Turn 3 on a six; by default the first roll is Turn 4's [17]."
            ),
        ),
    )


def _guard_odds(inputs: Inputs) -> Mapping[str, Fraction]:
    values: Mapping[str, Any] = check_values(_guard_inputs(), inputs)
    return rolls.guard_odds(int(values["turn"]), bool(values[rolls.GUARD_TURN_3]))


def _guard_run(inputs: Inputs, roll: int) -> Resolution:
    values: Mapping[str, Any] = check_values(_guard_inputs(), inputs)
    turn, turn_3 = int(values["turn"]), bool(values[rolls.GUARD_TURN_3])
    modifier = rolls.guard_modifier(turn, turn_3)
    result = rolls.guard_result(turn, roll, turn_3)
    rec = roll_record(
        "vaevictis",
        "guard-departure",
        values,
        {"turns_after_3": modifier},
        roll,
        roll + modifier,
        result,
        "17",
    )
    exit_hex = game_data().section("guard_departure")["exit_hex"]
    text = (
        say(
            "Turn {turn}: {roll} + {modifier} = {total}: the Russian Guard leaves the map by "
            "hex {exit_hex} [17].",
            turn=turn,
            roll=roll,
            modifier=modifier,
            total=roll + modifier,
            exit_hex=exit_hex,
        )
        if result == rolls.LEAVES
        else say(
            "Turn {turn}: {roll} + {modifier} = {total}: the Russian Guard stays [17].",
            turn=turn,
            roll=roll,
            modifier=modifier,
            total=roll + modifier,
        )
    )
    fields = {"turn": turn, "roll": roll, "modifier": modifier, "modified_roll": roll + modifier}
    return Resolution(
        result, fields, rolls.guard_odds(turn, turn_3), rec, (Event(text, "17", rec),)
    )


class _Resolvers(Mapping[str, Resolver]):
    """The game's resolvers, built on each look-up: the dice and columns of a table its
    owner has just entered are used at once."""

    NAMES = (
        "random-finish",
        "morale-test",
        "first-player",
        "initiative",
        "guard-departure",
        "ice",
        "fire",
        "close-combat",
        "leader-death",
    )

    def __getitem__(self, name: str) -> Resolver:
        data = game_data()
        if name == "random-finish":
            return Resolver(
                name,
                N_("Random finish"),
                "5.3",
                _finish_inputs(),
                _finish_odds,
                _finish_run,
                str(data.table("random-finish").dice),
            )
        if name == "morale-test":
            return Resolver(
                name,
                N_("Morale test"),
                "0.4",
                _morale_inputs(),
                _morale_odds,
                _morale_run,
                str(data.dice("morale_test")),
            )
        if name == "initiative":
            return Resolver(
                name,
                N_("General's initiative"),
                "6.7",
                _initiative_inputs(),
                _initiative_odds,
                _initiative_run,
                str(data.dice("initiative")),
            )
        if name == "guard-departure":
            return Resolver(
                name,
                N_("Russian Guard departure"),
                "17",
                _guard_inputs(),
                _guard_odds,
                _guard_run,
                str(data.dice("guard_departure")),
            )
        if name == "fire":
            return Resolver(name, N_("Fire"), "12.2", fire_inputs(), fire_odds, fire_run, "1d6")
        if name == "close-combat":
            return Resolver(
                name,
                N_("Close combat"),
                "13.2",
                close_combat_inputs(),
                close_combat_odds,
                close_combat_run,
                "1d6",
            )
        if name == "leader-death":
            return Resolver(
                name,
                N_("Death of a leader"),
                "15.1",
                leader_death_inputs(),
                leader_death_odds,
                leader_death_run,
                leader_death_dice(),
            )
        if name == "ice":
            return ice_resolver()
        if name == "first-player":
            return first_player_resolver()
        raise KeyError(name)

    def __iter__(self) -> Iterator[str]:
        return iter(self.NAMES)

    def __len__(self) -> int:
        return len(self.NAMES)


def make_resolvers() -> Mapping[str, Resolver]:
    """Every resolver of the game, by name."""
    return _Resolvers()
