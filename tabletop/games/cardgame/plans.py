"""Deployments the strong bot weighs whole in its orders phase.

A front is taken by the force put there together, so the bot does not judge one Leader or
Unit at a time (a search a few steps deep would never see three cards deployed and the
attack they allow). It weighs whole deployments instead: nothing, every card at one front,
the step-by-step spread it would make anyway, and, with one or two cards to place, every
way of placing or keeping them.
"""

from __future__ import annotations

from itertools import product
from typing import Any

from tabletop.games.cardgame.state import FRONT_KEYS

Move = dict[str, Any]
"""A move as `legal_actions` lists it (`bots.Move`)."""
EVERY_WAY = 2
"""With this many Leaders and Units in hand or fewer, every placement is weighed."""


def deployments(actions: list[Move], spread: tuple[Move, ...]) -> list[tuple[Move, ...]]:
    """Candidate deployments (each a tuple of deploy actions, in a stable order) from the
    deploy actions allowed now, with `spread` (a deployment found by other means) among them."""
    fronts: dict[str, list[str]] = {}
    for a in actions:
        if a["kind"] == "deploy":
            fronts.setdefault(a["card"], []).append(a["front"])
    cards = list(fronts)
    seen: set[frozenset[tuple[str, str]]] = set()
    out: list[tuple[Move, ...]] = []

    def add(pairs: list[tuple[str, str]]) -> None:
        key = frozenset(pairs)
        if key not in seen:
            seen.add(key)
            out.append(tuple({"kind": "deploy", "card": c, "front": f} for c, f in pairs))

    add([])
    if len(cards) <= EVERY_WAY:
        for choice in product(*([None, *fronts[c]] for c in cards)):
            add([(c, f) for c, f in zip(cards, choice, strict=True) if f is not None])
    else:
        for key in FRONT_KEYS:
            add([(c, key) for c in cards if key in fronts[c]])
    add([(a["card"], a["front"]) for a in spread])
    return out
