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
from functools import cache, lru_cache

from tabletop.core.dice import Dice
from tabletop.core.i18n import say
from tabletop.games.cardgame.actions import CardAction, Discard, EndOrders, Pass
from tabletop.games.cardgame.bots import (
    WIN,
    Board,
    Move,
    _fit,
    _sig,
    best_by,
    board_of,
    board_value,
    describe,
    determinize,
    evaluate,
    evaluate_board,
    hand_values,
    play,
    settle,
)
from tabletop.games.cardgame.cards import CardType, card_index
from tabletop.games.cardgame.moves import legal_actions, usable
from tabletop.games.cardgame.odds import at_least, defending_force, reach
from tabletop.games.cardgame.plans import deployments
from tabletop.games.cardgame.rules import (
    DRAW_PER_TURN,
    LOSER_MORALE,
    WINNER_MORALE,
    apply_legal,
    battle_totals,
    settle_action,
)
from tabletop.games.cardgame.said import unsaid
from tabletop.games.cardgame.state import (
    OTHER,
    AttackTarget,
    Phase,
    Side,
    State,
    TieRule,
    VictoryRule,
)

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
_PASS = Pass()
_END_ORDERS = EndOrders()
_NO_DICE = Dice(0)
"""Deploying a Leader or Unit rolls nothing; `apply_legal` still takes dice."""
UNLIKELY = 0.02
"""Outcomes of an attack less likely than this are not searched (their share is scored as the
likeliest outcome's)."""


def ahead(state: State, action: CardAction, dice: Dice) -> State:
    """The state after an action, for weighing it (its sentences are not made)."""
    with unsaid():
        return apply_legal(state, action, dice)[0]


def _answer(state: State, me: Side, dice: Dice) -> State:
    """Play out the opponent's discards and Victory step until `me` moves, the opponent must
    defend, or the turn passes."""
    while state.result is None and state.to_move is not me:
        phase = state.phase
        if phase is Phase.DISCARD:
            side = state.to_move
            values = hand_values()
            worst = min(state.hand(side), key=lambda c: values[(c, side)])
            state = ahead(state, Discard(worst), dice)
        elif phase is Phase.VICTORY:
            state = ahead(state, _PASS, dice)
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
        with unsaid():
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
    if state.result is not None:
        return evaluate(state, me)
    board = board_of(state, me)  # read once for the evaluation and the threat
    score = now = evaluate_board(state, me, *board)
    opp = OTHER[me]
    held = sum(f.controller is me for f in state.fronts)
    if len(state.deck) < DRAW_PER_TURN:
        # The next turn's draw will find the deck short: the battle is drawn then unless
        # someone wins first (STRATEGY PHASE). The leader keeps the deck; the side behind
        # runs it down; on its own last turn a side still drives for the fronts it lacks.
        last = state.active is me and DRIVE > 0
        if not last:
            return 0.001 * score
        # A front taken counts at least as much as one well placed to be taken.
        taken = NEAR * _EXP[min(state.morale(opp), 40)] * (held / 3) ** 2
        return 0.001 * score + taken + _drive(state, me, held, 1.0)
    time_left = min(1.0, len(state.deck) / DECK_HORIZON)
    near_me = (held / 3) ** 2 * _EXP[min(state.morale(opp), 40)]
    near_opp = ((3 - held) / 3) ** 2 * _EXP[min(state.morale(me), 40)]
    if DRIVE > 0:
        # The fronts held count in full, as the drive for the fronts lacked does (not
        # fading as the deck runs out): a front taken must never be worth less than one
        # well placed to be taken.
        score += NEAR * (near_me - time_left * near_opp) + _drive(state, me, held, 1.0)
    else:
        score += NEAR * time_left * (near_me - near_opp)
    # The opponent's next attack is weighed at every position, not only once the turn is
    # over: a search stopped a move or two into the turn otherwise saw no threat at all,
    # and preferred playing on (March cards spending the deck, pointless attacks) to
    # ending the turn.
    score += _threat(state, me, now, board)
    return score


