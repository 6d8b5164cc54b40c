"""The turn record: who goes first [5.1], sequences and phases [5.2], the random finish [5.3],
the Russian Guard's departure [17], aides-de-camp arriving [15.1], and the end of the game.
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.core.i18n import joined, say, term
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
        raise RuleError(
            say("the game is over ({reason}); undo to carry on.", reason=state.end_reason)
        )


# -- who goes first [5.1] --------------------------------------------------------------


def _before_play(state: VaeVictisState, what: str) -> None:
    not_over(state)
    if state.first_player:
        raise RuleError(
            say(
                "{what} is settled before play; the {side} go first [5.1].",
                what=what,
                side=term(state.first_player),
            )
        )


def _no_winner_yet(state: VaeVictisState) -> None:
    _before_play(state, term("Who goes first"))
    if state.chooser:
        raise RuleError(
            say(
                "the {side} won the roll or the bids; they choose to go first or second [5.1].",
                side=term(state.chooser),
            )
        )


def roll_first(
    state: VaeVictisState, dice: Dice, french: int | None, coalition: int | None
) -> Result:
    """Each player throws 1D6; the higher chooses, the French on a draw [5.1]."""
    _no_winner_yet(state)
    if (french is None) != (coalition is None):
        raise RuleError(
            say("each player throws his own die [5.1]: type both dice of real dice, or neither.")
        )
    f, f_typed = natural_roll(dice, french)
    c, c_typed = natural_roll(dice, coalition)
    side = chooser(f, c)
    result = say("{side} choose", side=term(side))
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
    text = say(
        "French {f}, Coalition {c}: the {side} choose to go first or second [5.1].",
        f=f,
        c=c,
        side=term(side),
    )
    return dataclasses.replace(state, chooser=side, initiative_bid=0), (Event(text, "5.1", rec),)


def bid_first(state: VaeVictisState, french: int, coalition: int) -> Result:
    """Secret bids in VP: the higher wins and gives the points to his opponent; equal bids let
    the French decide [5.1]."""
    _no_winner_yet(state)
    if french < 0 or coalition < 0:
        raise RuleError(say("a bid is a number of victory points, 0 or more [5.1]."))
    side = SIDES[0] if french >= coalition else SIDES[1]
    points = max(french, coalition)
    if french == coalition and "equal_bid_french_pay" not in state.options:
        # [5.1] says only "the French player decides": nobody pays (see the named option).
        points = 0
        text = say(
            "Bids: French {french}, Coalition {coalition}: equal bids, the French decide "
            "[5.1]. Nobody pays (the text names no payment; option equal_bid_french_pay).",
            french=french,
            coalition=coalition,
        )
        return dataclasses.replace(state, chooser=side, initiative_bid=0), (Event(text, "5.1"),)
    text = say(
        "Bids: French {french}, Coalition {coalition}. The {side} choose to go first or second "
        "and give {points} VP to the {other} [5.1].",
        french=french,
        coalition=coalition,
        side=term(side),
        points=points,
        other=term(other_side(side)),
    )
    return dataclasses.replace(state, chooser=side, initiative_bid=points), (Event(text, "5.1"),)


def choose_first(state: VaeVictisState, first: str) -> Result:
    """The winner of the dice or the bid chooses whether he goes first or second [5.1]."""
    _before_play(state, term("Who goes first"))
    if not state.chooser:
        raise RuleError(say("roll the dice or take the bids first: the winner chooses [5.1]."))
    if first not in SIDES:
        raise RuleError(
            say(
                "'{first}' is not a side; the sides are {sides}.",
                first=first,
                sides=", ".join(SIDES),
            )
        )
    text = say(
        "The {chooser} choose: the {first} play the first sequence of each turn [5.1].",
        chooser=term(state.chooser),
        first=term(first),
    )
    return dataclasses.replace(state, first_player=first), (Event(text, "5.1"),)


def set_options(state: VaeVictisState, options: tuple[str, ...], competition: bool) -> Result:
    """Named rule options and competition mode, chosen before play begins [Competition]."""
    if state.first_player or state.game_over:
        raise RuleError(
            say("rule options are chosen before play begins, before who goes first [5.1].")
        )
    data = game_data()
    chosen = tuple(sorted(set(options)))
    titles = [term(data.option_title(o)) for o in chosen]
    if competition:
        titles.insert(0, term("competition: 6 turns, a chess clock of 90 minutes a side"))
    text = say(
        "Rules in force: {titles}.",
        titles=joined(titles, "; ") if titles else term("the rules as printed"),
    )
    new = dataclasses.replace(state, options=chosen, competition=competition)
    return new, (Event(text, "Competition"),)


def side_value(state: VaeVictisState, french: int, coalition: int) -> Result:
    """The agreed value of side each player receives from the side bid [19] [Competition]."""
    not_over(state)
    if french < 0 or coalition < 0:
        raise RuleError(
            say("an agreed value of side is a number of victory points, 0 or more [19].")
        )
    text = say(
        "Agreed value of side: French {french} VP, Coalition {coalition} VP [19].",
        french=french,
        coalition=coalition,
    )
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
        raise RuleError(say("choose who goes first before play begins [5.1]."))
    phases = game_data().phases
    state = dataclasses.replace(state, initiative_tested=(), rallied=())  # a new phase [6.7]
    if state.phase + 1 < len(phases):
        new = dataclasses.replace(state, phase=state.phase + 1)
        text = say("{side}: {phase}.", side=term(new.active), phase=term(phases[new.phase].name))
        return new, (Event(text, "5.2"),)
    if state.sequence == 1:
        new = dataclasses.replace(state, sequence=2, phase=0)
        text = say(
            "Second sequence: {side}, {phase}.", side=term(new.active), phase=term(phases[0].name)
        )
        return new, (Event(text, "5.2"),)
    if finish_due(state):
        text = say("Turn {turn} has ended: roll for the random finish [5.3].", turn=state.turn)
        return dataclasses.replace(state, turn_ended=True), (Event(text, "5.3"),)
    if state.turn >= last_turn(state):
        reason = (
            say("Turn {turn} was the last turn of a competition game", turn=state.turn)
            if state.competition
            else say("the game ends automatically at the end of Turn {turn} [5.3]", turn=state.turn)
        )
        new = dataclasses.replace(state, game_over=True, end_reason=reason)
        return new, (Event(say("Game over: {reason}.", reason=reason), "5.3", moments=("end",)),)
    return start_turn(state, state.turn + 1)


def aide_arrives(leader: Leader) -> tuple[Leader, str]:
    """The aide-de-camp takes the counter's place with his own values when they are entered,
    else his general's, and says which [15.1]."""
    new = dataclasses.replace(leader, status=ON_MAP, aide=True, returns_on=0)
    if leader.aide_initiative is None:
        return new, say(
            "{name}'s aide-de-camp arrives and takes command; his own values on the "
            "back of the counter are not entered, so his general's are shown: enter them "
            "(Aide-de-camp's values) [15.1].",
            name=leader.name,
        )
    new = dataclasses.replace(new, initiative=leader.aide_initiative, bonus=leader.aide_bonus or 0)
    return new, say(
        "{name}'s aide-de-camp arrives and takes command: initiative "
        "{initiative}, bonus {bonus} [15.1].",
        name=leader.name,
        initiative=new.initiative,
        bonus=new.bonus,
    )


