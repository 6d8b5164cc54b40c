"""The sequence of play of The Pratzen, declared once [Preparing for play] [Sequence of play].

Before play the owner enters the scenario: the Playbook is not in the text [Preparing for
play]. Each Game Turn has the French Player Turn, then the Allied, each running the phases of
boards/pratzen.toml (the Event Phase only with the optional Event deck); the Phasing Player
"will carry out the actions specified for the phase" [General course of play]. After the
Allied Close Combat Phase, the victory check [Victory Check and Advance to Next Turn Phase].
Legality's phase and side part, `side_of` and the Help's sequence of play all come from this
declaration (tabletop/games/sequence.py); legal.py keeps the guards it cannot say.

Each step's `rolls` are the rolls a player may log there outside an action (the window's roll
boxes, `tabletop act FILE roll NAME`), booked to the side that rolls them: the Phasing
Player's, who rolls for each command on the Engagement and Fire Control Tables [Engagement
sequence]. His artillery and infantry fire [Artillery Fire Phase] [Resolving Infantry Fire],
a rally, a close combat, a group's reinforcement roll and a leader's casualty roll are their
actions' rolls, never logged on their own (`ROLLED_BY`): the `leader_casualty` action books its
roll to "the opposing player" of the leader hit [Combat effects on Leaders], whoever he is.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.core.i18n import N_, say
from tabletop.games.pratzen import data, turn
from tabletop.games.pratzen.actions import ACTIONS
from tabletop.games.pratzen.state import PratzenState
from tabletop.games.sequence import ACTIVE, NOBODY, Opens, SequenceOfPlay, Step


def owner(state: PratzenState, action: Mapping[str, Any]) -> str:
    """The side of the unit or leader the action names ("" for a name not in the scenario):
    its hits, cohesion and ammunition are recorded on its side."""
    named = action.get("unit") or action.get("name")
    units = action.get("units")
    if not named and isinstance(units, (list, tuple)) and units:
        named = units[0]
    wanted = str(named or "").strip().casefold()
    pieces = {u.name.casefold(): u.side for u in state.units}
    pieces.update({x.name.casefold(): x.side for x in state.leaders})
    return pieces.get(wanted, state.side if wanted else "")


def entered_side(state: PratzenState, action: Mapping[str, Any]) -> str:
    """The side a scenario entry names (a unit, leader or group of that side)."""
    side = str(action.get("side", ""))
    return side if side in data.sides() else ""


def removed_side(state: PratzenState, action: Mapping[str, Any]) -> str:
    """The side of the piece taken back."""
    return owner(state, {"name": action.get("name", "")})


def leader_opponent(state: PratzenState, action: Mapping[str, Any]) -> str:
    """The opposing player of the leader named, who rolls for him [Combat effects on Leaders]."""
    wanted = str(action.get("leader", "")).strip().casefold()
    found = [x.side for x in state.leaders if x.name.casefold() == wanted]
    return turn.other_side(found[0]) if found else state.side


def holder(state: PratzenState, action: Mapping[str, Any]) -> str:
    """The side holding the card played: the one named, else the phasing player."""
    side = str(action.get("side", ""))
    return side if side in data.sides() else state.side


NEXT = Opens("next_phase", ACTIVE)
IN_PLAY = (
    Opens("play_event", holder),
    Opens("hits", owner),
    Opens("rejoin", owner),
    Opens("eliminate", owner),
)
"""Open in every phase once the scenario is set up: a held card played in its holder's turn
[Event Phase (Optional)]; what the board shows that the app did not roll, the hits and losses
of a fire [Combat effects on units], each on its piece's side."""
LEADER = Opens("leader_casualty", leader_opponent)
"""A leader stacked with a unit disordered or eliminated: his opponent rolls [Combat effects
on Leaders]."""


ROLLED_BY = {
    "artillery": "artillery_fire",
    "musketry": "musketry_fire",
    "close-combat": "close_combat",
    "table:close-combat": "close_combat",
    "table:close-combat-marks": "close_combat",
    "rally": "rally",
    "reinforcement": "reinforcement",
    "table:reinforcement": "reinforcement",
    "leader-casualty": "leader_casualty",
    "table:leader-casualty": "leader_casualty",
}
"""Rolls only an action makes, each with that action: a fire is the Artillery fire or
Musketry action's, which keeps the dice it showed for the hits it makes [Hitting and
"Disordering" Artillery]; a close combat is the Close combat action's, which keeps what it
rolled for the loser's word and the Defeated Flags [Close Combat Phase]; a rally's result is
the unit's cohesion [Rally Phase], a group's delay its place on the Turn track [Reinforcements
Phase], a leader's casualty his place on the Morale Chart [Combat effects on Leaders]. Logged
on its own, such a roll would be answered by nothing."""


