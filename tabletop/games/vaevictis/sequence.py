"""The sequence of play of Austerlitz 1805 (Vae Victis), declared once [5] [5.1] [5.2] [5.3] [17].

Before play the players choose the rule options, enter the order of battle and the leaders
and settle who goes first [5.1] [18]; the winner of the dice or the bids then chooses. Each of
the ten turns has two sequences, one for each player, the active player's, each of the eight
phases of [5.2] (boards/vaevictis.toml [[phases]]); the Coalition's Command Phase opens from
Turn 4 with the Russian Guard's roll to leave Blasiowitz [17]; the end of Turns 7 to 9 waits
for the random finish [5.3]. Legality's phase and side part, `side_of` and the Help's sequence
of play all come from this declaration (tabletop/games/sequence.py); legal.py keeps the guards
it cannot say.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.core.i18n import N_, say
from tabletop.games.sequence import ACTIVE, INACTIVE, NOBODY, Opens, SequenceOfPlay, Step
from tabletop.games.vaevictis import turns
from tabletop.games.vaevictis.actions import ACTIONS
from tabletop.games.vaevictis.data import SIDES, game_data
from tabletop.games.vaevictis.state import VaeVictisState


def owner(state: VaeVictisState, action: Mapping[str, Any]) -> str:
    """The side of the unit or leader the action names: its owner takes it, and throws the
    2D6 of its morale test [0.4] ("" when it names none the game knows)."""
    for key in ("unit", "target", "attacker"):
        unit = state.unit(str(action.get(key, "")))
        if unit is not None:
            return unit.side
    leader = state.leader(str(action.get("leader", "")))
    return leader.side if leader is not None else ""


def chooser(state: VaeVictisState, action: Mapping[str, Any]) -> str:
    """The winner of the dice or the bids, who chooses to go first or second [5.1]."""
    return state.chooser


def finisher(state: VaeVictisState, action: Mapping[str, Any]) -> str:
    """Who rolls the random finish: "one of the players rolls 1D6" [5.3], the one named, or
    when none is named the player whose sequence ends the turn (the active player)."""
    named = str(action.get("roller") or "")
    return named if named in SIDES else state.active


def scorer(state: VaeVictisState, action: Mapping[str, Any]) -> str:
    """The side that scores the objective named [19] ("" for one the chart has not)."""
    found = [o for o in game_data().objectives if o.id == str(action.get("objective", ""))]
    return found[0].side if found else ""


GUARD_SIDE = str(game_data().section("guard_departure")["side"])
"""Whose Command Phase the Guard's roll opens, and who rolls it [17]."""

SET_UP = (
    Opens("set_options", NOBODY),
    Opens("side_value", NOBODY),
    Opens("add_unit", NOBODY),
    Opens("add_leader", NOBODY),
)
"""Before play: the rules in force, the agreed value of side [19] [Competition], the order
of battle and the leader chart as the owner enters them [14] [1.4] [18]."""
UNIT_TEST = Opens("morale_test", owner)
"""A morale test, thrown by the player who controls the unit [0.4] [14.1]."""
ROUT_MOVE = Opens("cross_ice", owner)
"""A complete rout move across the frozen lake, in the Rally Phase and at once after a rout
[14.2] [12.3]."""
NEXT = Opens("next_phase", ACTIVE)
FIRED_ON = (
    Opens("apply_result", owner),
    UNIT_TEST,
    Opens("leader_risk", owner),
    Opens("kill_leader", owner),
    ROUT_MOVE,
    NEXT,
)
"""What a fire or a close combat leads to: its printed result [12.3], a leader's risk and
death [15.1], a rout move [14.2]."""


TEST_ROLL = Opens("morale-test", owner)
"""The 2D6 of a morale test, thrown by the player who controls the unit [0.4]."""
ICE_ROLL = Opens("ice", owner)
"""A die per frozen hex crossed in rout, the routing unit's owner's [14.2]."""
FIRED_ON_ROLLS = (TEST_ROLL, Opens("leader-death", owner), ICE_ROLL)
"""What a fire or a close combat leads to: a morale test [12.3], the death of a leader
stacked with the unit, thrown by his player [15.1], a rout across the frozen lake [14.2]."""
INITIATIVE_ROLL = Opens("initiative", ACTIVE)
"""A general de division out of command, "the player may throw 1D6" [6.7]."""