def start_turn(state: VaeVictisState, turn: int) -> Result:
    """The first player's Command Phase of a new turn; aides-de-camp due now arrive [15.1]."""
    events = [
        Event(
            say("Turn {turn}: {side}, Command Phase.", turn=turn, side=term(state.first_player)),
            "5.2",
        )
    ]
    leaders = []
    for leader in state.leaders:
        if leader.status == KILLED and leader.returns_on <= turn:
            leader, text = aide_arrives(leader)
            events.append(Event(text, "15.1"))
        leaders.append(leader)
    new = dataclasses.replace(
        state,
        turn=turn,
        sequence=1,
        phase=0,
        leaders=tuple(leaders),
        initiative_tested=(),
        turn_ended=False,
        attacked=(),
        fired=(),
        santon_target="",
        santon_twice=False,
    )
    return new, tuple(events)


def finish_column(state: VaeVictisState) -> str:
    """The random-finish column the turn ending is read in [5.3]: the turn just ended;
    RuleError when no random-finish roll is due now."""
    not_over(state)
    if not finish_due(state):
        raise RuleError(
            say(
                "the random-finish roll is made at the end of Turns {first} to 9, after both "
                "sequences [5.3].",
                first=game_data().section("turns")["random_finish_from"],
            )
        )
    return str(state.turn)


