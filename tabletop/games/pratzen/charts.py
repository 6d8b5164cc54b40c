"""What the charts draw for a Pratzen state: each side's Morale Chart, the pieces eliminated
onto it and the box of its Defeated Flags marker [Using the Morale Tracks]."""

from __future__ import annotations

from tabletop.games.pratzen.state import PratzenState


def chart_tracks(state: PratzenState) -> dict[str, int]:
    """Eliminated units and leaders and the Defeated Flags box per side, and the Game Turn.
    Before the scenario is entered there is no Morale Chart, so only the turn is charted."""
    out: dict[str, int] = {}
    for chart in state.morale:
        out[f"eliminated/{chart.side}"] = len(chart.eliminated)
        out[f"Defeated Flags/{chart.side}"] = chart.defeated_flags
    out["turn"] = state.turn
    return out
