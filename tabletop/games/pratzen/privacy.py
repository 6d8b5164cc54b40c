"""What each side may not see of a Pratzen state: the Event deck's order, and a card the other
side drew and holds "without showing the opponent" [Optional rule: the Event Deck]."""

from __future__ import annotations

from tabletop.games.pratzen.state import PratzenState


def hidden(state: PratzenState, viewer: str) -> tuple[str, ...]:
    """The fields `viewer` ("" for anyone) may not see now."""
    held = tuple(f"events.held.{side}" for side in state.events.held if side != viewer)
    return ("events.draw_pile", *held)
