"""The close combat as an action of the game: the resolver's own inputs (its one schema,
combat_resolver.py) and a roll, applied in the Close Combat Phase by the phasing player, the
attacker [Close Combat Phase]. What it rolled stays in the state (`PratzenState.combat`) until
the next close combat or the phase's end, so the loser's word and the Defeated Flags marker
answer that roll and no other [Close Combat Results Table] [Using the Morale Tracks].

`tabletop resolve pratzen/close-combat` stays the what-if on the printed tables.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from tabletop.core.i18n import N_
from tabletop.games.actions import GameAction, arg
from tabletop.games.base import InputSpec
from tabletop.games.pratzen.combat_resolver import (
    CASE,
    close_combat_inputs,
    close_combat_roll_odds,
)

ROLL_HELP = N_("the total of real dice; leave out to roll the session's dice")

_TYPES = {"int": int, "bool": bool, "choice": str, "text": str}


def resolver_field(spec: InputSpec) -> tuple[str, Any, Any]:
    """One resolver input as an action field, with its label, range, choices (in a player's
    words where it has them) and help."""
    # A choice with no words of its own is shown as its word, translated where the catalog
    # has it ("ball": "boulet"), never a code left in English in another language.
    choices: Any = {c: spec.words.get(c, c) for c in spec.choices}
    if spec.default is None:
        made = arg(spec.label, low=spec.low, high=spec.high, choices=choices, help=spec.help)
    else:
        made = arg(
            spec.label,
            default=spec.default,
            low=spec.low,
            high=spec.high,
            choices=choices,
            help=spec.help,
        )
    return spec.name, _TYPES[spec.kind], made


def close_combat_odds(state: Any, action: GameAction) -> Mapping[str, Fraction]:
    """The chance of each result this combat's own roll reads on its column, a Reroll as its
    own (roll the combat again), from the very inputs the roll is read with [Close Combat
    Phase 8]."""
    return close_combat_roll_odds(combat_inputs(action))


def rolled_kind(
    name: str,
    inputs: tuple[InputSpec, ...],
    about: Mapping[str, str],
) -> type[GameAction]:
    """An action kind `name` of one roll of 1d6 on a resolver: every input of the resolver
    (`inputs`) as a field, then `roll`; `about` holds its KIND, TITLE, CASE, __doc__ and
    __module__ (its odds are registered with its handler)."""
    fields: list[tuple[str, Any, Any]] = [resolver_field(spec) for spec in inputs]
    roll = arg(N_("roll of real dice"), default=None, low=1, high=6, help=ROLL_HELP)
    fields.append(("roll", int | None, roll))
    namespace = {"DICE": "1d6", **about}
    made: type[GameAction] = dataclasses.make_dataclass(
        name, fields, bases=(GameAction,), frozen=True, namespace=namespace
    )
    return made


CloseCombat = rolled_kind(
    "CloseCombat",
    close_combat_inputs(),
    {
        "KIND": "close_combat",
        "TITLE": N_("Close combat"),
        "CASE": CASE,
        "__doc__": "Roll a close combat on the Close Combat Results Table, from the resolver's "
        "inputs [Close Combat Phase].",
        "__module__": __name__,
    },
)
"""The close-combat action: every input of the close-combat resolver, and `roll`."""


def combat_inputs(action: GameAction) -> Mapping[str, Any]:
    """The resolver's inputs an action of `CloseCombat` carries."""
    return {spec.name: getattr(action, spec.name) for spec in close_combat_inputs()}


def combat_roll(action: GameAction) -> int | None:
    """The roll typed in from real dice (None: the session's dice)."""
    roll = getattr(action, "roll", None)
    return roll if isinstance(roll, int) else None
