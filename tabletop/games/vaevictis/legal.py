"""What may be done now: each action kind open or closed, with the reason and its case.

Panels enable their buttons from this and never re-derive a rule (DESIGN principle 3).
"""

from __future__ import annotations

from tabletop.core.data import load_board
from tabletop.core.i18n import N_, say, term
from tabletop.games.actions import GameAction
from tabletop.games.vaevictis.army_actions import (
    ApplyResult,
    CloseCombat,
    Fire,
    MoraleTest,
    Rally,
    Rout,
)
from tabletop.games.vaevictis.data import SIDES, game_data
from tabletop.games.vaevictis.santon import santon_closed
from tabletop.games.vaevictis.state import ON_MAP, Unit, VaeVictisState

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


def last_phase(state: VaeVictisState) -> bool:
    """True in the last phase of the game's last turn, which Next phase ends [5.3]."""
    from tabletop.games.vaevictis.turns import at_turn_end, last_turn

    return at_turn_end(state) and state.turn >= last_turn(state)


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
    if kind == "guard_departure":
        from tabletop.games.vaevictis.turns import guard_closed

        return guard_closed(state)
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
    if kind == "next_phase" and state.clock.running and last_phase(state):
        return say(
            "the game ends with this phase: pause the chess clock first, so the {side} "
            "player's time is counted [Competition].",
            side=term(state.clock.running),
        )
    return ""


def closed_reason(state: VaeVictisState, kind: str, side: str = "") -> str | None:
    """Why `kind` may not be taken now (None: it may); `side` "" for whoever acts."""
    return _why(state, kind, side) or None


FIRE_PHASES = ("defensive_fire", "offensive_fire")
"""The phases in which units fire, the inactive player's then the active player's [5.2]."""


def _phase_id(state: VaeVictisState) -> str:
    return game_data().phases[state.phase].id if state.first_player else ""


def fired_at(state: VaeVictisState) -> str:
    """The side whose units are fired at now: the active player's in the Defensive Fire
    Phase [12.4], the inactive player's in the Offensive Fire Phase [5.2] 7 ("" elsewhere)."""
    phase = _phase_id(state)
    if phase == "defensive_fire":
        return state.active
    if phase == "offensive_fire":
        return next(s for s in SIDES if s != state.active)
    return ""


def _target_closed(state: VaeVictisState, unit: Unit | None) -> str:
    """Why `unit` cannot be the target of a fire (or take a fire's result) now."""
    side = fired_at(state)
    if unit is None or not side or unit.side == side:
        return ""
    return say(
        "in the {phase}, the {side} units are fired at [5.2] [12.4]; {name} is {own}.",
        phase=term(game_data().phases[state.phase].name),
        side=term(side),
        name=unit.name,
        own=term(unit.side),
    )


def _guard_fights(state: VaeVictisState, unit: Unit) -> str:
    """Why a Guard unit on its way to the Pratzen may not attack or fire offensively [17]:
    "They cannot fight or fire, except in defence"; the option amend_guard_zoc_fights reads
    the amendments' "those in an enemy ZOC may stay and fight" (see docs/vaevictis.md)."""
    if not (unit.guard and state.guard_left) or state.has(GUARD_ZOC_FIGHTS):
        return ""
    return say(
        "{name} has left for the Pratzen: the Guard cannot fight or fire, except in "
        "defence [17] (option {option}: those in an enemy ZOC stay and fight, amendments).",
        name=unit.name,
        option=GUARD_ZOC_FIGHTS,
    )


GUARD_ZOC_FIGHTS = "amend_guard_zoc_fights"
"""The option reading the amendments' Guard in an enemy ZOC that stays and fights."""


def fire_reason(state: VaeVictisState, action: Fire) -> str:
    """Why this fire is never allowed now, "" when it may be rolled: at a unit of the side
    fired at [12.1] [12.4], by a unit of the other side, the Santon's second fire once a
    turn at the same target [17]."""
    target = state.unit(action.target)
    why = _target_closed(state, target)
    if why or target is None:
        return why
    firer = state.unit(action.firer) if action.firer else None
    if firer is not None and firer.side == target.side:
        return say(
            "{firer} and {target} are on the same side: a unit fires at the enemy [12.1].",
            firer=firer.name,
            target=target.name,
        )
    if firer is not None and _phase_id(state) == "offensive_fire" and _guard_fights(state, firer):
        return _guard_fights(state, firer)
    return santon_closed(state, action, target) if action.santon_second else ""


def close_combat_reason(state: VaeVictisState, action: CloseCombat) -> str:
    """Why this attacker may not attack now, "" when it may."""
    return attack_closed(state, action.attacker)


def attack_closed(state: VaeVictisState, unit_id: str) -> str:
    """Why this unit may not attack in close combat, "" when it may [13.1] [12.1] [17]: not
    artillery, not a routed unit, one attack a turn, not after firing offensively. The Fire
    & combat page offers as attackers the active player's units this leaves open."""
    unit = state.unit(unit_id)
    if unit is None:
        return ""
    # "Artillery, light infantry en tirailleur, leaders and routed units are not able to
    # have Hand-to-Hand Combat" [13.1]: a formation is on the map, not in the app, so en
    # tirailleur is the players' to see; a leader is no unit the attacker field names.
    if unit.routed:
        return say(
            "{unit} is routed: a routed unit does not attack in close combat [13.1].",
            unit=unit.name,
        )
    if not game_data().arm(unit.arm).hand_to_hand:
        return say(
            "{unit} is artillery, which does not attack in close combat [13.1].", unit=unit.name
        )
    if unit.id in state.attacked:
        return say(
            "{name} has attacked this turn: a unit can only attack one unit a turn [13.1].",
            name=unit.name,
        )
    if unit.id in state.fired:
        return say(
            "{name} fired offensively this turn: a unit firing offensively may not use close "
            "combat [12.1].",
            name=unit.name,
        )
    return _guard_fights(state, unit)


