"""The turn record: who goes first [5.1], sequences and phases [5.2], the random finish [5.3],
the Russian Guard's departure [17], aides-de-camp arriving [15.1], and the end of the game.
"""

from __future__ import annotations

import dataclasses

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.games.base import Event, RollRecord
from tabletop.games.kit import natural_roll, roll_record
from tabletop.games.vaevictis import rolls
from tabletop.games.vaevictis.data import SIDES, game_data
from tabletop.games.vaevictis.multi import chooser
from tabletop.games.vaevictis.state import KILLED, ON_MAP, Leader, VaeVictisState, other_side

Result = tuple[VaeVictisState, tuple[Event, ...]]


def roll_event(text: str, case: str, record: RollRecord) -> Event:
    """An event carrying its roll for the log."""
    return Event(text, case, record)


def last_turn(state: VaeVictisState) -> int:
    """Turn 10, or Turn 6 in a competition [5] [Competition]."""
    if state.competition:
        return int(game_data().section("competition")["last_turn"])
    return game_data().turns


def not_over(state: VaeVictisState) -> None:
    """RuleError once the game has ended."""
    if state.game_over:
        raise RuleError(f"the game is over ({state.end_reason}); undo to carry on.")


# -- who goes first [5.1] --------------------------------------------------------------


def _before_play(state: VaeVictisState, what: str) -> None:
    not_over(state)
    if state.first_player:
        raise RuleError(f"{what} is settled before play; the {state.first_player} go first [5.1].")


def _no_winner_yet(state: VaeVictisState) -> None:
    _before_play(state, "Who goes first")
    if state.chooser:
        raise RuleError(
            f"the {state.chooser} won the roll or the bids; they choose to go first or "
            "second [5.1]."
        )


def roll_first(
    state: VaeVictisState, dice: Dice, french: int | None, coalition: int | None
) -> Result:
    """Each player throws 1D6; the higher chooses, the French on a draw [5.1]."""
    _no_winner_yet(state)
    if (french is None) != (coalition is None):
        raise RuleError(
            "each player throws his own die [5.1]: type both dice of real dice, or neither."
        )
    f, f_typed = natural_roll(dice, french)
    c, c_typed = natural_roll(dice, coalition)
    side = chooser(f, c)
    result = f"{side} choose"
    rec = roll_record(
        "vaevictis",
        "first-player",
        {"french": f, "coalition": c},  # each player's die, not only their sum
        {},
        f + c,
        f + c,
        result,
        "5.1",
        "2d6",
        typed=f_typed or c_typed,
    )
    text = f"French {f}, Coalition {c}: the {side} choose to go first or second [5.1]."
    return dataclasses.replace(state, chooser=side, initiative_bid=0), (Event(text, "5.1", rec),)


def bid_first(state: VaeVictisState, french: int, coalition: int) -> Result:
    """Secret bids in VP: the higher wins and gives the points to his opponent; equal bids let
    the French decide [5.1]."""
    _no_winner_yet(state)
    if french < 0 or coalition < 0:
        raise RuleError("a bid is a number of victory points, 0 or more [5.1].")
    side = SIDES[0] if french >= coalition else SIDES[1]
    points = max(french, coalition)
    if french == coalition and "equal_bid_french_pay" not in state.options:
        # [5.1] says only "the French player decides": nobody pays (see the named option).
        points = 0
        text = (
            f"Bids: French {french}, Coalition {coalition}: equal bids, the French decide "
            "[5.1]. Nobody pays (the text names no payment; option equal_bid_french_pay)."
        )
        return dataclasses.replace(state, chooser=side, initiative_bid=0), (Event(text, "5.1"),)
    text = (
        f"Bids: French {french}, Coalition {coalition}. The {side} choose to go first or second "
        f"and give {points} VP to the {other_side(side)} [5.1]."
    )
    return dataclasses.replace(state, chooser=side, initiative_bid=points), (Event(text, "5.1"),)


