"""Every action kind of SPI's Austerlitz as a typed value, checked when it is built.

A misspelt field ("defender_terain") or a value out of range is refused with a sentence
naming it before any rule runs (tabletop/games/actions.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.games.actions import GameAction, action_kinds, arg

_ROLL = "roll of real dice"
_ROLE = (N_("defender"), N_("attacker"))
_HEXES = ("clear", "woods", "lake", "town", "fortified", "marsh", "slope")
_TERRAIN = ("none", "doubled", "tripled", *_HEXES)


@dataclass(frozen=True)
class NextPhase(GameAction):
    """Step to the next phase of the Sequence of Play [3.0]."""

    KIND = "next_phase"
    TITLE = "Next phase"
    CASE = "3.0"


@dataclass(frozen=True)
class PlotReserve(GameAction):
    """The French Player writes down the reserve's hexes [12.0]."""

    KIND = "plot_reserve"
    TITLE = "Plot the reserve"
    CASE = "12.0"

    hexes: dict[str, str] = arg("reserve hexes", help="unit=hex;unit=hex, four-digit hexes")


@dataclass(frozen=True)
class RallyStep:
    """One disrupted unit of a rallying corps, in the order the die is applied [7.0] [7.9]."""

    unit: str = arg("unit")
    near: tuple[str, ...] = arg("rallied units adjacent", default=(), help="[7.2] [7.9]")
    enemy_adjacent: bool = arg("enemy adjacent", default=False, help="[7.3]")
    terrain: str = arg("terrain", default="none", help="[7.4]")
    type: str | None = arg("unit type", default=None, help="for a counter whose symbol was lost")

    @classmethod
    def from_text(cls, text: str) -> RallyStep:
        """A unit given by its id alone."""
        return cls(text.strip())


@dataclass(frozen=True)
class Rally(GameAction):
    """One die for a corps, applied to its disrupted units in the player's order [7.0]."""

    KIND = "rally"
    TITLE = "Rally a corps"
    CASE = "7.0"

    corps: str = arg("corps")
    units: tuple[RallyStep, ...] = arg("units in order")
    roll: int | None = arg(_ROLL, default=None, help="checked against the dice thrown")


@dataclass(frozen=True)
class Combat(GameAction):
    """Resolve an attack on the Combat Results Table [6.0]."""

    KIND = "combat"
    TITLE = "Combat"
    CASE = "6.0"

    attackers: tuple[str, ...] = arg("attacking units")
    defenders: tuple[str, ...] = arg("defending units")
    bombarding: tuple[str, ...] = arg("bombarding artillery", default=(), help="[5.6]")
    charging: tuple[str, ...] = arg("charging cavalry", default=(), help="[5.9]")
    attacker_morale_unit: str | None = arg("attacker's morale unit", default=None, help="[6.8]")
    defender_morale_unit: str | None = arg("defender's morale unit", default=None, help="[6.8]")
    defender_disrupted: bool | None = arg("defender disrupted", default=None, help="[7.0]")
    defender_terrain: str = arg(
        "defender terrain",
        default="none",
        choices=_TERRAIN,
        help="every defender's hex, unless named apart: doubled and tripled as for infantry [8.0]",
    )
    defender_hexes: dict[str, str] | None = arg(
        "defender hexes",
        default=None,
        choices=_HEXES,
        help="unit=hex;... a defender's own hex, read in its type's column [8.0] [5.4]",
    )
    attacker_terrain: dict[str, str] | None = arg(
        "attacker terrain",
        default=None,
        help="unit=stream+upslope;... what each attacker attacks through or out of [8.0] [5.4]",
    )
    lower_to: str | None = arg("lower the odds to", default=None, help="[6.2]")
    roll: int | None = arg(_ROLL, default=None, help="checked against the dice thrown")


@dataclass(frozen=True)
class RoutRoll(GameAction):
    """Roll the rout distance of a routed side [6.3]."""

    KIND = "rout_roll"
    TITLE = "Rout distance"
    CASE = "6.3"

    side: str = arg("side routed", choices=_ROLE)
    roll: int | None = arg(_ROLL, default=None, help="checked against the dice thrown")


