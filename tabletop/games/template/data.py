"""The template's printed data, read from boards/template.toml: two morale tracks, the last
turn, the Clash Table and its one modifier (docs/template.md [T1] [T3]).

The board is read through `derived` each time it is needed, never at import: while a
session's engine runs, `load_board` gives the data that session's save carries.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tabletop.core.data import Board, derived
from tabletop.core.errors import DataError
from tabletop.core.i18n import N_, say
from tabletop.core.tables import Table
from tabletop.core.tracks import Track, track_from_toml

GAME = "template"
SIDES = (N_("French"), N_("Allied"))
"""The two sides, in the order they act each turn [T2]."""


@dataclass(frozen=True)
class TemplateData:
    """What the rules read from the data file."""

    tracks: Mapping[str, Track]
    """Each side's morale track, by side [T1]."""
    last_turn: int
    """The game's last turn [T1]."""
    clash: Table
    """The Clash Table [T3]."""
    higher_morale: int
    """The attacker's modifier when its morale is higher than the defender's [T3]."""


def _section(raw: Mapping[str, Any], *keys: str) -> Any:
    """A section of the board file; DataError naming the section when it is missing."""
    found: Any = raw
    for key in keys:
        if not isinstance(found, Mapping) or key not in found:
            raise DataError(
                say("boards/{game}.toml has no [{section}]", game=GAME, section=".".join(keys))
            )
        found = found[key]
    return found


def _read(board: Board) -> TemplateData:
    raw = board.raw
    tracks = {side: track_from_toml(side, _section(raw, "tracks", side)) for side in SIDES}
    return TemplateData(
        tracks,
        int(_section(raw, "turns", "last")),
        board.table("clash"),
        int(_section(raw, "modifiers", "higher-morale", "value")),
    )


def game_data() -> TemplateData:
    """The data in force now (the session's printed data while its engine runs)."""
    return derived(GAME, _read)
