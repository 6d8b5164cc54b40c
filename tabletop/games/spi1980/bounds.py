"""The range of every number in a game of The Battle of Austerlitz (SPI), and the ids that are
unique (issue 21 item 4), checked by `validate` when a save is loaded.

Each end is read from boards/spi1980.toml (the Game-Turn Track, the Morale Level tracks, the
counters' strengths, the Combat Results Table's cells, the dice), except the VPs printed in
the "A" and "F" hexes, which are on the map the text does not reproduce [14.3]: a save holds
no more than the app lets the players enter there.
"""

from __future__ import annotations

from tabletop.core.data import Board, derived
from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_
from tabletop.games.bounds import Bound, Range, Unique, entry_high
from tabletop.games.spi1980.actions import SetObjective
from tabletop.games.spi1980.combat_odds import parse_result
from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.state import Effect, Spi1980State


def _turns(state: Spi1980State) -> int:
    return game_data().turns


def _start(side: str) -> int:
    return game_data().start_morale[side]


def _army_csps(side: str) -> int:
    return sum(spec.strength for spec in game_data().units if spec.army == side)


def _most_csps(state: Spi1980State) -> int:
    return max(_army_csps("Allied"), _army_csps("French"))


def _most_morale(state: Spi1980State) -> int:
    return max(game_data().start_morale.values())


def _strongest(state: Spi1980State) -> int:
    return max(spec.strength for spec in game_data().units)


def _crt_most() -> tuple[int, int]:
    """The most CSPs lost and the highest rout number any cell of the CRT gives [15.0], as
    the printed data in use reads (an owner may have corrected a cell)."""
    return derived("spi1980", _read_crt)


def _read_crt(board: Board) -> tuple[int, int]:
    effects: list[Effect] = []
    for row in board.table("crt").rows:
        for cell in row.cells:
            try:
                effects.extend(parse_result(cell))
            except RuleError:  # a cell no combat can read: the combat refuses it, not a load
                continue
    return max((e.losses for e in effects), default=0), max(
        (e.rout_number for e in effects), default=0
    )


def _rout_low(state: Spi1980State) -> int:
    return game_data().dice("rout").count


def _rout_high(state: Spi1980State) -> int:
    rout = game_data().dice("rout")
    return rout.count * rout.sides


def _penalties(state: Spi1980State) -> int:
    return int(max(game_data().raw["options"]["demoralized_rally_penalty"]["choices"]))


COMBAT = "pending_combat"
ROLES = ("attacker", "defender")

BOUNDS: tuple[Bound, ...] = (
    Range("turn", 1, _turns, N_("the Game-Turn Track [1.0] [13.0]")),
    Range("reinforcements_turn", 1, _turns, N_("a Game-Turn of the track [9.0]")),
    Range("reinforcement_rolled_turn", 1, _turns, N_("a Game-Turn of the track [9.0]")),
    Range(
        "roster[].strength",
        0,
        _strongest,
        N_("no more than the strongest counter's printed Maximum Combat Strength [2.5]"),
    ),
    Range(
        "allied.morale", 0, lambda s: _start("Allied"), N_("the Allied Morale Level track [10.0]")
    ),
    Range(
        "french.morale", 0, lambda s: _start("French"), N_("the French Morale Level track [10.0]")
    ),
    Range(
        "allied.csp_eliminated",
        0,
        lambda s: _army_csps("Allied"),
        N_("the Allied army's CSPs in all [10.0]"),
    ),
    Range(
        "french.csp_eliminated",
        0,
        lambda s: _army_csps("French"),
        N_("the French army's CSPs in all [10.0]"),
    ),
    Range(
        "objectives[].value",
        0,
        entry_high(SetObjective, "value"),
        N_("the VPs printed in an A or F hex, as entered [14.3]"),
    ),
    Range(
        "options.demoralized_rally_penalty", 1, _penalties, N_("the rally penalty's choices [7.7]")
    ),
    *(
        Range(
            f"{COMBAT}.{role}_effect.losses",
            0,
            lambda s: _crt_most()[0],
            N_("the step losses a cell of the Combat Results Table gives [15.0]"),
        )
        for role in ROLES
    ),
    *(
        Range(
            f"{COMBAT}.{role}_effect.rout_number",
            0,
            lambda s: _crt_most()[1],
            N_("the number a cell of the Combat Results Table adds to the rout roll [6.3] [15.0]"),
        )
        for role in ROLES
    ),
    *(
        Range(
            f"{COMBAT}.{role}_rout_roll", _rout_low, _rout_high, N_("the rout die shows it [6.3]")
        )
        for role in ROLES
    ),
    Range(
        f"{COMBAT}.morale_at_start[]", 0, _most_morale, N_("an army's Morale Level track [10.0]")
    ),
    Range(f"{COMBAT}.csp_at_start[]", 0, _most_csps, N_("an army's CSPs in all [10.0]")),
    Unique(("roster[].id",), N_("each counter is in the roster once [2.5]")),
    Unique(
        ("engaged[]",),
        N_("a unit is involved in only one attack per Combat Phase [5.2]"),
    ),
    Unique(("rallied_corps[]",), N_("a corps rolls to rally once a Rally Phase [7.0]")),
    Unique(("reserve_plot[].unit",), N_("a reserve unit is plotted once [12.0]")),
    Unique(("objectives[].hex",), N_("each A or F hex is entered once [14.3]")),
    Unique(
        (f"{COMBAT}.attackers[]", f"{COMBAT}.defenders[]"),
        N_("a unit is on one side of one attack [5.2] [6.1]"),
    ),
    Unique((f"{COMBAT}.bombarding[]",), N_("a bombarding unit is named once [5.7]")),
    Unique((f"{COMBAT}.charging[]",), N_("a charging unit is named once [5.9]")),
)
"""Every bound of an SPI state, checked in this order."""
