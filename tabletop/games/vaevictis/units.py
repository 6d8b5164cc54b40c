"""The order of battle and the loss records: entering units, crossing boxes, disorder, rout,
rally, morale tests on a unit, the frozen lake, leaving the map [4.2] [7] [10.3] [12.3] [14].
"""

from __future__ import annotations

import dataclasses

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, joined, say, say_n, term
from tabletop.games.base import Event
from tabletop.games.kit import natural_roll, roll_record
from tabletop.games.vaevictis import rolls
from tabletop.games.vaevictis.data import SIDES, game_data
from tabletop.games.vaevictis.legal import rally_closed
from tabletop.games.vaevictis.multi import lost_text
from tabletop.games.vaevictis.santon import SANTON, battery_prompt
from tabletop.games.vaevictis.state import (
    DEPARTED,
    ELIMINATED,
    IN_PLAY,
    ON_MAP,
    ROUTED_OFF,
    Unit,
    VaeVictisState,
)
from tabletop.games.vaevictis.turns import Result, not_over

TEST_REASONS = (N_("fire"), N_("combat"), N_("square"), N_("rally"), N_("other"))
"""Why a unit tests its morale (a machine value, marked for the sentences that name it)."""
NOTHING_TO_RALLY = N_("{name} is neither disordered nor in rout; there is nothing to rally [7].")


def _replace(state: VaeVictisState, unit: Unit) -> VaeVictisState:
    return dataclasses.replace(
        state, units=tuple(unit if u.id == unit.id else u for u in state.units)
    )


def find_unit(state: VaeVictisState, unit_id: str) -> Unit:
    """A unit by id; RuleError when the order of battle has none."""
    unit = state.unit(unit_id)
    if unit is None:
        known = ", ".join(u.id for u in state.units) or term("none entered yet")
        raise RuleError(
            say(
                "there is no unit '{unit}' in the order of battle ({known}).",
                unit=unit_id,
                known=known,
            )
        )
    return unit


def unit_in_play(state: VaeVictisState, unit_id: str) -> Unit:
    """A unit still on the map; RuleError for one eliminated or gone."""
    not_over(state)
    unit = find_unit(state, unit_id)
    if not unit.in_play:
        gone = term("been eliminated") if unit.status == ELIMINATED else term(unit.status)
        raise RuleError(
            say("{name} has {gone}; its loss record is closed [12.3].", name=unit.name, gone=gone)
        )
    return unit


def add_unit(
    state: VaeVictisState,
    unit_id: str,
    name: str,
    side: str,
    arm: str,
    boxes: tuple[int, ...],
    division: str,
    guard: bool,
    santon: bool = False,
) -> Result:
    """Enter one unit of the order of battle with the morale of each loss box [14]."""
    key = unit_id.strip()
    if not key or not name.strip():
        raise RuleError(say("a unit needs an id and a name."))
    if state.unit(key) is not None:
        raise RuleError(say("there is already a unit '{unit}' in the order of battle.", unit=key))
    if side not in SIDES:
        raise RuleError(
            say(
                "'{first}' is not a side; the sides are {sides}.",
                first=side,
                sides=", ".join(SIDES),
            )
        )
    game_data().arm(arm)
    if not boxes:
        raise RuleError(say("a loss record has at least one box [12.3]."))
    for morale in boxes:
        rolls.check_morale(morale)
    if any(b > a for a, b in zip(boxes, boxes[1:], strict=False)):
        raise RuleError(
            say(
                "the morale in the loss boxes cannot rise from left to right: it diminishes in "
                "line with losses [12.3] [14]."
            )
        )
    if division and (state.leader(division) is None):
        raise RuleError(
            say(
                "there is no leader '{leader}'; enter the general de division first.",
                leader=division,
            )
        )
    unit = Unit(
        key,
        name.strip(),
        side,
        game_data().arm(arm).id,
        tuple(boxes),
        division,
        guard=guard,
        santon=santon,
    )
    if santon and side != SIDES[0]:
        raise RuleError(say("the Santon's two units are French [17]."))
    text = say(
        "{name} ({side}, {arm}) enters the order of battle, morale {boxes}.",
        name=unit.name,
        side=term(side),
        arm=term(unit.arm),
        boxes="-".join(str(b) for b in boxes),
    )
    events = [Event(text, "14")]
    if santon:
        events.append(Event(say(SANTON, name=unit.name), "17"))
    return dataclasses.replace(state, units=(*state.units, unit)), tuple(events)


