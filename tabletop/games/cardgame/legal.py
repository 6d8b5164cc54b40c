"""Which kinds of card-game action are open now, and why the others are not.

`closed_reason` is the one statement the engine refuses with and `act --list` prints. A hand
is hidden (DESIGN principle 8), so nothing here looks into one: a kind is open when the
phase offers it, whatever the mover holds. Which card may be played where is said by the
mover's concrete moves (`moves.legal_actions`), and a move that is not one of them is
refused with `refusal`, one sentence for any card not playable now, held or not.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.core.i18n import say, term
from tabletop.games.actions import GameAction
from tabletop.games.cardgame.cards import card_index
from tabletop.games.cardgame.moves import legal_actions as listed_moves
from tabletop.games.cardgame.moves import targets, usable
from tabletop.games.cardgame.state import (
    FRONT_KEYS,
    FRONT_NAMES,
    SIDE_NAMES,
    SIDE_TERMS,
    AttackTarget,
    Phase,
    State,
)

PHASE_KINDS: Mapping[Phase, tuple[str, ...]] = {
    Phase.ORDERS: ("deploy", "play", "end_orders", "hint"),
    Phase.ACTION: ("attack", "play", "end_turn", "hint"),
    Phase.SUPPORT: ("play", "commit", "hint"),
    Phase.DEFEND: ("play", "hold", "hint"),
    Phase.VICTORY: ("play", "pass", "hint"),
    Phase.DISCARD: ("discard", "hint"),
}
"""The kinds each phase offers the player to move (TURN SEQUENCE, ACTION PHASE, END PHASE),
and a hint (hint.py), which changes nothing on the table."""


def _offered(state: State) -> tuple[str, ...]:
    kinds = PHASE_KINDS.get(state.phase, ())
    limit = state.options.victory_cards_per_win
    if state.phase is Phase.VICTORY and 0 < limit <= state.victory_played:
        kinds = tuple(k for k in kinds if k != "play")
    if state.phase is Phase.ACTION and not targets(state):
        kinds = tuple(k for k in kinds if k != "attack")
    return kinds


def _enemy_only(state: State) -> bool:
    return state.options.attack_target is AttackTarget.ENEMY


def closed_reason(state: State, kind: str, side: str = "") -> str | None:
    """Why `kind` may not be taken now by `side` ("" for the player to move); None when the
    phase offers it. Never depends on a hand."""
    if state.result is not None:
        return say("the battle is over; start a new game.")
    mover = SIDE_TERMS[state.to_move]
    if side and side.casefold() != SIDE_NAMES[state.to_move].casefold():
        return say("it is {side}'s move.", side=mover)
    offered = _offered(state)
    if kind in offered:
        return None
    if kind == "attack" and state.phase is Phase.ACTION:
        if _enemy_only(state) and len(set(state.attacked)) < len(FRONT_KEYS):
            return say(
                "{side} holds every front not yet attacked this turn; an attack targets "
                "a front the enemy holds (option attack_target, ACTION PHASE).",
                side=mover,
            )
        return say("every front has been attacked this turn (one attack per front per turn).")
    if kind == "play" and state.phase is Phase.VICTORY:
        return say("the Victory cards allowed for this win are played.")
    return say(
        "'{kind}' is not allowed in the {phase} phase; {side} may {kinds}.",
        kind=kind,
        phase=term(state.phase.value),
        side=mover,
        kinds=", ".join(offered) or term("do nothing"),
    )


def open_note(state: State, kind: str, side: str) -> tuple[str, tuple[Mapping[str, Any], ...]]:
    """The mover's concrete moves of an open kind: they name cards in the hand, so the
    command line shows them only to a side that says it is the mover."""
    return "", tuple(m for m in listed_moves(state) if m["kind"] == kind)


def refusal(state: State, action: GameAction) -> str:
    """One sentence saying why an action of an open kind is not one of the mover's moves.
    It never tells a card the mover lacks from one held but not playable here."""
    kind = action.KIND
    closed = closed_reason(state, kind)
    if closed is not None:
        return closed
    who = SIDE_TERMS[state.to_move]
    front = getattr(action, "front", None)
    if front is not None and front not in FRONT_KEYS:
        return say(
            "'{front}' is not a front; the fronts are {fronts}.",
            front=str(front),
            fronts=", ".join(FRONT_KEYS),
        )
    if kind == "attack" and front in FRONT_KEYS and FRONT_KEYS.index(front) in state.attacked:
        return say("that front was already attacked this turn (max one attack per front per turn).")
    if kind == "attack" and front in FRONT_KEYS and FRONT_KEYS.index(front) not in targets(state):
        name = FRONT_NAMES[FRONT_KEYS.index(front)]
        return say(
            "{side} holds {front}: an attack targets a front the enemy holds (option "
            "attack_target, ACTION PHASE).",
            side=who,
            front=name,
        )
    card_id = getattr(action, "card", None)
    if kind == "attack" and card_id is None and not state.free_attack:
        return say("the turn's free attack is used; play an Attack card to attack again.")
    if card_id is not None:
        c = card_index().get(str(card_id))
        if c is None:
            return say("there is no card '{card}' in this deck.", card=str(card_id))
        if not usable(c, state.to_move):
            return say("{card} can only be played by the other side.", card=c.name)
        return say(
            "{side} cannot play {card} that way now: a card is played from the hand, in a "
            "phase, at a front and on a target its text allows.",
            side=who,
            card=c.name,
        )
    return say("{side} cannot do that now: that target or front is not allowed here.", side=who)