def choose_first(state: VaeVictisState, first: str) -> Result:
    """The winner of the dice or the bid chooses whether he goes first or second [5.1]."""
    _before_play(state, "Who goes first")
    if not state.chooser:
        raise RuleError("roll the dice or take the bids first: the winner chooses [5.1].")
    if first not in SIDES:
        raise RuleError(f"'{first}' is not a side; the sides are {', '.join(SIDES)}.")
    text = f"The {state.chooser} choose: the {first} play the first sequence of each turn [5.1]."
    return dataclasses.replace(state, first_player=first), (Event(text, "5.1"),)


def set_options(state: VaeVictisState, options: tuple[str, ...], competition: bool) -> Result:
    """Named rule options and competition mode, chosen before play begins [Competition]."""
    if state.first_player or state.game_over:
        raise RuleError("rule options are chosen before play begins, before who goes first [5.1].")
    data = game_data()
    chosen = tuple(sorted(set(options)))
    titles = [data.option_title(o) for o in chosen]
    if competition:
        titles.insert(0, "competition: 6 turns, a chess clock of 90 minutes a side")
    text = "Rules in force: " + ("; ".join(titles) if titles else "the rules as printed") + "."
    new = dataclasses.replace(state, options=chosen, competition=competition)
    return new, (Event(text, "Competition"),)


def side_value(state: VaeVictisState, french: int, coalition: int) -> Result:
    """The agreed value of side each player receives from the side bid [19] [Competition]."""
    not_over(state)
    if french < 0 or coalition < 0:
        raise RuleError("an agreed value of side is a number of victory points, 0 or more [19].")
    text = f"Agreed value of side: French {french} VP, Coalition {coalition} VP [19]."
    return dataclasses.replace(state, side_vp=(french, coalition)), (Event(text, "19"),)


# -- phases and turns [5.2] [5.3] -----------------------------------------------------------


def at_turn_end(state: VaeVictisState) -> bool:
    """True in the last phase of the second sequence."""
    return state.sequence == 2 and state.phase == len(game_data().phases) - 1


def finish_due(state: VaeVictisState) -> bool:
    """True when the turn ending needs its random-finish roll [5.3]."""
    first = int(game_data().section("turns")["random_finish_from"])
    return at_turn_end(state) and first <= state.turn < last_turn(state)


def next_phase(state: VaeVictisState) -> Result:
    """Go on to the next phase, sequence or turn [5.2]; the game ends after the last turn."""
    not_over(state)
    if not state.first_player:
        raise RuleError("choose who goes first before play begins [5.1].")
    phases = game_data().phases
    state = dataclasses.replace(state, initiative_tested=())  # a new phase [6.7]
    if state.phase + 1 < len(phases):
        new = dataclasses.replace(state, phase=state.phase + 1)
        return new, (Event(f"{new.active}: {phases[new.phase].name}.", "5.2"),)
    if state.sequence == 1:
        new = dataclasses.replace(state, sequence=2, phase=0)
        return new, (Event(f"Second sequence: {new.active}, {phases[0].name}.", "5.2"),)
    if finish_due(state):
        raise RuleError(f"Turn {state.turn} has ended: roll for the random finish [5.3].")
    if state.turn >= last_turn(state):
        reason = (
            f"Turn {state.turn} was the last turn of a competition game"
            if state.competition
            else f"the game ends automatically at the end of Turn {state.turn} [5.3]"
        )
        new = dataclasses.replace(state, game_over=True, end_reason=reason)
        return new, (Event(f"Game over: {reason}.", "5.3", moments=("end",)),)
    return start_turn(state, state.turn + 1)


def aide_arrives(leader: Leader) -> tuple[Leader, str]:
    """The aide-de-camp takes the counter's place with his own values when they are entered,
    else his general's, and says which [15.1]."""
    new = dataclasses.replace(leader, status=ON_MAP, aide=True, returns_on=0)
    if leader.aide_initiative is None:
        return new, (
            f"{leader.name}'s aide-de-camp arrives and takes command; his own values on the "
            "back of the counter are not entered, so his general's are shown: enter them "
            "(Aide-de-camp's values) [15.1]."
        )
    new = dataclasses.replace(new, initiative=leader.aide_initiative, bonus=leader.aide_bonus or 0)
    return new, (
        f"{leader.name}'s aide-de-camp arrives and takes command: initiative "
        f"{new.initiative}, bonus {new.bonus} [15.1]."
    )


