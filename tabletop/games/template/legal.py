"""The template's guards beyond its sequence of play (sequence.py says which step opens
what, and for whom): the shared `Rulebook` refuses a closed kind with the sequence's
sentence or this one before any handler runs, and lists it."""

from __future__ import annotations

from tabletop.core.i18n import say, term
from tabletop.games.template.data import game_data
from tabletop.games.template.state import TemplateState


def closed_reason(state: TemplateState, kind: str, side: str) -> str | None:
    """Why an open `kind` may still not be taken now; None when it may [T2]."""
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
