"""The state of a game of *Un coup de Tonnerre!*: plain frozen data that saves to TOML.

The Mist marker drawn for Soult lives here (`mist_marker`); hiding it from the Coalition is
the window's job (`visible_mist`), and no event text names it before it is revealed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, say, term
from tabletop.games.tonnerre.data import GameData, game_data

COALITION = "Coalition"
FRENCH = "French"
SIDE_NAMES = (N_("Coalition"), N_("French"))
"""The sides marked for the catalog: events carry them as terms (`i18n.term`)."""
OTHER = {COALITION: FRENCH, FRENCH: COALITION}

SETUP = "setup"
"""The unit counts printed on the board are not entered yet."""
PLAY = "play"
OVER = "over"


@dataclass(frozen=True)
class Army:
    """One side's tracks."""

    side: str
    """"Coalition" or "French"."""
    morale: int
    """Box of the morale marker [1 Setup 3]."""
    casualties: int = 0
    """Units on the casualty track (garrison cubes never go there [4 Garrisons])."""
    rout_drm: int = 0
    """Added to this army's rout tests (Constantine eliminated: +1 [4 Morale Penalties])."""
    rout_due: int = 0
    """Marked boxes reached during the resolution in progress: a rout test is required."""
    minus_one_due: int = 0
    """"-1" boxes reached during the resolution in progress."""
    reached_b: bool = False
    """The casualty marker reached box B [2 Play Sequence 4]."""


@dataclass(frozen=True)
class Command:
    """One Command on the map."""

    id: str
    """Command id ("davout")."""
    units: int
    """Units on the map."""
    eliminated: bool = False
    """Its last unit is gone and its penalty was applied (it cannot be rebuilt [3])."""
    face: str = "front"
    """Which face of its Command Card is up [1 The Command Cards]."""


@dataclass(frozen=True)
class Step:
    """One step of a resolution still to do, in the printed order [4 Resolution Sequence]."""

    kind: str
    """mist, defense, morale, units, broken, rout, time or end."""
    side: str = ""
    """The army the step concerns."""
    count: int = 0
    """Morale steps or units still to take."""
    source: str = ""
    """Command (or place) the units come from."""
    box: int = 0
    """For a "box" question: the casualty box whose print is asked."""


@dataclass(frozen=True)
class Attack:
    """An attack being resolved."""

    side: str
    """The attacker."""
    command: str
    """The attacking command."""
    action: str
    """The card action as the player named it."""
    target: str
    """The defending command or the place attacked."""
    roll: int
    """The natural roll."""
    modified: int
    """The roll after modifiers (a tactics card's +1, [8 Example 1])."""
    result: str
    """The printed result read."""
    defended_by: str = ""
    """The defending command, once a Defense is played."""
    defense_effect: str = ""
    """What the Defense does to the attack's result (boards/tonnerre.toml [defense])."""
    defense_result: str = ""
    """The Defense's own result (a counter-charge, the Guard's cost)."""
    final: str = ""
    """The result applied, after the Defense."""


@dataclass(frozen=True)
class TonnerreState:
    """A whole game."""

    armies: tuple[Army, Army]
    """The Coalition's and the French army's tracks, in that order."""
    commands: tuple[Command, ...]
    """Every command, in the board file's order."""
    garrisons: tuple[tuple[str, int], ...]
    """Garrison id and cubes left (Sokolnitz, Telnitz)."""
    mist_marker: int
    """The Mist marker drawn face down for Soult (1 to 5): hidden from the Coalition."""
    phase: str = PLAY
    """setup, play or over."""
    turn: int = 1
    """Round: the Coalition's action and the French one after it."""
    active: str = COALITION
    """The side whose action it is [2 Action Phase]."""
    time: int = 0
    """Index of the time period (0 Early Morning, 1 Morning, 2 Afternoon) [2 Time]."""
    mist_revealed: bool = False
    """The marker is face up [1 Setup 4]."""
    mist_removed: int = 0
    """Soult's blocks removed at the reveal (not eliminated)."""
    extra_side: str = ""
    """The side playing its Extra Action now."""
    extra_commands: tuple[str, ...] = ()
    """Commands that acted within the Extra Action so far."""
    extra_defended: bool = False
    """One of the two Extra-Action attacks was already defended [3 Defense Actions]."""
    extra_spent: tuple[str, ...] = ()
    """Lannes and/or Bagration, once their Extra Action is used [3 Extra Action]."""
    lost_action: str = ""
    """The side whose next action is lost to the Defense it played [3 Defense Actions]."""
    attack: Attack | None = None
    """The attack being resolved."""
    queue: tuple[Step, ...] = ()
    """What the resolution still has to do; the first step may wait for a player."""
    marks: tuple[tuple[str, int, str], ...] = ()
    """(side, box, what it shows) of casualty boxes the players read off the printed track."""
    winner: str = ""
    """Who won, "Draw", or empty."""
    outcome: str = ""
    """How the game ended, in one sentence."""
    hard: bool = False
    """Optional Increased Difficulty (French) [6]."""
    coalition_hand: tuple[int, ...] = ()
    """The Coalition's tactics cards: hidden from the French [6 Tactics Cards]."""
    french_hand: tuple[int, ...] = ()
    """The French tactics cards: hidden from the Coalition."""
    hands_built: tuple[str, ...] = ()
    """Sides whose hand of six is built."""
    tactics_used: tuple[int, ...] = ()
    """Tactics cards played or discarded, face up."""
    coalition_draws: int = 0
    """Replacement draws the Coalition has made (at most 3 per game)."""
    french_draws: int = 0
    """Replacement draws the French have made."""
    guard_rout_drm: bool = False
    """Option: the historical note's +1 to rout tests once the Guard is gone [9]."""
    guard_modified_roll: bool = False
    """Option `hard_guard_modified_roll`: Increased Difficulty's Guard cost read on the
    attack's modified roll rather than the die as rolled [6]."""
    mist_place_only: bool = False
    """Option `mist_reveal_place_only`: only Soult attacking the Pratzen by name reveals the
    Mist, not his attack on Constantine or Miloradovich standing on it [1 Setup 4]."""

    def army(self, side: str) -> Army:
        """One side's tracks."""
        return self.armies[0] if side == COALITION else self.armies[1]

    def with_army(self, army: Army) -> TonnerreState:
        """The state with one army replaced."""
        armies = (army, self.armies[1]) if army.side == COALITION else (self.armies[0], army)
        return replace(self, armies=armies)

    def command(self, command_id: str) -> Command:
        """A command by id; RuleError names the commands."""
        for command in self.commands:
            if command.id == command_id:
                return command
        names = ", ".join(c.id for c in self.commands)
        raise RuleError(
            say(
                "there is no command '{command}'; the commands are {names}.",
                command=command_id,
                names=names,
            )
        )

    def with_command(self, command: Command) -> TonnerreState:
        """The state with one command replaced."""
        return replace(
            self, commands=tuple(command if c.id == command.id else c for c in self.commands)
        )

    def garrison(self, garrison_id: str) -> int:
        """Cubes left in a garrison."""
        return dict(self.garrisons).get(garrison_id, 0)

    @property
    def combined_casualties(self) -> int:
        """Both casualty tracks together: they drive the time track [2 Time]."""
        return self.armies[0].casualties + self.armies[1].casualties

    @property
    def waiting(self) -> Step | None:
        """The resolution step that waits for a player, if any."""
        return self.queue[0] if self.queue else None

    def mark(self, side: str, box: int) -> str | None:
        """What a casualty box shows: the owner's track, else the players' reading, else None."""
        printed = game_data().tracks[side].mark(box)
        if printed is not None:
            return printed
        for s, b, m in self.marks:
            if s == side and b == box:
                return m
        return None


