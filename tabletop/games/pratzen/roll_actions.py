"""The kinds a Pratzen player takes with a roll of his own, besides the close combat
(combat_action.py): reinforcements, rally, reload and a leader's casualty roll.

Each says the dice its `roll` field stands for (`DICE`) and gives the exact chance of each
result of that roll on the state (`odds`), read by the same function its apply reads the
printed table with (rally_resolvers.py, phase_resolvers.py): the inputs the state gives it
come from one function here, which the apply in rules.py calls too (DESIGN principles 3, 5).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, say
from tabletop.games.actions import GameAction, arg
from tabletop.games.pratzen import reinforce
from tabletop.games.pratzen.phase_resolvers import reinforcement_odds
from tabletop.games.pratzen.rally_resolvers import leader_casualty_odds, rally_odds, reload_odds
from tabletop.games.pratzen.setup_actions import ROLL_HELP
from tabletop.games.pratzen.state import PratzenState, Reinforcement, Unit

CAUSES = {
    "fire": N_("fire"),
    "close-combat": N_("close combat"),
    "overrun": N_("overrun"),
}
"""Why a leader may be hit, as the casualty table's columns name it, in a player's words."""


@dataclass(frozen=True)
class ReinforcementRoll(GameAction):
    """Roll 2d6 on the Reinforcement Table for a group due now."""

    KIND = "reinforcement"
    TITLE = N_("Roll for reinforcements")
    CASE = "Reinforcements Phase"
    DICE = "2d6"

    group: str = arg(N_("group"))
    roll: int | None = arg(N_("roll of real dice"), default=None, low=2, high=12, help=ROLL_HELP)


@dataclass(frozen=True)
class Rally(GameAction):
    """A disordered or routed unit of the phasing player rolls to recover good order."""

    KIND = "rally"
    TITLE = N_("Rally a unit")
    CASE = "Rally Phase"
    DICE = "1d6"

    unit: str = arg(N_("unit"))
    leader: bool = arg(N_("commanding leader stacked or adjacent"), default=False)
    roll: int | None = arg(N_("roll of real dice"), default=None, low=1, high=6, help=ROLL_HELP)


@dataclass(frozen=True)
class Reload(GameAction):
    """A unit's Rally action used as a Reload: on a success its Flag's battalion (or the
    artillery unit) recovers full ammunition [Ammunition Reload]."""

    KIND = "reload"
    TITLE = N_("Reload (a Rally action)")
    CASE = "Ammunition Reload"
    DICE = "1d6"

    unit: str = arg(N_("unit rolling"), help=N_("any unit of the battalion, or the artillery unit"))
    wagon_in_reach: bool = arg(
        N_("a friendly wagon within four hexes"),
        default=False,
        help=N_("traced from the unit, not through a hex adjacent to an enemy unit"),
    )
    leader: bool = arg(N_("commanding leader stacked or adjacent"), default=False)
    roll: int | None = arg(N_("roll of real dice"), default=None, low=1, high=6, help=ROLL_HELP)


@dataclass(frozen=True)
class LeaderCasualty(GameAction):
    """The opposing player rolls 2d6 for a leader whose unit was disordered or eliminated."""

    KIND = "leader_casualty"
    TITLE = N_("Leader casualty roll")
    CASE = "Combat effects on Leaders"
    DICE = "2d6"

    leader: str = arg(N_("Leader"))
    cause: str = arg(N_("Cause"), choices=CAUSES)
    roll: int | None = arg(N_("roll of real dice"), default=None, low=2, high=12, help=ROLL_HELP)


def due_group(state: PratzenState, action: ReinforcementRoll) -> Reinforcement:
    """The group the roll is for: scheduled, due now and never rolled for before
    [Reinforcements Phase]; RuleError otherwise."""
    item = reinforce.find(state, action.group)
    reinforce.check_due(state, item)
    if item.rolled:
        raise RuleError(
            say("{group} never rolls for delay again [{case}].", group=item.group, case=action.CASE)
        )
    return item


def rolling_unit(state: PratzenState, name: str) -> Unit:
    """The unit that makes a rally roll: its printed ER is what the roll is read against."""
    unit = state.unit(name)
    if not unit.er:
        raise RuleError(
            say(
                "enter {unit}'s printed ER first: the rally roll is read against it.",
                unit=unit.name,
            )
        )
    return unit


def rally_values(state: PratzenState, action: Rally) -> dict[str, Any]:
    """The rally table's inputs for this action on this state [Rally Phase]."""
    unit = rolling_unit(state, action.unit)
    return {"er": unit.er, "leader": action.leader, "routed": unit.status == "routed"}


def casualty_values(state: PratzenState, action: LeaderCasualty) -> dict[str, Any]:
    """The casualty table's inputs for a leader still in play [Combat effects on Leaders]."""
    leader = state.leader(action.leader)
    if leader.eliminated:
        raise RuleError(say("{unit} is already on the Morale Chart.", unit=leader.name))
    return {"cause": action.cause}


def reinforcement_roll_odds(state: Any, action: ReinforcementRoll) -> Mapping[str, Fraction]:
    """The Reinforcement Table's results for a group of the scenario, each with its chance
    (whether it is due now is the apply's guard, said when Roll is pressed)."""
    reinforce.find(state, action.group)
    return reinforcement_odds({})


def rally_roll_odds(state: Any, action: Rally) -> Mapping[str, Fraction]:
    """The rally's results for this unit (its ER, routed or not, the leader's -1)."""
    return rally_odds(rally_values(state, action))


def reload_roll_odds(state: Any, action: Reload) -> Mapping[str, Fraction]:
    """Reloaded or not, for this unit's ER and the leader's -1."""
    return reload_odds(rolling_unit(state, action.unit).er, action.leader)


def casualty_roll_odds(state: Any, action: LeaderCasualty) -> Mapping[str, Fraction]:
    """Eliminated or unharmed, in the column of this cause, for a leader still in play."""
    return leader_casualty_odds(casualty_values(state, action))
