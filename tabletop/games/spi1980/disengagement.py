"""The Disengagement Check [4.6]: a unit leaving an Enemy Zone of Control rolls one die; a
modified 1 costs a CSP or a disruption. Its numbers are read from boards/spi1980.toml.
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, say, term
from tabletop.games.base import Event, InputSpec, Resolution, RollRecord
from tabletop.games.kit import natural_roll, roll_record
from tabletop.games.spi1980.actions import Disengage, DisengagementLoss
from tabletop.games.spi1980.army_morale import check_demoralization, csp_lost, eliminate
from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.inputs import Inputs, read_inputs
from tabletop.games.spi1980.legal import require_on_map
from tabletop.games.spi1980.state import PendingDisengagement, Spi1980State

Outcome = tuple[Spi1980State, tuple[Event, ...]]

NO_EFFECT = N_("no effect")
ONE_CSP_LOSS = N_("one CSP loss")
EXTRA_ENEMY_HEXES = N_("enemy hexes above one [4.6]")
ZOC_TO_ZOC = N_("ZOC to ZOC [4.6]")
FLOOR_OF_ONE = N_("below 1 counts as 1 [4.6]")


def disengagement_modifiers(
    roll: int, enemy_hexes: int = 1, zoc_to_zoc: bool = False
) -> dict[str, int]:
    """Each change to a Disengagement Check roll, named by its cause [4.6].

    One less for each Enemy-occupied hex above one exerting a ZOC into the hex exited, one less
    again moving straight into another Enemy ZOC; a roll below one counts as one, which the
    log shows as a modifier of its own so the modifiers always add up to the modified roll.
    """
    if enemy_hexes < 1:
        raise RuleError(say("a Disengagement Check needs at least one Enemy hex exerting a ZOC."))
    rules = game_data().section("disengagement")
    out: dict[str, int] = {}
    if enemy_hexes > 1:
        out[EXTRA_ENEMY_HEXES] = (enemy_hexes - 1) * int(rules["per_extra_enemy_hex"])
    if zoc_to_zoc:
        out[ZOC_TO_ZOC] = int(rules["zoc_to_zoc"])
    lowest = int(rules["lowest"])
    if roll + sum(out.values()) < lowest:
        out[FLOOR_OF_ONE] = lowest - roll - sum(out.values())
    return out


def disengagement_roll(roll: int, enemy_hexes: int = 1, zoc_to_zoc: bool = False) -> int:
    """The modified Disengagement Check roll [4.6]: the roll plus its named modifiers."""
    return roll + sum(disengagement_modifiers(roll, enemy_hexes, zoc_to_zoc).values())


def disengagement_result(modified: int) -> str:
    """One CSP loss on a modified 1, otherwise no effect [4.6]."""
    rules = game_data().section("disengagement")
    return ONE_CSP_LOSS if modified <= int(rules["loss_on_or_below"]) else NO_EFFECT


def disengagement_odds(enemy_hexes: int = 1, zoc_to_zoc: bool = False) -> dict[str, Fraction]:
    """Exact odds of a Disengagement Check [4.6]."""
    out = {ONE_CSP_LOSS: Fraction(0), NO_EFFECT: Fraction(0)}
    for roll, p in game_data().dice("disengagement").distribution().items():
        out[disengagement_result(disengagement_roll(roll, enemy_hexes, zoc_to_zoc))] += p
    return out


# -- the actions ----------------------------------------------------------------------------


def disengage_odds_of(state: Spi1980State, action: Disengage) -> dict[str, Fraction]:
    """The chance of each result of this unit's Disengagement Check, as `disengage` reads
    it [4.6]; RuleError when the unit is not the Phasing Player's on the map."""
    require_on_map(state, action.unit, state.phasing_side)
    return disengagement_odds(action.enemy_hexes, action.zoc_to_zoc)


