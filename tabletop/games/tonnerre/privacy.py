"""What each side may not see of a Tonnerre state: the face-down Mist marker [1 Setup 4] and
the other side's tactics hand [6 Tactics Cards]."""

from __future__ import annotations

from tabletop.games.tonnerre.state import COALITION, FRENCH, TonnerreState


def hidden(state: TonnerreState, viewer: str) -> tuple[str, ...]:
    """The fields `viewer` ("" for anyone) may not see now."""
    out = []
    if not state.mist_revealed and viewer != FRENCH:
        out.append("mist_marker")
    if viewer != COALITION:
        out.append("coalition_hand")
    if viewer != FRENCH:
        out.append("french_hand")
    return tuple(out)
