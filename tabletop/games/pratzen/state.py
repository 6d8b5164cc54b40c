"""The state of a game of The Pratzen: turn and phase, pieces, morale charts, hits, event deck.

Everything is a frozen dataclass saved as TOML (tabletop.core.plain). The scenario (turns,
starting phase, demoralization levels, units and leaders) is entered by the owner: the
Playbook is not in the rulebook text [Preparing for play].
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.core.i18n import say
from tabletop.games.pratzen import data

UNIT_TYPES = ("infantry", "cavalry", "artillery", "wagon")
"""Combat unit types [Playing pieces]; wagons with the optional ammunition rule."""
ARMS = {"artillery": ("foot", "horse"), "cavalry": ("light", "heavy")}
"""The class of an artillery unit (foot or horse: "horse artillery is treated as cavalry" when
beaten [Close Combat Phase 12], retreats 8 hexes [Rally Phase 4]) or of a cavalry unit (light or
heavy: a regiment leader commands one class [Cavalry Leaders]; light cavalry may fire [Optional
rule: Light cavalry fire])."""
STATUSES = ("steady", "disordered", "routed")
"""Cohesion states [Definition of terms, Cohesion State]."""
MORALE_READINGS = ("meet-or-cross", "enters")
"""When a side is demoralized [Using the Morale Tracks]: "meet-or-cross" (default), once its
Defeated Flags marker and its eliminated pieces meet in a box or have passed each other; "enters",
the text read literally, only when the marker "enters the box with an eliminated unit"."""
AMMO = ("full", "low", "none")
"""Ammunition states of a Flag or artillery unit [Optional rule: Ammunition]."""


@dataclass(frozen=True)
class Unit:
    """One combat unit counter of the scenario."""

    name: str
    """The name the owner gives it (unique in the game)."""
    side: str
    """"French" or "Allied"."""
    type: str = "infantry"
    """infantry, cavalry, artillery or wagon."""
    battalion: str = ""
    """The battalion an infantry unit belongs to ("" for none)."""
    flag: bool = False
    """True for the battalion's Flag."""
    er: int = 0
    """Printed Engagement Rating, 1 to 3 (0: not entered)."""
    arm: str = ""
    """Its class, one of ARMS for its type ("" not given)."""
    status: str = "steady"
    """steady, disordered or routed. Artillery has no cohesion state: its "disordered" is its
    limbered face ("limbered status on the back (also representing a disorder result from
    combat)" [Artillery limbered and unlimbered status]), and it is never routed."""
    hits: int = 0
    """Hit markers beneath a unit not in a battalion (0 to 2)."""
    eliminated: bool = False
    """True once it is on the Morale Chart."""
    ammo: str = "full"
    """full, low (a Low Ammo chit) or none (flipped to No Ammo); Flags and artillery only."""
    fired: bool = False
    """A Fired chit: infantry that fired, until it ceases fire [Using the Fire Control Table];
    artillery is never marked Fired."""
    ooc: bool = False
    """An OOC marker placed in the Command Phase [Command Phase]."""

    @property
    def limbered(self) -> bool:
        """True for artillery on its limbered face (see `status`)."""
        return self.type == "artillery" and self.status != "steady"


@dataclass(frozen=True)
class Leader:
    """A named Leader of the scenario."""

    name: str
    """As printed on the counter."""
    side: str
    """"French" or "Allied"."""
    command: str = ""
    """His historical command, as the scenario lists it."""
    eliminated: bool = False
    """True once he is on the Morale Chart."""


