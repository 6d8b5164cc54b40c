"""Every action kind of the card game as a typed value, checked when it is built.

The engine takes these typed actions (`rules.apply`, one handler per class). The mover's
listed moves (`moves.legal_actions`) stay in the dict form a save holds (`action_data`), so
they compare equal to a saved move; `typed` turns one of them into its action.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, cast

from tabletop.core.i18n import C_, N_
from tabletop.games.actions import GameAction, action_kinds, arg
from tabletop.games.cardgame.state import FRONT_KEYS, FRONT_NAMES

FRONTS = dict(zip(FRONT_KEYS, FRONT_NAMES, strict=True))
"""The three fronts as actions name them ("north"), each with the name printed on the card
a player reads ("Stanton Hill") [THE FIELD]."""
BOTS = {
    "random": N_("random"),
    "greedy": N_("greedy"),
    "strong": N_("strong"),
    "expert": N_("expert"),
}
"""The bot levels that may have chosen a move, each as the new-game dialog names it."""
_CARD = N_("card")


def card_name(card_id: str) -> str:
    """A card's printed name for its id, as the log's detail shows a card field (an id the
    deck does not hold, as it is saved)."""
    from tabletop.games.cardgame.cards import card_index  # the deck, read on first use

    found = card_index().get(card_id)
    return found.name if found is not None else card_id


def move_words(text: str) -> str:
    """A hint's advised move in words ("attack Telnitz with Storm Heights"), in the reader's
    language: never the card a Reserve would search for (`bots.describe`)."""
    from tabletop.core.i18n import tr
    from tabletop.games.cardgame.bots import describe
    from tabletop.games.cardgame.hint import decode

    move = decode(text)
    if move is None:
        return text
    try:
        return tr(describe(move))
    except (KeyError, ValueError):  # a card or front the deck does not hold
        return text


@dataclass(frozen=True)
class CardAction(GameAction):
    """What every card-game action may carry besides its rule fields: the bot that chose it."""

    bot: str | None = arg(N_("bot level"), default=None, choices=BOTS, kw_only=True, offered=False)
    reason: str | None = arg(N_("the bot's reason"), default=None, kw_only=True, offered=False)
    effort: int | None = arg(
        N_("hidden-card guesses the bot weighed"),
        default=None,
        low=0,
        high=64,
        kw_only=True,
        offered=False,
    )


@dataclass(frozen=True)
class Play(CardAction):
    """Play a card from the hand: a support card, a Reserve, a Victory card ..."""

    KIND = "play"
    TITLE = N_("Play a card")

    card: str = arg(_CARD, named=card_name)
    target: str | None = arg(N_("target card"), default=None, named=card_name)
    front: str | None = arg(N_("front"), default=None, choices=FRONTS)


@dataclass(frozen=True)
class Deploy(CardAction):
    """ORDERS PHASE: deploy a Leader or Unit at a front."""

    KIND = "deploy"
    TITLE = N_("Deploy")

    card: str = arg(_CARD, named=card_name)
    front: str = arg(N_("front"), choices=FRONTS)


@dataclass(frozen=True)
class Attack(CardAction):
    """ACTION PHASE: attack at a front, with an Attack card or a free attack."""

    KIND = "attack"
    TITLE = N_("Attack")

    front: str = arg(N_("front"), choices=FRONTS)
    card: str | None = arg(N_("attack card"), default=None, named=card_name)


@dataclass(frozen=True)
class Commit(CardAction):
    """Commit the support played to the battle."""

    KIND = "commit"
    TITLE = N_("Commit")


@dataclass(frozen=True)
class Hold(CardAction):
    """Play no more support (the defender's response)."""

    KIND = "hold"
    TITLE = C_("card game action", "Hold")


@dataclass(frozen=True)
class Pass(CardAction):
    """Pass: play nothing now."""

    KIND = "pass"
    TITLE = N_("Pass")


@dataclass(frozen=True)
class EndOrders(CardAction):
    """End the Orders Phase."""

    KIND = "end_orders"
    TITLE = N_("End orders")


@dataclass(frozen=True)
class EndTurn(CardAction):
    """End the turn: draw back up."""

    KIND = "end_turn"
    TITLE = N_("End turn")


@dataclass(frozen=True)
class Discard(CardAction):
    """Discard a card down to the hand limit."""

    KIND = "discard"
    TITLE = N_("Discard")

    card: str = arg(_CARD, named=card_name)


@dataclass(frozen=True)
class Hint(CardAction):
    """Ask for a hint: the expert bot's move for the player to move, with its estimated
    score; it changes nothing on the table (hint.py)."""

    KIND = "hint"
    TITLE = N_("Hint")

    move: str = arg(N_("the move advised"), named=move_words)
    score: int = arg(N_("its estimated score, in hundredths (win 1, draw 1/2)"), low=0, high=100)


ACTIONS = action_kinds(Play, Deploy, Attack, Commit, Hold, Pass, EndOrders, EndTurn, Discard, Hint)
"""Every action kind of the card game, by name."""


_BUILT: dict[tuple[tuple[str, Any], ...], CardAction] = {}
"""Each listed move's action, built once: the bots weigh thousands of candidate moves a
decision, and a typed action is immutable, so one built for a move serves every time."""


def typed(move: Mapping[str, Any]) -> CardAction:
    """The typed action of a listed move (a dict with its "kind" and text fields, as
    `legal_actions` lists it and a save holds it); the bots build one per candidate move."""
    key = tuple(move.items())
    action = _BUILT.get(key)
    if action is None:
        fields = {k: v for k, v in move.items() if k != "kind"}
        action = _BUILT[key] = cast(CardAction, ACTIONS[move["kind"]](**fields))
    return action
