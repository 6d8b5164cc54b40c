"""Tonnerre's log in a player's words (tabletop/games/words.py)."""

from __future__ import annotations

from tabletop.core.i18n import N_
from tabletop.games.words import GameWords, outcome_next, side_said

WORDS = GameWords(
    labels={
        "enter_units": N_("Unit counts"),
        "attack": N_("Attack"),
        "read_result": N_("Card read"),
        "defend": N_("Defence"),
        "no_defense": N_("No defense"),
        "take_loss": N_("Loss taken"),
        "box_shows": N_("Casualty box"),
        "rout_test": N_("Rout test"),
        "remove_mist_blocks": N_("Soult's blocks"),
        "reinforce": N_("Reinforcement"),
        "napoleon": N_("Napoleon"),
        "card_action": N_("Card action"),
        "pass": N_("Pass"),
        "extra_action": N_("Extra action"),
        "flip_card": N_("Card turned"),
        "choose_tactic": N_("Tactics chosen"),
        "play_tactic": N_("Tactics played"),
        "discard_tactic": N_("Tactics discard"),
    },
    rolls={"rout-test": N_("Rout test"), "tactics": N_("Tactics card roll")},
    say={
        "attack": outcome_next,
        "defend": outcome_next,
        "rout_test": outcome_next,
        "play_tactic": outcome_next,
        "no_defense": side_said(N_("{side}: no defence.")),
    },
)
