"""The printed components of SPI's The Battle of Austerlitz, read from boards/spi1980.toml.

Code never holds a printed cell or number: every value here comes from the TOML, which names
the rulebook case of each entry (000_5229c468f954273e.txt).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.core.data import Board, derived
from tabletop.core.dice import DiceSpec
from tabletop.core.errors import DataError, RuleError
from tabletop.core.i18n import N_, say
from tabletop.core.tables import Table

GAME_ID = "spi1980"
SIDES = (N_("Allied"), N_("French"))
"""The two armies, in the order they move each Game-Turn [3.0]."""


@dataclass(frozen=True)
class UnitSpec:
    """One counter as printed [2.4]: the values never change during play."""

    id: str
    """Short id, the printed name in lower case (with the set-up hex when two share a name)."""
    army: str
    """"French" or "Allied"."""
    corps: str
    """Corps code as printed ("IV", "Bx")."""
    name: str
    """Name as printed on the counter."""
    oob_name: str
    """Name as spelled in the orders of battle."""
    unit_type: str | None
    """infantry, cavalry, dragoon or artillery; None where the text lost the type symbol."""
    type_candidates: tuple[str, ...]
    """The types the order of battle leaves open, when `unit_type` is None."""
    strength: int
    """Printed (maximum) Combat Strength in CSPs [2.5]."""
    morale: int
    """Morale Rating [2.6]."""
    movement: int
    """Movement Allowance [2.7]."""
    setup: str | None
    """Set-up hex ("1521"), "R" for the French reserve [12.0], None for a reinforcement."""
    entry_turn: int | None
    """Earliest Game-Turn of entry of a reinforcement [9.0]."""

    @property
    def is_reserve(self) -> bool:
        """True for the 13 French reserve units plotted before play [12.0]."""
        return self.setup == "R"

    def label(self) -> str:
        """How a player names the counter ("Becker (V 5-5-5)")."""
        return f"{self.name} ({self.corps} {self.strength}-{self.morale}-{self.movement})"


@dataclass(frozen=True)
class RallyModifier:
    """One die roll modifier affecting rally attempts [7.1]-[7.7]."""

    id: str
    """Short id used by the engine ("fog")."""
    text: str
    """As printed in the modifier chart."""
    value: int
    """Added to the rally roll."""
    case: str
    """Rulebook case."""
    unit_types: tuple[str, ...]
    """Unit types it applies to (empty: every type)."""
    option_value: int | None
    """The other printed value, where the rules contradict themselves."""


@dataclass(frozen=True)
class VictoryLevel:
    """One line of the VP superiority schedule [14.5]."""

    low: int
    """Smallest VP difference of this level."""
    high: int | None
    """Largest VP difference (None: no upper end)."""
    level: str
    """Level of Victory as printed."""


@dataclass(frozen=True)
class Phase:
    """One step of the Sequence of Play [3.0]."""

    id: str
    """Short id ("allied_rally")."""
    side: str
    """The Phasing Player."""
    name: str
    """As printed ("Allied Rally Phase")."""
    text: str
    """What the Phasing Player does."""


@dataclass(frozen=True)
class GameData:
    """Everything the rules engine reads from the board file."""

    board: Board
    """The loaded board, for its tables."""
    units: tuple[UnitSpec, ...]
    """Every counter, in counter-sheet order."""
    phases: tuple[Phase, ...]
    """The six steps of a Game-Turn [3.0]."""
    turns: int
    """Number of Game-Turns [1.0]."""
    fog_turns: tuple[int, ...]
    """Fog turns [13.0]."""
    fog_effects: tuple[str, ...]
    """What fog forbids and changes, as sentences [13.0]."""
    start_morale: Mapping[str, int]
    """Starting Morale Level of each army [10.0]."""
    rally_modifiers: Mapping[str, RallyModifier]
    """Rally die roll modifiers by id [7.1]-[7.7]."""
    victory_levels: tuple[VictoryLevel, ...]
    """VP superiority schedule [14.5]."""
    raw: Mapping[str, Any]
    """The whole file, for the constants of rules in prose."""

    @property
    def crt(self) -> Table:
        """The Combat Results Table [15.0]."""
        return self.board.table("crt")

    @property
    def crt_dice(self) -> DiceSpec:
        """The dice read on the Combat Results Table [15.0]."""
        if self.crt.dice is None:
            raise DataError(f"boards/{GAME_ID}.toml [tables.crt] has no dice")
        return self.crt.dice

    def unit(self, unit_id: str) -> UnitSpec:
        """A counter by id; RuleError names the unknown id."""
        for spec in self.units:
            if spec.id == unit_id:
                return spec
        raise RuleError(say("there is no unit '{unit}' in this game.", unit=unit_id))

    def phase(self, phase_id: str) -> Phase:
        """A phase by id."""
        for phase in self.phases:
            if phase.id == phase_id:
                return phase
        raise RuleError(say("there is no phase '{phase}'.", phase=phase_id))

    def section(self, name: str) -> Mapping[str, Any]:
        """A section of rules constants ([rout], [disengagement] ...)."""
        found = self.raw.get(name)
        if not isinstance(found, Mapping):
            raise DataError(f"boards/{GAME_ID}.toml has no [{name}] section")
        return found

    def dice(self, section: str) -> DiceSpec:
        """The dice a rule in prose rolls."""
        return DiceSpec.parse(str(self.section(section)["dice"]))

    def corps_name(self, code: str) -> str:
        """The corps' name from the order of battle, or its code."""
        for entry in self.raw.get("corps", []):
            if entry.get("code") == code:
                return str(entry["name"])
        return code


