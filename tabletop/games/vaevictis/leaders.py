"""Leaders and aides-de-camp [1.4] [6.7] [15], and a general without troops (amendments)."""

from __future__ import annotations

import dataclasses

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.games.base import Event
from tabletop.games.kit import natural_roll, roll_record
from tabletop.games.vaevictis import rolls
from tabletop.games.vaevictis.data import SIDES, game_data
from tabletop.games.vaevictis.legal import initiative_closed
from tabletop.games.vaevictis.santon import stays_in_command
from tabletop.games.vaevictis.state import (
    CAPTURED,
    KILLED,
    ON_MAP,
    RANKS,
    WITHDRAWN,
    Leader,
    VaeVictisState,
)
from tabletop.games.vaevictis.turns import Result, not_over


def _replace(state: VaeVictisState, leader: Leader) -> VaeVictisState:
    return dataclasses.replace(
        state, leaders=tuple(leader if g.id == leader.id else g for g in state.leaders)
    )


def find_leader(state: VaeVictisState, leader_id: str) -> Leader:
    """A leader by id; RuleError when none was entered."""
    leader = state.leader(leader_id)
    if leader is None:
        known = ", ".join(g.id for g in state.leaders) or "none entered yet"
        raise RuleError(f"there is no leader '{leader_id}' ({known}).")
    return leader


def add_leader(
    state: VaeVictisState,
    leader_id: str,
    name: str,
    side: str,
    rank: str,
    corps: str,
    initiative: int,
    bonus: int = 0,
) -> Result:
    """Enter a corps commander or a general de division from the leader chart, with his
    initiative [6.7] and his bonus for morale and combat [4.3] [1.4]."""
    key = leader_id.strip()
    if not key or not name.strip():
        raise RuleError("a leader needs an id and a name.")
    if state.leader(key) is not None:
        raise RuleError(f"there is already a leader '{key}'.")
    if side not in SIDES:
        raise RuleError(f"'{side}' is not a side; the sides are {', '.join(SIDES)}.")
    if rank not in RANKS:
        raise RuleError(
            f"a leader is a corps commander or a general de division [1.4], "
            f"not '{rank}'; choose {' or '.join(RANKS)}."
        )
    section = game_data().section("initiative")
    if not int(section["low"]) <= initiative <= int(section["high"]):
        raise RuleError(f"an initiative of {initiative} cannot be tested on 1D6 [6.7].")
    if corps:
        chief = state.leader(corps)
        if rank != "division" or chief is None or chief.rank != "corps" or chief.side != side:
            raise RuleError(
                "only a general de division has a corps commander, of his own side, "
                "entered first [1.4]."
            )
    leader = Leader(key, name.strip(), side, rank, corps, initiative, bonus)
    title = "corps commander" if rank == "corps" else "general de division"
    return dataclasses.replace(state, leaders=(*state.leaders, leader)), (
        Event(f"{leader.name} ({side} {title}) is entered.", "1.4"),
    )


def aide_values(state: VaeVictisState, leader_id: str, initiative: int, bonus: int) -> Result:
    """The aide-de-camp's own initiative and bonus, from the back of his general's counter
    [15.1]: used from his arrival (at once when he is on the map already)."""
    not_over(state)
    leader = find_leader(state, leader_id)
    new = dataclasses.replace(leader, aide_initiative=initiative, aide_bonus=bonus)
    if leader.aide and leader.status == ON_MAP:
        new = dataclasses.replace(new, initiative=initiative, bonus=bonus)
        when = "he commands with them now"
    else:
        when = "they apply once he replaces his general"
    text = f"{leader.name}'s aide-de-camp: initiative {initiative}, bonus {bonus}; {when} [15.1]."
    return _replace(state, new), (Event(text, "15.1"),)


def consequences(state: VaeVictisState, leader: Leader) -> str:
    """What a killed leader's absence does until his aide arrives [15.2] [15.3]."""
    aides = game_data().section("aides")
    if leader.rank == "division":
        units = [
            u.name for u in state.units if u.division == leader.id and u.in_play and not u.santon
        ]
        who = f" ({', '.join(units)})" if units else ""
        held = stays_in_command(state, (leader.id,))
        return f"{aides['division_effect']}{who} [15.2]{held}"
    generals = [g for g in state.leaders if g.corps == leader.id and g.status == ON_MAP]
    who = f" ({', '.join(g.name for g in generals)})" if generals else ""
    held = stays_in_command(state, [g.id for g in generals])
    return f"{aides['corps_effect']}{who} [15.3]{held}"


