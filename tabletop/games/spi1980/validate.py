"""Checks of a saved SPI state beyond types: real units on their tracks, armies' losses, what
the game's end and a pending combat hold (issue 9: a save with `csp_eliminated = -69`, an
eliminated unit at strength 5, a combat on column "99-1" or for side "Prussia", or a game
over with no level would open and then break the panel).

Each invariant is what the rules keep true of every state they make (tests/session/test_validate.py
plays random games to check that); a hand-edited save that breaks one is refused, the field
named.
"""

from __future__ import annotations

from tabletop.core.data import load_board
from tabletop.core.errors import SaveError
from tabletop.core.i18n import say, term
from tabletop.games.bounds import check
from tabletop.games.spi1980.bounds import BOUNDS
from tabletop.games.spi1980.data import GameData, UnitSpec, game_data
from tabletop.games.spi1980.state import (
    NAMED_FROM,
    PendingCombat,
    Spi1980State,
    UnitStatus,
    may_be_named,
)

SIDES = ("Allied", "French")


def validate(state: Spi1980State) -> None:
    """SaveError naming the field when a hand-edited save holds an impossible game."""
    check(state, BOUNDS)
    data = game_data()
    known = {spec.id: spec for spec in data.units}
    _roster(state, known)
    _armies(state, data, known)
    if not 1 <= state.turn <= data.turns:
        raise SaveError(
            say(
                "state.turn is {turn}; the game has turns 1 to {turns}",
                turn=state.turn,
                turns=data.turns,
            )
        )
    if state.phase not in {phase.id for phase in data.phases}:
        raise SaveError(
            say("state.phase '{phase}' is not a step of the sequence of play", phase=state.phase)
        )
    for name in ("reinforcements_turn", "reinforcement_rolled_turn"):
        value = getattr(state, name)
        if value is not None and not 1 <= value <= data.turns:
            raise SaveError(
                say(
                    "state.{name} is {value}; the game has turns 1 to {turns}",
                    name=name,
                    value=value,
                    turns=data.turns,
                )
            )
    if state.options.demoralized_rally_penalty < 0:
        raise SaveError(say("state.options.demoralized_rally_penalty is below 0 [7.6]"))
    _options(state, data)
    for name in ("engaged", "halted"):
        for unit_id in getattr(state, name):
            if unit_id not in known:
                raise SaveError(
                    say(
                        "state.{name} names '{unit_id}', which is no unit of the game",
                        name=name,
                        unit_id=unit_id,
                    )
                )
    plotted = [plot.unit for plot in state.reserve_plot]
    for index, plot in enumerate(state.reserve_plot):
        spec = known.get(plot.unit)
        if spec is None:
            raise SaveError(
                say(
                    "state.reserve_plot[{index}].unit '{unit}' is not a unit",
                    index=index,
                    unit=plot.unit,
                )
            )
        if plotted.count(plot.unit) > 1:
            raise SaveError(
                say(
                    "state.reserve_plot[{index}].unit '{unit}' is plotted twice",
                    index=index,
                    unit=plot.unit,
                )
            )
    for index, objective in enumerate(state.objectives):
        where = f"state.objectives[{index}]"
        if objective.label not in ("A", "F"):
            raise SaveError(
                say(
                    "{where}.label is '{label}', not A or F [14.3]",
                    where=where,
                    label=objective.label,
                )
            )
        if objective.value < 0:
            raise SaveError(
                say(
                    "{where}.value is {value}; VPs are never below 0",
                    where=where,
                    value=objective.value,
                )
            )
        if objective.holder not in SIDES:
            raise SaveError(
                say(
                    "{where}.holder is '{holder}', not Allied or French",
                    where=where,
                    holder=objective.holder,
                )
            )
    _end(state, data)
    if state.pending_disengagement is not None:
        if state.pending_disengagement.unit not in known:
            raise SaveError(say("state.pending_disengagement.unit is not a unit of this game"))
        if state.pending_combat is not None:
            raise SaveError(say("state holds a pending combat and a pending disengagement at once"))
    if state.pending_combat is not None:
        _combat(state, state.pending_combat, data, known)


def _roster(state: Spi1980State, known: dict[str, UnitSpec]) -> None:
    seen: set[str] = set()
    for index, unit in enumerate(state.roster):
        where = f"state.roster[{index}]"
        spec = known.get(unit.id)
        if spec is None:
            raise SaveError(
                say("{where}.id '{id}' is not a unit of this game", where=where, id=unit.id)
            )
        if unit.id in seen:
            raise SaveError(
                say("{where}.id '{id}' is in the roster twice", where=where, id=unit.id)
            )
        seen.add(unit.id)
        if not 0 <= unit.strength <= spec.strength:
            raise SaveError(
                say(
                    "{where}.strength is {strength}; {name} has 0 to {strength2} CSPs",
                    where=where,
                    strength=unit.strength,
                    name=spec.name,
                    strength2=spec.strength,
                )
            )
        eliminated = unit.status is UnitStatus.ELIMINATED
        if eliminated != (unit.strength == 0):
            raise SaveError(
                say(
                    "{where}.strength is {strength} but its status is {value}; a unit is "
                    "eliminated exactly when its last CSP is lost [4.4]",
                    where=where,
                    strength=unit.strength,
                    value=unit.status.value,
                )
            )
        if unit.disrupted and unit.status is not UnitStatus.ON_MAP:
            raise SaveError(
                say("{where}.disrupted is true for a unit that is not on the map", where=where)
            )
    if len(seen) != len(known):
        raise SaveError(
            say("state.roster lists {n} of the game's {n2} units", n=len(seen), n2=len(known))
        )


