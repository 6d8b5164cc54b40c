"""Tonnerre's log in a player's words (tabletop/games/words.py)."""

from __future__ import annotations

from tabletop.games.words import GameWords, outcome_next, side_said

WORDS = GameWords(
    labels={
        "enter_units": "Unit counts",
        "attack": "Attack",
        "read_result": "Card read",
        "defend": "Defence",
        "no_defense": "No defence",
        "take_loss": "Loss taken",
        "box_shows": "Casualty box",
        "rout_test": "Rout test",
        "remove_mist_blocks": "Soult's blocks",
        "reinforce": "Reinforcement",
        "napoleon": "Napoleon",
        "card_action": "Card action",
        "pass": "Pass",
        "extra_action": "Extra action",
        "flip_card": "Card turned",
        "choose_tactic": "Tactics chosen",
        "play_tactic": "Tactics played",
        "discard_tactic": "Tactics discard",
    },
    rolls={"rout-test": "Rout test", "tactics": "Tactics card roll"},
    say={
        "attack": outcome_next,
        "defend": outcome_next,
        "rout_test": outcome_next,
        "play_tactic": outcome_next,
        "no_defense": side_said("{side}: no defence."),
    },
)
