"""Leaders and aides-de-camp [1.4] [6.7] [15], and a general without troops (amendments)."""

from __future__ import annotations

import dataclasses
from fractions import Fraction

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.core.i18n import say, term
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
        known = ", ".join(g.id for g in state.leaders) or term("none entered yet")
        raise RuleError(
            say("there is no leader '{leader}' ({known}).", leader=leader_id, known=known)
        )
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
        raise RuleError(say("a leader needs an id and a name."))
    if state.leader(key) is not None:
        raise RuleError(say("there is already a leader '{leader}'.", leader=key))
    if side not in SIDES:
        raise RuleError(
            say(
                "'{first}' is not a side; the sides are {sides}.",
                first=side,
                sides=", ".join(SIDES),
            )
        )
    if rank not in RANKS:
        raise RuleError(
            say(
                "a leader is a corps commander or a general de division [1.4], "
                "not '{rank}'; choose {ranks}.",
                rank=rank,
                ranks=" or ".join(RANKS),
            )
        )
    section = game_data().section("initiative")
    if not int(section["low"]) <= initiative <= int(section["high"]):
        raise RuleError(
            say(
                "an initiative of {initiative} cannot be tested on 1D6 [6.7].",
                initiative=initiative,
            )
        )
    if corps:
        chief = state.leader(corps)
        if rank != "division" or chief is None or chief.rank != "corps" or chief.side != side:
            raise RuleError(
                say(
                    "only a general de division has a corps commander, of his own side, "
                    "entered first [1.4]."
                )
            )
    leader = Leader(key, name.strip(), side, rank, corps, initiative, bonus)
    text = (
        say("{name} ({side} corps commander) is entered.", name=leader.name, side=term(side))
        if rank == "corps"
        else say(
            "{name} ({side} general de division) is entered.", name=leader.name, side=term(side)
        )
    )
    return dataclasses.replace(state, leaders=(*state.leaders, leader)), (Event(text, "1.4"),)


def aide_values(state: VaeVictisState, leader_id: str, initiative: int, bonus: int) -> Result:
    """The aide-de-camp's own initiative and bonus, from the back of his general's counter
    [15.1]: used from his arrival (at once when he is on the map already)."""
    not_over(state)
    leader = find_leader(state, leader_id)
    new = dataclasses.replace(leader, aide_initiative=initiative, aide_bonus=bonus)
    if leader.aide and leader.status == ON_MAP:
        new = dataclasses.replace(new, initiative=initiative, bonus=bonus)
        when = term("he commands with them now")
    else:
        when = term("they apply once he replaces his general")
    text = say(
        "{name}'s aide-de-camp: initiative {initiative}, bonus {bonus}; {when} [15.1].",
        name=leader.name,
        initiative=initiative,
        bonus=bonus,
        when=when,
    )
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
        return say(
            "{effect}{who} [15.2]{held}", effect=term(aides["division_effect"]), who=who, held=held
        )
    generals = [g for g in state.leaders if g.corps == leader.id and g.status == ON_MAP]
    who = f" ({', '.join(g.name for g in generals)})" if generals else ""
    held = stays_in_command(state, [g.id for g in generals])
    return say("{effect}{who} [15.3]{held}", effect=term(aides["corps_effect"]), who=who, held=held)


def kill_leader(state: VaeVictisState, leader_id: str) -> Result:
    """A leader (or his aide) is killed: removed, his aide arrives two turns later [15.1]."""
    not_over(state)
    leader = find_leader(state, leader_id)
    if leader.status != ON_MAP:
        raise RuleError(
            say(
                "{name} is not on the map ({status}).", name=leader.name, status=term(leader.status)
            )
        )
    after = int(game_data().section("aides")["return_after_turns"])
    new = dataclasses.replace(
        leader,
        status=KILLED,
        returns_on=state.turn + after,
        deaths=(*leader.deaths, "aide" if leader.aide else "leader"),
    )
    text = (
        say(
            "{name}'s aide-de-camp is killed; another aide-de-camp arrives on Turn "
            "{turn} [15.1]. {then}.",
            name=leader.name,
            turn=new.returns_on,
            then=consequences(state, leader),
        )
        if leader.aide
        else say(
            "{name} is killed; his aide-de-camp arrives on Turn {turn} [15.1]. {then}.",
            name=leader.name,
            turn=new.returns_on,
            then=consequences(state, leader),
        )
    )
    return _replace(state, new), (Event(text, "15"),)


