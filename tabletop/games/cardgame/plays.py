"""Card plays and the small state changes every rule is built from.

Split from `rules` so each file stays readable: this module holds what a card does when
played (Event, Defense, Victory and the five special types) and the helpers that return a
changed copy of the state (hands, fronts, morale, drawing, the victory check).
"""

from __future__ import annotations

from tabletop.core.dice import Dice
from tabletop.core.i18n import Said, term
from tabletop.core.i18n import say as kept_say  # a result's reason: the state keeps it
from tabletop.games.base import Event
from tabletop.games.cardgame.actions import Play
from tabletop.games.cardgame.cards import CardType, card_index, cards_read
from tabletop.games.cardgame.said import say, say_n
from tabletop.games.cardgame.state import (
    FRONT_KEYS,
    FRONT_NAMES,
    NAPOLEON,
    OTHER,
    SIDE_TERMS,
    Battle,
    Front,
    Phase,
    ReserveRule,
    Result,
    Side,
    State,
    StormReading,
    VictoryRule,
    evolve,
)

Events = tuple[Event, ...]


def with_hand(state: State, side: Side, hand: tuple[str, ...]) -> State:
    if side is NAPOLEON:
        return evolve(state, napoleon_hand=hand)
    return evolve(state, coalition_hand=hand)


def without(cards: tuple[str, ...], card_id: str) -> tuple[str, ...]:
    i = cards.index(card_id)
    return cards[:i] + cards[i + 1 :]


def spend(state: State, side: Side, card_id: str) -> State:
    """Move a card from a hand to the discard pile."""
    return evolve(
        state,
        **{f"{side.value}_hand": without(state.hand(side), card_id)},
        discard=state.discard + (card_id,),
    )


def change_morale(state: State, side: Side, delta: int) -> State:
    value = max(0, state.morale(side) + delta)
    cap = state.options.morale_cap
    if cap > 0:
        value = min(value, cap)
    return evolve(state, **{f"{side.value}_morale": value})


def set_front(state: State, index: int, front: Front) -> State:
    fronts = list(state.fronts)
    fronts[index] = front
    return evolve(state, fronts=(fronts[0], fronts[1], fronts[2]))


def with_forces(front: Front, side: Side, cards: tuple[str, ...]) -> Front:
    if side is NAPOLEON:
        return Front(front.controller, cards, front.coalition)
    return Front(front.controller, front.napoleon, cards)


def draw_cards(state: State, side: Side, count: int) -> tuple[State, Events]:
    """Draw cards; if the deck runs out, the battle is a draw (STRATEGY PHASE)."""
    got = state.deck[:count]
    state = evolve(
        state,
        deck=state.deck[count:],
        chance=state.chance + 1,
        **{f"{side.value}_hand": state.hand(side) + got},
    )
    events: Events = (
        Event(
            say_n(
                "{side} draws {n} card.", "{side} draws {n} cards.", len(got), side=SIDE_TERMS[side]
            ),
            "STRATEGY PHASE",
        ),
    )
    if len(got) < count:
        reason = kept_say("The deck ran out, so the battle is a draw.")
        result = Result(None, str.__str__(reason))
        state = evolve(state, result=result, phase=Phase.OVER, battle=None)
        events += (Event(reason, "STRATEGY PHASE", moments=("end",)),)
    return state, events


def check_end(state: State) -> tuple[State, Events]:
    """End the battle if a side has met the victory condition (VICTORY, or the option)."""
    either = state.options.victory is VictoryRule.EITHER
    winners = []
    for side in (NAPOLEON, OTHER[NAPOLEON]):
        all_fronts = all(f.controller is side for f in state.fronts)
        broken = state.morale(OTHER[side]) <= 0
        if (all_fronts or broken) if either else (all_fronts and broken):
            winners.append(side)
    if not winners:
        return state, ()
    if len(winners) == 2:
        # Only possible under the "either" option: one side holds every front while its own
        # morale is gone. Neither claim is better, so the battle is drawn.
        reason = kept_say("Both sides met a victory condition at once, so it is a draw.")
        result = Result(None, str.__str__(reason))
    else:
        side = winners[0]
        reason = won_reason(side, either)
        # The state keeps plain text (a save holds it); `result_said` gives it back in words.
        result = Result(side, str.__str__(reason))
    return evolve(state, result=result, phase=Phase.OVER, battle=None), (
        Event(reason, "VICTORY", moments=("end",)),
    )


