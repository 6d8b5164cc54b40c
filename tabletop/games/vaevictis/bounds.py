"""The range of every number in a game of Austerlitz 1805 (Vae Victis), and the ids that are
unique (issue 21 item 4), checked by `validate` when a save is loaded.

Each end is read from boards/vaevictis.toml (ten turns [5], the eight phases [5.2], 2D6
morale [0.4], initiative on 1D6 [6.7], the aide-de-camp two turns later [15.1], the VP chart's
hexes [19]). The rules set no highest bid [5.1] [19] and no longest game on the chess clock
[Competition]: a save holds no more than the app lets the players enter there.
"""

from __future__ import annotations

from tabletop.core.i18n import N_
from tabletop.games.bounds import Bound, Range, Unique, entry_high
from tabletop.games.vaevictis.actions import BidFirst, ClockAction, SideValue
from tabletop.games.vaevictis.army_actions import AddLeader
from tabletop.games.vaevictis.data import game_data
from tabletop.games.vaevictis.state import VaeVictisState


def _turns(state: VaeVictisState) -> int:
    return game_data().turns


def _phases(state: VaeVictisState) -> int:
    return len(game_data().phases) - 1


def _initiative(state: VaeVictisState) -> int:
    return game_data().number("initiative", "high")


def _aide_arrives(state: VaeVictisState) -> int:
    """A leader killed on the last turn: his aide is due two turns after it [15.1]."""
    return game_data().turns + game_data().number("aides", "return_after_turns")


def _most_hexes(state: VaeVictisState) -> int:
    return max(objective.hexes for objective in game_data().objectives)


def _morale_low(state: VaeVictisState) -> int:
    return game_data().number("morale_test", "low")


def _morale_high(state: VaeVictisState) -> int:
    return game_data().number("morale_test", "high")


BONUS = entry_high(AddLeader, "bonus")
"""The largest bonus for morale and combat the app takes from the leader chart [4.3]."""
BID = max(entry_high(BidFirst, "french"), entry_high(BidFirst, "coalition"))
SIDE_VALUE = max(entry_high(SideValue, "french"), entry_high(SideValue, "coalition"))
CLOCK_MS = entry_high(ClockAction, "at") * 1000
"""The latest clock reading the app takes, in milliseconds: no side has used more."""

BOUNDS: tuple[Bound, ...] = (
    Range("turn", 1, _turns, N_("the game is played over ten turns [5]")),
    Range("sequence", 1, 2, N_("a turn contains two sequences [5]")),
    Range("phase", 0, _phases, N_("the eight phases of a sequence [5.2]")),
    Range("initiative_bid", 0, BID, N_("the VP bid to play first, as entered [5.1]")),
    Range("side_vp[]", 0, SIDE_VALUE, N_("the agreed value of side, as entered [19]")),
    Range(
        "units[].boxes[]",
        _morale_low,
        _morale_high,
        N_("a morale as the app takes it: the text bounds none [0.4] [14]"),
    ),
    Range(
        "leaders[].initiative",
        0,
        _initiative,
        N_("an initiative tested on 1D6 (0: not entered) [6.7]"),
    ),
    Range("leaders[].returns_on", 0, _aide_arrives, N_("the second turn after his death [15.1]")),
    Range("leaders[].bonus", 0, BONUS, N_("a leader's bonus, as entered from his chart [4.3]")),
    Range(
        "leaders[].aide_initiative",
        0,
        _initiative,
        N_("the aide-de-camp's initiative, tested on 1D6 [6.7] [15.1]"),
    ),
    Range(
        "leaders[].aide_bonus", 0, BONUS, N_("the aide-de-camp's bonus, as entered [4.3] [15.1]")
    ),
    Range("held[].hexes", 0, _most_hexes, N_("an objective's hexes on the VP chart [19]")),
    Range("guard_rolled", 0, _turns, N_("the turn the Guard last rolled to leave [17]")),
    Range("clock.french_ms", 0, CLOCK_MS, N_("the time the French have used [Competition]")),
    Range("clock.coalition_ms", 0, CLOCK_MS, N_("the time the Coalition has used [Competition]")),
    Range("clock.since_ms", 0, CLOCK_MS, N_("when the running clock was started [Competition]")),
    Unique(("units[].id",), N_("each unit is in the order of battle once [14]")),
    Unique(("leaders[].id",), N_("each leader is entered once [1.4]")),
    Unique(("held[].id",), N_("each objective is scored once [19]")),
    Unique(("options[]",), N_("each rule option is in force once")),
    Unique(("initiative_tested[]",), N_("a general tests his initiative once a phase [6.7]")),
)
"""Every bound of a Vae Victis state, checked in this order; a unit's crossed boxes (no more
than it has) are `validate`'s own check."""
