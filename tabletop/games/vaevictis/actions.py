"""Every action of Austerlitz 1805 (Vae Victis) as a typed, checked value.

Each kind names its rulebook case; `tabletop act FILE KIND --field value` and the panel build
them the same way (`build_action`). A roll of real dice is typed in the `roll` field.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.i18n import N_
from tabletop.games.actions import GameAction, action_kinds, arg
from tabletop.games.vaevictis.army_actions import (
    AddLeader,
    AddUnit,
    AideValues,
    ApplyResult,
    CaptureLeader,
    CloseCombat,
    CrossIce,
    Disorder,
    Eliminate,
    Fire,
    Initiative,
    KillLeader,
    LeaderRisk,
    LeaveMap,
    Lose,
    MoraleTest,
    Rally,
    Rout,
    WithdrawGeneral,
)
from tabletop.games.vaevictis.data import SIDES, game_data

SIDE_CHOICES = {side: side for side in SIDES}
"""The sides, as saved and as a player reads them (each side's name is its catalog's word)."""
ROLL_HELP = N_("a roll of real dice, typed in; left out: the app's dice")


# -- before play [5.1] [19] ----------------------------------------------------------------


@dataclass(frozen=True)
class RollFirst(GameAction):
    """Each player throws 1D6; the higher chooses to go first or second."""

    KIND = "roll_first"
    TITLE = N_("Roll for the first player")
    CASE = "5.1"

    french: int | None = arg(N_("French die"), default=None, low=1, high=6, help=ROLL_HELP)
    coalition: int | None = arg(N_("Coalition die"), default=None, low=1, high=6, help=ROLL_HELP)


@dataclass(frozen=True)
class BidFirst(GameAction):
    """Secret bids in VP to choose first or second; the higher bid gives its points away."""

    KIND = "bid_first"
    TITLE = N_("Bid for the first player")
    CASE = "5.1"

    french: int = arg(N_("French bid (VP)"), low=0, high=999)
    coalition: int = arg(N_("Coalition bid (VP)"), low=0, high=999)


@dataclass(frozen=True)
class ChooseFirst(GameAction):
    """The winner of the dice or the bid says which side plays the first sequence."""

    KIND = "choose_first"
    TITLE = N_("Choose who goes first")
    CASE = "5.1"

    first: str = arg(N_("Side that goes first"), choices=SIDE_CHOICES)


@dataclass(frozen=True)
class SideValue(GameAction):
    """The agreed value of side each player receives from the side bid."""

    KIND = "side_value"
    TITLE = N_("Agreed value of side")
    CASE = "19"

    french: int = arg(N_("VP to the French"), low=0, high=999)
    coalition: int = arg(N_("VP to the Coalition"), low=0, high=999)


# -- the turn [5.2] [5.3] [17] ------------------------------------------------------------


@dataclass(frozen=True)
class NextPhase(GameAction):
    """Go on to the next phase, sequence or turn."""

    KIND = "next_phase"
    TITLE = N_("Next phase")
    CASE = "5.2"


@dataclass(frozen=True)
class RandomFinish(GameAction):
    """At the end of Turns 7 to 9, one player rolls 1D6 to see if the game ends."""

    KIND = "random_finish"
    TITLE = N_("Random finish")
    CASE = "5.3"

    roll: int | None = arg(N_("roll of real dice"), default=None, low=1, high=6, help=ROLL_HELP)
    roller: str | None = arg(
        N_("Player who rolls"),
        default=None,
        choices=SIDE_CHOICES,
        help=N_(
            "'one of the players rolls 1D6' [5.3]; left out: the player whose sequence ends "
            "the turn"
        ),
    )

    DICE = "1d6"


@dataclass(frozen=True)
class GuardDeparture(GameAction):
    """The Russian Guard's roll to leave Blasiowitz, in the Coalition's Command Phase."""

    KIND = "guard_departure"
    TITLE = N_("Russian Guard departure")
    CASE = "17"

    roll: int | None = arg(N_("roll of real dice"), default=None, low=1, high=6, help=ROLL_HELP)

    DICE = "1d6"


# -- victory and the clock [19] [Competition] --------------------------------------------


@dataclass(frozen=True)
class Hold(GameAction):
    """The hexes of an objective held at the end by the side that scores it."""

    KIND = "hold"
    TITLE = N_("Objective held")
    CASE = "19"

    objective: str = arg(N_("Objective"))
    hexes: int = arg(N_("Hexes held"), low=0, high=4)


@dataclass(frozen=True)
class ClockAction(GameAction):
    """Start, switch or pause the competition chess clock."""

    KIND = "clock"
    TITLE = N_("Chess clock")
    CASE = "Competition"

    command: str = arg(N_("Clock"), choices=("start", "switch", "pause"))
    at: int = arg(
        N_("Time now (seconds since 1970)"),
        low=0,
        high=10**11,
        help=N_("the panel gives the computer's clock"),
    )
    side: str | None = arg(
        N_("Side to start"),
        default=None,
        choices=SIDE_CHOICES,
        help=N_("left out: the active player's clock"),
    )


@dataclass(frozen=True)
class SetOptions(GameAction):
    """Choose the named rule options and competition mode, before play begins."""

    KIND = "set_options"
    TITLE = N_("Rule options")
    CASE = "Competition"

    options: tuple[str, ...] = arg(
        N_("Options in force"),
        default=(),
        choices=tuple(game_data().section("options")),
        help=N_("boards/vaevictis.toml [options]"),
    )
    competition: bool = arg(N_("Competition game (6 turns, chess clock)"), default=False)


@dataclass(frozen=True)
class Notes(GameAction):
    """Replace the players' notes."""

    KIND = "notes"
    TITLE = N_("Notes")

    text: str = arg(N_("notes"), default="", help=N_("what the players write down"))


ACTIONS = action_kinds(
    RollFirst,
    BidFirst,
    ChooseFirst,
    SideValue,
    NextPhase,
    RandomFinish,
    GuardDeparture,
    AddUnit,
    Lose,
    Disorder,
    Rout,
    Rally,
    MoraleTest,
    ApplyResult,
    Fire,
    CloseCombat,
    CrossIce,
    LeaveMap,
    Eliminate,
    AddLeader,
    AideValues,
    Initiative,
    LeaderRisk,
    KillLeader,
    CaptureLeader,
    WithdrawGeneral,
    Hold,
    ClockAction,
    SetOptions,
    Notes,
)
"""Every action kind of the game, by KIND."""
