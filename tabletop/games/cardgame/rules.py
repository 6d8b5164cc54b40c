"""The card game's rules as pure functions: `apply(state, action, dice) -> (state, events)`.

Section names in the `case` of each event are the rulebook's headings (003_3d64bda656647380.txt).
Every reading the text leaves open is listed in docs/cardgame-rules.md; the ones players may
differ on are `Options` stored in the state. The moves a player may make are listed by
`tabletop.games.cardgame.moves.legal_actions`, and `apply` accepts exactly those, as typed
actions (`actions.py`), each handed to the handler registered for its class.
"""

from __future__ import annotations

from tabletop.core.dice import Dice
from tabletop.games.actions import GameAction, action_data
from tabletop.games.base import Event
from tabletop.games.cardgame import actions as A
from tabletop.games.cardgame.actions import ACTIONS, CardAction
from tabletop.games.cardgame.cards import CardType, card_index
from tabletop.games.cardgame.hint import refusal as hint_refusal
from tabletop.games.cardgame.hint import take_hint
from tabletop.games.cardgame.legal import closed_reason, open_note, refusal
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
from tabletop.games.cardgame.said import say, say_n
from tabletop.games.cardgame.sequence import SEQUENCE
from tabletop.games.cardgame.state import (
    FRONT_KEYS,
    FRONT_NAMES,
    OTHER,
    SIDE_TERMS,
    Battle,
    Front,
    Phase,
    Side,
    State,
    StepRule,
    TieRule,
    evolve,
)
from tabletop.games.rulebook import Rulebook

HAND_LIMIT = 7
"""END PHASE: max hand size."""
DRAW_PER_TURN = 5
"""STRATEGY PHASE: cards drawn."""
DEFENDER_CONTROL_BONUS = 4
"""ACTION PHASE: force added to a defender who controls the front."""
WINNER_MORALE = 2
LOSER_MORALE = 3


class CardRules(Rulebook[State]):
    """The card game's rulebook, with the bots' fast path: `apply_legal` runs the handler of
    a move taken from `legal_actions` without listing the moves again to check it."""

    def apply_legal(self, state: State, action: CardAction, dice: Dice) -> tuple[State, Events]:
        """Apply an action built from `legal_actions(state)` without checking it again."""
        return self._handlers[type(action)](state, action, dice)


def unlisted(state: State, action: GameAction) -> str | None:
    """Why an action of an open kind is refused: it is not one of the mover's listed moves
    (`refusal`, which never says whether the mover holds a card); None when it is."""
    if isinstance(action, A.Hint):
        return hint_refusal(state, action)
    return None if action_data(action) in legal_actions(state) else refusal(state, action)


def _deploy(state: State, action: A.Deploy, dice: Dice) -> tuple[State, Events]:
    side = state.active
    card_id = action.card
    front = FRONT_KEYS.index(action.front)
    state = with_hand(state, side, without(state.hand(side), card_id))
    f = state.fronts[front]
    state = set_front(state, front, with_forces(f, side, f.of(side) + (card_id,)))
    c = card_index()[card_id]
    return state, (
        Event(
            say(
                "{side} puts {card} (force {force}) at {front}.",
                side=SIDE_TERMS[side],
                card=c.name,
                force=c.force,
                front=FRONT_NAMES[front],
            ),
            "ORDERS PHASE",
        ),
    )


def _commit(state: State, action: A.Commit, dice: Dice) -> tuple[State, Events]:
    return evolve(state, phase=Phase.DEFEND, to_move=OTHER[state.active]), ()


def _hold(state: State, action: A.Hold, dice: Dice) -> tuple[State, Events]:
    return resolve_battle(state)


def _pass(state: State, action: A.Pass, dice: Dice) -> tuple[State, Events]:
    return evolve(state, phase=Phase.ACTION, to_move=state.active, won_front=-1), ()


def _end_orders(state: State, action: A.EndOrders, dice: Dice) -> tuple[State, Events]:
    return evolve(state, phase=Phase.ACTION), (
        Event(say("{side} ends the orders phase.", side=SIDE_TERMS[state.active]), "ORDERS PHASE"),
    )


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


