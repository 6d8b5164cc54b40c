"""Rallying disrupted units [7.0]-[7.9]: one die per corps, applied unit by unit in the order
the Phasing Player chooses, each unit with its own modifiers.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.core.i18n import say, term
from tabletop.games.base import Event, RollRecord
from tabletop.games.kit import natural_roll
from tabletop.games.spi1980.actions import Rally, RallyStep
from tabletop.games.spi1980.data import UnitSpec, game_data
from tabletop.games.spi1980.rally_units import TERRAINS as TERRAINS
from tabletop.games.spi1980.rally_units import RallyUnit
from tabletop.games.spi1980.state import Spi1980State, UnitStatus

_TERRAIN_MODIFIER = {"town": "town_or_woods", "woods": "town_or_woods", "fortified": "fortified"}


@dataclass(frozen=True)
class RallyConditions:
    """What the map shows about one disrupted unit when its corps' die is applied."""

    below_half: bool = False
    """Less than half its printed Combat Strength remains [7.1]."""
    friendly_disrupted_near: bool = False
    """In the same hex as or adjacent to a disrupted Friendly unit [7.2]."""
    enemy_adjacent: bool = False
    """Adjacent to an undisrupted Enemy unit [7.3]."""
    terrain: str = "none"
    """none, town, woods or fortified [7.4] [7.5]."""
    unit_type: str | None = None
    """infantry, cavalry, dragoon or artillery (needed only in town, woods or fortified)."""
    fog: bool = False
    """Game-Turn 1 or 2 [7.6] [13.0]."""
    demoralized: bool = False
    """The unit's army is demoralized [7.7] [10.0]."""
    demoralized_penalty: int = 1
    """+1 [7.7] or +2 [10.0]."""


def below_half(current: int, printed: int) -> bool:
    """Less than half the printed strength remains [7.1] (the chart's "rounded up" agrees)."""
    return current * 2 < printed


def rally_modifiers(conditions: RallyConditions) -> dict[str, int]:
    """Each modifier that applies to one unit, by id, with its value; all cumulative [7.8]."""
    table = game_data().rally_modifiers
    out: dict[str, int] = {}
    if conditions.below_half:
        out["below_half_strength"] = table["below_half_strength"].value
    if conditions.friendly_disrupted_near:
        out["friendly_disrupted_near"] = table["friendly_disrupted_near"].value
    if conditions.enemy_adjacent:
        out["enemy_adjacent"] = table["enemy_adjacent"].value
    if conditions.terrain not in TERRAINS:
        raise RuleError(say("rally terrain is one of {terrains}.", terrains=", ".join(TERRAINS)))
    if conditions.terrain != "none":
        modifier = table[_TERRAIN_MODIFIER[conditions.terrain]]
        if conditions.unit_type is None:
            raise RuleError(
                say(
                    "the unit's type decides whether [{case}] applies in a "
                    "{terrain} hex: say which type it is.",
                    case=modifier.case,
                    terrain=conditions.terrain,
                )
            )
        if conditions.unit_type in modifier.unit_types:
            out[modifier.id] = modifier.value
    if conditions.fog:
        out["fog"] = table["fog"].value
    if conditions.demoralized:
        modifier = table["demoralized"]
        if conditions.demoralized_penalty not in (modifier.value, modifier.option_value):
            raise RuleError(
                say(
                    "a demoralized army's rally penalty is +{value} [{case}] or +{other} [10.0].",
                    value=modifier.value,
                    case=modifier.case,
                    other=modifier.option_value,
                )
            )
        out["demoralized"] = conditions.demoralized_penalty
    return out


def rallies(roll: int, morale: int, modifiers: Mapping[str, int]) -> bool:
    """A unit rallies when its modified roll is at most its Morale Rating [7.0]."""
    return roll + sum(modifiers.values()) <= morale


@dataclass(frozen=True)
class RallyOutcome:
    """How the corps' die fell on one unit."""

    unit: str
    """Unit id."""
    modifiers: dict[str, int]
    """Modifiers that applied at its turn in the order."""
    modified_roll: int
    """Roll plus modifiers."""
    morale: int
    """Its Morale Rating."""
    rallied: bool
    """True when it turned face up."""


@dataclass(frozen=True)
class CorpsConditions:
    """What applies to every unit of the corps alike."""

    fog: bool = False
    """Game-Turn 1 or 2 [7.6] [13.0]."""
    demoralized: bool = False
    """The army is demoralized [7.7] [10.0]."""
    demoralized_penalty: int = 1
    """+1 [7.7] or +2 [10.0]."""


