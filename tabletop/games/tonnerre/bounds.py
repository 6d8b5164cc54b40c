"""The range of every number in a game of Austerlitz: Un coup de Tonnerre!, and the ids that are
unique (issue 21 item 4), checked by `validate` when a save is loaded.

Each end is read from boards/tonnerre.toml, with the owner's entries for what the text lost
(the morale track's first and last boxes): the armies' blocks [Matériel], the three time
periods [2 Time], the five Mist markers [1 Setup 4], the tactics deck and its three
replacement draws [6 Tactics Cards], the d6 of an attack. The rules print no limit on the
number of rounds (an action need not cost a unit, and a command may reinforce as often as its
card allows), so a round is only 1 or more.
"""

from __future__ import annotations

from tabletop.core.i18n import N_
from tabletop.games.bounds import Bound, Range, Unique, entry, entry_high
from tabletop.games.tonnerre.actions import Attack, RemoveMistBlocks
from tabletop.games.tonnerre.data import game_data
from tabletop.games.tonnerre.state import TonnerreState

BLOCKS = "no more than an army's blocks [Matériel]"
"""Why a count of units lost is bounded by the larger army."""


def _morale_low(state: TonnerreState) -> int:
    track = game_data().morale_track
    return 0 if track is None else track[0]


def _morale_high(state: TonnerreState) -> int:
    """The printed track's last box once the owner entered it; until then the highest start,
    past which the app never moves a marker [1 Setup 3]."""
    data = game_data()
    return max(data.start_morale.values()) if data.morale_track is None else data.morale_track[1]


def _blocks(state: TonnerreState) -> int:
    return max(game_data().unit_totals.values())


def _rout_drms(state: TonnerreState) -> int:
    """Every elimination's rout modifier, the Guard option's included [4 Morale Penalties] [9]."""
    data = game_data()
    return sum(spec.rout_drm for spec in data.commands) + data.guard_option_drm


def _cubes(state: TonnerreState) -> int:
    return max(cubes for _, _, cubes in game_data().garrisons)


MODIFIER = entry(Attack, "modifier")

BOUNDS: tuple[Bound, ...] = (
    Range(
        "turn", 1, None, N_("rounds count from 1, and the rules set no last round [2 Action Phase]")
    ),
    Range("time", 0, lambda s: len(game_data().periods) - 1, N_("the three time periods [2 Time]")),
    Range(
        "mist_marker",
        1,
        lambda s: game_data().mist_markers,
        N_("one of the five Mist markers [1 Setup 4]"),
    ),
    Range(
        "mist_removed",
        0,
        entry_high(RemoveMistBlocks, "count"),
        N_("Soult's blocks removed at the reveal [1 Setup 4]"),
    ),
    Range("armies[].morale", _morale_low, _morale_high, N_("the printed morale track [1 Setup 3]")),
    Range(
        "armies[].casualties",
        0,
        _blocks,
        N_("units on the casualty track, no more than an army's blocks [Matériel]"),
    ),
    Range(
        "armies[].rout_due",
        0,
        _blocks,
        N_("rout tests due, no more than an army's blocks [Matériel] [4 Rout Test]"),
    ),
    Range(
        "armies[].minus_one_due",
        0,
        _blocks,
        N_("'-1' boxes reached, no more than an army's blocks [Matériel] [4 Rout Test]"),
    ),
    Range(
        "armies[].rout_drm",
        0,
        _rout_drms,
        N_("the eliminations' rout modifiers [4 Morale Penalties]"),
    ),
    Range(
        "commands[].units",
        0,
        _blocks,
        N_(
            "a command may be reinforced beyond its initial strength [3 Reinforcements], to no "
            "more than an army's blocks [Matériel]"
        ),
    ),
    Range("garrisons[][1]", 0, _cubes, N_("a garrison's cubes [1 Setup 2] [4 Garrisons]")),
    Range(
        "queue[].count",
        0,
        _blocks,
        N_("morale steps or units still to take, no more than an army's blocks [Matériel]"),
    ),
    Range(
        "queue[].box",
        0,
        _blocks,
        N_("a casualty box, no more than an army's blocks [Matériel] [2 Play Sequence 4]"),
    ),
    Range(
        "marks[][1]",
        1,
        _blocks,
        N_("a casualty box, no more than an army's blocks [Matériel] [2 Play Sequence 4]"),
    ),
    Range("attack.roll", 1, 6, N_("the natural roll of a d6 [2 Play Sequence 3]")),
    Range(
        "attack.modified",
        1 + MODIFIER[0],
        6 + MODIFIER[1],
        N_("a d6 with a tactics card's modifier [8 Example 1]"),
    ),
    Range(
        "coalition_draws",
        0,
        lambda s: game_data().tactics_draws,
        N_("max 3 replacement draws per game [6 Tactics Cards]"),
    ),
    Range(
        "french_draws",
        0,
        lambda s: game_data().tactics_draws,
        N_("max 3 replacement draws per game [6 Tactics Cards]"),
    ),
    *(
        Range(
            f"{hand}[]",
            1,
            lambda s: game_data().tactics_count,
            N_("a card of the tactics deck [6 Tactics Cards]"),
        )
        for hand in ("coalition_hand", "french_hand", "tactics_used")
    ),
    Unique(
        ("coalition_hand[]", "french_hand[]", "tactics_used[]"),
        N_("each tactics card is in one place [6 Tactics Cards]"),
    ),
    Unique(("commands[].id",), N_("each command is on the map once [1 The Commands and Units]")),
    Unique(("garrisons[][0]",), N_("each garrison is on the map once [1 Setup 2]")),
    Unique(("hands_built[]",), N_("each side builds its hand once [6 Tactics Cards]")),
    Unique(
        ("extra_commands[]",), N_("a command acts once within an Extra Action [3 Extra Action]")
    ),
    Unique(("extra_spent[]",), N_("each Extra Action token is used once [3 Extra Action]")),
)
"""Every bound of a Tonnerre state, checked in this order."""
