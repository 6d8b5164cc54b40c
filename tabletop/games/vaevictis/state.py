"""The state of a game of Austerlitz 1805 (Vae Victis): plain frozen data, saved as TOML.

The order of battle (the "tables des potentiels") and the leader chart are not in the text:
the owner enters each unit and leader once, and the loss records are kept here from then on.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, say
from tabletop.games.vaevictis.data import SIDES

IN_PLAY = N_("in play")
ELIMINATED = N_("eliminated")
ROUTED_OFF = N_("left the map in rout")
DEPARTED = N_("left for the Pratzen")
UNIT_STATUSES = (IN_PLAY, ELIMINATED, ROUTED_OFF, DEPARTED)

ON_MAP = N_("on map")
KILLED = N_("killed")
CAPTURED = N_("captured")
WITHDRAWN = N_("rejoined the emperor")
LEADER_STATUSES = (ON_MAP, KILLED, CAPTURED, WITHDRAWN)
RANKS = ("corps", "division")


@dataclass(frozen=True)
class Unit:
    """One combat unit and its loss record [12.3] [14]."""

    id: str
    """Short id the players chose ("4e-ligne")."""
    name: str
    """Name as printed on the counter."""
    side: str
    """"French" or "Coalition"."""
    arm: str
    """An arm of boards/vaevictis.toml ("infantry", "heavy-cavalry", "foot-artillery")."""
    boxes: tuple[int, ...]
    """The morale printed in each loss box, left to right; one box per strength point."""
    division: str = ""
    """Id of the general de division commanding it ("" when none is entered)."""
    crossed: int = 0
    """Boxes crossed out from the left [12.3]."""
    disordered: bool = False
    """Carries a disorder marker [12.3]."""
    routed: bool = False
    """Carries a rout marker [12.3] [14.2]."""
    status: str = IN_PLAY
    """In play, eliminated, left the map in rout, or left for the Pratzen [17]."""
    guard: bool = False
    """One of the Russian Guard units placed in Blasiowitz [17]."""
    santon: bool = False
    """One of the two French units placed on the Santon [17]."""

    @property
    def morale(self) -> int:
        """The morale that now applies: the first box not crossed (0 once all are) [12.3]."""
        return self.boxes[self.crossed] if self.crossed < len(self.boxes) else 0

    @property
    def in_play(self) -> bool:
        """True while the unit is on the map."""
        return self.status == IN_PLAY


@dataclass(frozen=True)
class Leader:
    """A corps commander or a general de division, and his aides-de-camp [1.4] [15]."""

    id: str
    """Short id ("suchet")."""
    name: str
    """Name on the counter."""
    side: str
    """"French" or "Coalition"."""
    rank: str
    """"corps" (corps commander) or "division" (general de division)."""
    corps: str = ""
    """For a general de division: the id of his corps commander."""
    initiative: int = 0
    """Initiative level from the leader chart [6.7] (0 when not entered); his aide's once the
    aide-de-camp has replaced him and his values are entered."""
    bonus: int = 0
    """His bonus for morale and combat when on top of a stack, from the leader chart [4.3]
    (0 when not entered); his aide's once the aide has replaced him."""
    aide_initiative: int | None = None
    """The initiative printed on the aide-de-camp's side of the counter [15.1] (None: not
    entered)."""
    aide_bonus: int | None = None
    """The bonus printed on the aide-de-camp's side of the counter [15.1] (None: not
    entered)."""
    status: str = ON_MAP
    """On the map, killed (his aide to come), or rejoined the emperor."""
    aide: bool = False
    """True once the aide-de-camp on the back of the counter has replaced him [15.1]."""
    returns_on: int = 0
    """When killed: the turn his aide-de-camp arrives [15.1]."""
    deaths: tuple[str, ...] = ()
    """Each death in order: "leader" or "aide", for the victory points [19]."""


@dataclass(frozen=True)
class Clock:
    """The competition chess clock [Competition]: milliseconds used by each side."""

    french_ms: int = 0
    """Time the French player has used."""
    coalition_ms: int = 0
    """Time the Coalition player has used."""
    running: str = ""
    """The side whose clock runs ("" when paused)."""
    since_ms: int = 0
    """Wall-clock time (ms since 1970) when the running clock was last started."""

    def used_ms(self, side: str, now_ms: int | None = None) -> int:
        """A side's time used, counting the running clock up to `now_ms` when given."""
        used = self.french_ms if side == SIDES[0] else self.coalition_ms
        if now_ms is not None and self.running == side:
            used += max(0, now_ms - self.since_ms)
        return used


