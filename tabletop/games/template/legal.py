"""Which kinds are open now and why the others are not, said once [T2] [T4]: the shared
`Rulebook` refuses a closed kind with this sentence before any handler runs, and lists it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.core.i18n import say, term
from tabletop.games.template.data import game_data
from tabletop.games.template.state import TemplateState


def closed_reason(state: TemplateState, kind: str, side: str) -> str | None:
    """Why `kind` may not be taken now by `side` ("" for whoever acts); None when it may."""
    if state.over:
        return say("The game is over ({verdict}) [T4].", verdict=verdict(state))
    if side and side != state.to_act:
        return say(
            "It is the {side} player's turn to attack or hold [T2].", side=term(state.to_act)
        )
    if kind == "hold":
        army = state.army(state.to_act)
        if army.morale >= game_data().tracks[army.side].value:
            return say(
                "The {side} army is on its starting morale box ({morale}) and "
                "cannot rally higher by holding [T2].",
                side=term(army.side),
                morale=army.morale,
            )
    return None


def verdict(state: TemplateState) -> str:
    """Who won, in words [T4]."""
    if state.winner == "draw":
        return say("a draw")
    return say("the {side} win", side=term(state.winner))


def side_of(state: TemplateState, action: Mapping[str, Any]) -> str:
    """Every action is the side to act's [T2]."""
    return "" if state.over else state.to_act
