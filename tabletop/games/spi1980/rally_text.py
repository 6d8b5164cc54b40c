"""The `units` input of the rally resolver: a corps' disrupted units, in the order the die is
applied to them [7.0] [7.9], as one line a player can type.

    schirer:near=candras;candras:near=schirer:terrain=town:enemy

Units are separated by ";", a unit's conditions by ":". A unit is a counter id (its Morale
Rating and type are read from the counter sheet) or any name with `morale=N`.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, say, term
from tabletop.games.actions import arg
from tabletop.games.spi1980.data import UnitSpec, game_data
from tabletop.games.spi1980.rally_units import TERRAINS, RallyUnit

UNIT_TYPES = (N_("infantry"), N_("cavalry"), N_("dragoon"), N_("artillery"))
"""The arms a counter can be; the type decides [7.4] and [7.5]."""

SYNTAX = (
    "units separated by ';', each a counter id (or any name with morale=N) followed by its "
    "conditions separated by ':': below-half [7.1], near=ID,ID (disrupted Friendly units in "
    "its hex or adjacent) [7.2], enemy (undisrupted Enemy unit adjacent) [7.3], "
    "terrain=none|town|woods|fortified [7.4] [7.5], type=infantry|cavalry|dragoon|artillery "
    "(where the counter sheet lost it, or for a named unit)"
)
"""How to write the `units` input, for the help text and for error messages."""

_EXAMPLE = "schirer:near=candras;candras:near=schirer:terrain=town:enemy"


@dataclass(frozen=True)
class RallyStep:
    """One disrupted unit of a rallying corps, in the order the die is applied [7.0] [7.9]."""

    unit: str = arg(N_("unit"))
    near: tuple[str, ...] = arg(N_("rallied units adjacent"), default=(), help="[7.2] [7.9]")
    enemy_adjacent: bool = arg(N_("enemy adjacent"), default=False, help="[7.3]")
    terrain: str = arg(N_("terrain"), default="none", help="[7.4]")
    type: str | None = arg(
        N_("unit type"), default=None, help=N_("for a counter whose symbol was lost")
    )

    @classmethod
    def from_text(cls, text: str) -> tuple[RallyStep, ...]:
        """Units as the rally resolver's `units` input writes them, in order
        ("levis:terrain=woods;urusov:near=levis") [7.0]."""
        return rally_steps(text)


def _counter(name: str) -> UnitSpec | None:
    for spec in game_data().units:
        if spec.id == name:
            return spec
    return None


def _number(name: str, text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise RuleError(
            say("{unit}'s morale should be a whole number, not '{text}'.", unit=name, text=text)
        ) from None
    if not 0 <= value <= 9:
        raise RuleError(
            say("{unit}'s Morale Rating should be 0 to 9, not {value}.", unit=name, value=value)
        )
    return value


class _Entry:
    """One unit's conditions as read, before the counter sheet fills in the rest."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.morale: int | None = None
        self.below_half = False
        self.enemy = False
        self.terrain = "none"
        self.unit_type: str | None = None
        self.near: tuple[str, ...] = ()

    def read(self, condition: str) -> None:
        key, eq, value = (part.strip() for part in condition.partition("="))
        key = key.casefold().replace("_", "-")
        flags = {"below-half": "below_half", "enemy": "enemy", "enemy-adjacent": "enemy"}
        if key in flags:
            if eq:
                raise RuleError(
                    say(
                        "'{condition}' for {unit} takes no value: write '{key}'.",
                        condition=condition,
                        unit=self.name,
                        key=key,
                    )
                )
            setattr(self, flags[key], True)
            return
        if key not in ("near", "terrain", "type", "morale"):
            raise RuleError(
                say(
                    "'{condition}' for {unit} is not a rally condition: use below-half, "
                    "near=ID,ID, enemy, terrain=..., type=... or morale=N.",
                    condition=condition,
                    unit=self.name,
                )
            )
        if not eq or not value:
            raise RuleError(
                say(
                    "'{condition}' for {unit} needs a value: '{key}=...'.",
                    condition=condition,
                    unit=self.name,
                    key=key,
                )
            )
        if key == "near":
            self.near = tuple(n.strip().casefold() for n in value.split(",") if n.strip())
        elif key == "morale":
            self.morale = _number(self.name, value)
        elif key == "terrain":
            if value.casefold() not in TERRAINS:
                raise RuleError(
                    say(
                        "{unit}'s terrain is one of {terrains}.",
                        unit=self.name,
                        terrains=", ".join(TERRAINS),
                    )
                )
            self.terrain = value.casefold()
        elif value.casefold() not in UNIT_TYPES:
            raise RuleError(
                say("{unit}'s type is one of {types}.", unit=self.name, types=", ".join(UNIT_TYPES))
            )
        else:
            self.unit_type = value.casefold()

    def unit(self) -> RallyUnit:
        spec = _counter(self.name)
        morale, unit_type = self.morale, self.unit_type
        if spec is not None:
            if morale is not None and morale != spec.morale:
                raise RuleError(
                    say(
                        "{unit}'s Morale Rating is printed as {printed} [2.6], not {morale}.",
                        unit=spec.name,
                        printed=spec.morale,
                        morale=morale,
                    )
                )
            morale = spec.morale
            if spec.unit_type is not None and unit_type not in (None, spec.unit_type):
                raise RuleError(
                    say(
                        "{unit} is {type}, not {other}.",
                        unit=spec.name,
                        type=term(str(spec.unit_type)),
                        other=term(str(unit_type)),
                    )
                )
            if spec.unit_type is None and unit_type and unit_type not in spec.type_candidates:
                raise RuleError(
                    say(
                        "the order of battle leaves {unit} as {types}, not {other}.",
                        unit=spec.name,
                        types=" or ".join(spec.type_candidates),
                        other=term(str(unit_type)),
                    )
                )
            unit_type = spec.unit_type or unit_type
        elif morale is None:
            raise RuleError(
                say(
                    "'{unit}' is not a counter of this game: give its Morale Rating "
                    "as '{unit}:morale=N'.",
                    unit=self.name,
                )
            )
        if self.terrain != "none" and unit_type is None:
            raise RuleError(
                say(
                    "{unit} is in a {terrain} hex, where its type decides [7.4] [7.5]: "
                    "add ':type=' and one of {types}.",
                    unit=self.name,
                    terrain=self.terrain,
                    types=", ".join(UNIT_TYPES),
                )
            )
        if self.name in self.near:
            raise RuleError(
                say("{unit} cannot be near itself; near= lists other units [7.2].", unit=self.name)
            )
        return RallyUnit(
            self.name, morale, self.below_half, self.near, self.enemy, self.terrain, unit_type
        )


