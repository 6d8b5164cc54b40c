"""The card game's log in a player's words (tabletop/games/words.py).

Labels are marked for the catalog (`N_`) and shown with `_()` where the log is drawn; the
sentences are made in the reader's language when they are shown."""

from __future__ import annotations

from tabletop.core.i18n import N_, _
from tabletop.core.log import LogEntry
from tabletop.games.words import GameWords, Say


def side_said(text: str) -> Say:
    """A sentence about the side that acted ("{side} passes."), in the reader's language:
    `text` is marked with `N_` where it is written."""

    def said(entry: LogEntry) -> str:
        if entry.result:
            return ""
        side = _(entry.side) if entry.side else _("The player")
        return _(text).format(side=side)

    return said


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
