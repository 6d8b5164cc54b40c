"""The range of every number in a game of The Pratzen, and the ids that are unique
(issue 21 item 4), checked by `validate` when a save is loaded.

The Playbook's scenarios, the Turn Track and the Morale Chart are pictures the rulebook text
lost (004_beefe8a6deb26319.txt [Preparing for play] [Using the Morale Tracks]): the owner
types the turns and each side's Demoralization Level, so where the text prints no maximum a
save holds no more than the set-up lets the owner enter (the `setup` and `add_reinforcement`
actions' highest values), and the Morale Chart runs from box 0 up to the highest level.
"""

from __future__ import annotations

from tabletop.games.bounds import Bound, Range, Unique, entry_high
from tabletop.games.pratzen import data
from tabletop.games.pratzen.actions import AddReinforcement, SetUp
from tabletop.games.pratzen.state import PratzenState

MORALE = "[Using the Morale Tracks]"
VICTORY = "Victory Check and Advance to Next Turn Phase"
TURNS = entry_high(SetUp, "turns")
"""The most Game Turns a scenario the owner enters may last."""
TOP_BOX = max(entry_high(SetUp, "french_level"), entry_high(SetUp, "allied_level"))
"""The highest box of the Morale Chart: the highest Demoralization Level the set-up takes."""


def _last_turn(state: PratzenState) -> int:
    """The scenario's last Game Turn: the game ends there [Victory Check and Advance to Next
    Turn Phase]."""
    return state.turns or TURNS


def _latest_arrival(state: PratzenState) -> int:
    """A group is due on a turn the set-up takes, moved ahead at most by the longest delay
    of the Reinforcement Table [Reinforcement Table (RT)]."""
    delays = data.section("reinforcement_delays")
    longest = max(v for v in delays.values() if isinstance(v, int))
    return entry_high(AddReinforcement, "turn") + longest


BOUNDS: tuple[Bound, ...] = (
    Range(
        "turns", 0, TURNS, "the scenario's Game Turns (0 before it is set up) [Preparing for play]"
    ),
    Range(
        "turn",
        1,
        _last_turn,
        f"play stops after the scenario's last Game Turn [{VICTORY}]",
    ),
    Range("units[].er", 0, 3, "an ER is 1 to 3 (0: not given) [Engagement Table (ET)]"),
    Range("units[].hits", 0, 2, "the third hit eliminates a unit [Combat effects on units]"),
    Range(
        "morale[].demoralization",
        0,
        TOP_BOX,
        f"the Demoralization Level is a box of the Morale Chart (0 before set-up) {MORALE}",
    ),
    Range(
        "morale[].defeated_flags",
        0,
        TOP_BOX,
        f"the Defeated Flags marker starts on zero and moves up the Morale Chart {MORALE}",
    ),
    Range(
        "battalion_hits{}",
        1,
        2,
        "the third hit under a Flag eliminates a piece [Combat effects on units]",
    ),
    Range(
        "fire_faces[]",
        1,
        6,
        "each die a fire showed is a face of 1d6 [Artillery Fire Phase 7] [Resolving Infantry "
        "Fire 1]",
    ),
    Range(
        "reinforcements[].turn",
        1,
        _latest_arrival,
        "a group is due on a Game Turn [Reinforcements Phase]",
    ),
    Unique(
        ("units[].name", "leaders[].name"),
        "each piece of the scenario has a name of its own [Preparing for play]",
        fold=True,
    ),
    Unique(
        ("morale[].eliminated[]",),
        f"an eliminated piece is placed on a Morale Chart once {MORALE}",
        fold=True,
    ),
    Unique(
        ("rallied[]",),
        "a unit makes one Rally (or Reload) roll in a Rally Phase [Rally Phase 1]",
        fold=True,
    ),
    Unique(
        ("reinforcements[].group",),
        "each scheduled group is named once [Reinforcements Phase]",
        fold=True,
    ),
    Unique(
        ("events.draw_pile[]", "events.discards[]", "events.set_aside[]", "events.held{}[]"),
        "each event card is in one place [Optional rule: the Event Deck]",
    ),
    Unique(("events.added[].id",), "each event card the owner adds has an id of its own"),
)
"""Every bound of a Pratzen state, checked in this order."""
