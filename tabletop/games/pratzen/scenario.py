"""A scenario as the owner enters it, kept as a TOML file they can reuse [Preparing for play].

The Playbook's scenarios are not in the rulebook text, so the app never ships one: the owner
types the turns, the starting phase, each side's Demoralization Level, the units (name,
battalion, type, Flag, ER), the leaders and the scheduled reinforcements once, saves them, and
loads them to start a game.
"""

from __future__ import annotations

import tomllib
from dataclasses import replace
from typing import Any

import tomli_w

from tabletop.core.errors import RuleError
from tabletop.core.i18n import say, term
from tabletop.games.pratzen import data
from tabletop.games.pratzen.state import (
    ARMS,
    STATUSES,
    UNIT_TYPES,
    Leader,
    PratzenState,
    Reinforcement,
    Unit,
)


def scenario_data(state: PratzenState) -> dict[str, Any]:
    """The set-up part of a state: the fields of the `setup` action, as the file holds them."""
    levels = {c.side: c.demoralization for c in state.morale}
    first, second = data.sides()
    return {
        "scenario": state.scenario,
        "turns": state.turns,
        "french_level": levels.get(first, 0),
        "allied_level": levels.get(second, 0),
        "start_side": state.side,
        "start_phase": state.phase,
        "event_deck": state.events.in_use,
        "ammunition": state.ammunition,
        "morale_reading": state.morale_reading,
        "units": [
            {
                "name": u.name,
                "side": u.side,
                "type": u.type,
                "battalion": u.battalion,
                "flag": u.flag,
                "er": u.er,
                **({"arm": u.arm} if u.arm else {}),
            }
            for u in state.units
        ],
        "leaders": [{"name": x.name, "side": x.side, "command": x.command} for x in state.leaders],
        "reinforcements": [
            {"group": r.group, "side": r.side, "turn": r.turn} for r in state.reinforcements
        ],
    }


def scenario_text(state: PratzenState) -> str:
    """The scenario file's text (entered once by the owner, reused for each game)."""
    return "# A scenario of The Pratzen as its owner entered it.\n" + tomli_w.dumps(
        scenario_data(state)
    )


def setup_action(text: str) -> dict[str, Any]:
    """The `setup` action a scenario file describes; RuleError when it is not TOML."""
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise RuleError(say("the scenario file is not valid TOML ({exc}).", exc=str(exc))) from None
    return {"kind": "setup", **raw}


def check_unit(unit: Unit, state: PratzenState) -> None:
    """Refuse a unit the rules or the scenario cannot hold."""
    if not unit.name:
        raise RuleError(say("give the unit a name."))
    if state.has_piece(unit.name):
        raise RuleError(say("the scenario already has a piece named '{unit}'.", unit=unit.name))
    if unit.side not in data.sides():
        raise RuleError(
            say(
                "'{side}' is not a side; the sides are {sides}.",
                side=unit.side,
                sides=", ".join(data.sides()),
            )
        )
    if unit.type not in UNIT_TYPES:
        raise RuleError(
            say(
                "'{type}' is not a unit type; choose {types}.",
                type=unit.type,
                types=", ".join(UNIT_TYPES),
            )
        )
    if unit.status not in STATUSES:
        raise RuleError(say("'{status}' is not a cohesion state.", status=unit.status))
    if not 1 <= unit.er <= 3:
        raise RuleError(
            say(
                "give {unit}'s printed ER, 1 to 3, not {er}: the Engagement, Fire Control and "
                "rally rolls are read against it [Engagement Table (ET)] [Rally Phase 3].",
                unit=unit.name,
                er=unit.er,
            )
        )
    if unit.arm and unit.arm not in ARMS.get(unit.type, ()):
        fits = " or ".join(ARMS.get(unit.type, ())) or "none"
        raise RuleError(
            say(
                "a {type} unit's class is {fits}, not {arm} [Playing pieces].",
                type=term(unit.type),
                fits=fits,
                arm=unit.arm,
            )
        )
    if unit.flag and not unit.battalion:
        raise RuleError(
            say("a Flag is the centre of a battalion: give its battalion [Infantry Flags].")
        )
    if unit.battalion and unit.type != "infantry":
        raise RuleError(say("only infantry belongs to a battalion [Infantry Flags]."))
    if unit.flag and any(
        u.flag and u.battalion.casefold() == unit.battalion.casefold() for u in state.units
    ):
        raise RuleError(
            say("battalion {battalion} already has its Flag.", battalion=unit.battalion)
        )


def check_leader(leader: Leader, state: PratzenState) -> None:
    """Refuse a leader with no name, a taken name or an unknown side."""
    if not leader.name:
        raise RuleError(say("give the leader's name."))
    if state.has_piece(leader.name):
        raise RuleError(
            say("the scenario already has a piece named '{leader}'.", leader=leader.name)
        )
    if leader.side not in data.sides():
        raise RuleError(
            say(
                "'{side}' is not a side; the sides are {sides}.",
                side=leader.side,
                sides=", ".join(data.sides()),
            )
        )


def configure(
    state: PratzenState, *, turns: int, side: str, phase: str, levels: tuple[int, ...]
) -> PratzenState:
    """Set the turns, starting phase and each side's Demoralization Level."""
    if turns < 1:
        raise RuleError(say("a scenario lasts at least 1 Game Turn."))
    if side not in data.sides():
        raise RuleError(
            say(
                "'{side}' is not a side; the sides are {sides}.",
                side=side,
                sides=", ".join(data.sides()),
            )
        )
    if phase not in data.phases():
        raise RuleError(
            say(
                "'{phase}' is not a phase; the phases are {phases}.",
                phase=phase,
                phases=", ".join(data.phases()),
            )
        )
    if any(level < 1 for level in levels):
        raise RuleError(say("each side's Demoralization Level is a box of 1 or more."))
    charts = tuple(
        replace(c, demoralization=level) for c, level in zip(state.morale, levels, strict=True)
    )
    return replace(state, turns=turns, side=side, phase=phase, morale=charts)


def add_reinforcement(state: PratzenState, group: Reinforcement) -> PratzenState:
    """Schedule a group of reinforcements."""
    if not group.group:
        raise RuleError(say("name the reinforcement group."))
    if group.side not in data.sides():
        raise RuleError(
            say(
                "'{side}' is not a side; the sides are {sides}.",
                side=group.side,
                sides=", ".join(data.sides()),
            )
        )
    if group.turn < 1:
        raise RuleError(say("a reinforcement is due on Game Turn 1 or later."))
    if any(r.group.casefold() == group.group.casefold() for r in state.reinforcements):
        raise RuleError(say("the scenario already lists a group '{group}'.", group=group.group))
    return replace(state, reinforcements=(*state.reinforcements, group))
