"""The card game's log in a player's words (tabletop/games/words.py)."""

from __future__ import annotations

from tabletop.games.words import GameWords, side_said

WORDS = GameWords(
    labels={
        "play": "Card played",
        "deploy": "Deployed",
        "attack": "Attack",
        "commit": "Attack committed",
        "hold": "Defender holds",
        "pass": "Victory cards end",
        "end_orders": "Orders end",
        "end_turn": "Turn ends",
        "discard": "Discard",
    },
    say={
        "commit": side_said("{side} commits the attack."),
        "pass": side_said("{side} plays no more Victory cards."),
        "hold": side_said("{side} holds with what is played."),
        "end_orders": side_said("{side} ends the orders phase."),
        "end_turn": side_said("{side} ends the turn."),
    },
    quiet=frozenset({"bot", "reason"}),
)
