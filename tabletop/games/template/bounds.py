"""The range of every number in a template game, and the ids that are unique, declared once
as data (`tabletop/games/bounds.py`) and checked by `validate` when a save is loaded, so
`show`, `act` and the window refuse a save the rules could never reach (a morale of 99, turn
0) with one sentence naming the field.

Each end is read from boards/template.toml: the morale tracks' boxes [T1] and the last turn
[T1].
"""

from __future__ import annotations

from tabletop.core.i18n import N_
from tabletop.games.bounds import Bound, Range, Unique
from tabletop.games.template.data import game_data
from tabletop.games.template.state import TemplateState


def _lowest_box(state: TemplateState) -> int:
    return min(track.low for track in game_data().tracks.values())


def _highest_box(state: TemplateState) -> int:
    return max(track.high for track in game_data().tracks.values())


def _last_turn(state: TemplateState) -> int:
    return game_data().last_turn


BOUNDS: tuple[Bound, ...] = (
    Range("turn", 1, _last_turn, N_("the game lasts six turns [T1]")),
    Range("armies[].morale", _lowest_box, _highest_box, N_("a box of the morale track [T1]")),
    Unique(("armies[].side",), N_("each side has one army [T1]")),
)
"""Every bound of a template state, checked in this order."""
