"""Austerlitz: Un coup de Tonnerre! 1805 (002_8bdc647e022b1aa3.txt): tracks, commands, the
printed resolution order, rout tests, the Mist, Extra Actions and Defenses (no window).

The sequence of play is declared in `sequence.py`; the panel applies the typed actions of
`actions.ACTIONS`, enables its controls from the legal actions, and hides the Mist marker from
the Coalition.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from tabletop.core.i18n import N_, say, term
from tabletop.core.log import LogEntry
from tabletop.games.base import GameInfo
from tabletop.games.tonnerre.actions import ACTIONS
from tabletop.games.tonnerre.charts import chart_tracks
from tabletop.games.tonnerre.data import game_data
from tabletop.games.tonnerre.legal import legal_actions
from tabletop.games.tonnerre.privacy import hidden
from tabletop.games.tonnerre.rout import rout_resolver
from tabletop.games.tonnerre.rules import apply, odds
from tabletop.games.tonnerre.sequence import SEQUENCE
from tabletop.games.tonnerre.state import TonnerreState, new_state
from tabletop.games.tonnerre.turns import waiting_text
from tabletop.games.tonnerre.validate import validate

HIDDEN = N_("(hidden)")


def summary(state: TonnerreState) -> str:
    """One line: turn, time, both morales and casualties, what the game waits for."""
    if state.phase == "over":
        return say("Game over: {outcome}", outcome=state.outcome)
    data = game_data()
    _, period, hours = data.periods[state.time]
    coalition, french = state.armies
    return say(
        "Turn {turn}, {period} ({hours}); morale Coalition {coalition_morale}, French "
        "{french_morale}; casualties {coalition_casualties} and {french_casualties}. {waiting}",
        turn=state.turn,
        period=term(period),
        hours=hours,
        coalition_morale=coalition.morale,
        french_morale=french.morale,
        coalition_casualties=coalition.casualties,
        french_casualties=french.casualties,
        waiting=waiting_text(state),
    )


def public_entry(entry: LogEntry, options: Mapping[str, Any]) -> LogEntry:
    """The log as the screen shows it: the seed of the "new game" entry is hidden, since it
    draws the Mist marker the Coalition may not see [1 Setup 4] (and every tactics card);
    so is the tactics card chosen into a hand [6 Tactics Cards]."""
    if entry.what == "new game" and "seed" in entry.inputs:
        return dataclasses.replace(entry, inputs={**entry.inputs, "seed": HIDDEN})
    if entry.what == "choose_tactic" and "card" in entry.inputs:
        return dataclasses.replace(entry, inputs={**entry.inputs, "card": HIDDEN})
    return entry


def irreversible(before: TonnerreState, after: TonnerreState) -> bool:
    """A tactics card drawn into a hand may not be undone (undo would let a player draw
    again) [6 Tactics Cards]."""
    drawn = {*after.coalition_hand, *after.french_hand} - {
        *before.coalition_hand,
        *before.french_hand,
    }
    return bool(drawn)


def make_game(listing: Any) -> GameInfo[TonnerreState]:
    """The game as the registry lists it."""
    resolver = rout_resolver()
    return GameInfo(
        listing.id,
        listing.title,
        listing.rulebook,
        TonnerreState,
        new_state,
        apply,
        {resolver.name: resolver},
        summary,
        sentences=("outcome",),
        sides=("Coalition", "French"),
        validate=validate,
        public_entry=public_entry,
        irreversible=irreversible,
        actions=ACTIONS,
        legal_actions=legal_actions,
        odds=odds,
        side_of=SEQUENCE.side_of,
        sequence=SEQUENCE,
        tracks=chart_tracks,
        hidden=hidden,
    )
