"""The actions on the army: the order of battle, the loss records and the leaders, as typed,
checked values (the turn's, victory's and the clock's are in actions.py, with ACTIONS).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop.core.i18n import N_
from tabletop.games.actions import Correction, GameAction, arg
from tabletop.games.vaevictis.data import SIDES, game_data
from tabletop.games.vaevictis.rolls import SQUARE_FROM

SIDE_CHOICES = {side: side for side in SIDES}
"""The sides, as saved and as a player reads them (each side's name is its catalog's word)."""
ROLL_HELP = N_("a roll of real dice, typed in; left out: the app's dice")
TEST_HELP = N_(
    "when the result calls for a test [12.3]; left out: the app's dice, or after a typed "
    "roll the player rolls the test and enters it"
)


TEST_WHY = {
    "fire": N_("fire"),
    "combat": N_("combat"),
    "square": N_("square"),
    "rally": N_("rally"),
    "other": N_("other"),
}
"""Why a unit tests its morale, by the word saved, as a player reads it [0.4] [10.3] [7.2]."""
SQUARE_WORDS = {formation: formation for formation in SQUARE_FROM}
"""The formation a unit forms square from, as saved and as read (marked in rolls.py)."""


def typed_test_arg(label: str, help: str = TEST_HELP) -> Any:
    """A field for the 2D6 of a morale test typed from real dice [0.4]."""
    return arg(
        label,
        default=None,
        low=2,
        high=12,
        help=help,
    )


class OwnersDice:
    """The dice of the mort des chefs table, read when asked: "the player throws the dice"
    [15.1], and which dice is lost from the text, so they are the ones the owner entered
    with the table (1d6 until he has)."""

    def __get__(self, obj: object, owner: type | None = None) -> str:
        from tabletop.games.vaevictis.lost_tables import leader_death_dice

        return leader_death_dice()


# -- the order of battle and the loss records [12.3] [14] ----------------------------------
#
# Lose, Disorder, Rout, LeaveMap and Eliminate are corrections: each records on the loss
# record what happened on the map, out of the app's sight (a point lost for each hex a rout
# crosses in an enemy ZOC and a disorder from routing through a friend [14.2] (VV4), a unit
# that routs off the map or cannot rout [14.2], a result the players applied by hand), with
# the reason the board gives. None rallies a unit (a rally is the Rally Phase's [7]), and a
# rout in the fire and close-combat phases is the result or the test the app resolves
# (legal.rout_reason).


ARM_WORDS = {
    "infantry": N_("infantry"),
    "light-infantry": N_("light infantry"),
    "light-cavalry": N_("light cavalry"),
    "medium-cavalry": N_("medium cavalry"),
    "heavy-cavalry": N_("heavy cavalry"),
    "foot-artillery": N_("foot artillery"),
    "horse-artillery": N_("horse artillery"),
}
"""Each arm of the board's [[arms]] as a player says it, where the window names a unit's arm
on its own (the loss records); the log's sentences keep the id, as the saves they replay do."""


@dataclass(frozen=True)
class AddUnit(GameAction):
    """Enter one unit from the tables des potentiels, with the morale of each loss box."""

    KIND = "add_unit"
    TITLE = N_("Enter a unit")
    CASE = "14"

    unit: str = arg(N_("Unit id"), help=N_("a short id of your choice"))
    name: str = arg(N_("Name"), help=N_("as printed on the counter"))
    side: str = arg(N_("Side"), choices=SIDE_CHOICES)
    arm: str = arg(
        N_("Arm"),
        choices={arm: arm for arm in game_data().arms},  # its id is its catalog's word
        help=N_("boards/vaevictis.toml [[arms]]"),
    )
    boxes: tuple[int, ...] = arg(
        N_("Morale of each loss box"), low=1, high=20, help=N_("left to right, e.g. 9,8,7,6 [14]")
    )
    division: str = arg(N_("General de division"), default="", help=N_("his leader id, if entered"))
    guard: bool = arg(N_("Russian Guard in Blasiowitz"), default=False, help=N_("[17]"))
    santon: bool | None = arg(
        N_("French unit placed on the Santon"),
        default=None,
        help=N_("[17] The Santon; left out: no"),
    )


@dataclass(frozen=True)
class Lose(Correction):
    """Cross loss boxes from the left; the last one crossed eliminates the unit."""

    KIND = "lose"
    TITLE = N_("Cross loss boxes")
    CASE = "12.3"

    unit: str = arg(N_("Unit"))
    boxes: int = arg(N_("Boxes to cross"), default=1, low=1, high=20)


@dataclass(frozen=True)
class Disorder(Correction):
    """A disorder marker; a unit already in disorder routs."""

    KIND = "disorder"
    TITLE = N_("Disorder")
    CASE = "12.3"

    unit: str = arg(N_("Unit"))


