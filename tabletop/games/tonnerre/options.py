"""Tonnerre's rule options: the Increased Difficulty rule, the Imperial Guard's reading, and
the solo rule for the Mist marker. `state.new_state` reads them from the session's options."""

from __future__ import annotations

from tabletop.games.options import OPTIONAL, READINGS, GameOption, choice, flag

OPTIONS: tuple[GameOption, ...] = (
    flag(
        "hard",
        "Increased Difficulty: Napoleon gives +1 morale instead of +2",
        "[6 Increased Difficulty]",
        group=OPTIONAL,
    ),
    flag(
        "guard_rout_drm",
        "The Imperial Guard's failure: +1 to the Rout Test (the historical note), besides "
        "its 2 levels",
        "[9 Napoleon and the Imperial Guard]; the rules body: [4 Morale Penalties]",
        group=READINGS,
    ),
    choice(
        "mist",
        "The Mist marker",
        "[1 Setup 4] [7 Mist (Solo)]",
        (
            ("hidden", "face down, seen by the French only"),
            ("open", "revealed at once (French player against a Coalition bot)"),
        ),
        group="Solitaire",
    ),
)
"""Every option the new-game dialog and `tabletop new --option` offer."""
