"""The card game's expert bot, for scripts/bench (issue 35).

Always: the processor time of its moves as each side against greedy, at its default time
budget (target: p95 at most 300 ms), each over the strong bot's measured in the same run.
With `--expert`: its three target scores over SCORED_GAMES seeded games each at a fixed
number of guessed worlds per move (reproducible), on seeds not used while tuning, each over
the strong bot's score in its place on the same seeds.
With `--sides`: the measured score of each side against every bot level, played by the
greedy stand-in, under the default rules and each of the rulebook's open readings; written
to cards/cardgame-sides.toml, the table the new-game dialog reads.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

MOVE_P95_MS = 300.0
QUICK_GAMES = 4
"""Games per side for the move times alone."""
SCORED_GAMES = 200
SEED = 100_000
"""First seed of the scored games (tuning used seeds 0 to 999)."""
WORLDS = 4
"""Guessed worlds per move in the scored games (fixed, so a run is reproducible)."""
PAIRINGS = (
    ("expert", "greedy", "napoleon", 0.99),
    ("greedy", "expert", "coalition", 0.60),
    ("random", "expert", "coalition", 0.95),
)
"""Napoleon's bot, the Coalition's, the side the expert plays, and its target score."""
ROOT = Path(__file__).resolve().parents[1]


def _percentiles(times: list[float]) -> dict[str, float]:
    ordered = sorted(times)

    def at(share: float) -> float:
        return round(1000 * ordered[min(len(ordered) - 1, int(share * len(ordered)))], 1)

    return {"moves": len(ordered), "p50": at(0.5), "p90": at(0.9), "p95": at(0.95), "max": at(1)}


def move_times(games: int = QUICK_GAMES) -> dict[str, Any]:
    """Per-move processor time of the expert (its default budget) and of strong, each side."""
    from tabletop.games.cardgame.expert import BUDGET_MS
    from tabletop.games.cardgame.simulate import play_game
    from tabletop.games.cardgame.state import COALITION, NAPOLEON, OTHER

    out: dict[str, Any] = {"budget_ms": BUDGET_MS}
    for side in (NAPOLEON, COALITION):
        found = {}
        for level in ("strong", "expert"):
            times: list[float] = []
            for game in range(games):
                timings: dict[Any, list[float]] = {NAPOLEON: [], COALITION: []}
                bots = {side: level, OTHER[side]: "greedy"}
                play_game(bots, SEED + 900 + game, None, timings, budget_ms=BUDGET_MS)
                times += timings[side]
            found[level] = _percentiles(times)
        found["p95_ratio"] = found["expert"]["p95"] / max(found["strong"]["p95"], 0.1)
        out[side.value] = found
    return out


def scores(games: int = SCORED_GAMES, strong: bool = True) -> list[dict[str, Any]]:
    """The expert's three target scores, each side measured on its own; with `strong`, the
    strong bot's in its place on the same seeds (as many games again). Each pairing's line
    is printed to stderr as soon as it is measured (a long run leaves its figures)."""
    from tabletop.games.cardgame import expert
    from tabletop.games.cardgame.simulate import simulate

    expert.EXPERT_WORLDS = WORLDS
    out = []
    for napoleon, coalition, side, target in PAIRINGS:
        began = time.perf_counter()
        result = simulate(games, (napoleon, coalition), SEED, fixed=True)
        # The baseline, in the same run: the strong bot in the expert's place, same seeds.
        instead = ("strong", coalition) if napoleon == "expert" else (napoleon, "strong")
        base = simulate(games, instead, SEED, fixed=True)["score_by_side"][side] if strong else None
        out.append(
            {
                "napoleon": napoleon,
                "coalition": coalition,
                "side": side,
                "games": games,
                "score": result["score_by_side"][side],
                "strong_score": base,
                "target": target,
                "wins_by_side": result["wins_by_side"],
                "draws": result["draws"],
                "p95_ms": result["move_ms"]["expert"]["p95"],
                "seconds": round(time.perf_counter() - began, 1),
            }
        )
        print(*lines({"times": None, "scores": out[-1:]}), file=sys.stderr, flush=True)
    return out


def lines(r: dict[str, Any]) -> list[str]:
    """The bench's lines for the expert."""
    out = []
    times = r["times"]
    for side in ("napoleon", "coalition") if times else ():
        t = times[side]
        e, s = t["expert"], t["strong"]
        out.append(
            f"expert bot     as {side} against greedy: move p50 {e['p50']:.1f} / p90 "
            f"{e['p90']:.1f} / p95 {e['p95']:.1f} / max {e['max']:.1f} ms over {e['moves']} "
            f"moves (budget {times['budget_ms']:.0f} ms; target p95 <= {MOVE_P95_MS:.0f} ms); "
            f"p95 over strong's {s['p95']:.1f} ms: ratio {t['p95_ratio']:.1f}"
        )
    for p in r.get("scores", ()):
        wins = p["wins_by_side"]
        other = p["napoleon"] if p["side"] == "coalition" else p["coalition"]
        out.append(
            f"expert bot     as {p['side']} against {other}: score {p['score']:.3f} (target "
            f"{p['target']}) over {p['games']} games ({WORLDS} worlds a move): Napoleon won "
            f"{wins['napoleon']}, the Coalition {wins['coalition']}, drawn {p['draws']}; move "
            f"p95 {p['p95_ms']:.1f} ms"
            + (
                f"; the strong bot on the same seeds {p['strong_score']:.3f}, ratio "
                f"{p['score'] / max(p['strong_score'], 0.001):.2f}"
                if p["strong_score"] is not None
                else ""
            )
        )
    return out