@dataclass(frozen=True)
class ApplyCombatResult(GameAction):
    """Take one side's combat result: CSPs, retreat, rout [6.3] [6.8]."""

    KIND = "apply_combat_result"
    TITLE = "Apply the combat result"
    CASE = "6.3"

    side: str = arg("side", choices=_ROLE)
    losses: dict[str, int] | None = arg("CSPs lost per unit", default=None, help="unit=CSPs;...")
    retreat_hexes: int = arg("hexes retreated", default=0, low=0, high=20)
    short_hexes: dict[str, int] | None = arg("hexes short per unit", default=None, help="[6.4]")


@dataclass(frozen=True)
class Disengage(GameAction):
    """A Disengagement Check for a unit leaving an enemy zone of control [4.6]."""

    KIND = "disengage"
    TITLE = "Disengagement check"
    CASE = "4.6"

    unit: str = arg("unit")
    enemy_hexes: int = arg("enemy units exerting control", default=1, low=1, high=6)
    zoc_to_zoc: bool = arg("zone to zone", default=False)
    roll: int | None = arg(_ROLL, default=None, help="checked against the dice thrown")


@dataclass(frozen=True)
class DisengagementLoss(GameAction):
    """Satisfy a Disengagement Check loss by a CSP or by disruption [4.6]."""

    KIND = "disengagement_loss"
    TITLE = "Disengagement loss"
    CASE = "4.6"

    how: str = arg("how", choices=("csp", "disrupt"))


@dataclass(frozen=True)
class ReinforcementRoll(GameAction):
    """The French reinforcement roll [9.0]."""

    KIND = "reinforcement_roll"
    TITLE = "Reinforcement roll"
    CASE = "9.0"

    roll: int | None = arg(_ROLL, default=None, help="checked against the dice thrown")


@dataclass(frozen=True)
class EnterReinforcements(GameAction):
    """Arrived reinforcements enter the map [9.1]."""

    KIND = "enter_reinforcements"
    TITLE = "Reinforcements enter"
    CASE = "9.1"

    units: tuple[str, ...] = arg("units entering")


@dataclass(frozen=True)
class ExitMap(GameAction):
    """A unit of a demoralized army leaves the map [4.7]."""

    KIND = "exit_map"
    TITLE = "Leave the map"
    CASE = "4.7"

    unit: str = arg("unit")


@dataclass(frozen=True)
class LoseCsp(GameAction):
    """CSPs lost outside combat (stacking [4.4], for instance)."""

    KIND = "lose_csp"
    TITLE = "Lose CSPs"
    CASE = "4.4"

    unit: str = arg("unit")
    count: int = arg("CSPs lost", low=1, high=20)
    case: str = arg("rulebook case", default="4.4")


@dataclass(frozen=True)
class SetDisrupted(GameAction):
    """Turn a counter face down or up [4.9] [7.0]."""

    KIND = "set_disrupted"
    TITLE = "Disrupt or restore"
    CASE = "7.0"

    unit: str = arg("unit")
    disrupted: bool = arg("disrupted")


@dataclass(frozen=True)
class Displace(GameAction):
    """A Friendly unit displaced by a retreat or rout into the only safe hex [6.6] [4.9]."""

    KIND = "displace"
    TITLE = "Displace a unit"
    CASE = "6.6"

    unit: str = arg("unit displaced")
    hexes: int = arg("hexes displaced", default=1, low=1, high=20)


@dataclass(frozen=True)
class SetObjective(GameAction):
    """Enter an A or F hex, its VPs and its last occupant [14.3]."""

    KIND = "objective"
    TITLE = "Objective hex"
    CASE = "14.3"

    hex: str = arg("hex")
    label: str | None = arg("label", default=None, choices=("A", "F"))
    value: int | None = arg("VPs", default=None, low=0, high=99)
    holder: str | None = arg("held by", default=None)


@dataclass(frozen=True)
class SetOption(GameAction):
    """Change a rule choice [7.7] [10.0] [6.6]."""

    KIND = "set_option"
    TITLE = "Rule option"

    name: str = arg(
        "option", choices=("demoralized_rally_penalty", "corps_integrity", "ratio_beyond_table")
    )
    value: str = arg("value")


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