def morale_test_reason(state: VaeVictisState, action: MoraleTest) -> str:
    """Why this test is never taken now, "" when it may be rolled: a square test by the
    inactive player's infantry in the Charge Phase [10.3], en tirailleurs only for light
    infantry [1.1], a rally test once a Rally Phase [7.2], a test from fire in a fire phase
    on the side fired at, from combat in the Close Combat Phase."""
    unit = state.unit(action.unit)
    if unit is None:
        return ""
    phase = _phase_id(state)
    if action.reason == "square":
        return square_closed(state, unit, action.square_from)
    if action.reason == "rally" and unit.id in state.rallied:
        return say(
            "{name} has taken its rally test from rout this Rally Phase: a failure makes its "
            "rout move, a pass turns the marker over to disorder [7.2].",
            name=unit.name,
        )
    if action.reason == "fire":
        return _target_closed(state, unit) if phase in FIRE_PHASES else _not_here("fire")
    if action.reason == "combat" and phase != "close_combat":
        return _not_here("combat")
    return ""


def _not_here(reason: str) -> str:
    if reason == "fire":
        return say(
            "a test from fire is taken in the Defensive or Offensive Fire Phase, where the "
            "fire is [5.2] [12.3]."
        )
    return say(
        "a test from combat is taken in the Close Combat Phase, where the combat is [5.2] 8 [12.3]."
    )


def square_closed(state: VaeVictisState, unit: Unit, square_from: str) -> str:
    """Why `unit` may not test to go into square now, "" when it may: infantry of the
    inactive player, in the Charge Phase [10.3] [5.2] 3; en tirailleurs only light infantry
    [1.1]. The Units page asks this."""
    arm = game_data().arm(unit.arm)
    if not arm.square:
        return say(
            "{name} is not infantry: square is possible only for all types of infantry "
            "[1.1] [10.3].",
            name=unit.name,
        )
    if square_from == "tirailleurs" and not arm.tirailleurs:
        return say(
            "{name} cannot be en tirailleurs: only regiments of light infantry or jaegers [1.1].",
            name=unit.name,
        )
    if _phase_id(state) != "charge" or unit.side == state.active:
        return say(
            "the inactive player attempts forming square in the Charge Phase [5.2] 3 [10.3]; "
            "during movement a unit goes into square with no test."
        )
    return ""


def result_reason(state: VaeVictisState, action: ApplyResult) -> str:
    """Why this printed result cannot be applied now: a fire's on the side fired at, in a
    fire phase [12.4]; a combat's in the Close Combat Phase [13.2]."""
    unit = state.unit(action.unit)
    phase = _phase_id(state)
    if action.reason == "fire":
        return _target_closed(state, unit) if phase in FIRE_PHASES else _not_here("fire")
    if action.reason == "combat" and phase != "close_combat":
        return _not_here("combat")
    return ""


NOTHING_TO_RALLY = N_("{name} is neither disordered nor in rout; there is nothing to rally [7].")
ROUT_RALLIES_BY_TEST = N_(
    "{name} is in rout: it rallies only by passing a morale test at -1 away from the enemy "
    "[7.2]; take a morale test for rally."
)


def rally_reason(state: VaeVictisState, action: Rally) -> str:
    """Why this unit may not rally by the Rally button now, "" when it may: a disorder is
    removed [7.1]; a rout rallies only through its morale test [7.2], and a unit rallied
    from rout this Rally Phase keeps its disorder. The Units page greys its Rally with it."""
    unit = state.unit(action.unit)
    if unit is None or (closed := rally_closed(state, unit.side)):
        return closed if unit is not None else ""
    if unit.id not in state.rallied:
        if unit.routed:
            return say(ROUT_RALLIES_BY_TEST, name=unit.name)
        return "" if unit.disordered else say(NOTHING_TO_RALLY, name=unit.name)
    return say(
        "{name} took its rally test from rout this Rally Phase: the rout marker turned over "
        "to disorder is its rally [7.2].",
        name=unit.name,
    )


def rout_reason(state: VaeVictisState, action: Rout) -> str:
    """Why a rout may not be entered as a correction now: in the fire and close-combat
    phases a rout is what the app resolves, the table's R result or a failed test from
    combat [12.3] [5.2] 8, so it is applied (Apply a fire or combat result) or tested (a
    morale test for fire or combat), never marked by hand in its place."""
    phase = _phase_id(state)
    if phase not in (*FIRE_PHASES, "close_combat"):
        return ""
    unit = state.unit(action.unit)
    return say(
        "in the {phase}, {name} routs by the result of the fire or combat table or by a failed "
        "morale test from combat, which the app applies: apply the printed result or take the "
        "morale test, not a correction [12.3] [5.2] 8.",
        phase=term(game_data().phases[state.phase].name),
        name=unit.name if unit is not None else action.unit,
    )


def action_reason(state: VaeVictisState, action: GameAction) -> str | None:
    """Why one action of an open kind is never allowed for what it names (None: its handler
    takes it)."""
    why = ""
    if isinstance(action, Fire):
        why = fire_reason(state, action)
    elif isinstance(action, CloseCombat):
        why = close_combat_reason(state, action)
    elif isinstance(action, MoraleTest):
        why = morale_test_reason(state, action)
    elif isinstance(action, ApplyResult):
        why = result_reason(state, action)
    elif isinstance(action, Rally):
        why = rally_reason(state, action)
    elif isinstance(action, Rout):
        why = rout_reason(state, action)
    return why or None
