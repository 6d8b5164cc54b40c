"""A roll on a resolver, thrown or typed in, and the resolvers a session reads: the game's
own and every printed table as "table:NAME" (tabletop/games/table_resolver.py)."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from tabletop.core.data import load_board
from tabletop.core.dice import Dice, DiceSpec
from tabletop.core.errors import RuleError
from tabletop.core.i18n import say, term
from tabletop.games.base import GameInfo, InputValue, Resolution, Resolver
from tabletop.games.inputs import check_inputs
from tabletop.games.table_resolver import PREFIX, table_resolver


def roll_on(
    resolver: Resolver,
    inputs: Mapping[str, Any],
    roll: str | int | None,
    dice: Dice,
) -> tuple[Resolution, dict[str, InputValue]]:
    """The resolution of one roll on `resolver` (rolled with `dice`, or typed), its record
    saying how it was thrown; and the inputs as checked."""
    values: dict[str, InputValue] = check_inputs(resolver, inputs)
    spec = DiceSpec.parse(resolver.dice)
    typed = roll is not None
    if resolver.throws is not None and resolver.run_throws is not None:
        # Read die by die: each throw is rolled (or typed, "2 5") and kept apart.
        count = resolver.throws(values)
        faces = (
            spec.parse_throws(roll, count)
            if roll is not None
            else tuple(dice.roll(spec) for _ in range(count))
        )
        resolution = resolver.run_throws(values, faces)
        # logged as the sum of the throws, so the log's dice statistics still hold
        thrown = str(DiceSpec(spec.count * count, spec.sides))
    else:
        natural = spec.parse_typed(roll) if roll is not None else dice.roll(spec)
        resolution = resolver.run(values, natural)
        thrown = resolver.dice
    record = dataclasses.replace(resolution.record, typed=typed, dice=thrown)
    return dataclasses.replace(resolution, record=record), values


class Resolvers:
    """A game's resolvers by name, and a resolver for each of its printed tables, made once
    per table the printed data holds (an entry the owner makes since is read anew)."""

    def __init__(self, game: GameInfo[Any]) -> None:
        self.game = game
        self._tables: dict[str, tuple[object, Resolver]] = {}

    def get(self, name: str) -> Resolver:
        """The resolver `name`, or "table:NAME" for a printed table, read on the printed
        data in place; RuleError naming the game's resolvers for one it lacks."""
        if name.startswith(PREFIX):
            table = load_board(self.game.id).table(name[len(PREFIX) :])
            made = self._tables.get(name)
            if made is None or made[0] is not table:  # a table the owner entered since
                made = self._tables[name] = (table, table_resolver(table))
            return made[1]
        resolver = self.game.resolvers.get(name)
        if resolver is None:
            known = ", ".join(sorted(self.game.resolvers)) or term("none")
            raise RuleError(
                say(
                    "{game} has no resolver '{name}' (resolvers: {known}; "
                    "or table:NAME for a printed table).",
                    game=self.game.id,
                    name=name,
                    known=known,
                )
            )
        return resolver
