"""The rules engine: `apply(state, action, dice) -> (state, events)` for every action kind.

Each kind's typed action (actions.py) goes to its handler, in the module of the rule it
follows; a kind the Sequence of Play closes now is refused with the sentence `legal_actions`
gives for it. A roll is taken from the action's `roll` (typed in) or from the session's dice,
and always comes back as an Event holding a RollRecord.
"""

from __future__ import annotations

from tabletop.games.rulebook import Rulebook
from tabletop.games.spi1980 import actions as a
from tabletop.games.spi1980 import (
    combat_phase,
    disengagement,
    options,
    rally,
    reinforcement,
    reserve,
    turn_sequence,
    unit_changes,
    victory,
)
from tabletop.games.spi1980.actions import ACTIONS
from tabletop.games.spi1980.legal import action_reason, closed_reason, open_note
from tabletop.games.spi1980.sequence import SEQUENCE
from tabletop.games.spi1980.state import Spi1980State

RULES: Rulebook[Spi1980State] = Rulebook(
    ACTIONS, closed_reason, open_note, action_reason=action_reason, sequence=SEQUENCE
)
"""Every action kind with its handler (which takes that kind's class); the sequence of play
(sequence.py) says which step opens it and to whom, `closed_reason` the guards beyond."""
RULES.on(a.NextPhase, turn_sequence.next_phase)
RULES.on(a.PlotReserve, reserve.plot_reserve)
RULES.on(a.Rally, rally.rally, odds=rally.rally_odds_of)
RULES.on(a.Combat, combat_phase.combat, odds=combat_phase.combat_odds_of)
RULES.on(a.RoutRoll, combat_phase.rout_roll, odds=combat_phase.rout_odds_of)
RULES.on(a.ApplyCombatResult, combat_phase.apply_combat_result)
RULES.on(a.Disengage, disengagement.disengage, odds=disengagement.disengage_odds_of)
RULES.on(a.DisengagementLoss, disengagement.disengagement_loss)
RULES.on(
    a.ReinforcementRoll,
    reinforcement.reinforcement_roll,
    odds=lambda state, _roll: reinforcement.reinforcement_odds(state.turn),
)
RULES.on(a.EnterReinforcements, reinforcement.enter_reinforcements)
RULES.on(a.ExitMap, unit_changes.exit_map)
RULES.on(a.LoseCsp, unit_changes.lose_csp)
RULES.on(a.SetDisrupted, unit_changes.set_disrupted)
RULES.on(a.Displace, unit_changes.displace)
RULES.on(a.SetObjective, victory.objective)
RULES.on(a.SetOption, options.set_option)
RULES.check_complete()

apply = RULES.apply
"""Apply one typed action; RuleError, with the sentence `legal_actions` lists, when the
Sequence of Play closes its kind now, or with a handler's sentence for its fields."""
legal_actions = RULES.legal_actions
odds = RULES.odds
"""Every kind, open or closed with the sentence `apply` refuses it with."""