def _attack(state: State, action: A.Attack, dice: Dice) -> tuple[State, Events]:
    side = state.active
    front = FRONT_KEYS.index(action.front)
    card_id = action.card
    free = state.free_attack
    cards: tuple[str, ...] = ()
    if card_id is not None:
        state = with_hand(state, side, without(state.hand(side), card_id))
        cards = (card_id,)
        c = card_index()[card_id]
        text = say(
            "{side} attacks {front} with {card} (force {force}).",
            side=SIDE_TERMS[side],
            front=FRONT_NAMES[front],
            card=c.name,
            force=c.force,
        )
    else:
        free = False
        text = say("{side} attacks {front}.", side=SIDE_TERMS[side], front=FRONT_NAMES[front])
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
    return state, (Event(text, "ATTACK CARDS" if cards else "ACTION PHASE"),)


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
    sides = {"attacker": SIDE_TERMS[attacker], "defender": SIDE_TERMS[defender]}
    if win is None:
        return evolve(state, phase=Phase.ACTION, to_move=attacker), (
            Event(
                say(
                    "At {front} {attacker} has force {attack} against {defender}'s {defend}: "
                    "a tie, nobody wins the action.",
                    front=where,
                    attack=attack,
                    defend=defend,
                    **sides,
                ),
                "ACTION PHASE",
            ),
        )
    lose = OTHER[win]
    f = state.fronts[b.front]
    state = set_front(state, b.front, Front(win, f.napoleon, f.coalition))
    state = change_morale(state, win, WINNER_MORALE)
    state = change_morale(state, lose, -LOSER_MORALE)
    events: Events = (
        Event(
            say(
                "At {front} {attacker} has force {attack} against {defender}'s {defend}: "
                "{winner} wins and controls {front}; morale Napoleon {napoleon}, "
                "Coalition {coalition}.",
                front=where,
                attack=attack,
                defend=defend,
                winner=SIDE_TERMS[win],
                napoleon=state.napoleon_morale,
                coalition=state.coalition_morale,
                **sides,
            ),
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


def _end_turn(state: State, action: A.EndTurn, dice: Dice) -> tuple[State, Events]:
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
                say_n(
                    "{side} must discard {n} down to {limit} cards.",
                    "{side} must discard {n} down to {limit} cards.",
                    excess,
                    side=SIDE_TERMS[side],
                    limit=HAND_LIMIT,
                ),
                "END PHASE",
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
        Event(
            say("Turn {turn}: {side} to play.", turn=state.turn, side=SIDE_TERMS[side]),
            "TURN SEQUENCE",
        ),
        *events,
    )


def _discard(state: State, action: A.Discard, dice: Dice) -> tuple[State, Events]:
    card_id = action.card
    side = state.discarder
    assert side is not None
    state = spend(state, side, card_id)
    left = state.discard_count - 1
    event = Event(
        say("{side} discards {card}.", side=SIDE_TERMS[side], card=card_index()[card_id].name),
        "END PHASE",
    )
    if left > 0:
        return evolve(state, discard_count=left), (event,)
    resume = state.resume
    state = evolve(state, discarder=None, discard_count=0, resume=None)
    if resume is None:
        state, events = _next_turn(state)
        return state, (event, *events)
    return evolve(state, phase=resume, to_move=OTHER[side]), (event,)


RULES = CardRules(ACTIONS, closed_reason, open_note, unlisted, sequence=SEQUENCE)
"""Every kind of the card game: the sequence of play (sequence.py) says which the step opens
now and to whom, `legal.closed_reason` what else closes one, and an action of an open kind must
be one of the mover's listed moves; one handler per class."""
RULES.on(A.Play, play_card)
RULES.on(A.Deploy, _deploy)
RULES.on(A.Attack, _attack)
RULES.on(A.Commit, _commit)
RULES.on(A.Hold, _hold)
RULES.on(A.Pass, _pass)
RULES.on(A.EndOrders, _end_orders)
RULES.on(A.EndTurn, _end_turn)
RULES.on(A.Discard, _discard)
RULES.on(A.Hint, take_hint)
RULES.check_complete()

apply = RULES.apply
"""Apply one typed action a player chose; RuleError (one sentence) if the rules forbid it:
the sequence of play's sentence when the step does not open the kind, the guard's of
`legal.closed_reason`, else `refusal`."""
apply_legal = RULES.apply_legal
"""Apply an action built from `legal_actions(state)` without checking it again (the bots)."""

__all__ = [
    "RULES",
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
