"""What the Graphs tab draws for a state of Vae Victis's Austerlitz 1805: each side's victory
points [19], the units each side has had eliminated [12.3], and the turn [5]; and the turn
track the window draws, its random-finish turns marked [5.3]."""

from __future__ import annotations

from tabletop.core.i18n import N_
from tabletop.core.tracks import Track, Trigger
from tabletop.games.vaevictis.data import SIDES, game_data
from tabletop.games.vaevictis.state import ELIMINATED, VaeVictisState
from tabletop.games.vaevictis.turns import last_turn
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


def turn_track(state: VaeVictisState) -> Track:
    """Turns 1 to 10 (6 in competition), random finish from the end of Turn 7 [5.3]."""
    first = int(game_data().section("turns")["random_finish_from"])
    end = last_turn(state)
    triggers = tuple(
        Trigger(
            t, N_("Game ends automatically") if t == end else N_("Random finish roll"), "5.3", "at"
        )
        for t in range(first, end + 1)
    )
    return Track(N_("Turn"), 1, end, state.turn, triggers)
