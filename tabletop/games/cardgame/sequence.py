"""The card game's sequence of play, declared once (003_3d64bda656647380.txt, TURN SEQUENCE):
"Players take turns. Each turn has 4 Phases. Strategy Phase Orders Phase Attack Phase End
Phase" (the text's heading for the third is ACTION PHASE).

The player whose turn it is draws 5 cards (STRATEGY PHASE: the app draws them as the turn
begins), puts Leaders and Units at fronts (ORDERS PHASE), then attacks (ACTION PHASE); each
attack is fought out: the attacker adds its Event cards and commits, the defender plays
Defense and Event cards at the front and holds, and the winner may play Victory cards
(VICTORY CARDS). Reserve, March, Maneuver, Standstill and Strategy cards are played in the
player's own Orders and Action Phases. Ending the turn goes to the End Phase, where a hand over
7 cards is discarded down (END PHASE); a Full Retreat makes the opponent discard 2 at once
(DECK CARD LIST). A hint (hint.py) may be asked by the player to move at any step.
Legality's phase and side part, `side_of` and the Help's sequence of play all come from this
declaration (tabletop/games/sequence.py); legal.py keeps the guards it cannot say, and none of
them looks into a hand (DESIGN principle 8). The card game rolls no dice: no step opens a roll.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.core.i18n import N_, say
from tabletop.games.cardgame.actions import ACTIONS
from tabletop.games.cardgame.state import SIDE_NAMES, Phase, State
from tabletop.games.sequence import ACTIVE, INACTIVE, Opens, SequenceOfPlay, Step


def to_move(state: State, action: Mapping[str, Any]) -> str:
    """The player the game waits for: who asks for a hint (hint.py)."""
    return SIDE_NAMES[state.to_move]


def winner(state: State, action: Mapping[str, Any]) -> str:
    """The winner of the action just fought, attacker or defender, who plays its Victory
    cards: "You can only play a Victory card if you have just won an Action" (VICTORY CARDS)."""
    return SIDE_NAMES[state.to_move]


def discarder(state: State, action: Mapping[str, Any]) -> str:
    """Who discards: the player ending a turn over the hand limit (END PHASE), or the one a
    Full Retreat makes discard (DECK CARD LIST) ("" for none)."""
    return SIDE_NAMES[state.discarder] if state.discarder is not None else ""


SPECIAL = Opens("play", ACTIVE)
"""A Reserve, March, Maneuver, Standstill or Strategy card, played on the player's own turn
(RESERVE CARDS ... STRATEGY CARDS)."""


def ended(state: State) -> str | None:
    """Once the battle is won or drawn (VICTORY, STRATEGY PHASE), the sentence that says so."""
    return say("the battle is over; start a new game.") if state.result is not None else None


SEQUENCE: SequenceOfPlay[State] = SequenceOfPlay(
    steps=(
        Step(
            "strategy",
            N_("Strategy Phase (the app draws 5 cards)"),
            "STRATEGY PHASE",
            (),
        ),
        Step(
            Phase.ORDERS.value,
            N_("Orders Phase"),
            "ORDERS PHASE",
            (Opens("deploy", ACTIVE), SPECIAL, Opens("end_orders", ACTIVE)),
        ),
        Step(
            Phase.ACTION.value,
            N_("Action Phase"),
            "ACTION PHASE",
            (Opens("attack", ACTIVE), SPECIAL, Opens("end_turn", ACTIVE)),
        ),
        Step(
            Phase.SUPPORT.value,
            N_("Action Phase: the attacker's Event cards"),
            "ACTION PHASE",
            (Opens("play", ACTIVE), Opens("commit", ACTIVE)),
        ),
        Step(
            Phase.DEFEND.value,
            N_("Action Phase: the defender's cards"),
            "ACTION PHASE",
            (Opens("play", INACTIVE), Opens("hold", INACTIVE)),
        ),
        Step(
            Phase.VICTORY.value,
            N_("Victory cards of the action's winner"),
            "VICTORY CARDS",
            (Opens("play", winner), Opens("pass", winner)),
        ),
        Step(
            Phase.DISCARD.value,
            N_("End Phase: discards"),
            "END PHASE",
            (Opens("discard", discarder),),
        ),
    ),
    now=lambda state: state.phase.value,
    active=lambda state: "" if state.result is not None else SIDE_NAMES[state.active],
    sides=tuple(SIDE_NAMES.values()),
    actions=ACTIONS,
    anytime=(Opens("hint", to_move),),
    ended=ended,
)
"""The card game's turn, step by step (TURN SEQUENCE, ACTION PHASE, VICTORY CARDS, END PHASE)."""
