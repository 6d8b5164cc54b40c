"""The Combat Phase's actions on the roster: an attack, the rout roll, and each side's result
applied, defender first [5.0] [6.0]-[6.9] [7.0] [10.0].
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.core.i18n import say, term
from tabletop.games.actions import action_data
from tabletop.games.base import Event, RollRecord
from tabletop.games.kit import natural_roll
from tabletop.games.spi1980.actions import ApplyCombatResult, Combat, RoutRoll
from tabletop.games.spi1980.combat_odds import (
    CombatPlan,
    combat_odds,
    combat_sentence,
    parse_result,
    plan_combat,
    read_crt,
)
from tabletop.games.spi1980.combat_results import (
    apply_effect,
    finish_combat,
    routing_units,
    vacated,
)
from tabletop.games.spi1980.combat_terrain import (
    attacker_halvings,
    charge_terrain_reason,
    defender_multiplier,
)
from tabletop.games.spi1980.data import UnitSpec, game_data
from tabletop.games.spi1980.legal import require_on_map
from tabletop.games.spi1980.rout import rout_distance, rout_odds, rout_result
from tabletop.games.spi1980.state import Effect, PendingCombat, Spi1980State, may_be_named

Outcome = tuple[Spi1980State, tuple[Event, ...]]


def may_bombard(spec: UnitSpec) -> bool:
    """Only artillery bombards [5.6]."""
    return spec.unit_type == "artillery"


def may_attack(state: Spi1980State, unit_id: str) -> bool:
    """An undisrupted unit not yet in an attack this Combat Phase [7.0] [5.2]."""
    return not state.unit(unit_id).disrupted and unit_id not in state.engaged


def may_charge(spec: UnitSpec) -> bool:
    """Cavalry charge [5.9]; a unit whose lost type may be cavalry is taken at its word."""
    return spec.unit_type == "cavalry" or (
        spec.unit_type is None and "cavalry" in spec.type_candidates
    )


def _defender_disrupted(state: Spi1980State, action: Combat) -> bool:
    flags = {state.unit(u).disrupted for u in action.defenders}
    if len(flags) == 1:
        return flags.pop()
    if action.defender_disrupted is None:
        raise RuleError(
            say(
                "some defenders are disrupted and some are not, and [7.0] does not say "
                "whether the column shifts: set 'defender_disrupted'."
            )
        )
    return action.defender_disrupted


def morale_units_reason(action: Combat) -> str | None:
    """Why this attack may not be resolved as named: one between adjacent units is modified
    by the Morale Rating of one unit per side, the attacker stating his, then the defender
    his [6.8]; a bombardment alone names none (None: nothing missing)."""
    if all(u in action.bombarding for u in action.attackers):
        return None
    if action.attacker_morale_unit is None:
        return say(
            "name the attacker's morale unit: an attack between adjacent units is "
            "modified by the Morale Rating of one unit per side, the attacker's stated "
            "first [6.8]."
        )
    if action.defender_morale_unit is None:
        return say(
            "name the defender's morale unit: after the attacker, the defender states "
            "which of his units modifies the Combat Ratio [6.8]."
        )
    return None


def _check_once_per_phase(state: Spi1980State, units: tuple[str, ...]) -> None:
    """A unit takes part in one attack per Phase, and is the object of one [5.2]."""
    for unit_id in units:
        if unit_id in state.engaged:
            raise RuleError(
                say(
                    "{unit} has already been in an attack this "
                    "Combat Phase; a unit is involved in only one attack per Phase [5.2].",
                    unit=game_data().unit(unit_id).name,
                )
            )


def _strength(state: Spi1980State, action: Combat, unit_id: str) -> int:
    # A charge doubles the cavalry's current strength for this combat only [5.9].
    return state.unit(unit_id).strength * (2 if unit_id in action.charging else 1)


def attacking_units(state: Spi1980State, action: Combat) -> tuple[tuple[int, int], ...]:
    """Each attacker's (strength, times halved): halved apart, by its type's column, for the
    terrain it attacks through or out of [8.0] [5.4]."""
    terrain = action.attacker_terrain or {}
    for unit_id in terrain:
        if unit_id not in action.attackers:
            raise RuleError(
                say("{unit} is given a terrain but is not attacking [8.0].", unit=unit_id)
            )
    return tuple(
        (
            _strength(state, action, u),
            attacker_halvings(game_data().unit(u), terrain.get(u, "")),
        )
        for u in action.attackers
    )


def defending_units(state: Spi1980State, action: Combat) -> tuple[tuple[int, int], ...]:
    """Each defender's (strength, multiplier) by its type's column for its own hex [8.0]."""
    hexes = action.defender_hexes or {}
    for unit_id in hexes:
        if unit_id not in action.defenders:
            raise RuleError(say("{unit} is given a hex but is not defending [8.0].", unit=unit_id))
    return tuple(
        (
            _strength(state, action, u),
            defender_multiplier(game_data().unit(u), hexes.get(u, action.defender_terrain)),
        )
        for u in action.defenders
    )


def combat_plan_of(state: Spi1980State, action: Combat) -> CombatPlan:
    """The attack as the Combat Results Table will read it, before the die: every guard on
    the units named, then the column from the roster's current strengths, each unit's terrain
    and the shifts [5.2] [5.6] [5.9] [6.2] [6.8] [7.0] [8.0] [11.0]. What `combat` rolls on
    and what `Combat.odds` shows, so the two can never disagree."""
    data = game_data()
    side = state.phasing_side
    attackers, defenders = action.attackers, action.defenders
    bombarding, charging = action.bombarding, action.charging
    if not attackers or not defenders:
        raise RuleError(say("name the attacking and the defending units [6.1]."))
    fog = state.is_fog_turn(data)
    for unit_id in attackers:
        require_on_map(state, unit_id, side)
        if state.unit(unit_id).disrupted:
            raise RuleError(
                say("{unit} is disrupted and may not attack [7.0].", unit=data.unit(unit_id).name)
            )
    enemy = "French" if side == "Allied" else "Allied"
    for unit_id in defenders:
        require_on_map(state, unit_id, enemy)
    for unit_id in bombarding:
        if unit_id not in may_be_named(action, "bombarding") or not may_bombard(data.unit(unit_id)):
            raise RuleError(
                say("only attacking artillery may bombard [5.6]: {unit}.", unit=unit_id)
            )
        if fog:
            raise RuleError(say("no artillery unit may bombard on a fog turn [13.0]."))
    for unit_id in charging:
        spec = data.unit(unit_id)
        if fog:
            raise RuleError(say("cavalry may not charge on a fog turn [13.0]."))
        if unit_id not in may_be_named(action, "charging") or not may_charge(spec):
            raise RuleError(
                say("only cavalry in this combat may charge [5.9]: {unit}.", unit=spec.name)
            )
        if state.unit(unit_id).disrupted or unit_id in bombarding:
            raise RuleError(say("{unit} is disrupted and may not charge [5.9].", unit=spec.name))
        attacking = unit_id in attackers
        where = (
            (action.attacker_terrain or {}).get(unit_id, "")
            if attacking
            else (action.defender_hexes or {}).get(unit_id, action.defender_terrain)
        )
        refused = charge_terrain_reason(spec, where, attacking)
        if refused is not None:
            raise RuleError(refused)
    a_morale, d_morale = action.attacker_morale_unit, action.defender_morale_unit
    if a_morale is not None and (a_morale not in attackers or a_morale in bombarding):
        raise RuleError(say("the attacker's morale unit must be an adjacent attacking unit [6.8]."))
    if d_morale is not None and d_morale not in defenders:
        raise RuleError(say("the defender's morale unit must be a defending unit [6.8]."))
    missing = morale_units_reason(action)
    if missing is not None:
        raise RuleError(missing)
    _check_once_per_phase(state, attackers + defenders)
    mixed = len({data.unit(u).corps for u in attackers}) > 1
    return plan_combat(
        0,
        0,
        attacker_morale=None if a_morale is None else data.unit(a_morale).morale,
        defender_morale=None if d_morale is None else data.unit(d_morale).morale,
        defender_disrupted=_defender_disrupted(state, action),
        corps_integrity=state.options.corps_integrity and len(attackers) > 1 and mixed,
        lower_to=action.lower_to or None,
        halved_units=attacking_units(state, action),
        defending_units=defending_units(state, action),
        beyond_table=state.options.ratio_beyond_table,
    )


def combat_odds_of(state: Spi1980State, action: Combat) -> dict[str, Fraction]:
    """The chance of each printed result of the column this attack is read on [6.0] [15.0]."""
    return combat_odds(combat_plan_of(state, action))


def combat(state: Spi1980State, action: Combat, dice: Dice) -> Outcome:
    """Resolve an attack from the roster's current strengths and hold its result [6.0] [6.1]."""
    data = game_data()
    side = state.phasing_side
    attackers, defenders = action.attackers, action.defenders
    bombarding, charging = action.bombarding, action.charging
    a_morale, d_morale = action.attacker_morale_unit, action.defender_morale_unit
    plan = combat_plan_of(state, action)
    roll, typed = natural_roll(dice, action.roll, data.crt_dice)
    cell = read_crt(plan, roll)
    attacker_effect, defender_effect = parse_result(cell.result)
    inputs = {k: v for k, v in action_data(action).items() if k not in ("kind", "roll")}
    record = RollRecord(
        side,
        data.crt.id,
        {**inputs, **plan.as_fields()},
        dict(plan.shifts),
        roll,
        roll,
        cell.result,
        "6.0",
        typed,
    )
    pending = PendingCombat(
        side,
        attackers,
        defenders,
        bombarding,
        charging,
        a_morale,
        d_morale,
        plan.column,
        cell.result,
        attacker_effect,
        defender_effect,
        defender_done=defender_effect.is_none,
        attacker_done=defender_effect.is_none and attacker_effect.is_none,
        morale_at_start=(state.allied.morale, state.french.morale),
        csp_at_start=(state.allied.csp_eliminated, state.french.csp_eliminated),
    )
    events = [
        Event(
            combat_sentence(plan, roll, cell.result),
            "6.2",
            record,
        )
    ]
    engaged = state.engaged + tuple(u for u in attackers + defenders if u not in state.engaged)
    state = dataclasses.replace(state, pending_combat=pending, engaged=engaged)
    if pending.attacker_done:
        state, more = finish_combat(state, pending)
        events.extend(more)
    else:
        events.append(
            Event(
                say("Apply the defender's result first [6.0].")
                if not pending.defender_done
                else say("Apply the attacker's result first [6.0]."),
                "6.0",
            )
        )
    return state, tuple(events)


