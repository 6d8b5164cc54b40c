"""The SPI game's log in a player's words (tabletop/games/words.py)."""

from __future__ import annotations

from tabletop.games.words import GameWords, outcome_next

WORDS = GameWords(
    labels={
        "next_phase": "New phase",
        "plot_reserve": "Reserve plotted",
        "rally": "Rally",
        "combat": "Combat",
        "rout_roll": "Rout distance",
        "apply_combat_result": "Result applied",
        "disengage": "Disengagement",
        "disengagement_loss": "Disengagement loss",
        "reinforcement_roll": "Reinforcement roll",
        "enter_reinforcements": "Reinforcements",
        "exit_map": "Leaves the map",
        "lose_csp": "CSPs lost",
        "set_disrupted": "Disruption",
        "displace": "Displaced",
        "objective": "Objective hex",
        "set_option": "Rule option",
    },
    rolls={
        "crt": "Combat result",
        "disengagement": "Disengagement",
        "rally": "Rally roll",
        "reinforcement": "Reinforcement die",
        "rout": "Rout distance",
    },
    say={
        "reinforcement_roll": outcome_next,
        "rout_roll": outcome_next,
        "disengage": outcome_next,
        "combat": outcome_next,
        "rally": outcome_next,
    },
)