@dataclass(frozen=True)
class Rout(Correction):
    """A rout marker and a complete rout move; artillery that routs is eliminated."""

    KIND = "rout"
    TITLE = N_("Rout")
    CASE = "14.2"

    unit: str = arg(N_("Unit"))
    in_zoc: bool = arg(
        N_("In an enemy ZOC (artillery, VV4)"),
        default=False,
        help=N_("VV4: artillery in an enemy ZOC at the start of its rout is eliminated [14.2]."),
    )


@dataclass(frozen=True)
class Rally(GameAction):
    """Remove a disorder marker (automatically away from the enemy [7.1]); a rout rallies
    only through a passed morale test for rally [7.2]."""

    KIND = "rally"
    TITLE = N_("Rally")
    CASE = "7"

    unit: str = arg(N_("Unit"))


@dataclass(frozen=True)
class MoraleTest(GameAction):
    """A unit tests its morale on 2D6 at or under its morale now; what follows by reason."""

    KIND = "morale_test"
    TITLE = N_("Morale test")
    CASE = "0.4"

    unit: str = arg(N_("Unit"))
    reason: str = arg(
        N_("Why"),
        default="other",
        choices=TEST_WHY,
        help=N_("square: fails into disorder [10.3]; rally: -1 in rout [7.2]"),
    )
    minus: int = arg(N_("Test minus"), default=0, low=0, high=2, help=N_("Test-1, Test-2 [12.3]"))
    square_from: str = arg(
        N_("Into square from"),
        default="none",
        choices=SQUARE_WORDS,
        help=N_("[10.3]; none for a square test: column, no formation modifier"),
    )
    artillery_stack: bool = arg(N_("Stacked with artillery"), default=False, help=N_("+1 [4.2]"))
    leader: str | None = arg(
        N_("Leader on top of the stack"),
        default=None,
        help=N_("his bonus for morale, for a unit of his division or corps [4.3]"),
    )
    roll: int | None = arg(
        N_("roll of real dice (2D6)"), default=None, low=2, high=12, help=ROLL_HELP
    )

    DICE = "2d6"


@dataclass(frozen=True)
class ApplyResult(GameAction):
    """Apply a printed result of [12.3] (Test, Test-1, D2, R1 ...) read off the board."""

    KIND = "apply_result"
    TITLE = N_("Apply a fire or combat result")
    CASE = "12.3"

    unit: str = arg(N_("Unit"))
    result: str = arg(N_("Result"), help=N_("Test, Test-1, Test-2, D, D2, R, R1, or -"))
    reason: str = arg(
        N_("From"), default="fire", choices={k: TEST_WHY[k] for k in ("fire", "combat", "other")}
    )
    in_zoc: bool = arg(
        N_("In an enemy ZOC (artillery, VV4)"),
        default=False,
        help=N_("VV4: artillery the result routs while in an enemy ZOC is eliminated [14.2]."),
    )
    roll: int | None = typed_test_arg(N_("roll of real dice for its morale test (2D6)"), ROLL_HELP)

    DICE = "2d6"


@dataclass(frozen=True)
class Fire(GameAction):
    """Fire on a unit: the Fire Results Table (entered by the owner), applied at once."""

    KIND = "fire"
    TITLE = N_("Fire")
    CASE = "12.2"

    target: str = arg(N_("Target unit"))
    fire: int = arg(N_("Fire factor"), low=0, high=99)
    protection: int = arg(N_("Target's protection"), low=0, high=99)
    modifier: int = arg(N_("Terrain and disorder"), default=0, low=-20, high=20)
    roll: int | None = arg(N_("roll of real dice"), default=None, low=1, high=6, help=ROLL_HELP)
    test_roll: int | None = typed_test_arg(
        N_("roll of real dice for the target's morale test (2D6)")
    )
    santon_second: bool = arg(
        N_("Second fire of the Santon's battery"),
        default=False,
        help=N_("[17] it fires twice a turn, at the same target"),
    )
    firer: str = arg(
        N_("Firing unit"),
        default="",
        help=N_(
            "its id, of the side that fires now [12.1]; name the Santon's battery on its first fire"
        ),
    )

    DICE = "1d6"


@dataclass(frozen=True)
class CloseCombat(GameAction):
    """Close combat: the TRC (entered by the owner) applied to both units at once."""

    KIND = "close_combat"
    TITLE = N_("Close combat")
    CASE = "13.2"

    attacker: str = arg(N_("Attacking unit"))
    defender: str = arg(N_("Defending unit"))
    attack: int = arg(N_("Attacker's combat value"), low=0, high=99)
    defend: int = arg(N_("Defender's combat value"), low=0, high=99)
    modifier: int = arg(N_("Terrain, charge, leaders, disorder"), default=0, low=-20, high=20)
    roll: int | None = arg(N_("roll of real dice"), default=None, low=1, high=6, help=ROLL_HELP)
    attacker_test_roll: int | None = typed_test_arg(
        N_("roll of real dice for the attacker's morale test (2D6)")
    )
    defender_test_roll: int | None = typed_test_arg(
        N_("roll of real dice for the defender's morale test (2D6)")
    )

    DICE = "1d6"


