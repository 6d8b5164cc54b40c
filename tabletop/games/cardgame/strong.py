"""The `strong` bot: looks ahead through its own turn and weighs every outcome of its attacks.

For each move it deals a few guesses at the hidden cards (`determinize`) and searches the
moves that follow in its own turn (a narrow beam: only the best few by the evaluation go
deeper). When one of its attacks waits for the opponent's defence it does not trust the
guessed hand: `odds.reach` gives the exact chance that a hand of that size, drawn from the
cards it has not seen, holds enough Defense and Event force to tie or win, and the search
goes on from each outcome weighted by its chance. Where the opponent must answer otherwise
(a discard, its Victory step) it assumes a sensible answer: the least useful cards thrown
away, no Victory card. When it defends, its own hand is known and the defence it would play
is scored exactly. The position when its turn ends is scored by `bots.evaluate`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache

from tabletop.core.dice import Dice
from tabletop.games.cardgame.bots import (
    WIN,
    Action,
    _fit,
    _sig,
    best_by,
    describe,
    determinize,
    evaluate,
    hand_values,
    settle,
)
from tabletop.games.cardgame.cards import CardType, card_index
from tabletop.games.cardgame.moves import legal_actions, usable
from tabletop.games.cardgame.odds import at_least, defending_force, reach
from tabletop.games.cardgame.plans import deployments
from tabletop.games.cardgame.plays import change_morale, check_end
from tabletop.games.cardgame.rules import DRAW_PER_TURN, apply_legal, battle_totals, settle_action
from tabletop.games.cardgame.state import OTHER, Front, Phase, Side, State, TieRule, evolve

SAMPLES = 2
"""Guesses at the hidden cards per decision."""
DEPTH = 2
"""Own moves looked at after the one being chosen."""
BEAM = 3
"""Replies kept at each deeper step."""
NEAR = 400.0
"""Weight of standing near VICTORY (a won battle scores 1000)."""
DECK_HORIZON = 30
"""Cards left in the deck below which a near victory counts for less (a draw looms)."""
_EXP = tuple(math.exp(-m / 3.0) for m in range(41))
ROOT = 10
"""Moves searched deeper in an action phase (the others are judged one step ahead)."""
PLANS = 5
"""Deployments searched through the action phase in an orders phase (the others are
judged by the position they leave)."""
DRIVE = 2.0
"""Weight of the drive for the fronts a side lacks (`_drive`; 0 turns it off)."""
TYPICAL_DEFENCE = 2
"""Force the defender is assumed to add from its hand when the drive weighs a front."""
TYPICAL_ATTACK = 4
"""Force the opponent is assumed to add to its next attack (an Attack or Event card)."""
_NO_DICE = Dice(0)
"""Deploying a Leader or Unit rolls nothing; `apply_legal` still takes dice."""
UNLIKELY = 0.02
"""Outcomes of an attack less likely than this are not searched (their share is scored as the
likeliest outcome's)."""


def _answer(state: State, me: Side, dice: Dice) -> State:
    """Play out the opponent's discards and Victory step until `me` moves, the opponent must
    defend, or the turn passes."""
    while state.result is None and state.to_move is not me:
        phase = state.phase
        if phase is Phase.DISCARD:
            side = state.to_move
            values = hand_values()
            worst = min(state.hand(side), key=lambda c: values[(c, side)])
            state = apply_legal(state, {"kind": "discard", "card": worst}, dice)[0]
        elif phase is Phase.VICTORY:
            state = apply_legal(state, {"kind": "pass"}, dice)[0]
        else:
            break  # a defence (weighed by `outcomes`) or the opponent's own turn
    return state


def outcomes(state: State) -> list[tuple[float, State]]:
    """The pending action fought out against the hidden hand: each result with its chance."""
    b = state.battle
    totals = battle_totals(state)
    assert b is not None and totals is not None
    attack, defend = totals
    attacker, defender = b.attacker, OTHER[b.attacker]
    tail = reach(state.deck + state.hand(defender), len(state.hand(defender)), defender, b.front)
    need = attack - defend
    can_tie, can_win = at_least(tail, need), at_least(tail, need + 1)
    tie = state.options.tie
    split: list[tuple[float, Side | None]]
    if tie is TieRule.DEFENDER:
        split = [(1 - can_tie, attacker), (can_tie, defender)]
    elif tie is TieRule.ATTACKER:
        split = [(1 - can_win, attacker), (can_win, defender)]
    else:
        split = [(1 - can_tie, attacker), (can_tie - can_win, None), (can_win, defender)]
    out = []
    for chance, win in split:
        if chance <= 0.0:
            continue
        # The defender adds just enough to reach its outcome: the totals only word events.
        out.append((chance, settle_action(state, win, attack, defend)[0]))
    return out


def _value(state: State, me: Side) -> float:
    """`evaluate`, plus how near each side stands to VICTORY: the fronts it holds (squared:
    the last one matters most) times how little morale the enemy has left, fading as the
    deck runs out (the battle is then drawn)."""
    if state.battle is not None and state.result is None:
        # Every term below is read from the position after the pending action is fought
        # out (the defender answering from its hand), so a move that leaves an action
        # pending is not scored on the fronts and morale from before it.
        state = settle(state, True)
    score = evaluate(state, me)
    if state.result is not None:
        return score
    opp = OTHER[me]
    held = sum(f.controller is me for f in state.fronts)
    if len(state.deck) < DRAW_PER_TURN:
        # The next turn's draw will find the deck short: the battle is drawn then unless
        # someone wins first (STRATEGY PHASE). The leader keeps the deck; the side behind
        # runs it down; on its own last turn a side still drives for the fronts it lacks.
        last = state.active is me and DRIVE > 0
        return 0.001 * score + (_drive(state, me, held, 1.0) if last else 0.0)
    time_left = min(1.0, len(state.deck) / DECK_HORIZON)
    near_me = (held / 3) ** 2 * _EXP[min(state.morale(opp), 40)]
    near_opp = ((3 - held) / 3) ** 2 * _EXP[min(state.morale(me), 40)]
    score += NEAR * time_left * (near_me - near_opp)
    if DRIVE > 0:
        score += _drive(state, me, held, 1.0)
    if state.active is not me:
        score += _threat(state, me)
    return score


def _drive(state: State, me: Side, held: int, time_left: float) -> float:
    """What the fronts `me` lacks are worth as a way to VICTORY: at each, what taking it
    would add to the near-victory term, times how well placed `me` is to take it (its
    Leaders and Units there and the Attack and Event force in its hand, against the
    enemy's, the enemy's +4 and a typical defence, on a wide curve: every card put there
    counts)."""
    opp = OTHER[me]
    fade = _EXP[min(state.morale(opp), 40)]
    if fade < 0.01:
        return 0.0
    stakes = DRIVE * NEAR * time_left * fade * ((held + 1) ** 2 - held**2) / 9
    cards = card_index()
    hand = state.hand(me)
    total = 0.0
    for index, front in enumerate(state.fronts):
        if front.controller is me:
            continue
        mine = sum(cards[c].force for c in front.of(me))
        theirs = sum(cards[c].force for c in front.of(opp))
        support = _support(me, index)
        best = max((support.get(c, 0) for c in hand), default=0)
        edge = mine + best - theirs - 4 - TYPICAL_DEFENCE
        total += stakes * _sig(edge // 2)
    return total


@cache
def _support(side: Side, front: int) -> dict[str, int]:
    """Force each Attack or Event card adds when `side` attacks at `front`."""
    out = {}
    for c in card_index().values():
        kinds = (CardType.ATTACK, CardType.EVENT)
        if c.type in kinds and usable(c, side) and front in c.fronts and c.force > 0:
            out[c.id] = c.force
    return out


def _threat(state: State, me: Side) -> float:
    """What the opponent's next attack is expected to cost `me`: at the front where it
    hurts most, the chance the opponent wins an action there (its Leaders and Units plus a
    typical Attack card, against mine, the +4 if I hold it, and the Defense and Event cards
    in my hand) times what losing it costs (morale, the front, perhaps the battle)."""
    opp = OTHER[me]
    cards = card_index()
    hand = state.hand(me)
    risks = []
    now = evaluate(state, me)
    for index, front in enumerate(state.fronts):
        mine = sum(cards[c].force for c in front.of(me))
        theirs = sum(cards[c].force for c in front.of(opp))
        guard = defending_force(me, index)
        held = front.controller is me
        edge = theirs + TYPICAL_ATTACK - mine - (4 if held else 0)
        edge -= sum(guard.get(c, 0) for c in hand)
        chance = _sig(edge)
        if chance < 0.01:
            continue
        fronts = list(state.fronts)
        fronts[index] = Front(opp, front.napoleon, front.coalition)
        lost = evolve(state, fronts=(fronts[0], fronts[1], fronts[2]))
        lost = change_morale(change_morale(lost, me, -3), opp, 2)
        lost, _ = check_end(lost)
        cost = now - evaluate(lost, me) if lost.result is None else now + WIN
        risks.append(chance * cost)
    risks.sort(reverse=True)
    return -sum(r * w for r, w in zip(risks, (1.0, 0.5, 0.25), strict=False))


def _leaf(state: State, me: Side) -> float:
    """The evaluation, with an attack of `me` waiting on the hidden hand weighed by chance."""
    b = state.battle
    if b is not None and state.result is None and b.attacker is me:
        return sum(chance * _value(after, me) for chance, after in outcomes(state))
    return _value(state, me)


def _search(state: State, me: Side, depth: int, dice: Dice) -> float:
    state = _answer(state, me, dice)
    b = state.battle
    if b is not None and state.result is None and state.phase is Phase.DEFEND and b.attacker is me:
        likely = [(c, s) for c, s in outcomes(state) if c >= UNLIKELY]
        total = sum(c for c, _ in likely)
        return sum(c * _search(s, me, depth, dice) for c, s in likely) / total
    if depth == 0 or state.result is not None or state.to_move is not me:
        return _leaf(state, me)
    children = []
    for action in legal_actions(state):
        child = _answer(apply_legal(state, action, dice)[0], me, dice)
        children.append((_leaf(child, me), child))
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

    if state.phase is Phase.ORDERS and any(a["kind"] == "deploy" for a in actions):
        action = _orders(state, me, dice, actions, worlds, score)
    else:
        if planning and len(actions) > ROOT:
            actions = _likeliest(actions, worlds, me, stream)
        action, _ = best_by(actions, score, dice)
    how = (
        f"looking {depth} moves ahead over {samples} guesses at the hidden cards"
        if planning
        else "weighing the chances of each outcome"
    )
    # No score in the reason: it counts the bot's own hidden hand.
    return action, f"I {describe(action)}: best outcome {how}."


def _likeliest(actions: list[Action], worlds: list[State], me: Side, stream: int) -> list[Action]:
    """The ROOT moves whose own outcome scores best: only they are searched deeper (an
    action phase with many Attack cards offers twenty moves, most of them plainly worse)."""

    def glance(action: Action) -> float:
        total = 0.0
        for world in worlds:
            roll = Dice.from_state(stream)
            child = _answer(apply_legal(_fit(world, action, me), action, roll)[0], me, roll)
            total += _leaf(child, me)
        return total

    ranked = sorted(range(len(actions)), key=lambda i: -glance(actions[i]))
    return [actions[i] for i in sorted(ranked[:ROOT])]


def _orders(
    state: State,
    me: Side,
    dice: Dice,
    actions: list[Action],
    worlds: list[State],
    score: Callable[[Action], float],
) -> Action:
    """The orders phase planned whole: Leaders and Units are weighed as a deployment (which
    go where, which stay in hand) followed by the action phase it allows, since a front is
    taken by the force put there together, not by one card seen a step at a time. A special
    card (Reserve, March, Maneuver, Strategy, Standstill) is played first when it scores
    better than ending the orders phase now."""
    specials = [a for a in actions if a["kind"] == "play"]
    if specials:
        best, top = best_by(specials, score, dice)
        if top > score({"kind": "end_orders"}):
            return best
    stream = dice.copy().state

    def value(plan: tuple[Action, ...]) -> float:
        total = 0.0
        for world in worlds:
            roll = Dice.from_state(stream)
            after = world
            for step in plan + ({"kind": "end_orders"},):
                after = apply_legal(after, step, roll)[0]
            total += _search(after, me, DEPTH, roll)
        return total / len(worlds)

    plans = deployments(actions, _spread(worlds[0], me, actions))
    if len(plans) > PLANS:
        # Only the likeliest deployments, by the position they leave, are searched.
        plans = sorted(plans, key=lambda plan: -_deployed(worlds[0], me, plan))[:PLANS]
    plan, _ = best_by(plans, value, dice)
    return plan[0] if plan else {"kind": "end_orders"}


def _deployed(world: State, me: Side, plan: tuple[Action, ...]) -> float:
    """The position a deployment leaves as the orders phase ends."""
    for step in plan + ({"kind": "end_orders"},):
        world = apply_legal(world, step, _NO_DICE)[0]
    return _value(world, me)


def _spread(world: State, me: Side, actions: list[Action]) -> tuple[Action, ...]:
    """Leaders and Units put one at a time where the position gains most, while one gains."""
    plan: list[Action] = []
    left = [a for a in actions if a["kind"] == "deploy"]
    now = _value(world, me)
    while left:
        scored = [(_value(apply_legal(world, a, _NO_DICE)[0], me), a) for a in left]
        top, step = max(scored, key=lambda pair: pair[0])
        if top <= now:
            break
        plan.append(step)
        world, now = apply_legal(world, step, _NO_DICE)[0], top
        left = [a for a in left if a["card"] != step["card"]]
    return tuple(plan)
