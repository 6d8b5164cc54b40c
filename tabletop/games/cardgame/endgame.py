"""The expert's last turn. When the deck holds fewer cards than the next turn draws, the
battle ends as a draw at that draw (STRATEGY PHASE: "If the deck runs out, the battle is a
draw"), so the side to move has this one turn to win and nothing else it does counts. When
it holds fewer than two turns' draws, the side to move plays its own last turn: the other
side has one more, and then only its chance to win counts against the mover.

Its moves are then searched deeper than the strong bot searches a turn, and a line is
scored by the one thing that matters: the chance it wins the battle before the turn ends
(VICTORY: all three fronts held and the enemy's morale gone), less, when the other side
plays after it, the chance that side wins on its last turn (the strong bot's threat of its
next attacks, `strong._threat`, weighed from a draw). Each attack is weighed
outcome by outcome from the cards the mover has not seen (`strong.outcomes`, the same
exact chances the strong bot uses); the rest of the mover's turn is searched with the
strong bot's evaluation only to order the moves and to break ties between lines that
cannot win. The deck order matters little now (only a March or Victory card still draws),
so one guessed world is enough.
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.core.dice import Dice
from tabletop.games.cardgame.bots import board_of, evaluate, play
from tabletop.games.cardgame.moves import legal_actions
from tabletop.games.cardgame.rules import DRAW_PER_TURN
from tabletop.games.cardgame.state import OTHER, Side, State
from tabletop.games.cardgame.strong import (
    _EXP,
    NEAR,
    UNLIKELY,
    _answer,
    _awaits_defence,
    _leaf,
    _threat,
    _value,
    outcomes,
)

FINAL_DEPTH = 3
"""Own moves searched after the one being chosen, on the last turn."""
FINAL_BEAM = 3
"""Replies kept at each deeper step of the last turn's search."""
FINAL_WORLDS = 1
"""Guessed worlds per decision on the last turn (the hidden cards barely matter now)."""
TIE_BREAK = 0.001
"""Weight of the strong bot's evaluation in a line that does not win: it only orders the
lines that cannot win (each is a draw)."""


FINAL, OWN_LAST = 2, 1
"""`last_turn`: the battle's last turn; the mover's last, the other side playing one more."""


def last_turn(state: State, me: Side) -> int:
    """`FINAL` if `me` plays the battle's last turn (the deck cannot give the next turn its
    draw), `OWN_LAST` if its own last (the other side's next turn is the battle's last),
    else 0."""
    if state.result is not None or state.active is not me:
        return 0
    if len(state.deck) < DRAW_PER_TURN:
        return FINAL
    return OWN_LAST if len(state.deck) < 2 * DRAW_PER_TURN else 0


def final_value(state: State, me: Side, depth: int, dice: Dice, final: bool = True) -> float:
    """How `state` stands for `me` on its last turn: WIN times its chance to win before the
    turn ends (each attack weighed by the defender's chances), a loss as the evaluation
    scores it, and a tiny share of the evaluation for a line that wins nothing; unless the
    turn is the battle's last (`final`), less the chance the other side wins on its turn."""
    state = _answer(state, me, dice)
    if _awaits_defence(state, me):
        likely = [(c, s) for c, s in outcomes(state) if c >= UNLIKELY]
        total = sum(c for c, _ in likely)
        return sum(c * final_value(s, me, depth, dice, final) for c, s in likely) / total
    if state.result is not None:
        return evaluate(state, me)
    if depth == 0 or state.to_move is not me:
        return _rest(state, me, final)
    children = []
    for action in legal_actions(state):
        child = _answer(play(state, action, dice), me, dice)
        children.append((_leaf(child, me), child))
    children.sort(key=lambda pair: -pair[0])
    return max(final_value(child, me, depth - 1, dice, final) for _, child in children[:FINAL_BEAM])


def _rest(state: State, me: Side, final: bool) -> float:
    """A line that has not won when the search stops: a draw, so only a tiny share of the
    evaluation (an attack of `me` still pending weighed outcome by outcome), less, unless
    the turn is the battle's last, what the other side's last turn may cost: its attacks
    weighed from a draw (`strong._threat` with `now` 0), so losing the battle costs WIN
    times its chance."""
    if state.result is not None:
        return evaluate(state, me)
    b = state.battle
    if b is not None and b.attacker is me:
        return sum(chance * _rest(after, me, final) for chance, after in outcomes(state))
    base = TIE_BREAK * _leaf(state, me)
    if final or b is not None:
        return base
    return base + _threat(state, me, 0.0, board_of(state, me))


def own_turns_left(state: State) -> int:
    """How many turns the side to move still plays, this one included, if nobody wins: each
    turn after it draws DRAW_PER_TURN cards, the two sides in turn, until a draw fails."""
    return 1 + len(state.deck) // (2 * DRAW_PER_TURN)


def deadline_leaf(cut: float) -> Callable[[State, Side], float]:
    """The strong bot's evaluation (`strong._leaf`) with `cut` of the credit it gives `me`
    for standing near VICTORY taken away: with few turns left a position near victory is
    worth only what those turns can still make of it (the battle is drawn when the deck
    runs out), while a battle won counts in full."""

    def leaf(state: State, me: Side) -> float:
        b = state.battle
        if b is not None and state.result is None and b.attacker is me:
            return sum(chance * _cut(after, me, cut) for chance, after in outcomes(state))
        return _cut(state, me, cut)

    return leaf


def _cut(state: State, me: Side, cut: float) -> float:
    value = _value(state, me)
    if state.result is not None or state.battle is not None:
        return value
    held = sum(f.controller is me for f in state.fronts)
    return value - cut * NEAR * _EXP[min(state.morale(OTHER[me]), 40)] * (held / 3) ** 2
