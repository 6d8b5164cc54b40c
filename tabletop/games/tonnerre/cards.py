"""The Command Cards as their owner entered them (the text lost them [1 The Command Cards]).

An entered card, in the override file, reads::

    [command_cards.cards.murat]
    flip = "what turns it over, as printed"
    [[command_cards.cards.murat.front]]
    name = "Defend"          # as printed
    kind = "defend"          # attack, defend, reinforce or other
    target = ""              # an attack's target, as printed
    chart = ["-", "-", "AM", "AM", "AM", "2 AM"]   # the result for a roll of 1 to 6
    effect = "double_attacker_losses"               # a Defense's effect on the attack

Until a card is entered, the player types the printed result after each roll.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import Any

from tabletop.core.dice import DiceSpec
from tabletop.core.errors import RuleError
from tabletop.core.i18n import C_, N_, say, term
from tabletop.games.tonnerre.data import game_data

UNREAD = N_("read from the card")
"""The result a roll on a card the owner has not entered is logged with, and so its one
outcome before the roll: the text lost the charts [1 The Command Cards], and the player
types what the card prints once the die is thrown."""
DICE = "1d6"
"""A card's chart is read on one die [2 Play Sequence 3]."""
KINDS = ("attack", "defend", "reinforce", "other")
FACES = ("front", "back")
WORDS = (N_("attack"), N_("defend"), N_("reinforce"), N_("other"))
"""The kinds marked for the catalog (a refusal carries them as terms)."""
FACE_CONTEXT = "card face"
"""A card's "front" is not a battle's front (the card game's): its words have a context."""
FACE_WORDS = (C_("card face", "front"), C_("card face", "back"))
"""The faces marked for the catalog, each with its context."""


def face_term(face: str) -> str:
    """A card face as a sentence's argument: translated as a card's face."""
    return C_(FACE_CONTEXT, face)


def card_entered(command: str) -> bool:
    """True once the owner has entered this command's card."""
    return command in game_data().cards


def face_actions(command: str, face: str) -> tuple[Mapping[str, Any], ...]:
    """The actions printed on one face of a command's card (empty until entered)."""
    card = game_data().cards.get(command, {})
    return tuple(card.get(face, ()))


def find_action(command: str, face: str, name: str, kind: str) -> Mapping[str, Any] | None:
    """The card action a player named, or None while the card is not entered; RuleError when
    the entered card has no such action on the face that is up."""
    if not card_entered(command):
        return None
    spec = game_data().command(command)
    found = [a for a in face_actions(command, face) if a.get("kind") == kind]
    if name:
        found = [a for a in found if str(a.get("name", "")).casefold() == name.casefold()]
    if len(found) == 1:
        return found[0]
    names = ", ".join(
        str(a.get("name")) for a in face_actions(command, face) if a.get("kind") == kind
    )
    if not found:
        raise RuleError(
            say(
                "{command}'s card ({face}) has no {kind} action{named}{has} [1 The Command Cards]",
                command=spec.name,
                face=face_term(face),
                kind=term(kind),
                named=f" '{name}'" if name else "",
                has=say("; it has {names}.", names=names) if names else ".",
            )
        )
    raise RuleError(
        say(
            "name which {kind} action of {command}'s card: {names}.",
            kind=term(kind),
            command=spec.name,
            names=names,
        )
    )


def chart_result(action: Mapping[str, Any] | None, roll: int) -> str | None:
    """The chart's result for a (modified) roll, or None when there is no chart to read.

    A modified roll past the printed 1 to 6 reads the end row (the reading noted in
    docs/tonnerre.md)."""
    if action is None:
        return None
    chart = action.get("chart")
    if not chart or len(chart) != 6:
        return None
    return str(chart[max(1, min(6, roll)) - 1])


def roll_odds(reading: Callable[[int], str | None]) -> dict[str, Fraction]:
    """Exact odds of each result `reading` gives a natural roll of one die, keyed as the roll
    is logged: a roll it cannot read (a card not entered) counts as `UNREAD`. The attack and
    the Defense pass the very function their rules read the card with."""
    out: dict[str, Fraction] = {}
    for roll, chance in DiceSpec.parse(DICE).distribution().items():
        key = str(reading(roll) or UNREAD)
        out[key] = out.get(key, Fraction(0)) + chance
    return out
