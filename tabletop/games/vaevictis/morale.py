"""A unit's morale test [0.4]: its modifiers (a Test-1, a square [10.3], a rally from rout
[7.2], a stack with artillery [4.2], the leader on top [4.3]), its exact odds on the state as
it is, the roll and what follows by reason. The Units page's odds are this test's odds."""

from __future__ import annotations

import dataclasses
from fractions import Fraction

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, say, term
from tabletop.games.base import Event
from tabletop.games.kit import natural_roll, roll_record
from tabletop.games.vaevictis import rolls
from tabletop.games.vaevictis.data import game_data
from tabletop.games.vaevictis.legal import NOTHING_TO_RALLY, rally_closed
from tabletop.games.vaevictis.santon import battery_prompt
from tabletop.games.vaevictis.state import ON_MAP, Unit, VaeVictisState
from tabletop.games.vaevictis.turns import Result
from tabletop.games.vaevictis.units import (
    disorder,
    rally,
    rally_rout,
    rout,
    unit_in_play,
)

TEST_REASONS = (N_("fire"), N_("combat"), N_("square"), N_("rally"), N_("other"))
"""Why a unit tests its morale (a machine value, marked for the sentences that name it)."""
TWO_BATTERIES = N_(
    "{name} is stacked with another battery: one test for both, without bonus, and a failure "
    "applies to both [4.2]."
)


def artillery(unit: Unit) -> bool:
    """True for a battery, foot or horse (the arms that cannot fight hand to hand [13.1])."""
    return not game_data().arm(unit.arm).hand_to_hand


def test_modifiers(
    state: VaeVictisState,
    unit: Unit,
    reason: str,
    minus: int,
    square_from: str,
    artillery_stack: bool,
    leader_id: str = "",
) -> dict[str, int]:
    """Each named change to the unit's morale for this test: Test-1 or -2 [12.3], the
    formation it forms square from and its disorder [10.3], -1 to rally from rout [7.2], +1
    for infantry or cavalry stacked with artillery (none for two batteries) [4.2], the
    leader on top [4.3]."""
    if reason not in TEST_REASONS:
        raise RuleError(
            say(
                "a morale test is for {reasons}, not '{reason}'.",
                reasons=", ".join(TEST_REASONS),
                reason=reason,
            )
        )
    mods = rolls.morale_modifiers(
        minus=minus,
        square_from=rolls.square_formation(reason, square_from),
        disordered=reason == "square" and unit.disordered,
        rally_rout=reason == "rally" and unit.routed,
        artillery_stack=artillery_stack and not artillery(unit),
    )
    bonus = leader_bonus(state, unit, leader_id)
    if bonus:
        mods["leader_bonus"] = bonus
    return mods


def test_odds(
    state: VaeVictisState,
    unit_id: str,
    reason: str,
    minus: int,
    square_from: str,
    artillery_stack: bool,
    leader_id: str = "",
) -> dict[str, Fraction]:
    """The exact odds of this unit passing this test now [0.4]: the chances its 2D6 are at
    or under its morale with every modifier; a unit in rout tested for fire or combat under
    the amendment fails without a roll (amendments, 14.2)."""
    unit = unit_in_play(state, unit_id)
    mods = test_modifiers(state, unit, reason, minus, square_from, artillery_stack, leader_id)
    if fails_unrolled(state, unit, reason):
        return {rolls.FAIL: Fraction(1)}
    return rolls.morale_odds(rolls.effective_morale(unit.morale, mods))


def fails_unrolled(state: VaeVictisState, unit: Unit, reason: str) -> bool:
    """True when the unit fails its test with no dice: in rout, tested for fire or combat,
    under the amendment amend_routed_fails (amendments, 14.2)."""
    return unit.routed and reason in ("fire", "combat") and state.has("amend_routed_fails")