def rally_in_order(
    units: tuple[RallyUnit, ...], roll: int, corps: CorpsConditions
) -> tuple[RallyOutcome, ...]:
    """Apply one die roll to each unit in the order given [7.0] [7.8] [7.9].

    A unit that rallies stops counting as a disrupted neighbour for the units after it
    [7.2], which is how the order changes the chances [7.9].
    """
    rallied: set[str] = set()
    outcomes = []
    for unit in units:
        conditions = RallyConditions(
            below_half=unit.below_half,
            friendly_disrupted_near=any(n not in rallied for n in unit.near if n != unit.unit),
            enemy_adjacent=unit.enemy_adjacent,
            terrain=unit.terrain,
            unit_type=unit.unit_type,
            fog=corps.fog,
            demoralized=corps.demoralized,
            demoralized_penalty=corps.demoralized_penalty,
        )
        modifiers = rally_modifiers(conditions)
        ok = rallies(roll, unit.morale, modifiers)
        if ok:
            rallied.add(unit.unit)
        outcomes.append(
            RallyOutcome(unit.unit, modifiers, roll + sum(modifiers.values()), unit.morale, ok)
        )
    return tuple(outcomes)


def outcome_lines(
    outcomes: Sequence[RallyOutcome], roll: int, name: Callable[[str], str], case: str
) -> tuple[Event, ...]:
    """One sentence per unit: the roll, its modifiers, and whether it rallies [7.0] [7.9]."""
    events = []
    for o in outcomes:
        # The log keeps these words as they were first written (saves replay to the letter);
        # a player reads each modifier in words through words.rally_in_words.
        mods = (
            ", ".join(f"{k} {v:+d}" for k, v in o.modifiers.items())
            if o.modifiers
            else say("no modifiers")
        )
        args = dict(unit=name(o.unit), roll=roll, mods=mods, modified=o.modified_roll)
        events.append(
            Event(
                say(
                    "{unit}: {roll} ({mods}) = {modified} against morale {morale}: rallies.",
                    morale=o.morale,
                    **args,
                )
                if o.rallied
                else say(
                    "{unit}: {roll} ({mods}) = {modified} against morale {morale}: "
                    "stays disrupted.",
                    morale=o.morale,
                    **args,
                ),
                case,
            )
        )
    return tuple(events)


def rally_pattern(outcomes: Sequence[RallyOutcome], name: Callable[[str], str]) -> str:
    """The result of a corps' roll, as its roll record reads ("rallied: Schiner; disrupted:
    Candras") [7.0]."""
    rallied = [name(o.unit) for o in outcomes if o.rallied]
    still = [name(o.unit) for o in outcomes if not o.rallied]
    return say(
        "rallied: {rallied}; disrupted: {disrupted}",
        rallied=", ".join(rallied) or say("none"),
        disrupted=", ".join(still) or say("none"),
    )


def rally_patterns(
    units: tuple[RallyUnit, ...], corps: CorpsConditions, name: Callable[[str], str]
) -> tuple[dict[str, Fraction], dict[str, Fraction]]:
    """Exact chance of each result of the corps' one die (`rally_pattern`), and of each unit
    rallying, over every face: the die serves the whole corps, so the units' fates are
    linked [7.0] [7.9]."""
    patterns: dict[str, Fraction] = {}
    chances = {u.unit: Fraction(0) for u in units}
    for face, p in sorted(game_data().dice("rally").distribution().items()):
        outcomes = rally_in_order(units, face, corps)
        key = rally_pattern(outcomes, name)
        patterns[key] = patterns.get(key, Fraction(0)) + p
        for outcome in outcomes:
            if outcome.rallied:
                chances[outcome.unit] += p
    return patterns, chances


