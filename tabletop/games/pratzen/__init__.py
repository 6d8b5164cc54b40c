"""The Pratzen: Austerlitz 1805: printed tables, resolvers, and the game's state and rules.

The panel (tabletop/gui/panels/pratzen/) dispatches the typed actions of actions.py through
`GameInfo.apply`, enables its buttons from `legal_actions`, and resolves every roll through
`GameInfo.resolvers`; `tabletop act` and `tabletop resolve pratzen/NAME` do the same.
"""

from __future__ import annotations

from typing import Any

from tabletop.core.i18n import joined, say, term
from tabletop.games.base import GameInfo
from tabletop.games.pratzen.actions import ACTIONS
from tabletop.games.pratzen.charts import chart_tracks
from tabletop.games.pratzen.privacy import hidden
from tabletop.games.pratzen.resolvers import make_resolvers
from tabletop.games.pratzen.rules import apply, legal_actions, odds
from tabletop.games.pratzen.sequence import SEQUENCE
from tabletop.games.pratzen.state import PratzenState, new_state
from tabletop.games.pratzen.validate import validate


def summary(state: PratzenState) -> str:
    """One line: Game Turn, phasing side and phase, both sides' Defeated Flags."""
    if state.over:
        return say("Game over: {result}", result=state.result)
    if not state.turns:
        return say("Scenario not set up yet: enter turns, levels, units and leaders.")
    flags = joined(
        [say("{side} {flags}", side=term(c.side), flags=c.defeated_flags) for c in state.morale],
        ", ",
    )
    return say(
        "Turn {turn} of {turns}, {side} {phase}; Defeated Flags {flags}",
        turn=state.turn,
        turns=state.turns,
        side=term(state.side),
        phase=term(state.phase),
        flags=flags,
    )


def drew_a_card(before: PratzenState, after: PratzenState) -> bool:
    """A draw shows a card: it may not be undone."""
    held_before = sum(len(cards) for cards in before.events.held.values())
    return sum(len(cards) for cards in after.events.held.values()) > held_before


def make_game(listing: Any) -> GameInfo[PratzenState]:
    """The game as the registry lists it."""
    return GameInfo(
        listing.id,
        listing.title,
        listing.rulebook,
        PratzenState,
        new_state,
        apply,
        make_resolvers(),
        summary,
        sentences=("result",),
        sides=("French", "Allied"),
        validate=validate,
        irreversible=drew_a_card,
        hidden=hidden,
        actions=ACTIONS,
        side_of=SEQUENCE.side_of,
        sequence=SEQUENCE,
        legal_actions=legal_actions,
        odds=odds,
        tracks=chart_tracks,
    )
