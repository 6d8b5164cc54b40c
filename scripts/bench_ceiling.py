"""How much the hidden cards cost the expert bot: its scores when it is shown them.

A measuring instrument for issue 35, never a bot a session can choose: for the run only, the
expert's view of the hidden cards is replaced by the cards themselves (its guessed worlds are
the real one, the strong bot's guesses too, and an attack's defence is weighed from the real
defending hand), then the expert plays its usual search. The difference from its score as it
plays is what guessing costs it; what is left to a target is in its planning, not its
guesses. Run: `.venv/bin/python scripts/bench_ceiling.py [--games N] [--seed S]
[--against greedy|random] [--json]` (about four minutes a pairing on one core).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

GAMES = 200
SEED = 100_000
"""Seeds as bench_expert's scored games (tuning used seeds 0 to 999)."""
WORLDS = 4
PAIRINGS = (("greedy", "expert", "coalition"), ("random", "expert", "coalition"))
"""Napoleon's bot, the Coalition's, and the side the expert plays."""


@contextmanager
def shown_everything() -> Iterator[None]:
    """The expert (and the strong bot inside it) reading the real hidden cards."""
    from tabletop.games.cardgame import expert, odds, strong

    def exact(unseen: tuple[str, ...], hand_size: int, side: Any, front: int) -> Any:
        # `strong.outcomes` passes the deck and then the defending hand: the hand is the tail.
        hand = unseen[len(unseen) - hand_size :] if hand_size else ()
        return odds.reach(hand, hand_size, side, front)

    patches = (
        (expert, "public", lambda state, side: state),
        (expert, "guess", lambda state, facts, dice: state),
        (strong, "determinize", lambda state, me, dice: state),
        (strong, "reach", exact),
    )
    saved = [(module, name, getattr(module, name)) for module, name, _ in patches]
    for module, name, shown in patches:
        setattr(module, name, shown)
    try:
        yield
    finally:
        for module, name, kept in saved:
            setattr(module, name, kept)


def ceiling(games: int = GAMES, seed: int = SEED, against: str = "") -> list[dict[str, Any]]:
    """The expert's score as the Coalition against each opponent (or only `against`), shown
    every hidden card."""
    from tabletop.games.cardgame import expert
    from tabletop.games.cardgame.simulate import simulate

    expert.EXPERT_WORLDS = WORLDS
    out = []
    for napoleon, coalition, side in PAIRINGS:
        if against and napoleon != against:
            continue
        with shown_everything():
            result = simulate(games, (napoleon, coalition), seed, fixed=True)
        wins = result["wins_by_side"]
        row = {
            "napoleon": napoleon,
            "coalition": coalition,
            "side": side,
            "games": games,
            "seed": seed,
            "score_shown_everything": result["score_by_side"][side],
            "napoleon_won": wins["napoleon"],
            "coalition_won": wins["coalition"],
            "drawn": result["draws"],
        }
        out.append(row)
        print(
            f"expert shown every hidden card, as the {side} against {napoleon}: score "
            f"{row['score_shown_everything']:.3f} over {games} games from seed {seed} "
            f"({WORLDS} worlds a move): Napoleon won {wins['napoleon']}, the Coalition "
            f"{wins['coalition']}, drawn {result['draws']}",
            file=sys.stderr,
            flush=True,
        )
    return out


def main(argv: list[str]) -> int:
    games = int(argv[argv.index("--games") + 1]) if "--games" in argv else GAMES
    seed = int(argv[argv.index("--seed") + 1]) if "--seed" in argv else SEED
    against = argv[argv.index("--against") + 1] if "--against" in argv else ""
    rows = ceiling(games, seed, against)
    if "--json" in argv:
        print(json.dumps(rows, indent=2))
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parents[1]))
    raise SystemExit(main(sys.argv[1:]))
