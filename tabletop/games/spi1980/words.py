"""The SPI game's log in a player's words (tabletop/games/words.py)."""

from __future__ import annotations

from tabletop.core.i18n import N_
from tabletop.games.words import GameWords, outcome_next

WORDS = GameWords(
    labels={
        "next_phase": N_("New phase"),
        "plot_reserve": N_("Reserve plotted"),
        "rally": N_("Rally"),
        "combat": N_("Combat"),
        "rout_roll": N_("Rout distance"),
        "apply_combat_result": N_("Result applied"),
        "disengage": N_("Disengagement"),
        "disengagement_loss": N_("Disengagement loss"),
        "reinforcement_roll": N_("Reinforcement roll"),
        "enter_reinforcements": N_("Reinforcements"),
        "exit_map": N_("Leaves the map"),
        "lose_csp": N_("CSPs lost"),
        "set_disrupted": N_("Disruption"),
        "displace": N_("Displaced"),
        "objective": N_("Objective hex"),
        "set_option": N_("Rule option"),
    },
    rolls={
        "crt": N_("Combat result"),
        "disengagement": N_("Disengagement"),
        "rally": N_("Rally roll"),
        "reinforcement": N_("Reinforcement die"),
        "rout": N_("Rout distance"),
    },
    say={
        "reinforcement_roll": outcome_next,
        "rout_roll": outcome_next,
        "disengage": outcome_next,
        "combat": outcome_next,
        "rally": outcome_next,
    },
)