def routed_effect(state: Spi1980State, action: RoutRoll) -> tuple[PendingCombat, Effect]:
    """The combat waiting and the routed side's effect its rout roll reads, once each side
    routed and only where a unit of it routs [6.3] [6.4 Exception]; RuleError otherwise."""
    pending = state.pending_combat
    if pending is None:
        raise RuleError(say("no combat result is waiting, so no side routs [6.3]."))
    role = action.side
    effect = pending.defender_effect if role == "defender" else pending.attacker_effect
    already = pending.defender_rout_roll if role == "defender" else pending.attacker_rout_roll
    if not effect.routed:
        raise RuleError(
            say("the defender is not routed.")
            if role == "defender"
            else say("the attacker is not routed.")
        )
    if already is not None:
        raise RuleError(
            say("the defender's rout roll is already made: {roll}.", roll=already)
            if role == "defender"
            else say("the attacker's rout roll is already made: {roll}.", roll=already)
        )
    if not routing_units(state, pending, role):
        raise RuleError(
            say(
                "no unit of the {role} routs: the Santon's artillery is destroyed instead "
                "[6.4 Exception], so no rout roll is made.",
                role=term(role),
            )
        )
    return pending, effect


def rout_odds_of(state: Spi1980State, action: RoutRoll) -> dict[str, Fraction]:
    """The chance of each rout distance of the routed side, before its die [6.3]."""
    _pending, effect = routed_effect(state, action)
    return rout_odds(effect.rout_number)