def morale_test(
    state: VaeVictisState,
    dice: Dice,
    unit_id: str,
    reason: str,
    minus: int,
    square_from: str,
    artillery_stack: bool,
    roll: int | None,
    leader_id: str = "",
) -> Result:
    """2D6 at or under the unit's morale now passes [0.4], with what follows by reason;
    `leader_id`: the leader on top of its stack, who adds his bonus for morale [4.3]."""
    unit = unit_in_play(state, unit_id)
    mods = test_modifiers(state, unit, reason, minus, square_from, artillery_stack, leader_id)
    if reason == "rally" and (closed := rally_closed(state, unit.side)):
        raise RuleError(closed)
    if reason == "rally" and not (unit.routed or unit.disordered):
        raise RuleError(say(NOTHING_TO_RALLY, name=unit.name))
    if fails_unrolled(state, unit, reason):
        text = say(
            "{name} is in rout and fails the test automatically (amendments, 14.2).", name=unit.name
        )
        state, routed = rout(state, unit_id, because=term(" again"))
        return state, (Event(text, "14.2"), *routed)
    effective = rolls.effective_morale(unit.morale, mods)
    natural, typed = natural_roll(dice, roll, "2d6")
    result = rolls.morale_result(effective, natural)
    rec = roll_record(
        "vaevictis",
        "morale-test",
        {"unit": unit.id, "reason": reason, "morale": unit.morale},
        mods,
        natural,
        natural,
        result,
        "0.4",
        "2d6",
        side=unit.side,  # "the player who controls it throws 2D6" [0.4], in a fire too
        typed=typed,
    )
    text = say(
        "{name}, morale {morale} -> {effective}: 2D6 {natural}, {result} [0.4].",
        name=unit.name,
        morale=unit.morale,
        effective=effective,
        natural=natural,
        result=term(result),
    )
    events = [Event(text, "0.4", rec)]
    if reason == "rally" and unit.routed:  # one try from rout a Rally Phase [7.2]
        state = dataclasses.replace(state, rallied=(*state.rallied, unit.id))
    more: tuple[Event, ...] = ()
    if result == rolls.PASS:
        if reason == "rally" and unit.routed:
            state, more = rally_rout(state, unit)
        elif reason == "rally":
            state, more = rally(state, unit_id)
        elif reason == "square":
            more = (Event(say("{name} forms square [10.3].", name=unit.name), "10.3"),)
    elif reason == "square" or (reason == "fire" and state.has("amend_failed_test_disorders")):
        state, more = disorder(state, unit_id)
    elif reason == "combat":
        if state.has("amend_failed_test_disorders"):
            state, more = disorder(state, unit_id)
        else:
            state, more = rout(state, unit_id, because=term(" (failed test in combat, 5.2)"))
    elif reason == "rally" and unit.routed:
        more = (
            Event(say("{name} fails to rally and makes a rout move [7.2].", name=unit.name), "7.2"),
        )
    elif reason == "rally":
        more = (Event(say("{name} keeps its disorder [7.1].", name=unit.name), "7.1"),)
    if artillery_stack and artillery(unit):
        more = (*more, Event(say(TWO_BATTERIES, name=unit.name), "4.2"))
    elif artillery_stack:
        more = (*more, battery_prompt(state, unit))
    return state, (*events, *more)


def leader_bonus(state: VaeVictisState, unit: Unit, leader_id: str) -> int:
    """The bonus for morale of the leader on top of the unit's stack [4.3]: a leader on the
    map, of the unit's side, its general de division or the corps commander of its general
    (when the unit's general is entered). 0 with no leader named."""
    if not leader_id:
        return 0
    leader = state.leader(leader_id)
    if leader is None or leader.status != ON_MAP:
        raise RuleError(
            say(
                "there is no leader '{leader}' on the map to head {name} [4.3].",
                leader=leader_id,
                name=unit.name,
            )
        )
    general = state.leader(unit.division)
    own = (
        not unit.division
        or leader.id == unit.division
        or (general is not None and general.corps == leader.id)
    )
    if leader.side != unit.side or not own:
        raise RuleError(
            say(
                "{leader}'s modifiers apply only to units of his own division or corps, not "
                "to {name} [4.3].",
                leader=leader.name,
                name=unit.name,
            )
        )
    return leader.bonus
