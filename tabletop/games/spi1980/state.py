"""The state of a game of The Battle of Austerlitz: plain frozen data, saved with core.plain."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, say
from tabletop.games.spi1980.data import GameData, beyond_table_refused, game_data


class UnitStatus(StrEnum):
    """Where a unit is in the game."""

    ON_MAP = "on_map"
    """On the map, in play."""
    RESERVE = "reserve"
    """French reserve, plotted but not yet placed [12.0]."""
    AWAITING = "awaiting"
    """Reinforcement not yet entered [9.0]."""
    EXITED = "exited"
    """Left the map as a unit of a demoralized army [4.7]."""
    ELIMINATED = "eliminated"
    """All its CSPs are gone."""


@dataclass(frozen=True)
class UnitState:
    """One unit's changing values: the counter and the chits under it [2.5]."""

    id: str
    """The unit's id in boards/spi1980.toml."""
    strength: int
    """Current Combat Strength in CSPs [2.5]."""
    disrupted: bool = False
    """True when the counter is face down [7.0]."""
    status: UnitStatus = UnitStatus.ON_MAP
    """Where the unit is."""


@dataclass(frozen=True)
class ArmyState:
    """One army's morale track [10.0]."""

    side: str
    """"French" or "Allied"."""
    morale: int
    """Current Morale Level; stops at 0."""
    csp_eliminated: int = 0
    """CSPs this army has lost, each worth one VP to the enemy [14.1]."""
    demoralized: bool = False
    """Set when the Morale Level reaches 0 [10.0]."""


@dataclass(frozen=True)
class Objective:
    """One "A" or "F" hex [14.3], entered by the players from the map."""

    hex: str
    """Hex number as printed on the map ("1521")."""
    label: str
    """"A" (Allied at start) or "F" (French at start)."""
    value: int
    """VPs printed in the hex."""
    holder: str
    """Side that last occupied or moved through it."""


@dataclass(frozen=True)
class ReservePlot:
    """One written-down deployment of a French reserve unit [12.0]."""

    unit: str
    """Unit id."""
    hex: str
    """Plotted hex."""


@dataclass(frozen=True)
class Effect:
    """One side's half of a Combat Results Table cell [6.3] [15.0]."""

    text: str
    """As printed ("1d", "2r", "-")."""
    losses: int = 0
    """Step losses in CSPs (the number before d, or alone)."""
    disrupted: bool = False
    """A d result."""
    routed: bool = False
    """An r result."""
    rout_number: int = 0
    """The number printed before r, added to the rout roll [6.3]."""

    @property
    def is_none(self) -> bool:
        """True for a "-" (no effect)."""
        return not (self.losses or self.disrupted or self.routed)


@dataclass(frozen=True)
class PendingCombat:
    """A resolved combat whose results are still being applied, defender first [6.0]."""

    attacker_side: str
    """The Phasing Player [6.0]."""
    attackers: tuple[str, ...]
    """Every attacking unit, bombarding artillery included."""
    defenders: tuple[str, ...]
    """Every defending unit."""
    bombarding: tuple[str, ...]
    """Bombarding artillery, unaffected by results [6.9]."""
    charging: tuple[str, ...]
    """Charging cavalry of either side, disrupted after the results [5.9]."""
    attacker_morale_unit: str | None
    """Unit whose Morale Rating shifted the ratio for the attacker [6.8]."""
    defender_morale_unit: str | None
    """Unit whose Morale Rating shifted the ratio for the defender [6.8]."""
    column: str
    """Combat Results Table column read."""
    result: str
    """The printed cell."""
    attacker_effect: Effect
    """Left of the slash."""
    defender_effect: Effect
    """Right of the slash."""
    defender_done: bool = False
    """True once the defender's result is applied."""
    attacker_done: bool = False
    """True once the attacker's result is applied."""
    defender_rout_roll: int | None = None
    """The defender's rout roll, once rolled [6.3]."""
    attacker_rout_roll: int | None = None
    """The attacker's rout roll, once rolled [6.3]."""
    morale_at_start: tuple[int, int] = (0, 0)
    """Allied and French Morale Levels before the combat."""
    csp_at_start: tuple[int, int] | None = None
    """Allied and French CSPs eliminated before the combat: who lost CSPs in it [10.0]."""
    defender_vacated: bool = False
    """The defender left its hexes (eliminated, retreated or routed): the attackers may
    advance into them [6.7]."""


NAMED_FROM: dict[str, tuple[tuple[str, ...], str]] = {
    "bombarding": (("attackers",), N_("bombarding artillery is attacking artillery [5.6]")),
    "charging": (
        ("attackers", "defenders"),
        N_("a charging unit is attacking or defending cavalry [5.9]"),
    ),
}
"""Which units of an attack each of its other lists may name, for the engine that takes an
attack and the check of a save that holds one. Bombarding artillery is attacking artillery
[5.6]. A charge is either side's: "The attacking Player states which, if any, of his attacking
cavalry units will charge. The defender then states which, if any, of his defending cavalry
units will adopt a charge mode." [5.9]"""


def may_be_named(combat: Any, listed: str) -> tuple[str, ...]:
    """The units of an attack (a `Combat` or a `PendingCombat`) its list `listed` may name."""
    return tuple(unit for role in NAMED_FROM[listed][0] for unit in getattr(combat, role))


@dataclass(frozen=True)
class PendingDisengagement:
    """A failed Disengagement Check whose CSP loss the player has not yet chosen how to take."""

    unit: str
    """The disengaging unit [4.6]."""