@dataclass(frozen=True)
class CrossIce(GameAction):
    """A routing unit crosses the frozen lake: 1D6 for each hex crossed."""

    KIND = "cross_ice"
    TITLE = N_("Cross the frozen lake")
    CASE = "14.2"

    unit: str = arg(N_("Unit"))
    hexes: int = arg(N_("Frozen hexes crossed"), default=1, low=1, high=3)
    rolls: tuple[int, ...] = arg(
        N_("rolls of real dice, one per hex"), default=(), low=1, high=6, help=ROLL_HELP
    )


@dataclass(frozen=True)
class LeaveMap(Correction):
    """A routing unit leaves the map (or a Guard unit leaves for the Pratzen)."""

    KIND = "leave_map"
    TITLE = N_("Leaves the map")
    CASE = "14.2"

    unit: str = arg(N_("Unit"))


@dataclass(frozen=True)
class Eliminate(Correction):
    """A unit in rout which cannot move is eliminated."""

    KIND = "eliminate"
    TITLE = N_("Eliminate (cannot rout)")
    CASE = "14.2"

    unit: str = arg(N_("Unit"))


# -- leaders [6.7] [15] ------------------------------------------------------------------


@dataclass(frozen=True)
class AddLeader(GameAction):
    """Enter a leader from the leader chart."""

    KIND = "add_leader"
    TITLE = N_("Enter a leader")
    CASE = "1.4"

    leader: str = arg(N_("Leader id"))
    name: str = arg(N_("Name"))
    side: str = arg(N_("Side"), choices=SIDE_CHOICES)
    rank: str = arg(
        N_("Rank"),
        choices={"corps": N_("corps commander"), "division": N_("general de division")},
    )
    corps: str = arg(N_("Corps commander"), default="", help=N_("for a general de division"))
    initiative: int = arg(N_("Initiative"), default=0, low=0, high=6, help=N_("[6.7]"))
    bonus: int | None = arg(
        N_("Bonus for morale and combat"),
        default=None,
        low=0,
        high=6,
        help=N_("leader chart [4.3]; left out: none"),
    )


@dataclass(frozen=True)
class AideValues(GameAction):
    """The aide-de-camp's own values, printed on the back of his general's counter."""

    KIND = "aide_values"
    TITLE = N_("Aide-de-camp's values")
    CASE = "15.1"

    leader: str = arg(N_("Leader"), help=N_("whose counter's back it is"))
    initiative: int = arg(N_("Aide's initiative"), default=0, low=0, high=6, help=N_("[6.7]"))
    bonus: int = arg(
        N_("Aide's bonus for morale and combat"), default=0, low=0, high=6, help=N_("[4.3]")
    )


@dataclass(frozen=True)
class Initiative(GameAction):
    """A general de division out of command tests his initiative."""

    KIND = "initiative"
    TITLE = N_("General's initiative")
    CASE = "6.7"

    leader: str = arg(N_("General de division"))
    roll: int | None = arg(N_("roll of real dice"), default=None, low=1, high=6, help=ROLL_HELP)

    DICE = "1d6"


@dataclass(frozen=True)
class LeaderRisk(GameAction):
    """A leader stacked with a unit under fire or in combat reads the mort des chefs table."""

    KIND = "leader_risk"
    TITLE = N_("Leader's risk")
    CASE = "15.1"

    leader: str = arg(N_("Leader"))
    column: str = arg(N_("Column"), help=N_("of the owner's mort des chefs table"))
    roll: int | None = arg(N_("roll of real dice"), default=None, low=1, high=12, help=ROLL_HELP)

    DICE = OwnersDice()


@dataclass(frozen=True)
class KillLeader(GameAction):
    """A leader (or his aide) is killed; the aide-de-camp arrives two turns later."""

    KIND = "kill_leader"
    TITLE = N_("Leader killed")
    CASE = "15"

    leader: str = arg(N_("Leader"))


@dataclass(frozen=True)
class CaptureLeader(GameAction):
    """A leader who cannot evade is captured: retired from the game, VP to the enemy."""

    KIND = "capture_leader"
    TITLE = N_("Leader captured")
    CASE = "Amendments"

    leader: str = arg(N_("Leader"))


@dataclass(frozen=True)
class WithdrawGeneral(GameAction):
    """A general de division without troops rejoins the emperor (no VP)."""

    KIND = "withdraw_general"
    TITLE = N_("General without troops")
    CASE = "Amendments"

    leader: str = arg(N_("General de division"))
