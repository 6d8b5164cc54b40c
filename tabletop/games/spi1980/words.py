"""The SPI game's log in a player's words (tabletop/games/words.py)."""

from __future__ import annotations

from tabletop.core.i18n import N_, Said, from_data, render
from tabletop.core.log import LogEntry
from tabletop.games.words import GameWords, modifier_name, outcome_next

RALLY_LINES = frozenset(
    {
        "{unit}: {roll} ({mods}) = {modified} against morale {morale}: rallies.",
        "{unit}: {roll} ({mods}) = {modified} against morale {morale}: stays disrupted.",
    }
)
"""The sentences a rally writes for each unit [7.0] (rally.outcome_lines): their modifiers
are kept in the log by id, as first written, so that every save replays to the letter."""


def modifiers_in_words(mods: str) -> str:
    """A rally's modifiers as the log keeps them ("enemy_adjacent +1, fog +2") in a player's
    words, in the reader's language ("enemy adjacent +1, fog +2") [7.1]-[7.7]."""
    parts = []
    for part in mods.split(", "):
        key, _space, value = part.rpartition(" ")
        parts.append(f"{modifier_name(key)} {value}" if key else part)
    return ", ".join(parts)


def rally_line(text: str) -> str:
    """One sentence of a rally in the reader's language, each modifier in words; any other
    sentence as `render` shows it."""
    if isinstance(text, Said) and text.template in RALLY_LINES:
        mods = text.args.get("mods")
        if isinstance(mods, str) and not isinstance(mods, Said):
            return render(Said(text.template, {**text.args, "mods": modifiers_in_words(mods)}))
    return render(text)


def rally_said(entry: LogEntry) -> str:
    """A rally's log entry: each unit's sentence with its modifiers in words ("" where the
    entry kept no templates: its result is shown as it is)."""
    if not entry.result:
        return outcome_next(entry)
    if not entry.said:
        return ""
    return " ".join(rally_line(from_data(item)) for item in entry.said)


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
        "rally": rally_said,
    },
)