def start_turn(state: VaeVictisState, turn: int) -> Result:
    """The first player's Command Phase of a new turn; aides-de-camp due now arrive [15.1]."""
    events = [Event(f"Turn {turn}: {state.first_player}, Command Phase.", "5.2")]
    leaders = []
    for leader in state.leaders:
        if leader.status == KILLED and leader.returns_on <= turn:
            leader, text = aide_arrives(leader)
            events.append(Event(text, "15.1"))
        leaders.append(leader)
    new = dataclasses.replace(
        state, turn=turn, sequence=1, phase=0, leaders=tuple(leaders), initiative_tested=()
    )
    return new, tuple(events)


def random_finish(state: VaeVictisState, dice: Dice, roll: int | None) -> Result:
    """At the end of Turns 7 to 9, one player rolls 1D6 to see if the game ends [5.3]."""
    not_over(state)
    if not finish_due(state):
        raise RuleError(
            "the random-finish roll is made at the end of Turns "
            f"{game_data().section('turns')['random_finish_from']} to 9, after both sequences "
            "[5.3]."
        )
    natural, typed = natural_roll(dice, roll)
    found = game_data().table("random-finish").lookup(roll=natural, column=str(state.turn))
    rec = roll_record(
        "vaevictis",
        "random-finish",
        {"turn": str(state.turn)},
        {},
        natural,
        natural,
        found.result,
        "5.3",
        typed=typed,
    )
    text = f"End of Turn {state.turn}: a {natural} reads {found.result} [5.3]."
    if found.result == rolls.GAME_ENDS:
        reason = f"random finish at the end of Turn {state.turn} (a {natural})"
        new = dataclasses.replace(state, game_over=True, end_reason=reason)
        return new, (Event(text, "5.3", rec, ("end",)),)
    new, events = start_turn(state, state.turn + 1)
    return new, (Event(text, "5.3", rec), *events)


def guard_due(state: VaeVictisState) -> bool:
    """True in the Coalition's Command Phase from Turn 4 (Turn 3 under the option
    guard_roll_turn_3) while the Guard is in Blasiowitz."""
    first = rolls.guard_first_turn(rolls.GUARD_TURN_3 in state.options)
    side = str(game_data().section("guard_departure")["side"])
    return (
        not state.game_over
        and not state.guard_left
        and state.turn >= first
        and state.phase == 0
        and state.active == side
        and state.guard_rolled != state.turn
    )


def guard_departure(state: VaeVictisState, dice: Dice, roll: int | None) -> Result:
    """At each Command Phase after Turn 3, a six (+1 a turn after Turn 3) takes the Russian
    Guard out of Blasiowitz towards the Pratzen [17]."""
    not_over(state)
    if not guard_due(state):
        if state.guard_left:
            raise RuleError("the Russian Guard has already left Blasiowitz [17].")
        first = rolls.guard_first_turn(rolls.GUARD_TURN_3 in state.options)
        raise RuleError(
            "the Russian Guard rolls once, at the beginning of the Coalition's Command Phase, "
            f"from Turn {first} [17]."
        )
    turn_3 = rolls.GUARD_TURN_3 in state.options
    natural, typed = natural_roll(dice, roll)
    modifier = rolls.guard_modifier(state.turn, turn_3)
    result = rolls.guard_result(state.turn, natural, turn_3)
    rec = roll_record(
        "vaevictis",
        "guard-departure",
        {"turn": state.turn},
        {"turns_after_3": modifier},
        natural,
        natural + modifier,
        result,
        "17",
        side="Coalition",
        typed=typed,
    )
    gone = result == rolls.LEAVES
    text = f"Turn {state.turn}: {natural} + {modifier}: the Russian Guard " + (
        "leaves for the Pratzen by hex 1130 [17]." if gone else "stays in Blasiowitz [17]."
    )
    new = dataclasses.replace(state, guard_left=gone, guard_rolled=state.turn)
    return new, (Event(text, "17", rec),)
