"""A whole 11-turn game of SPI's Austerlitz played through the engine's actions only."""

from __future__ import annotations

from typing import Any

from spi_game_support import play_scripted_game

from tabletop.core.dice import Dice
from tabletop.games import find_game
from tabletop.games.spi1980.state import ArmyState, Spi1980State
from tabletop.games.spi1980.victory import victory_level

GAME = find_game("spi1980")


class Table:
    """The session stand-in: one state, one seeded dice, every event kept."""

    def __init__(self) -> None:
        self.dice = Dice(1805)
        self.state: Spi1980State = GAME.new_state(self.dice, {})
        self.rolls = 0

    def do(self, kind: str, **keys: Any) -> None:
        action = GAME.action({"kind": kind, **keys})
        self.state, events = GAME.apply(self.state, action, self.dice)
        self.rolls += sum(1 for e in events if e.roll is not None)

    def to(self, turn: int, phase: str) -> None:
        while (self.state.turn, self.state.phase) != (turn, phase):
            self.do("next_phase")


def test_scripted_game_ends_in_an_allied_marginal_victory() -> None:
    """Eleven Game-Turns of rolls and results must add up to the right VPs and level [14.5]."""
    play_scripted_game(Table())


def test_demoralized_army_loses_twenty_five_vps() -> None:
    """A demoralized army's -25 [14.4] can swing the level of victory."""
    t = Table()
    t.state = t.state.with_army(ArmyState("French", 0, 70, demoralized=True))
    result = victory_level(t.state)
    assert result.french.demoralized == 25
    assert result.allied.enemy_csp == 70
