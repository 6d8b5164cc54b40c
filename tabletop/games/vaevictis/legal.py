"""What may be done now: each action kind open or closed, with the reason and its case.

Panels enable their buttons from this and never re-derive a rule (DESIGN principle 3).
"""

from __future__ import annotations

from tabletop.core.data import load_board
from tabletop.core.i18n import say, term
from tabletop.games.vaevictis.data import SIDES, game_data
from tabletop.games.vaevictis.state import ON_MAP, VaeVictisState

UNIT_KINDS = (
    "lose",
    "disorder",
    "rout",
    "rally",
    "morale_test",
    "apply_result",
    "cross_ice",
    "leave_map",
    "eliminate",
)


def phase_index(phase_id: str) -> int:
    """Where a phase of boards/vaevictis.toml stands in the sequence [5.2]."""
    return next(i for i, p in enumerate(game_data().phases) if p.id == phase_id)


def rally_closed(state: VaeVictisState, unit_side: str = "") -> str:
    """Why no unit (of `unit_side`, when given) may rally now, "" when it may: only the
    active player, in his Rally Phase [7] [5.2] 2. The rally button and a morale test for
    rally both ask this."""
    if state.phase != phase_index("rally") or not state.first_player:
        return say(
            "units rally in the Rally Phase, where the active player tries to rally his "
            "routing or disordered units [7]."
        )
    if unit_side and unit_side != state.active:
        return say(
            "only the active player ({side}) rallies his units in his Rally Phase "
            "[7]; this unit is the other side's.",
            side=term(state.active),
        )
    return ""


def initiative_closed(state: VaeVictisState, leader_id: str = "") -> str:
    """Why no general (or `leader_id`) may test his initiative now, "" when one may: at the
    beginning of his side's Command Phase, once each [6.7]."""
    if state.phase != 0:
        return say("generals test their initiative at the start of the Command Phase [6.7].")
    ready = [
        g
        for g in state.leaders
        if g.status == ON_MAP and g.rank == "division" and g.side == state.active
    ]
    if not ready:
        return say("no general de division of the active side is on the map [6.7].")
    if leader_id in state.initiative_tested:
        name = next((g.name for g in state.leaders if g.id == leader_id), leader_id)
        return say(
            "{name} has tested his initiative this Command Phase: once a phase [6.7].", name=name
        )
    if all(g.id in state.initiative_tested for g in ready):
        return say(
            "every general de division of the {side} has tested his initiative "
            "this Command Phase [6.7].",
            side=term(state.active),
        )
    return ""


def _table_missing(name: str) -> str:
    table = load_board("vaevictis").table(name)
    if table.unknown:
        return say(
            "the {title} is not in the text: enter it once from your printed copy ({source}).",
            title=term(table.title),
            source=table.source,
        )
    return ""


def _why(state: VaeVictisState, kind: str, side: str = "") -> str:
    """ "" when the kind is open, else the reason (its phase and side are the sequence of
    play's, sequence.py)."""
    in_play = [u for u in state.units if u.in_play]
    on_map = [g for g in state.leaders if g.status == ON_MAP]
    if kind == "choose_first" and side in SIDES and side != state.chooser:
        return say(
            "the {side} won the roll or the bids; they choose [5.1].", side=term(state.chooser)
        )
    if kind in UNIT_KINDS:
        if not in_play:
            return say("enter the order of battle first: no unit is on the map [14].")
        if kind == "rally":
            return rally_closed(state, side if side in SIDES else "")
        return ""
    if kind == "fire":
        return _table_missing("fire") or ("" if in_play else say("no unit is on the map [14]."))
    if kind == "close_combat":
        return _table_missing("close-combat") or (
            ""
            if len({u.side for u in in_play}) == 2
            else say("close combat needs units of both sides on the map [13.1].")
        )
    if kind == "leader_risk":
        return _table_missing("leader-death") or ("" if on_map else say("no leader is on the map."))
    if kind == "aide_values":
        return "" if state.leaders else say("enter a leader from the leader chart first [1.4].")
    if kind in ("kill_leader", "capture_leader"):
        return "" if on_map else say("no leader is on the map [15].")
    if kind == "initiative":
        return initiative_closed(state)
    if kind == "withdraw_general":
        alone = [
            g
            for g in on_map
            if g.rank == "division"
            and not any(u.division == g.id and u.in_play for u in state.units)
        ]
        return "" if alone else say("every general de division on the map has troops (amendments).")
    if kind == "clock":
        return "" if state.competition else say("the chess clock is for a competition game.")
    return ""


def closed_reason(state: VaeVictisState, kind: str, side: str = "") -> str | None:
    """Why `kind` may not be taken now (None: it may); `side` "" for whoever acts."""
    return _why(state, kind, side) or None