def won_reason(side: Side, either: bool) -> Said:
    """Why `side` won the battle (VICTORY, or the option `victory` = either)."""
    if either:
        return kept_say("{side} wins: a victory condition is met.", side=SIDE_TERMS[side])
    return kept_say(
        "{side} wins: controls all three fronts and the enemy's morale is broken.",
        side=SIDE_TERMS[side],
    )


def result_said(state: State) -> str:
    """The result's reason as a sentence each reader sees in their language (a `Said`), made
    again from the state (a state read from a save keeps only its English text); the plain
    text when it is none of the engine's sentences."""
    result = state.result
    if result is None:
        return ""
    candidates = [
        kept_say("The deck ran out, so the battle is a draw."),
        kept_say("Both sides met a victory condition at once, so it is a draw."),
    ]
    if result.winner is not None:
        candidates += [won_reason(result.winner, False), won_reason(result.winner, True)]
    return next((c for c in candidates if c == result.reason), result.reason)


def play_card(state: State, action: Play, dice: Dice) -> tuple[State, Events]:
    """Play a card from the hand: in a battle, after a win, or a special card on your turn."""
    side = state.to_move
    card_id = action.card
    c = cards_read(state.options.storm_heights is StormReading.NAME)[card_id]
    kind = c.type
    if kind is CardType.VICTORY:
        return _play_victory(state, side, card_id, action.target)
    if kind is CardType.EVENT or kind is CardType.DEFENSE:
        b = state.battle
        assert b is not None
        state = with_hand(state, side, without(state.hand(side), card_id))
        if side is b.attacker:
            b = Battle(b.front, b.attacker, b.attacker_cards + (card_id,), b.defender_cards)
        else:
            b = Battle(b.front, b.attacker, b.attacker_cards, b.defender_cards + (card_id,))
        state = evolve(state, battle=b)
        events: Events = (
            Event(
                say(
                    "{side} plays {card} (force {force}) at {front}.",
                    side=SIDE_TERMS[side],
                    card=c.name,
                    force=c.force,
                    front=FRONT_NAMES[b.front],
                ),
                "ACTION PHASE",
            ),
        )
        if c.effect == "gain_morale":
            state = change_morale(state, side, c.amount)
            events += (Event(_gains(side, c.amount), "DECK NOTATION"),)
            state, more = check_end(state)
            events += more
        return state, events
    state = spend(state, side, card_id)
    name = SIDE_TERMS[side]
    if kind is CardType.MARCH:
        state, events = draw_cards(state, side, 2)
        played = say("{side} plays {card} (March).", side=name, card=c.name)
        return state, (Event(played, "MARCH CARDS"), *events)
    if kind is CardType.STANDSTILL:
        return _random_discards(state, side, c.name, 2, dice)
    if kind is CardType.RESERVE:
        target = str(action.target)
        # RESERVE CARDS is silent on a shuffle after the search: by default the rest of the
        # deck keeps its order (no player ever sees that order); option `reserve` = shuffle
        # shuffles it. Seeing the deck's contents is a reveal either way, so it counts as a
        # chance step that undo will not cross.
        state = with_hand(state, side, state.hand(side) + (target,))
        deck = without(state.deck, target)
        shuffle = state.options.reserve is ReserveRule.SHUFFLE
        if shuffle:
            deck = dice.shuffled(deck)
        state = evolve(state, deck=deck, chance=state.chance + 1)
        # The card taken goes into the hand unseen by the opponent: the sentence (shown to
        # both players) does not name it; the log keeps it in the action's `target`.
        text = (
            say(
                "{side} plays {card}: takes a Leader or Unit from the deck into the hand; "
                "the deck is shuffled.",
                side=name,
                card=c.name,
            )
            if shuffle
            else say(
                "{side} plays {card}: takes a Leader or Unit from the deck into the hand.",
                side=name,
                card=c.name,
            )
        )
        return state, (Event(text, "RESERVE CARDS"),)
    # Maneuver moves one of yours, Strategy one of the enemy's, to an adjacent front.
    target = str(action.target)
    owner = side if kind is CardType.MANEUVER else OTHER[side]
    dest = FRONT_KEYS.index(str(action.front))
    src = next(i for i, f in enumerate(state.fronts) if target in f.of(owner))
    f = state.fronts[src]
    state = set_front(state, src, with_forces(f, owner, without(f.of(owner), target)))
    g = state.fronts[dest]
    state = set_front(state, dest, with_forces(g, owner, g.of(owner) + (target,)))
    state, events = draw_cards(state, side, 1)
    case = "MANEUVER CARDS" if kind is CardType.MANEUVER else "STRATEGY CARDS"
    return state, (
        Event(
            say(
                "{side} plays {card}: {target} moves from {source} to {front}.",
                side=name,
                card=c.name,
                target=card_index()[target].name,
                source=FRONT_NAMES[src],
                front=FRONT_NAMES[dest],
            ),
            case,
        ),
        *events,
    )