def cross(state: VaeVictisState, unit: Unit, boxes: int, why: str) -> Result:
    """Cross boxes from the left; the last one crossed eliminates the unit [12.3]."""
    if boxes < 1:
        raise RuleError(say("cross at least one box [12.3]."))
    crossed = min(len(unit.boxes), unit.crossed + boxes)
    gone = crossed == len(unit.boxes)
    new = dataclasses.replace(unit, crossed=crossed, status=ELIMINATED if gone else unit.status)
    lost = crossed - unit.crossed
    text = (
        say_n(
            "{name} loses {n} point{why}: every box is crossed, the unit is eliminated [12.3].",
            "{name} loses {n} points{why}: every box is crossed, the unit is eliminated [12.3].",
            lost,
            name=unit.name,
            why=why,
        )
        if gone
        else say_n(
            "{name} loses {n} point{why}: morale now {morale} [12.3].",
            "{name} loses {n} points{why}: morale now {morale} [12.3].",
            lost,
            name=unit.name,
            why=why,
            morale=new.morale,
        )
    )
    return _replace(state, new), (Event(text, "12.3"),)


def lose(state: VaeVictisState, unit_id: str, boxes: int) -> Result:
    """Cross `boxes` loss boxes of a unit [12.3]."""
    return cross(state, unit_in_play(state, unit_id), boxes, "")


def disorder(state: VaeVictisState, unit_id: str, in_zoc: bool = False) -> Result:
    """A disorder marker; a unit already in disorder routs [12.3] [14.2]."""
    unit = unit_in_play(state, unit_id)
    if unit.routed:
        return state, (Event(say("{name} is already in rout.", name=unit.name), "12.3"),)
    if unit.disordered:
        return rout(state, unit_id, because=term(" (a second disorder) [12.3]"), in_zoc=in_zoc)
    new = dataclasses.replace(unit, disordered=True)
    return _replace(state, new), (
        Event(say("{name} is disordered [12.3].", name=unit.name), "12.3"),
    )


def stand_in_disorder(state: VaeVictisState, unit_id: str) -> Result:
    """Both sides of a close combat rout: the attacker stands in disorder instead, whatever
    markers it had; a second disorder does not rout it [13.2]."""
    unit = unit_in_play(state, unit_id)
    new = dataclasses.replace(unit, disordered=True)
    text = say(
        "{name} stands in disorder: when both sides rout, only the defender routs [13.2].",
        name=unit.name,
    )
    return _replace(state, new), (Event(text, "13.2"),)


