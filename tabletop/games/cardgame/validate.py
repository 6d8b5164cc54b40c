"""Checks of a saved card-game state beyond types: every card real and in one place only, and
what each phase of the turn requires (issue 9: a save holding a state the rules can never
reach would open, then crash the engine when play went on).

Each invariant is what `rules.py` keeps true of every state it makes (the property test in
tests/session/test_validate.py plays random games to check that); a hand-edited save that breaks one
is refused with the field named.
"""

from __future__ import annotations

from collections import Counter

from tabletop.core.errors import SaveError
from tabletop.core.i18n import say, say_n, term
from tabletop.games.bounds import check
from tabletop.games.cardgame.bounds import BOUNDS
from tabletop.games.cardgame.cards import CardType, card_index
from tabletop.games.cardgame.state import Phase, State

FRONTS = range(3)
"""Front indexes: 0 Stanton Hill, 1 Pratzen Heights, 2 Telnitz (THE FIELD)."""
ON_FRONTS = frozenset({CardType.LEADER, CardType.UNIT})
"""What stays at a front: Leaders and Units (ORDERS PHASE)."""
IN_BATTLE = frozenset({Phase.SUPPORT, Phase.DEFEND})
"""Phases while an action is being fought."""


def card_places(state: State) -> dict[str, tuple[str, ...]]:
    """Every pile, hand, front and fight a card can be in, by its name in the save."""
    places = {
        "state.deck": state.deck,
        "state.discard": state.discard,
        "state.napoleon_hand": state.napoleon_hand,
        "state.coalition_hand": state.coalition_hand,
    }
    for index, front in enumerate(state.fronts):
        places[f"state.fronts[{index}].napoleon"] = front.napoleon
        places[f"state.fronts[{index}].coalition"] = front.coalition
    if state.battle is not None:
        places["state.battle.attacker_cards"] = state.battle.attacker_cards
        places["state.battle.defender_cards"] = state.battle.defender_cards
    return places


def validate(state: State) -> None:
    """SaveError naming the field when a hand-edited save holds an impossible card game."""
    check(state, BOUNDS)
    _cards(state)
    _numbers(state)
    _phase(state)


def _cards(state: State) -> None:
    known = card_index()
    seen: Counter[str] = Counter()
    for where, cards in card_places(state).items():
        for card_id in cards:
            card = known.get(card_id)
            if card is None:
                raise SaveError(
                    say(
                        "{where} holds '{card}', which is not a card of the deck",
                        where=where,
                        card=card_id,
                    )
                )
            if ".fronts[" in where and card.type not in ON_FRONTS:
                raise SaveError(
                    say(
                        "{where} holds {card}, which is not a Leader or Unit",
                        where=where,
                        card=card.name,
                    )
                )
            seen[card_id] += 1
    twice = [card_id for card_id, n in seen.items() if n > 1]
    if twice:
        raise SaveError(say("the card '{card}' is in two places at once", card=twice[0]))
    missing = len(known) - len(seen)
    if missing:
        raise SaveError(
            say_n(
                "{n} cards of the deck are nowhere in the save",
                "{n} cards of the deck are nowhere in the save",
                missing,
            )
        )


def _numbers(state: State) -> None:
    if state.turn < 1:
        raise SaveError(say("state.turn is {turn}; the game starts on turn 1", turn=state.turn))
    for side in ("napoleon", "coalition"):
        morale = getattr(state, f"{side}_morale")
        if morale < 0:
            raise SaveError(
                say(
                    "state.{side}_morale is {morale}; morale never falls below 0",
                    side=side,
                    morale=morale,
                )
            )
    for name in ("victory_played", "discard_count", "chance"):
        value = getattr(state, name)
        if value < 0:
            raise SaveError(
                say("state.{name} is {value}; it counts up from 0", name=name, value=value)
            )
    options = state.options
    for name in ("victory_cards_per_win", "morale_cap"):
        value = getattr(options, name)
        if value < 0:
            raise SaveError(
                say(
                    "state.options.{name} is {value}; 0 means no limit, never less",
                    name=name,
                    value=value,
                )
            )
    if state.won_front not in (-1, *FRONTS):
        raise SaveError(
            say("state.won_front is {front}; fronts are 0 to 2 (-1: none)", front=state.won_front)
        )
    if len(set(state.attacked)) != len(state.attacked) or any(
        front not in FRONTS for front in state.attacked
    ):
        raise SaveError(
            say(
                "state.attacked is {attacked}; each front (0 to 2) is attacked at most once a turn",
                attacked=str(list(state.attacked)),
            )
        )


