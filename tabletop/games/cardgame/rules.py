"""The card game's rules as pure functions: `apply(state, action, dice) -> (state, events)`.

Section names in the `case` of each event are the rulebook's headings (003_3d64bda656647380.txt).
Every reading the text leaves open is listed in docs/cardgame-rules.md; the ones players may
differ on are `Options` stored in the state. The moves a player may make are listed by
`tabletop.games.cardgame.moves.legal_actions`, and `apply` accepts exactly those.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.games.base import Event
from tabletop.games.cardgame.cards import CardType, card_index
from tabletop.games.cardgame.legal import refusal
from tabletop.games.cardgame.moves import can_add, legal_actions, usable
from tabletop.games.cardgame.plays import (
    Events,
    change_morale,
    check_end,
    draw_cards,
    play_card,
    set_front,
    spend,
    with_forces,
    with_hand,
    without,
)
from tabletop.games.cardgame.state import (
    FRONT_KEYS,
    FRONT_NAMES,
    OTHER,
    SIDE_NAMES,
    Battle,
    Front,
    Phase,
    Side,
    State,
    StepRule,
    TieRule,
    evolve,
)

HAND_LIMIT = 7
"""END PHASE: max hand size."""
DRAW_PER_TURN = 5
"""STRATEGY PHASE: cards drawn."""
DEFENDER_CONTROL_BONUS = 4
"""ACTION PHASE: force added to a defender who controls the front."""
WINNER_MORALE = 2
LOSER_MORALE = 3


def apply(state: State, action: Mapping[str, Any], dice: Dice) -> tuple[State, Events]:
    """Apply one action a player chose; RuleError (one sentence) if the rules forbid it: the
    kind's `closed_reason` when the phase does not offer it, else `refusal`, which never
    says whether the mover holds a card."""
    if dict(action) not in legal_actions(state):
        raise RuleError(refusal(state, action))
    return apply_legal(state, action, dice)


def apply_legal(state: State, action: Mapping[str, Any], dice: Dice) -> tuple[State, Events]:
    """Apply an action taken from `legal_actions(state)` without checking it again (bots)."""
    kind = action["kind"]
    if kind == "play":
        return play_card(state, action, dice)
    if kind == "deploy":
        return _deploy(state, action["card"], FRONT_KEYS.index(action["front"]))
    if kind == "attack":
        return _attack(state, FRONT_KEYS.index(action["front"]), action.get("card"))
    if kind == "commit":
        return evolve(state, phase=Phase.DEFEND, to_move=OTHER[state.active]), ()
    if kind == "hold":
        return resolve_battle(state)
    if kind == "pass":
        return evolve(state, phase=Phase.ACTION, to_move=state.active, won_front=-1), ()
    if kind == "end_orders":
        return evolve(state, phase=Phase.ACTION), (
            Event(f"{SIDE_NAMES[state.active]} ends the orders phase.", "ORDERS PHASE"),
        )
    if kind == "end_turn":
        return _end_turn(state, dice)
    if kind == "discard":
        return _discard(state, action["card"], dice)
    raise RuleError(f"the card game has no action '{kind}'.")


def winner(state: State) -> Side | None:
    """The winning side once the battle is over; None while it goes on or if it was drawn."""
    return state.result.winner if state.result is not None else None


def is_over(state: State) -> bool:
    """True once the battle is won or drawn."""
    return state.result is not None


def force_at(state: State, front: int, side: Side) -> int:
    """Force of one side's Leaders and Units at a front."""
    cards = card_index()
    return sum(cards[c].force for c in state.fronts[front].of(side))


def battle_totals(state: State) -> tuple[int, int] | None:
    """Attacker's and defender's totals of the action being fought, with the +4 for control."""
    b = state.battle
    if b is None:
        return None
    defender = OTHER[b.attacker]
    cards = card_index()
    attack = force_at(state, b.front, b.attacker) + sum(cards[c].force for c in b.attacker_cards)
    defend = force_at(state, b.front, defender) + sum(cards[c].force for c in b.defender_cards)
    if state.fronts[b.front].controller is defender:
        defend += DEFENDER_CONTROL_BONUS
    return attack, defend


def drew_cards(before: State, after: State) -> bool:
    """True if going from `before` to `after` drew, shuffled or randomly discarded cards."""
    return after.chance != before.chance


def sealed(before: State, after: State) -> bool:
    """True if a session's undo (and so its redo) must never cross the step from `before` to
    `after`, because it showed someone a card they may not take back into a hidden hand:

    - a draw, shuffle, random discard or deck search (a chance step: cards were seen);
    - a bot's move: whatever it played or chose came from a hand the player does not see;
    - a move that hands play to the other player: from then on that player sees what the
      first one played, and must not send it back into a hand now known (issue 8 item 11).

    A player takes back only their own moves while they are still the one to move.
    """
    return (
        after.chance != before.chance
        or after.bot_moves != before.bot_moves
        or after.to_move is not before.to_move
    )


# --- actions ------------------------------------------------------------------------------


def _deploy(state: State, card_id: str, front: int) -> tuple[State, Events]:
    side = state.active
    state = with_hand(state, side, without(state.hand(side), card_id))
    f = state.fronts[front]
    state = set_front(state, front, with_forces(f, side, f.of(side) + (card_id,)))
    c = card_index()[card_id]
    return state, (
        Event(
            f"{SIDE_NAMES[side]} puts {c.name} (force {c.force}) at {FRONT_NAMES[front]}.",
            "ORDERS PHASE",
        ),
    )


