"""The `expert` bot: determinized search over what it cannot see, through the opponent's reply.

At each decision of its orders and action phases it deals guesses at the hidden cards (the
other hand and the deck order) that agree with everything it has been shown (`infoset`), and
in each guessed world plays every candidate line (a move, or in the orders phase a whole
deployment) and then the game on, both sides choosing greedily, until its own next turn
begins; the position reached is scored by the strong bot's evaluation. The candidate with the
best mean over the worlds is played. Every candidate sees the same worlds and the same draws
(common random numbers). Within an action (support, defence, Victory cards, discards) the
consequences are immediate and the strong bot's careful one-step choice is used, on the state
with its hidden cards put in a fixed order, so nothing hidden reaches it either.

The number of worlds is fixed (`EXPERT_WORLDS`, or `effort`), with a time budget per move as
a cap; the worlds it managed are returned with the move, so a session replays the same choice
whatever the machine's speed.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.core.dice import Dice
from tabletop.core.i18n import say
from tabletop.games.cardgame.bots import (
    WIN,
    Move,
    best_by,
    describe,
    evaluate,
    play,
)
from tabletop.games.cardgame.infoset import guess, known, public
from tabletop.games.cardgame.moves import legal_actions
from tabletop.games.cardgame.plans import deployments
from tabletop.games.cardgame.state import Phase, Side, State
from tabletop.games.cardgame.strong import (
    _answer,
    _deployed,
    _leaf,
    _spread,
    _value,
    choose_strong,
)

EXPERT_WORLDS = 8
"""Guessed worlds per decision when nothing else is asked (`effort`)."""
BUDGET_MS = 200
"""Default time budget per move in milliseconds: the search stops after the world in hand
once it is spent (at least one world is always searched)."""
CANDIDATES = 4
"""Moves (or deployments) searched through the opponent's reply; the others are judged
one step ahead."""
ROLLOUT_STEPS = 80
"""Safety net for one world's play-out (a turn and the opponent's take far fewer)."""


def budget_of(options: Mapping[str, Any]) -> float:
    """The time budget per move a session's options set (`bot_time`, in milliseconds; 0 or
    none: `BUDGET_MS`)."""
    try:
        value = int(options.get("bot_time", 0))
    except (TypeError, ValueError):
        value = 0
    return float(value if value > 0 else BUDGET_MS)


@dataclass(frozen=True)
class Thought:
    """The expert's choice: the move, its reason, its estimated score for the mover (from -1,
    lost, to 1, won; 0 is even), and how many worlds it weighed (replayed as `effort`)."""

    move: Move
    reason: str
    score: float
    worlds: int


def choose_expert(
    state: State,
    me: Side,
    dice: Dice,
    actions: list[Move],
    effort: int | None = None,
    budget_ms: float | None = None,
) -> Thought:
    """The expert's move for `me`, who is to move in `state`. `effort`: worlds to weigh
    (default `EXPERT_WORLDS`); `budget_ms`: stop early once this much processor time is
    spent (None: no cap, as a replay of a recorded `effort` needs)."""
    worlds = effort if effort is not None and effort > 0 else EXPERT_WORLDS
    view = public(state, me)
    planning = state.phase is Phase.ORDERS or state.phase is Phase.ACTION
    if not planning or len(actions) == 1:
        move, reason = choose_strong(view, me, dice, actions)
        return Thought(move, reason, _unit(_leaf(view, me)), 0)
    facts = known(state, me)
    lines = _candidates(view, me, actions, dice)
    deadline = None if budget_ms is None else time.process_time() + budget_ms / 1000.0
    totals = [0.0] * len(lines)
    done = 0
    for _ in range(worlds):
        world = guess(view, facts, dice)
        stream = dice.copy().state
        for i, line in enumerate(lines):
            totals[i] += _play_out(world, me, line, Dice.from_state(stream))
        dice.below(2)  # the next world's draws differ from this one's
        done += 1
        if deadline is not None and time.process_time() > deadline:
            break
    index, top = best_by(list(range(len(lines))), lambda i: totals[i] / done, dice)
    move = lines[index][0] if lines[index] else {"kind": "end_orders"}
    reason = say(
        "I {move}: best outcome over {worlds} guesses at the hidden cards, played on to my "
        "next turn.",
        move=describe(move),
        worlds=done,
    )
    return Thought(move, reason, _unit(top), done)


def _unit(value: float) -> float:
    """An evaluation as a score from -1 (lost) to 1 (won)."""
    return max(-1.0, min(1.0, value / WIN))


def _candidates(view: State, me: Side, actions: list[Move], dice: Dice) -> list[tuple[Move, ...]]:
    """The lines worth searching: in an orders phase with Leaders or Units to place, whole
    deployments (then the orders phase ends) and each special card; otherwise the moves that
    look best one step ahead. Judged on the state with its hidden cards in a fixed order."""
    roll = dice.copy().state
    if view.phase is Phase.ORDERS and any(a["kind"] == "deploy" for a in actions):
        plans = deployments(actions, _spread(view, me, actions))
        plans.sort(key=lambda plan: -_deployed(view, me, plan))
        specials = [(a,) for a in actions if a["kind"] == "play"]
        lines = [p + ({"kind": "end_orders"},) for p in plans[:CANDIDATES]]
        return lines + _top(view, me, specials, roll, CANDIDATES)
    return _top(view, me, [(a,) for a in actions], roll, CANDIDATES)


def _top(
    view: State, me: Side, lines: Sequence[tuple[Move, ...]], roll: int, keep: int
) -> list[tuple[Move, ...]]:
    """The `keep` lines whose own outcome scores best, in their listed order."""
    if len(lines) <= keep:
        return list(lines)

    def glance(line: tuple[Move, ...]) -> float:
        dice = Dice.from_state(roll)
        after = view
        for move in line:
            after = play(after, move, dice)
        return _leaf(_answer(after, me, dice), me)

    ranked = sorted(range(len(lines)), key=lambda i: -glance(lines[i]))
    return [lines[i] for i in sorted(ranked[:keep])]


def _play_out(world: State, me: Side, line: tuple[Move, ...], dice: Dice) -> float:
    """`line` played in a guessed world, then the game on with both sides greedy until `me`'s
    next turn begins (or the battle ends); the position then, scored for `me`."""
    state = world
    for move in line:
        state = play(state, move, dice)
        if state.result is not None:
            return evaluate(state, me)
    start = state.turn
    for _ in range(ROLLOUT_STEPS):
        if state.result is not None:
            return evaluate(state, me)
        if state.turn > start and state.active is me and state.phase is Phase.ORDERS:
            break
        mine = state.to_move is me and OWN_CAREFUL
        state = play(state, _careful(state, me, dice) if mine else _greedy(state, dice), dice)
    return _value(state, me)


OWN_CAREFUL = True
"""Whether the bot's own moves in a play-out are chosen by the strong bot's one-step value
(else greedily, as the opponent's are)."""


def _careful(state: State, me: Side, dice: Dice) -> Move:
    """`me`'s move in a play-out: the one whose position, the opponent answering its
    discards and Victory step, the strong bot's evaluation likes best."""
    actions = legal_actions(state)
    if len(actions) == 1:
        return actions[0]
    stream = dice.copy().state

    def score(action: Move) -> float:
        roll = Dice.from_state(stream)
        return _leaf(_answer(play(state, action, roll), me, roll), me)

    return best_by(actions, score, dice)[0]


def _greedy(state: State, dice: Dice) -> Move:
    """The mover's move that leaves the best position one step ahead (the greedy bot's
    rule, in a world where every card is dealt)."""
    side = state.to_move
    actions = legal_actions(state)
    if len(actions) == 1:
        return actions[0]
    stream = dice.copy().state
    score: Callable[[Move], float] = lambda a: evaluate(  # noqa: E731
        play(state, a, Dice.from_state(stream)), side
    )
    return best_by(actions, score, dice)[0]
