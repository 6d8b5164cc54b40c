"""The `expert` bot: determinized search over what it cannot see.

At each decision of its orders and action phases it deals guesses at the hidden cards (the
other hand and the deck order) that agree with everything it has been shown (`infoset`), and
in each guessed world plays every candidate line (a move, or in the orders phase a whole
deployment) and searches on as the strong bot searches its own turn (`strong._search`: its
next moves, the opponent's defence weighed outcome by outcome from the cards it has not
seen). Every candidate sees the same worlds and the same draws (common random numbers).
The strong bot's own move, chosen on what the expert may see, is always among the
candidates and is played unless the candidate with the best mean beats it by more than the
spread of their difference over the worlds (`CONFIDENCE` standard errors): a search over a
few worlds is noisy, and measured alone it played the Coalition worse than the strong bot
(0.458 against 0.530 on the same 200 seeds against greedy). It differs from the strong bot in
its guesses, which agree with what a Reserve card has shown and are drawn from the unseen
cards in a fixed order (the strong bot deals from the deck as it lies: a fair draw, but not
the same one for the same dice), and in how many it weighs. Within an action (support,
defence, Victory cards, discards) the strong bot's careful one-step choice is used, on the
state with its hidden cards put in a fixed order, so nothing hidden reaches it either.

The number of worlds is fixed (`EXPERT_WORLDS`, or `effort`), with a time budget per move as
a cap; the worlds it managed are returned with the move, so a session replays the same choice
whatever the machine's speed.
"""

from __future__ import annotations

import math
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.core.dice import Dice
from tabletop.core.i18n import say_n
from tabletop.games.cardgame.bots import (
    WIN,
    Move,
    best_by,
    describe,
    evaluate,
    play,
)
from tabletop.games.cardgame.endgame import (
    FINAL,
    FINAL_DEPTH,
    FINAL_WORLDS,
    deadline_leaf,
    final_value,
    last_turn,
    own_turns_left,
)
from tabletop.games.cardgame.infoset import guess, known, public
from tabletop.games.cardgame.plans import deployments
from tabletop.games.cardgame.state import Phase, Side, State
from tabletop.games.cardgame.strong import (
    DEPTH,
    ROOT,
    _answer,
    _deployed,
    _leaf,
    _search,
    _spread,
    choose_strong,
)

EXPERT_WORLDS = 8
"""Guessed worlds per decision when nothing else is asked (`effort`)."""
BUDGET_MS = 200
"""Default time budget per move in milliseconds: the search stops after the world in hand
once it is spent (at least one world is always searched)."""
CONFIDENCE = 1.0
"""Standard errors by which the search's best line must beat the strong bot's move."""
FINAL_MARGIN = 0.01 * WIN
"""On the last turn, how much better (in WIN shares: one hundredth, a 1% better chance to
win) a line must score than the strong bot's move to be played instead."""
DEADLINE_CUT = (1.0, 0.5)
"""Share of the strong bot's credit for standing near VICTORY the search takes away when the
mover has one, two, ... turns left (`endgame.own_turns_left`): the battle is drawn when the
deck runs out, so a position near victory is worth what the turns left can make of it."""
CANDIDATES = 5
"""Deployments (and special cards) searched in an orders phase; in an action phase the
strong bot's `ROOT` moves. The others are judged one step ahead."""


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
    spent, the strong bot's choice included (None: no cap, as a replay of a recorded
    `effort` needs)."""
    view = public(state, me)
    last = last_turn(view, me)
    final = last > 0
    worlds = (
        effort if effort is not None and effort > 0 else FINAL_WORLDS if final else EXPERT_WORLDS
    )
    planning = state.phase is Phase.ORDERS or state.phase is Phase.ACTION
    if not planning or len(actions) == 1:
        move, reason = choose_strong(view, me, dice, actions)
        return Thought(move, reason, _unit(_leaf(view, me)), 0)
    began = time.process_time()
    deadline = None if budget_ms is None else began + budget_ms / 1000.0
    # The strong bot's move, on what `me` may see: the move played unless the search is
    # confident another is better (its prior, and its fallback when time runs short).
    prior, _ = choose_strong(view, me, dice, actions)
    facts = known(state, me)
    first = guess(view, facts, dice)
    # Candidates are picked in a guessed world, never on `view`, whose fixed order would
    # deal the other side the same few cards every time.
    lines = _candidates(first, me, actions, dice)
    if not any(line[0] == prior for line in lines):
        lines.append((prior,))
    values: list[list[float]] = [[] for _ in lines]
    for done in range(worlds):
        world = first if done == 0 else guess(view, facts, dice)
        stream = dice.copy().state
        for i, line in enumerate(lines):
            roll = Dice.from_state(stream)
            value = (
                _last_out(world, me, line, roll, last)
                if final
                else _play_out(world, me, line, roll)
            )
            values[i].append(value)
        dice.below(2)  # the next world's draws differ from this one's
        if deadline is not None and time.process_time() > deadline:
            break
    done = len(values[0])
    means = [sum(v) / done for v in values]
    index, top = best_by(_choices(lines, means), lambda i: means[i], dice)
    backed = max((i for i, line in enumerate(lines) if line[0] == prior), key=lambda i: means[i])
    if final:
        # The last turn: a line is taken only for a better chance to win the battle now.
        sure = means[index] > means[backed] + FINAL_MARGIN
    else:
        sure = _confident(values[index], values[backed])
    if not sure:
        index, top = backed, means[backed]
    move = lines[index][0]
    reason = say_n(
        "I {move}: best outcome over {n} guess at the hidden cards.",
        "I {move}: best outcome over {n} guesses at the hidden cards.",
        done,
        move=describe(move),
        n=done,
    )
    return Thought(move, reason, _unit(top), done)


def _confident(best: list[float], prior: list[float]) -> bool:
    """Whether the search's best line beats the strong bot's move by more than the spread
    of their difference over the guessed worlds (`CONFIDENCE` standard errors): with few
    worlds, or worlds that disagree, the strong bot's move stands."""
    if best is prior:
        return True
    diffs = [b - p for b, p in zip(best, prior, strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    if n < 2:
        return False
    spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1))
    return mean > CONFIDENCE * spread / math.sqrt(n)


