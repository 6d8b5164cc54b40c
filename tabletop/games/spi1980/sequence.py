"""The sequence of play of SPI's The Battle of Austerlitz, declared once [1.0] [3.0] [12.0].

Before play the rule options are chosen and the French Player writes down his reserve
[1.0] [12.0]. Each of the eleven Game-Turns then has two Player-Turns, the Allied and the
French, each of three Phases: rally, movement, combat [3.0] (boards/spi1980.toml
[[sequence]]). An attack's result is applied at once, defender first, before anything else
[3.0 Step Three] [6.0]; a Disengagement Check loss is taken before the unit moves on [4.6].
Legality's phase and side part, `side_of` and the Help's sequence of play all come from this
declaration (tabletop/games/sequence.py); legal.py keeps the guards it cannot say.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, say
from tabletop.games.sequence import ACTIVE, NOBODY, Opens, SequenceOfPlay, Step
from tabletop.games.spi1980.actions import ACTIONS
from tabletop.games.spi1980.data import SIDES, game_data
from tabletop.games.spi1980.sides import other_side, to_apply
from tabletop.games.spi1980.state import Spi1980State

_ORDINALS = ("One", "Two", "Three", "Four", "Five", "Six")
RESERVE_SIDE = str(game_data().section("reserve")["side"])
"""Who writes down the reserve [12.0]."""
REINFORCEMENT_SIDE = str(game_data().section("reinforcement")["side"])
"""Who rolls for and enters the reinforcements [9.0]."""


def owner(state: Spi1980State, action: Mapping[str, Any]) -> str:
    """The army of the unit the action names: its owner takes it [4.6] [6.6]."""
    try:
        return game_data().unit(str(action.get("unit", ""))).army
    except RuleError:
        return ""


def role_side(state: Spi1980State, action: Mapping[str, Any]) -> str:
    """The side of the attack's role the action names ("attacker" or "defender"): each
    player takes his own result and rolls his own rout [6.3]."""
    pending = state.pending_combat
    if pending is None:
        return ""
    attacker = pending.attacker_side
    return attacker if action.get("side") == "attacker" else other_side(attacker)


def retreating_side(state: Spi1980State, action: Mapping[str, Any]) -> str:
    """The side whose result is to be applied next: it rolls its rout [6.3]."""
    role = to_apply(state)
    return role_side(state, {"side": role}) if role else ""


def holder(state: Spi1980State, action: Mapping[str, Any]) -> str:
    """The side an objective hex is entered for [14.3] ("" for none)."""
    held = action.get("holder")
    return str(held) if held in SIDES else ""


def now(state: Spi1980State) -> str:
    """The step the state is in."""
    if state.pending_combat is not None:
        return "combat_result"
    if state.pending_disengagement is not None:
        return "disengagement_loss"
    first = game_data().phases[0].id
    if state.turn == 1 and state.phase == first and not state.rallied_corps:
        return "before_play"
    return state.phase


def ended(state: Spi1980State) -> str | None:
    """Once the game is over, the sentence that says so [14.5]."""
    if not state.game_over:
        return None
    return say("the game is over; only the A and F hexes' occupants can be corrected [14.5].")


def _phase(index: int, opens: tuple[Opens, ...], rolls: tuple[Opens, ...] = ()) -> Step:
    """Step One to Six of [3.0], as boards/spi1980.toml [[sequence]] names them."""
    phase = game_data().phases[index]
    return Step(phase.id, phase.name, f"3.0 Step {_ORDINALS[index]}", opens, rolls)


NEXT = Opens("next_phase", ACTIVE)
RALLY = (Opens("rally", ACTIVE),)
RALLY_ROLL = (Opens("rally", ACTIVE),)
MOVE = (Opens("disengage", ACTIVE), Opens("exit_map", ACTIVE))
"""What the Phasing Player's moves need of the app: a Disengagement Check [4.6], a unit of a
demoralized army leaving the map [4.7]."""
DISENGAGE_ROLL = (Opens("disengagement", ACTIVE),)
FIGHT = (Opens("combat", ACTIVE),)
CRT = (Opens("combat", ACTIVE),)
PLOT = Opens("plot_reserve", RESERVE_SIDE)

SEQUENCE: SequenceOfPlay[Spi1980State] = SequenceOfPlay(
    steps=(
        Step(
            "before_play",
            N_("Before play: the rule options, the French reserve written down"),
            "1.0",
            (Opens("set_option", NOBODY), PLOT, *RALLY, NEXT),
            RALLY_ROLL,
        ),
        _phase(0, (*RALLY, PLOT, NEXT), RALLY_ROLL),
        _phase(1, (*MOVE, NEXT), DISENGAGE_ROLL),
        _phase(2, (*FIGHT, NEXT), CRT),
        _phase(
            3,
            (*RALLY, Opens("reinforcement_roll", REINFORCEMENT_SIDE), NEXT),
            (*RALLY_ROLL, Opens("reinforcement", REINFORCEMENT_SIDE)),
        ),
        _phase(4, (*MOVE, Opens("enter_reinforcements", REINFORCEMENT_SIDE), NEXT), DISENGAGE_ROLL),
        _phase(5, (*FIGHT, NEXT), CRT),
        Step(
            "combat_result",
            N_("Apply the combat result at once, the defender's first"),
            "6.0",
            (
                Opens("rout_roll", role_side),
                Opens("apply_combat_result", role_side),
                Opens("displace", owner),
            ),
            (Opens("rout", retreating_side),),
        ),
        Step(
            "disengagement_loss",
            N_("Take the Disengagement Check loss before the unit moves on"),
            "4.6",
            (Opens("disengagement_loss", ACTIVE),),
        ),
    ),
    now=now,
    active=lambda state: "" if state.game_over else state.phasing_side,
    sides=SIDES,
    actions=ACTIONS,
    anytime=(
        # What the board shows that the app cannot see: CSPs lost outside combat (over
        # stacking [4.4]), a counter turned face down [4.9], an A or F hex's VPs and its
        # last occupant [14.3].
        Opens("lose_csp", owner),
        Opens("set_disrupted", owner),
        Opens("objective", holder),
    ),
    ended=ended,
    after_end=(Opens("objective", holder),),
    # The printed Combat Results Table on the Charts page: a what-if the players may log at
    # any step, booked to the Phasing Player (an attack itself is rolled by `combat`).
    anytime_rolls=(Opens("table:crt", ACTIVE),),
)
"""The Battle of Austerlitz's sequence of play, step by step [1.0] [3.0] [12.0]."""


def side_of(state: Spi1980State, action: Mapping[str, Any]) -> str:
    """The side the log books an action or a roll to, as the declaration says; one the
    current step does not open is the Phasing Player's [3.0], since the refusal, not the
    log, is what the player sees (and a roll claimed by the other side is refused)."""
    decided = SEQUENCE.side_of(state, action)
    kind = str(action.get("kind", ""))
    if decided or state.game_over:
        return decided
    taken = SEQUENCE.taker(state, kind) if kind in ACTIONS else SEQUENCE.roller(state, kind)
    return decided if taken is not None else state.phasing_side
