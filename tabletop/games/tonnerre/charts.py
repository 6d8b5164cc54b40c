"""What the charts draw for a Tonnerre state: both morale tracks, the casualty tracks and the
time track [1 Setup] [2 Play Sequence]. The Mist marker is hidden, so it is never charted."""

from __future__ import annotations

from tabletop.games.tonnerre.state import TonnerreState


def chart_tracks(state: TonnerreState) -> dict[str, int]:
    """Morale and casualties per army, the time period (0: Early Morning), and the turn."""
    out: dict[str, int] = {}
    for army in state.armies:
        out[f"morale/{army.side}"] = army.morale
        out[f"casualties/{army.side}"] = army.casualties
    out["time/Time track"] = state.time
    out["turn"] = state.turn
    return out
