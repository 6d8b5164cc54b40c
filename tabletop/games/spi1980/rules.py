"""The rules engine: `apply(state, action, dice) -> (state, events)` for every action kind.

An action is a dict with a "kind"; each handler cites the case it follows. A roll is taken
from the action's "roll" (typed in) or from the session's dice, and always comes back as an
Event holding a RollRecord.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.games.base import Action, Event, RollRecord
from tabletop.games.spi1980 import fight, rolls
from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.helpers import (
    id_list,
    need,
    require_on_map,
    require_phase,
    take_roll,
    whole,
)
from tabletop.games.spi1980.legal import closed_reason, reserve_units
from tabletop.games.spi1980.rally import outcome_lines, rally_corps, rally_step
from tabletop.games.spi1980.results import check_demoralization, eliminate
from tabletop.games.spi1980.state import (
    Objective,
    Options,
    ReservePlot,
    Spi1980State,
    UnitStatus,
)
from tabletop.games.spi1980.victory import victory_level

Outcome = tuple[Spi1980State, tuple[Event, ...]]
_HEX = re.compile(r"^\d{4}$")


def next_phase(state: Spi1980State, action: Action, dice: Dice) -> Outcome:
    """Step to the next phase of the Sequence of Play, or the next Game-Turn [3.0]."""
    data = game_data()
    reserve = data.section("reserve")
    events: list[Event] = []
    if (
        state.turn == int(reserve["reveal_turn"])
        and state.phase == reserve["reveal_after"]
        and not state.reserve_revealed
    ):
        plotted = {p.unit: p.hex for p in state.reserve_plot}
        roster = tuple(
            dataclasses.replace(u, status=UnitStatus.ON_MAP)
            if u.status is UnitStatus.RESERVE
            else u
            for u in state.roster
        )
        state = dataclasses.replace(state, roster=roster, reserve_revealed=True)
        placed = ", ".join(f"{data.unit(u).name} {h}" for u, h in plotted.items())
        events.append(Event(f"The French reserve is revealed and placed: {placed}.", "12.0"))
    ids = [p.id for p in data.phases]
    index = ids.index(state.phase)
    if index + 1 < len(ids):
        state = dataclasses.replace(state, phase=ids[index + 1], rallied_corps=())
    elif state.turn >= data.turns:
        return _end_game(state, events)
    else:
        state = dataclasses.replace(state, turn=state.turn + 1, phase=ids[0], rallied_corps=())
    phase = data.phase(state.phase)
    fog = " (fog)" if state.is_fog_turn(data) else ""
    events.append(Event(f"Game-Turn {state.turn}{fog}: {phase.name}. {phase.text}", "3.0"))
    if fog and phase.id.endswith("_rally"):
        events.extend(Event(text, "13.0") for text in data.raw["turn_track"]["fog_effects"])
    rules = data.section("reinforcement")
    if (
        phase.id == f"{str(rules['side']).lower()}_rally"
        and state.turn >= int(rules["first_turn"])
        and state.reinforcements_turn is None
    ):
        events.append(Event("Roll for the French reinforcements now [9.0].", "9.0"))
    return state, tuple(events)


def _end_game(state: Spi1980State, events: list[Event]) -> Outcome:
    """Total the VPs and read the Level of Victory [14.0] [14.5]."""
    result = victory_level(state)
    state = dataclasses.replace(
        state, game_over=True, final_level=result.level, final_winner=result.leader
    )
    who = f"{result.leader} {result.level}" if result.leader else result.level
    events.append(
        Event(
            f"The game is over. Allied {result.allied.total} VPs, French "
            f"{result.french.total} VPs: {who} (by {result.difference}).",
            "14.5",
        )
    )
    return state, tuple(events)


def plot_reserve(state: Spi1980State, action: Action, dice: Dice) -> Outcome:
    """Write down reserve hexes before the first Allied Movement Phase [12.0]."""
    hexes = need(action, "hexes")
    plot = {p.unit: p.hex for p in state.reserve_plot}
    for unit_id, hex_id in dict(hexes).items():
        if unit_id not in reserve_units():
            raise RuleError(f"{unit_id} is not one of the French reserve units [12.0].")
        if not _HEX.match(str(hex_id)):
            raise RuleError(f"'{hex_id}' is not a four-digit hex number [2.1].")
        plot[str(unit_id)] = str(hex_id)
    ordered = tuple(ReservePlot(u, plot[u]) for u in reserve_units() if u in plot)
    left = len(reserve_units()) - len(ordered)
    return dataclasses.replace(state, reserve_plot=ordered), (
        Event(f"Reserve plot written down (hidden); {left} units still to plot.", "12.0"),
    )


def rally(state: Spi1980State, action: Action, dice: Dice) -> Outcome:
    """One die for a corps, applied to its disrupted units in the player's order [7.0] [7.9]."""
    side = state.phasing_side
    require_phase(state, "rally", side)
    corps = str(need(action, "corps"))
    if corps in state.rallied_corps:
        raise RuleError(f"corps {corps} has already rolled to rally this phase [7.0].")
    steps = tuple(rally_step(s) for s in need(action, "units"))
    roll, typed = take_roll(action, game_data().dice("rally"), dice)
    state, outcomes = rally_corps(state, side, corps, steps, roll)
    data = game_data()
    rallied = [data.unit(o.unit).name for o in outcomes if o.rallied]
    still = [data.unit(o.unit).name for o in outcomes if not o.rallied]
    result = f"rallied: {', '.join(rallied) or 'none'}; disrupted: {', '.join(still) or 'none'}"
    record = RollRecord(
        side,
        "spi1980/rally",
        {
            "corps": corps,
            "order": [o.unit for o in outcomes],
            "units": {
                o.unit: {
                    "modifiers": o.modifiers,
                    "modified_roll": o.modified_roll,
                    "morale": o.morale,
                }
                for o in outcomes
            },
        },
        {},
        roll,
        roll,
        result,
        "7.0",
        typed,
    )
    events = [
        Event(f"{data.corps_name(corps)} rolls {roll} to rally.", "7.0", record),
        *outcome_lines(outcomes, roll, lambda unit: data.unit(unit).name, "7.0"),
    ]
    state = dataclasses.replace(state, rallied_corps=state.rallied_corps + (corps,))
    return state, tuple(events)


