"""The template's sequence of play, declared once and first, before any rule [T2] [T4]: in
each turn the French act, then the Allied, each attacking or holding (the side that acts rolls
the Clash Table [T3]); once an army breaks or the last turn ends, nothing more is taken.
Legality's phase and side part, `side_of` and the Help's sequence of play all come from this
(tabletop/games/sequence.py); legal.py keeps only the guards it cannot say."""

from __future__ import annotations

from tabletop.core.i18n import N_, say
from tabletop.games.sequence import ACTIVE, Opens, SequenceOfPlay, Step
from tabletop.games.template.actions import ACTIONS
from tabletop.games.template.data import SIDES
from tabletop.games.template.legal import verdict
from tabletop.games.template.state import TemplateState

ACT = (Opens("attack", ACTIVE), Opens("hold", ACTIVE))
"""What the side to act may do [T2]."""
CLASH = (Opens("table:clash", ACTIVE),)
"""The Clash Table, rolled by the side that acts [T3]."""

SEQUENCE: SequenceOfPlay[TemplateState] = SequenceOfPlay(
    steps=(
        Step("French", N_("The French act"), "T2", ACT, CLASH),
        Step("Allied", N_("The Allied act"), "T2", ACT, CLASH),
    ),
    now=lambda state: state.to_act,
    active=lambda state: "" if state.over else state.to_act,
    sides=SIDES,
    actions=ACTIONS,
    ended=lambda state: (
        say("The game is over ({verdict}) [T4].", verdict=verdict(state)) if state.over else None
    ),
)
"""The template's turn, step by step [T2] [T4]."""