def _armies(state: Spi1980State, data: GameData, known: dict[str, UnitSpec]) -> None:
    armies = (("allied", state.allied, "Allied"), ("french", state.french, "French"))
    for name, army, side in armies:
        start = data.start_morale.get(side)
        if army.side != side or start is None:
            raise SaveError(
                say(
                    "state.{name}.side is '{side}', not {side2}",
                    name=name,
                    side=army.side,
                    side2=side,
                )
            )
        if not 0 <= army.morale <= start:
            raise SaveError(
                say(
                    "state.{name}.morale is {morale}; its track runs 0 to {start}",
                    name=name,
                    morale=army.morale,
                    start=start,
                )
            )
        total = sum(spec.strength for spec in known.values() if spec.army == side)
        if not 0 <= army.csp_eliminated <= total:
            raise SaveError(
                say(
                    "state.{name}.csp_eliminated is {csp_eliminated}; the {side} army has {total} "
                    "CSPs in all",
                    name=name,
                    csp_eliminated=army.csp_eliminated,
                    side=side,
                    total=total,
                )
            )


def _end(state: Spi1980State, data: GameData) -> None:
    levels = {level.level for level in data.victory_levels}
    if state.game_over and state.final_level is None:
        raise SaveError(say("state.game_over is true but state.final_level names no level [14.5]"))
    if state.final_level is not None and state.final_level not in levels:
        raise SaveError(
            say(
                "state.final_level '{final_level}' is not a level of [14.5]",
                final_level=state.final_level,
            )
        )
    if state.final_winner not in (None, "", *SIDES):
        raise SaveError(
            say(
                "state.final_winner is '{final_winner}', not Allied or French",
                final_winner=state.final_winner,
            )
        )


def _combat(
    state: Spi1980State, combat: PendingCombat, data: GameData, known: dict[str, UnitSpec]
) -> None:
    where = "state.pending_combat"
    if combat.attacker_side not in SIDES:
        raise SaveError(
            say(
                "{where}.attacker_side is '{attacker_side}', not Allied or French",
                where=where,
                attacker_side=combat.attacker_side,
            )
        )
    if "combat" not in state.phase or state.phasing_side != combat.attacker_side:
        raise SaveError(
            say(
                "{where} is for the {attacker_side}, outside their combat phase",
                where=where,
                attacker_side=combat.attacker_side,
            )
        )
    defender = "French" if combat.attacker_side == "Allied" else "Allied"
    for field, side in (("attackers", combat.attacker_side), ("defenders", defender)):
        units = getattr(combat, field)
        if not units:
            raise SaveError(say("{where}.{field} is empty", where=where, field=field))
        for unit_id in units:
            spec = known.get(unit_id)
            if spec is None:
                raise SaveError(
                    say(
                        "{where}.{field} names '{unit_id}', not a unit",
                        where=where,
                        field=field,
                        unit_id=unit_id,
                    )
                )
            if spec.army != side:
                raise SaveError(
                    say(
                        "{where}.{field} names {name}, a unit of the other side",
                        where=where,
                        field=field,
                        name=spec.name,
                    )
                )
    for field, (_roles, why) in NAMED_FROM.items():
        pool = may_be_named(combat, field)
        for unit_id in getattr(combat, field):
            if unit_id not in pool:
                raise SaveError(
                    say(
                        "{where}.{field} names '{unit_id}', not in this attack: {why}",
                        where=where,
                        field=field,
                        unit_id=unit_id,
                        why=term(why),
                    )
                )
    for field, pool in (
        ("attacker_morale_unit", combat.attackers),
        ("defender_morale_unit", combat.defenders),
    ):
        unit_id = getattr(combat, field)
        if unit_id is not None and unit_id not in pool:
            raise SaveError(
                say(
                    "{where}.{field} '{unit_id}' is not in the combat [6.8]",
                    where=where,
                    field=field,
                    unit_id=unit_id,
                )
            )
    crt = load_board("spi1980").table("crt")
    if combat.column not in crt.columns:
        raise SaveError(
            say(
                "{where}.column '{column}' is not a column of the CRT [15.0]",
                where=where,
                column=combat.column,
            )
        )
    rout = data.dice("rout")
    for field in ("defender_rout_roll", "attacker_rout_roll"):
        roll = getattr(combat, field)
        if roll is not None and not rout.count <= roll <= rout.count * rout.sides:
            raise SaveError(
                say(
                    "{where}.{field} is {roll}, which {rout} cannot show [6.3]",
                    where=where,
                    field=field,
                    roll=roll,
                    rout=rout,
                )
            )
    for effect_field in ("attacker_effect", "defender_effect"):
        effect = getattr(combat, effect_field)
        if effect.losses < 0 or effect.rout_number < 0:
            raise SaveError(
                say(
                    "{where}.{effect_field} holds a negative number",
                    where=where,
                    effect_field=effect_field,
                )
            )
    if any(morale < 0 for morale in combat.morale_at_start):
        raise SaveError(say("{where}.morale_at_start holds a negative morale", where=where))


def _options(state: Spi1980State, data: GameData) -> None:
    """The named options hold one of the values the game offers."""
    choices = data.raw["options"]
    for name in ("demoralized_rally_penalty", "ratio_beyond_table"):
        value = getattr(state.options, name)
        allowed = choices[name]["choices"]
        if value not in allowed:
            listed = ", ".join(str(a) for a in allowed)
            raise SaveError(
                say(
                    "state.options.{name} is '{value}'; it is one of {listed}",
                    name=name,
                    value=value,
                    listed=listed,
                )
            )