def capture(state: VaeVictisState, leader_id: str) -> Result:
    """A leader alone who cannot evade is captured and retired from the game; his enemy
    receives victory points (amendments, Leaders), read as those of a leader killed [19]."""
    not_over(state)
    leader = find_leader(state, leader_id)
    if leader.status != ON_MAP:
        raise RuleError(
            say(
                "{name} is not on the map ({status}).", name=leader.name, status=term(leader.status)
            )
        )
    new = dataclasses.replace(
        leader, status=CAPTURED, deaths=(*leader.deaths, "aide" if leader.aide else "leader")
    )
    text = say(
        "{name} is captured and retired from the game; the enemy scores him as "
        "killed [19]. {then}.",
        name=leader.name,
        then=consequences(state, leader),
    )
    return _replace(state, new), (Event(text, "15"),)


def withdraw(state: VaeVictisState, leader_id: str) -> Result:
    """A general de division without troops rejoins the emperor, giving no VP (amendments)."""
    not_over(state)
    leader = find_leader(state, leader_id)
    if leader.rank != "division" or leader.status != ON_MAP:
        raise RuleError(
            say(
                "only a general de division on the map can leave it without troops; "
                "{name} cannot (amendments, Leaders).",
                name=leader.name,
            )
        )
    left = [u.name for u in state.units if u.division == leader.id and u.in_play]
    if left:
        raise RuleError(
            say(
                "{name} still has troops on the map: {units}.",
                name=leader.name,
                units=", ".join(left),
            )
        )
    new = dataclasses.replace(leader, status=WITHDRAWN)
    text = say(
        "{name} has no troops left and rejoins the emperor: he may not return and "
        "gives the enemy no VP (amendments, Leaders).",
        name=leader.name,
    )
    return _replace(state, new), (Event(text, "15"),)


def _general(state: VaeVictisState, leader_id: str) -> Leader:
    """A general de division on the map, who may test his initiative [6.7]."""
    leader = find_leader(state, leader_id)
    if leader.rank != "division" or leader.status != ON_MAP:
        raise RuleError(say("only a general de division on the map tests his initiative [6.7]."))
    return leader


def initiative_odds(state: VaeVictisState, leader_id: str) -> dict[str, Fraction]:
    """The exact odds of this general taking command on his own initiative [6.7]."""
    return rolls.initiative_odds(_general(state, leader_id).initiative)


def initiative(state: VaeVictisState, dice: Dice, leader_id: str, roll: int | None) -> Result:
    """A general de division out of his corps commander's command tests his initiative at the
    beginning of the Command Phase [6.7]."""
    not_over(state)
    leader = _general(state, leader_id)
    if leader.side != state.active:
        raise RuleError(
            say("{name} tests in his own side's Command Phase [6.2] [6.7].", name=leader.name)
        )
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
        typed=typed,
    )
    held = stays_in_command(state, (leader.id,)) if result == rolls.OUT_OF_COMMAND else ""
    text = say(
        "{name}, initiative {initiative}: a {natural}, {result} [6.7]{held}.",
        name=leader.name,
        initiative=leader.initiative,
        natural=natural,
        result=term(result.lower()),
        held=held,
    )
    new = dataclasses.replace(state, initiative_tested=(*state.initiative_tested, leader.id))
    return new, (Event(text, "6.7", rec),)
