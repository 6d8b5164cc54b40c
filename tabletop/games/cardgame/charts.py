"""What the charts draw for a state of the card game: each player's morale and the fronts
each controls (THE FIELD, VICTORY), and the player-turn; and the morale track the window
draws."""

from __future__ import annotations

from tabletop.core.tracks import Track
from tabletop.games.cardgame.setup import START_MORALE
from tabletop.games.cardgame.state import COALITION, NAPOLEON, SIDE_NAMES, Side, State


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


def morale_track(state: State, side: Side) -> Track:
    """A side's morale as 21 numbered boxes: 0..20, or the 20 below a morale above 20.

    Morale has no upper limit, but a row of more boxes would not fit beside the fronts; a
    side above 20 is far from 0, so the boxes follow its marker and their numbers say so.
    """
    value = state.morale(side)
    low = max(0, value - START_MORALE)
    return Track(f"{SIDE_NAMES[side]} morale", low, low + START_MORALE, value)