def measure(with_scores: bool, strong: bool = True) -> dict[str, Any]:
    """Move times, and the scores if asked (with `strong`, its baseline on the same seeds)."""
    out: dict[str, Any] = {"times": move_times()}
    if with_scores:
        out["scores"] = scores(strong=strong)
    return out


SIDE_OPTIONS: tuple[dict[str, str], ...] = (
    {},
    {"first_player": "coalition"},
    {"reserve": "shuffle"},
    {"storm_heights": "name"},
)
"""The default rules and each open reading changed alone (sides.OPEN_READINGS)."""
SIDE_PLAN: tuple[tuple[tuple[tuple[str, str], ...], tuple[dict[str, str], ...], int], ...] = (
    ((("greedy", "greedy"), ("greedy", "random"), ("random", "greedy")), SIDE_OPTIONS[:2], 100),
    ((("greedy", "strong"), ("strong", "greedy")), SIDE_OPTIONS[:2], 30),
    ((("greedy", "greedy"), ("greedy", "random"), ("random", "greedy")), SIDE_OPTIONS[2:], 100),
    ((("expert", "greedy"),), SIDE_OPTIONS[1:2], 100),
)
"""Each level against the greedy stand-in, both ways: (pairings, option sets, games), the
rows most asked for first. The strong bot's rows are fewer (a strong game costs thirty
greedy ones); the expert's rows under the default rules come from the scored runs (`scores`),
and one more tells a Coalition player whether moving first helps against it."""


def write_sides(expert_scores: list[dict[str, Any]]) -> Path:
    """Measure the side table and write cards/cardgame-sides.toml."""
    from tabletop.games.cardgame import expert
    from tabletop.games.cardgame.sides import measure as measure_sides

    expert.EXPERT_WORLDS = WORLDS
    rows: list[dict[str, Any]] = []
    out = ROOT / "cards" / "cardgame-sides.toml"
    for pairings, option_sets, games in SIDE_PLAN:
        for rules in option_sets:
            for pairing in pairings:
                rows += measure_sides((pairing,), (rules,), games, SEED)
                _write(out, rows + _expert_rows(expert_scores))
    return out


def write_expert_rows(expert_scores: list[dict[str, Any]]) -> Path:
    """cards/cardgame-sides.toml with its expert rows under the default rules replaced by the
    scored runs' (the other levels' rows, which the expert does not change, kept as measured)."""
    import tomllib

    out = ROOT / "cards" / "cardgame-sides.toml"
    rows = tomllib.loads(out.read_text(encoding="utf-8"))["rows"]
    kept = [r for r in rows if "expert" not in (r["napoleon"], r["coalition"]) or r["options"]]
    _write(out, kept + _expert_rows(expert_scores))
    return out


def _expert_rows(expert_scores: list[dict[str, Any]]) -> list[dict[str, Any]]:
    rows = []
    for p in expert_scores:
        wins = p["wins_by_side"]
        rows.append(
            {
                "napoleon": p["napoleon"],
                "coalition": p["coalition"],
                "options": "",
                "games": p["games"],
                "seed": SEED,
                "napoleon_won": wins["napoleon"],
                "coalition_won": wins["coalition"],
                "drawn": p["draws"],
            }
        )
    return rows


def _write(out: Path, rows: list[dict[str, Any]]) -> None:
    """The side table as it stands (written after each row, so a long run leaves one)."""
    import tomli_w

    data = {
        "about": (
            "Measured, not printed: fixed sides over seeded games, each bot level against "
            "the greedy bot standing in for the player, under the default rules and each "
            "reading the text supports either way. Remake with scripts/bench --sides."
        ),
        "source": (
            f"scripts/bench --sides (expert rows under the default rules: seed {SEED}, "
            f"{WORLDS} worlds a move; each row names its own seed)"
        ),
        "rows": rows,
    }
    out.write_bytes(tomli_w.dumps(data).encode())
