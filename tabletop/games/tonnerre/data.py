"""The printed components of *Un coup de Tonnerre!*, read from boards/tonnerre.toml.

Code never holds a printed value: the start morale, the time thresholds, the penalties and
the result codes all come from the board file (002_8bdc647e022b1aa3.txt), with what the owner
of the printed game entered for the parts the text lost merged over it (the override file).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tabletop.core.data import Board, derived
from tabletop.core.errors import DataError
from tabletop.core.i18n import N_

GAME_ID = "tonnerre"
RULEBOOK = "002_8bdc647e022b1aa3.txt"

MARK_NONE = N_("plain")
MARK_ROUT = N_("rout test")
MARK_MINUS_ONE = N_("rout test -1")
MARK_BROKEN = N_("B")
BOX_MARKS = (MARK_NONE, MARK_ROUT, MARK_MINUS_ONE, MARK_BROKEN)
"""What a printed casualty box can show [2 Play Sequence 4] [4 Rout Test]."""


@dataclass(frozen=True)
class CommandSpec:
    """One Command (a French Corps or a Coalition Column) as printed."""

    id: str
    """Short id ("davout")."""
    name: str
    """Name as printed ("Imperial Guard")."""
    side: str
    """"French" or "Coalition"."""
    penalty: int
    """Morale levels lost when its last unit goes [4 Morale Penalties]."""
    rout_drm: int
    """Added to its army's rout tests once it is eliminated (Constantine: +1)."""
    extra_action: bool
    """Lannes and Bagration generate the Extra Action [3 Extra Action]."""
    never_attacks_alone: bool
    """Miloradovich [5 Miloradovich]."""
    units: int | None
    """Units at set-up, printed on the board: None until the owner enters it."""


@dataclass(frozen=True)
class CasualtyTrack:
    """One side's casualty track: boxes 1..length, then B [2 Play Sequence 4]."""

    length: int | None
    """Boxes before B; None until the owner enters the printed track."""
    rout_boxes: frozenset[int]
    """Boxes whose symbol calls for a rout test (owner's entry)."""
    minus_one_boxes: frozenset[int]
    """Boxes marked "-1": morale falls one step before the test (owner's entry)."""

    def mark(self, box: int) -> str | None:
        """What the printed box shows, or None while the owner has not entered the track."""
        if self.length is None:
            return None
        if box > self.length:
            return MARK_BROKEN
        if box in self.minus_one_boxes:
            return MARK_MINUS_ONE
        if box in self.rout_boxes:
            return MARK_ROUT
        return MARK_NONE


@dataclass(frozen=True)
class ResultCode:
    """One code of the cards' combat charts [4 Attack Results]."""

    code: str
    """"FC", "AC", "FM" or "AM"."""
    side: str
    """The side that suffers it."""
    effect: str
    """"unit" (a unit loss) or "morale" (one step down the morale track)."""
    text: str
    """What it means, in the rulebook's words."""


@dataclass(frozen=True)
class GuardDifficulty:
    """The Imperial Guard's half of Increased Difficulty [6 Increased Difficulty 2]."""

    command: str
    """The Guard's command id."""
    attack_odd: str
    """What a Guard attack on an odd roll costs, as a result ("1 FC")."""
    attack_even: str
    """What it costs on an even roll ("-")."""
    defense_loss_rolls: frozenset[int]
    """Rolls of the Guard's Defense that cost a French casualty (1 to 3)."""
    defense_result: str
    """That cost, as a result ("1 FC")."""

    def attack_cost(self, roll: int) -> str:
        """The cost of a Guard attack with this die roll."""
        return self.attack_odd if roll % 2 else self.attack_even


@dataclass(frozen=True)
class GameData:
    """Everything the rules read from the board file."""

    sides: tuple[str, ...]
    first: str
    french_pass_turn: int
    start_morale: Mapping[str, int]
    morale_track: tuple[int, int] | None
    """(first box, last box) of the printed morale track, or None until the owner enters it."""
    periods: tuple[tuple[str, str, str], ...]
    """(id, name, hours) of each time period, in order."""
    advance_at: tuple[int, ...]
    time_morale_cost: int
    tracks: Mapping[str, CasualtyTrack]
    commands: tuple[CommandSpec, ...]
    garrisons: tuple[tuple[str, str, int], ...]
    """(id, name, cubes) of each garrison."""
    unit_totals: Mapping[str, int]
    unit_low: int
    unit_high: int
    codes: tuple[ResultCode, ...]
    rout_minus_one: int
    guard_option_drm: int
    napoleon_morale: int
    napoleon_hard_morale: int
    extra_commands: tuple[str, ...]
    mist_markers: int
    mist_values: tuple[str, ...] | None
    mist_period: int
    """Index of the time period whose arrival reveals the Mist marker (Morning)."""
    mist_place: str
    """The place whose attack by Soult reveals it (the Pratzen)."""
    mist_commands: tuple[str, ...]
    """Commands standing on that place: Soult attacking them reveals it too (unless the
    option `mist_reveal_place_only`) [5 Constantine] [9 The Center]."""
    soult_marker: str | None
    """The owner's description of the 'Soult - 1' marker [1 Setup 3], or None while the
    lost part is not described."""
    guard_difficulty: GuardDifficulty
    """The Imperial Guard's half of Increased Difficulty [6]."""
    places: tuple[str, ...]
    """Places an attack may name as its target."""
    """What each of the five markers shows, or None until the owner enters them."""
    defense_effects: tuple[str, ...]
    priorities: Mapping[str, tuple[tuple[str, str], ...]]
    """Place -> (choice id, label) in the printed casualty-priority order."""
    cards: Mapping[str, Any]
    """The owner's command cards by command id (empty until entered)."""
    tactics_count: int
    tactics_entries: Mapping[str, Any]
    """The owner's tactics cards by number (empty until entered)."""
    tactics_hand: int
    tactics_draws: int

    def command(self, command_id: str) -> CommandSpec:
        """A command by id."""
        for spec in self.commands:
            if spec.id == command_id:
                return spec
        raise DataError(f"tonnerre has no command '{command_id}'")

    def code(self, code: str) -> ResultCode:
        """A result code by its letters."""
        for found in self.codes:
            if found.code == code:
                return found
        raise DataError(f"tonnerre has no result code '{code}'")

    def units_known(self) -> bool:
        """True once every command's unit count is entered."""
        return all(c.units is not None for c in self.commands)


