"""Terrain in combat, unit by unit, read from the Terrain Effects Chart's combat columns [8.0]:
a defender is doubled or tripled by its own hex as its type's column says (cavalry never is,
artillery not in woods); an attacker is halved once for each H in its type's column among the
hexsides it attacks through or the hex it attacks out of (artillery not across a stream or up
a slope), fractions dropped, never below 1 [8.0] [5.4].
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.core.errors import RuleError
from tabletop.core.i18n import say, term
from tabletop.games.spi1980.data import UnitSpec, game_data

HEXES = ("clear", "woods", "lake", "town", "fortified", "marsh", "slope")
"""The defender's hex as a player names it; boards/spi1980.toml [combat_terrain] maps each to
its chart row."""
STACK_WORDS = ("none", "doubled", "tripled")
"""The older way to give a whole stack's terrain: doubled (woods, town) or tripled (fortified),
as for infantry."""
MULTIPLIERS = {"none": 1, "doubled": 2, "tripled": 3}
"""What doubled and tripled mean for an infantry defender [8.0]."""


def _rules() -> Mapping[str, Any]:
    return game_data().section("combat_terrain")


def _cell(row_name: str, unit_type: str) -> str:
    rules = _rules()
    column = str(rules["type_columns"][unit_type])
    tec = game_data().board.table("tec")
    return tec.lookup(row=row_name, column=column).result.strip()


def _types(spec: UnitSpec) -> tuple[str, ...]:
    return (spec.unit_type,) if spec.unit_type else spec.type_candidates


def _one_answer(spec: UnitSpec, answers: Mapping[str, int], what: str) -> int:
    """The value all the unit's possible types agree on; RuleError when its lost type decides."""
    values = set(answers.values())
    if len(values) == 1:
        return values.pop()
    told = ", ".join(f"{t} {v}" for t, v in answers.items())
    raise RuleError(
        say(
            "the text lost {unit}'s type [2.4], and it decides {what} [8.0] ({told}): "
            "enter its type once from your counter (Victory page).",
            unit=spec.name,
            what=what,
            told=told,
        )
    )


def _hex_rows(word: str) -> tuple[str, ...]:
    """The chart rows a defender's terrain word names."""
    rules = _rules()
    hexes: Mapping[str, str] = rules["defender_hexes"]
    if word in hexes:
        return (str(hexes[word]),)
    if word in ("doubled", "tripled"):
        letter = str(rules[word])
        return tuple(str(row) for row in hexes.values() if _cell(str(row), "infantry") == letter)
    if word in ("none", ""):
        return ()
    names = ", ".join((*STACK_WORDS, *hexes))
    raise RuleError(
        say("a defender's terrain is one of {names}, not '{word}' [8.0].", names=names, word=word)
    )


def _multiplier(row_name: str, unit_type: str) -> int:
    rules = _rules()
    cell = _cell(row_name, unit_type)
    if cell == rules["doubled"]:
        return 2
    if cell == rules["tripled"]:
        return 3
    return 1


def defender_multiplier(spec: UnitSpec, terrain: str) -> int:
    """How many times this defending unit counts in this terrain, by its type's column [8.0]."""
    rows = _hex_rows(terrain)
    if not rows:
        return 1
    answers = {}
    for unit_type in _types(spec):
        found = {_multiplier(row, unit_type) for row in rows}
        if len(found) > 1:
            where = " and ".join(rows)
            raise RuleError(
                say(
                    "{unit} ({type}) counts differently in {where} [8.0]: "
                    "name its hex (woods, town ...) rather than '{terrain}'.",
                    unit=spec.name,
                    type=term(unit_type),
                    where=where,
                    terrain=terrain,
                )
            )
        answers[unit_type] = found.pop()
    return _one_answer(spec, answers, say("whether {terrain} multiplies it", terrain=terrain))


def attacker_rows(text: str) -> tuple[str, ...]:
    """The chart rows of an attacker's terrain: "stream", "stream+upslope" ... ("" or none:
    no row)."""
    rules = _rules()
    known: Mapping[str, str] = rules["attacker_terrain"]
    rows = []
    for word in (w.strip().casefold() for w in text.replace(",", "+").split("+")):
        if word in ("", "none", "clear"):
            continue
        if word not in known:
            names = ", ".join(known)
            raise RuleError(
                say(
                    "an attacker's terrain is any of {names} joined by '+', not '{word}' [8.0].",
                    names=names,
                    word=word,
                )
            )
        rows.append(str(known[word]))
    return tuple(rows)


def attacker_halvings(spec: UnitSpec, terrain: str) -> int:
    """How many times this attacking unit is halved by the terrain it attacks through or out
    of, by its type's column: once per H, cumulative [8.0] [5.4]."""
    rows = attacker_rows(terrain)
    if not rows:
        return 0
    rules = _rules()
    answers = {}
    for unit_type in _types(spec):
        times = 0
        for row in rows:
            cell = _cell(row, unit_type)
            if cell.startswith(str(rules["prohibited"])):
                raise RuleError(
                    say(
                        "{unit} ({type}) may not attack through {row} [8.0].",
                        unit=spec.name,
                        type=term(unit_type),
                        row=row,
                    )
                )
            if cell.startswith(str(rules["halved"])):
                times += 1
        answers[unit_type] = times
    return _one_answer(spec, answers, say("whether {terrain} halves it", terrain=terrain))


CHARGE_HEXSIDES = ("stream", "lake")
"""Attacker terrain words that are hexsides other than clear or slope: no charge through them
[5.9]."""
CHARGE_HEXES = ("none", "", "clear", "slope")
"""A defender's hex words in which its cavalry may charge: clear or slope [5.9] ("none": no
terrain named, a clear hex)."""


def charge_terrain_reason(spec: UnitSpec, terrain: str, attacking: bool) -> str | None:
    """Why this cavalry unit may not charge from where it fights (None: it may) [5.9]:
    "Attacking cavalry may charge only through clear or slope hexesides. Defending cavalry
    may ignore hex-side terrain types, but may only charge if they occupy clear or slope
    hexes." """
    if attacking:
        words = [w.strip().casefold() for w in terrain.replace(",", "+").split("+")]
        barred = [w for w in words if w in CHARGE_HEXSIDES]
        if barred:
            return say(
                "{unit} attacks through a {hexside} hexside: attacking cavalry may "
                "charge only through clear or slope hexsides [5.9].",
                unit=spec.name,
                hexside=barred[0],
            )
        return None
    if terrain.strip().casefold() not in CHARGE_HEXES:
        return say(
            "{unit} defends in {terrain}: defending cavalry may charge only in a clear "
            "or slope hex [5.9].",
            unit=spec.name,
            terrain=terrain,
        )
    return None
