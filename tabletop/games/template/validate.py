"""Checks of a saved template state beyond types: every number in its range and each side
once (bounds.py), the armies in order, the side to act and the winner among the sides."""

from __future__ import annotations

from tabletop.core.errors import SaveError
from tabletop.games.bounds import check
from tabletop.games.template.bounds import BOUNDS
from tabletop.games.template.data import SIDES
from tabletop.games.template.state import TemplateState


def validate(state: TemplateState) -> None:
    """SaveError naming the field when a hand-edited save holds an impossible game."""
    check(state, BOUNDS)
    sides = tuple(army.side for army in state.armies)
    if sides != SIDES:
        raise SaveError(
            f"state.armies are {', '.join(sides) or 'none'}; they are {SIDES[0]} "
            f"then {SIDES[1]} [T1]"
        )
    if state.to_act not in SIDES:
        raise SaveError(f"state.to_act is '{state.to_act}'; it is one of {', '.join(SIDES)} [T2]")
    if state.winner not in ("", "draw", *SIDES):
        raise SaveError(f"state.winner is '{state.winner}'; it is a side, draw, or empty [T4]")
