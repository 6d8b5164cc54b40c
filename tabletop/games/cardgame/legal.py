"""The card game's guards beyond its sequence of play, and why a move of an open kind is not
one of the mover's.

sequence.py says which step opens which kind and who takes it there; the shared `Rulebook`
refuses a kind the step does not open with the declaration's sentence, then asks
`closed_reason` here for what the declaration cannot say. A hand is hidden (DESIGN principle
8), so nothing here looks into one: a kind is open when the step offers it, whatever the mover
holds. Which card may be played where is said by the mover's concrete moves
(`moves.legal_actions`), and a move that is not one of them is refused with `refusal`, one
sentence for any card not playable now, held or not.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.core.i18n import say
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


def closed_reason(state: State, kind: str, side: str = "") -> str | None:
    """Why a kind its step opens may still not be taken now by `side` ("" for the player to
    move); None when it may. Every reason is on the table for both players to see (the
    fronts attacked, the Victory cards played): none depends on a hand."""
    mover = SIDE_TERMS[state.to_move]
    if side and side.casefold() != SIDE_NAMES[state.to_move].casefold():
        # The steps whose taker the declaration names by a rule (the winner of the action,
        # the discarder, who asks a hint) leave the side to this guard.
        return say("it is {side}'s move.", side=mover)
    if kind == "attack" and state.phase is Phase.ACTION and not targets(state):
        if state.options.attack_target is AttackTarget.ENEMY and len(set(state.attacked)) < len(
            FRONT_KEYS
        ):
            return say(
                "{side} holds every front not yet attacked this turn; an attack targets "
                "a front the enemy holds (option attack_target, ACTION PHASE).",
                side=mover,
            )
        return say("every front has been attacked this turn (one attack per front per turn).")
    limit = state.options.victory_cards_per_win
    if kind == "play" and state.phase is Phase.VICTORY and 0 < limit <= state.victory_played:
        return say("the Victory cards allowed for this win are played.")
    return None


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
