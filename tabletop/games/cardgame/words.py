"""The card game's log in a player's words (tabletop/games/words.py).

Labels and sentences are marked for the catalog (`N_`) and shown in the reader's language
where the log is drawn."""

from __future__ import annotations

from tabletop.core.i18n import N_, say
from tabletop.games.cardgame.bots import describe
from tabletop.games.cardgame.cards import CardType, card_index
from tabletop.games.cardgame.hint import decode
from tabletop.games.words import GameWords, side_said

WORDS = GameWords(
    labels={
        "play": N_("Card played"),
        "deploy": N_("Deployed"),
        "attack": N_("Attack"),
        "commit": N_("Attack committed"),
        "hold": N_("Defender holds"),
        "pass": N_("Victory cards end"),
        "end_orders": N_("Orders end"),
        "end_turn": N_("Turn ends"),
        "discard": N_("Discard"),
        "hint": N_("Hint asked"),
    },
    say={
        "commit": side_said(N_("{side} commits the attack.")),
        "pass": side_said(N_("{side} plays no more Victory cards.")),
        "hold": side_said(N_("{side} holds with what is played.")),
        "end_orders": side_said(N_("{side} ends the orders phase.")),
        "end_turn": side_said(N_("{side} ends the turn.")),
    },
    quiet=frozenset({"bot", "reason"}),
)


def hint_words(move_text: str, score: int) -> str:
    """A logged hint in words, as the window shows it under the Game menu and `tabletop act
    FILE hint` prints it (a `Said`: English in the JSON, the reader's language on screen):
    the move (naming the card a Reserve would take, the asker's own choice) and its
    estimated score."""
    move = decode(move_text)
    if move is None:
        return ""
    words = describe(move)
    target = move.get("target")
    cards = card_index()
    if target in cards and cards[str(move["card"])].type is CardType.RESERVE:
        words = say("{move}, taking {card}", move=words, card=cards[str(target)].name)
    return say(
        "Hint: {move} (estimated score {score:.2f}; win 1, draw 1/2).",
        move=words,
        score=score / 100,
    )