def parse_units(text: str) -> tuple[RallyUnit, ...]:
    """The units of a `units` input, in order; RuleError says in one sentence what is wrong."""
    units = [read.unit() for read in _entries(text)]
    _check_near(units)
    _check_one_corps(units)
    return tuple(units)


def rally_steps(text: str) -> tuple[RallyStep, ...]:
    """The same text as the steps of a rally in a game, where the roster gives each unit's
    strength [7.1] and the counter its Morale Rating [2.6]."""
    steps = []
    for read in _entries(text):
        unit = read.unit()
        if read.below_half:
            raise RuleError(
                say(
                    "{unit}: in a game the roster says whether it is below half strength "
                    "[7.1]; leave 'below-half' out.",
                    unit=read.name,
                )
            )
        near, enemy, terrain = unit.near, unit.enemy_adjacent, unit.terrain
        steps.append(RallyStep(unit.unit, near, enemy, terrain, read.unit_type))
    return tuple(steps)


def _entries(text: str) -> list[_Entry]:
    """Each unit's conditions as read, in order."""
    entries = [e.strip() for e in text.split(";") if e.strip()]
    if not entries:
        raise RuleError(
            say("Units lists no unit; write for example '{example}'.", example=_EXAMPLE)
        )
    units: list[_Entry] = []
    for entry in entries:
        name, *conditions = (part.strip() for part in entry.split(":"))
        if not name:
            raise RuleError(
                say("'{entry}' in Units has no unit before its first ':'.", entry=entry)
            )
        read = _Entry(name.casefold())
        for condition in conditions:
            if condition:
                read.read(condition)
        if any(u.name == read.name for u in units):
            raise RuleError(
                say("{unit} is listed twice in Units; the die reaches it once.", unit=read.name)
            )
        units.append(read)
    return units


def _check_near(units: list[RallyUnit]) -> None:
    """A near= friend is a counter of this game or a unit listed in Units: a typo must not
    give the +1 of [7.2] for a unit that is not on the map."""
    listed = {u.unit for u in units}
    for unit in units:
        for near in unit.near:
            if near not in listed and _counter(near) is None:
                raise RuleError(
                    say(
                        "near={near} for {unit} is not a counter of this game nor a unit "
                        "listed in Units [7.2]; check its spelling (counter ids as on the sheet).",
                        near=near,
                        unit=unit.unit,
                    )
                )


def _check_one_corps(units: list[RallyUnit]) -> None:
    """Counters listed must share one corps [7.0], and their near= friends one army [7.2]."""
    specs = [s for s in (_counter(u.unit) for u in units) if s is not None]
    corps = {s.corps for s in specs}
    if len(corps) > 1:
        listed = ", ".join(f"{s.name} {s.corps}" for s in specs)
        raise RuleError(
            say("one die rallies one corps [7.0]; Units mixes corps: {listed}.", listed=listed)
        )
    armies = {s.army for s in specs}
    for unit in units:
        for near in unit.near:
            friend = _counter(near)
            if friend is not None and armies and friend.army not in armies:
                raise RuleError(
                    say(
                        "near= lists disrupted Friendly units [7.2]; {unit} is {side}.",
                        unit=friend.name,
                        side=term(friend.army),
                    )
                )
