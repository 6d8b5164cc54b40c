"""Checks of a saved card-game state beyond types: every card real and in one place only."""

from __future__ import annotations

from collections import Counter

from tabletop.core.errors import SaveError
from tabletop.games.cardgame.cards import card_index
from tabletop.games.cardgame.state import State


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
    known = card_index()
    seen: Counter[str] = Counter()
    for where, cards in card_places(state).items():
        for card_id in cards:
            if card_id not in known:
                raise SaveError(f"{where} holds '{card_id}', which is not a card of the deck")
            seen[card_id] += 1
    twice = [card_id for card_id, n in seen.items() if n > 1]
    if twice:
        raise SaveError(f"the card '{twice[0]}' is in two places at once")
    missing = len(known) - len(seen)
    if missing:
        raise SaveError(f"{missing} cards of the deck are nowhere in the save")
    if state.turn < 1:
        raise SaveError(f"state.turn is {state.turn}; the game starts on turn 1")
    for side in ("napoleon", "coalition"):
        morale = getattr(state, f"{side}_morale")
        if morale < 0:
            raise SaveError(f"state.{side}_morale is {morale}; morale never falls below 0")