def visible_mist(state: TonnerreState, viewer: str) -> int | None:
    """The Mist marker as `viewer` may see it: the French always, the Coalition once revealed."""
    if viewer == FRENCH or state.mist_revealed:
        return state.mist_marker
    return None


def new_state(dice: Dice, options: Mapping[str, Any]) -> TonnerreState:
    """Set up [1 Setup]: morale 10 and 9, time Early Morning, casualties 0, a Mist marker drawn.

    The unit counts come from the owner's entry; until it is made the game waits in set-up.
    Option `mist` = "open" reveals the marker at once ("French Player vs Coalition Bot: Reveal
    Mist Marker immediately." [7 Mist (Solo)]), so what the reveal calls for comes at once
    too: "If necessary, adjust Soult's strength by removing blocks (these blocks are not
    considered eliminated)." [1 Setup 4]. The removal waits first in the queue, before the
    Coalition's first action (and after the unit counts, while they are still to be entered).
    """
    data = game_data()
    marker = dice.below(data.mist_markers) + 1
    opened = options.get("mist") == "open"
    state = TonnerreState(
        armies=(
            Army(COALITION, data.start_morale[COALITION]),
            Army(FRENCH, data.start_morale[FRENCH]),
        ),
        commands=tuple(Command(c.id, c.units or 0) for c in data.commands),
        garrisons=tuple((g_id, cubes) for g_id, _, cubes in data.garrisons),
        mist_marker=marker,
        phase=PLAY if data.units_known() else SETUP,
        active=data.first,
        mist_revealed=opened,
        queue=(Step("mist", FRENCH),) if opened else (),
        hard=bool(options.get("hard", False)),
        guard_rout_drm=bool(options.get("guard_rout_drm", False)),
        mist_place_only=bool(options.get("mist_reveal_place_only", False)),
        guard_modified_roll=bool(options.get("hard_guard_modified_roll", False)),
    )
    return state


def check_counts(data: GameData, counts: tuple[int, ...]) -> None:
    """The unit counts entered must fit the material list [Matériel] [1 Commands and Units]."""
    if len(counts) != len(data.commands):
        raise RuleError(
            say(
                "give {n} unit counts, one per command in the order {names}.",
                n=len(data.commands),
                names=", ".join(c.name for c in data.commands),
            )
        )
    for spec, count in zip(data.commands, counts, strict=True):
        if not data.unit_low <= count <= data.unit_high:
            raise RuleError(
                say(
                    "{command} has {count} units; a command has {low} to {high} "
                    "[1 The Commands and Units].",
                    command=spec.name,
                    count=count,
                    low=data.unit_low,
                    high=data.unit_high,
                )
            )
    for side, total in data.unit_totals.items():
        found = sum(n for spec, n in zip(data.commands, counts, strict=True) if spec.side == side)
        if found != total:
            raise RuleError(
                say(
                    "the {side} counts add up to {found}; the box holds {total} {side} blocks "
                    "[Matériel].",
                    side=term(side),
                    found=found,
                    total=total,
                )
            )
