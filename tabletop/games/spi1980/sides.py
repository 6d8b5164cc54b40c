"""The two armies, and which role of an attack applies its result next [3.0] [6.0].

Who takes each action is declared with the sequence of play (sequence.py): most belong to
the Phasing Player; a combat result is taken by the side it falls on [6.0]; a unit's own
losses, disruption and displacement by its owner; the reserve plot and the reinforcements by
the side the board file names [9.0] [12.0].
"""

from __future__ import annotations

from tabletop.games.spi1980.data import SIDES
from tabletop.games.spi1980.state import Spi1980State


def other_side(side: str) -> str:
    """The enemy army."""
    return SIDES[1] if side == SIDES[0] else SIDES[0]


def to_apply(state: Spi1980State) -> str:
    """The role whose combat result is applied next, the defender's first [6.0] ("" with no
    attack waiting)."""
    pending = state.pending_combat
    if pending is None:
        return ""
    if not pending.defender_done:
        return "defender"
    return "" if pending.attacker_done else "attacker"
