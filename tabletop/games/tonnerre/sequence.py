"""The sequence of play of *Un coup de Tonnerre!*, declared once [1 Setup] [2 Action Phase]
[2 Play Sequence] [4 Resolution Sequence].

Before play the owner enters the unit counts printed on the board [1 Setup]. Then, starting
with the Coalition, the players alternate as the active player, each taking ONE action [2
Action Phase] (two back to back with an Extra Action [3]). An attack is rolled, then the game
waits in turn for what the printed play sequence asks of a player: the result read off a card
not entered [2 Play Sequence 3], the defender's Defense or none, "played after the attacker's
die roll" [3 Defense Actions], each loss placed where the player must choose it [4 Attack
Results] [2 Targeting Attacks], each casualty box read off a track not entered [2 Play Sequence
4], each rout test [4 Rout Test]; and Soult's blocks once the Mist is revealed [1 Setup 4]. The
resolution's own order (`resolution.py`) says which of these comes next.

Who takes a step is the side the game waits for (`turns.acting_side`): the active player for
an action, the defender for a Defense, the army that takes the loss, reads its box or tests,
the French for Soult's blocks. A card is flipped "immediately when the flipping condition is
met" [1 The Command Cards] and the tactics cards are "playable during interruptions or
activations" [6 Tactics Cards]: open at every step of play, to the side whose card it is.
Legality's phase and side part, `side_of` and the Help's sequence of play come from here
(tabletop/games/sequence.py); legal.py keeps the guards it cannot say. Nothing here reads the
Mist marker: which step is open never tells the Coalition what it shows.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.core.i18n import N_, say
from tabletop.games.sequence import ACTIVE, Opens, SequenceOfPlay, Step
from tabletop.games.tonnerre.actions import ACTIONS, SIDES
from tabletop.games.tonnerre.data import game_data
from tabletop.games.tonnerre.rout import rout_resolver
from tabletop.games.tonnerre.state import OVER, SETUP, TonnerreState
from tabletop.games.tonnerre.turns import acting_side


def owner(state: TonnerreState, action: Mapping[str, Any]) -> str:
    """The side of the command the action names: its player flips its card ("" for none)."""
    found = [c for c in game_data().commands if c.id == str(action.get("command", ""))]
    return found[0].side if found else ""


def named(state: TonnerreState, action: Mapping[str, Any]) -> str:
    """The side a tactics action names: a hand is its own player's [6 Tactics Cards]."""
    side = str(action.get("side", ""))
    return side if side in SIDES else ""


FREE = (
    Opens("flip_card", owner),
    Opens("choose_tactic", named),
    Opens("play_tactic", named),
    Opens("discard_tactic", named),
)
"""Open at every step (legal.py keeps them for after the unit counts): a card flipped when
its condition is met [1 The Command Cards], the optional tactics cards [6 Tactics Cards]."""

ROUT_TEST = rout_resolver().name
"""The rout-test resolver: rolled by the army that tests, at its rout test [4 Rout Test]."""


def now(state: TonnerreState) -> str:
    """The step the state is in: set-up, the step a resolution waits at, or an action."""
    if state.phase == SETUP:
        return "setup"
    step = state.waiting
    if step is not None and state.phase != OVER:
        return step.kind
    return "action"


def ended(state: TonnerreState) -> str | None:
    """Once an army is Broken (or both), the sentence that says so [2 Play Sequence 4]."""
    if state.phase != OVER:
        return None
    return say("The game is over: {outcome}", outcome=state.outcome)


SEQUENCE: SequenceOfPlay[TonnerreState] = SequenceOfPlay(
    steps=(
        Step(
            "setup",
            N_("Set-up step (the unit counts printed on the board)"),
            "1 Setup",
            # Logged, as it always was, for the side to act first: a save from before this
            # declaration replays with the same sides.
            (Opens("enter_units", ACTIVE),),
        ),
        Step(
            "action",
            N_("Action Phase (the active player's action)"),
            "2 Action Phase",
            (
                Opens("attack", ACTIVE),
                Opens("reinforce", ACTIVE),
                Opens("napoleon", ACTIVE),
                Opens("card_action", ACTIVE),
                Opens("pass", ACTIVE),
                Opens("extra_action", ACTIVE),
            ),
        ),
        Step(
            "read",
            N_("Card step (the result printed for the roll)"),
            "2 Play Sequence 3",
            (Opens("read_result", ACTIVE),),
        ),
        Step(
            "defense",
            N_("Defense step (the defender's answer to the roll)"),
            "3 Defense Actions",
            (
                Opens("defend", ACTIVE),
                Opens("no_defense", ACTIVE),
            ),
        ),
        Step(
            "loss",
            N_("Loss step (where a unit loss comes from)"),
            "4 Attack Results",
            (Opens("take_loss", ACTIVE),),
        ),
        Step(
            "box",
            N_("Casualty box step (what the box reached shows)"),
            "2 Play Sequence 4",
            (Opens("box_shows", ACTIVE),),
        ),
        Step(
            "rout",
            N_("Rout test step"),
            "4 Rout Test",
            (Opens("rout_test", ACTIVE),),
            (Opens(ROUT_TEST, ACTIVE),),
        ),
        Step(
            "mist",
            N_("Mist step (Soult's blocks taken off as it lifts)"),
            "1 Setup 4",
            (Opens("remove_mist_blocks", ACTIVE),),
        ),
    ),
    now=now,
    active=acting_side,
    sides=SIDES,
    actions=ACTIONS,
    anytime=FREE,
    ended=ended,
)
"""Un coup de Tonnerre!'s sequence of play, step by step."""
