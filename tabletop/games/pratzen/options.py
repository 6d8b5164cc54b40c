"""The Pratzen's rule options. None yet: where a reading the text leaves open is kept as an
option, declare it here (`tabletop.games.options`: choice, flag or count, with its case) and
read it in `state.new_state`; the new-game dialog and `tabletop new --option` offer it."""

from __future__ import annotations

from tabletop.games.options import GameOption

OPTIONS: tuple[GameOption, ...] = ()
"""Every option the new-game dialog and `tabletop new --option` offer."""