def finish_odds(state: VaeVictisState) -> dict[str, Fraction]:
    """The exact chance of the game ending, or going on, at the end of this turn [5.3]."""
    return rolls.finish_odds(finish_column(state))


def random_finish(state: VaeVictisState, dice: Dice, roll: int | None) -> Result:
    """At the end of Turns 7 to 9, one player rolls 1D6 to see if the game ends [5.3]."""
    column = finish_column(state)
    natural, typed = natural_roll(dice, roll, rolls.finish_dice())
    found = rolls.finish_found(column, natural)
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
    text = say(
        "End of Turn {turn}: a {natural} reads {result} [5.3].",
        turn=state.turn,
        natural=natural,
        result=term(found.result),
    )
    if found.result == rolls.GAME_ENDS:
        reason = say(
            "random finish at the end of Turn {turn} (a {natural})",
            turn=state.turn,
            natural=natural,
        )
        new = dataclasses.replace(state, game_over=True, end_reason=reason, turn_ended=False)
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


def guard_closed(state: VaeVictisState) -> str:
    """Why the Russian Guard may not roll to leave Blasiowitz now, "" when it rolls: "At the
    end of Turn 3, one throws a dice at the beginning of each Command Phase" [17], so the
    Guard may leave from Turn 4 (Turn 3 under the option guard_roll_turn_3), once in each of
    the Coalition's Command Phases, until it has left."""
    if guard_due(state):
        return ""
    if state.guard_left:
        return say("the Russian Guard has already left Blasiowitz [17].")
    first = rolls.guard_first_turn(rolls.GUARD_TURN_3 in state.options)
    if state.turn < first:
        return say(
            "the Russian Guard may leave Blasiowitz from Turn {first}: its roll is made at the "
            "beginning of the Coalition's Command Phase from then on, not on Turn {turn} [17].",
            first=first,
            turn=state.turn,
        )
    if state.guard_rolled == state.turn:
        return say("the Russian Guard has rolled this turn: once each Command Phase [17].")
    return say(
        "the Russian Guard rolls once, at the beginning of the Coalition's Command Phase, "
        "from Turn {first} [17].",
        first=first,
    )


def guard_turn_3(state: VaeVictisState) -> bool:
    """Whether the Guard's roll now takes the option of a Turn 3 roll (amendments); RuleError
    with the sentence of `guard_closed` when the Guard does not roll now [17]."""
    not_over(state)
    closed = guard_closed(state)
    if closed:
        raise RuleError(closed)
    return rolls.GUARD_TURN_3 in state.options


def guard_odds(state: VaeVictisState) -> dict[str, Fraction]:
    """The exact chance of the Russian Guard leaving Blasiowitz at this Command Phase [17]."""
    return rolls.guard_odds(state.turn, guard_turn_3(state))


def guard_departure(state: VaeVictisState, dice: Dice, roll: int | None) -> Result:
    """At each Command Phase after Turn 3, a six (+1 a turn after Turn 3) takes the Russian
    Guard out of Blasiowitz towards the Pratzen [17]."""
    turn_3 = guard_turn_3(state)
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
        typed=typed,
    )
    gone = result == rolls.LEAVES
    text = (
        say(
            "Turn {turn}: {natural} + {modifier}: the Russian Guard leaves for the Pratzen by "
            "hex 1130 [17].",
            turn=state.turn,
            natural=natural,
            modifier=modifier,
        )
        if gone
        else say(
            "Turn {turn}: {natural} + {modifier}: the Russian Guard stays in Blasiowitz [17].",
            turn=state.turn,
            natural=natural,
            modifier=modifier,
        )
    )
    new = dataclasses.replace(state, guard_left=gone, guard_rolled=state.turn)
    return new, (Event(text, "17", rec),)
