"""Optional tactics cards [6 Tactics Cards]: hands of six, hidden from the other side.

"Each player chooses 1 card, draws 2, and draws 3 from a combined deck (Coalition/French/
Neutral) to have 6 cards. Only cards of your color are playable." Read here as: choose 1 of
your colour, draw 2 more of your colour, then 3 from the combined deck of every card left
(docs/tonnerre.md). "Once played or discarded, draw a replacement (max 3 draws per game)."

The 26 cards' names, colours and texts are printed on the cards: the owner enters them once
(override file, [tactics.cards]). No event text names a card drawn into a hand; the card
chosen is in the action's inputs, which the window hides (`tonnerre.public_entry`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from tabletop.core.dice import Dice, DiceSpec
from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, Said, say, term
from tabletop.games.base import Event
from tabletop.games.kit import natural_roll, roll_record
from tabletop.games.tonnerre.data import game_data
from tabletop.games.tonnerre.state import COALITION, TonnerreState
from tabletop.games.tonnerre.turns import check_playing

CASE = "6 Tactics Cards"
DICE = "1d6"
"""A card's success roll is one die ("success on 1-4")."""
COLOURS = ("Coalition", "French", "Neutral")
COLOUR_NAMES = (N_("Coalition"), N_("French"), N_("Neutral"))
"""The colours marked for the catalog (a window shows them with `_()`)."""


@dataclass(frozen=True)
class TacticsCard:
    """One tactics card as its owner entered it."""

    number: int
    """1 to 26, the owner's numbering."""
    name: str
    """As printed ("Russian Artillery")."""
    colour: str
    """Coalition, French or Neutral."""
    text: str
    """What it does, as printed."""
    success: tuple[int, int] | None
    """The roll that makes it work ("success on 1-4"), or None when it needs no roll."""


def _band(text: str) -> tuple[int, int] | None:
    cleaned = str(text).replace(" ", "")
    if not cleaned:
        return None
    low, sep, high = cleaned.partition("-")
    try:
        return (int(low), int(high)) if sep else (int(low), int(low))
    except ValueError:
        raise RuleError(say("'{text}' should be a roll band such as 1-4.", text=text)) from None


def read_card(number: int, raw: Mapping[str, Any]) -> TacticsCard:
    """A card from its entry; RuleError when a field does not read."""
    colour = str(raw.get("colour", ""))
    if colour not in COLOURS:
        raise RuleError(
            say(
                "tactics card {number}'s colour is one of {colours}.",
                number=number,
                colours=", ".join(COLOURS),
            )
        )
    name = str(raw.get("name", "")).strip()
    if not name:
        raise RuleError(say("tactics card {number} needs its printed name.", number=number))
    return TacticsCard(
        number, name, colour, str(raw.get("text", "")), _band(raw.get("success", ""))
    )


def cards() -> dict[int, TacticsCard]:
    """Every card the owner has entered, by number."""
    raw = game_data().tactics_entries
    return {int(k): read_card(int(k), v) for k, v in raw.items()}


def deck_ready() -> bool:
    """True once all the cards are entered: hands can be built."""
    return len(cards()) == game_data().tactics_count


def deck_refusal() -> Said | None:
    """Why no hand can be built yet (the owner has not entered every card); None once the
    deck is ready [6 Tactics Cards]."""
    if deck_ready():
        return None
    return say(
        "enter the {n} tactics cards first (Printed data) [{case}].",
        n=game_data().tactics_count,
        case=CASE,
    )


def hand(state: TonnerreState, side: str) -> tuple[int, ...]:
    """A side's hand (only the window of that side's player may show it)."""
    return state.coalition_hand if side == COALITION else state.french_hand


def _with_hand(state: TonnerreState, side: str, held: tuple[int, ...]) -> TonnerreState:
    if side == COALITION:
        return replace(state, coalition_hand=held)
    return replace(state, french_hand=held)


def _draws(state: TonnerreState, side: str) -> int:
    return state.coalition_draws if side == COALITION else state.french_draws


def _left(state: TonnerreState) -> list[int]:
    """Cards in no hand and not yet played or discarded: the combined deck."""
    taken = {*state.coalition_hand, *state.french_hand, *state.tactics_used}
    return [n for n in sorted(cards()) if n not in taken]


def build_hand(
    state: TonnerreState, side: str, chosen: int, dice: Dice
) -> tuple[TonnerreState, tuple[Event, ...]]:
    """Choose one card of your colour and draw 2 more of it; once both sides have, each draws
    3 from the combined deck of what is left (the first to choose first).

    "draws 3 from a combined deck (Coalition/French/Neutral)": the deck is combined from
    both colours' piles and the Neutral cards, so it is formed once both players have taken
    their own three. Drawing one side's three before the other chose would let a card of the
    other's colour sit in the first hand, and the second player's choice would be refused for
    it: a refusal that tells what the hidden hand holds."""
    check_playing(state)
    refused = deck_refusal()
    if refused is not None:
        raise RuleError(refused)
    if side in state.hands_built:
        raise RuleError(
            say("the {side} hand is built already [{case}].", side=term(side), case=CASE)
        )
    known = cards()
    card = known.get(chosen)
    if card is None or chosen in state.tactics_used:
        raise RuleError(
            say("tactics card {card} is not in the deck [{case}].", card=chosen, case=CASE)
        )
    if card.colour != side:
        raise RuleError(
            say("choose a card of your own colour ({side}) [{case}].", side=term(side), case=CASE)
        )
    held = [chosen]
    own = [n for n in _left(state) if known[n].colour == side and n != chosen]
    for _ in range(min(2, len(own))):
        pick = dice.choice(own)
        own.remove(pick)
        held.append(pick)
    state = _with_hand(state, side, tuple(held))
    state = replace(state, hands_built=(*state.hands_built, side))
    taken = say(
        "The {side} player takes {n} tactics cards of their colour.", side=term(side), n=len(held)
    )
    events = [Event(taken, CASE)]
    if len(state.hands_built) < len(game_data().sides):
        events.append(
            Event(
                say("Three more come from the combined deck once the other player has chosen."),
                CASE,
            )
        )
        return state, tuple(events)
    for drawer in state.hands_built:
        combined = _left(state)
        drawn = []
        for _ in range(min(3, len(combined))):
            pick = dice.choice(combined)
            combined.remove(pick)
            drawn.append(pick)
        state = _with_hand(state, drawer, (*hand(state, drawer), *drawn))
        count = len(hand(state, drawer))
        events.append(
            Event(
                say(
                    "The {side} player draws {n} from the combined deck: a hand of {count}.",
                    side=term(drawer),
                    n=len(drawn),
                    count=count,
                ),
                CASE,
            )
        )
    return state, tuple(events)


