"""Bot against bot: whole games played out for measuring bots, the game's balance and speed."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.core.i18n import say
from tabletop.games.cardgame.actions import typed
from tabletop.games.cardgame.bots import LEVELS
from tabletop.games.cardgame.choosing import choose
from tabletop.games.cardgame.moves import legal_actions
from tabletop.games.cardgame.rules import apply_legal
from tabletop.games.cardgame.said import unsaid
from tabletop.games.cardgame.setup import new_state
from tabletop.games.cardgame.state import COALITION, NAPOLEON, Options, Side, State

MAX_STEPS = 5000
"""Safety net: no game reaches it (the deck runs out first), but a bug must not hang a run."""

Progress = Callable[[int, int], None]
"""Told (games played, games in all) as a run goes."""


def play_game(
    bots: dict[Side, str],
    seed: int,
    options: Options | None = None,
    timings: dict[Side, list[float]] | None = None,
    budget_ms: float | None = None,
) -> State:
    """One whole game between two bot levels, fully determined by the seed (and, with
    `budget_ms`, the expert's time cap per move). With `timings`, the processor time of each
    thinking bot's move (seconds) is added to its side's list."""
    with unsaid():  # a simulated game: no one reads its events' sentences
        return _played(bots, seed, options, timings, budget_ms)


def _played(
    bots: dict[Side, str],
    seed: int,
    options: Options | None,
    timings: dict[Side, list[float]] | None,
    budget_ms: float | None = None,
) -> State:
    dice = Dice(seed)
    state = new_state(dice, options)
    for _ in range(MAX_STEPS):
        if state.result is not None:
            return state
        side = state.to_move
        if bots[side] == "random":
            # Same dice draw as choose(), without writing a reason nobody reads here.
            action = dice.choice(legal_actions(state))
        elif timings is not None:
            began = time.process_time()
            action, _ = choose(state, side, bots[side], dice, budget_ms=budget_ms)
            timings[side].append(time.process_time() - began)
        else:
            action, _ = choose(state, side, bots[side], dice, budget_ms=budget_ms)
        state, _ = apply_legal(state, typed(action), dice)
    raise RuntimeError(f"game with seed {seed} did not end in {MAX_STEPS} steps")


def simulate(
    games: int,
    bots: tuple[str, str],
    seed: int,
    options: Options | None = None,
    *,
    fixed: bool = False,
    progress: Progress | None = None,
) -> dict[str, Any]:
    """Play `games` games with seeds `seed`, `seed + 1`, ...; wins are counted by bot name
    (`wins`) and by side (`wins_by_side`).

    With `fixed`, bots[0] plays Napoleon and bots[1] the Coalition in every game; otherwise
    they swap sides game by game (bots[0] is Napoleon in the even games). When both bots
    have the same level, their wins are told apart as "random#1"/"random#2".
    """
    for level in bots:
        if level not in LEVELS:
            raise RuleError(
                say(
                    "there is no bot level '{level}'; levels: {levels}.",
                    level=str(level),
                    levels=", ".join(LEVELS),
                )
            )
    names = (bots[0], bots[1]) if bots[0] != bots[1] else (f"{bots[0]}#1", f"{bots[1]}#2")
    wins = {names[0]: 0, names[1]: 0}
    by_side = {NAPOLEON.value: 0, COALITION.value: 0}
    draws = 0
    turns = 0
    thought: dict[str, list[float]] = {names[0]: [], names[1]: []}
    start = time.perf_counter()
    for game in range(games):
        first, second = (0, 1) if fixed or game % 2 == 0 else (1, 0)
        timings: dict[Side, list[float]] = {NAPOLEON: [], COALITION: []}
        bots_now = {NAPOLEON: bots[first], COALITION: bots[second]}
        state = play_game(bots_now, seed + game, options, timings)
        thought[names[first]] += timings[NAPOLEON]
        thought[names[second]] += timings[COALITION]
        turns += state.turn
        assert state.result is not None
        win = state.result.winner
        if win is None:
            draws += 1
        else:
            wins[names[first] if win is NAPOLEON else names[second]] += 1
            by_side[win.value] += 1
        if progress is not None:
            progress(game + 1, games)
    seconds = time.perf_counter() - start
    out: dict[str, Any] = {
        "games": games,
        "wins": wins,
        "wins_by_side": by_side,
        "draws": draws,
        "seconds": round(seconds, 3),
        "mean_turns": round(turns / games, 2) if games else 0.0,
        "sides": "fixed" if fixed else "alternating",
    }
    # Processor time per move of each thinking bot (one core, whatever else the machine runs).
    out["move_ms"] = {
        name: {"moves": len(t), "median": _ms(t, 0.5), "p95": _ms(t, 0.95), "max": _ms(t, 1.0)}
        for name, t in thought.items()
        if t
    }
    if fixed:
        out["napoleon"], out["coalition"] = bots[0], bots[1]
        # Win 1, draw 1/2, per side (the measure of issue 13 item 4).
        out["score_by_side"] = {
            side: round((won + draws / 2) / games, 4) if games else 0.0
            for side, won in by_side.items()
        }
    return out


def _ms(times: list[float], share: float) -> float:
    """The `share` quantile of `times`, in milliseconds."""
    ordered = sorted(times)
    index = min(len(ordered) - 1, int(share * len(ordered)))
    return round(1000 * ordered[index], 2)
