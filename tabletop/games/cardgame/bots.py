"""Bots for the card game: `random`, `greedy` and `strong`, all choosing from `legal_actions`.

Bots never look at what a player at the table could not see: before weighing moves they
guess the hidden cards (the deck order and the opponent's hand) by dealing the unseen cards
at random with the session's `Dice` ("determinized sampling"), and plan on that guess.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache
from typing import Any, TypeVar

from tabletop.core.dice import Dice
from tabletop.core.i18n import Said, say
from tabletop.games.cardgame.actions import typed
from tabletop.games.cardgame.cards import CardType, card_index
from tabletop.games.cardgame.moves import usable
from tabletop.games.cardgame.rules import apply_legal, battle_totals, resolve_battle
from tabletop.games.cardgame.said import unsaid
from tabletop.games.cardgame.state import (
    FRONT_KEYS,
    FRONT_NAMES,
    NAPOLEON,
    OTHER,
    Battle,
    Front,
    Phase,
    Side,
    State,
    TieRule,
    VictoryRule,
    evolve,
)

Move = dict[str, Any]
"""A move as `legal_actions` lists it and a save holds it; the engine takes `typed(move)`."""
T = TypeVar("T")
LEVELS = ("random", "greedy", "strong", "expert")
"""Bot levels, weakest first."""

WIN = 1000.0
# A logistic curve over force edges from -40 to +40, looked up rather than computed: the
# evaluation runs thousands of times per decision.
_SIG = tuple(1.0 / (1.0 + math.exp(-x / 2.5)) for x in range(-40, 41))


def _sig(x: int) -> float:
    return _SIG[max(-40, min(40, x)) + 40]


def _hand_value(card_id: str, side: Side) -> float:
    c = card_index()[card_id]
    if not usable(c, side):
        return 0.0
    kind = c.type
    if kind is CardType.ATTACK:
        return 1.2 + 0.1 * c.force
    if kind is CardType.DEFENSE:
        return 1.0 + 0.15 * c.force
    if kind is CardType.EVENT:
        return 0.6 + 0.1 * c.force + (1.0 if c.effect == "gain_morale" else 0.0)
    if kind is CardType.VICTORY:
        return 1.6
    if c.is_force:
        return 0.15 * c.force
    return 1.2 if kind is CardType.MARCH else 0.9


@cache
def hand_values() -> dict[tuple[str, Side], float]:
    """What each card in a hand is worth to each side, computed once on first use."""
    return {(cid, side): _hand_value(cid, side) for cid in card_index() for side in OTHER}


def evaluate(state: State, me: Side, careful: bool = False) -> float:
    """How good a position is for `me`: morale, control, who can win each front, hand.

    A pending action is settled first: as it stands (careful False), or after the defender
    plays the defense it would play from its hand (careful True).
    """
    if state.battle is not None and state.result is None:
        state = settle(state, careful)
    result = state.result
    if result is not None:
        return 0.0 if result.winner is None else (WIN if result.winner is me else -WIN)
    return evaluate_board(state, me, *board_of(state, me))


Board = tuple[tuple[tuple[int, int], ...], tuple[bool, ...]]
"""At each front, (my force, the enemy's), and whether I hold it."""


def board_of(state: State, me: Side) -> Board:
    """The fronts as `evaluate` and the strong bot's threat read them."""
    return (
        tuple(front_forces(f, me) for f in state.fronts),
        tuple(f.controller is me for f in state.fronts),
    )


def evaluate_board(
    state: State, me: Side, forces: tuple[tuple[int, int], ...], held: tuple[bool, ...]
) -> float:
    """`evaluate` of a position going on, its fronts read already (`board_of`)."""
    both = state.options.victory is VictoryRule.BOTH
    score = board_value(both, forces, held, state.morale(me), state.morale(OTHER[me]))
    values = hand_values()
    score += sum(values[(c, me)] for c in state.hand(me))
    return score


def front_forces(front: Front, me: Side) -> tuple[int, int]:
    """The force of `me`'s Leaders and Units at `front`, and the enemy's."""
    known = _FRONT_FORCES.get(id(front))
    if known is None or known[0] is not front:
        # A search weighs thousands of positions sharing the same few fronts (a move changes
        # one front at most): each front's forces are added up once. The entry holds the
        # front, so its id cannot be another front's while the entry is kept.
        if len(_FRONT_FORCES) > _KEEP_FRONTS:
            _FRONT_FORCES.clear()
        force = _forces()
        napoleon = sum(force[c] for c in front.napoleon)
        coalition = sum(force[c] for c in front.coalition)
        known = _FRONT_FORCES[id(front)] = (front, napoleon, coalition)
    return (known[1], known[2]) if me is NAPOLEON else (known[2], known[1])


_FRONT_FORCES: dict[int, tuple[Front, int, int]] = {}
_KEEP_FRONTS = 20_000


@cache
def _forces() -> dict[str, int]:
    return {c.id: c.force for c in card_index().values()}


def board_value(
    both: bool,
    forces: tuple[tuple[int, int], ...],
    held: tuple[bool, ...],
    m_me: int,
    m_opp: int,
) -> float:
    """`evaluate` without the hand: morale, and at each front (my force, the enemy's) who
    holds it (`held`: mine or not) and who could win an action there. `both` is the
    reading of VICTORY that needs the fronts and the morale together."""
    score = float(m_me - m_opp)
    if both:
        # Fronts win the battle only once the enemy's morale is gone, so they weigh more
        # as it falls.
        ctrl_me, ctrl_opp = 2.0 + 6.0 / (1 + m_opp), 2.0 + 6.0 / (1 + m_me)
    else:
        ctrl_me = ctrl_opp = 6.0
    sig = _SIG  # `_sig` inlined: this runs for every position the strong bot weighs
    for (fm, fo), mine in zip(forces, held, strict=True):
        score += ctrl_me if mine else -ctrl_opp
        my_edge = fm - fo - (0 if mine else 4)
        their_edge = fo - fm - (4 if mine else 0)
        win = sig[max(-40, min(40, my_edge)) + 40]
        lose = sig[max(-40, min(40, their_edge)) + 40]
        score += 4.0 * (win - lose) + 0.2 * (fm - fo)
    return score


def settle(state: State, careful: bool) -> State:
    """The position after the pending action is fought out (see `evaluate`)."""
    b = state.battle
    assert b is not None
    if careful and state.phase is not Phase.VICTORY:
        state = _model_defense(state, b)
    with unsaid():
        return resolve_battle(state)[0]


def _model_defense(state: State, b: Battle) -> State:
    """The defender plays the fewest strongest cards that win, or else that tie."""
    defender = OTHER[b.attacker]
    totals = battle_totals(state)
    assert totals is not None
    attack, defend = totals
    tie_holds = state.options.tie is not TieRule.ATTACKER
    need_tie = attack - defend + (0 if tie_holds else 1)
    if need_tie <= 0:
        return state
    options = sorted(
        (
            c
            for c in state.hand(defender)
            if card_index()[c].type in (CardType.DEFENSE, CardType.EVENT)
            and usable(card_index()[c], defender)
            and b.front in card_index()[c].fronts
        ),
        key=lambda c: -card_index()[c].force,
    )
    played: list[str] = []
    total = 0
    for c in options:
        if total >= need_tie + 1:
            break
        played.append(c)
        total += card_index()[c].force
    if total < need_tie:
        return state
    hand = tuple(c for c in state.hand(defender) if c not in played)
    state = evolve(
        state,
        **{f"{defender.value}_hand": hand},
        battle=Battle(b.front, b.attacker, b.attacker_cards, b.defender_cards + tuple(played)),
    )
    return state


def play(state: State, move: Move, dice: Dice) -> State:
    """The state after a listed move, for weighing it: the engine's handler of its typed
    action, without listing the moves again (it is one of them)."""
    with unsaid():  # weighed, not shown: its sentences are not made
        return apply_legal(state, typed(move), dice)[0]


def determinize(state: State, me: Side, dice: Dice) -> State:
    """A guess at the hidden cards: the unseen cards dealt at random to the deck and enemy hand."""
    opp = OTHER[me]
    hidden = state.hand(opp)
    unseen = dice.shuffled(state.deck + hidden)
    return evolve(state, deck=unseen[len(hidden) :], **{f"{opp.value}_hand": unseen[: len(hidden)]})


def _fit(world: State, action: Move, me: Side) -> State:
    """Make a guessed world agree with a Reserve target the real deck is known to hold."""
    target = action.get("target")
    if action["kind"] != "play" or target is None or target in world.deck:
        return world
    if card_index()[action["card"]].type is not CardType.RESERVE:
        return world
    opp = OTHER[me]
    hand = tuple(world.deck[0] if c == target else c for c in world.hand(opp))
    return evolve(world, deck=(target,) + world.deck[1:], **{f"{opp.value}_hand": hand})


def describe(action: Move) -> str:
    """The action in words ("attack Pratzen Heights with Storm Heights"), naming only what
    every player sees: the card a Reserve takes into the hand is not named (the bot's reason
    and the undo label are shown to the player at the screen). A `Said`: each reader sees it
    in their language (made once per decision, never in a search)."""
    kind = action["kind"]
    name = card_index()[action["card"]].name if "card" in action else ""
    where = FRONT_NAMES[FRONT_KEYS.index(action["front"])] if "front" in action else ""
    target = card_index()[action["target"]].name if "target" in action else ""
    if kind == "deploy":
        return say("put {card} at {front}", card=name, front=where)
    if kind == "attack":
        if name:
            return say("attack {front} with {card}", front=where, card=name)
        return say("attack {front}", front=where)
    if kind == "play":
        # The card a Reserve takes into the hand stays secret.
        search = bool(target) and card_index()[action["card"]].type is CardType.RESERVE
        if search and where:
            return say("play {card} to search the deck towards {front}", card=name, front=where)
        if search:
            return say("play {card} to search the deck", card=name)
        if target and where:
            return say(
                "play {card} on {target} towards {front}", card=name, target=target, front=where
            )
        if target:
            return say("play {card} on {target}", card=name, target=target)
        if where:
            return say("play {card} towards {front}", card=name, front=where)
        return say("play {card}", card=name)
    if kind == "discard":
        return say("discard {card}", card=name)
    said = _WORDS.get(str(kind))
    return said if said is not None else str(kind)


_WORDS: dict[str, Said] = {
    "commit": say("commit the attack"),
    "hold": say("hold with what is played"),
    "pass": say("play no more Victory cards"),
    "end_orders": say("end the orders phase"),
    "end_turn": say("end the turn"),
}
"""The moves without a card, in words (`describe`)."""


def best_by(actions: list[T], score: Callable[[T], float], dice: Dice) -> tuple[T, float]:
    """The highest-scoring action, ties broken with the dice so no move is always favoured."""
    best: list[T] = []
    top = -math.inf
    for action in actions:
        value = score(action)
        if value > top + 1e-9:
            best, top = [action], value
        elif value > top - 1e-9:
            best.append(action)
    return (best[0] if len(best) == 1 else dice.choice(best)), top


def greedy(state: State, side: Side, dice: Dice, actions: list[Move]) -> tuple[Move, str]:
    world = determinize(state, side, dice)
    # Every candidate sees the same guessed draws (common random numbers), so a move is not
    # preferred for a lucky card.
    stream = dice.copy().state

    def score(action: Move) -> float:
        after = play(_fit(world, action, side), action, Dice.from_state(stream))
        return evaluate(after, side)

    action, _ = best_by(actions, score, dice)
    # No score in the reason: it counts the bot's own hidden hand.
    return action, say("I {move}: it gives the best position right now.", move=describe(action))


__all__ = [
    "LEVELS",
    "NAPOLEON",
    "Move",
    "greedy",
    "describe",
    "determinize",
    "evaluate",
    "play",
    "settle",
]
