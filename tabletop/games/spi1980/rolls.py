"""The rolls the rules give in prose: disengagement [4.6], reinforcement [9.0], rout [6.3].

Their numbers are read from boards/spi1980.toml, where each section names its case.
"""

from __future__ import annotations

from fractions import Fraction

from tabletop.core.errors import RuleError
from tabletop.games.spi1980.data import game_data

NO_EFFECT = "no effect"
ONE_CSP_LOSS = "one CSP loss"
ARRIVE = "reinforcements arrive"
NOT_YET = "not yet"


EXTRA_ENEMY_HEXES = "enemy hexes above one [4.6]"
ZOC_TO_ZOC = "ZOC to ZOC [4.6]"
FLOOR_OF_ONE = "below 1 counts as 1 [4.6]"


def disengagement_modifiers(
    roll: int, enemy_hexes: int = 1, zoc_to_zoc: bool = False
) -> dict[str, int]:
    """Each change to a Disengagement Check roll, named by its cause [4.6].

    One less for each Enemy-occupied hex above one exerting a ZOC into the hex exited, one less
    again moving straight into another Enemy ZOC; a roll below one counts as one, which the
    log shows as a modifier of its own so the modifiers always add up to the modified roll.
    """
    if enemy_hexes < 1:
        raise RuleError("a Disengagement Check needs at least one Enemy hex exerting a ZOC.")
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


def reinforcement_roll(roll: int, game_turn: int) -> int:
    """The adjusted reinforcement roll: the Game-Turn is subtracted [9.0]."""
    rules = game_data().section("reinforcement")
    if game_turn < int(rules["first_turn"]):
        raise RuleError(f"the reinforcement roll starts on Game-Turn {rules['first_turn']} [9.0].")
    return roll - game_turn if rules["subtract_game_turn"] else roll


def reinforcement_result(adjusted: int) -> str:
    """Reinforcements appear on an adjusted 1 or less [9.0]."""
    rules = game_data().section("reinforcement")
    return ARRIVE if adjusted <= int(rules["arrive_on_or_below"]) else NOT_YET


def reinforcement_odds(game_turn: int) -> dict[str, Fraction]:
    """Exact odds of the reinforcement roll on a Game-Turn [9.0]."""
    out = {ARRIVE: Fraction(0), NOT_YET: Fraction(0)}
    for roll, p in game_data().dice("reinforcement").distribution().items():
        out[reinforcement_result(reinforcement_roll(roll, game_turn))] += p
    return out


def rout_distance(roll: int, rout_number: int) -> int:
    """Hexes a routed force retreats: the die plus the number beside the r [6.3]."""
    if rout_number < 0:
        raise RuleError("the number beside an r result is 0 to 3.")
    return roll + rout_number


def rout_losses(already_disrupted: bool) -> int:
    """CSPs a routed unit loses: one in total, three more for a unit already disrupted [6.3]."""
    rules = game_data().section("rout")
    extra = int(rules["disrupted_extra_loss"]) if already_disrupted else 0
    return int(rules["csp_loss"]) + extra
