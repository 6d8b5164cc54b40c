"""Past the expert's own turn: the rest of it and the other side's whole next turn played out in
a guessed world, and the position scored where the expert's next turn begins.

The strong bot's search (and the expert's on top of it) ends with the mover's turn and weighs
the other side's next attacks with a hand-made threat (`strong._threat`). Here that turn is
played: the rest of the mover's turn and the whole of the other side's (its draw of five from
the guessed deck, its orders, its attacks, the mover's defence) are played move by move by the
greedy bot's rule (each move the one whose own outcome scores best, `bots.evaluate`), and the
position the mover then faces is scored by the strong bot's evaluation (`strong._value`).
Everything happens in one guessed world (`infoset.guess`): the other hand and the deck order
are guesses that agree with what the mover has seen, so nothing hidden is read; and within
it each side's move is chosen as the greedy bot chooses, guessing again at the cards that
side cannot see.

Measured on tuning seeds 0-99 (4 worlds a move), the Coalition against greedy Napoleon scored
0.46 with the search alone, 0.53 with this alone, 0.57 with the two averaged (`REPLY`), and
against random Napoleon 0.81 and 0.845 (averaged); docs/cardgame-expert.md keeps the figures.
"""

from __future__ import annotations

from tabletop.core.dice import Dice
from tabletop.games.cardgame.bots import Move, evaluate, greedy, play
from tabletop.games.cardgame.moves import legal_actions
from tabletop.games.cardgame.state import Side, State
from tabletop.games.cardgame.strong import _value

REPLY = 0.5
"""Weight of the position after the other side's turn in the expert's score of a line (the
rest is the strong bot's search of its own turn)."""
MOVES = 400
"""Safety net: no two turns take this many moves (a bug must not hang a search)."""


def after_reply(state: State, me: Side, dice: Dice) -> float:
    """The position `me` faces at the start of its next turn (its five cards drawn), from
    `state` (in `me`'s turn, a guessed world) with the rest of this turn and the other side's
    next played by the greedy rule, scored for `me` (a battle ended on the way scores as
    `evaluate` scores it: won, lost or drawn)."""
    moves = 0
    for mine in (True, False):  # the rest of my turn, then the other side's
        while state.result is None and (state.active is me) is mine and moves < MOVES:
            state = play(state, _greedy(state, dice), dice)
            moves += 1
    return evaluate(state, me) if state.result is not None else _value(state, me)


def _greedy(state: State, dice: Dice) -> Move:
    """The greedy bot's move for the side to move (`bots.greedy`: it guesses again at the
    cards that side cannot see, so neither side's rule reads the other's hand)."""
    actions = legal_actions(state)
    if len(actions) == 1:
        return actions[0]
    return greedy(state, state.to_move, dice, actions)[0]
