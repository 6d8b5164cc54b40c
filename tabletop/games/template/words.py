"""The template's log in a player's words: a label for every action kind and for its roll
(tabletop/games/words.py)."""

from __future__ import annotations

from tabletop.core.i18n import N_
from tabletop.games.words import GameWords, outcome_next

WORDS = GameWords(
    labels={"attack": N_("Attack"), "hold": N_("Hold and rally")},
    rolls={"clash": N_("Clash Table")},
    say={"attack": outcome_next},
)
"""Every action kind's label, the Clash Table roll's, and a sentence for an attack (what
came of it is the roll logged after it)."""