def reinforcement_roll(state: Spi1980State, action: Action, dice: Dice) -> Outcome:
    """At the start of the French Player-Turn from Game-Turn 2: roll minus turn <= 1 [9.0]."""
    rules = game_data().section("reinforcement")
    side = str(rules["side"])
    roll, typed = take_roll(action, game_data().dice("reinforcement"), dice)
    adjusted = rolls.reinforcement_roll(roll, state.turn)
    result = rolls.reinforcement_result(adjusted)
    record = RollRecord(
        side,
        "spi1980/reinforcement",
        {"game_turn": state.turn},
        {"game_turn": -state.turn},
        roll,
        adjusted,
        result,
        "9.0",
        typed,
    )
    arrived = result == rolls.ARRIVE
    state = dataclasses.replace(
        state,
        reinforcement_rolled_turn=state.turn,
        reinforcements_turn=state.turn if arrived else None,
    )
    text = f"Reinforcement roll {roll} - {state.turn} = {adjusted}: {result}" + (
        f"; they may enter {rules['entry_hexes']} this Movement Phase."
        if arrived
        else "; roll again next Game-Turn."
    )
    return state, (Event(text, "9.0", record),)


def enter_reinforcements(state: Spi1980State, action: Action, dice: Dice) -> Outcome:
    """Arrived reinforcements enter in the French Movement Phase, or wait off map [9.1] [9.3]."""
    side = str(game_data().section("reinforcement")["side"])
    require_phase(state, "movement", side)
    if state.reinforcements_turn is None:
        raise RuleError("the reinforcements have not appeared yet [9.0].")
    names = []
    for unit_id in id_list(action, "units"):
        unit = state.unit(unit_id)
        if unit.status is not UnitStatus.AWAITING:
            raise RuleError(f"{unit_id} is not a reinforcement waiting to enter [9.0].")
        state = state.with_unit(dataclasses.replace(unit, status=UnitStatus.ON_MAP))
        names.append(game_data().unit(unit_id).name)
    return state, (Event(f"{', '.join(names)} enter the map.", "9.1"),)


def exit_map(state: Spi1980State, action: Action, dice: Dice) -> Outcome:
    """A unit of a demoralized army leaves the map in its Movement Phase [4.7]."""
    unit_id = str(need(action, "unit"))
    spec = game_data().unit(unit_id)
    require_phase(state, "movement", spec.army)
    require_on_map(state, unit_id, spec.army)
    if not state.army(spec.army).demoralized:
        raise RuleError("only units of a demoralized army may leave the map [4.7].")
    unit = state.unit(unit_id)
    state = state.with_unit(dataclasses.replace(unit, status=UnitStatus.EXITED))
    return state, (Event(f"{spec.name} leaves the map.", "4.7"),)