@dataclass(frozen=True)
class MoraleChart:
    """One side's Morale Chart [Using the Morale Tracks]."""

    side: str
    """Whose chart."""
    demoralization: int = 0
    """The box of the Demoralization marker, from the scenario."""
    defeated_flags: int = 0
    """The box of the Defeated Flags marker (starts on zero)."""
    eliminated: tuple[str, ...] = ()
    """Units and leaders placed on the chart, in order: the first in the box below the
    Demoralization marker, each next one box lower."""

    def box_of(self, index: int) -> int:
        """The box holding the `index`-th eliminated piece."""
        return self.demoralization - 1 - index

    def filled_boxes(self) -> dict[int, str]:
        """Box number -> the eliminated piece in it."""
        return {self.box_of(i): name for i, name in enumerate(self.eliminated)}

    def marker_on_a_piece(self) -> bool:
        """True when the Defeated Flags marker is in a box holding an eliminated piece."""
        return self.defeated_flags in self.filled_boxes()

    def demoralized(self, reading: str = MORALE_READINGS[0]) -> bool:
        """True when this side has lost on its Morale Chart, as `reading` has it (see
        MORALE_READINGS): the marker rises from 0 and the pieces fill downwards from the box
        below the Demoralization marker, so once they have met they have also crossed."""
        filled = self.filled_boxes()
        if reading == "enters":
            return self.defeated_flags in filled
        return bool(filled) and self.defeated_flags >= min(filled)


@dataclass(frozen=True)
class Reinforcement:
    """A group the scenario schedules to arrive [Reinforcements Phase]."""

    group: str
    """Name of the group (leaders, battalions and units)."""
    side: str
    """Whose group."""
    turn: int
    """The Game Turn it is due (moved ahead by a delay)."""
    rolled: bool = False
    """True once it has rolled on the Reinforcement Table: units never roll twice."""
    arrived: bool = False
    """True once placed on the map."""


@dataclass(frozen=True)
class EventCard:
    """An event card the owner added (the 55 cards are not in the text)."""

    id: str
    """Short id."""
    name: str
    """Title as printed."""
    text: str = ""
    """What the card says."""


@dataclass(frozen=True)
class EventDeck:
    """The optional Event deck [Optional rule: the Event Deck]."""

    in_use: bool = False
    """True when the players use the Event deck."""
    draw_pile: tuple[str, ...] = ()
    """Card ids face down, the top first."""
    discards: tuple[str, ...] = ()
    """Played or discarded cards, face up, the newest last."""
    set_aside: tuple[str, ...] = ()
    """Cards out of play for the rest of the game."""
    held: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Cards a player drew and holds this turn, by side."""
    added: tuple[EventCard, ...] = ()
    """Cards the owner entered."""
    last_draw: str = ""
    """Who last drew, as "TURN SIDE": each player draws one card during their turn."""


@dataclass(frozen=True)
class CombatRolled:
    """The close combat just rolled in this Close Combat Phase, until the next one or the
    phase's end: what the loser's word and the Defeated Flags marker must answer [Close
    Combat Phase] [Using the Morale Tracks]."""

    printed: str
    """The printed letter rolled (R, D or T; "Reroll" when the table says roll again)."""
    if_attacker: str = ""
    """The result the attacker suffers if it loses, after the special effects (the square,
    a single unit...): R, D, T or Eliminated."""
    if_defender: str = ""
    """The same for the defender."""
    loser: str = ""
    """"attacker" or "defender" once known: from the printed marks, or said once by the
    players ("" while asked)."""
    flags: bool = False
    """True once the loser's Defeated Flags marker was moved for this combat."""

    def suffered(self) -> str:
        """The result the loser suffers ("" while the loser is not known)."""
        return {"attacker": self.if_attacker, "defender": self.if_defender}.get(self.loser, "")


