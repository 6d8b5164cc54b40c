"""The rules: one typed action applied to a state, `apply(state, action, dice)`."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.games.actions import GameAction
from tabletop.games.base import Event
from tabletop.games.vaevictis import actions as a
from tabletop.games.vaevictis import army_actions as army
from tabletop.games.vaevictis import fights, leaders, turns, units
from tabletop.games.vaevictis.state import VaeVictisState

Result = tuple[VaeVictisState, tuple[Event, ...]]


def _notes(state: VaeVictisState, action: a.Notes, dice: Dice) -> Result:
    return dataclasses.replace(state, notes=action.text), ()


HANDLERS: dict[type[GameAction], Callable[[VaeVictisState, Any, Dice], Result]] = {
    a.RollFirst: lambda s, x, d: turns.roll_first(s, d, x.french, x.coalition),
    a.BidFirst: lambda s, x, d: turns.bid_first(s, x.french, x.coalition),
    a.ChooseFirst: lambda s, x, d: turns.choose_first(s, x.first),
    a.SideValue: lambda s, x, d: turns.side_value(s, x.french, x.coalition),
    a.NextPhase: lambda s, x, d: turns.next_phase(s),
    a.RandomFinish: lambda s, x, d: turns.random_finish(s, d, x.roll),
    a.GuardDeparture: lambda s, x, d: turns.guard_departure(s, d, x.roll),
    army.AddUnit: lambda s, x, d: units.add_unit(
        s, x.unit, x.name, x.side, x.arm, x.boxes, x.division, x.guard
    ),
    army.Lose: lambda s, x, d: units.lose(s, x.unit, x.boxes),
    army.Disorder: lambda s, x, d: units.disorder(s, x.unit),
    army.Rout: lambda s, x, d: units.rout(s, x.unit, in_zoc=x.in_zoc),
    army.Rally: lambda s, x, d: units.rally(s, x.unit),
    army.MoraleTest: lambda s, x, d: units.morale_test(
        s, d, x.unit, x.reason, x.minus, x.square_from, x.artillery_stack, x.roll
    ),
    army.ApplyResult: lambda s, x, d: fights.result_on(
        s, d, x.unit, x.result, x.reason, in_zoc=x.in_zoc
    ),
    army.Fire: lambda s, x, d: fights.fire(
        s, d, x.target, x.fire, x.protection, x.modifier, x.roll
    ),
    army.CloseCombat: lambda s, x, d: fights.close_combat(
        s, d, x.attacker, x.defender, x.attack, x.defend, x.modifier, x.roll
    ),
    army.CrossIce: lambda s, x, d: units.cross_ice(s, d, x.unit, x.hexes, x.rolls),
    army.LeaveMap: lambda s, x, d: units.leave_map(s, x.unit),
    army.Eliminate: lambda s, x, d: units.eliminate(s, x.unit),
    army.AddLeader: lambda s, x, d: leaders.add_leader(
        s, x.leader, x.name, x.side, x.rank, x.corps, x.initiative
    ),
    army.Initiative: lambda s, x, d: leaders.initiative(s, d, x.leader, x.roll),
    army.LeaderRisk: lambda s, x, d: fights.leader_risk(s, d, x.leader, x.column, x.roll),
    army.KillLeader: lambda s, x, d: leaders.kill_leader(s, x.leader),
    army.CaptureLeader: lambda s, x, d: leaders.capture(s, x.leader),
    army.WithdrawGeneral: lambda s, x, d: leaders.withdraw(s, x.leader),
    a.Hold: lambda s, x, d: fights.hold(s, x.objective, x.hexes),
    a.ClockAction: lambda s, x, d: fights.clock(s, x.command, x.side, x.at * 1000),
    a.SetOptions: lambda s, x, d: turns.set_options(s, x.options, x.competition),
    a.Notes: _notes,
}


def apply(state: VaeVictisState, action: GameAction, dice: Dice) -> Result:
    """Apply one typed action; RuleError (one sentence, citing the case) when refused."""
    handler = HANDLERS.get(type(action))
    if handler is None:
        raise RuleError(f"this game has no action '{action.KIND}'.")
    return handler(state, action, dice)
