"""What each side may not see of a card-game state: the deck's order and the other's hand."""

from __future__ import annotations

from tabletop.games.cardgame.state import State


def hidden(state: State, viewer: str) -> tuple[str, ...]:
    """The fields `viewer` ("Napoleon", "Coalition", or "" for anyone) may not see now."""
    out = ["deck"]  # its order deals every future hand
    if viewer.casefold() != "napoleon":
        out.append("napoleon_hand")
    if viewer.casefold() != "coalition":
        out.append("coalition_hand")
    return tuple(out)
