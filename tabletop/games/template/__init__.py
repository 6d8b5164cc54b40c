"""Template: two armies and a 2d6 table. A teaching game, not a printed one (its rules are
the app's own, docs/template.md): the smallest whole game, walked through line by line in
docs/adding-a-game.md. No Tk here; its panel is tabletop/gui/panels/template/.
"""

from __future__ import annotations

from typing import Any

from tabletop.core.i18n import joined, say, term
from tabletop.games.base import GameInfo
from tabletop.games.template.actions import ACTIONS
from tabletop.games.template.charts import chart_tracks
from tabletop.games.template.data import SIDES
from tabletop.games.template.legal import verdict
from tabletop.games.template.rules import apply, legal_actions, odds
from tabletop.games.template.sequence import SEQUENCE
from tabletop.games.template.state import TemplateState, new_state
from tabletop.games.template.validate import validate


def summary(state: TemplateState) -> str:
    """One line: the turn, who acts, both morales."""
    morale = joined(
        [
            say("{side} morale {morale}", side=term(army.side), morale=army.morale)
            for army in state.armies
        ],
        ", ",
    )
    if state.over:
        return say(
            "Game over, Turn {turn}: {verdict}; {morale}",
            turn=state.turn,
            verdict=verdict(state),
            morale=morale,
        )
    return say(
        "Turn {turn}, the {side} to act; {morale}",
        turn=state.turn,
        side=term(state.to_act),
        morale=morale,
    )


def make_game(listing: Any) -> GameInfo[TemplateState]:
    """The game as the registry lists it: each part named, so a new game copies the list."""
    return GameInfo(
        id=listing.id,
        title=listing.title,
        rulebook=listing.rulebook,
        sequence=SEQUENCE,
        side_of=SEQUENCE.side_of,
        state_type=TemplateState,
        new_state=new_state,
        apply=apply,
        summary=summary,
        sides=SIDES,
        actions=ACTIONS,
        legal_actions=legal_actions,
        odds=odds,
        validate=validate,
        tracks=chart_tracks,
    )