def rout(state: VaeVictisState, unit_id: str, because: str = "", in_zoc: bool = False) -> Result:
    """A rout marker and a complete rout move; artillery that routs is eliminated [14.2]
    (VV4 option: only when in an enemy ZOC; otherwise foot 2 hexes, horse 3)."""
    unit = unit_in_play(state, unit_id)
    arm = game_data().arm(unit.arm)
    if unit.santon and state.has("vv4_santon_no_rout"):
        new = dataclasses.replace(unit, disordered=True)
        text = say(
            "{name} would rout{because}, but the Santon's units may suffer a disorder and "
            "may not rout: it stands in disorder (VV4 17).",
            name=unit.name,
            because=because,
        )
        return _replace(state, new), (Event(text, "17"),)
    if arm.rout_hexes == 0 and not state.has("vv4_artillery_rout"):
        new = dataclasses.replace(unit, status=ELIMINATED, routed=True)
        text = say(
            "{name} routs{because}: an artillery unit which routs is eliminated [14.2].",
            name=unit.name,
            because=because,
        )
        return _replace(state, new), (Event(text, "14.2"),)
    if arm.rout_hexes == 0 and in_zoc:
        new = dataclasses.replace(unit, status=ELIMINATED, routed=True)
        text = say(
            "{name} routs{because} in an enemy ZOC: a routed artillery unit in an enemy "
            "ZOC is eliminated (VV4 14.2).",
            name=unit.name,
            because=because,
        )
        return _replace(state, new), (Event(text, "14.2"),)
    new = dataclasses.replace(unit, routed=True, disordered=False)
    if arm.rout_hexes:
        text = say(
            "{name} routs{because} and makes a complete rout move of {hexes} hexes [14.2].",
            name=unit.name,
            because=because,
            hexes=arm.rout_hexes,
        )
    else:
        vv4 = game_data().section("options")["vv4_artillery_rout"]["rout_hexes"]
        text = (
            say(
                "{name} routs{because} and makes a complete rout move of {hexes} hexes "
                "(foot battery) (VV4 14.2).",
                name=unit.name,
                because=because,
                hexes=vv4[unit.arm],
            )
            if unit.arm == "foot-artillery"
            else say(
                "{name} routs{because} and makes a complete rout move of {hexes} hexes "
                "(horse battery) (VV4 14.2).",
                name=unit.name,
                because=because,
                hexes=vv4[unit.arm],
            )
        )
    return _replace(state, new), (Event(text, "14.2"),)


def _rally_rout(state: VaeVictisState, unit: Unit) -> Result:
    new = dataclasses.replace(unit, routed=False, disordered=True)
    text = say("{name} rallies: the rout marker is turned over to disorder [7.2].", name=unit.name)
    return _replace(state, new), (Event(text, "7.2"),)


def rally(state: VaeVictisState, unit_id: str) -> Result:
    """A disorder removed: automatically away from the enemy, after a passed test next to
    one [7.1]. A rout rallies only through a passed morale test at -1 [7.2]. Only the
    active player's units, in his Rally Phase [7]."""
    unit = unit_in_play(state, unit_id)
    closed = rally_closed(state, unit.side)
    if closed:
        raise RuleError(closed)
    if unit.routed:
        raise RuleError(
            say(
                "{name} is in rout: it rallies only by passing a morale test at -1 away from "
                "the enemy [7.2]; take a morale test for rally.",
                name=unit.name,
            )
        )
    if unit.disordered:
        new = dataclasses.replace(unit, disordered=False)
        return _replace(state, new), (
            Event(say("{name} removes its disorder [7.1].", name=unit.name), "7.1"),
        )
    raise RuleError(say(NOTHING_TO_RALLY, name=unit.name))


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
    bonus = leader_bonus(state, unit, leader_id)
    if reason not in TEST_REASONS:
        raise RuleError(
            say(
                "a morale test is for {reasons}, not '{reason}'.",
                reasons=", ".join(TEST_REASONS),
                reason=reason,
            )
        )
    if reason == "rally" and (closed := rally_closed(state, unit.side)):
        raise RuleError(closed)
    if reason == "rally" and not (unit.routed or unit.disordered):
        raise RuleError(say(NOTHING_TO_RALLY, name=unit.name))
    if unit.routed and reason in ("fire", "combat") and state.has("amend_routed_fails"):
        text = say(
            "{name} is in rout and fails the test automatically (amendments, 14.2).", name=unit.name
        )
        state, routed = rout(state, unit_id, because=term(" again"))
        return state, (Event(text, "14.2"), *routed)
    mods = rolls.morale_modifiers(
        minus=minus,
        square_from=rolls.square_formation(reason, square_from),
        disordered=reason == "square" and unit.disordered,
        rally_rout=reason == "rally" and unit.routed,
        artillery_stack=artillery_stack,
    )
    if bonus:
        mods["leader_bonus"] = bonus
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
    more: tuple[Event, ...] = ()
    if result == rolls.PASS:
        if reason == "rally" and unit.routed:
            state, more = _rally_rout(state, unit)
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
    if artillery_stack:
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