def play_refusal(state: TonnerreState, side: str, number: int, *, discard: bool) -> Said | None:
    """Why `side` may not play (or discard) tactics card `number` now; None when it may.

    One sentence for any card the side cannot play or discard now, held or not: a refusal
    must never tell whoever typed the side what that hidden hand holds [6 Tactics Cards]."""
    card = cards().get(number)
    playable = discard or (card is not None and card.colour == side)
    if number in hand(state, side) and playable:
        return None
    if discard:
        return say(
            "tactics card {card} cannot be discarded from the {side} hand: a card is taken "
            "from the hand that holds it [{case}].",
            card=number,
            side=term(side),
            case=CASE,
        )
    return say(
        "tactics card {card} cannot be played from the {side} hand: a card is taken from "
        "the hand that holds it, and only cards of that side's colour are playable [{case}].",
        card=number,
        side=term(side),
        case=CASE,
    )


def play_card(
    state: TonnerreState, side: str, number: int, roll: int | None, dice: Dice, *, discard: bool
) -> tuple[TonnerreState, tuple[Event, ...]]:
    """Play (only your colour) or discard a card from the hand, then draw a replacement while
    fewer than 3 have been drawn this game."""
    check_playing(state)
    refused = play_refusal(state, side, number, discard=discard)
    if refused is not None:
        raise RuleError(refused)
    held = hand(state, side)
    card = cards()[number]
    events: list[Event] = []
    if discard:
        text = say("The {side} player discards {card}.", side=term(side), card=card.name)
        events.append(Event(text, CASE))
    else:
        events.append(_played(side, card, roll, dice))
    state = _with_hand(state, side, tuple(n for n in held if n != number))
    state = replace(state, tactics_used=(*state.tactics_used, number))
    most = game_data().tactics_draws
    left = _left(state)
    if _draws(state, side) < most and left:
        pick = dice.choice(left)
        state = _with_hand(state, side, (*hand(state, side), pick))
        count = _draws(state, side) + 1
        state = (
            replace(state, coalition_draws=count)
            if side == COALITION
            else replace(state, french_draws=count)
        )
        text = say(
            "The {side} player draws a replacement ({count} of {most}).",
            side=term(side),
            count=count,
            most=most,
        )
        events.append(Event(text, CASE))
    else:
        text = say("No replacement: {most} draws are used or the deck is empty.", most=most)
        events.append(Event(text, CASE))
    return state, tuple(events)


def success_result(card: TacticsCard, roll: int) -> Said:
    """What a card's success roll reads: "success" inside its printed band, else "no
    effect" [6 Tactics Cards]. Playing the card and its odds both read the roll with this."""
    low, high = card.success or (0, -1)
    return term("success") if low <= roll <= high else term("no effect")


def success_odds(state: TonnerreState, side: str, number: int) -> dict[str, Fraction] | None:
    """The chance of each result of the success roll of tactics card `number` played from
    the `side` hand now; None when the card needs no roll. RuleError (the one sentence that
    tells nothing of the hidden hand) when the side may not play it."""
    refused = play_refusal(state, side, number, discard=False)
    if refused is not None:
        raise RuleError(refused)
    card = cards()[number]
    if card.success is None:
        return None
    out: dict[str, Fraction] = {}
    for roll, chance in DiceSpec.parse(DICE).distribution().items():
        key = str(success_result(card, roll))
        out[key] = out.get(key, Fraction(0)) + chance
    return out


def _played(side: str, card: TacticsCard, roll: int | None, dice: Dice) -> Event:
    # The card's name and text are printed: they stay as printed in any language.
    printed = f"{card.name}: {card.text}".rstrip(": ")
    said = say("The {side} player plays {card}", side=term(side), card=printed)
    if card.success is None:
        return Event(say("{played}.", played=said), CASE)
    natural, typed = natural_roll(dice, roll)
    low, high = card.success
    result = success_result(card, natural)
    record = roll_record(
        "tonnerre",
        "tactics",
        {"card": card.name},
        {},
        natural,
        natural,
        result,
        CASE,
        side=side,
        typed=typed,
    )
    band = f"{low}-{high}" if low != high else str(low)
    text = say(
        "{played}. Roll {roll} (success on {band}): {result}.",
        played=said,
        roll=natural,
        band=band,
        result=result,
    )
    return Event(text, CASE, record)
