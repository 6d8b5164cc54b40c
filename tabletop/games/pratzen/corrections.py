"""The guards of the Pratzen's corrections (DESIGN 3): the scenario's entries close once play
has begun and their corrections open; a correction of cohesion or ammunition never rallies
or reloads a unit, and a unit that has fought is not taken back as entered by mistake.
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.core.errors import RuleError
from tabletop.core.i18n import say, term
from tabletop.games.pratzen import actions as a
from tabletop.games.pratzen.state import PratzenState, Unit

COHESION = ("steady", "disordered", "routed")
"""Cohesion states from best to worst [Definition of terms, Cohesion State]."""
AMMUNITION = ("full", "low", "none")
"""Ammunition states from best to worst [Optional rule: Ammunition]."""


def begun(kind: str) -> Callable[[PratzenState, str], str]:
    """A scenario entry, closed once play has begun: then it is a correction."""

    def closed(state: PratzenState, side: str) -> str:
        if not state.started:
            return ""
        return say(
            "The game has begun: a piece the board shows differently is corrected with "
            "{action}, with its reason [Preparing for play].",
            action=term(a.ACTIONS[kind].TITLE),
        )

    return closed


def before_play(kind: str) -> Callable[[PratzenState, str], str]:
    """A correction, open once play has begun: before, the scenario entry does it."""

    def closed(state: PratzenState, side: str) -> str:
        if state.started:
            return ""
        return say(
            "Play has not begun: enter the scenario with {action} [Preparing for play].",
            action=term(a.ACTIONS[kind].TITLE),
        )

    return closed


def _improves(state: PratzenState, scale: tuple[str, ...], new: str, now: str) -> bool:
    """True when play has begun and `new` stands better than `now` on `scale` (best first)."""
    known = new in scale and now in scale
    return state.started and known and scale.index(new) < scale.index(now)


def unrallied(state: PratzenState, unit: Unit, status: str) -> str:
    """A correction of cohesion never rallies a unit: it recovers only by its morale check
    in its own Rally Phase [Rally Phase]. Artillery's limbered face is its mode, changed in
    movement [Artillery limbered and unlimbered status]."""
    if unit.type == "artillery" or not _improves(state, COHESION, status, unit.status):
        return ""
    return say(
        "{unit} is {status}: a disordered or routed unit recovers only by its morale check in "
        "its own Rally Phase, not by a correction [Rally Phase].",
        unit=unit.name,
        status=term(unit.status),
    )


def unreloaded(state: PratzenState, unit: Unit, ammo: str) -> str:
    """A correction of ammunition never reloads: a chit comes off only by a Reload roll
    [Ammunition Reload]."""
    if not _improves(state, AMMUNITION, ammo, unit.ammo):
        return ""
    return say(
        "{unit} is marked {ammo}: a Flag or gun recovers its ammunition only by a Reload, a "
        "Rally action in its Rally Phase, not by a correction [Ammunition Reload].",
        unit=unit.name,
        ammo=term(unit.ammo),
    )


def fought(state: PratzenState, name: str) -> str:
    """A unit that has fought leaves the map only as a loss, on the Morale Chart [Using the
    Morale Tracks]: a correction takes back only a piece entered by mistake."""
    try:
        unit = state.unit(name)
    except RuleError:
        return ""
    battalion = state.battalion_hits.get(unit.battalion, 0) if unit.battalion else 0
    if unit.eliminated or not (
        unit.hits or battalion or unit.status != "steady" or unit.ammo != "full"
    ):
        return ""
    return say(
        "{unit} has fought (hits, disorder or an ammunition chit): a unit lost goes on the "
        "Morale Chart, eliminated, not taken back as entered by mistake [Using the Morale "
        "Tracks].",
        unit=unit.name,
    )
