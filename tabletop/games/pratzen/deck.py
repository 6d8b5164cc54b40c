"""The optional Event deck [Optional rule: the Event Deck]: draw one per player turn, hold,
play or discard, set aside, reshuffle the discards when the draw pile is empty.

The 55 printed cards are not in the text: cards/pratzen-events.toml holds the events the rules
name, and the owner adds the rest (kept in the state, so a save carries them).
"""

from __future__ import annotations

import re
from dataclasses import replace

from tabletop.core.data import load_deck
from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.core.i18n import say, term
from tabletop.games.pratzen.state import EventCard, EventDeck, PratzenState

DECK = "pratzen-events"
CASE = "Optional rule: the Event Deck"


def shipped_cards() -> tuple[EventCard, ...]:
    """The events the rules name, from cards/pratzen-events.toml."""
    return tuple(
        EventCard(str(c["id"]), str(c["name"]), str(c.get("text", "")))
        for c in load_deck(DECK).get("cards", [])
    )


def catalogue(state: PratzenState) -> dict[str, EventCard]:
    """Every card of this game's deck by id: shipped and added by the owner."""
    return {c.id: c for c in (*shipped_cards(), *state.events.added)}


def name_of(state: PratzenState, card: str) -> str:
    """A card's printed name."""
    found = catalogue(state).get(card)
    return found.name if found else card


def start(state: PratzenState, dice: Dice) -> tuple[PratzenState, list[str]]:
    """Use the Event deck: shuffle every card into the draw pile."""
    if state.events.in_use:
        raise RuleError(say("the Event deck is already in use."))
    pile = dice.shuffled(tuple(catalogue(state)))
    deck = EventDeck(True, pile, (), (), {}, state.events.added)
    return replace(state, events=deck), [
        say(
            "The Event deck is shuffled: {n} cards (the printed deck has 55; add the rest).",
            n=len(pile),
        )
    ]


def _deck(state: PratzenState) -> EventDeck:
    if not state.events.in_use:
        raise RuleError(say("the Event deck is not in use in this game [{case}].", case=CASE))
    return state.events


def draw(state: PratzenState, side: str, dice: Dice) -> tuple[PratzenState, list[str]]:
    """The player draws the top card; an empty draw pile is first made from the discards."""
    deck = _deck(state)
    texts: list[str] = []
    if not deck.draw_pile:
        if not deck.discards:
            raise RuleError(say("every card is held or set aside: there is none to draw."))
        deck = replace(deck, draw_pile=dice.shuffled(deck.discards), discards=())
        texts.append(say("The discards are shuffled into a new draw pile."))
    card, rest = deck.draw_pile[0], deck.draw_pile[1:]
    held = dict(deck.held)
    held[side] = (*held.get(side, ()), card)
    deck = replace(deck, draw_pile=rest, held=held)
    texts.append(say("The {side} player draws an event card.", side=term(side)))
    return replace(state, events=deck), texts


def put_away(
    state: PratzenState, side: str, card: str, set_aside: bool
) -> tuple[PratzenState, list[str]]:
    """A held card played or discarded: out of play if set aside, else face up on the discards."""
    deck = _deck(state)
    held = dict(deck.held)
    mine = held.get(side, ())
    if card not in mine:
        raise RuleError(
            say("the {side} player holds no card '{card}'.", side=term(side), card=card)
        )
    held[side] = tuple(c for i, c in enumerate(mine) if i != mine.index(card))
    if not held[side]:
        del held[side]
    name = name_of(state, card)
    if set_aside:
        deck = replace(deck, held=held, set_aside=(*deck.set_aside, card))
        return replace(state, events=deck), [say("{card} is set aside, out of play.", card=name)]
    deck = replace(deck, held=held, discards=(*deck.discards, card))
    return replace(state, events=deck), [say("{card} goes face up on the discard pile.", card=name)]


AMMUNITION_CARDS = ("low-ammo", "ammo-shortage")
"""The cards of the optional Ammunition rules [Optional rule: Ammunition]."""


def redraws(state: PratzenState, side: str, card: str, set_aside: bool) -> bool:
    """True when a card just drawn is an Ammunition card the players ignore and set aside at
    once: "you can choose whether to set them aside immediately when drawn and draw again, or
    treat them as a non-event and allow them to remain in the deck" [CASE]. The other choice
    is a plain discard, the card staying in the deck's cycle."""
    return (
        card in AMMUNITION_CARDS
        and not state.ammunition
        and set_aside
        and state.phase == "Event"
        and side == state.side
        and state.events.last_draw == f"{state.turn} {state.side}"
    )


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.strip().lower()).strip("-")


def add_card(
    state: PratzenState, name: str, text: str, dice: Dice
) -> tuple[PratzenState, list[str]]:
    """The owner enters a printed card; it is shuffled into the draw pile if the deck is in use."""
    if not name.strip():
        raise RuleError(say("give the card's printed name."))
    known = catalogue(state)
    base = _slug(name) or "card"
    card_id, n = base, 2
    while card_id in known:
        card_id, n = f"{base}-{n}", n + 1
    card = EventCard(card_id, name.strip(), text.strip())
    deck = replace(state.events, added=(*state.events.added, card))
    if deck.in_use:
        at = dice.below(len(deck.draw_pile) + 1)
        deck = replace(deck, draw_pile=(*deck.draw_pile[:at], card_id, *deck.draw_pile[at:]))
    return replace(state, events=deck), [
        say("Event card '{card}' added to the deck.", card=card.name)
    ]


AT_ONCE_TIMINGS = ("immediate", "when drawn")
"""The timings (cards/pratzen-events.toml) of a card played at once: "Some cards must be
played immediately if applicable" [Event Phase (Optional)]; "When a Low Ammo Event card is
drawn the Phasing Player must place a Low Ammo chit" [Optional rule: Ammunition]; "When a
Breeze Event is drawn, a breeze has arisen" [Optional rule: smoke, blazes, and breezes]."""
LOW_AMMO, AMMO_SHORTAGE = AMMUNITION_CARDS


def at_once() -> tuple[str, ...]:
    """The ids of the cards played at once when drawn, as the rules name them."""
    cards = load_deck(DECK).get("cards", [])
    return tuple(str(c["id"]) for c in cards if c.get("timing") in AT_ONCE_TIMINGS)


def held_at_once(state: PratzenState, side: str) -> tuple[str, ...]:
    """The cards `side` holds that are played at once when drawn."""
    return tuple(c for c in state.events.held.get(side, ()) if c in at_once())
