"""The card game's deck, read from cards/cardgame.toml (DESIGN.md principle 1).

Code never holds a printed card: every name, type, force, use and note comes from the data
file, and this module only turns the rows into typed `Card` values looked up by id.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from typing import Any

from tabletop.core.data import load_deck
from tabletop.core.errors import DataError
from tabletop.core.i18n import say

SOURCE = "003_3d64bda656647380.txt"
"""Seed file of the rulebook."""


class CardType(StrEnum):
    """Card types of the DECK NOTATION, by their printed letter."""

    LEADER = "L"
    UNIT = "U"
    ATTACK = "A"
    DEFENSE = "D"
    EVENT = "E"
    VICTORY = "V"
    RESERVE = "R"
    STRATEGY = "S"
    MARCH = "M"
    MANEUVER = "X"
    STANDSTILL = "Y"


class Use(StrEnum):
    """Who may play a card (DECK NOTATION: N, C, B)."""

    NAPOLEON = "N"
    COALITION = "C"
    BOTH = "B"


EFFECTS = frozenset(
    {
        "none",
        "casualties",
        "assault",
        "gain_morale",
        "opponent_loses_morale",
        "opponent_discards",
        "draw_extra",
        "north_south_only",
    }
)
"""Structured notes the engine knows; the data file may use no other."""

RESTRICTIONS = {"center_only": (1,), "north_south_only": (0, 2)}
"""Front indexes (0 north, 1 centre, 2 south) a restricted card may be played at."""


@dataclass(frozen=True, slots=True)
class Card:
    """One printed card of the shared deck."""

    id: str
    """Stable slug of the name, used in states, actions and saves."""
    name: str
    """Printed card name."""
    type: CardType
    """Printed type letter."""
    force: int
    """Printed force; 0 where the list prints "-"."""
    use: Use
    """Who may play it."""
    note: str
    """Printed note, word for word ("" when none)."""
    effect: str
    """The note as a rule the engine applies (one of EFFECTS)."""
    amount: int
    """How much of the effect (morale points, cards); 0 when the effect has no amount."""
    fronts: tuple[int, ...]
    """Front indexes the card may be played at (all three unless its note restricts it)."""
    is_force: bool = False
    """True for Leader and Unit cards, the ones that stay at a front (set from the type)."""
    other: tuple[tuple[str, str], ...] = ()
    """The fields the other reading of a run-on entry changes (name, note, effect), from
    the data's `other_reading`; empty for every card the text prints clearly."""

    def __post_init__(self) -> None:
        # Stored rather than a property: the engine asks it at nearly every step.
        object.__setattr__(
            self, "is_force", self.type is CardType.LEADER or self.type is CardType.UNIT
        )


def _card(row: Mapping[str, Any]) -> Card:
    try:
        effect = str(row.get("effect", "none"))
        if effect not in EFFECTS:
            raise DataError(
                say(
                    "card {card} has an unknown effect '{effect}'.",
                    card=str(row.get("id")),
                    effect=effect,
                )
            )
        other = tuple(sorted((str(k), str(v)) for k, v in row.get("other_reading", {}).items()))
        for key, value in other:
            if key not in ("name", "note", "effect") or (key == "effect" and value not in EFFECTS):
                raise DataError(
                    say(
                        "card {card} has an other reading '{key} = {value}'.",
                        card=str(row.get("id")),
                        key=key,
                        value=value,
                    )
                )
        restriction = row.get("restriction")
        fronts = RESTRICTIONS[str(restriction)] if restriction else (0, 1, 2)
        return Card(
            str(row["id"]),
            str(row["name"]),
            CardType(row["type"]),
            int(row.get("force", 0)),
            Use(row["use"]),
            str(row.get("note", "")),
            effect,
            int(row.get("amount", 0)),
            fronts,
            other=other,
        )
    except (KeyError, ValueError) as exc:
        if isinstance(exc, DataError):
            raise
        raise DataError(
            say(
                "cardgame.toml has a malformed card {row}: {error}.",
                row=repr(dict(row)),
                error=str(exc),
            )
        ) from exc


@cache
def deck_cards() -> tuple[Card, ...]:
    """Every card of the deck, in the printed order."""
    cards = tuple(_card(row) for row in load_deck("cardgame").get("cards", ()))
    ids = [c.id for c in cards]
    if len(set(ids)) != len(ids):
        raise DataError(say("cardgame.toml gives two cards the same id."))
    return cards


@cache
def card_index() -> dict[str, Card]:
    """Cards by id."""
    return {c.id: c for c in deck_cards()}


@cache
def cards_read(other: bool) -> dict[str, Card]:
    """Cards by id as one reading of the deck list reads them: the transcribed one, or (with
    `other`) each run-on entry read the other way (option `storm_heights` = name)."""
    if not other:
        return card_index()
    return {i: _other(c) if c.other else c for i, c in card_index().items()}


def _other(c: Card) -> Card:
    o = dict(c.other)
    name, note, effect = o.get("name", c.name), o.get("note", c.note), o.get("effect", c.effect)
    return dataclasses.replace(c, name=name, note=note, effect=effect)


def card(card_id: str) -> Card:
    """The card with this id; DataError if the deck has none."""
    try:
        return card_index()[card_id]
    except KeyError:
        raise DataError(say("the card game deck has no card '{card}'.", card=card_id)) from None
