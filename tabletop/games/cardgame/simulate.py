"""Bot against bot: whole games played out for measuring bots and the engine's speed."""

from __future__ import annotations

import time
from typing import Any

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.games.cardgame.bots import LEVELS, choose
from tabletop.games.cardgame.moves import legal_actions
from tabletop.games.cardgame.rules import apply_legal
from tabletop.games.cardgame.setup import new_state
from tabletop.games.cardgame.state import COALITION, NAPOLEON, Options, Side, State

MAX_STEPS = 5000
"""Safety net: no game reaches it (the deck runs out first), but a bug must not hang a run."""


def play_game(bots: dict[Side, str], seed: int, options: Options | None = None) -> State:
    """One whole game between two bot levels, fully determined by the seed."""
    dice = Dice(seed)
    state = new_state(dice, options)
    for _ in range(MAX_STEPS):
        if state.result is not None:
            return state
        side = state.to_move
        if bots[side] == "random":
            # Same dice draw as choose(), without writing a reason nobody reads here.
            action = dice.choice(legal_actions(state))
        else:
            action, _ = choose(state, side, bots[side], dice)
        state, _ = apply_legal(state, action, dice)
    raise RuntimeError(f"game with seed {seed} did not end in {MAX_STEPS} steps")


def simulate(
    games: int, bots: tuple[str, str], seed: int, options: Options | None = None
) -> dict[str, Any]:
    """Play `games` games, the two bots swapping sides each game; wins are by bot name.

    When both bots have the same level, their wins are told apart as "random#1"/"random#2".
    """
    for level in bots:
        if level not in LEVELS:
            raise RuleError(f"there is no bot level '{level}'; levels: {', '.join(LEVELS)}.")
    names = (bots[0], bots[1]) if bots[0] != bots[1] else (f"{bots[0]}#1", f"{bots[1]}#2")
    wins = {names[0]: 0, names[1]: 0}
    draws = 0
    turns = 0
    start = time.perf_counter()
    for game in range(games):
        first, second = (0, 1) if game % 2 == 0 else (1, 0)
        state = play_game({NAPOLEON: bots[first], COALITION: bots[second]}, seed + game, options)
        turns += state.turn
        assert state.result is not None
        win = state.result.winner
        if win is None:
            draws += 1
        else:
            wins[names[first] if win is NAPOLEON else names[second]] += 1
    seconds = time.perf_counter() - start
    return {
        "games": games,
        "wins": wins,
        "draws": draws,
        "seconds": round(seconds, 3),
        "mean_turns": round(turns / games, 2) if games else 0.0,
    }
