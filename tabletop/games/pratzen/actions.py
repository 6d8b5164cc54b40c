"""Every action a Pratzen player (or the owner setting up a scenario) takes, as typed values.

Each kind is a frozen dataclass checked when built (tabletop/games/actions.py); the rules in
rules.py carry them out, legal.py says which are open now. A roll the rules call for is thrown
by the session's dice, or typed in from real dice (`roll`).
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.i18n import N_
from tabletop.games.actions import Correction, GameAction, action_kinds, arg
from tabletop.games.pratzen.combat_action import CloseCombat
from tabletop.games.pratzen.fire_action import ArtilleryFire, Musketry
from tabletop.games.pratzen.roll_actions import LeaderCasualty, Rally, ReinforcementRoll, Reload
from tabletop.games.pratzen.setup_actions import (
    ARM_CHOICES,
    ARM_HELP,
    PHASES,
    ROLL_HELP,
    SIDE_WORDS,
    SIDES,
    AddLeader,
    AddReinforcement,
    AddUnit,
    AddUnitCorrection,
    GroupEntry,
    LeaderEntry,
    RemovePiece,
    RemovePieceCorrection,
    ReplaceUnit,
    SetUp,
    UnitEntry,
)
from tabletop.games.pratzen.state import AMMO, STATUSES

__all__ = [
    "ARM_CHOICES",
    "ARM_HELP",
    "AddLeader",
    "AddReinforcement",
    "AddUnit",
    "AddUnitCorrection",
    "GroupEntry",
    "LeaderEntry",
    "PHASES",
    "ROLL_HELP",
    "RemovePiece",
    "RemovePieceCorrection",
    "ReplaceUnit",
    "SIDES",
    "SetUp",
    "UnitEntry",
    "ArtilleryFire",
    "CloseCombat",
    "LeaderCasualty",
    "Musketry",
    "Rally",
    "ReinforcementRoll",
    "Reload",
]
"""The names other modules read here: the set-up kinds (setup_actions.py), the close combat
(combat_action.py) and the other rolls (roll_actions.py) are kinds of the game as these are."""

MARKERS = ("Fired", "OOC")


@dataclass(frozen=True)
class NextPhase(GameAction):
    """Move the phase marker on; after the Allied Close Combat Phase, the victory check."""

    KIND = "next_phase"
    TITLE = N_("Next phase")
    CASE = "Sequence of play"


@dataclass(frozen=True)
class ReinforcementArrives(GameAction):
    """A delayed group on the Turn track arrives, without rolling again."""

    KIND = "reinforcement_arrives"
    TITLE = N_("Delayed group arrives")
    CASE = "Reinforcements Phase"

    group: str = arg(N_("group"))


@dataclass(frozen=True)
class ReinforcementBlocked(GameAction):
    """Every arrival hex holds or is next to an enemy unit: delayed 5 turns."""

    KIND = "reinforcement_blocked"
    TITLE = N_("Arrival hexes blocked")
    CASE = "Reinforcements Phase"

    group: str = arg(N_("group"))


@dataclass(frozen=True)
class Hits(GameAction):
    """Record hits: name a unit once for each hit it takes."""

    KIND = "hits"
    TITLE = N_("Record hits")
    CASE = "Combat effects on units"

    units: tuple[str, ...] = arg(
        N_("units hit"), help=N_("one name per hit, repeated for two hits")
    )
    remove: tuple[str, ...] = arg(
        N_("units removed"),
        default=(),
        help=N_("the owner's choice when a battalion reaches 3 hits"),
    )
    natural_six: bool = arg(
        N_("fire rolled a natural 6"),
        default=False,
        help=N_(
            "artillery takes a hit marker only from a natural 6 when already limbered; "
            "otherwise it limbers and withdraws 1 hex, or withdraws its MA [Hitting and "
            '"Disordering" Artillery]'
        ),
    )
    detached: tuple[str, ...] = arg(
        N_("units hit while detached"),
        default=(),
        help=N_(
            "units of a battalion not part of it when hit: the markers go beneath the unit "
            "[Combat effects on units]"
        ),
    )


@dataclass(frozen=True)
class Rejoin(GameAction):
    """A detached unit with hits rejoins its battalion: its hits go to the Flag's."""

    KIND = "rejoin"
    TITLE = N_("A detached unit rejoins")
    CASE = "Combat effects on units"

    unit: str = arg(N_("unit"))
    remove: tuple[str, ...] = arg(
        N_("units removed"),
        default=(),
        help=N_("the owner's choice when the battalion reaches 3 hits"),
    )


@dataclass(frozen=True)
class SetStatus(Correction):
    """Mark a unit steady, disordered or routed, as a combat result the app did not roll
    says (a correction, with its reason); never a rally: a unit recovers good order only by
    its morale check in its Rally Phase [Rally Phase]."""

    KIND = "status"
    TITLE = N_("Set a unit's cohesion")
    CASE = "Combat effects on units"

    unit: str = arg(N_("unit"))
    status: str = arg(N_("cohesion"), choices=STATUSES)


