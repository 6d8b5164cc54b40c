"""Resolvers: each roll the rules call for, from raw inputs, with exact odds first.

`tabletop resolve spi1980/NAME` and the panel both call these; the engine's actions reuse the
same arithmetic on the roster. Each lives beside its rule: combat_resolver [6.0],
rally_resolver [7.0], disengagement [4.6], reinforcement [9.0], rout [6.3].
"""

from __future__ import annotations

from tabletop.core.i18n import N_
from tabletop.games.base import Resolver
from tabletop.games.spi1980 import (
    combat_resolver,
    disengagement,
    rally_resolver,
    reinforcement,
    rout,
)
from tabletop.games.spi1980.data import game_data


def make_resolvers() -> dict[str, Resolver]:
    """Every resolver of the game, by name."""
    data = game_data()
    found = [
        Resolver(
            "combat",
            N_("Combat"),
            "6.0",
            combat_resolver.combat_inputs(),
            combat_resolver.resolver_odds,
            combat_resolver.resolver_run,
            str(data.crt_dice),
        ),
        Resolver(
            "rally",
            N_("Rally"),
            "7.0",
            rally_resolver.rally_inputs(),
            rally_resolver.rally_odds,
            rally_resolver.rally_run,
            str(data.dice("rally")),
        ),
        Resolver(
            "disengagement",
            N_("Disengagement Check"),
            "4.6",
            disengagement.disengagement_inputs(),
            disengagement.resolver_odds,
            disengagement.resolver_run,
            str(data.dice("disengagement")),
        ),
        Resolver(
            "reinforcement",
            N_("French reinforcements"),
            "9.0",
            reinforcement.reinforcement_inputs(),
            reinforcement.resolver_odds,
            reinforcement.resolver_run,
            str(data.dice("reinforcement")),
        ),
        Resolver(
            "rout",
            N_("Rout distance"),
            "6.3",
            rout.rout_inputs(),
            rout.resolver_odds,
            rout.resolver_run,
            str(data.dice("rout")),
        ),
    ]
    return {r.name: r for r in found}