def _phase(phase_id: str, opens: tuple[Opens, ...], rolls: tuple[Opens, ...] = ()) -> Step:
    """A phase of boards/vaevictis.toml, with what it opens and the rolls made in it."""
    number = next(i for i, p in enumerate(game_data().phases, start=1) if p.id == phase_id)
    name = next(p.name for p in game_data().phases if p.id == phase_id)
    return Step(phase_id, name, f"5.2 {number}", opens, rolls)


def now(state: VaeVictisState) -> str:
    """The step the state is in."""
    if not state.first_player:
        return "choose" if state.chooser else "setup"
    if state.turn_ended:
        return "end_of_turn"
    if turns.guard_due(state):
        return "guard"
    return game_data().phases[state.phase].id


def ended(state: VaeVictisState) -> str | None:
    """Once the game is over, the sentence that says why."""
    return say("the game is over ({reason}).", reason=state.end_reason) if state.game_over else None


SEQUENCE: SequenceOfPlay[VaeVictisState] = SequenceOfPlay(
    steps=(
        Step(
            "setup",
            N_("Before play: the rules, the order of battle, who goes first"),
            "5.1",
            (*SET_UP, Opens("roll_first", NOBODY), Opens("bid_first", NOBODY)),
            # "Each player throws 1D6" [5.1]: both players, one die each.
            (Opens("first-player", NOBODY),),
        ),
        Step(
            "choose",
            N_("The winner of the dice or the bids chooses who goes first"),
            "5.1",
            (Opens("choose_first", chooser), *SET_UP),
        ),
        Step(
            "guard",
            N_("The Russian Guard's roll to leave Blasiowitz, in the Coalition's Command Phase"),
            "17",
            (Opens("guard_departure", GUARD_SIDE), Opens("initiative", ACTIVE)),
            (Opens("guard-departure", GUARD_SIDE), INITIATIVE_ROLL),
        ),
        # "At the beginning of each Command Phase" from Turn 4 [17]: the Guard's step above
        # while its roll is due; in any other Command Phase its refusal says why.
        _phase(
            "command",
            (Opens("initiative", ACTIVE), Opens("guard_departure", GUARD_SIDE), NEXT),
            (INITIATIVE_ROLL,),
        ),
        _phase(
            "rally", (Opens("rally", ACTIVE), UNIT_TEST, ROUT_MOVE, NEXT), (TEST_ROLL, ICE_ROLL)
        ),
        _phase("charge", (UNIT_TEST, ROUT_MOVE, NEXT), (TEST_ROLL, ICE_ROLL)),
        _phase("movement", (UNIT_TEST, NEXT), (TEST_ROLL,)),
        _phase("evasion", (UNIT_TEST, NEXT), (TEST_ROLL,)),
        _phase(
            "defensive_fire",
            (Opens("fire", INACTIVE), *FIRED_ON),
            (Opens("fire", INACTIVE), *FIRED_ON_ROLLS),
        ),
        _phase(
            "offensive_fire",
            (Opens("fire", ACTIVE), *FIRED_ON),
            (Opens("fire", ACTIVE), *FIRED_ON_ROLLS),
        ),
        _phase(
            "close_combat",
            (Opens("close_combat", ACTIVE), Opens("capture_leader", owner), *FIRED_ON),
            # "The active player throws 1D6" [13.2].
            (Opens("close-combat", ACTIVE), *FIRED_ON_ROLLS),
        ),
        Step(
            "end_of_turn",
            N_("End of the turn: the random finish"),
            "5.3",
            (Opens("random_finish", finisher),),
            (Opens("random-finish", finisher),),
        ),
    ),
    now=now,
    active=lambda state: state.active,
    sides=SIDES,
    actions=ACTIONS,
    anytime=(
        # The loss records and the leaders as the board shows them [12.3] [14.2], the
        # aide's values from the back of his counter [15.1], objectives held [19], the
        # competition clock and the players' notes.
        Opens("lose", owner),
        Opens("disorder", owner),
        Opens("rout", owner),
        Opens("leave_map", owner),
        Opens("eliminate", owner),
        Opens("withdraw_general", owner),
        Opens("aide_values", NOBODY),
        Opens("hold", scorer),
        Opens("clock", NOBODY),
        Opens("notes", NOBODY),
    ),
    ended=ended,
    after_end=(Opens("hold", scorer), Opens("notes", NOBODY)),
)
"""Austerlitz 1805's sequence of play, step by step [5] [5.1] [5.2] [5.3] [17]."""
