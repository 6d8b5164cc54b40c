"""The card game's log in a player's words (tabletop/games/words.py).

Labels and sentences are marked for the catalog (`N_`) and shown in the reader's language
where the log is drawn."""

from __future__ import annotations

from tabletop.core.i18n import N_
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
