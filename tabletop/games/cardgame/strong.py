"""The `strong` bot: looks ahead through its own turn and the defender's likely replies.

For each move it deals a few guesses at the hidden cards (`determinize`), then searches the
moves that follow in its own turn (a narrow beam: only the best few by a careful
evaluation go deeper). Wherever the opponent must answer, during a defense or a discard, it
assumes the answer a sensible player gives: the fewest strongest cards that win or tie the
action, and the least useful cards thrown away. The position when its turn ends is scored by
`evaluate` with that defense settled.
"""

from __future__ import annotations

from tabletop.core.dice import Dice
from tabletop.games.cardgame.bots import (
    Action,
    _fit,
    best_by,
    describe,
    determinize,
    evaluate,
    hand_values,
    settle,
)
from tabletop.games.cardgame.moves import legal_actions
from tabletop.games.cardgame.rules import apply_legal
from tabletop.games.cardgame.state import Phase, Side, State

SAMPLES = 2
"""Guesses at the hidden cards per decision."""
DEPTH = 2
"""Own moves looked at after the one being chosen."""
BEAM = 3
"""Replies kept at each deeper step."""


def _answer(state: State, me: Side, dice: Dice) -> State:
    """Play out the opponent's forced answers until `me` moves again or the turn passes."""
    while state.result is None and state.to_move is not me:
        phase = state.phase
        if phase is Phase.DEFEND:
            state = settle(state, True)
        elif phase is Phase.DISCARD:
            side = state.to_move
            values = hand_values()
            worst = min(state.hand(side), key=lambda c: values[(c, side)])
            state = apply_legal(state, {"kind": "discard", "card": worst}, dice)[0]
        elif phase is Phase.VICTORY:
            state = apply_legal(state, {"kind": "pass"}, dice)[0]
        else:
            break  # the opponent's own turn: scored as it stands
    return state


def _search(state: State, me: Side, depth: int, dice: Dice) -> float:
    state = _answer(state, me, dice)
    if depth == 0 or state.result is not None or state.to_move is not me:
        return evaluate(state, me, True)
    children = []
    for action in legal_actions(state):
        child = _answer(apply_legal(state, action, dice)[0], me, dice)
        children.append((evaluate(child, me, True), child))
    children.sort(key=lambda pair: -pair[0])
    return max(_search(child, me, depth - 1, dice) for _, child in children[:BEAM])


def choose_strong(state: State, me: Side, dice: Dice, actions: list[Action]) -> tuple[Action, str]:
    """The move with the best outcome found by the search, and why."""
    # In the middle of an action (adding cards, defending, Victory cards, discards) the
    # consequences are immediate, so one careful step is enough; planning pays off in the
    # orders and action phases, where moves combine.
    planning = state.phase is Phase.ORDERS or state.phase is Phase.ACTION
    depth = DEPTH if planning else 0
    samples = SAMPLES if planning else 1
    worlds = [determinize(state, me, dice) for _ in range(samples)]
    stream = dice.copy().state

    def score(action: Action) -> float:
        total = 0.0
        for world in worlds:
            roll = Dice.from_state(stream)
            child = apply_legal(_fit(world, action, me), action, roll)[0]
            total += _search(child, me, depth, roll)
        return total / samples

    action, _ = best_by(actions, score, dice)
    how = (
        f"looking {depth} moves ahead over {samples} guesses at the hidden cards"
        if planning
        else "expecting the defender's best answer"
    )
    # No score in the reason: it counts the bot's own hidden hand.
    return action, f"I {describe(action)}: best outcome {how}."