def _track(raw: Mapping[str, Any]) -> CasualtyTrack:
    if raw.get("unknown", True) or raw.get("length") is None:
        return CasualtyTrack(None, frozenset(), frozenset())
    return CasualtyTrack(
        int(raw["length"]),
        frozenset(int(b) for b in raw.get("rout_boxes", ())),
        frozenset(int(b) for b in raw.get("minus_one_boxes", ())),
    )


def _morale_track(raw: Mapping[str, Any]) -> tuple[int, int] | None:
    if raw.get("unknown", True) or raw.get("low") is None or raw.get("high") is None:
        return None
    return int(raw["low"]), int(raw["high"])


def _described(raw: Mapping[str, Any]) -> str | None:
    text = str(raw.get("description", "")).strip()
    return None if raw.get("unknown", True) or not text else text


def _guard(raw: Mapping[str, Any]) -> GuardDifficulty:
    return GuardDifficulty(
        str(raw["command"]),
        str(raw["attack_odd"]),
        str(raw["attack_even"]),
        frozenset(int(r) for r in raw["defense_loss_rolls"]),
        str(raw["defense_result"]),
    )


def game_data() -> GameData:
    """The board file with the owner's entries merged over it, read once per board (an
    owner's entry is seen at once)."""
    return derived(GAME_ID, _from_board)


def _from_board(board: Board) -> GameData:
    try:
        return _read(board.raw)
    except (KeyError, TypeError, ValueError) as exc:
        raise DataError(f"boards/tonnerre.toml is malformed: {exc}") from exc


def _read(raw: Mapping[str, Any]) -> GameData:
    units = raw["units"]
    counts = units.get("counts", {}) if not units.get("unknown", True) else {}
    commands = tuple(
        CommandSpec(
            str(c["id"]),
            str(c["name"]),
            str(c["side"]),
            int(c["penalty"]),
            int(c.get("rout_drm", 0)),
            bool(c.get("extra_action", False)),
            bool(c.get("never_attacks_alone", False)),
            int(counts[c["id"]]) if c["id"] in counts else None,
        )
        for c in raw["commands"]
    )
    mist = raw["mist"]
    values = mist.get("values")
    guard = next(c for c in raw["commands"] if c["id"] == "guard")
    return GameData(
        sides=tuple(raw["play"]["sides"]),
        first=str(raw["play"]["first"]),
        french_pass_turn=int(raw["play"]["french_may_pass_turn"]),
        start_morale={k: int(v) for k, v in raw["morale"]["start"].items()},
        morale_track=_morale_track(raw["morale"]),
        periods=tuple((p["id"], p["name"], p["hours"]) for p in raw["time"]["periods"]),
        advance_at=tuple(int(n) for n in raw["time"]["advance_at"]),
        time_morale_cost=int(raw["time"]["morale_cost"]),
        tracks={side: _track(t) for side, t in raw["casualty_tracks"].items()},
        commands=commands,
        garrisons=tuple((g["id"], g["name"], int(g["cubes"])) for g in raw["garrisons"]),
        unit_totals={k: int(v) for k, v in units["totals"].items()},
        unit_low=int(units["low"]),
        unit_high=int(units["high"]),
        codes=tuple(
            ResultCode(c["code"], c["side"], c["effect"], c["text"])
            for c in raw["results"]["codes"]
        ),
        rout_minus_one=int(raw["rout_test"]["minus_one"]),
        guard_option_drm=int(guard.get("option_rout_drm", 0)),
        napoleon_morale=int(raw["napoleon"]["morale"]),
        napoleon_hard_morale=int(raw["napoleon"]["increased_difficulty_morale"]),
        extra_commands=tuple(raw["extra_action"]["commands"]),
        mist_markers=int(mist["markers"]),
        mist_values=tuple(str(v) for v in values) if values and not mist.get("unknown") else None,
        mist_period=next(i for i, p in enumerate(raw["time"]["periods"]) if p.get("reveals_mist")),
        mist_place=str(mist["reveal_place"]),
        mist_commands=tuple(str(c) for c in mist.get("reveal_commands", ())),
        soult_marker=_described(raw.get("soult_minus_one", {})),
        guard_difficulty=_guard(raw["increased_difficulty"]),
        places=tuple(str(p["name"]) for p in raw["places"]),
        defense_effects=tuple(raw["defense"]["effects"]),
        priorities={
            p["place"]: tuple(zip(p["order"], p["labels"], strict=True))
            for p in raw["casualty_priority"]
        },
        cards=dict(raw["command_cards"].get("cards", {})),
        tactics_count=int(raw["tactics"]["count"]),
        tactics_entries=dict(raw["tactics"].get("cards", {})),
        tactics_hand=int(raw["tactics"]["hand"]),
        tactics_draws=int(raw["tactics"]["replacement_draws"]),
    )
