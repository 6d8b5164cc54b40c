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

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, say, term
from tabletop.games.tonnerre.data import game_data

UNREAD = N_("card not entered: read it after the roll")
"""The one outcome shown before rolling on a card the owner has not entered."""
KINDS = ("attack", "defend", "reinforce", "other")
FACES = ("front", "back")
WORDS = (N_("attack"), N_("defend"), N_("reinforce"), N_("other"), N_("front"), N_("back"))
"""The kinds and faces marked for the catalog (a refusal carries them as terms)."""


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
                face=term(face),
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


def chart_odds(action: Mapping[str, Any] | None, modifier: int) -> dict[str, Fraction]:
    """Exact odds of each printed result for a 1d6 plus `modifier`; while the card is not
    entered, one outcome saying the result is read off the card after the roll."""
    if chart_result(action, 1) is None:
        return {UNREAD: Fraction(1)}
    out: dict[str, Fraction] = {}
    for roll in range(1, 7):
        key = str(chart_result(action, roll + modifier))
        out[key] = out.get(key, Fraction(0)) + Fraction(1, 6)
    return out
