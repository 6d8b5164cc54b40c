"""What the Graphs tab draws for a state of Vae Victis's Austerlitz 1805: each side's victory
points [19], the units each side has had eliminated [12.3], and the turn [5]."""

from __future__ import annotations

from tabletop.games.vaevictis.data import SIDES
from tabletop.games.vaevictis.state import ELIMINATED, VaeVictisState
from tabletop.games.vaevictis.victory import totals


def chart_tracks(state: VaeVictisState) -> dict[str, int]:
    """VP total and units eliminated per side, and the turn ("turn")."""
    score = totals(state)
    tracks: dict[str, int] = {}
    for side in SIDES:
        tracks[f"VP/{side}"] = int(score[side])
    for side in SIDES:
        tracks[f"units eliminated/{side}"] = sum(
            1 for u in state.units if u.side == side and u.status == ELIMINATED
        )
    tracks["turn"] = state.turn
    return tracks
