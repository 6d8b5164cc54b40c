"""The owner's entries of a scenario before play (the Playbook is not in the text
[Preparing for play]), and their twins once play has begun: corrections, taken with a reason,
of pieces the board shows that the tracked state lacks or holds by mistake (DESIGN 3).
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.i18n import N_
from tabletop.games.actions import Correction, GameAction, arg
from tabletop.games.pratzen import data
from tabletop.games.pratzen.state import ARMS, MORALE_READINGS, UNIT_TYPES

SIDES = data.sides()
PHASES = data.phases()
ARM_CHOICES = ("", *(arm for arms in ARMS.values() for arm in arms))
ARM_HELP = N_("artillery: foot or horse; cavalry: light or heavy (left out: not given)")
ROLL_HELP = N_("the total of real dice; leave out to roll the session's dice")
SIDE_WORDS = {side: side for side in SIDES}
"""Each side as a player reads it (the side's name, translated where shown)."""
TYPE_WORDS = {kind: kind for kind in UNIT_TYPES}
"""Each unit type as a player reads it."""
PHASE_WORDS = {"": "", **{phase: phase for phase in PHASES}}
"""Each phase as a player reads it ("": the first phase played)."""


@dataclass(frozen=True)
class UnitEntry:
    """One unit of a scenario, as the owner types it."""

    name: str = arg(N_("Name"), help=N_("unique name of the counter"))
    side: str = arg(N_("Side"), choices=SIDE_WORDS)
    type: str = arg(N_("Type"), default="infantry", choices=TYPE_WORDS)
    battalion: str = arg(N_("Battalion"), default="", help=N_("its battalion (infantry only)"))
    flag: bool = arg(N_("Flag"), default=False, help=N_("the battalion's Flag"))
    er: int = arg(N_("ER"), default=0, low=0, high=3, help=N_("printed Engagement Rating, 1 to 3"))
    arm: str = arg(N_("class"), default="", choices=ARM_CHOICES, help=ARM_HELP)


@dataclass(frozen=True)
class LeaderEntry:
    """One leader of a scenario."""

    name: str = arg(N_("Leader"))
    side: str = arg(N_("Side"), choices=SIDE_WORDS)
    command: str = arg(N_("Command"), default="", help=N_("his command, as the scenario lists it"))


@dataclass(frozen=True)
class GroupEntry:
    """One scheduled group of reinforcements."""

    group: str = arg(N_("Reinforcement group"))
    side: str = arg(N_("Side"), choices=SIDE_WORDS)
    turn: int = arg(N_("Due on turn"), low=1, high=200)


@dataclass(frozen=True)
class SetUp(GameAction):
    """Start the game from a scenario the owner entered (the Playbook is not in the text)."""

    KIND = "setup"
    TITLE = N_("Set up the scenario")
    CASE = "Preparing for play"

    turns: int = arg(N_("Game Turns"), low=1, high=200, help=N_("the scenario's number of turns"))
    french_level: int = arg(N_("French Demoralization Level"), low=1, high=99)
    allied_level: int = arg(N_("Allied Demoralization Level"), low=1, high=99)
    scenario: str = arg(N_("scenario name"), default="")
    start_side: str = arg(N_("Starting side"), default=SIDES[0], choices=SIDE_WORDS)
    start_phase: str = arg(
        N_("Starting phase"),
        default="",
        choices=PHASE_WORDS,
        help=N_("as the scenario says; left out: the first phase played"),
    )
    event_deck: bool = arg(N_("Use the Event deck"), default=False)
    ammunition: bool = arg(
        N_("use the Ammunition rules"),
        default=False,
        help=N_("Low Ammo and Ammo Shortage cards, chits and reloads [Optional rule: Ammunition]"),
    )
    morale_reading: str = arg(
        N_("a side is demoralized when"),
        default=MORALE_READINGS[0],
        choices=MORALE_READINGS,
        help=N_(
            "meet-or-cross: its Defeated Flags marker and its eliminated pieces meet or pass "
            "each other, the chart tracking 'the decline of morale' [Using the Morale Tracks] and "
            "checked 'to determine whether one side has demoralized the enemy' [Victory Check]; "
            "enters: only when the marker 'enters the box with an eliminated unit', as worded "
            "[Using the Morale Tracks]"
        ),
    )
    units: tuple[UnitEntry, ...] = arg(N_("units"), default=())
    leaders: tuple[LeaderEntry, ...] = arg(N_("leaders"), default=())
    reinforcements: tuple[GroupEntry, ...] = arg(N_("reinforcements"), default=())


@dataclass(frozen=True)
class AddUnit(GameAction, UnitEntry):
    """Add one unit to the scenario: the fields of a scenario's unit entry (`UnitEntry`)."""

    KIND = "add_unit"
    TITLE = N_("Add a unit")
    CASE = "Playing pieces"


@dataclass(frozen=True)
class ReplaceUnit(AddUnit):
    """Correct a unit entered with a mistake before play begins: the corrected unit takes
    the old one's place in the scenario's list."""

    KIND = "replace_unit"
    TITLE = N_("Correct a unit in its place")
    CASE = "Preparing for play"

    replaces: str = arg(N_("unit corrected"), kw_only=True, help=N_("name of the unit as entered"))


@dataclass(frozen=True)
class AddLeader(GameAction, LeaderEntry):
    """Add one leader to the scenario: the fields of a scenario's leader (`LeaderEntry`)."""

    KIND = "add_leader"
    TITLE = N_("Add a leader")
    CASE = "Leaders"


@dataclass(frozen=True)
class RemovePiece(GameAction):
    """Take back a unit or leader entered by mistake (not one on the Morale Chart)."""

    KIND = "remove_piece"
    TITLE = N_("Remove a piece entered by mistake")
    CASE = "Preparing for play"

    name: str = arg(N_("unit or leader"))


@dataclass(frozen=True)
class AddReinforcement(GameAction, GroupEntry):
    """Schedule a group of reinforcements: the fields of a scenario's group (`GroupEntry`)."""

    KIND = "add_reinforcement"
    TITLE = N_("Schedule reinforcements")
    CASE = "Reinforcements Phase"


@dataclass(frozen=True)
class AddUnitCorrection(AddUnit, Correction):
    """Once play has begun: a unit the board holds that was never entered (a correction,
    with its reason); it enters in good order, with no hits and full ammunition, so it
    cannot bring back a unit the rules took off [Playing pieces]."""

    KIND = "add_unit_correction"
    TITLE = N_("Correct: a unit the board holds")
    CASE = "Playing pieces"


@dataclass(frozen=True)
class RemovePieceCorrection(RemovePiece, Correction):
    """Once play has begun: a unit or leader entered by mistake taken back (a correction,
    with its reason). A unit that has fought is not taken off this way: a piece lost goes on
    the Morale Chart [Using the Morale Tracks]."""

    KIND = "remove_piece_correction"
    TITLE = N_("Correct: a piece entered by mistake")
    CASE = "Preparing for play"
