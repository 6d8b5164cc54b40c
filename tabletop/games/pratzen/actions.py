"""Every action a Pratzen player (or the owner setting up a scenario) takes, as typed values.

Each kind is a frozen dataclass checked when built (tabletop/games/actions.py); the rules in
rules.py carry them out, legal.py says which are open now. A roll the rules call for is thrown
by the session's dice, or typed in from real dice (`roll`).
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.games.actions import GameAction, action_kinds, arg
from tabletop.games.pratzen import data
from tabletop.games.pratzen.state import AMMO, ARMS, MORALE_READINGS, STATUSES, UNIT_TYPES

SIDES = data.sides()
MARKERS = ("Fired", "OOC")
PHASES = data.phases()
ARM_CHOICES = ("", *(arm for arms in ARMS.values() for arm in arms))
ARM_HELP = "artillery: foot or horse; cavalry: light or heavy (left out: not given)"
ROLL_HELP = "the total of real dice; leave out to roll the session's dice"


@dataclass(frozen=True)
class UnitEntry:
    """One unit of a scenario, as the owner types it."""

    name: str = arg("name", help="unique name of the counter")
    side: str = arg("side", choices=SIDES)
    type: str = arg("type", default="infantry", choices=UNIT_TYPES)
    battalion: str = arg("battalion", default="", help="its battalion (infantry only)")
    flag: bool = arg("Flag", default=False, help="the battalion's Flag")
    er: int = arg("ER", default=0, low=0, high=3, help="printed Engagement Rating, 1 to 3")
    arm: str = arg("class", default="", choices=ARM_CHOICES, help=ARM_HELP)


@dataclass(frozen=True)
class LeaderEntry:
    """One leader of a scenario."""

    name: str = arg("name")
    side: str = arg("side", choices=SIDES)
    command: str = arg("command", default="", help="his command, as the scenario lists it")


@dataclass(frozen=True)
class GroupEntry:
    """One scheduled group of reinforcements."""

    group: str = arg("group")
    side: str = arg("side", choices=SIDES)
    turn: int = arg("due turn", low=1, high=200)


@dataclass(frozen=True)
class SetUp(GameAction):
    """Start the game from a scenario the owner entered (the Playbook is not in the text)."""

    KIND = "setup"
    TITLE = "Set up the scenario"
    CASE = "Preparing for play"

    turns: int = arg("Game Turns", low=1, high=200, help="the scenario's number of turns")
    french_level: int = arg("French Demoralization Level", low=1, high=99)
    allied_level: int = arg("Allied Demoralization Level", low=1, high=99)
    scenario: str = arg("scenario name", default="")
    start_side: str = arg("starting side", default=SIDES[0], choices=SIDES)
    start_phase: str = arg(
        "starting phase",
        default="",
        choices=("", *PHASES),
        help="as the scenario says; left out: the first phase played",
    )
    event_deck: bool = arg("use the Event deck", default=False)
    ammunition: bool = arg(
        "use the Ammunition rules",
        default=False,
        help="Low Ammo and Ammo Shortage cards, chits and reloads [Optional rule: Ammunition]",
    )
    morale_reading: str = arg(
        "a side is demoralized when",
        default=MORALE_READINGS[0],
        choices=MORALE_READINGS,
        help="meet-or-cross: its Defeated Flags marker and its eliminated pieces meet or pass "
        "each other, the chart tracking 'the decline of morale' [Using the Morale Tracks] and "
        "checked 'to determine whether one side has demoralized the enemy' [Victory Check]; "
        "enters: only when the marker 'enters the box with an eliminated unit', as worded "
        "[Using the Morale Tracks]",
    )
    units: tuple[UnitEntry, ...] = arg("units", default=())
    leaders: tuple[LeaderEntry, ...] = arg("leaders", default=())
    reinforcements: tuple[GroupEntry, ...] = arg("reinforcements", default=())


@dataclass(frozen=True)
class AddUnit(GameAction):
    """Add one unit to the scenario."""

    KIND = "add_unit"
    TITLE = "Add a unit"
    CASE = "Playing pieces"

    name: str = arg("name", help="unique name of the counter")
    side: str = arg("side", choices=SIDES)
    type: str = arg("type", default="infantry", choices=UNIT_TYPES)
    battalion: str = arg("battalion", default="", help="its battalion (infantry only)")
    flag: bool = arg("Flag", default=False, help="the battalion's Flag")
    er: int = arg("ER", default=0, low=0, high=3, help="printed Engagement Rating, 1 to 3")
    arm: str = arg("class", default="", choices=ARM_CHOICES, help=ARM_HELP)


@dataclass(frozen=True)
class ReplaceUnit(AddUnit):
    """Correct a unit entered with a mistake before play begins: the corrected unit takes
    the old one's place in the scenario's list."""

    KIND = "replace_unit"
    TITLE = "Correct a unit in its place"
    CASE = "Preparing for play"

    replaces: str = arg("unit corrected", kw_only=True, help="name of the unit as entered")


@dataclass(frozen=True)
class AddLeader(GameAction):
    """Add one leader to the scenario."""

    KIND = "add_leader"
    TITLE = "Add a leader"
    CASE = "Leaders"

    name: str = arg("name")
    side: str = arg("side", choices=SIDES)
    command: str = arg("command", default="")


@dataclass(frozen=True)
class RemovePiece(GameAction):
    """Take back a unit or leader entered by mistake (not one on the Morale Chart)."""

    KIND = "remove_piece"
    TITLE = "Remove a piece entered by mistake"
    CASE = "Preparing for play"

    name: str = arg("unit or leader")


@dataclass(frozen=True)
class AddReinforcement(GameAction):
    """Schedule a group of reinforcements."""

    KIND = "add_reinforcement"
    TITLE = "Schedule reinforcements"
    CASE = "Reinforcements Phase"

    group: str = arg("group")
    side: str = arg("side", choices=SIDES)
    turn: int = arg("due turn", low=1, high=200)


@dataclass(frozen=True)
class NextPhase(GameAction):
    """Move the phase marker on; after the Allied Close Combat Phase, the victory check."""

    KIND = "next_phase"
    TITLE = "Next phase"
    CASE = "Sequence of play"


@dataclass(frozen=True)
class ReinforcementRoll(GameAction):
    """Roll 2d6 on the Reinforcement Table for a group due now."""

    KIND = "reinforcement"
    TITLE = "Roll for reinforcements"
    CASE = "Reinforcements Phase"

    group: str = arg("group")
    roll: int | None = arg("roll of real dice", default=None, low=2, high=12, help=ROLL_HELP)


@dataclass(frozen=True)
class ReinforcementArrives(GameAction):
    """A delayed group on the Turn track arrives, without rolling again."""

    KIND = "reinforcement_arrives"
    TITLE = "Delayed group arrives"
    CASE = "Reinforcements Phase"

    group: str = arg("group")


@dataclass(frozen=True)
class ReinforcementBlocked(GameAction):
    """Every arrival hex holds or is next to an enemy unit: delayed 5 turns."""

    KIND = "reinforcement_blocked"
    TITLE = "Arrival hexes blocked"
    CASE = "Reinforcements Phase"

    group: str = arg("group")


@dataclass(frozen=True)
class Hits(GameAction):
    """Record hits: name a unit once for each hit it takes."""

    KIND = "hits"
    TITLE = "Record hits"
    CASE = "Combat effects on units"

    units: tuple[str, ...] = arg("units hit", help="one name per hit, repeated for two hits")
    remove: tuple[str, ...] = arg(
        "units removed", default=(), help="the owner's choice when a battalion reaches 3 hits"
    )
    natural_six: bool = arg(
        "fire rolled a natural 6",
        default=False,
        help="artillery takes a hit marker only from a natural 6 when already limbered; "
        "otherwise it limbers and withdraws 1 hex, or withdraws its MA [Hitting and "
        '"Disordering" Artillery]',
    )
    detached: tuple[str, ...] = arg(
        "units hit while detached",
        default=(),
        help="units of a battalion not part of it when hit: the markers go beneath the unit "
        "[Combat effects on units]",
    )


@dataclass(frozen=True)
class Rejoin(GameAction):
    """A detached unit with hits rejoins its battalion: its hits go to the Flag's."""

    KIND = "rejoin"
    TITLE = "A detached unit rejoins"
    CASE = "Combat effects on units"

    unit: str = arg("unit")
    remove: tuple[str, ...] = arg(
        "units removed", default=(), help="the owner's choice when the battalion reaches 3 hits"
    )