def _attack(state: State, front: int, card_id: str | None) -> tuple[State, Events]:
    side = state.active
    free = state.free_attack
    cards: tuple[str, ...] = ()
    text = f"{SIDE_NAMES[side]} attacks {FRONT_NAMES[front]}"
    if card_id is not None:
        state = with_hand(state, side, without(state.hand(side), card_id))
        cards = (card_id,)
        c = card_index()[card_id]
        text += f" with {c.name} (force {c.force})"
    else:
        free = False
    state = evolve(
        state,
        phase=Phase.SUPPORT,
        free_attack=free,
        attacked=state.attacked + (front,),
        battle=Battle(front, side, cards),
    )
    if state.options.steps is StepRule.SKIP and not can_add(state, side, CardType.EVENT, front):
        # No Event card to add: go straight to the defender. The skip depends on the
        # attacker's hand, and the log shows it (no "commit"), so sessions keep the step.
        state = evolve(state, phase=Phase.DEFEND, to_move=OTHER[side])
    return state, (Event(text + ".", "ATTACK CARDS" if cards else "ACTION PHASE"),)


def resolve_battle(state: State) -> tuple[State, Events]:
    """Total the force at the front and settle the action (ACTION PHASE)."""
    b = state.battle
    assert b is not None
    totals = battle_totals(state)
    assert totals is not None
    attack, defend = totals
    attacker, defender = b.attacker, OTHER[b.attacker]
    if attack > defend:
        win: Side | None = attacker
    elif defend > attack:
        win = defender
    else:
        tie = state.options.tie
        win = (
            None
            if tie is TieRule.NO_WINNER
            else (attacker if tie is TieRule.ATTACKER else defender)
        )
    return settle_action(state, win, attack, defend)


def settle_action(state: State, win: Side | None, attack: int, defend: int) -> tuple[State, Events]:
    """Settle the pending action with `win` the winner (None: nobody) and these totals: the
    second half of `resolve_battle`, also used by the strong bot to weigh each outcome."""
    b = state.battle
    assert b is not None
    attacker, defender = b.attacker, OTHER[b.attacker]
    state = evolve(state, battle=None, discard=state.discard + b.attacker_cards + b.defender_cards)
    where = FRONT_NAMES[b.front]
    text = (
        f"At {where} {SIDE_NAMES[attacker]} has force {attack} against "
        f"{SIDE_NAMES[defender]}'s {defend}"
    )
    if win is None:
        return evolve(state, phase=Phase.ACTION, to_move=attacker), (
            Event(text + ": a tie, nobody wins the action.", "ACTION PHASE"),
        )
    lose = OTHER[win]
    f = state.fronts[b.front]
    state = set_front(state, b.front, Front(win, f.napoleon, f.coalition))
    state = change_morale(state, win, WINNER_MORALE)
    state = change_morale(state, lose, -LOSER_MORALE)
    events: Events = (
        Event(
            f"{text}: {SIDE_NAMES[win]} wins and controls {where}; morale Napoleon "
            f"{state.napoleon_morale}, Coalition {state.coalition_morale}.",
            "ACTION PHASE",
            moments=("front",),
        ),
    )
    state, more = check_end(state)
    if state.result is None:
        state = evolve(state, phase=Phase.VICTORY, to_move=win, won_front=b.front, victory_played=0)
        skip = state.options.steps is StepRule.SKIP
        if skip and win is attacker and not can_add(state, win, CardType.VICTORY, b.front):
            # The attacker won and holds no Victory card it may play: no step to offer (the
            # log shows the missing "pass", so sessions keep the step). A winning defender
            # always gets the step.
            state = evolve(state, phase=Phase.ACTION, won_front=-1)
    return state, events + more


def _end_turn(state: State, dice: Dice) -> tuple[State, Events]:
    side = state.active
    excess = len(state.hand(side)) - HAND_LIMIT
    if excess > 0:
        return evolve(
            state,
            phase=Phase.DISCARD,
            discarder=side,
            discard_count=excess,
            resume=None,
            to_move=side,
        ), (
            Event(
                f"{SIDE_NAMES[side]} must discard {excess} down to {HAND_LIMIT} cards.", "END PHASE"
            ),
        )
    return _next_turn(state)


def _next_turn(state: State) -> tuple[State, Events]:
    side = OTHER[state.active]
    state = evolve(
        state,
        active=side,
        to_move=side,
        turn=state.turn + 1,
        phase=Phase.ORDERS,
        free_attack=True,
        attacked=(),
        won_front=-1,
        victory_played=0,
        discarder=None,
        discard_count=0,
        resume=None,
    )
    state, events = draw_cards(state, side, DRAW_PER_TURN)
    return state, (
        Event(f"Turn {state.turn}: {SIDE_NAMES[side]} to play.", "TURN SEQUENCE"),
        *events,
    )


def _discard(state: State, card_id: str, dice: Dice) -> tuple[State, Events]:
    side = state.discarder
    assert side is not None
    state = spend(state, side, card_id)
    left = state.discard_count - 1
    event = Event(f"{SIDE_NAMES[side]} discards {card_index()[card_id].name}.", "END PHASE")
    if left > 0:
        return evolve(state, discard_count=left), (event,)
    resume = state.resume
    state = evolve(state, discarder=None, discard_count=0, resume=None)
    if resume is None:
        state, events = _next_turn(state)
        return state, (event, *events)
    return evolve(state, phase=resume, to_move=OTHER[side]), (event,)


__all__ = [
    "apply",
    "apply_legal",
    "battle_totals",
    "drew_cards",
    "sealed",
    "force_at",
    "is_over",
    "legal_actions",
    "usable",
    "winner",
]