def lose_csp(state: Spi1980State, action: Action, dice: Dice) -> Outcome:
    """CSPs lost outside combat (stacking [4.4], for instance), with their morale cost."""
    unit_id = str(need(action, "unit"))
    count = whole(action, "count")
    if count < 1:
        raise RuleError("lose at least one CSP.")
    state, events = eliminate(state, unit_id, count, str(action.get("case", "4.4")))
    state, more = check_demoralization(state)
    return state, events + more


def set_disrupted(state: Spi1980State, action: Action, dice: Dice) -> Outcome:
    """Turn a counter face down or up (stacking with disrupted units [4.9], corrections)."""
    unit_id = str(need(action, "unit"))
    require_on_map(state, unit_id)
    flag = bool(need(action, "disrupted"))
    state = state.with_unit(dataclasses.replace(state.unit(unit_id), disrupted=flag))
    word = "disrupted" if flag else "face up"
    return state, (Event(f"{game_data().unit(unit_id).name} is {word}.", "7.0"),)


def objective(state: Spi1980State, action: Action, dice: Dice) -> Outcome:
    """Enter an A or F hex and its VPs from the map, or its last occupant [14.3]."""
    hex_id = str(need(action, "hex"))
    if not _HEX.match(hex_id):
        raise RuleError(f"'{hex_id}' is not a four-digit hex number.")
    labels = dict(game_data().section("objective_hexes")["labels"])
    found = next((o for o in state.objectives if o.hex == hex_id), None)
    label = str(need(action, "label")) if found is None else (action.get("label") or found.label)
    if label not in labels:
        raise RuleError("an objective hex is labelled 'A' or 'F' [14.3].")
    if found is None:
        found = Objective(hex_id, label, whole(action, "value"), str(labels[label]))
    found = dataclasses.replace(found, label=str(label))  # a mistyped letter is corrected
    if action.get("value") is not None:
        found = dataclasses.replace(found, value=whole(action, "value"))
    if action.get("holder") is not None:
        found = dataclasses.replace(found, holder=state.army(str(action["holder"])).side)
    kept = tuple(o for o in state.objectives if o.hex != hex_id) + (found,)
    state = dataclasses.replace(state, objectives=kept)
    if state.game_over:
        result = victory_level(state)
        state = dataclasses.replace(state, final_level=result.level, final_winner=result.leader)
    return state, (
        Event(
            f"Hex {hex_id} ({found.label}, {found.value} VPs) is held by the {found.holder}.",
            "14.3",
        ),
    )


def set_option(state: Spi1980State, action: Action, dice: Dice) -> Outcome:
    """Change a rule choice: the demoralized rally penalty or corps integrity."""
    name = str(need(action, "name"))
    choices = game_data().raw["options"]
    if name == "demoralized_rally_penalty":
        value = whole(action, "value")
        if value not in choices[name]["choices"]:
            raise RuleError("the demoralized rally penalty is +1 [7.7] or +2 [10.0].")
        options = Options(value, state.options.corps_integrity)
    elif name == "corps_integrity":
        flag = str(need(action, "value")).strip().lower()
        if flag not in ("true", "false", "yes", "no", "1", "0", "on", "off"):
            raise RuleError("corps integrity is on (yes) or off (no) [6.6].")
        on = flag in ("true", "yes", "1", "on")
        options = Options(state.options.demoralized_rally_penalty, on)
    else:
        raise RuleError("the options are demoralized_rally_penalty and corps_integrity.")
    return dataclasses.replace(state, options=options), (
        Event(f"Option {name} set to {action['value']}.", str(choices[name]["source"])),
    )


HANDLERS: dict[str, Callable[[Spi1980State, Action, Dice], Outcome]] = {
    "next_phase": next_phase,
    "plot_reserve": plot_reserve,
    "rally": rally,
    "combat": fight.combat,
    "rout_roll": fight.rout_roll,
    "apply_combat_result": fight.apply_combat_result,
    "disengage": fight.disengage,
    "disengagement_loss": fight.disengagement_loss,
    "reinforcement_roll": reinforcement_roll,
    "enter_reinforcements": enter_reinforcements,
    "exit_map": exit_map,
    "lose_csp": lose_csp,
    "set_disrupted": set_disrupted,
    "objective": objective,
    "set_option": set_option,
}
"""Every action kind the engine knows, with its handler."""


def apply(state: Spi1980State, action: Action, dice: Dice) -> Outcome:
    """Apply one action; RuleError, with a sentence a player can read, if the rules forbid it."""
    kind = str(action.get("kind", ""))
    handler = HANDLERS.get(kind)
    if handler is None:
        raise RuleError(f"this game has no action '{kind}'; the actions are {', '.join(HANDLERS)}.")
    reason = closed_reason(state, kind)
    if reason is not None:
        raise RuleError(reason)
    return handler(state, action, dice)
