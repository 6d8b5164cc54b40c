"""The order of battle and the loss records: entering units, crossing boxes, disorder, rout,
rally, morale tests on a unit, the frozen lake, leaving the map [4.2] [7] [10.3] [12.3] [14].
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.core.i18n import joined, say, say_n, term
from tabletop.games.base import Event
from tabletop.games.kit import natural_roll, roll_record
from tabletop.games.vaevictis import rolls
from tabletop.games.vaevictis.data import SIDES, game_data
from tabletop.games.vaevictis.legal import NOTHING_TO_RALLY, ROUT_RALLIES_BY_TEST, rally_closed
from tabletop.games.vaevictis.multi import lost_text
from tabletop.games.vaevictis.santon import SANTON
from tabletop.games.vaevictis.state import (
    DEPARTED,
    ELIMINATED,
    IN_PLAY,
    ROUTED_OFF,
    Unit,
    VaeVictisState,
)
from tabletop.games.vaevictis.turns import Result, not_over


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


def rally_rout(state: VaeVictisState, unit: Unit) -> Result:
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
        raise RuleError(say(ROUT_RALLIES_BY_TEST, name=unit.name))
    if unit.disordered:
        new = dataclasses.replace(unit, disordered=False)
        return _replace(state, new), (
            Event(say("{name} removes its disorder [7.1].", name=unit.name), "7.1"),
        )
    raise RuleError(say(NOTHING_TO_RALLY, name=unit.name))


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


def crossing_odds(state: VaeVictisState, unit_id: str, hexes: int) -> dict[str, Fraction]:
    """The exact odds of each number of points this unit loses crossing `hexes` frozen
    hexes in rout, under the options in force [14.2]."""
    unit = unit_in_play(state, unit_id)
    odds = rolls.ice_odds(rolls.ice_column(unit.arm), hexes, state.has("ice_every_hex"))
    return {lost_text(int(k.split()[0])): p for k, p in odds.items()}


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


__all__ = ["IN_PLAY"]