def kill_leader(state: VaeVictisState, leader_id: str) -> Result:
    """A leader (or his aide) is killed: removed, his aide arrives two turns later [15.1]."""
    not_over(state)
    leader = find_leader(state, leader_id)
    if leader.status != ON_MAP:
        raise RuleError(f"{leader.name} is not on the map ({leader.status}).")
    after = int(game_data().section("aides")["return_after_turns"])
    who = f"{leader.name}'s aide-de-camp" if leader.aide else leader.name
    new = dataclasses.replace(
        leader,
        status=KILLED,
        returns_on=state.turn + after,
        deaths=(*leader.deaths, "aide" if leader.aide else "leader"),
    )
    text = (
        f"{who} is killed; {'another' if leader.aide else 'his'} aide-de-camp arrives on Turn "
        f"{new.returns_on} [15.1]. {consequences(state, leader)}."
    )
    return _replace(state, new), (Event(text, "15"),)


def capture(state: VaeVictisState, leader_id: str) -> Result:
    """A leader alone who cannot evade is captured and retired from the game; his enemy
    receives victory points (amendments, Leaders), read as those of a leader killed [19]."""
    not_over(state)
    leader = find_leader(state, leader_id)
    if leader.status != ON_MAP:
        raise RuleError(f"{leader.name} is not on the map ({leader.status}).")
    new = dataclasses.replace(
        leader, status=CAPTURED, deaths=(*leader.deaths, "aide" if leader.aide else "leader")
    )
    text = (
        f"{leader.name} is captured and retired from the game; the enemy scores him as "
        f"killed [19]. {consequences(state, leader)}."
    )
    return _replace(state, new), (Event(text, "15"),)


def withdraw(state: VaeVictisState, leader_id: str) -> Result:
    """A general de division without troops rejoins the emperor, giving no VP (amendments)."""
    not_over(state)
    leader = find_leader(state, leader_id)
    if leader.rank != "division" or leader.status != ON_MAP:
        raise RuleError(
            f"only a general de division on the map can leave it without troops; "
            f"{leader.name} cannot (amendments, Leaders)."
        )
    left = [u.name for u in state.units if u.division == leader.id and u.in_play]
    if left:
        raise RuleError(f"{leader.name} still has troops on the map: {', '.join(left)}.")
    new = dataclasses.replace(leader, status=WITHDRAWN)
    text = (
        f"{leader.name} has no troops left and rejoins the emperor: he may not return and "
        "gives the enemy no VP (amendments, Leaders)."
    )
    return _replace(state, new), (Event(text, "15"),)


def initiative(state: VaeVictisState, dice: Dice, leader_id: str, roll: int | None) -> Result:
    """A general de division out of his corps commander's command tests his initiative at the
    beginning of the Command Phase [6.7]."""
    not_over(state)
    leader = find_leader(state, leader_id)
    if leader.rank != "division" or leader.status != ON_MAP:
        raise RuleError("only a general de division on the map tests his initiative [6.7].")
    if leader.side != state.active:
        raise RuleError(f"{leader.name} tests in his own side's Command Phase [6.2] [6.7].")
    closed = initiative_closed(state, leader.id)
    if closed:
        raise RuleError(closed)
    natural, typed = natural_roll(dice, roll)
    result = rolls.initiative_result(leader.initiative, natural)
    rec = roll_record(
        "vaevictis",
        "initiative",
        {"leader": leader.id, "initiative": leader.initiative},
        {},
        natural,
        natural,
        result,
        "6.7",
        side=leader.side,
        typed=typed,
    )
    held = stays_in_command(state, (leader.id,)) if result == rolls.OUT_OF_COMMAND else ""
    text = (
        f"{leader.name}, initiative {leader.initiative}: a {natural}, {result.lower()} [6.7]{held}."
    )
    new = dataclasses.replace(state, initiative_tested=(*state.initiative_tested, leader.id))
    return new, (Event(text, "6.7", rec),)
