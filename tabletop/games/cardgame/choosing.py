"""The bot's move at each level, and the hint: the one module that knows every level's
chooser (random and greedy in bots.py, strong.py, expert.py), so the rules and the levels'
helpers import none of the searches above them."""

from __future__ import annotations

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.core.i18n import say
from tabletop.games.cardgame.bots import LEVELS, Move, describe, greedy
from tabletop.games.cardgame.expert import choose_expert
from tabletop.games.cardgame.hint import encode, score_of
from tabletop.games.cardgame.moves import legal_actions
from tabletop.games.cardgame.state import Side, State
from tabletop.games.cardgame.strong import choose_strong


def choose(
    state: State,
    side: Side,
    level: str,
    dice: Dice,
    effort: int | None = None,
    budget_ms: float | None = None,
) -> tuple[Move, str]:
    """The bot's action for `side` and a one-line reason shown to the player. The expert
    takes `effort` (guessed worlds to weigh) and `budget_ms` (a time cap: see `expert`)."""
    if state.to_move is not side or state.result is not None:
        raise RuleError(say("it is not {side}'s move.", side=side.value))
    actions = legal_actions(state)
    if level == "random":
        action = dice.choice(actions)
        return action, say(
            "I {move}, picked at random among the moves allowed.", move=describe(action)
        )
    if len(actions) == 1:
        # Not "the only move": that would tell the player the bot's hand holds nothing else
        # it could play, and how many moves there were would hint at its cards too.
        return actions[0], say("I {move}.", move=describe(actions[0]))
    if level == "greedy":
        return greedy(state, side, dice, actions)
    if level == "strong":
        return choose_strong(state, side, dice, actions)
    if level == "expert":
        thought = choose_expert(state, side, dice, actions, effort, budget_ms)
        return thought.move, thought.reason
    raise RuleError(
        say(
            "there is no bot level '{level}'; the levels are {levels}.",
            level=level,
            levels=", ".join(LEVELS),
        )
    )


def advise(
    state: State, dice: Dice, effort: int | None = None, budget_ms: float | None = None
) -> Move:
    """The hint action for the player to move: the expert's move and its score, worked out
    with a copy of `dice` (asking for a hint changes no later roll)."""
    me = state.to_move
    thought = choose_expert(
        state, me, dice.copy(), legal_actions(state), effort=effort, budget_ms=budget_ms
    )
    return {"kind": "hint", "move": encode(thought.move), "score": score_of(thought.score)}
