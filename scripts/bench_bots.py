"""The card game's strong bot, for scripts/bench: the processor time of its moves on each
side (target: under 50 ms at the 95th percentile), and with `--bots` the three scores of
issue 13 item 4 over 150 seeded games each (several minutes; scripts/simulate runs the same
through the command line)."""

from __future__ import annotations

from typing import Any

MOVE_P95_MS = 50.0
QUICK_GAMES = 12
"""Games per side for the move times alone (every strong move of them is timed)."""
SCORED_GAMES = 150
PAIRINGS = (
    ("strong", "greedy", "napoleon", 0.98),
    ("greedy", "strong", "coalition", 0.45),
    ("random", "strong", "coalition", 0.85),
)
"""Napoleon's bot, the Coalition's, the side strong plays, and its target score."""


def measure(scores: bool) -> dict[str, Any]:
    """Move times as Napoleon and as the Coalition (against greedy); the scores if asked."""
    from tabletop.games.cardgame.simulate import simulate

    out: dict[str, Any] = {"pairings": []}
    games = SCORED_GAMES if scores else QUICK_GAMES
    for napoleon, coalition, side, target in PAIRINGS if scores else PAIRINGS[:2]:
        result = simulate(games, (napoleon, coalition), 1, fixed=True)
        out["pairings"].append(
            {
                "napoleon": napoleon,
                "coalition": coalition,
                "side": side,
                "games": games,
                "score": result["score_by_side"][side],
                "target": target,
                "wins_by_side": result["wins_by_side"],
                "draws": result["draws"],
                "p95_ms": result["move_ms"]["strong"]["p95"],
            }
        )
    return out


def lines(r: dict[str, Any], scores: bool) -> list[str]:
    """The bench's lines for the bot."""
    out = []
    for p in r["pairings"]:
        other = p["napoleon"] if p["side"] == "coalition" else p["coalition"]
        head = f"strong bot     as {p['side']} against {other}: "
        move = f"move p95 {p['p95_ms']:.1f} ms (target < {MOVE_P95_MS:.0f} ms)"
        if scores:
            wins = p["wins_by_side"]
            move += (
                f"; score {p['score']:.3f} (target {p['target']}) over {p['games']} games: "
                f"Napoleon won {wins['napoleon']}, the Coalition {wins['coalition']}, drawn "
                f"{p['draws']}"
            )
        else:
            move += f" over {p['games']} games (the scores: scripts/bench --bots)"
        out.append(head + move)
    return out