@dataclass(frozen=True)
class SetAmmo(Correction):
    """Place or flip an ammunition chit on a Flag or artillery unit (optional rule), a
    correction with its reason; never a reload: a chit comes off only by a Reload roll
    [Ammunition Reload]."""

    KIND = "ammo"
    TITLE = N_("Ammunition chit")
    CASE = "Optional rule: Ammunition"

    unit: str = arg(N_("Flag or artillery unit"))
    ammo: str = arg(N_("ammunition"), choices=AMMO, help=N_("full (reloaded), low, or none"))


@dataclass(frozen=True)
class Marker(GameAction):
    """Place or remove a Fired chit (Engagement Phase) or an OOC marker (Command Phase)."""

    KIND = "marker"
    TITLE = N_("Fired or OOC marker")
    CASE = "Markers"

    unit: str = arg(N_("unit"))
    marker: str = arg(N_("marker"), choices=MARKERS)
    placed: bool = arg(N_("placed (false: removed)"), default=True)


@dataclass(frozen=True)
class Eliminate(GameAction):
    """Eliminate a unit or leader and place it on the Morale Chart."""

    KIND = "eliminate"
    TITLE = N_("Eliminate a piece")
    CASE = "Combat effects on units"

    name: str = arg(N_("unit or leader"))


@dataclass(frozen=True)
class FlagsDefeated(GameAction):
    """A Flag (or a cavalry unit with a Leader) suffered a D or T in close combat."""

    KIND = "flags_defeated"
    TITLE = N_("Defeated Flags")
    CASE = "Using the Morale Tracks"

    side: str = arg(N_("side defeated"), choices=SIDE_WORDS, flag="--defeated-side")
    count: int = arg(N_("Flags defeated"), default=1, low=1, high=20)


@dataclass(frozen=True)
class CombatLoser(GameAction):
    """The side a close combat's result applies to, as the printed table's bold-italic marks
    say (they did not survive in the text): logged so a referee reads who lost."""

    KIND = "combat_loser"
    TITLE = N_("Who lost the close combat")
    CASE = "Close Combat Results Table"

    loser: str = arg(
        N_("side that lost"), choices={"attacker": N_("attacker"), "defender": N_("defender")}
    )
    result: str = arg(N_("printed result"), choices=("R", "D", "T"))


@dataclass(frozen=True)
class UseEventDeck(GameAction):
    """Play with the optional Event deck from now on: shuffle it."""

    KIND = "use_event_deck"
    TITLE = N_("Use the Event deck")
    CASE = "Optional rule: the Event Deck"


@dataclass(frozen=True)
class UseAmmunition(GameAction):
    """Play with the optional Ammunition rules from now on (chits, reloads, the cards)."""

    KIND = "use_ammunition"
    TITLE = N_("Use the Ammunition rules")
    CASE = "Optional rule: Ammunition"


@dataclass(frozen=True)
class DrawEvent(GameAction):
    """The phasing player draws the top event card."""

    KIND = "draw_event"
    TITLE = N_("Draw an event card")
    CASE = "Event Phase (Optional)"


@dataclass(frozen=True)
class PlayEvent(GameAction):
    """A held card is played or discarded: set aside, or face up on the discards."""

    KIND = "play_event"
    TITLE = N_("Play or discard an event card")
    CASE = "Optional rule: the Event Deck"

    card: str = arg(N_("card id"))
    set_aside: bool = arg(N_("set aside out of play"), default=False)
    side: str = arg(
        N_("side holding it"), default="", choices={"": "", **SIDE_WORDS}, flag="--holder"
    )
    unit: str = arg(
        N_("Flag or gun taking the chit"),
        default="",
        help=N_(
            "Low Ammo: the Flag or artillery unit closest to an enemy unit gets a Low Ammo "
            "chit; Ammo Shortage: the firing Flag or gun marked Low Ammo flips to No Ammo "
            "[Optional rule: Ammunition]"
        ),
    )


@dataclass(frozen=True)
class AddEventCard(GameAction):
    """The owner enters one of the printed event cards (they are not in the text)."""

    KIND = "add_event_card"
    TITLE = N_("Add an event card")
    CASE = "Optional rule: the Event Deck"

    name: str = arg(N_("card name"))
    text: str = arg(N_("card text"), default="")


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
    CloseCombat,
    CombatLoser,
    ArtilleryFire,
    Musketry,
    UseEventDeck,
    UseAmmunition,
    DrawEvent,
    PlayEvent,
    AddEventCard,
    AddUnitCorrection,
    RemovePieceCorrection,
)
"""Every action kind of The Pratzen."""
