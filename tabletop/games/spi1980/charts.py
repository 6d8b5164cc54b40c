"""What the charts draw for a state of SPI's Austerlitz: each army's morale [10.0], the CSPs
each has lost [14.1], and the Game-Turn [3.0]."""

from __future__ import annotations

from tabletop.games.spi1980.state import Spi1980State


def chart_tracks(state: Spi1980State) -> dict[str, int]:
    """Morale and CSPs lost per army, and the Game-Turn ("turn")."""
    return {
        "morale/Allied": state.allied.morale,
        "morale/French": state.french.morale,
        "CSPs lost/Allied": state.allied.csp_eliminated,
        "CSPs lost/French": state.french.csp_eliminated,
        "turn": state.turn,
    }
