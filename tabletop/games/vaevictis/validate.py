"""Checks of a saved Vae Victis state beyond types: turns, sides, arms, loss records, leaders."""

from __future__ import annotations

from tabletop.core.errors import SaveError
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
        raise SaveError(f"state.turn is {state.turn}; the game has turns 1 to {data.turns}")
    if state.sequence not in (1, 2):
        raise SaveError(f"state.sequence is {state.sequence}; a turn has sequences 1 and 2")
    if not 0 <= state.phase < len(data.phases):
        raise SaveError(f"state.phase is {state.phase}; a sequence has {len(data.phases)} phases")
    for name in ("first_player", "chooser"):
        if getattr(state, name) not in ("", *SIDES):
            raise SaveError(f"state.{name} '{getattr(state, name)}' is not a side")
    if len(state.side_vp) != 2:
        raise SaveError("state.side_vp holds the French and the Coalition values")
    seen: set[str] = set()
    for i, unit in enumerate(state.units):
        where = f"state.units[{i}]"
        if unit.id in seen:
            raise SaveError(f"{where}.id '{unit.id}' is in the order of battle twice")
        seen.add(unit.id)
        if unit.side not in SIDES:
            raise SaveError(f"{where}.side '{unit.side}' is not a side")
        if unit.arm not in data.arms:
            raise SaveError(f"{where}.arm '{unit.arm}' is not an arm of the game")
        low, high = (int(data.section("morale_test")[k]) for k in ("low", "high"))
        if not unit.boxes or any(not low <= b <= high for b in unit.boxes):
            raise SaveError(f"{where}.boxes must hold morale values from {low} to {high}")
        if not 0 <= unit.crossed <= len(unit.boxes):
            raise SaveError(f"{where}.crossed is {unit.crossed}; it has {len(unit.boxes)} boxes")
        if unit.status not in UNIT_STATUSES:
            raise SaveError(f"{where}.status '{unit.status}' is not one of {UNIT_STATUSES}")
    names: set[str] = set()
    for i, leader in enumerate(state.leaders):
        where = f"state.leaders[{i}]"
        if leader.id in names:
            raise SaveError(f"{where}.id '{leader.id}' is entered twice")
        names.add(leader.id)
        if leader.side not in SIDES or leader.rank not in RANKS:
            raise SaveError(f"{where} has side '{leader.side}' and rank '{leader.rank}'")
        if leader.status not in LEADER_STATUSES:
            raise SaveError(f"{where}.status '{leader.status}' is not one of {LEADER_STATUSES}")
        if any(d not in ("leader", "aide") for d in leader.deaths):
            raise SaveError(f"{where}.deaths may hold only 'leader' and 'aide'")
    for i, held in enumerate(state.held):
        objective = next((o for o in data.objectives if o.id == held.id), None)
        if objective is None or not 0 <= held.hexes <= objective.hexes:
            raise SaveError(f"state.held[{i}] is not a count of an objective's hexes")
    known = set(data.section("options"))
    for option in state.options:
        if option not in known:
            raise SaveError(f"state.options names '{option}', which is not a rule option")