def _unit(entry: Mapping[str, Any], entered: Mapping[str, Any]) -> UnitSpec:
    setup = entry.get("setup")
    entry_turn = entry.get("entry_turn")
    candidates = tuple(str(t) for t in entry.get("type_candidates", ()))
    unit_type = None if entry.get("type_unknown") else str(entry["type"])
    owner = entered.get(str(entry["id"]))
    if unit_type is None and isinstance(owner, Mapping) and owner.get("type") in candidates:
        unit_type = str(owner["type"])  # the owner read it from the counter [2.4]
    return UnitSpec(
        id=str(entry["id"]),
        army=str(entry["army"]),
        corps=str(entry["corps"]),
        name=str(entry["name"]),
        oob_name=str(entry.get("oob_name", entry["name"])),
        unit_type=unit_type,
        type_candidates=candidates,
        strength=int(entry["strength"]),
        morale=int(entry["morale"]),
        movement=int(entry["movement"]),
        setup=None if setup is None else str(setup),
        entry_turn=None if entry_turn is None else int(entry_turn),
    )


def game_data() -> GameData:
    """The game's printed data, read from the board `load_board` gives now.

    `load_board` keeps one cache, cleared when the owner enters a lost table (core/overrides);
    this follows it, so the engine sees a newly entered value at once. DataError names what
    is malformed.
    """
    return derived(GAME_ID, _from_board)


def _from_board(board: Board) -> GameData:
    raw = board.raw
    try:
        entered = raw.get("unit_types", {})
        units = tuple(
            _unit(u, entered if isinstance(entered, Mapping) else {}) for u in raw["units"]
        )
        phases = tuple(
            Phase(str(p["id"]), str(p["side"]), str(p["name"]), str(p["text"]))
            for p in raw["sequence"]
        )
        track = raw["turn_track"]
        modifiers = {
            str(m["id"]): RallyModifier(
                str(m["id"]),
                str(m["text"]),
                int(m["value"]),
                str(m["case"]),
                tuple(str(t) for t in m.get("unit_types", ())),
                int(m["option_value"]) if "option_value" in m else None,
            )
            for m in raw["rally_modifiers"]
        }
        levels = tuple(
            VictoryLevel(int(v["low"]), int(v["high"]) if "high" in v else None, str(v["level"]))
            for v in raw["victory_levels"]
        )
        morale = {side: int(raw["army"][side]["morale"]) for side in SIDES}
        return GameData(
            board,
            units,
            phases,
            int(track["turns"]),
            tuple(int(t) for t in track["fog_turns"]),
            tuple(str(t) for t in track["fog_effects"]),
            morale,
            modifiers,
            levels,
            raw,
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise DataError(f"boards/{GAME_ID}.toml is missing or mistypes {exc}") from exc


def beyond_table_refused(choices: Sequence[object]) -> RuleError:
    """The refusal of a reading of a ratio beyond the table that is none of `choices`, the
    choices joined in the reader's words ("clamp_then_shift ou shift_then_clamp")."""
    words = [str(c) for c in choices]
    return RuleError(
        say(
            "a ratio beyond the table is read {choices} [6.2].",
            choices=say("{values} or {last}", values=", ".join(words[:-1]), last=words[-1]),
        )
    )
