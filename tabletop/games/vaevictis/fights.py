"""Fire [12], close combat [13] and a leader's risk [15.1] resolved on the owner's tables and
applied to the loss records; and objectives held [19] and the competition clock."""

from __future__ import annotations

import dataclasses
from fractions import Fraction

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, say, say_n, term
from tabletop.games.base import Event
from tabletop.games.kit import natural_roll, roll_record
from tabletop.games.vaevictis import lost_tables
from tabletop.games.vaevictis.data import SIDES, game_data
from tabletop.games.vaevictis.effects import apply_effect, effect_test_odds
from tabletop.games.vaevictis.results import Effect, read_combat, read_effect
from tabletop.games.vaevictis.santon import fired_by, second_fire
from tabletop.games.vaevictis.state import Clock, Held, VaeVictisState
from tabletop.games.vaevictis.turns import Result, not_over
from tabletop.games.vaevictis.units import unit_in_play

NO_TEST = N_("'{result}' calls for no morale test, so {name} has no 2D6 roll to type [12.3].")


def _unreadable(cell: str) -> RuleError:
    return RuleError(
        say(
            "the result '{cell}' is not one of the types of [12.3] (Test, Test-1, Test-2, D2, R1, "
            "-); apply it on the loss record by hand.",
            cell=cell,
        )
    )


def result_on(
    state: VaeVictisState,
    dice: Dice,
    unit_id: str,
    result: str,
    reason: str,
    *,
    in_zoc: bool = False,
    roll: int | None = None,
) -> Result:
    """Apply a printed result read off the board to one unit [12.3]; `in_zoc`: the unit is
    in an enemy ZOC if it routs (a VV4 battery is then eliminated [14.2]); `roll`: the 2D6
    of the morale test it calls for, typed from real dice."""
    unit = unit_in_play(state, unit_id)
    effect = read_effect(result)
    if effect is None:
        raise _unreadable(result)
    if roll is not None and not effect.test:
        raise RuleError(say(NO_TEST, result=result, name=unit.name))
    return apply_effect(state, unit_id, effect, dice, reason, in_zoc=in_zoc, test_roll=roll)


def fire(
    state: VaeVictisState,
    dice: Dice,
    target: str,
    fire_factor: int,
    protection: int,
    modifier: int,
    roll: int | None,
    test_roll: int | None = None,
    santon_second: bool = False,
    firer: str = "",
) -> Result:
    """Fire on a target: the owner's Fire Results Table, applied at once [12.2] [12.3]; a
    test it calls for takes `test_roll` (typed 2D6), else the app's dice unless the fire
    roll was typed (then the player rolls the test and enters it). `santon_second`: the
    Santon battery's second fire this turn at the same target [17] (santon.second_fire);
    `firer`: the unit that fires, when named (recorded: it may not attack after firing
    offensively [12.1]; the Santon battery's first fire sets the target of its second)."""
    unit = unit_in_play(state, target)
    shooter = unit_in_play(state, firer) if firer else None
    if santon_second:
        second_fire(state, unit, Effect(""))  # refused before any die is rolled
    values = {"fire": fire_factor, "protection": protection, "modifier": modifier}
    column = lost_tables.fire_column(values)
    lost_tables.entered("fire")  # refused before a die is thrown
    natural, typed = natural_roll(dice, roll)
    found = lost_tables.fire_found(values, natural)
    effect = read_effect(found.result)
    if effect is None:
        raise _unreadable(found.result)
    rec = roll_record(
        "vaevictis",
        "fire",
        {**values, "target": unit.id, **({"firer": shooter.id} if shooter else {})},
        {},
        natural,
        natural,
        found.result,
        "12.2",
        typed=typed,
    )
    head = Event(
        say(
            "Fire on {name}: factor {column}, a {natural}: {result} [12.3].",
            name=unit.name,
            column=column,
            natural=natural,
            result=found.result,
        ),
        "12.3",
        rec,
    )
    said: tuple[Event, ...] = ()
    state = fired_by(state, shooter, unit, santon_second)
    if santon_second:
        effect, second = second_fire(state, unit, effect)
        said = (second,)
        if effect.none and test_roll is None:  # its Test was the whole result
            return state, (head, *said)
    state, events = apply_effect(
        state, target, effect, dice, "fire", test_roll=test_roll, typed=typed
    )
    return state, (head, *said, *events)


