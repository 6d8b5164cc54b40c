"""Values a save could hold that play never makes: checked when a save is loaded."""

from __future__ import annotations

from tabletop.core.errors import SaveError
from tabletop.core.i18n import say
from tabletop.games.bounds import check
from tabletop.games.tonnerre.bounds import BOUNDS
from tabletop.games.tonnerre.data import BOX_MARKS, game_data
from tabletop.games.tonnerre.state import COALITION, FRENCH, TonnerreState

KNOWN_STEPS = (
    "mist",
    "read",
    "defense",
    "box",
    "rout",
    "loss",
    "units",
    "capture",
    "morale",
    "broken",
    "time",
    "end",
)


def validate(state: TonnerreState) -> None:
    """SaveError naming the first field a game could never reach."""
    check(state, BOUNDS)
    data = game_data()
    if [c.id for c in state.commands] != [c.id for c in data.commands]:
        raise SaveError(say("state.commands: the commands are not this game's."))
    if [a.side for a in state.armies] != [COALITION, FRENCH]:
        raise SaveError(
            say("state.armies: they should be the Coalition's and the French, in order.")
        )
    for army in state.armies:
        if army.morale < 0 or army.casualties < 0:
            raise SaveError(
                say(
                    "state.armies ({side}): morale and casualties cannot be negative.",
                    side=army.side,
                )
            )
    for command in state.commands:
        if command.units < 0 or command.face not in ("front", "back"):
            raise SaveError(
                say(
                    "state.commands ({command}): units or card face out of range.",
                    command=command.id,
                )
            )
    if not 1 <= state.mist_marker <= data.mist_markers:
        raise SaveError(say("state.mist_marker: there are {n} Mist markers.", n=data.mist_markers))
    if not 0 <= state.time < len(data.periods):
        raise SaveError(say("state.time: there are three time periods."))
    if state.active not in (COALITION, FRENCH):
        raise SaveError(say("state.active: it should be Coalition or French."))
    if state.phase not in ("setup", "play", "over"):
        raise SaveError(say("state.phase: it should be setup, play or over."))
    for step in state.queue:
        if step.kind not in KNOWN_STEPS:
            raise SaveError(
                say("state.queue: '{step}' is not a step of the resolution.", step=step.kind)
            )
    for side, _, mark in state.marks:
        if side not in (COALITION, FRENCH) or mark not in BOX_MARKS:
            raise SaveError(
                say("state.marks: a casualty box reading is not one the track can show.")
            )
    held = (*state.coalition_hand, *state.french_hand, *state.tactics_used)
    if any(not 1 <= n <= data.tactics_count for n in held) or len(set(held)) != len(held):
        raise SaveError(say("state: a tactics card is not one of the deck, or is in two places."))
