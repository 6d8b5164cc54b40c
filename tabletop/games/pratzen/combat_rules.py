"""A close combat rolled, the side that lost it, and its Defeated Flags, each answering the
one combat rolled [Close Combat Phase] [Close Combat Results Table] [Using the Morale Tracks].

The close combat is the phasing player's action (combat_action.py): its roll is booked to the
attacker, and what it rolled (`PratzenState.combat`) is what the loser's word must match, once,
and what moves the loser's Defeated Flags marker, once, on a Defeated or Totally Defeated
result only, as the special effects left it.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.core.dice import Dice
from tabletop.core.i18n import say, term
from tabletop.games.actions import GameAction
from tabletop.games.base import Event, Resolution
from tabletop.games.kit import natural_roll
from tabletop.games.pratzen import actions as a
from tabletop.games.pratzen import turn
from tabletop.games.pratzen.combat import ATTACKER, DEFENDER
from tabletop.games.pratzen.combat_action import combat_inputs, combat_roll
from tabletop.games.pratzen.combat_effects import losses
from tabletop.games.pratzen.combat_resolver import close_combat_run
from tabletop.games.pratzen.state import CombatRolled, PratzenState

Result = tuple[PratzenState, tuple[Event, ...]]
RESULTS = "Close Combat Results Table"
MORALE = "Using the Morale Tracks"
DEFEATS = ("D", "T")
"""The results that move a Defeated Flags marker: "a Defeated, or Totally Defeated (i.e.
Routed) result in close combat" [Using the Morale Tracks]."""


def rolled(resolution: Resolution, side: str, typed: int | None) -> tuple[Event, ...]:
    """The resolution's events, its roll logged for `side` and marked typed when the player
    typed it in from real dice (`verify` counts it apart from the app's dice) [DESIGN 4]."""
    record = replace(resolution.record, side=side, typed=typed is not None)
    first, *rest = resolution.events
    return (replace(first, roll=record), *rest)


def sides(state: PratzenState) -> dict[str, str]:
    """The attacker is the phasing player, the defender the other [Close Combat Phase]."""
    return {ATTACKER: state.side, DEFENDER: turn.other_side(state.side)}


def close_combat(state: PratzenState, action: GameAction, dice: Dice) -> Result:
    """Roll the combat on its column; keep what it rolled for the loser's word and the flags."""
    values = combat_inputs(action)
    typed = combat_roll(action)
    resolution = close_combat_run(values, natural_roll(dice, typed, "1d6")[0])
    printed = resolution.result
    combat = CombatRolled(printed)
    if printed in ("R", "D", "T"):
        known = resolution.fields.get("loser")
        combat = CombatRolled(
            printed,
            str(losses(printed, ATTACKER, values)["result"]),
            str(losses(printed, DEFENDER, values)["result"]),
            str(known) if known in (ATTACKER, DEFENDER) else "",
        )
    return replace(state, combat=combat), rolled(resolution, state.side, typed)


def loser_closed(state: PratzenState) -> str:
    """Why no side may be said to have lost now ("" when the combat rolled waits for it)."""
    combat = state.combat
    if combat is None:
        return say(
            "No close combat has been rolled in this Close Combat Phase: roll it with the "
            "Close combat action first, then say which side lost [{case}].",
            case=a.CloseCombat.CASE,
        )
    if combat.printed not in ("R", "D", "T"):
        return say("The close combat rolled says roll again: roll it [{case}].", case=RESULTS)
    if combat.loser:
        return say(
            "The {loser} lost the close combat rolled, as known already: one word per roll "
            "[{case}].",
            loser=term(combat.loser),
            case=RESULTS,
        )
    return ""


def loser_reason(state: PratzenState, action: a.CombatLoser) -> str:
    """Why this loser's word does not answer the combat rolled ("" when it does)."""
    closed = loser_closed(state)
    if closed or state.combat is None:
        return closed
    if action.result != state.combat.printed:
        return say(
            "The close combat rolled {printed}, not {result}: the side that lost answers that "
            "roll [{case}].",
            printed=state.combat.printed,
            result=action.result,
            case=RESULTS,
        )
    return ""


def combat_loser(state: PratzenState, action: a.CombatLoser, dice: Dice) -> Result:
    """The side the printed result applies to, as the players read the bold-italic marks;
    the log says the result it suffers once the special effects are read."""
    assert state.combat is not None  # legal.action_reason refuses it before
    combat = replace(state.combat, loser=action.loser)
    suffered = combat.suffered()
    side = term(sides(state)[action.loser])
    if suffered == combat.printed:
        text = say(
            "The {loser} ({side}) loses the close combat: {result}, as the printed table's "
            "bold-italic marks read.",
            loser=term(action.loser),
            side=side,
            result=suffered,
        )
    else:
        text = say(
            "The {loser} ({side}) loses the close combat: printed {printed}, which its special "
            "effect makes {result}.",
            loser=term(action.loser),
            side=side,
            printed=combat.printed,
            result=term(suffered),
        )
    return replace(state, combat=combat), (Event(text, action.CASE),)


def flags_closed(state: PratzenState) -> str:
    """Why no Defeated Flags marker may move now ("" when the loser's may)."""
    combat = state.combat
    if combat is None or not combat.loser:
        return say(
            "Flags are Defeated by a close combat's D or T: roll the close combat and say which "
            "side lost first [{case}].",
            case=MORALE,
        )
    suffered = combat.suffered()
    loser_side = sides(state)[combat.loser]
    if suffered not in DEFEATS:
        return say(
            "The {side} suffered {result} in the close combat rolled: only a Defeated or Totally "
            "Defeated result moves the Defeated Flags marker [{case}].",
            side=term(loser_side),
            result=term(suffered),
            case=MORALE,
        )
    if combat.flags:
        return say(
            "The {side} Defeated Flags marker was moved for the close combat rolled already "
            "(count every Flag defeated at once) [{case}].",
            side=term(loser_side),
            case=MORALE,
        )
    return ""


def flags_reason(state: PratzenState, action: a.FlagsDefeated) -> str:
    """Why the Defeated Flags marker may not move for this side now ("" when it may)."""
    closed = flags_closed(state)
    if closed or state.combat is None:
        return closed
    if action.side != sides(state)[state.combat.loser]:
        return say(
            "The {side} won the close combat rolled: only the loser's Defeated Flags marker "
            "moves [{case}].",
            side=term(action.side),
            case=MORALE,
        )
    return ""


def flags_defeated(state: PratzenState, action: a.FlagsDefeated, dice: Dice) -> Result:
    """Move the loser's Defeated Flags marker, once for the combat rolled."""
    if state.combat is not None:
        state = replace(state, combat=replace(state.combat, flags=True))
    new, texts = turn.defeat_flags(state, action.side, action.count)
    return new, tuple(Event(text, action.CASE) for text in texts)