def _drive(state: State, me: Side, held: int, cap: float) -> float:
    """What the fronts `me` lacks are worth as a way to VICTORY: at each, what taking it
    would add to the near-victory term, times how well placed `me` is to take it (its
    Leaders and Units there and the Attack and Event force in its hand, against the
    enemy's, the enemy's +4 and a typical defence, on a wide curve: every card put there
    counts; a Strategy or Casualties card in hand counts as taking the strongest enemy
    Leader or Unit there away). A front is never worth more this way than taking it adds
    (`cap`), or the bot would leave a front it is placed to take untaken."""
    opp = OTHER[me]
    fade = _EXP[min(state.morale(opp), 40)]
    if fade < 0.01:
        return 0.0
    stakes = NEAR * fade * ((held + 1) ** 2 - held**2) / 9
    cards = card_index()
    hand = state.hand(me)
    opens = any(_opener(c, me) for c in hand)
    total = 0.0
    for index, front in enumerate(state.fronts):
        if front.controller is me:
            continue
        mine = sum(cards[c].force for c in front.of(me))
        theirs = sum(cards[c].force for c in front.of(opp))
        support = _support(me, index)
        best = max((support.get(c, 0) for c in hand), default=0)
        if opens:
            # A Strategy card moves the strongest enemy Leader or Unit away; a Casualties
            # card removes it once an action is won.
            best += max((cards[c].force for c in front.of(opp)), default=0)
        edge = mine + best - theirs - 4 - TYPICAL_DEFENCE
        # Never more than taking the front adds to the near-victory term (`cap`, the share
        # of it left as the deck runs out), so a front is never better left untaken.
        total += stakes * min(cap, DRIVE * _sig(edge // 2))
    return total


@cache
def _opener(card: str, side: Side) -> bool:
    """Whether `card` takes an enemy Leader or Unit off a front for `side` (Strategy,
    Casualties)."""
    c = card_index()[card]
    kind = c.type is CardType.STRATEGY or c.effect == "casualties"
    return kind and usable(c, side)


@cache
def _support(side: Side, front: int) -> dict[str, int]:
    """Force each Attack or Event card adds when `side` attacks at `front`."""
    out = {}
    for c in card_index().values():
        kinds = (CardType.ATTACK, CardType.EVENT)
        if c.type in kinds and usable(c, side) and front in c.fronts and c.force > 0:
            out[c.id] = c.force
    return out


def _threat(state: State, me: Side, now: float, board: Board) -> float:
    """What the opponent's next attack is expected to cost `me`: at the front where it
    hurts most, the chance the opponent wins an action there (its Leaders and Units plus a
    typical Attack card, against mine, the +4 if I hold it, and the Defense and Event cards
    in my hand) times what losing it costs (morale, the front, perhaps the battle), then
    less for the next fronts (the opponent may not attack them), each loss weighed from
    the position the earlier ones leave. `now` is `evaluate(state, me)`, `board` the
    fronts it read (`board_of`)."""
    opp = OTHER[me]
    forces, held = board
    both = state.options.victory is VictoryRule.BOTH
    m_me, m_opp = state.morale(me), state.morale(opp)
    cap = state.options.morale_cap
    # The same board comes up again and again in a search (other guesses, other orders
    # of the same moves): it is weighed once.
    enemy_only = state.options.attack_target is AttackTarget.ENEMY
    return _risk(me, forces, held, state.hand(me), m_me, m_opp, both, cap, now, enemy_only)


@lru_cache(maxsize=65536)
def _risk(
    me: Side,
    forces: tuple[tuple[int, int], ...],
    held: tuple[bool, ...],
    hand: tuple[str, ...],
    m_me: int,
    m_opp: int,
    both: bool,
    cap: int,
    now: float,
    enemy_only: bool = False,
) -> float:
    """`_threat` from the board alone (each front's forces and whether `me` holds it);
    `enemy_only`: the opponent attacks only fronts `me` holds (option attack_target)."""
    board = board_value(both, forces, held, m_me, m_opp)
    risks = []
    guards = _guards(me, hand)
    for index, (mine, theirs) in enumerate(forces):
        if enemy_only and not held[index]:
            continue
        edge = theirs + TYPICAL_ATTACK - mine - (4 if held[index] else 0) - guards[index]
        chance = _sig(edge)
        if chance < 0.01:
            continue
        after, lost_me, lost_opp, end = _lose(index, held, m_me, m_opp, both, cap)
        if end is _DRAWN:
            cost = now
        elif end is _LOST:
            cost = now + WIN
        else:
            cost = board - board_value(both, forces, after, lost_me, lost_opp)
        risks.append((chance * cost, index, chance))
    risks.sort(reverse=True)
    # The opponent may win more than one action in its turn: each further loss is
    # weighed from the position the earlier ones leave (two lost actions may end the
    # battle where one does not).
    total = 0.0
    value, now_held, now_me, now_opp = now, held, m_me, m_opp
    for (_, index, chance), w in zip(risks, (1.0, 0.5, 0.25), strict=False):
        after, next_me, next_opp, end = _lose(index, now_held, now_me, now_opp, both, cap)
        if end is not None:
            total += w * chance * (value + (0.0 if end is _DRAWN else WIN))
            break
        before = board_value(both, forces, now_held, now_me, now_opp)
        cost = before - board_value(both, forces, after, next_me, next_opp)
        total += w * chance * cost
        value -= cost
        now_held, now_me, now_opp = after, next_me, next_opp
    return -total


_DRAWN, _LOST = "drawn", "lost"


def _lose(
    index: int, held: tuple[bool, ...], m_me: int, m_opp: int, both: bool, cap: int
) -> tuple[tuple[bool, ...], int, int, str | None]:
    """`me` loses an action at front `index` (ACTION PHASE): the fronts `me` then holds,
    both morales (never below 0, never over a cap), and whether that ends the battle
    (`_LOST`: the opponent's VICTORY, `_DRAWN`, or None), as `check_end` reads it."""
    after = tuple(False if i == index else h for i, h in enumerate(held))
    next_me = max(0, m_me - LOSER_MORALE)
    next_opp = m_opp + WINNER_MORALE if cap <= 0 else min(cap, m_opp + WINNER_MORALE)
    all_theirs = not any(after)
    if both:
        return after, next_me, next_opp, _LOST if all_theirs and next_me <= 0 else None
    if not (all_theirs or next_me <= 0):
        return after, next_me, next_opp, None
    # Under `either` I may meet my own VICTORY at the same moment: the battle is drawn.
    drawn = all(after) or next_opp <= 0
    return after, next_me, next_opp, _DRAWN if drawn else _LOST


@lru_cache(maxsize=4096)
def _guards(side: Side, hand: tuple[str, ...]) -> tuple[int, ...]:
    """The Defense and Event force `hand` can add when `side` defends at each front."""
    return tuple(sum(defending_force(side, index).get(c, 0) for c in hand) for index in range(3))


def _leaf(state: State, me: Side) -> float:
    """The evaluation, with an attack of `me` waiting on the hidden hand weighed by chance."""
    b = state.battle
    if b is not None and state.result is None and b.attacker is me:
        return sum(chance * _value(after, me) for chance, after in outcomes(state))
    return _value(state, me)


def _search(
    state: State, me: Side, depth: int, dice: Dice, leaf: Callable[[State, Side], float] = _leaf
) -> float:
    """The best outcome of `me`'s turn from `state`, `depth` own moves on, each position
    scored by `leaf` (the expert passes its own near the end of the deck)."""
    state = _answer(state, me, dice)
    if _awaits_defence(state, me):
        likely = [(c, s) for c, s in outcomes(state) if c >= UNLIKELY]
        total = sum(c for c, _ in likely)
        return sum(c * _search(s, me, depth, dice, leaf) for c, s in likely) / total
    if depth == 0 or state.result is not None or state.to_move is not me:
        return leaf(state, me)
    children = []
    for action in legal_actions(state):
        child = _answer(play(state, action, dice), me, dice)
        children.append((leaf(child, me), child))
    children.sort(key=lambda pair: -pair[0])
    if depth == 1:
        # One step from the end the search would score each child as `leaf` just did,
        # unless an attack of mine waits on the defence (weighed outcome by outcome).
        return max(
            value if not _awaits_defence(child, me) else _search(child, me, 0, dice, leaf)
            for value, child in children[:BEAM]
        )
    return max(_search(child, me, depth - 1, dice, leaf) for _, child in children[:BEAM])


def _awaits_defence(state: State, me: Side) -> bool:
    """Whether an attack of `me` waits on the opponent's defence (`_search` weighs it)."""
    b = state.battle
    return (
        b is not None and state.result is None and state.phase is Phase.DEFEND and b.attacker is me
    )


def choose_strong(state: State, me: Side, dice: Dice, actions: list[Move]) -> tuple[Move, str]:
    """The move with the best outcome found by the search, and why."""
    # In the middle of an action (adding cards, defending, Victory cards, discards) the
    # consequences are immediate, so one careful step is enough; planning pays off in the
    # orders and action phases, where moves combine.
    planning = state.phase is Phase.ORDERS or state.phase is Phase.ACTION
    depth = DEPTH if planning else 0
    samples = SAMPLES if planning else 1
    worlds = [determinize(state, me, dice) for _ in range(samples)]
    stream = dice.copy().state

    def score(action: Move) -> float:
        total = 0.0
        for world in worlds:
            roll = Dice.from_state(stream)
            child = play(_fit(world, action, me), action, roll)
            total += _search(child, me, depth, roll)
        return total / samples

    if state.phase is Phase.ORDERS and any(a["kind"] == "deploy" for a in actions):
        action = _orders(state, me, dice, actions, worlds, score)
    else:
        if planning and len(actions) > ROOT:
            actions = _likeliest(actions, worlds, me, stream)
        action, _ = best_by(actions, score, dice)
    # No score in the reason: it counts the bot's own hidden hand.
    if planning:
        return action, say(
            "I {move}: best outcome looking {depth} moves ahead over {samples} guesses at the "
            "hidden cards.",
            move=describe(action),
            depth=depth,
            samples=samples,
        )
    return action, say(
        "I {move}: best outcome weighing the chances of each outcome.", move=describe(action)
    )


def _likeliest(actions: list[Move], worlds: list[State], me: Side, stream: int) -> list[Move]:
    """The ROOT moves whose own outcome scores best: only they are searched deeper (an
    action phase with many Attack cards offers twenty moves, most of them plainly worse)."""

    def glance(action: Move) -> float:
        total = 0.0
        for world in worlds:
            roll = Dice.from_state(stream)
            child = _answer(play(_fit(world, action, me), action, roll), me, roll)
            total += _leaf(child, me)
        return total

    ranked = sorted(range(len(actions)), key=lambda i: -glance(actions[i]))
    return [actions[i] for i in sorted(ranked[:ROOT])]


def _orders(
    state: State,
    me: Side,
    dice: Dice,
    actions: list[Move],
    worlds: list[State],
    score: Callable[[Move], float],
) -> Move:
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

    def value(plan: tuple[Move, ...]) -> float:
        total = 0.0
        for world in worlds:
            roll = Dice.from_state(stream)
            after = world
            for step in plan:
                after = play(after, step, roll)
            after = ahead(after, _END_ORDERS, roll)
            total += _search(after, me, DEPTH, roll)
        return total / len(worlds)

    plans = deployments(actions, _spread(worlds[0], me, actions))
    if len(plans) > PLANS:
        # Only the likeliest deployments, by the position they leave, are searched.
        plans = sorted(plans, key=lambda plan: -_deployed(worlds[0], me, plan))[:PLANS]
    plan, _ = best_by(plans, value, dice)
    return plan[0] if plan else {"kind": "end_orders"}


def _deployed(world: State, me: Side, plan: tuple[Move, ...]) -> float:
    """The position a deployment leaves as the orders phase ends."""
    for step in plan:
        world = play(world, step, _NO_DICE)
    world = ahead(world, _END_ORDERS, _NO_DICE)
    return _value(world, me)


def _spread(world: State, me: Side, actions: list[Move]) -> tuple[Move, ...]:
    """Leaders and Units put one at a time where the position gains most, while one gains."""
    plan: list[Move] = []
    left = [a for a in actions if a["kind"] == "deploy"]
    now = _value(world, me)
    while left:
        scored = [(_value(play(world, a, _NO_DICE), me), a) for a in left]
        top, step = max(scored, key=lambda pair: pair[0])
        if top <= now:
            break
        plan.append(step)
        world, now = play(world, step, _NO_DICE), top
        left = [a for a in left if a["card"] != step["card"]]
    return tuple(plan)