def _phase(state: State) -> None:
    """What each phase requires (the rules never leave a state otherwise)."""
    phase = state.phase
    battle = state.battle
    if (phase in IN_BATTLE) != (battle is not None):
        raise SaveError(
            say(
                "state.battle is {found} in the {phase} phase; an action is being fought "
                "exactly in the support and defend phases",
                found=term("missing") if battle is None else term("there"),
                phase=term(phase.value),
            )
        )
    if battle is not None:
        if battle.front not in FRONTS:
            raise SaveError(
                say("state.battle.front is {front}; fronts are 0 to 2", front=battle.front)
            )
        if battle.front not in state.attacked:
            raise SaveError(say("state.battle.front is not among the fronts attacked this turn"))
        if battle.attacker is not state.active:
            raise SaveError(say("state.battle.attacker is not the player whose turn it is"))
        attacker_moves = phase is Phase.SUPPORT
        if (state.to_move is battle.attacker) != attacker_moves:
            raise SaveError(
                say(
                    "state.to_move is wrong for the {phase} phase: the attacker moves now",
                    phase=term(phase.value),
                )
                if attacker_moves
                else say(
                    "state.to_move is wrong for the {phase} phase: the defender moves now",
                    phase=term(phase.value),
                )
            )
    if (phase is Phase.OVER) != (state.result is not None):
        raise SaveError(
            say(
                "state.result is {found} in the {phase} phase; the battle has a result exactly "
                "when it is over",
                found=term("missing") if state.result is None else term("set"),
                phase=term(phase.value),
            )
        )
    if phase is Phase.VICTORY and state.won_front < 0:
        raise SaveError(say("state.won_front names no front in the victory phase"))
    if phase in (Phase.ORDERS, Phase.ACTION, *IN_BATTLE) and state.won_front != -1:
        raise SaveError(
            say(
                "state.won_front is {front} in the {phase} phase; -1",
                front=state.won_front,
                phase=term(phase.value),
            )
        )
    if phase in (Phase.ORDERS, Phase.ACTION, Phase.SUPPORT) and state.to_move is not state.active:
        raise SaveError(
            say(
                "state.to_move is not the active player in the {phase} phase",
                phase=term(phase.value),
            )
        )
    if phase is Phase.ORDERS and (state.attacked or state.victory_played or not state.free_attack):
        raise SaveError(say("state.attacked, victory_played or free_attack is not fresh in orders"))
    _discard(state)


def _discard(state: State) -> None:
    phase = state.phase
    if (phase is Phase.DISCARD) != (state.discarder is not None):
        raise SaveError(
            say(
                "state.discarder is {found} in the {phase} phase; someone discards exactly in "
                "the discard phase",
                found=term("missing") if state.discarder is None else term("set"),
                phase=term(phase.value),
            )
        )
    if state.discarder is None:
        if state.discard_count:
            raise SaveError(
                say(
                    "state.discard_count is {count} with nobody to discard",
                    count=state.discard_count,
                )
            )
        if state.resume is not None:
            raise SaveError(say("state.resume is set outside the discard phase"))
        return
    hand = state.hand(state.discarder)
    if not 1 <= state.discard_count <= len(hand):
        raise SaveError(
            say(
                "state.discard_count is {count}; the discarder holds {held} cards",
                count=state.discard_count,
                held=len(hand),
            )
        )
    if state.to_move is not state.discarder:
        raise SaveError(say("state.to_move is not the player who discards"))
    if state.resume not in (None, Phase.VICTORY):
        raise SaveError(
            say(
                "state.resume is {resume}; a discard returns to victory or ends",
                resume=str(state.resume),
            )
        )
