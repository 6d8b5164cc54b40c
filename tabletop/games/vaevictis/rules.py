"""The rules: one typed action applied to a state, `apply(state, action, dice)`."""

from __future__ import annotations

import dataclasses

from tabletop.core.dice import Dice
from tabletop.games.base import Event
from tabletop.games.rulebook import Rulebook
from tabletop.games.vaevictis import actions as a
from tabletop.games.vaevictis import army_actions as army
from tabletop.games.vaevictis import fights, leaders, morale, multi, turns, units
from tabletop.games.vaevictis.actions import ACTIONS
from tabletop.games.vaevictis.legal import action_reason, closed_reason
from tabletop.games.vaevictis.sequence import SEQUENCE
from tabletop.games.vaevictis.state import VaeVictisState

Result = tuple[VaeVictisState, tuple[Event, ...]]


def _notes(state: VaeVictisState, action: a.Notes, dice: Dice) -> Result:
    return dataclasses.replace(state, notes=action.text), ()


RULES: Rulebook[VaeVictisState] = Rulebook(
    ACTIONS, closed_reason, action_reason=action_reason, sequence=SEQUENCE
)
"""Every action kind with its handler; the sequence of play (sequence.py) says which step
opens what for whom, `legal.closed_reason` what else must hold."""
RULES.on(
    a.RollFirst,
    lambda s, x, d: turns.roll_first(s, d, x.french, x.coalition),
    odds=lambda s, x: multi.first_player_odds({}),
)
RULES.on(a.BidFirst, lambda s, x, d: turns.bid_first(s, x.french, x.coalition))
RULES.on(a.ChooseFirst, lambda s, x, d: turns.choose_first(s, x.first))
RULES.on(a.SideValue, lambda s, x, d: turns.side_value(s, x.french, x.coalition))
RULES.on(a.NextPhase, lambda s, x, d: turns.next_phase(s))
RULES.on(
    a.RandomFinish,
    lambda s, x, d: turns.random_finish(s, d, x.roll),
    odds=lambda s, x: turns.finish_odds(s),
)
RULES.on(
    a.GuardDeparture,
    lambda s, x, d: turns.guard_departure(s, d, x.roll),
    odds=lambda s, x: turns.guard_odds(s),
)
RULES.on(
    army.AddUnit,
    lambda s, x, d: units.add_unit(
        s, x.unit, x.name, x.side, x.arm, x.boxes, x.division, x.guard, bool(x.santon)
    ),
)
RULES.on(army.Lose, lambda s, x, d: units.lose(s, x.unit, x.boxes))
RULES.on(army.Disorder, lambda s, x, d: units.disorder(s, x.unit))
RULES.on(army.Rout, lambda s, x, d: units.rout(s, x.unit, in_zoc=x.in_zoc))
RULES.on(army.Rally, lambda s, x, d: units.rally(s, x.unit))
RULES.on(
    army.MoraleTest,
    lambda s, x, d: morale.morale_test(
        s, d, x.unit, x.reason, x.minus, x.square_from, x.artillery_stack, x.roll, x.leader or ""
    ),
    odds=lambda s, x: morale.test_odds(
        s, x.unit, x.reason, x.minus, x.square_from, x.artillery_stack, x.leader or ""
    ),
)
RULES.on(
    army.ApplyResult,
    lambda s, x, d: fights.result_on(
        s, d, x.unit, x.result, x.reason, in_zoc=x.in_zoc, roll=x.roll
    ),
    odds=lambda s, x: fights.result_odds(s, x.unit, x.result, x.reason, in_zoc=x.in_zoc),
)
RULES.on(
    army.Fire,
    lambda s, x, d: fights.fire(
        s,
        d,
        x.target,
        x.fire,
        x.protection,
        x.modifier,
        x.roll,
        x.test_roll,
        x.santon_second,
        x.firer,
    ),
    odds=lambda s, x: fights.fire_odds(s, x.target, x.fire, x.protection, x.modifier),
)
RULES.on(
    army.CloseCombat,
    lambda s, x, d: fights.close_combat(
        s,
        d,
        x.attacker,
        x.defender,
        x.attack,
        x.defend,
        x.modifier,
        x.roll,
        (x.attacker_test_roll, x.defender_test_roll),
    ),
    odds=lambda s, x: fights.close_combat_odds(
        s, x.attacker, x.defender, x.attack, x.defend, x.modifier
    ),
)
RULES.on(
    army.CrossIce,
    lambda s, x, d: units.cross_ice(s, d, x.unit, x.hexes, x.rolls),
    odds=lambda s, x: units.crossing_odds(s, x.unit, x.hexes),
)
RULES.on(army.LeaveMap, lambda s, x, d: units.leave_map(s, x.unit))
RULES.on(army.Eliminate, lambda s, x, d: units.eliminate(s, x.unit))
RULES.on(
    army.AddLeader,
    lambda s, x, d: leaders.add_leader(
        s, x.leader, x.name, x.side, x.rank, x.corps, x.initiative, x.bonus or 0
    ),
)
RULES.on(army.AideValues, lambda s, x, d: leaders.aide_values(s, x.leader, x.initiative, x.bonus))
RULES.on(
    army.Initiative,
    lambda s, x, d: leaders.initiative(s, d, x.leader, x.roll),
    odds=lambda s, x: leaders.initiative_odds(s, x.leader),
)
RULES.on(
    army.LeaderRisk,
    lambda s, x, d: fights.leader_risk(s, d, x.leader, x.column, x.roll),
    odds=lambda s, x: fights.leader_risk_odds(s, x.leader, x.column),
)
RULES.on(army.KillLeader, lambda s, x, d: leaders.kill_leader(s, x.leader))
RULES.on(army.CaptureLeader, lambda s, x, d: leaders.capture(s, x.leader))
RULES.on(army.WithdrawGeneral, lambda s, x, d: leaders.withdraw(s, x.leader))
RULES.on(a.Hold, lambda s, x, d: fights.hold(s, x.objective, x.hexes))
RULES.on(a.ClockAction, lambda s, x, d: fights.clock(s, x.command, x.side, x.at * 1000))
RULES.on(a.SetOptions, lambda s, x, d: turns.set_options(s, x.options, x.competition))
RULES.on(a.Notes, _notes)
RULES.check_complete()


apply = RULES.apply
"""Apply one typed action; RuleError (one sentence, citing the case) when refused: a closed
kind with the sentence `legal_actions` lists, before any handler runs."""
legal_actions = RULES.legal_actions
odds = RULES.odds
"""Every kind, open or closed with its reason."""
