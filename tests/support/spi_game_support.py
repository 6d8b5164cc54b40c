"""The scripted 11-turn SPI game, played on any table: the engine
(tests/games/spi1980/test_spi1980_game.py), the shell (tests/commands/test_cli_act.py), a
session (story_support.py)."""

from __future__ import annotations

from typing import Any

from tabletop.core import plain
from tabletop.games import find_game
from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.state import Spi1980State
from tabletop.games.spi1980.victory import victory_level

GAME = find_game("spi1980")


def play_scripted_game(t: Any) -> None:
    """The scripted game, on anything with `do(kind, **fields)`, `to(turn, phase)`, `state`
    and `rolls` (the engine here, `tabletop act` in tests/commands/test_cli_act.py)."""
    reserve = [u.id for u in game_data().units if u.is_reserve]
    # One unit a hex: the plot keeps the stacking limit [4.4] [12.0].
    t.do("plot_reserve", hexes={u: f"{1700 + i:04d}" for i, u in enumerate(reserve)})
    t.do("objective", hex="1520", label="F", value=10)
    t.do("objective", hex="0815", label="A", value=15)
    t.do("objective", hex="0716", label="A", value=10)
    t.to(1, "allied_combat")
    assert t.state.reserve_revealed

    # Jankovich 14 against Becker 5 is 2-1; morale 6 - 5 = +1: 3-1; a 6 reads r/1.
    t.do(
        "combat",
        attackers=["jankvich"],
        defenders=["becker"],
        attacker_morale_unit="jankvich",
        defender_morale_unit="becker",
        roll=6,
    )
    t.do("apply_combat_result", side="defender", losses={"becker": 1})
    t.do("rout_roll", side="attacker", roll=2)
    t.do("apply_combat_result", side="attacker", losses={"jankvich": 1})
    assert t.state.unit("jankvich").disrupted and t.state.unit("jankvich").strength == 13

    t.to(1, "french_combat")
    # Caffarelli 13 against the disrupted Jankovich 13 is 1-1; morale -1, disrupted +1: 1-1;
    # a 5 reads 2/-.
    t.do(
        "combat",
        attackers=["caffrelli"],
        defenders=["jankvich"],
        attacker_morale_unit="caffrelli",
        defender_morale_unit="jankvich",
        roll=5,
    )
    t.do("apply_combat_result", side="attacker", losses={"caffrelli": 2})
    assert (t.state.allied.morale, t.state.french.morale) == (79, 67)

    t.to(2, "allied_rally")
    # Fog: 3 + 2 = 5 against Jankovich's morale 6.
    t.do("rally", corps="Rg", units=[{"unit": "jankvich"}], roll=3)
    assert not t.state.unit("jankvich").disrupted
    t.to(2, "french_rally")
    t.do("reinforcement_roll", roll=1)
    t.to(2, "french_movement")
    t.do("enter_reinforcements", units=["friant", "bourcier", "ourie"])

    t.to(5, "french_movement")
    t.do("objective", hex="0815", holder="French")
    t.to(11, "french_combat")
    assert not t.state.game_over
    t.do("next_phase")

    state = t.state
    assert state.game_over and t.rolls == 5
    result = victory_level(state)
    # Allied: 3 French CSPs [14.1] + 2 x 41 cavalry CSPs [14.2] + hex 0716 [14.3] = 95.
    assert (result.allied.enemy_csp, result.allied.mounted, result.allied.hexes) == (3, 82, 10)
    # French: 1 Allied CSP + 2 x 28 cavalry and dragoon CSPs + hexes 1520 and 0815 = 82.
    assert (result.french.enemy_csp, result.french.mounted, result.french.hexes) == (1, 56, 25)
    assert (result.allied.total, result.french.total, result.difference) == (95, 82, 13)
    assert (state.final_winner, state.final_level) == ("Allied", "Marginal Victory")
    assert GAME.summary(state) == "Game over: Allied Marginal Victory"
    assert plain.load(Spi1980State, plain.dump(state)) == state
