"""Austerlitz 1805 (Vae Victis): data, resolvers and rules (no window).

The panel (tabletop/gui/panels/vaevictis/) dispatches the typed actions of `actions.py`,
enables its buttons from `legal.legal_actions`, and resolves rolls through `resolvers`.
"""

from __future__ import annotations

from typing import Any

from tabletop.core.i18n import say, term
from tabletop.games.base import GameInfo
from tabletop.games.vaevictis.actions import ACTIONS
from tabletop.games.vaevictis.charts import chart_tracks
from tabletop.games.vaevictis.data import SIDES, game_data
from tabletop.games.vaevictis.resolvers import make_resolvers
from tabletop.games.vaevictis.rules import apply, legal_actions, odds
from tabletop.games.vaevictis.sequence import SEQUENCE
from tabletop.games.vaevictis.state import VaeVictisState, new_state
from tabletop.games.vaevictis.validate import validate
from tabletop.games.vaevictis.victory import totals, verdict


def summary(state: VaeVictisState) -> str:
    """One line: turn, sequence and phase, and the VP."""
    score = totals(state)
    vp = say(
        "VP French {french}, Coalition {coalition}",
        french=score["French"],
        coalition=score["Coalition"],
    )
    if state.game_over:
        return say(
            "Game over, Turn {turn}: {verdict}; {vp}",
            turn=state.turn,
            verdict=verdict(state),
            vp=vp,
        )
    if not state.first_player:
        return say("Turn {turn}: choose who goes first; {vp}", turn=state.turn, vp=vp)
    if state.turn_ended:
        return say("End of Turn {turn}: roll for the random finish; {vp}", turn=state.turn, vp=vp)
    phase = game_data().phases[state.phase].name
    return say(
        "Turn {turn}, {side} sequence, {phase}; {vp}",
        turn=state.turn,
        side=term(state.active),
        phase=term(phase),
        vp=vp,
    )


def make_game(listing: Any) -> GameInfo[VaeVictisState]:
    """The game as the registry lists it [5]."""
    return GameInfo(
        listing.id,
        listing.title,
        listing.rulebook,
        VaeVictisState,
        new_state,
        apply,
        make_resolvers(),
        summary,
        sentences=("end_reason",),
        sides=SIDES,
        validate=validate,
        actions=ACTIONS,
        side_of=SEQUENCE.side_of,
        sequence=SEQUENCE,
        legal_actions=legal_actions,
        odds=odds,
        tracks=chart_tracks,
    )
