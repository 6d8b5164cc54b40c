"""Checks of a saved Vae Victis state beyond types: turns, sides, arms, loss records, leaders."""

from __future__ import annotations

from tabletop.core.errors import SaveError
from tabletop.core.i18n import say
from tabletop.games.bounds import check
from tabletop.games.vaevictis.bounds import BOUNDS
from tabletop.games.vaevictis.data import SIDES, game_data
from tabletop.games.vaevictis.state import (
    LEADER_STATUSES,
    RANKS,
    UNIT_STATUSES,
    VaeVictisState,
)


def validate(state: VaeVictisState) -> None:
    """SaveError naming the field when a hand-edited save holds an impossible game."""
    check(state, BOUNDS)
    data = game_data()
    if not 1 <= state.turn <= data.turns:
        raise SaveError(
            say(
                "state.turn is {turn}; the game has turns 1 to {turns}",
                turn=state.turn,
                turns=data.turns,
            )
        )
    if state.sequence not in (1, 2):
        raise SaveError(
            say(
                "state.sequence is {sequence}; a turn has sequences 1 and 2",
                sequence=state.sequence,
            )
        )
    if not 0 <= state.phase < len(data.phases):
        raise SaveError(
            say(
                "state.phase is {phase}; a sequence has {phases} phases",
                phase=state.phase,
                phases=len(data.phases),
            )
        )
    for name in ("first_player", "chooser"):
        if getattr(state, name) not in ("", *SIDES):
            raise SaveError(
                say("state.{name} '{value}' is not a side", name=name, value=getattr(state, name))
            )
    if len(state.side_vp) != 2:
        raise SaveError(say("state.side_vp holds the French and the Coalition values"))
    seen: set[str] = set()
    for i, unit in enumerate(state.units):
        where = f"state.units[{i}]"
        if unit.id in seen:
            raise SaveError(
                say("{where}.id '{id}' is in the order of battle twice", where=where, id=unit.id)
            )
        seen.add(unit.id)
        if unit.side not in SIDES:
            raise SaveError(say("{where}.side '{side}' is not a side", where=where, side=unit.side))
        if unit.arm not in data.arms:
            raise SaveError(
                say("{where}.arm '{arm}' is not an arm of the game", where=where, arm=unit.arm)
            )
        low, high = (int(data.section("morale_test")[k]) for k in ("low", "high"))
        if not unit.boxes or any(not low <= b <= high for b in unit.boxes):
            raise SaveError(
                say(
                    "{where}.boxes must hold morale values from {low} to {high}",
                    where=where,
                    low=low,
                    high=high,
                )
            )
        if not 0 <= unit.crossed <= len(unit.boxes):
            raise SaveError(
                say(
                    "{where}.crossed is {crossed}; it has {boxes} boxes",
                    where=where,
                    crossed=unit.crossed,
                    boxes=len(unit.boxes),
                )
            )
        if unit.status not in UNIT_STATUSES:
            raise SaveError(
                say(
                    "{where}.status '{status}' is not one of {statuses}",
                    where=where,
                    status=unit.status,
                    statuses=str(UNIT_STATUSES),
                )
            )
    names: set[str] = set()
    for i, leader in enumerate(state.leaders):
        where = f"state.leaders[{i}]"
        if leader.id in names:
            raise SaveError(say("{where}.id '{id}' is entered twice", where=where, id=leader.id))
        names.add(leader.id)
        if leader.side not in SIDES or leader.rank not in RANKS:
            raise SaveError(
                say(
                    "{where} has side '{side}' and rank '{rank}'",
                    where=where,
                    side=leader.side,
                    rank=leader.rank,
                )
            )
        if leader.status not in LEADER_STATUSES:
            raise SaveError(
                say(
                    "{where}.status '{status}' is not one of {statuses}",
                    where=where,
                    status=leader.status,
                    statuses=str(LEADER_STATUSES),
                )
            )
        if any(d not in ("leader", "aide") for d in leader.deaths):
            raise SaveError(say("{where}.deaths may hold only 'leader' and 'aide'", where=where))
    for i, held in enumerate(state.held):
        objective = next((o for o in data.objectives if o.id == held.id), None)
        if objective is None or not 0 <= held.hexes <= objective.hexes:
            raise SaveError(say("state.held[{i}] is not a count of an objective's hexes", i=i))
    known = set(data.section("options"))
    for option in state.options:
        if option not in known:
            raise SaveError(
                say("state.options names '{option}', which is not a rule option", option=option)
            )
