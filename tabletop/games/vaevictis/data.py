"""The printed components of Austerlitz 1805 (Vae Victis), read from boards/vaevictis.toml.

Code never holds a printed cell or number: every value here comes from the TOML, which names
the rulebook case of each entry (001_abdfd3064374ac67.txt).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tabletop.core.data import Board, derived, load_board
from tabletop.core.dice import DiceSpec
from tabletop.core.errors import DataError, RuleError
from tabletop.core.i18n import N_, say
from tabletop.core.tables import Table

GAME_ID = "vaevictis"
SIDES = ("French", "Coalition")
"""The two players [0.1]."""

PRINTED_WORDS = (
    # the sides [0.1]
    N_("French"),
    N_("Coalition"),
    # the phases [5.2], each its name and what happens in it
    N_("Command Phase"),
    N_("The player checks which of his units are in command."),
    N_("Rally Phase"),
    N_(
        "The player may try to rally units that are in rout or remove the disorder "
        "markers. The non-rallied units continue to rout."
    ),
    N_("Charge Phase"),
    N_(
        "The active player makes his charges. The inactive player can attempt "
        "counter-charges and forming square."
    ),
    N_("Movement Phase"),
    N_(
        "Units can be moved all or part of their movement allowance. Units may disengage "
        "and change formation."
    ),
    N_("Evasion Phase"),
    N_("The inactive player's units may try to evade."),
    N_("Defensive Fire Phase"),
    N_("Units of the inactive player may fire defensively."),
    N_("Offensive Fire Phase"),
    N_("Units of the active player may fire."),
    N_("Close Combat Phase"),
    N_(
        "The active player's units may engage the enemy in close combat. Units which fail"
        " their morale tests from combat make a rout move."
    ),
    # the arms, and the frozen lake's columns as a sentence starts them [14.2]
    N_("infantry"),
    N_("light-infantry"),
    N_("light-cavalry"),
    N_("medium-cavalry"),
    N_("heavy-cavalry"),
    N_("foot-artillery"),
    N_("horse-artillery"),
    N_("Infantry"),
    N_("Cavalry"),
    N_("Heavy-cavalry"),
    # the tables' titles
    N_("Random Finish"),
    N_("The Frozen Lake"),
    N_("Fire Results Table"),
    N_("Close Combat Results Table (TRC)"),
    N_("Death of Leaders (mort des chefs)"),
    # what a leader's death does [15.2] [15.3]
    N_(
        "All the units of the division are out of command until the aide-de-camp replaces"
        " the general."
    ),
    N_(
        "All the generals de division of the corps are out of command but may attempt to "
        "use their own initiative."
    ),
    # the rule options' titles
    N_("VV4: a charge reaches a target up to two hexes away (not three)"),
    N_("VV4: a square cannot voluntarily engage in hand-to-hand combat"),
    N_(
        "VV4: artillery out of an enemy ZOC routs instead of being eliminated (foot 2 "
        "hexes, horse 3) and may rally"
    ),
    N_("VV4: the Santon's units may be disordered but never rout"),
    N_("The Santon: the target of the battery's two fires tests once (not the battery's own test)"),
    N_(
        "Amendment: a morale test failed after fire, melee or a failure to enter square "
        "disorders the unit"
    ),
    N_("Amendment: a routed unit that must test from fire or melee fails automatically"),
    N_("Competition clock: count only whole minutes over the ninety"),
    N_("Equal bids: the French, who decide, give their bid to the Coalition"),
    N_("Russian Guard: a first roll on Turn 3, on a six (amendments' 'departure on Turn 3')"),
    N_("Frozen lake: once the ice cracks, a point for every hex crossed"),
    N_("A unit that leaves the map in rout scores only its crossed boxes"),
)
"""The words of boards/vaevictis.toml a player reads in a sentence or a label (a side, a
phase, an arm, a table's title, an option), marked for the catalog: shown with `tr()`, or
given to a sentence as a `term`. A word printed on the map or a counter (a place, a unit, a
leader) is shown as printed."""


@dataclass(frozen=True)
class Phase:
    """One of the eight phases of a player's sequence [5.2]."""

    id: str
    """Short id ("defensive_fire")."""
    name: str
    """As printed ("Defensive Fire Phase")."""
    actor: str
    """"active" or "inactive": whose units act in it."""
    text: str
    """What happens in it."""


@dataclass(frozen=True)
class MoraleModifier:
    """One named change to a unit's base morale for a test [4.2] [7.2] [10.3] [12.3]."""

    id: str
    """Short id ("square_from_line")."""
    text: str
    """What the rulebook says."""
    value: int
    """Added to the morale."""
    source: str
    """Rulebook file and case."""


@dataclass(frozen=True)
class Arm:
    """A kind of unit as the loss records, the ice and the VP chart know it."""

    id: str
    """Short id ("heavy-cavalry")."""
    vp_arm: str
    """Row of the VP chart's enemy losses: infantry, cavalry or artillery [19]."""
    ice: str
    """Column of the frozen-lake table, or "" when the arm does not cross the ice [14.2]."""
    rout_hexes: int
    """Length of a rout move [14.2] (0: the unit is eliminated by a rout)."""
    square: bool = False
    """It may go into square: "all types of infantry" [1.1] [10.3]."""
    tirailleurs: bool = False
    """It may be en tirailleurs: "regiments of light infantry or jaegers" [1.1]."""
    hand_to_hand: bool = True
    """It may attack in close combat: not artillery [13.1]."""


@dataclass(frozen=True)
class Objective:
    """A terrain objective of the VP chart [19]."""

    id: str
    """Short id."""
    side: str
    """The side that scores it."""
    name: str
    """As printed."""
    hexes: int
    """Hexes that each score."""
    vp_per_hex: int
    """VP for each hex held at the end."""


@dataclass(frozen=True)
class GameData:
    """Everything the rules read from the board file."""

    board: Board
    """The loaded board, for its tables."""
    phases: tuple[Phase, ...]
    """The eight phases of a sequence [5.2]."""
    morale_modifiers: Mapping[str, MoraleModifier]
    """Morale test modifiers by id."""
    arms: Mapping[str, Arm]
    """Arms by id."""
    objectives: tuple[Objective, ...]
    """Terrain objectives of both columns of the VP chart [19]."""
    raw: Mapping[str, Any]
    """The whole file, for the constants of rules in prose."""

    def table(self, name: str) -> Table:
        """A printed (or owner-entered) table by name, read afresh so what the owner has just
        entered for a lost table is used at once."""
        return load_board(GAME_ID).table(name)

    def section(self, name: str) -> Mapping[str, Any]:
        """A named section of the board file; DataError when missing."""
        found = self.raw.get(name)
        if not isinstance(found, Mapping):
            raise DataError(say("boards/vaevictis.toml has no [{name}] section", name=name))
        return found

    def number(self, section: str, key: str) -> int:
        """A whole number from a section."""
        return int(self.section(section)[key])

    def dice(self, section: str) -> DiceSpec:
        """The dice a section's roll uses."""
        return DiceSpec.parse(str(self.section(section)["dice"]))

    def source(self, section: str) -> str:
        """The rulebook file and case of a section."""
        return str(self.section(section)["source"])

    @property
    def turns(self) -> int:
        """Turns of the game [5]."""
        return self.number("turns", "count")

    def arm(self, arm_id: str) -> Arm:
        """An arm by id; RuleError names the ones that exist."""
        found = self.arms.get(str(arm_id).strip().lower())
        if found is None:
            raise RuleError(
                say(
                    "'{arm}' is not an arm of this game; the arms are {arms}.",
                    arm=arm_id,
                    arms=", ".join(self.arms),
                )
            )
        return found

    def objective(self, objective_id: str) -> Objective:
        """A terrain objective by id; RuleError names the ones that exist."""
        for objective in self.objectives:
            if objective.id == objective_id:
                return objective
        raise RuleError(
            say(
                "'{objective}' is not an objective of the VP chart [19]; the objectives are "
                "{objectives}.",
                objective=objective_id,
                objectives=", ".join(o.id for o in self.objectives),
            )
        )

    def option_title(self, option: str) -> str:
        """The title of a named rule option."""
        return str(self.section("options").get(option, {}).get("title", option))


def game_data() -> GameData:
    """The board file (the owner's overrides merged in by `load_board`), read once per board:
    an owner's newly entered table is seen at once."""
    return derived(GAME_ID, _from_board)


def _from_board(board: Board) -> GameData:
    raw = board.raw
    phases = tuple(
        Phase(str(p["id"]), str(p["name"]), str(p["actor"]), str(p["text"])) for p in raw["phases"]
    )
    modifiers = {
        str(m["id"]): MoraleModifier(
            str(m["id"]), str(m["text"]), int(m["value"]), str(m["source"])
        )
        for m in raw["morale_modifiers"]
    }
    arms = {
        str(a["id"]): Arm(
            str(a["id"]),
            str(a["vp_arm"]),
            str(a["ice"]),
            int(a["rout_hexes"]),
            bool(a.get("square", False)),
            bool(a.get("tirailleurs", False)),
            bool(a.get("hand_to_hand", True)),
        )
        for a in raw["arms"]
    }
    objectives = tuple(
        Objective(
            str(o["id"]), str(o["side"]), str(o["name"]), int(o["hexes"]), int(o["vp_per_hex"])
        )
        for o in raw["objectives"]
    )
    return GameData(board, phases, modifiers, arms, objectives, raw)


def fresh_data() -> GameData:
    """Read the board again (after the owner entered a lost table)."""
    load_board.cache_clear()
    return game_data()