NAMES = {
    "Event": N_("Event Phase"),
    "Reinforcements": N_("Reinforcements Phase"),
    "Command": N_("Command Phase"),
    "Artillery Fire": N_("Artillery Fire Phase"),
    "Engagement": N_("Engagement Phase"),
    "Rally": N_("Rally Phase"),
    "Close Combat": N_("Close Combat Phase"),
}
"""Each phase's name as the Sequence of play prints it."""


def _phase(name: str, opens: tuple[Opens, ...], rolls: tuple[Opens, ...] = ()) -> Step:
    """A phase of boards/pratzen.toml, with what it opens and the rolls made there."""
    if name not in data.phases():
        raise ValueError(f"{name} is not a phase of boards/pratzen.toml")
    return Step(name, NAMES[name], "Sequence of play", (*opens, *IN_PLAY), rolls)


def now(state: PratzenState) -> str:
    """The step the state is in: the scenario's entry until it is set up, then the phase."""
    return state.phase if state.turns else "setup"


def ended(state: PratzenState) -> str | None:
    """Once the game is over, the sentence that says why."""
    return say("The game is over: {result}", result=state.result) if state.over else None


SEQUENCE: SequenceOfPlay[PratzenState] = SequenceOfPlay(
    steps=(
        Step(
            "setup",
            N_("Before play: the scenario, its pieces and the rule options"),
            "Preparing for play",
            (Opens("setup", NOBODY),),
        ),
        _phase("Event", (Opens("draw_event", ACTIVE), NEXT)),
        _phase(
            "Reinforcements",
            (
                Opens("reinforcement", ACTIVE),
                Opens("reinforcement_arrives", ACTIVE),
                Opens("reinforcement_blocked", ACTIVE),
                NEXT,
            ),
        ),
        _phase("Command", (Opens("marker", ACTIVE), NEXT)),
        _phase(
            "Artillery Fire",
            (Opens("artillery_fire", ACTIVE), LEADER, NEXT),
        ),
        _phase(
            "Engagement",
            (Opens("marker", ACTIVE), Opens("musketry_fire", ACTIVE), LEADER, NEXT),
            (
                Opens("engagement", ACTIVE),
                Opens("table:engagement", ACTIVE),
                Opens("fire-control", ACTIVE),
                Opens("table:fire-control", ACTIVE),
            ),
        ),
        _phase(
            "Rally",
            (Opens("rally", ACTIVE), Opens("reload", ACTIVE), LEADER, NEXT),
        ),
        _phase(
            "Close Combat",
            (
                Opens("close_combat", ACTIVE),
                Opens("combat_loser", ACTIVE),
                Opens("flags_defeated", ACTIVE),
                LEADER,
                NEXT,
            ),
        ),
    ),
    now=now,
    active=lambda state: state.side if state.turns else "",
    sides=data.sides(),
    actions=ACTIONS,
    anytime=(
        # The owner's entries of the scenario and the rule options, before play (legal.py
        # closes the entries once play has begun) [Preparing for play]; the cards he adds
        # [Optional rule: the Event Deck].
        Opens("setup", NOBODY),
        Opens("add_unit", entered_side),
        Opens("replace_unit", entered_side),
        Opens("add_leader", entered_side),
        Opens("remove_piece", removed_side),
        Opens("add_reinforcement", entered_side),
        Opens("add_event_card", NOBODY),
        Opens("use_event_deck", NOBODY),
        Opens("use_ammunition", NOBODY),
        # The corrections, each on its piece's side, at any step (legal.py keeps a unit's
        # entry and removal for before play, their corrections for after).
        Opens("status", owner),
        Opens("ammo", ACTIVE),
        Opens("add_unit_correction", entered_side),
        Opens("remove_piece_correction", removed_side),
    ),
    ended=ended,
    after_end=(),
    rolled_by=ROLLED_BY,
)
"""The Pratzen's sequence of play, step by step [Preparing for play] [Sequence of play]."""