def fire_odds(
    state: VaeVictisState, target: str, fire_factor: int, protection: int, modifier: int
) -> dict[str, Fraction]:
    """The exact odds of each printed result of a fire at `target`, before its 1D6 is thrown:
    the owner's Fire Results Table on the fire factor (less protection, plus terrain and
    disorder) [12.2]. The target's morale test that a result may call for is a roll of its
    own (`MoraleTest`'s odds), not counted here."""
    unit_in_play(state, target)
    values = {"fire": fire_factor, "protection": protection, "modifier": modifier}
    return lost_tables.fire_chances(values)


def close_combat_odds(
    state: VaeVictisState, attacker: str, defender: str, attack: int, defend: int, modifier: int
) -> dict[str, Fraction]:
    """The exact odds of each printed result (attacker/defender) of a close combat, before
    its one die is thrown: the owner's TRC on the combat factor [13.2]. The morale tests a
    result calls for are rolls of their own."""
    unit_in_play(state, attacker)
    unit_in_play(state, defender)
    values = {"attack": attack, "defend": defend, "modifier": modifier}
    return lost_tables.combat_chances(values)


def leader_risk_odds(state: VaeVictisState, leader_id: str, column: str) -> dict[str, Fraction]:
    """The exact odds of each result of the mort des chefs table on `column` for this leader,
    on the owner's dice [15.1]."""
    from tabletop.games.vaevictis.leaders import find_leader

    not_over(state)
    find_leader(state, leader_id)
    return lost_tables.death_chances(column)


def result_odds(
    state: VaeVictisState, unit_id: str, result: str, reason: str, *, in_zoc: bool = False
) -> dict[str, Fraction] | None:
    """The exact odds of the morale test a printed result calls for, taken by the unit as the
    result leaves it [12.3] [0.4]; RuleError when the result calls for no test, None when
    the result's losses eliminate the unit."""
    unit = unit_in_play(state, unit_id)
    effect = read_effect(result)
    if effect is None:
        raise _unreadable(result)
    if not effect.test:
        raise RuleError(say(NO_TEST, result=result, name=unit.name))
    return effect_test_odds(state, unit_id, effect, reason, in_zoc=in_zoc)


def close_combat(
    state: VaeVictisState,
    dice: Dice,
    attacker: str,
    defender: str,
    attack: int,
    defend: int,
    modifier: int,
    roll: int | None,
    test_rolls: tuple[int | None, int | None] = (None, None),
) -> Result:
    """Close combat: one die applied to attacker and defender at once; if both rout, only the
    defender routs and the attacker stands in disorder [13.2]. `test_rolls`: the typed 2D6
    of the attacker's and the defender's tests (as for fire)."""
    a_unit, d_unit = unit_in_play(state, attacker), unit_in_play(state, defender)
    state = dataclasses.replace(state, attacked=(*state.attacked, a_unit.id))  # [13.1]
    if a_unit.side == d_unit.side:
        raise RuleError(
            say(
                "{attacker} and {defender} are on the same side [13.1].",
                attacker=a_unit.name,
                defender=d_unit.name,
            )
        )
    if a_unit.side != state.active:
        raise RuleError(
            say(
                "close combat is the active player's ({side}) [13.1].",
                side=term(state.active) if state.active else term("no one yet"),
            )
        )
    values = {"attack": attack, "defend": defend, "modifier": modifier}
    column = lost_tables.combat_factor(values)
    lost_tables.entered("close-combat")  # refused before a die is thrown
    natural, typed = natural_roll(dice, roll)
    found = lost_tables.combat_found(values, natural)
    on_attacker, on_defender = read_combat(found.result)
    if on_attacker is None or on_defender is None:
        raise _unreadable(found.result)
    stands = on_attacker.rout and on_defender.rout
    rec = roll_record(
        "vaevictis",
        "close-combat",
        {**values, "attacker": attacker, "defender": defender},
        {},
        natural,
        natural,
        found.result,
        "13.2",
        typed=typed,
    )
    head = Event(
        say(
            "{attacker} against {defender}: factor {column}, a {natural}: {result} [13.2].",
            attacker=a_unit.name,
            defender=d_unit.name,
            column=column,
            natural=natural,
            result=found.result,
        ),
        "13.2",
        rec,
    )
    a_roll, d_roll = test_rolls
    state, on_d = apply_effect(
        state, defender, on_defender, dice, "combat", test_roll=d_roll, typed=typed
    )
    state, on_a = apply_effect(
        state, attacker, on_attacker, dice, "combat", test_roll=a_roll, typed=typed, stands=stands
    )
    return state, (head, *on_d, *on_a)