@dataclass(frozen=True)
class Held:
    """Hexes of one terrain objective a side holds at the end [19]."""

    id: str
    """Objective id from the VP chart."""
    hexes: int
    """Hexes held by the side that scores it."""


@dataclass(frozen=True)
class VaeVictisState:
    """The whole record of a game: turn, sequence and phase, loss records, leaders, VP."""

    turn: int = 1
    """Turn 1 to 10 [5]."""
    sequence: int = 1
    """1 or 2: the first player's sequence, then the other's [5]."""
    phase: int = 0
    """Index of the phase within the sequence (0: Command Phase) [5.2]."""
    first_player: str = ""
    """The side that plays the first sequence of each turn ("" until chosen) [5.1]."""
    chooser: str = ""
    """The side that won the dice or the bid and must choose to go first or second [5.1]."""
    initiative_bid: int = 0
    """VP the winner of the bid gives his opponent [5.1] [19]."""
    side_vp: tuple[int, int] = (0, 0)
    """Agreed value of side: the VP the French and the Coalition receive from the side bid
    [19] [Competition]."""
    units: tuple[Unit, ...] = ()
    """The order of battle as entered, with loss records."""
    leaders: tuple[Leader, ...] = ()
    """The leaders as entered."""
    held: tuple[Held, ...] = ()
    """Objective hexes held at the end, by the side scoring them [19]."""
    competition: bool = False
    """Competition mode: 6 turns, the chess clock [Competition]."""
    clock: Clock = field(default_factory=Clock)
    """The chess clock."""
    turn_ended: bool = False
    """Both sequences of a turn from Turn 7 on are over: the random finish is rolled before
    the next turn begins [5.3]."""
    guard_left: bool = False
    """The Russian Guard has left Blasiowitz for the Pratzen [17]."""
    guard_rolled: int = 0
    """The last turn the Guard rolled to leave (one roll a Command Phase) [17]."""
    initiative_tested: tuple[str, ...] = ()
    """Generals de division who have tested their initiative in this Command Phase (once
    each) [6.7]."""
    attacked: tuple[str, ...] = ()
    """Units that have attacked in close combat this turn: "A unit can only attack one unit
    a turn" [13.1]."""
    fired: tuple[str, ...] = ()
    """Units named as firing offensively this turn: they "may not use close combat" [12.1]."""
    rallied: tuple[str, ...] = ()
    """Units that took their rally test from rout in this Rally Phase: a failure makes its
    rout move, a pass turns the marker over to disorder; no second try [7.2]."""
    santon_target: str = ""
    """The target of the Santon battery's first fire this turn ("" before it fires) [17]."""
    santon_twice: bool = False
    """The Santon battery has fired its second time this turn [17]."""
    options: tuple[str, ...] = ()
    """Named rule options in force (boards/vaevictis.toml [options])."""
    game_over: bool = False
    """True once the game has ended."""
    end_reason: str = ""
    """Why it ended (a random finish, the last turn)."""
    notes: str = ""
    """What the players wrote down."""

    @property
    def active(self) -> str:
        """The active player of the current sequence ("" until the first player is chosen)."""
        if not self.first_player:
            return ""
        other = SIDES[1] if self.first_player == SIDES[0] else SIDES[0]
        return self.first_player if self.sequence == 1 else other

    def unit(self, unit_id: str) -> Unit | None:
        """A unit by id."""
        return next((u for u in self.units if u.id == unit_id), None)

    def leader(self, leader_id: str) -> Leader | None:
        """A leader by id."""
        return next((g for g in self.leaders if g.id == leader_id), None)

    def hexes_held(self, objective_id: str) -> int:
        """Hexes of an objective held by the side that scores it."""
        return next((h.hexes for h in self.held if h.id == objective_id), 0)

    def has(self, option: str) -> bool:
        """True when a named rule option is in force."""
        return option in self.options


def other_side(side: str) -> str:
    """The opponent."""
    return SIDES[1] if side == SIDES[0] else SIDES[0]


def new_state(dice: Dice, options: Mapping[str, Any]) -> VaeVictisState:
    """Turn 1 before the first player is chosen; the owner enters the order of battle."""
    from tabletop.games.vaevictis.data import game_data

    known = game_data().section("options")
    unknown = sorted(k for k in options if k not in known and k != "competition")
    if unknown:
        raise RuleError(
            say(
                "this game has no rule option {unknown}; the options are competition, {known}.",
                unknown=", ".join(unknown),
                known=", ".join(known),
            )
        )
    chosen = tuple(sorted(k for k, v in options.items() if k in known and v))
    return VaeVictisState(competition=bool(options.get("competition", False)), options=chosen)
