"""The rules engine: `apply(state, action, dice) -> (state, events)` for every action kind.

Each kind's typed action (actions.py) goes to its handler, in the module of the rule it
follows; a kind the Sequence of Play closes now is refused with the sentence `legal_actions`
gives for it. A roll is taken from the action's `roll` (typed in) or from the session's dice,
and always comes back as an Event holding a RollRecord.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.games.actions import GameAction
from tabletop.games.base import Event
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
from tabletop.games.spi1980.legal import closed_reason
from tabletop.games.spi1980.state import Spi1980State

Outcome = tuple[Spi1980State, tuple[Event, ...]]
Handler = Callable[[Spi1980State, Any, Dice], Outcome]

HANDLERS: dict[str, Handler] = {
    "next_phase": turn_sequence.next_phase,
    "plot_reserve": reserve.plot_reserve,
    "rally": rally.rally,
    "combat": combat_phase.combat,
    "rout_roll": combat_phase.rout_roll,
    "apply_combat_result": combat_phase.apply_combat_result,
    "disengage": disengagement.disengage,
    "disengagement_loss": disengagement.disengagement_loss,
    "reinforcement_roll": reinforcement.reinforcement_roll,
    "enter_reinforcements": reinforcement.enter_reinforcements,
    "exit_map": unit_changes.exit_map,
    "lose_csp": unit_changes.lose_csp,
    "set_disrupted": unit_changes.set_disrupted,
    "displace": unit_changes.displace,
    "objective": victory.objective,
    "set_option": options.set_option,
}
"""Every action kind the engine knows, with its handler (which takes that kind's class)."""

assert set(HANDLERS) == set(ACTIONS), "every declared action kind has one handler"


def apply(state: Spi1980State, action: GameAction, dice: Dice) -> Outcome:
    """Apply one typed action; RuleError, with a sentence a player can read, if the rules
    forbid it now."""
    if ACTIONS.get(action.KIND) is not type(action):
        raise RuleError(f"this game has no action '{action.KIND}'.")
    reason = closed_reason(state, action.KIND)
    if reason is not None:
        raise RuleError(reason)
    return HANDLERS[action.KIND](state, action, dice)