def _choices(lines: list[tuple[Move, ...]], totals: list[float]) -> list[int]:
    """The lines to choose among: in an orders phase, a special card (a line that starts
    with one) only when it beats ending the orders phase at once, as the strong bot
    decides (a special searched from the orders phase would otherwise always lose to a
    deployment searched on into the action phase); else the deployments."""
    specials = [i for i, line in enumerate(lines) if line[0]["kind"] == "play"]
    if not specials or _END_ORDERS not in lines:
        return list(range(len(lines)))  # an action phase: every move on its own search
    plain = lines.index(_END_ORDERS)
    if max(totals[i] for i in specials) > totals[plain]:
        return specials
    return [i for i in range(len(lines)) if i not in specials]


_END_ORDERS: tuple[Move, ...] = ({"kind": "end_orders"},)


def _unit(value: float) -> float:
    """An evaluation as a score from -1 (lost) to 1 (won)."""
    return max(-1.0, min(1.0, value / WIN))


def _candidates(view: State, me: Side, actions: list[Move], dice: Dice) -> list[tuple[Move, ...]]:
    """The lines worth searching: in an orders phase with Leaders or Units to place, whole
    deployments (then the orders phase ends) and each special card; otherwise the moves that
    look best one step ahead. Judged in one guessed world (`view`)."""
    roll = dice.copy().state
    if view.phase is Phase.ORDERS and any(a["kind"] == "deploy" for a in actions):
        plans = deployments(actions, _spread(view, me, actions))
        plans.sort(key=lambda plan: -_deployed(view, me, plan))
        specials = [(a,) for a in actions if a["kind"] == "play"]
        lines = [p + _END_ORDERS for p in plans[:CANDIDATES]]
        if _END_ORDERS not in lines:
            lines.append(_END_ORDERS)  # deploying nothing: what a special card must beat
        return lines + _top(view, me, specials, roll, CANDIDATES)
    return _top(view, me, [(a,) for a in actions], roll, ROOT)


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


def _last_out(world: State, me: Side, line: tuple[Move, ...], dice: Dice, last: int) -> float:
    """`line` played in a guessed world on `me`'s last turn (`endgame.last_turn`), then the
    rest of the turn searched for a win (`endgame.final_value`)."""
    state = world
    for move in line:
        state = play(state, move, dice)
        if state.result is not None:
            return evaluate(state, me)
    return final_value(state, me, FINAL_DEPTH, dice, last == FINAL)


def _play_out(world: State, me: Side, line: tuple[Move, ...], dice: Dice) -> float:
    """`line` played in a guessed world, then searched as the strong bot searches its own
    turn (`strong._search`: its next moves, the opponent's defence weighed outcome by
    outcome, the opponent's likely answers to a discard or a Victory step)."""
    state = world
    for move in line:
        state = play(state, move, dice)
        if state.result is not None:
            return evaluate(state, me)
    left = own_turns_left(world)
    if left <= len(DEADLINE_CUT):
        return _search(state, me, DEPTH, dice, deadline_leaf(DEADLINE_CUT[left - 1]))
    return _search(state, me, DEPTH, dice)
