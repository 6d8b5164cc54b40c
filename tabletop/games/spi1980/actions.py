"""Every action kind of SPI's Austerlitz as a typed value, checked when it is built.

A misspelt field ("defender_terain") or a value out of range is refused with a sentence
naming it before any rule runs (tabletop/games/actions.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.core.i18n import N_
from tabletop.games.actions import Correction, GameAction, action_kinds, arg
from tabletop.games.spi1980.rally_text import RallyStep as RallyStep  # an action's part

if TYPE_CHECKING:
    pass

_ROLL = N_("roll of real dice")
_DIE = "1d6"
"""Every roll of the game is one die [15.0] [7.0] [4.6] [9.0] [6.3] (boards/spi1980.toml)."""
_ROLE = (N_("defender"), N_("attacker"))
_HEXES = ("clear", "woods", "lake", "town", "fortified", "marsh", "slope")
_TERRAIN = ("none", "doubled", "tripled", *_HEXES)


@dataclass(frozen=True)
class NextPhase(GameAction):
    """Step to the next phase of the Sequence of Play [3.0]."""

    KIND = "next_phase"
    TITLE = N_("Next phase")
    CASE = "3.0"


@dataclass(frozen=True)
class PlotReserve(GameAction):
    """The French Player writes down the reserve's hexes [12.0]."""

    KIND = "plot_reserve"
    TITLE = N_("Plot the reserve")
    CASE = "12.0"

    hexes: dict[str, str] = arg(N_("reserve hexes"), help=N_("unit=hex;unit=hex, four-digit hexes"))


@dataclass(frozen=True)
class Rally(GameAction):
    """One die for a corps, applied to its disrupted units in the player's order [7.0]."""

    KIND = "rally"
    TITLE = N_("Rally a corps")
    CASE = "7.0"
    DICE = _DIE

    corps: str = arg(N_("corps"))
    units: tuple[RallyStep, ...] = arg(N_("units in order"))
    roll: int | None = arg(_ROLL, default=None, help=N_("checked against the dice thrown"))


@dataclass(frozen=True)
class Combat(GameAction):
    """Resolve an attack on the Combat Results Table [6.0]."""

    KIND = "combat"
    TITLE = N_("Combat")
    CASE = "6.0"
    DICE = _DIE

    attackers: tuple[str, ...] = arg(N_("attacking units"))
    defenders: tuple[str, ...] = arg(N_("defending units"))
    bombarding: tuple[str, ...] = arg(N_("bombarding artillery"), default=(), help="[5.6]")
    charging: tuple[str, ...] = arg(N_("charging cavalry"), default=(), help="[5.9]")
    attacker_morale_unit: str | None = arg(N_("attacker's morale unit"), default=None, help="[6.8]")
    defender_morale_unit: str | None = arg(N_("defender's morale unit"), default=None, help="[6.8]")
    defender_disrupted: bool | None = arg(N_("defender disrupted"), default=None, help="[7.0]")
    defender_terrain: str = arg(
        N_("defender terrain"),
        default="none",
        choices=_TERRAIN,
        help=N_(
            "every defender's hex, unless named apart: doubled and tripled as for infantry [8.0]"
        ),
    )
    defender_hexes: dict[str, str] | None = arg(
        N_("defender hexes"),
        default=None,
        choices=_HEXES,
        help=N_("unit=hex;... a defender's own hex, read in its type's column [8.0] [5.4]"),
    )
    attacker_terrain: dict[str, str] | None = arg(
        N_("attacker terrain"),
        default=None,
        help=N_("unit=stream+upslope;... what each attacker attacks through or out of [8.0] [5.4]"),
    )
    lower_to: str | None = arg(N_("lower the odds to"), default=None, help="[6.2]")
    roll: int | None = arg(_ROLL, default=None, help=N_("checked against the dice thrown"))


@dataclass(frozen=True)
class RoutRoll(GameAction):
    """Roll the rout distance of a routed side [6.3]."""

    KIND = "rout_roll"
    TITLE = N_("Rout distance")
    CASE = "6.3"
    DICE = _DIE

    side: str = arg(N_("side routed"), choices=_ROLE)
    roll: int | None = arg(_ROLL, default=None, help=N_("checked against the dice thrown"))


@dataclass(frozen=True)
class ApplyCombatResult(GameAction):
    """Take one side's combat result: CSPs, retreat, rout [6.3] [6.8]."""

    KIND = "apply_combat_result"
    TITLE = N_("Apply the combat result")
    CASE = "6.3"

    side: str = arg(N_("side"), choices=_ROLE)
    losses: dict[str, int] | None = arg(
        N_("CSPs lost per unit"), default=None, help=N_("unit=CSPs;...")
    )
    retreat_hexes: int = arg(
        N_("Hexes retreated instead of CSPs [6.4]"),
        default=0,
        low=0,
        high=20,
        help=N_("each hex the side's units retreat satisfies one CSP loss [6.4]"),
    )
    short_hexes: dict[str, int] | None = arg(N_("hexes short per unit"), default=None, help="[6.4]")


