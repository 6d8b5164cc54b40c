"""Checks of a saved template state beyond types: every number in its range and each side
once (bounds.py), the armies in order, the side to act and the winner among the sides."""

from __future__ import annotations

from tabletop.core.errors import SaveError
from tabletop.core.i18n import say, term
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
            say(
                "state.armies are {sides}; they are {first} then {second} [T1]",
                sides=", ".join(sides) or term("none"),
                first=SIDES[0],
                second=SIDES[1],
            )
        )
    if state.to_act not in SIDES:
        raise SaveError(
            say(
                "state.to_act is '{side}'; it is one of {sides} [T2]",
                side=state.to_act,
                sides=", ".join(SIDES),
            )
        )
    if state.winner not in ("", "draw", *SIDES):
        raise SaveError(
            say(
                "state.winner is '{winner}'; it is a side, draw, or empty [T4]", winner=state.winner
            )
        )
