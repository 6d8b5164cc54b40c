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
    """A side's morale as numbered boxes from 0 (the side is broken there) to 20, or to its
    morale when above 20: morale has no upper limit, and the boxes wrap to a second row
    rather than drop the low ones a player counts down to."""
    value = state.morale(side)
    return Track(f"{SIDE_NAMES[side]} morale", 0, max(START_MORALE, value), value)