def _gains(side: Side, amount: int) -> Said:
    return say_n(
        "{side} gains {n} morale.", "{side} gains {n} morale.", amount, side=SIDE_TERMS[side]
    )


def _random_discards(
    state: State, player: Side, card_name: str, count: int, dice: Dice
) -> tuple[State, Events]:
    """`player` plays a Standstill card (`card_name`): the opponent discards `count` cards
    at random (STANDSTILL CARDS)."""
    side = OTHER[player]
    hand = state.hand(side)
    gone: list[str] = []
    for _i in range(min(count, len(hand))):
        pick = hand[dice.below(len(hand))]
        hand = without(hand, pick)
        gone.append(pick)
    state = with_hand(state, side, hand)
    state = evolve(state, discard=state.discard + tuple(gone), chance=state.chance + 1)
    names = ", ".join(card_index()[g].name for g in gone) or term("nothing")
    return state, (
        Event(
            say(
                "{side} plays {card}: {enemy} discards {cards} at random.",
                side=SIDE_TERMS[player],
                card=card_name,
                enemy=SIDE_TERMS[side],
                cards=names,
            ),
            "STANDSTILL CARDS",
        ),
    )


def _play_victory(
    state: State, side: Side, card_id: str, target: str | None
) -> tuple[State, Events]:
    """A Victory card after a won action: its note, then draw 1 (VICTORY CARDS)."""
    c = card_index()[card_id]
    state = spend(state, side, card_id)
    state = evolve(state, victory_played=state.victory_played + 1)
    enemy = OTHER[side]
    events: Events = (
        Event(say("{side} plays {card}.", side=SIDE_TERMS[side], card=c.name), "VICTORY CARDS"),
    )
    pending = 0
    if c.effect == "casualties" and target is not None:
        src = next(i for i, f in enumerate(state.fronts) if target in f.of(enemy))
        f = state.fronts[src]
        state = set_front(state, src, with_forces(f, enemy, without(f.of(enemy), target)))
        state = evolve(state, discard=state.discard + (target,))
        events += (
            Event(
                say(
                    "{side} loses {card} at {front}.",
                    side=SIDE_TERMS[enemy],
                    card=card_index()[target].name,
                    front=FRONT_NAMES[src],
                ),
                "DECK NOTATION",
            ),
        )
    elif c.effect == "gain_morale":
        state = change_morale(state, side, c.amount)
        events += (Event(_gains(side, c.amount), "VICTORY CARDS"),)
    elif c.effect == "opponent_loses_morale":
        state = change_morale(state, enemy, -c.amount)
        loses = say_n(
            "{side} loses {n} morale.", "{side} loses {n} morale.", c.amount, side=SIDE_TERMS[enemy]
        )
        events += (Event(loses, "VICTORY CARDS"),)
    elif c.effect == "opponent_discards":
        pending = min(c.amount, len(state.hand(enemy)))
    # VICTORY is checked after every change: a note that breaks the enemy's morale wins the
    # battle before the card's draw could find the deck empty (which would draw it).
    state, more = check_end(state)
    events += more
    if state.result is not None:
        return state, events
    extra = c.amount if c.effect == "draw_extra" else 0
    state, drawn = draw_cards(state, side, 1 + extra)
    events += drawn
    if state.result is None and pending > 0:
        state = evolve(
            state,
            phase=Phase.DISCARD,
            discarder=enemy,
            discard_count=pending,
            resume=Phase.VICTORY,
            to_move=enemy,
        )
        must = say_n(
            "{side} must discard {n} cards.",
            "{side} must discard {n} cards.",
            pending,
            side=SIDE_TERMS[enemy],
        )
        events += (Event(must, "VICTORY CARDS"),)
    return state, events