def disengage(state: Spi1980State, action: Disengage, dice: Dice) -> Outcome:
    """A unit leaving an Enemy ZOC makes a Disengagement Check [4.6]."""
    side = state.phasing_side
    require_on_map(state, action.unit, side)
    roll, typed = natural_roll(dice, action.roll, game_data().dice("disengagement"))
    modifiers = disengagement_modifiers(roll, action.enemy_hexes, action.zoc_to_zoc)
    modified = roll + sum(modifiers.values())
    result = disengagement_result(modified)
    name = game_data().unit(action.unit).name
    record = RollRecord(
        side,
        "spi1980/disengagement",
        {"unit": action.unit, "enemy_hexes": action.enemy_hexes, "zoc_to_zoc": action.zoc_to_zoc},
        modifiers,
        roll,
        modified,
        result,
        "4.6",
        typed,
    )
    events = [
        Event(
            say(
                "{unit} disengages: {roll} (modified {modified}), {result}.",
                unit=name,
                roll=roll,
                modified=modified,
                result=term(result),
            ),
            "4.6",
            record,
        )
    ]
    if result == ONE_CSP_LOSS:
        state = dataclasses.replace(state, pending_disengagement=PendingDisengagement(action.unit))
        events.append(
            Event(
                say(
                    "Take the loss as one CSP (the unit may go on moving) or as a "
                    "disruption (it stops in the hex entered)."
                ),
                "4.6",
            )
        )
    return state, tuple(events)


def disengagement_loss(state: Spi1980State, action: DisengagementLoss, dice: Dice) -> Outcome:
    """Satisfy a Disengagement Check loss by a CSP or by disruption [4.6] [7.0]."""
    pending = state.pending_disengagement
    assert pending is not None  # legal.closed_reason refuses the action otherwise
    unit = state.unit(pending.unit)
    name = game_data().unit(pending.unit).name
    events: tuple[Event, ...]
    before = csp_lost(state)
    if action.how == "csp":
        state, events = eliminate(state, pending.unit, 1, "4.6")
    elif unit.disrupted:
        # A disrupted unit suffering a disruption effect loses one additional CSP [7.0].
        state, events = eliminate(state, pending.unit, 1, "7.0")
        events += (Event(say("{unit} stops in the hex entered.", unit=name), "4.6"),)
    else:
        state = state.with_unit(dataclasses.replace(unit, disrupted=True))
        events = (
            Event(say("{unit} is disrupted and stops in the hex entered.", unit=name), "4.6"),
        )
    if action.how != "csp":
        state = dataclasses.replace(state, halted=(*state.halted, pending.unit))
    state = dataclasses.replace(state, pending_disengagement=None)
    state, more = check_demoralization(state, before)
    return state, events + more


# -- the resolver -----------------------------------------------------------------------------


def disengagement_inputs() -> tuple[InputSpec, ...]:
    """What a Disengagement Check asks for [4.6]."""
    return (
        InputSpec(
            "enemy_hexes",
            N_("Enemy hexes exerting a ZOC"),
            "int",
            default=1,
            low=1,
            high=6,
            help=N_("Each hex above one subtracts 1 [4.6]."),
        ),
        InputSpec(
            "zoc_to_zoc",
            N_("Moving into another Enemy ZOC"),
            "bool",
            default=False,
            help=N_("Subtracts 1 [4.6]."),
        ),
    )


def resolver_odds(inputs: Inputs) -> dict[str, Fraction]:
    """Exact odds of a Disengagement Check from the resolver's inputs [4.6]."""
    values = read_inputs(disengagement_inputs(), inputs)
    return disengagement_odds(values["enemy_hexes"], values["zoc_to_zoc"])


def resolver_run(inputs: Inputs, roll: int) -> Resolution:
    """Resolve a Disengagement Check with a natural roll [4.6]."""
    values = read_inputs(disengagement_inputs(), inputs)
    modifiers = disengagement_modifiers(roll, values["enemy_hexes"], values["zoc_to_zoc"])
    modified = roll + sum(modifiers.values())
    result = disengagement_result(modified)
    record = roll_record(
        "spi1980", "disengagement", values, modifiers, roll, modified, result, "4.6"
    )
    fields = {
        "roll": roll,
        "modifiers": modifiers,
        "modified_roll": modified,
        "loss": result == ONE_CSP_LOSS,
    }
    return Resolution(
        result,
        fields,
        resolver_odds(inputs),
        record,
        (
            Event(
                say(
                    "Disengagement Check {roll} (modified {modified}): {result}.",
                    roll=roll,
                    modified=modified,
                    result=term(result),
                ),
                "4.6",
                record,
            ),
        ),
    )
