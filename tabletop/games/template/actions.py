"""The template's action kinds, each declared once: the shell's flags, the form's labels and
the refusal's words all come from these fields (tabletop/games/actions.py)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.i18n import N_
from tabletop.games.actions import GameAction, action_kinds, arg


@dataclass(frozen=True)
class Attack(GameAction):
    """The side to act rolls 2d6 on the Clash Table [T3]."""

    KIND = "attack"
    TITLE = N_("Attack")
    CASE = "T3"
    DICE = "2d6"

    roll: int | None = arg(
        N_("roll of real dice"),
        default=None,
        low=2,
        high=12,
        help=N_("the total two real dice showed; left out, the app rolls [T3]"),
    )


@dataclass(frozen=True)
class Hold(GameAction):
    """The side to act holds and rallies one morale box [T2]."""

    KIND = "hold"
    TITLE = N_("Hold and rally")
    CASE = "T2"


ACTIONS = action_kinds(Attack, Hold)
"""Every action kind of the template."""
