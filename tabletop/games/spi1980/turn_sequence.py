"""The Sequence of Play [3.0]: Next phase steps through the six phases of each Game-Turn,
reveals the French reserve when its time comes [12.0], announces fog [13.0] and the
reinforcement roll [9.0], and ends the game after the last Game-Turn [14.5].
"""

from __future__ import annotations

import dataclasses

from tabletop.core.dice import Dice
from tabletop.core.i18n import say, say_n, term
from tabletop.games.base import Event
from tabletop.games.spi1980.actions import NextPhase
from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.reserve import reveal_due, reveal_reserve
from tabletop.games.spi1980.state import Spi1980State
from tabletop.games.spi1980.victory import unknown_mounted_units, victory_level

Outcome = tuple[Spi1980State, tuple[Event, ...]]


def next_phase(state: Spi1980State, action: NextPhase, dice: Dice) -> Outcome:
    """Step to the next phase of the Sequence of Play, or the next Game-Turn [3.0]."""
    data = game_data()
    events: list[Event] = []
    if reveal_due(state):
        state, revealed = reveal_reserve(state)
        events.append(revealed)
    ids = [p.id for p in data.phases]
    index = ids.index(state.phase)
    if index + 1 < len(ids):
        state = dataclasses.replace(
            state, phase=ids[index + 1], rallied_corps=(), engaged=(), halted=()
        )
    elif state.turn >= data.turns:
        return _end_game(state, events)
    else:
        state = dataclasses.replace(
            state, turn=state.turn + 1, phase=ids[0], rallied_corps=(), engaged=(), halted=()
        )
    phase = data.phase(state.phase)
    fog = state.is_fog_turn(data)
    name, text = term(phase.name), term(phase.text)
    events.append(
        Event(
            say("Game-Turn {turn} (fog): {phase}. {text}", turn=state.turn, phase=name, text=text)
            if fog
            else say("Game-Turn {turn}: {phase}. {text}", turn=state.turn, phase=name, text=text),
            "3.0",
        )
    )
    if fog and phase.id.endswith("_rally"):
        events.extend(Event(term(e), "13.0") for e in data.raw["turn_track"]["fog_effects"])
    rules = data.section("reinforcement")
    if (
        phase.id == f"{str(rules['side']).lower()}_rally"
        and state.turn >= int(rules["first_turn"])
        and state.reinforcements_turn is None
    ):
        events.append(Event(say("Roll for the French reinforcements now [9.0]."), "9.0"))
    return state, tuple(events)


def _end_game(state: Spi1980State, events: list[Event]) -> Outcome:
    """Total the VPs and read the Level of Victory [14.0] [14.5]."""
    result = victory_level(state)
    state = dataclasses.replace(
        state, game_over=True, final_level=result.level, final_winner=result.leader
    )
    who = (
        say("{side} {level}", side=term(result.leader), level=term(result.level))
        if result.leader
        else term(result.level)
    )
    data = game_data()
    unknown = [data.unit(u).name for u in unknown_mounted_units()]
    left_out = (
        say_n(
            " {units} is left out of the cavalry VPs [14.2]: the type the text lost is not "
            "entered.",
            " {units} are left out of the cavalry VPs [14.2]: the type the text lost is not "
            "entered.",
            len(unknown),
            units=", ".join(unknown),
        )
        if unknown
        else ""
    )
    events.append(
        Event(
            say(
                "The game is over. Allied {allied} VPs, French {french} VPs: {who} "
                "(by {difference}).{left_out}",
                allied=result.allied.total,
                french=result.french.total,
                who=who,
                difference=result.difference,
                left_out=left_out,
            ),
            "14.5",
            moments=("end",),
        )
    )
    return state, tuple(events)