@dataclass(frozen=True)
class SetStatus(GameAction):
    """Mark a unit steady, disordered or routed, as a combat result says."""

    KIND = "status"
    TITLE = "Set a unit's cohesion"
    CASE = "Combat effects on units"

    unit: str = arg("unit")
    status: str = arg("cohesion", choices=STATUSES)


@dataclass(frozen=True)
class SetAmmo(GameAction):
    """Place, flip or remove an ammunition chit on a Flag or artillery unit (optional rule)."""

    KIND = "ammo"
    TITLE = "Ammunition chit"
    CASE = "Optional rule: Ammunition"

    unit: str = arg("Flag or artillery unit")
    ammo: str = arg("ammunition", choices=AMMO, help="full (reloaded), low, or none")


@dataclass(frozen=True)
class Marker(GameAction):
    """Place or remove a Fired chit (Engagement Phase) or an OOC marker (Command Phase)."""

    KIND = "marker"
    TITLE = "Fired or OOC marker"
    CASE = "Markers"

    unit: str = arg("unit")
    marker: str = arg("marker", choices=MARKERS)
    placed: bool = arg("placed (false: removed)", default=True)


@dataclass(frozen=True)
class Eliminate(GameAction):
    """Eliminate a unit or leader and place it on the Morale Chart."""

    KIND = "eliminate"
    TITLE = "Eliminate a piece"
    CASE = "Combat effects on units"

    name: str = arg("unit or leader")


