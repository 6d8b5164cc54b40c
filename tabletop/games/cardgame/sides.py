"""How each side fares against each bot level, measured, for the new-game dialog (issue 35).

`scripts/bench --sides` plays fixed sides over seeded games (`simulate --napoleon A
--coalition B`) for every bot level against a stand-in for the player, under the default
rules and under each of the rulebook's readings that the text supports either way, and
writes cards/cardgame-sides.toml; the dialog reads it here. A row gives the games won by
each side and drawn for one pairing of levels and one set of options.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from tabletop.core.data import load_deck
from tabletop.core.errors import DataError
from tabletop.games.cardgame.simulate import simulate
from tabletop.games.cardgame.state import COALITION, NAPOLEON, OTHER, Options, Side

DECK = "cardgame-sides"
"""cards/cardgame-sides.toml."""
STAND_IN = "greedy"
"""The bot that stands in for the player when a side's score against a level is measured
(a player who takes the best-looking move each time)."""
OPEN_READINGS: Mapping[str, tuple[str, ...]] = {
    "first_player": ("napoleon", "coalition"),
    "reserve": ("keep", "shuffle"),
    "storm_heights": ("note", "name"),
}
"""Rule options whose every value the text supports (docs/cardgame-rules.md): TURN SEQUENCE
does not say who moves first, RESERVE CARDS does not say whether the deck is shuffled after
a search, and the run-on entry "Storm Heights A 5 B Assault Unleashed R" reads either way.
Only these are offered as making the game closer: the others' second readings add to the
text (a tie the defender wins, victory by either condition, Casualties limited to the front
won, attacks only on the enemy's fronts)."""
RULE_KEYS = tuple(name for name in Options.__dataclass_fields__ if name not in ("steps",))
"""The rule options a row's option set is written with (`steps` is the same in every
session)."""


def options_key(options: Mapping[str, Any]) -> str:
    """A set of rule options as a row names it: the values that differ from the default,
    sorted ("first_player=coalition"), or "" for the default rules."""
    defaults = Options()
    parts = []
    for name in RULE_KEYS:
        if name not in options:
            continue
        value = str(options[name])
        default = getattr(defaults, name)
        if value != str(getattr(default, "value", default)):
            parts.append(f"{name}={value}")
    return ",".join(sorted(parts))


@dataclass(frozen=True)
class SideScore:
    """One side's results over measured games against a bot level."""

    side: Side
    """The side measured (the player's)."""
    bot: str
    """The level of the bot on the other side."""
    played_by: str
    """The bot that stood in for the player."""
    options: str
    """The rule options (`options_key`)."""
    won: int
    drawn: int
    lost: int

    @property
    def games(self) -> int:
        """The sample size."""
        return self.won + self.drawn + self.lost

    @property
    def score(self) -> float:
        """Win 1, draw 1/2, over the games played."""
        return (self.won + self.drawn / 2) / self.games if self.games else 0.0


def _rows() -> list[dict[str, Any]]:
    try:
        data = load_deck(DECK)
    except DataError:
        return []
    rows = data.get("rows", [])
    return [row for row in rows if isinstance(row, dict)]


def _score(row: Mapping[str, Any], side: Side) -> SideScore:
    won = int(row[f"{side.value}_won"])
    lost = int(row[f"{OTHER[side].value}_won"])
    return SideScore(
        side,
        str(row[OTHER[side].value]),
        str(row[side.value]),
        str(row.get("options", "")),
        won,
        int(row["drawn"]),
        lost,
    )


def side_score(
    side: Side, bot: str, options: Mapping[str, Any], played_by: str = STAND_IN
) -> SideScore | None:
    """`side`'s measured score against the `bot` level under these rule options, played by
    `played_by`; None when no such row was measured."""
    key = options_key(options)
    for row in _rows():
        if (
            str(row.get(side.value)) == played_by
            and str(row.get(OTHER[side].value)) == bot
            and str(row.get("options", "")) == key
        ):
            return _score(row, side)
    return None


def closer_options(
    side: Side, bot: str, options: Mapping[str, Any]
) -> list[tuple[str, str, SideScore]] | None:
    """The rulebook's own readings (`OPEN_READINGS`) that, changed one at a time from
    `options`, bring `side`'s measured score nearer an even game: (option, value, score).
    None when no such change was measured against this level."""
    now = side_score(side, bot, options)
    if now is None:
        return None
    measured = False
    out = []
    for name, values in OPEN_READINGS.items():
        current = str(options.get(name, values[0]))
        for value in values:
            if value == current:
                continue
            found = side_score(side, bot, {**options, name: value})
            measured = measured or found is not None
            if found is not None and abs(found.score - 0.5) < abs(now.score - 0.5):
                out.append((name, value, found))
    return out if measured else None


def measure(
    pairings: Iterable[tuple[str, str]],
    option_sets: Iterable[Mapping[str, str]],
    games: int,
    seed: int,
) -> list[dict[str, Any]]:
    """One row per pairing (Napoleon's level, the Coalition's) and option set, over `games`
    seeded games from `seed`."""
    rows = []
    for rules in option_sets:
        for napoleon, coalition in pairings:
            out = simulate(
                games, (napoleon, coalition), seed, Options.from_mapping(rules), fixed=True
            )
            rows.append(
                {
                    NAPOLEON.value: napoleon,
                    COALITION.value: coalition,
                    "options": options_key(rules),
                    "games": games,
                    "seed": seed,
                    "napoleon_won": out["wins_by_side"]["napoleon"],
                    "coalition_won": out["wins_by_side"]["coalition"],
                    "drawn": out["draws"],
                }
            )
    return rows