@dataclass(frozen=True)
class PratzenState:
    """A whole game of The Pratzen."""

    scenario: str = ""
    """The scenario's name, as the owner entered it."""
    turns: int = 0
    """The scenario's last Game Turn (0: not entered yet)."""
    turn: int = 1
    """The Game Turn now."""
    side: str = "French"
    """The phasing player."""
    phase: str = "Reinforcements"
    """The phase now."""
    units: tuple[Unit, ...] = ()
    """Combat units of both sides."""
    leaders: tuple[Leader, ...] = ()
    """Leaders of both sides."""
    morale: tuple[MoraleChart, ...] = ()
    """The two Morale Charts, French first."""
    battalion_hits: Mapping[str, int] = field(default_factory=dict)
    """Hit markers beneath each battalion's Flag (1 or 2), by battalion."""
    reinforcements: tuple[Reinforcement, ...] = ()
    """Scheduled groups."""
    events: EventDeck = EventDeck()
    """The optional Event deck."""
    ammunition: bool = False
    """True when the players use the optional Ammunition rules [Optional rule: Ammunition]."""
    morale_reading: str = MORALE_READINGS[0]
    """When a Morale Chart demoralizes its side (one of MORALE_READINGS)."""
    rallied: tuple[str, ...] = ()
    """Units that made their Rally (or Reload) roll in this Rally Phase: one each [Rally
    Phase 1]; emptied when the phase marker moves on."""
    combat: CombatRolled | None = None
    """The close combat rolled last in this Close Combat Phase (None: none yet)."""
    fire_faces: tuple[int, ...] = ()
    """Every die the artillery and musketry fire showed in this phase, in the order rolled:
    what a hit "from a natural 6" answers [Hitting and "Disordering" Artillery]; emptied when
    the phase marker moves on."""
    started: bool = False
    """True once play has begun after the set-up (the scenario is set up once)."""
    winner: str = ""
    """The side that won ("" while the game goes on)."""
    result: str = ""
    """How the game ended, in a sentence."""

    # -- finding pieces -----------------------------------------------------------------

    def unit(self, name: str) -> Unit:
        """A unit by name; RuleError when the scenario has none."""
        for unit in self.units:
            if unit.name.casefold() == name.strip().casefold():
                return unit
        raise RuleError(say("there is no unit '{name}' in this scenario.", name=name))

    def leader(self, name: str) -> Leader:
        """A leader by name; RuleError when the scenario has none."""
        for leader in self.leaders:
            if leader.name.casefold() == name.strip().casefold():
                return leader
        raise RuleError(say("there is no leader '{name}' in this scenario.", name=name))

    def has_piece(self, name: str) -> bool:
        """True when a unit or leader has this name."""
        wanted = name.strip().casefold()
        names = [u.name for u in self.units] + [x.name for x in self.leaders]
        return any(n.casefold() == wanted for n in names)

    def battalion(self, name: str) -> tuple[Unit, ...]:
        """The units of a battalion still in play; RuleError when there is no such battalion."""
        members = tuple(u for u in self.units if u.battalion.casefold() == name.strip().casefold())
        if not members:
            raise RuleError(say("there is no battalion '{name}' in this scenario.", name=name))
        return tuple(u for u in members if not u.eliminated)

    def chart(self, side: str) -> MoraleChart:
        """A side's Morale Chart."""
        for chart in self.morale:
            if chart.side == side:
                return chart
        raise RuleError(say("'{side}' is not a side of The Pratzen.", side=side))

    @property
    def over(self) -> bool:
        """True once the game has ended."""
        return bool(self.result)

    # -- changing pieces ----------------------------------------------------------------

    def with_unit(self, unit: Unit) -> PratzenState:
        """The state with one unit replaced (matched by name)."""
        return replace(self, units=tuple(unit if u.name == unit.name else u for u in self.units))

    def with_chart(self, chart: MoraleChart) -> PratzenState:
        """The state with one side's chart replaced."""
        return replace(
            self, morale=tuple(chart if c.side == chart.side else c for c in self.morale)
        )


def new_state(dice: Dice, options: Mapping[str, Any]) -> PratzenState:
    """An empty scenario: the owner enters turns, levels, units and leaders [Preparing for play]."""
    first = data.sides()[0]
    start = data.phases()[1] if len(data.phases()) > 1 else ""
    return PratzenState(
        side=first,
        phase=start,
        morale=tuple(MoraleChart(side) for side in data.sides()),
    )