def cross_ice(
    state: VaeVictisState, dice: Dice, unit_id: str, hexes: int, rolls_typed: tuple[int, ...]
) -> Result:
    """One 1D6 for each frozen hex crossed in rout; a point lost where it cracks [14.2]."""
    unit = unit_in_play(state, unit_id)
    column = rolls.ice_column(unit.arm)
    if not unit.routed:
        raise RuleError(
            say("{name} is not in rout: the frozen lake is crossed in rout [14.2].", name=unit.name)
        )
    high = game_data().arm(unit.arm).rout_hexes
    if not 1 <= hexes <= high:
        raise RuleError(
            say(
                "{name} routs {high} hexes: it crosses 1 to {high} frozen hexes [14.2].",
                name=unit.name,
                high=high,
            )
        )
    if rolls_typed and len(rolls_typed) != hexes:
        raise RuleError(
            say(
                "crossing {hexes} frozen hexes takes {hexes} dice, one per hex [14.2].", hexes=hexes
            )
        )
    faces = []
    typed = bool(rolls_typed)
    for i in range(hexes):
        face, _ = natural_roll(dice, rolls_typed[i] if typed else None)
        faces.append(face)
    table = game_data().table("ice")
    results = tuple(table.lookup(roll=f, column=column).result for f in faces)
    lost = rolls.ice_losses(results, state.has("ice_every_hex"))
    rec = roll_record(
        "vaevictis",
        "ice",
        {"unit": unit.id, "hexes": hexes, "faces": faces},
        {},
        sum(faces),
        sum(faces),
        lost_text(lost),
        "14.2",
        f"{hexes}d6",
        typed=typed,
    )
    each = joined(
        [
            say("{face}: {result}", face=f, result=term(r.lower()))
            for f, r in zip(faces, results, strict=True)
        ],
        ", ",
    )
    text = say(
        "{name} on the frozen lake ({each}): {lost} [14.2].",
        name=unit.name,
        each=each,
        lost=lost_text(lost),
    )
    events = [Event(text, "14.2", rec)]
    if lost:
        state, crossed = cross(state, unit, lost, term(" on the ice"))
        events += crossed
    return state, tuple(events)


def leave_map(state: VaeVictisState, unit_id: str) -> Result:
    """A routing unit leaves the map and may not return; its losses count, not the bonus [19]."""
    unit = unit_in_play(state, unit_id)
    if unit.guard and state.guard_left:
        new = dataclasses.replace(unit, status=DEPARTED)
        text = say(
            "{name} leaves the map for the Pratzen: not in rout, no VP for its "
            "retreat (amendments, Russian Guard).",
            name=unit.name,
        )
        return _replace(state, new), (Event(text, "17"),)
    if not unit.routed:
        raise RuleError(
            say("{name} is not in rout: only a routing unit leaves the map [14.2].", name=unit.name)
        )
    new = dataclasses.replace(unit, status=ROUTED_OFF)
    text = say(
        "{name} leaves the map in rout and may not return: its {crossed} lost "
        "points count, not the elimination bonus [14.2] [19].",
        name=unit.name,
        crossed=unit.crossed,
    )
    return _replace(state, new), (Event(text, "19"),)


def eliminate(state: VaeVictisState, unit_id: str) -> Result:
    """A routing unit that cannot move is eliminated [14.2]."""
    unit = unit_in_play(state, unit_id)
    if not unit.routed:
        raise RuleError(
            say(
                "{name} is not in rout: a unit in rout which cannot move is "
                "eliminated [14.2]; otherwise cross its boxes.",
                name=unit.name,
            )
        )
    new = dataclasses.replace(unit, status=ELIMINATED)
    return _replace(state, new), (
        Event(say("{name} cannot rout and is eliminated [14.2].", name=unit.name), "14.2"),
    )


__all__ = ["IN_PLAY", "TEST_REASONS"]