def leader_risk(
    state: VaeVictisState, dice: Dice, leader_id: str, column: str, roll: int | None
) -> Result:
    """A leader stacked with a unit under fire or in combat reads the mort des chefs table;
    a "Killed" there kills him, with what follows [15.1] [15.2] [15.3]."""
    from tabletop.games.vaevictis.leaders import find_leader, kill_leader

    not_over(state)
    leader = find_leader(state, leader_id)
    lost_tables.entered("leader-death")  # refused before a die is thrown
    spec = lost_tables.leader_death_dice()
    natural, typed = natural_roll(dice, roll, spec)
    found = lost_tables.death_found(column, natural)
    rec = roll_record(
        "vaevictis",
        "leader-death",
        {"leader": leader.id, "column": column},
        {},
        natural,
        natural,
        found.result,
        "15.1",
        spec,
        typed=typed,
    )
    text = say(
        "{name}, column {column}, {natural}: {result} [15.1].",
        name=leader.name,
        column=found.column,
        natural=natural,
        result=found.result,
    )
    head = Event(text, "15.1", rec)
    if reads_killed(found.result):
        state, killed = kill_leader(state, leader.id)
        return state, (head, *killed)
    return state, (head,)


KILLED_WORDS = ("killed", "kill", "k", "dead", "tué", "tue", "mort")
"""How an owner may type the mort des chefs table's death (the table is not in the text)."""


def reads_killed(cell: str) -> bool:
    """True when a cell of the owner's mort des chefs table reads as the leader killed."""
    return " ".join(cell.strip().lower().split()) in KILLED_WORDS


def hold(state: VaeVictisState, objective_id: str, hexes: int) -> Result:
    """Record the hexes of an objective held by the side that scores it [19]."""
    objective = game_data().objective(objective_id)
    if not 0 <= hexes <= objective.hexes:
        raise RuleError(
            say_n(
                "{name} has {n} hex, not {hexes} [19].",
                "{name} has {n} hexes, not {hexes} [19].",
                objective.hexes,
                name=objective.name,
                hexes=hexes,
            )
        )
    held = tuple(h for h in state.held if h.id != objective.id)
    if hexes:
        held = (*held, Held(objective.id, hexes))
    vp = hexes * objective.vp_per_hex
    text = say(
        "{side} hold {hexes} of {of} at {name}: {vp} VP [19].",
        side=term(objective.side),
        hexes=hexes,
        of=objective.hexes,
        name=objective.name,
        vp=vp,
    )
    return dataclasses.replace(state, held=held), (Event(text, "19"),)


def clock(state: VaeVictisState, command: str, side: str | None, at_ms: int) -> Result:
    """Start, switch or pause the competition chess clock [Competition]; a start with no side
    starts the active player's clock."""
    side = side or state.active
    if not state.competition:
        raise RuleError(say("the chess clock is for a competition game [Competition]."))
    now = state.clock
    if at_ms < now.since_ms:
        raise RuleError(say("the clock cannot go back in time."))
    used = {s: now.used_ms(s, at_ms) for s in SIDES}
    if command == "pause":
        if not now.running:
            raise RuleError(say("the clock is already paused."))
        new = Clock(used[SIDES[0]], used[SIDES[1]], "", at_ms)
        return dataclasses.replace(state, clock=new), (Event(say("Clock paused."), "Competition"),)
    if command == "switch":
        if not now.running:
            raise RuleError(say("start the clock first."))
        side = SIDES[1] if now.running == SIDES[0] else SIDES[0]
    elif command != "start":
        raise RuleError(
            say("the clock can start, switch or pause, not '{command}'.", command=command)
        )
    elif not side:
        raise RuleError(say("no sequence has begun: say whose clock starts (French or Coalition)."))
    if side not in SIDES:
        raise RuleError(
            say(
                "'{first}' is not a side; the sides are {sides}.",
                first=side,
                sides=", ".join(SIDES),
            )
        )
    new = Clock(used[SIDES[0]], used[SIDES[1]], side, at_ms)
    return dataclasses.replace(state, clock=new), (
        Event(say("{side} clock runs.", side=term(side)), "Competition"),
    )


__all__ = ["Effect"]