def rally_units(
    state: Spi1980State, side: str, corps: str, steps: tuple[RallyStep, ...]
) -> tuple[tuple[RallyUnit, ...], CorpsConditions]:
    """A corps' disrupted units as the die will reach them, in the player's order, and what
    applies to them all [7.0] [7.9]: the roster gives each unit's Morale Rating and strength
    [7.1], the player what the map shows [7.2]-[7.5]. RuleError when the list is not every
    disrupted unit of the corps once."""
    data = game_data()
    disrupted = {
        u.id
        for u in state.roster
        if u.disrupted
        and u.status is UnitStatus.ON_MAP
        and data.unit(u.id).corps == corps
        and data.unit(u.id).army == side
    }
    listed = [s.unit for s in steps]
    if len(set(listed)) != len(listed) or set(listed) != disrupted:
        names = ", ".join(sorted(disrupted)) or say("none")
        raise RuleError(
            say(
                "list every disrupted unit of corps {corps} once, in the order to "
                "rally them [7.0]; they are: {names}.",
                corps=corps,
                names=names,
            )
        )
    units = []
    for step in steps:
        spec: UnitSpec = data.unit(step.unit)
        near = tuple(
            n
            for n in step.near
            if state.unit(n).disrupted
            and state.unit(n).status is UnitStatus.ON_MAP
            and data.unit(n).army == side
        )
        units.append(
            RallyUnit(
                step.unit,
                spec.morale,
                below_half(state.unit(step.unit).strength, spec.strength),
                near,
                step.enemy_adjacent,
                step.terrain,
                spec.unit_type or step.type,
            )
        )
    army = state.army(side)
    conditions = CorpsConditions(
        state.is_fog_turn(data), army.demoralized, state.options.demoralized_rally_penalty
    )
    return tuple(units), conditions


def rally_corps(
    state: Spi1980State, side: str, corps: str, steps: tuple[RallyStep, ...], roll: int
) -> tuple[Spi1980State, tuple[RallyOutcome, ...]]:
    """Apply one die roll to every disrupted unit of a corps, in the player's order [7.0] [7.9]."""
    units, conditions = rally_units(state, side, corps, steps)
    outcomes = rally_in_order(units, roll, conditions)
    for outcome in outcomes:
        if outcome.rallied:
            unit = state.unit(outcome.unit)
            state = state.with_unit(dataclasses.replace(unit, disrupted=False))
    return state, outcomes


def _check_corps(state: Spi1980State, side: str, corps: str) -> None:
    """Refuse, before any die is thrown, a corps the army does not have or one with no
    disrupted unit on the map: there is nothing for its die to rally [7.0]."""
    data = game_data()
    on_map = [u for u in state.roster if u.status is UnitStatus.ON_MAP]
    names = sorted({data.unit(u.id).corps for u in on_map if data.unit(u.id).army == side})
    if corps not in names:
        raise RuleError(
            say(
                "the {side} army has no corps '{corps}' on the map; its corps are: {names} [7.0].",
                side=term(side),
                corps=corps,
                names=", ".join(names),
            )
        )
    if not any(u.disrupted and data.unit(u.id).corps == corps for u in on_map):
        raise RuleError(
            say("corps {corps} has no disrupted unit on the map to rally [7.0].", corps=corps)
        )


def _check_rally(state: Spi1980State, action: Rally) -> None:
    """Refuse a corps that rolled this phase already, or has nothing to rally [7.0]."""
    if action.corps in state.rallied_corps:
        raise RuleError(
            say("corps {corps} has already rolled to rally this phase [7.0].", corps=action.corps)
        )
    _check_corps(state, state.phasing_side, action.corps)


def _unit_name(unit_id: str) -> str:
    return game_data().unit(unit_id).name


def rally_odds_of(state: Spi1980State, action: Rally) -> dict[str, Fraction]:
    """The chance of each result of the corps' die for these units in this order, as
    `rally` will read it: who rallies and who stays disrupted [7.0] [7.9]."""
    _check_rally(state, action)
    units, conditions = rally_units(state, state.phasing_side, action.corps, action.units)
    return rally_patterns(units, conditions, _unit_name)[0]


def rally(state: Spi1980State, action: Rally, dice: Dice) -> tuple[Spi1980State, tuple[Event, ...]]:
    """One die for a corps, applied to its disrupted units in the player's order [7.0] [7.9]."""
    side = state.phasing_side
    corps = action.corps
    _check_rally(state, action)
    roll, typed = natural_roll(dice, action.roll, game_data().dice("rally"))
    state, outcomes = rally_corps(state, side, corps, action.units, roll)
    data = game_data()
    result = rally_pattern(outcomes, _unit_name)
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
        Event(
            say("{corps} rolls {roll} to rally.", corps=data.corps_name(corps), roll=roll),
            "7.0",
            record,
        ),
        *outcome_lines(outcomes, roll, lambda unit: data.unit(unit).name, "7.0"),
    ]
    state = dataclasses.replace(state, rallied_corps=state.rallied_corps + (corps,))
    return state, tuple(events)