@dataclass(frozen=True)
class Rally(GameAction):
    """A disordered or routed unit of the phasing player rolls to recover good order."""

    KIND = "rally"
    TITLE = "Rally a unit"
    CASE = "Rally Phase"

    unit: str = arg("unit")
    leader: bool = arg("commanding leader stacked or adjacent", default=False)
    roll: int | None = arg("roll of real dice", default=None, low=1, high=6, help=ROLL_HELP)


@dataclass(frozen=True)
class Reload(GameAction):
    """A unit's Rally action used as a Reload: on a success its Flag's battalion (or the
    artillery unit) recovers full ammunition [Ammunition Reload]."""

    KIND = "reload"
    TITLE = "Reload (a Rally action)"
    CASE = "Ammunition Reload"

    unit: str = arg("unit rolling", help="any unit of the battalion, or the artillery unit")
    wagon_in_reach: bool = arg(
        "a friendly wagon within four hexes",
        default=False,
        help="traced from the unit, not through a hex adjacent to an enemy unit",
    )
    leader: bool = arg("commanding leader stacked or adjacent", default=False)
    roll: int | None = arg("roll of real dice", default=None, low=1, high=6, help=ROLL_HELP)


@dataclass(frozen=True)
class LeaderCasualty(GameAction):
    """The opposing player rolls 2d6 for a leader whose unit was disordered or eliminated."""

    KIND = "leader_casualty"
    TITLE = "Leader casualty roll"
    CASE = "Combat effects on Leaders"

    leader: str = arg("leader")
    cause: str = arg("cause", choices=("fire", "close-combat", "overrun"))
    roll: int | None = arg("roll of real dice", default=None, low=2, high=12, help=ROLL_HELP)


@dataclass(frozen=True)
class FlagsDefeated(GameAction):
    """A Flag (or a cavalry unit with a Leader) suffered a D or T in close combat."""

    KIND = "flags_defeated"
    TITLE = "Defeated Flags"
    CASE = "Using the Morale Tracks"

    side: str = arg("side defeated", choices=SIDES, flag="--defeated-side")
    count: int = arg("Flags defeated", default=1, low=1, high=20)


@dataclass(frozen=True)
class CombatLoser(GameAction):
    """The side a close combat's result applies to, as the printed table's bold-italic marks
    say (they did not survive in the text): logged so a referee reads who lost."""

    KIND = "combat_loser"
    TITLE = "Who lost the close combat"
    CASE = "Close Combat Results Table"

    loser: str = arg("side that lost", choices=("attacker", "defender"))
    result: str = arg("printed result", choices=("R", "D", "T"))


@dataclass(frozen=True)
class UseEventDeck(GameAction):
    """Play with the optional Event deck from now on: shuffle it."""

    KIND = "use_event_deck"
    TITLE = "Use the Event deck"
    CASE = "Optional rule: the Event Deck"


@dataclass(frozen=True)
class UseAmmunition(GameAction):
    """Play with the optional Ammunition rules from now on (chits, reloads, the cards)."""

    KIND = "use_ammunition"
    TITLE = "Use the Ammunition rules"
    CASE = "Optional rule: Ammunition"


@dataclass(frozen=True)
class DrawEvent(GameAction):
    """The phasing player draws the top event card."""

    KIND = "draw_event"
    TITLE = "Draw an event card"
    CASE = "Event Phase (Optional)"


@dataclass(frozen=True)
class PlayEvent(GameAction):
    """A held card is played or discarded: set aside, or face up on the discards."""

    KIND = "play_event"
    TITLE = "Play or discard an event card"
    CASE = "Optional rule: the Event Deck"

    card: str = arg("card id")
    set_aside: bool = arg("set aside out of play", default=False)
    side: str = arg("side holding it", default="", choices=("", *SIDES), flag="--holder")


@dataclass(frozen=True)
class AddEventCard(GameAction):
    """The owner enters one of the printed event cards (they are not in the text)."""

    KIND = "add_event_card"
    TITLE = "Add an event card"
    CASE = "Optional rule: the Event Deck"

    name: str = arg("card name")
    text: str = arg("card text", default="")


ACTIONS = action_kinds(
    SetUp,
    AddUnit,
    ReplaceUnit,
    AddLeader,
    RemovePiece,
    AddReinforcement,
    NextPhase,
    ReinforcementRoll,
    ReinforcementArrives,
    ReinforcementBlocked,
    Hits,
    Rejoin,
    SetStatus,
    SetAmmo,
    Marker,
    Eliminate,
    Rally,
    Reload,
    LeaderCasualty,
    FlagsDefeated,
    CombatLoser,
    UseEventDeck,
    UseAmmunition,
    DrawEvent,
    PlayEvent,
    AddEventCard,
)
"""Every action kind of The Pratzen."""