def rout_roll(state: Spi1980State, action: RoutRoll, dice: Dice) -> Outcome:
    """Roll the rout distance of a routed side: the die plus the r's number [6.3]."""
    pending, effect = routed_effect(state, action)
    role = action.side
    roll, typed = natural_roll(dice, action.roll, game_data().dice("rout"))
    distance = rout_distance(roll, effect.rout_number)
    side = (
        pending.attacker_side
        if role == "attacker"
        else ("French" if pending.attacker_side == "Allied" else "Allied")
    )
    record = RollRecord(
        side,
        "spi1980/rout",
        {"rout_number": effect.rout_number},
        {"rout_number": effect.rout_number},
        roll,
        distance,
        rout_result(distance),
        "6.3",
        typed,
    )
    if role == "defender":
        pending = dataclasses.replace(pending, defender_rout_roll=roll)
    else:
        pending = dataclasses.replace(pending, attacker_rout_roll=roll)
    state = dataclasses.replace(state, pending_combat=pending)
    routs = (
        say("The defender routs {n} hexes.", n=distance)
        if role == "defender"
        else say("The attacker routs {n} hexes.", n=distance)
    )
    return state, (Event(routs, "6.3", record, ("rout",)),)


def apply_combat_result(state: Spi1980State, action: ApplyCombatResult, dice: Dice) -> Outcome:
    """Take one side's losses as the player picks them, defender first [6.0] [6.3]."""
    pending = state.pending_combat
    assert pending is not None  # legal.closed_reason refuses the action otherwise
    role = action.side
    if role == "attacker" and not pending.defender_done:
        raise RuleError(say("results affecting the defender are applied first [6.0]."))
    if pending.defender_done if role == "defender" else pending.attacker_done:
        raise RuleError(
            say("the defender's result is already applied.")
            if role == "defender"
            else say("the attacker's result is already applied.")
        )
    state, events = apply_effect(
        state,
        pending,
        role,
        action.losses or {},
        action.retreat_hexes,
        action.short_hexes or {},
    )
    if role == "defender":
        pending = dataclasses.replace(
            pending,
            defender_done=True,
            attacker_done=pending.attacker_effect.is_none,
            defender_vacated=vacated(state, pending, action.retreat_hexes),
        )
    else:
        pending = dataclasses.replace(pending, attacker_done=True)
    state = dataclasses.replace(state, pending_combat=pending)
    if pending.attacker_done:
        state, more = finish_combat(state, pending)
        return state, events + more
    return state, events + (Event(say("Now apply the attacker's result."), "6.0"),)
