"""Every roll of The Pratzen from raw inputs, odds first (`tabletop resolve pratzen/NAME`)."""

from __future__ import annotations

from tabletop.games.base import Resolver
from tabletop.games.pratzen.combat_resolver import close_combat_resolver
from tabletop.games.pratzen.fire import fire_resolvers
from tabletop.games.pratzen.phase_resolvers import phase_resolvers
from tabletop.games.pratzen.rally_resolvers import rally_resolvers


def make_resolvers() -> dict[str, Resolver]:
    """The game's resolvers by name, in the order of the Sequence of Play."""
    ordered = [*phase_resolvers(), *rally_resolvers(), *fire_resolvers(), close_combat_resolver()]
    order = [
        "reinforcement",
        "artillery",
        "engagement",
        "fire-control",
        "musketry",
        "rally",
        "close-combat",
        "leader-casualty",
    ]
    found = {r.name: r for r in ordered}
    return {name: found[name] for name in order}