@dataclass(frozen=True)
class Disengage(GameAction):
    """A Disengagement Check for a unit leaving an enemy zone of control [4.6]."""

    KIND = "disengage"
    TITLE = N_("Disengagement check")
    CASE = "4.6"
    DICE = _DIE

    unit: str = arg(N_("unit"))
    enemy_hexes: int = arg(
        N_("Enemy hexes exerting a ZOC"),
        default=1,
        low=1,
        high=6,
        help=N_("each Enemy-occupied hex above one exerting a ZOC into the hex left: -1 [4.6]"),
    )
    zoc_to_zoc: bool = arg(
        N_("into another Enemy ZOC"),
        default=False,
        help=N_("moving directly into another Enemy ZOC: -1 more [4.6]"),
    )
    roll: int | None = arg(_ROLL, default=None, help=N_("checked against the dice thrown"))


@dataclass(frozen=True)
class DisengagementLoss(GameAction):
    """Satisfy a Disengagement Check loss by a CSP or by disruption [4.6]."""

    KIND = "disengagement_loss"
    TITLE = N_("Disengagement loss")
    CASE = "4.6"

    how: str = arg(N_("how"), choices=("csp", "disrupt"))


@dataclass(frozen=True)
class ReinforcementRoll(GameAction):
    """The French reinforcement roll [9.0]."""

    KIND = "reinforcement_roll"
    TITLE = N_("Reinforcement roll")
    CASE = "9.0"
    DICE = _DIE

    roll: int | None = arg(_ROLL, default=None, help=N_("checked against the dice thrown"))


@dataclass(frozen=True)
class EnterReinforcements(GameAction):
    """Arrived reinforcements enter the map [9.1]."""

    KIND = "enter_reinforcements"
    TITLE = N_("Reinforcements enter")
    CASE = "9.1"

    units: tuple[str, ...] = arg(N_("units entering"))


@dataclass(frozen=True)
class ExitMap(GameAction):
    """A unit of a demoralized army leaves the map [4.7]."""

    KIND = "exit_map"
    TITLE = N_("Leave the map")
    CASE = "4.7"

    unit: str = arg(N_("unit"))


@dataclass(frozen=True)
class LoseCsp(Correction):
    """CSPs lost outside combat, where the app cannot see the map (over stacking [4.4], for
    instance): a correction, with its reason."""

    KIND = "lose_csp"
    TITLE = N_("Lose CSPs")
    CASE = "4.4"

    unit: str = arg(N_("unit"))
    count: int = arg(N_("CSPs lost"), low=1, high=20)
    case: str = arg(N_("rulebook case"), default="4.4")


@dataclass(frozen=True)
class SetDisrupted(Correction):
    """Turn a counter face down where the board shows it disrupted and the app did not [4.9]:
    a correction, with its reason. Face up it comes only by its corps' rally die [7.0]."""

    KIND = "set_disrupted"
    TITLE = N_("Disrupt or restore")
    CASE = "7.0"

    unit: str = arg(N_("unit"))
    disrupted: bool = arg(N_("disrupted"))


@dataclass(frozen=True)
class Displace(GameAction):
    """A Friendly unit displaced by a retreat or rout into the only safe hex [6.6] [4.9]."""

    KIND = "displace"
    TITLE = N_("Displace a unit")
    CASE = "6.6"

    unit: str = arg(N_("unit displaced"))
    hexes: int = arg(N_("Hexes displaced"), default=1, low=1, high=20)


@dataclass(frozen=True)
class SetObjective(GameAction):
    """Enter an A or F hex, its VPs and its last occupant [14.3]."""

    KIND = "objective"
    TITLE = N_("Objective hex")
    CASE = "14.3"

    hex: str = arg(N_("hex"))
    label: str | None = arg(N_("label"), default=None, choices=("A", "F"))
    value: int | None = arg(N_("VPs"), default=None, low=0, high=99)
    holder: str | None = arg(N_("held by"), default=None)


@dataclass(frozen=True)
class SetOption(GameAction):
    """Change a rule choice [7.7] [10.0] [6.6]."""

    KIND = "set_option"
    TITLE = N_("Rule option")

    name: str = arg(
        N_("option"), choices=("demoralized_rally_penalty", "corps_integrity", "ratio_beyond_table")
    )
    value: str = arg(N_("value"))


ACTIONS = action_kinds(
    NextPhase,
    PlotReserve,
    Rally,
    Combat,
    RoutRoll,
    ApplyCombatResult,
    Disengage,
    DisengagementLoss,
    ReinforcementRoll,
    EnterReinforcements,
    ExitMap,
    LoseCsp,
    SetDisrupted,
    Displace,
    SetObjective,
    SetOption,
)
"""Every action kind of the game, by name."""
