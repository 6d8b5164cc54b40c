"""Hand-built card-game positions for the rules tests."""

from __future__ import annotations

from typing import Any

from tabletop.core.dice import Dice
from tabletop.games.cardgame import Options, Phase, State, apply, new_state, typed
from tabletop.games.cardgame.state import COALITION, NAPOLEON, Front, evolve

N, C = NAPOLEON, COALITION


def table(
    hand_n: tuple[str, ...] = (),
    hand_c: tuple[str, ...] = (),
    fronts: tuple[Front, Front, Front] | None = None,
    phase: Phase = Phase.ACTION,
    options: Options | None = None,
    **more: Any,
) -> State:
    """A hand-built position on Napoleon's turn, the rest of the deck left in the draw pile."""
    state = new_state(Dice(1), options)
    used = set(hand_n) | set(hand_c)
    for f in fronts or ():
        used |= set(f.napoleon) | set(f.coalition)
    deck = tuple(c for c in state.deck + state.napoleon_hand if c not in used)
    return evolve(
        state,
        napoleon_hand=hand_n,
        coalition_hand=hand_c,
        deck=deck,
        phase=phase,
        fronts=fronts or state.fronts,
        **more,
    )


def run(state: State, *actions: dict[str, Any], seed: int = 0) -> State:
    """Apply actions one after another with seeded dice."""
    dice = Dice(seed)
    for action in actions:
        state, _ = apply(state, typed(action), dice)
    return state
