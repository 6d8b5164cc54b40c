"""What the charts draw for a state of the card game: each player's morale and the fronts
each controls (THE FIELD, VICTORY), and the player-turn."""

from __future__ import annotations

from tabletop.games.cardgame.state import COALITION, NAPOLEON, SIDE_NAMES, State


def chart_tracks(state: State) -> dict[str, int]:
    """Morale and fronts held per player, and the player-turn ("turn")."""
    out = {}
    for side in (NAPOLEON, COALITION):
        out[f"morale/{SIDE_NAMES[side]}"] = state.morale(side)
    for side in (NAPOLEON, COALITION):
        held = sum(1 for front in state.fronts if front.controller is side)
        out[f"fronts held/{SIDE_NAMES[side]}"] = held
    out["turn"] = state.turn
    return out
