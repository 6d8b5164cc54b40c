"""Victory points [19]: each side's total, line by line as the chart prints it, and the result.

Every value comes from the VP chart in boards/vaevictis.toml, read apart into its French and
Coalition columns.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from tabletop.core.i18n import N_, joined, say, term
from tabletop.games.vaevictis.data import SIDES, game_data
from tabletop.games.vaevictis.state import (
    CAPTURED,
    ELIMINATED,
    ROUTED_OFF,
    Unit,
    VaeVictisState,
    other_side,
)


@dataclass(frozen=True)
class VpLine:
    """One line of a side's VP total."""

    label: str
    """What scored ("Blasiowitz, 2 of 3 hexes")."""
    vp: int
    """VP it scores (negative for a penalty)."""
    case: str
    """Rulebook case."""


DEATHS = (N_("leader"), N_("aide"))
"""A leader's deaths as his VP line lists them [19]."""

ROUTED_OFF_CROSSED = "routed_off_crossed_only"
"""The named option: a unit that left the map in rout scores only its crossed boxes [19]."""


def points_lost(unit: Unit, crossed_only: bool = False) -> int:
    """Morale points the unit's army has lost with it [19]: every box of a unit eliminated
    ("destroyed an enemy infantry unit with three morale points marked would score (3x2VP)
    plus 4") or gone off the map in rout ("one counts the total of morale points which have
    been lost ... This would give only 6 VPs in the above example"), else the boxes crossed.
    `crossed_only` (option routed_off_crossed_only): a unit gone in rout counts only its
    crossed boxes."""
    if unit.status == ELIMINATED or (unit.status == ROUTED_OFF and not crossed_only):
        return len(unit.boxes)
    return unit.crossed


def unit_vp(unit: Unit, crossed_only: bool = False) -> int:
    """VP an enemy scores for this unit's losses [19]: each morale point lost by arm, plus the
    elimination bonus unless it left the map in rout; none for the Guard's departure [17]."""
    losses = game_data().section("losses")[game_data().arm(unit.arm).vp_arm]
    points = points_lost(unit, crossed_only) * int(losses["per_sp"])
    if unit.status == ELIMINATED:
        points += int(losses["per_elimination"])
    return points


def leader_vp(rank: str, deaths: tuple[str, ...]) -> int:
    """VP for each death of a leader or of his aide-de-camp [19]."""
    table = game_data().section("leader_vp")
    each = {
        "leader": int(table[rank]),
        "aide": int(table["corps_aide" if rank == "corps" else "division_aide"]),
    }
    return sum(each[d] for d in deaths)


def penalty_minutes(used_ms: int, whole_minutes: bool) -> int:
    """Minutes over the ninety a side has [Competition]: each one begun counts, or (option
    clock_whole_minutes) only whole ones."""
    allowed = int(game_data().section("competition")["minutes_per_side"]) * 60_000
    over = max(0, used_ms - allowed)
    return over // 60_000 if whole_minutes else math.ceil(over / 60_000)


def vp_lines(state: VaeVictisState, side: str, now_ms: int | None = None) -> tuple[VpLine, ...]:
    """Every line of one side's VP total [19]."""
    data = game_data()
    lines: list[VpLine] = []
    index = SIDES.index(side)
    if state.side_vp[index]:
        lines.append(VpLine(term("Agreed value of side"), state.side_vp[index], "19"))
    if state.initiative_bid and state.chooser and state.chooser != side:
        lines.append(
            VpLine(term("Value of initiative (the bid given)"), state.initiative_bid, "5.1")
        )
    for objective in data.objectives:
        held = state.hexes_held(objective.id)
        if objective.side == side and held:
            label = (
                say(
                    "{name}, {held} of {hexes} hexes",
                    name=objective.name,
                    held=held,
                    hexes=objective.hexes,
                )
                if objective.hexes > 1
                else objective.name
            )
            lines.append(VpLine(label, held * objective.vp_per_hex, "19"))
    enemy = other_side(side)
    crossed_only = state.has(ROUTED_OFF_CROSSED)
    for unit in state.units:
        if unit.side == enemy:
            how = {ELIMINATED: term(ELIMINATED), ROUTED_OFF: term(ROUTED_OFF)}.get(
                unit.status, term("losses")
            )
            lost = points_lost(unit, crossed_only)
            vp = unit_vp(unit, crossed_only)
            if vp:
                label = say("{name}: {lost} lost, {how}", name=unit.name, lost=lost, how=how)
                lines.append(VpLine(label, vp, "19"))
    for leader in state.leaders:
        if leader.side == enemy and leader.deaths:
            vp = leader_vp(leader.rank, leader.deaths)
            how = term(CAPTURED) if leader.status == CAPTURED else term("killed")
            label = say(
                "{name}: {deaths} {how}",
                name=leader.name,
                deaths=joined([term(d) for d in leader.deaths], ", "),
                how=how,
            )
            lines.append(VpLine(label, vp, "15 19"))
    if state.competition:
        minutes = penalty_minutes(
            state.clock.used_ms(side, now_ms), state.has("clock_whole_minutes")
        )
        if minutes:
            per = int(data.section("competition")["vp_per_minute_over"])
            label = say("Clock: {minutes} min over", minutes=minutes)
            lines.append(VpLine(label, -per * minutes, "Competition"))
    return tuple(lines)


def totals(state: VaeVictisState, now_ms: int | None = None) -> dict[str, int]:
    """Each side's VP total."""
    return {side: sum(line.vp for line in vp_lines(state, side, now_ms)) for side in SIDES}


def verdict(state: VaeVictisState, now_ms: int | None = None) -> str:
    """The result: French victory, Coalition victory or Draw (a lead of more than 15) [19]."""
    margin = int(game_data().section("victory")["margin"])
    score = totals(state, now_ms)
    french, coalition = score[SIDES[0]], score[SIDES[1]]
    if french - coalition > margin:
        return say("{side} victory", side=term(SIDES[0]))
    if coalition - french > margin:
        return say("{side} victory", side=term(SIDES[1]))
    return term("Draw")
