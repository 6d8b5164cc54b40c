"""Artillery and musketry fire, as resolvers."""

from __future__ import annotations

from tabletop.core.i18n import N_
from tabletop.games.base import Resolver
from tabletop.games.pratzen.artillery import (
    artillery_inputs,
    artillery_run,
    artillery_run_throws,
    artillery_stack_odds,
    artillery_throws,
)
from tabletop.games.pratzen.musketry import musketry_inputs, musketry_odds, musketry_run


def fire_resolvers() -> list[Resolver]:
    """Artillery and musketry, as resolvers."""
    return [
        Resolver(
            "artillery",
            N_("Artillery fire"),
            "Artillery Fire Phase",
            artillery_inputs(),
            artillery_stack_odds,
            artillery_run,
            "1d6",
            artillery_throws,
            artillery_run_throws,
        ),
        Resolver(
            "musketry",
            N_("Musketry"),
            "Resolving Infantry Fire",
            musketry_inputs(),
            musketry_odds,
            musketry_run,
            "1d6",
        ),
    ]
