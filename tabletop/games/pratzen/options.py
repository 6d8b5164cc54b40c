"""The Pratzen's rule options, as boards/pratzen.toml [options] declares them (each its title,
source, default and, for a choice, its values; none yet). `state.new_state` reads them from
the session's options; the new-game dialog and `tabletop new --option` offer them."""

from __future__ import annotations

from tabletop.core.data import load_board
from tabletop.games.options import READINGS, GameOption, from_board

OPTIONS: tuple[GameOption, ...] = from_board(
    load_board("pratzen").raw.get("options", {}), lambda name: READINGS
)
"""Every option the new-game dialog and `tabletop new --option` offer."""
