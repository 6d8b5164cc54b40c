"""Resolvers of the rolls the rules give in prose: disengagement [4.6], reinforcement [9.0],
rout [6.3].
"""

from __future__ import annotations

from fractions import Fraction

from tabletop.games.base import Event, InputSpec, Resolution
from tabletop.games.spi1980 import rolls
from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.inputs import Inputs, read_inputs, roll_record


def disengagement_inputs() -> tuple[InputSpec, ...]:
    """What a Disengagement Check asks for [4.6]."""
    return (
        InputSpec(
            "enemy_hexes",
            "Enemy hexes exerting a ZOC",
            "int",
            default=1,
            low=1,
            high=6,
            help="Each hex above one subtracts 1 [4.6].",
        ),
        InputSpec(
            "zoc_to_zoc",
            "Moving into another Enemy ZOC",
            "bool",
            default=False,
            help="Subtracts 1 [4.6].",
        ),
    )


def disengagement_odds(inputs: Inputs) -> dict[str, Fraction]:
    """Exact odds of a Disengagement Check [4.6]."""
    values = read_inputs(disengagement_inputs(), inputs)
    return rolls.disengagement_odds(values["enemy_hexes"], values["zoc_to_zoc"])


def disengagement_run(inputs: Inputs, roll: int) -> Resolution:
    """Resolve a Disengagement Check with a natural roll [4.6]."""
    values = read_inputs(disengagement_inputs(), inputs)
    modifiers = rolls.disengagement_modifiers(roll, values["enemy_hexes"], values["zoc_to_zoc"])
    modified = roll + sum(modifiers.values())
    result = rolls.disengagement_result(modified)
    record = roll_record("disengagement", values, modifiers, roll, modified, result, "4.6")
    fields = {
        "roll": roll,
        "modifiers": modifiers,
        "modified_roll": modified,
        "loss": result == rolls.ONE_CSP_LOSS,
    }
    return Resolution(
        result,
        fields,
        disengagement_odds(inputs),
        record,
        (Event(f"Disengagement Check {roll} (modified {modified}): {result}.", "4.6", record),),
    )


def reinforcement_inputs() -> tuple[InputSpec, ...]:
    """What the reinforcement roll asks for [9.0]."""
    rules = game_data().section("reinforcement")
    return (
        InputSpec(
            "game_turn",
            "Game-Turn",
            "int",
            low=int(rules["first_turn"]),
            high=game_data().turns,
            help="Subtracted from the roll [9.0].",
        ),
    )


def reinforcement_odds(inputs: Inputs) -> dict[str, Fraction]:
    """Exact odds of the reinforcement roll [9.0]."""
    values = read_inputs(reinforcement_inputs(), inputs)
    return rolls.reinforcement_odds(values["game_turn"])


def reinforcement_run(inputs: Inputs, roll: int) -> Resolution:
    """Resolve the reinforcement roll with a natural roll [9.0]."""
    values = read_inputs(reinforcement_inputs(), inputs)
    adjusted = rolls.reinforcement_roll(roll, values["game_turn"])
    result = rolls.reinforcement_result(adjusted)
    record = roll_record(
        "reinforcement", values, {"game_turn": -values["game_turn"]}, roll, adjusted, result, "9.0"
    )
    fields = {"roll": roll, "modified_roll": adjusted, "arrive": result == rolls.ARRIVE}
    return Resolution(
        result,
        fields,
        reinforcement_odds(inputs),
        record,
        (
            Event(
                f"Reinforcement roll {roll} - {values['game_turn']} = {adjusted}: {result}.",
                "9.0",
                record,
            ),
        ),
    )


def rout_inputs() -> tuple[InputSpec, ...]:
    """What the rout distance roll asks for [6.3]."""
    return (
        InputSpec(
            "rout_number",
            "Number beside the r",
            "int",
            default=0,
            low=0,
            high=3,
            help="r is 0, 1r is 1 ... [6.3]",
        ),
        InputSpec(
            "already_disrupted",
            "Unit already disrupted",
            "bool",
            default=False,
            help="Loses three additional CSPs [6.3] [7.0].",
        ),
    )


def rout_odds(inputs: Inputs) -> dict[str, Fraction]:
    """Exact odds of each rout distance [6.3]."""
    values = read_inputs(rout_inputs(), inputs)
    spec = game_data().dice("rout")
    return {
        f"{rolls.rout_distance(r, values['rout_number'])} hexes": p
        for r, p in spec.distribution().items()
    }


def rout_run(inputs: Inputs, roll: int) -> Resolution:
    """Resolve a rout distance with a natural roll [6.3]."""
    values = read_inputs(rout_inputs(), inputs)
    distance = rolls.rout_distance(roll, values["rout_number"])
    result = f"{distance} hexes"
    losses = rolls.rout_losses(values["already_disrupted"])
    record = roll_record(
        "rout", values, {"rout_number": values["rout_number"]}, roll, distance, result, "6.3"
    )
    fields = {"roll": roll, "distance": distance, "csp_loss": losses}
    return Resolution(
        result,
        fields,
        rout_odds(inputs),
        record,
        (
            Event(
                f"Rout: {roll} + {values['rout_number']} = {distance} hexes; {losses} CSP lost.",
                "6.3",
                record,
            ),
        ),
    )
