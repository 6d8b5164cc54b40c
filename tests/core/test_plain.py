"""Game states to TOML data and back, with a sentence naming any field that is wrong."""

from __future__ import annotations

import enum
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field

import pytest
import tomli_w

from tabletop.core import plain
from tabletop.core.errors import SaveError
from tabletop.core.tracks import Track, Trigger


class Side(enum.Enum):
    FRENCH = "French"
    ALLIED = "Allied"


@dataclass(frozen=True)
class Unit:
    name: str
    strength: int
    side: Side
    disrupted: bool = False
    hex: str | None = None


@dataclass(frozen=True)
class Pile:
    draw_pile: tuple[str, ...] = ()
    discards: tuple[str, ...] = ()


@dataclass(frozen=True)
class Hand:
    owner: str
    cards: tuple[str, ...] = ()
    limit: int | None = None


@dataclass(frozen=True)
class State:
    turn: int
    units: tuple[Unit, ...]
    morale: Mapping[str, int]
    weather: float = 1.0
    leader: Unit | None = None
    pair: tuple[int, str] = (0, "")
    seen: frozenset[str] = frozenset()
    losses: dict[int, int] = field(default_factory=dict)
    track: Track | None = None
    deck: Pile = Pile()
    hands: tuple[Hand, ...] = ()


STATE = State(
    turn=3,
    units=(Unit("Guard", 6, Side.FRENCH, hex="0712"), Unit("Kutuzov", 4, Side.ALLIED, True)),
    morale={"French": 70, "Allied": 55},
    leader=Unit("Napoleon", 0, Side.FRENCH),
    pair=(2, "b"),
    seen=frozenset({"x", "y"}),
    losses={1: 2, 3: 4},
    track=Track(
        "Allied morale",
        0,
        30,
        20,
        (Trigger(10, "Demoralized", "[9.2]"), Trigger(25, "Elated", when="at_or_above")),
    ),
    deck=Pile(("c1", "c2"), ("c3",)),
    hands=(Hand("French", ("c4",), 7),),
)


def test_round_trip_through_toml_text() -> None:
    """A game saved and reopened would come back with a different state."""
    text = tomli_w.dumps({"state": plain.dump(STATE)})
    again = plain.load(State, tomllib.loads(text)["state"])
    assert again == STATE
    assert isinstance(again.units, tuple) and isinstance(again.units[0].side, Side)


def test_none_fields_are_left_out_and_come_back_as_none() -> None:
    """A unit with no hex would fail to save, since TOML has no null."""
    data = plain.dump(Unit("Murat", 3, Side.FRENCH))
    assert "hex" not in data
    assert plain.load(Unit, data).hex is None


@pytest.mark.parametrize(
    "edit,message",
    [
        (lambda d: d.update(turn="x"), "state.turn should be a whole number"),
        (lambda d: d.update(turn=True), "state.turn should be a whole number"),
        (lambda d: d["units"][1].update(strength=2.5), "state.units[1].strength should be a whole"),
        (
            lambda d: d["units"][0].update(side="Prussian"),
            "state.units[0].side is 'Prussian', which is not one of French, Allied",
        ),
        (lambda d: d["units"][0].update(disrupted="no"), "state.units[0].disrupted should be true"),
        (lambda d: d["morale"].update(French="high"), "state.morale.French should be a whole"),
        (lambda d: d.update(units={}), "state.units should be a list"),
        (lambda d: d.update(pair=[1]), "state.pair should hold 2 items"),
        (lambda d: d.pop("turn"), "state.turn is missing"),
        (lambda d: d.update(colour="red"), "state has an unknown field 'colour'"),
        (lambda d: d["leader"].update(name=7), "state.leader.name should be text"),
        (
            lambda d: d["track"]["triggers"][0].update(when="sideways"),
            "state.track.triggers[0].when",
        ),
        (lambda d: d["deck"].update(draw_pile="c1"), "state.deck.draw_pile should be a list"),
    ],
)
def test_wrong_types_name_the_field(edit: object, message: str) -> None:
    """A hand-edited save with a typo would give a traceback instead of naming the field."""
    data = plain.dump(STATE)
    edit(data)  # type: ignore[operator]
    with pytest.raises(SaveError) as info:
        plain.load(State, data)
    assert message in str(info.value)


def test_a_scalar_where_a_table_belongs() -> None:
    """A save whose state is a single number would crash the loader."""
    with pytest.raises(SaveError, match="state should be a table of fields"):
        plain.load(State, 5)
