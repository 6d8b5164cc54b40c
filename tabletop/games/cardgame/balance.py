"""The game's measured balance under each choice of rule options, for the new-game dialog.

Napoleon starts with two fronts of three, so with the same bot on both sides the game
favours him under most readings (issue 8 item 13). `scripts/balance` plays the same bot on
both sides over seeded games for every combination of the dialog's rule options and writes
cards/cardgame-balance.toml; the dialog reads it here (lazily, through tabletop.core.data)
so a solo player can pick a fair game.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from tabletop.core.data import load_deck
from tabletop.core.errors import DataError
from tabletop.games.cardgame.simulate import simulate
from tabletop.games.cardgame.state import (
    AttackTarget,
    CasualtyScope,
    FirstPlayer,
    Options,
    TieRule,
    VictoryRule,
)

DECK = "cardgame-balance"
"""cards/cardgame-balance.toml."""
KEYS = ("first_player", "tie", "victory", "casualties", "attack_target")
"""The rule options the balance is measured for (the others at their defaults)."""
CHOICES = (
    tuple(FirstPlayer),
    tuple(TieRule),
    tuple(VictoryRule),
    tuple(CasualtyScope),
    tuple(AttackTarget),
)


@dataclass(frozen=True)
class Balance:
    """Games won by each side and drawn, with the same bot on both sides."""

    napoleon: int
    coalition: int
    draws: int
    bot: str

    @property
    def games(self) -> int:
        """Games measured."""
        return self.napoleon + self.coalition + self.draws

    def shares(self) -> tuple[int, int, int]:
        """Napoleon's wins, the Coalition's and the draws in whole percent, adding up to 100
        (each share rounded down, the points left to the largest remainders): rounded one by
        one, 147 / 3 / 50 of 200 read 74%, 2%, 25%."""
        counts = (self.napoleon, self.coalition, self.draws)
        n = max(1, self.games)
        floors = [100 * k // n for k in counts]
        left = 100 - sum(floors) if self.games else 0
        order = sorted(range(3), key=lambda i: (-(100 * counts[i] % n), i))
        for i in order[:left]:
            floors[i] += 1
        return floors[0], floors[1], floors[2]

    def words(self) -> str:
        """One line for the dialog."""
        napoleon, coalition, draws = self.shares()
        return (
            f"Measured with these rules ({self.bot} bot on both sides, {self.games} games): "
            f"Napoleon wins {napoleon}%, the Coalition {coalition}%, drawn {draws}%."
        )


def balance_for(options: Mapping[str, Any]) -> Balance | None:
    """The measured balance for these options (defaults where they name none), or None if the
    data holds no such row (or cannot be read)."""
    want = {k: str(options.get(k, getattr(Options, k).value)) for k in KEYS}
    try:
        data = load_deck(DECK)
    except DataError:
        return None
    bot = str(data.get("bot", "greedy"))
    for row in data.get("rows", ()):
        # A row measured before an option was offered holds that option at its default.
        if all(str(row.get(k, getattr(Options, k).value)) == v for k, v in want.items()):
            return Balance(int(row["napoleon"]), int(row["coalition"]), int(row["draws"]), bot)
    return None


def combinations() -> Iterator[dict[str, str]]:
    """Every combination of the measured options."""
    for values in itertools.product(*CHOICES):
        yield {k: v.value for k, v in zip(KEYS, values, strict=True)}


def measure(games: int, seed: int, bot: str) -> list[dict[str, Any]]:
    """One row per combination: wins by side and draws over `games` seeded games."""
    rows = []
    for combo in combinations():
        out = simulate(games, (bot, bot), seed, Options.from_mapping(combo), fixed=True)
        by_side = out["wins_by_side"]
        rows.append(
            {
                **combo,
                "napoleon": by_side["napoleon"],
                "coalition": by_side["coalition"],
                "draws": out["draws"],
            }
        )
    return rows