@dataclass(frozen=True)
class Options:
    """Rule choices made before play."""

    demoralized_rally_penalty: int = 1
    """+1 as in [7.7] and the modifier chart, or +2 as in [10.0]."""
    corps_integrity: bool = False
    """Optional rule [11.0]: mixed-corps attacks one column left."""
    ratio_beyond_table: str = "clamp_then_shift"
    """[6.2] read literally: a ratio beyond the table is its end column, then shifted
    ("clamp_then_shift"); or shifts count from the ratio as computed ("shift_then_clamp")."""


@dataclass(frozen=True)
class Spi1980State:
    """A whole game of The Battle of Austerlitz at one moment."""

    roster: tuple[UnitState, ...]
    """Every unit of both armies, in counter-sheet order."""
    allied: ArmyState
    """Allied morale track [10.0]."""
    french: ArmyState
    """French morale track [10.0]."""
    turn: int = 1
    """Current Game-Turn, 1 to 11."""
    phase: str = "allied_rally"
    """Current step of the Sequence of Play [3.0]."""
    game_over: bool = False
    """True after the French Combat Phase of the last Game-Turn."""
    options: Options = Options()
    """Rule choices."""
    reserve_plot: tuple[ReservePlot, ...] = ()
    """The French reserve deployment as written down; hidden until revealed [12.0]."""
    reserve_revealed: bool = False
    """True from the end of the first Allied Movement Phase [12.0]."""
    reinforcements_turn: int | None = None
    """Game-Turn on which the reinforcement roll succeeded [9.0]."""
    reinforcement_rolled_turn: int | None = None
    """Last Game-Turn a reinforcement roll was made."""
    rallied_corps: tuple[str, ...] = ()
    """Corps whose rally die has been rolled this Rally Phase [7.0]."""
    engaged: tuple[str, ...] = ()
    """Units that have attacked or been attacked this Combat Phase [5.2]."""
    halted: tuple[str, ...] = ()
    """Units that took a Disengagement Check loss as a disruption this Movement Phase: they
    stop in the hex entered [4.6], so they leave no Enemy ZOC again this Phase."""
    objectives: tuple[Objective, ...] = ()
    """The A and F hexes entered so far [14.3]."""
    pending_combat: PendingCombat | None = None
    """A combat whose results are being applied."""
    pending_disengagement: PendingDisengagement | None = None
    """A disengagement loss to be taken."""
    final_level: str | None = None
    """Level of Victory at the end of the game [14.5]."""
    final_winner: str | None = None
    """Side with more VPs at the end ("" for equal totals)."""

    def army(self, side: str) -> ArmyState:
        """The morale track of one side."""
        if side == "Allied":
            return self.allied
        if side == "French":
            return self.french
        raise RuleError(say("'{side}' is not a side: choose French or Allied.", side=side))

    def with_army(self, army: ArmyState) -> Spi1980State:
        """A copy with one army's track replaced."""
        if army.side == "Allied":
            return dataclasses.replace(self, allied=army)
        return dataclasses.replace(self, french=army)

    def unit(self, unit_id: str) -> UnitState:
        """One unit's state; RuleError for an unknown id."""
        for unit in self.roster:
            if unit.id == unit_id:
                return unit
        raise RuleError(say("there is no unit '{unit}' in this game.", unit=unit_id))

    def with_unit(self, unit: UnitState) -> Spi1980State:
        """A copy with one unit's state replaced."""
        roster = tuple(unit if u.id == unit.id else u for u in self.roster)
        return dataclasses.replace(self, roster=roster)

    @property
    def phasing_side(self) -> str:
        """The side whose Player-Turn is in progress [3.0]."""
        return "Allied" if self.phase.startswith("allied") else "French"

    def is_fog_turn(self, data: GameData | None = None) -> bool:
        """True on Game-Turns 1 and 2 [13.0]."""
        return self.turn in (data or game_data()).fog_turns


def initial_roster(data: GameData) -> tuple[UnitState, ...]:
    """Every counter at full strength: set up, in reserve [12.0] or awaiting entry [9.0]."""
    roster = []
    for spec in data.units:
        if spec.is_reserve:
            status = UnitStatus.RESERVE
        elif spec.setup is None:
            status = UnitStatus.AWAITING
        else:
            status = UnitStatus.ON_MAP
        roster.append(UnitState(spec.id, spec.strength, False, status))
    return tuple(roster)


def new_state(dice: Dice, options: Mapping[str, Any]) -> Spi1980State:
    """Game-Turn 1, Allied Rally Phase, both armies at full strength and morale [1.0] [10.0]."""
    data = game_data()
    choices = data.raw["options"]
    penalty = int(
        options.get("demoralized_rally_penalty", choices["demoralized_rally_penalty"]["default"])
    )
    if penalty not in choices["demoralized_rally_penalty"]["choices"]:
        raise RuleError(say("the demoralized rally penalty is +1 [7.7] or +2 [10.0]."))
    integrity = bool(options.get("corps_integrity", choices["corps_integrity"]["default"]))
    beyond = str(options.get("ratio_beyond_table", choices["ratio_beyond_table"]["default"]))
    if beyond not in choices["ratio_beyond_table"]["choices"]:
        raise beyond_table_refused(choices["ratio_beyond_table"]["choices"])
    return Spi1980State(
        turn=1,
        phase=data.phases[0].id,
        roster=initial_roster(data),
        allied=ArmyState("Allied", data.start_morale["Allied"]),
        french=ArmyState("French", data.start_morale["French"]),
        options=Options(penalty, integrity, beyond),
    )
