"""The French reinforcements [9.0]-[9.3]: from Game-Turn 2, one roll at the start of each
French Player-Turn, minus the Game-Turn, until they appear; then they enter in a French
Movement Phase. Its numbers are read from boards/spi1980.toml.
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, say, say_n, term
from tabletop.games.base import Event, InputSpec, Resolution, RollRecord
from tabletop.games.kit import natural_roll, roll_record
from tabletop.games.spi1980.actions import EnterReinforcements, ReinforcementRoll
from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.inputs import Inputs, read_inputs
from tabletop.games.spi1980.state import Spi1980State, UnitStatus

Outcome = tuple[Spi1980State, tuple[Event, ...]]

ARRIVE = N_("reinforcements arrive")
NOT_YET = N_("not yet")


def adjusted_roll(roll: int, game_turn: int) -> int:
    """The adjusted reinforcement roll: the Game-Turn is subtracted [9.0]."""
    rules = game_data().section("reinforcement")
    if game_turn < int(rules["first_turn"]):
        raise RuleError(
            say(
                "the reinforcement roll starts on Game-Turn {turn} [9.0].", turn=rules["first_turn"]
            )
        )
    return roll - game_turn if rules["subtract_game_turn"] else roll


def reinforcement_result(adjusted: int) -> str:
    """Reinforcements appear on an adjusted 1 or less [9.0]."""
    rules = game_data().section("reinforcement")
    return ARRIVE if adjusted <= int(rules["arrive_on_or_below"]) else NOT_YET


def reinforcement_odds(game_turn: int) -> dict[str, Fraction]:
    """Exact odds of the reinforcement roll on a Game-Turn [9.0]."""
    out = {ARRIVE: Fraction(0), NOT_YET: Fraction(0)}
    for roll, p in game_data().dice("reinforcement").distribution().items():
        out[reinforcement_result(adjusted_roll(roll, game_turn))] += p
    return out


# -- the actions ----------------------------------------------------------------------------


def reinforcement_roll(state: Spi1980State, action: ReinforcementRoll, dice: Dice) -> Outcome:
    """At the start of the French Player-Turn from Game-Turn 2: roll minus turn <= 1 [9.0]."""
    rules = game_data().section("reinforcement")
    side = str(rules["side"])
    roll, typed = natural_roll(dice, action.roll, game_data().dice("reinforcement"))
    adjusted = adjusted_roll(roll, state.turn)
    result = reinforcement_result(adjusted)
    record = RollRecord(
        side,
        "spi1980/reinforcement",
        {"game_turn": state.turn},
        {"game_turn": -state.turn},
        roll,
        adjusted,
        result,
        "9.0",
        typed,
    )
    arrived = result == ARRIVE
    state = dataclasses.replace(
        state,
        reinforcement_rolled_turn=state.turn,
        reinforcements_turn=state.turn if arrived else None,
    )
    args = {"roll": roll, "turn": state.turn, "adjusted": adjusted, "result": term(result)}
    text = (
        say(
            "Reinforcement roll {roll} - {turn} = {adjusted}: {result}; they may enter "
            "{hexes} this Movement Phase.",
            hexes=rules["entry_hexes"],
            **args,
        )
        if arrived
        else say(
            "Reinforcement roll {roll} - {turn} = {adjusted}: {result}; roll again next Game-Turn.",
            **args,
        )
    )
    return state, (Event(text, "9.0", record),)


def enter_reinforcements(state: Spi1980State, action: EnterReinforcements, dice: Dice) -> Outcome:
    """Arrived reinforcements enter in the French Movement Phase, or wait off map [9.1] [9.3]."""
    if state.reinforcements_turn is None:
        raise RuleError(say("the reinforcements have not appeared yet [9.0]."))
    names = []
    for unit_id in action.units:
        unit = state.unit(unit_id)
        if unit.status is not UnitStatus.AWAITING:
            raise RuleError(
                say("{unit} is not a reinforcement waiting to enter [9.0].", unit=unit_id)
            )
        state = state.with_unit(dataclasses.replace(unit, status=UnitStatus.ON_MAP))
        names.append(game_data().unit(unit_id).name)
    entered = say_n(
        "{units} enters the map.", "{units} enter the map.", len(names), units=", ".join(names)
    )
    return state, (Event(entered, "9.1"),)


# -- the resolver -----------------------------------------------------------------------------


def reinforcement_inputs() -> tuple[InputSpec, ...]:
    """What the reinforcement roll asks for [9.0]."""
    rules = game_data().section("reinforcement")
    return (
        InputSpec(
            "game_turn",
            N_("Game-Turn"),
            "int",
            low=int(rules["first_turn"]),
            high=game_data().turns,
            help=N_("Subtracted from the roll [9.0]."),
        ),
    )


def resolver_odds(inputs: Inputs) -> dict[str, Fraction]:
    """Exact odds of the reinforcement roll from the resolver's inputs [9.0]."""
    values = read_inputs(reinforcement_inputs(), inputs)
    return reinforcement_odds(values["game_turn"])


def resolver_run(inputs: Inputs, roll: int) -> Resolution:
    """Resolve the reinforcement roll with a natural roll [9.0]."""
    values = read_inputs(reinforcement_inputs(), inputs)
    adjusted = adjusted_roll(roll, values["game_turn"])
    result = reinforcement_result(adjusted)
    record = roll_record(
        "spi1980",
        "reinforcement",
        values,
        {"game_turn": -values["game_turn"]},
        roll,
        adjusted,
        result,
        "9.0",
    )
    fields = {"roll": roll, "modified_roll": adjusted, "arrive": result == ARRIVE}
    return Resolution(
        result,
        fields,
        resolver_odds(inputs),
        record,
        (
            Event(
                say(
                    "Reinforcement roll {roll} - {turn} = {adjusted}: {result}.",
                    roll=roll,
                    turn=values["game_turn"],
                    adjusted=adjusted,
                    result=term(result),
                ),
                "9.0",
                record,
            ),
        ),
    )
