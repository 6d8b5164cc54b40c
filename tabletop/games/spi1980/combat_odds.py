"""Combat Ratio, column shifts and Combat Results Table lookups [6.0] [6.2] [6.8] [8.0] [15.0].

Everything here is pure arithmetic on strengths; the cells themselves are only ever read from
the `crt` table of boards/spi1980.toml.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from tabletop.core.errors import RuleError
from tabletop.core.i18n import say
from tabletop.core.tables import Lookup, Table
from tabletop.games.spi1980.combat_terrain import MULTIPLIERS
from tabletop.games.spi1980.data import beyond_table_refused, game_data
from tabletop.games.spi1980.state import Effect

TERRAIN_MULTIPLIERS = MULTIPLIERS
"""Defender multipliers named by the Terrain Effects Chart's D and T results, for infantry
[8.0]."""
CLAMP_THEN_SHIFT = "clamp_then_shift"
"""[6.2] read literally (the default): a ratio beyond the table is its end column, then shifted."""
SHIFT_THEN_CLAMP = "shift_then_clamp"
"""[6.2] the other reading: shifts count from the ratio as computed, the column read is clamped."""

_RATIO = re.compile(r"^\s*(\d+)\s*-\s*(\d+)\s*$")
_EFFECT = re.compile(r"^(\d*)([dr]?)$")


def combat_ratio(attack: int, defend: int) -> tuple[int, int]:
    """The Combat Ratio simplified in favour of the defender [6.2].

    Eleven CSPs against four is 2 to 1; four against nine is 1 to 3.
    """
    if attack < 1 or defend < 1:
        raise RuleError(say("a combat needs at least one CSP on each side."))
    if attack >= defend:
        return attack // defend, 1
    return 1, -(-defend // attack)


def ratio_text(ratio: tuple[int, int]) -> str:
    """A ratio as the table heads its columns ("2-1")."""
    return f"{ratio[0]}-{ratio[1]}"


def parse_ratio(text: str) -> tuple[int, int]:
    """Read a column header or a typed ratio ("1-3"); RuleError if it is not one."""
    match = _RATIO.match(str(text))
    if not match or (match.group(1) != "1" and match.group(2) != "1"):
        raise RuleError(say("'{text}' is not a Combat Ratio like 1-3 or 2-1.", text=text))
    return int(match.group(1)), int(match.group(2))


def ratio_position(ratio: tuple[int, int]) -> int:
    """Columns right of 1-1 (negative: left), on a scale that runs on past the printed ends."""
    attack, defend = ratio
    return attack - 1 if defend == 1 else -(defend - 1)


def clamp(table: Table, position: int) -> int:
    """A position brought onto the printed columns: beyond an end is that end [6.2]."""
    positions = [ratio_position(parse_ratio(c)) for c in table.columns]
    return max(min(positions), min(max(positions), position))


def column_at(table: Table, position: int) -> str:
    """The printed column at a position, clamped to the ends of the table [6.2]."""
    positions = [ratio_position(parse_ratio(c)) for c in table.columns]
    return table.columns[positions.index(clamp(table, position))]


def halve(strength: int, times: int) -> int:
    """Halve an attacking strength repeatedly, dropping fractions, never below 1 [8.0]."""
    for _ in range(times):
        strength = max(1, strength // 2)
    return strength


def parse_effect(text: str) -> Effect:
    """One side of a result cell: "1d" is a step loss and disruption, "2r" a rout of die + 2."""
    raw = text.strip()
    if raw == "-":
        return Effect(raw)
    match = _EFFECT.match(raw)
    if not match or not raw:
        raise RuleError(say("'{text}' is not a Combat Results Table effect.", text=text))
    number = int(match.group(1)) if match.group(1) else 0
    letter = match.group(2)
    if letter == "r":
        return Effect(raw, routed=True, rout_number=number)
    return Effect(raw, losses=number, disrupted=letter == "d")


def parse_result(cell: str) -> tuple[Effect, Effect]:
    """Attacker's and defender's effects of a printed cell ("1/2d")."""
    attacker, sep, defender = cell.partition("/")
    if not sep:
        raise RuleError(say("'{cell}' is not a Combat Results Table cell.", cell=cell))
    return parse_effect(attacker), parse_effect(defender)


def effect_fields(effect: Effect) -> dict[str, Any]:
    """An effect as plain data for JSON and panels."""
    return {
        "text": effect.text,
        "step_losses": effect.losses,
        "disrupted": effect.disrupted,
        "routed": effect.routed,
        "rout_number": effect.rout_number,
    }


@dataclass(frozen=True)
class CombatPlan:
    """Everything about a combat that is known before the die is rolled [6.1]."""

    attack_strength: int
    """Attacking CSPs after halving, unit by unit [8.0] [5.4]."""
    defense_strength: int
    """Defending CSPs after doubling or tripling, unit by unit [8.0]."""
    ratio: str
    """The simplified Combat Ratio [6.2], possibly beyond the printed columns."""
    lowered_to: str | None
    """The ratio the attacker chose to lower to [6.2]."""
    shifts: dict[str, int]
    """Each column shift by cause: morale [6.8], disruption [7.0], corps integrity [11.0]."""
    column: str
    """The printed column read, after shifts and clamping [6.2]."""

    def as_fields(self) -> dict[str, Any]:
        """The plan as plain data."""
        return {
            "attack_strength": self.attack_strength,
            "defense_strength": self.defense_strength,
            "ratio": self.ratio,
            "lowered_to": self.lowered_to,
            "shifts": dict(self.shifts),
            "column_shift": sum(self.shifts.values()),
            "column": self.column,
        }


def plan_combat(
    attack: int,
    defend: int,
    *,
    attacker_morale: int | None = None,
    defender_morale: int | None = None,
    defender_disrupted: bool = False,
    defender_terrain: str = "none",
    attacker_halved: int = 0,
    corps_integrity: bool = False,
    lower_to: str | None = None,
    halved_units: tuple[tuple[int, int], ...] = (),
    defending_units: tuple[tuple[int, int], ...] = (),
    beyond_table: str = CLAMP_THEN_SHIFT,
) -> CombatPlan:
    """Strengths to a printed column: halve, multiply, simplify, lower, shift, clamp.

    `attack` is a total the terrain does not halve, unless `attacker_halved` says how often it
    is halved as one unit; `halved_units` holds each other attacking unit's (strength, times
    halved), halved apart with its floor of 1 before adding [8.0] [5.4]. `defend` is a total
    multiplied as infantry by `defender_terrain`; `defending_units` holds other defenders'
    (strength, multiplier by their own type and hex) [8.0]. The literal ratio is simplified in
    the defender's favour [6.2]. By default a ratio beyond the table is first treated as the
    end column [6.2]; a lowering announced by the attacker [6.2] and the shifts for morale
    [6.8], a disrupted defender [7.0] and corps integrity [11.0] are cumulative [6.2]; the
    column is clamped to the printed ends. With `beyond_table` "shift_then_clamp" the shifts
    count from the ratio as computed (the other reading of [6.2]).
    """
    data = game_data()
    rules = data.section("combat_rules")
    if defender_terrain not in TERRAIN_MULTIPLIERS:
        raise RuleError(
            say("defender terrain is one of {terrains}.", terrains=", ".join(TERRAIN_MULTIPLIERS))
        )
    if attacker_halved < 0 or any(t < 0 for _unused, t in halved_units):
        raise RuleError(say("the attacker cannot be halved a negative number of times."))
    if beyond_table not in (CLAMP_THEN_SHIFT, SHIFT_THEN_CLAMP):
        raise beyond_table_refused((CLAMP_THEN_SHIFT, SHIFT_THEN_CLAMP))
    attack_strength = halve(attack, attacker_halved) if attack >= 1 else attack
    attack_strength += sum(halve(s, t) for s, t in halved_units if s >= 1)
    defense_strength = defend * TERRAIN_MULTIPLIERS[defender_terrain]
    defense_strength += sum(s * m for s, m in defending_units)
    ratio = combat_ratio(attack_strength, defense_strength)
    position = ratio_position(ratio)
    if beyond_table == CLAMP_THEN_SHIFT:
        position = clamp(data.crt, position)
    lowered = None
    if lower_to:
        wanted = parse_ratio(lower_to)
        if ratio_position(wanted) > position:
            raise RuleError(
                say(
                    "the attacker may only lower the ratio [6.2]: {ratio} cannot become {lower}.",
                    ratio=ratio_text(ratio),
                    lower=lower_to,
                )
            )
        position = ratio_position(wanted)
        lowered = ratio_text(wanted)
    shifts: dict[str, int] = {}
    if (attacker_morale is None) != (defender_morale is None):
        raise RuleError(
            say("give the Morale Rating of one unit on each side, or of neither [6.8].")
        )
    if attacker_morale is not None and defender_morale is not None:
        shifts["morale"] = attacker_morale - defender_morale
    if defender_disrupted:
        shifts["defender_disrupted"] = int(rules["disrupted_defender_shift"])
    if corps_integrity:
        shifts["corps_integrity"] = int(rules["corps_integrity_shift"])
    column = column_at(data.crt, position + sum(shifts.values()))
    return CombatPlan(attack_strength, defense_strength, ratio_text(ratio), lowered, shifts, column)


def combat_odds(plan: CombatPlan) -> dict[str, Fraction]:
    """Exact odds of each printed result in the plan's column."""
    return game_data().crt.odds(column=plan.column)


def read_crt(plan: CombatPlan, roll: int) -> Lookup:
    """Read the cell of the plan's column for a natural roll [15.0]."""
    return game_data().crt.lookup(roll=roll, column=plan.column)


def combat_sentence(plan: CombatPlan, roll: int, result: str, note: str = "") -> str:
    """What an attack gives, in the one sentence the game's log and the what-if resolver
    both say [6.2] (`note` adds what the resolver could not be told)."""
    return say(
        "{attack} against {defense} is {ratio}; on the {column} column a {roll} gives "
        "{result}.{unshifted}",
        attack=plan.attack_strength,
        defense=plan.defense_strength,
        ratio=plan.ratio,
        column=plan.column,
        roll=roll,
        result=result,
        unshifted=note,
    )
