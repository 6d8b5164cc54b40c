"""Who acts: the side a referee's log should name for each action a player takes [3.0].

Most actions belong to the Phasing Player. A combat result is applied by the side taking it
[6.0]; a unit's own losses, disruption and exit by its owner; the reserve plot and the
reinforcements by the side the board file names [9.0] [12.0].
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.core.errors import RuleError
from tabletop.games.spi1980.data import SIDES, game_data
from tabletop.games.spi1980.state import Spi1980State

_OWNER_OF_UNIT = ("lose_csp", "set_disrupted", "exit_map", "displace")
_SECTION_SIDE = {
    "plot_reserve": "reserve",
    "reinforcement_roll": "reinforcement",
    "enter_reinforcements": "reinforcement",
}


def other_side(side: str) -> str:
    """The enemy army."""
    return SIDES[1] if side == SIDES[0] else SIDES[0]


def acting_side(state: Spi1980State, action: Mapping[str, Any]) -> str:
    """The army whose player takes this action, for the log; "" for a rule choice both make.

    An action the engine will refuse still gets a side (the Phasing Player's), since the
    refusal, not the log, is what the player sees.
    """
    kind = str(action.get("kind", ""))
    if kind == "set_option":
        return ""
    if kind in _SECTION_SIDE:
        return str(game_data().section(_SECTION_SIDE[kind])["side"])
    pending = state.pending_combat
    if kind in ("apply_combat_result", "rout_roll") and pending is not None:
        attacker = pending.attacker_side
        return attacker if action.get("side") == "attacker" else other_side(attacker)
    if kind in _OWNER_OF_UNIT:
        try:
            return game_data().unit(str(action.get("unit", ""))).army
        except RuleError:
            return state.phasing_side
    if kind == "objective" and action.get("holder") in SIDES:
        return str(action["holder"])
    return state.phasing_side
