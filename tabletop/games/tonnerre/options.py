"""Tonnerre's rule options, as boards/tonnerre.toml [options] declares them (each its title,
source, default and, for a choice, its values): Increased Difficulty and its Guard reading,
the Guard's rout modifier, the solo rule for the Mist marker and what reveals it.
`state.new_state` reads them from the session's options. A new option is a new
`[options.NAME]` table there; its heading is named here, else it is a reading."""

from __future__ import annotations

from tabletop.core.data import load_board
from tabletop.core.i18n import N_
from tabletop.games.options import OPTIONAL, READINGS, GameOption, from_board

GROUPS = {"hard": OPTIONAL, "mist": N_("Solitaire")}
"""The heading of an option, by name; the others are readings the text leaves open."""

OPTIONS: tuple[GameOption, ...] = from_board(
    load_board("tonnerre").raw["options"], lambda name: GROUPS.get(name, READINGS)
)
"""Every option the new-game dialog and `tabletop new --option` offer."""
