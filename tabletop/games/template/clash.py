"""The Clash Table read for an attack by the side to act: what each army loses on a roll,
and the exact chance of each outcome before the roll [T3]. The attack's rules
(rules.py) and its odds (`attack_odds`, registered beside it) read it here, so one table has one
computation."""

from __future__ import annotations

import dataclasses
from fractions import Fraction

from tabletop.core.i18n import say
from tabletop.games.base import RollRecord
from tabletop.games.table_resolver import table_resolver
from tabletop.games.template.actions import Attack
from tabletop.games.template.data import game_data
from tabletop.games.template.state import TemplateState, other


def clash(state: TemplateState, natural: int) -> tuple[tuple[int, int], RollRecord]:
    """The morale the attacker and the defender lose on this natural roll, read from the
    Clash Table's two columns with the higher-morale modifier, and the roll's record [T3]."""
    data = game_data()
    attacker, defender = state.army(state.to_act), state.army(other(state.to_act))
    modifier = data.higher_morale if attacker.morale > defender.morale else 0
    resolver = table_resolver(data.clash)
    reads = [resolver.run({"column": c, "modifier": modifier}, natural) for c in data.clash.columns]
    losses = (int(reads[0].result), int(reads[1].result))
    record = dataclasses.replace(
        reads[0].record,
        side=attacker.side,
        inputs={"attacker": attacker.side},
        modifiers={"higher morale": modifier} if modifier else {},
        result=say(
            "attacker {attacker}, defender {defender}", attacker=losses[0], defender=losses[1]
        ),
        case="T3",
    )
    return losses, record


def attack_odds(state: TemplateState, _attack: Attack) -> dict[str, Fraction]:
    """The Clash Table's results for an attack by the side to act now, each with its
    chance: the attack's odds [T3]."""
    return clash_odds(state)


def clash_odds(state: TemplateState) -> dict[str, Fraction]:
    """The exact chance of each outcome of an attack by the side to act now [T3]."""
    spec = game_data().clash.dice
    assert spec is not None
    odds: dict[str, Fraction] = {}
    for natural, chance in spec.distribution().items():
        result = clash(state, natural)[1].result
        odds[result] = odds.get(result, Fraction(0)) + chance
    return odds
