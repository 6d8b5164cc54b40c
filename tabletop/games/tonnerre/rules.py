"""The standard and free actions: attack, reinforce, Napoleon, other card actions, pass, the
Extra Action, flipping a card and entering the unit counts.

`apply(state, action, dice)` is the game's one rule function; the answers to a resolution in
progress live in `answers.py`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from fractions import Fraction
from typing import Any

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.core.i18n import say, say_n, term
from tabletop.games.base import Event
from tabletop.games.kit import natural_roll, roll_record
from tabletop.games.rulebook import Rulebook
from tabletop.games.tonnerre import actions as A
from tabletop.games.tonnerre import answers, cards, resolution, tactics, tracks, turns
from tabletop.games.tonnerre.actions import ACTIONS
from tabletop.games.tonnerre.data import game_data
from tabletop.games.tonnerre.legal import action_reason, closed_reason, open_note
from tabletop.games.tonnerre.results import parse_result
from tabletop.games.tonnerre.sequence import SEQUENCE
from tabletop.games.tonnerre.state import (
    FRENCH,
    OTHER,
    PLAY,
    SETUP,
    Attack,
    Command,
    Step,
    TonnerreState,
    check_counts,
)

Events = tuple[Event, ...]


def enter_units(
    state: TonnerreState, action: A.EnterUnits, dice: Dice
) -> tuple[TonnerreState, Events]:
    """Set-up: the counts printed on the board, checked against the material list."""
    if state.phase != SETUP:
        raise RuleError(say("the unit counts are already set for this game [1 Setup]."))
    data = game_data()
    check_counts(data, action.counts)
    commands = tuple(Command(c.id, n) for c, n in zip(data.commands, action.counts, strict=True))
    state = replace(state, commands=commands, phase=PLAY)
    text = (
        say("Units placed; {side} to act.", side=term(state.active))
        if state.waiting is None
        else say("Units placed. {waiting}", waiting=turns.waiting_text(state))
    )
    return state, (Event(text, "1 Setup"),)


def attack(state: TonnerreState, action: A.Attack, dice: Dice) -> tuple[TonnerreState, Events]:
    """Roll the command's attack; the result waits for the defender's answer [2] [3]."""
    data = game_data()
    spec = data.command(action.command)
    side = spec.side
    turns.check_standard(state, side, action.command)
    turns.check_mandatory(state, None, None)
    if spec.never_attacks_alone:
        raise RuleError(
            say("{command} can never attack alone [5 Miloradovich].", command=spec.name)
        )
    _check_target(state, side, action.target)
    entry = attack_card(state, action)
    roll, typed = natural_roll(dice, action.roll)
    modified = roll + action.modifier
    printed = attack_reading(entry, action)(roll)
    if printed is not None and action.result is not None:
        raise RuleError(
            say(
                "{command}'s card is entered: its chart gives the result; leave the result out.",
                command=spec.name,
            )
        )
    result = printed if printed is not None else action.result
    if result is not None:
        parse_result(result)  # a result that does not read is refused before anything changes
    name = str(entry.get("name")) if entry else action.action
    new = Attack(side, action.command, name, action.target, roll, modified, result or "")
    state = replace(state, attack=new, queue=())
    events: list[Event] = []
    record = roll_record(
        "tonnerre",
        f"{action.command}-card",
        {"command": action.command, "action": name, "target": action.target},
        {"modifier": action.modifier} if action.modifier else {},
        roll,
        modified,
        result or term("read from the card"),
        "2 Play Sequence 3",
        side=side,
        typed=typed,
    )
    target = _target_name(action.target)
    said = (
        say(": {result}", result=parse_result(result).said())
        if result is not None
        else term("; read the card")
    )
    text = say(
        "{command} attacks {target}, roll {roll}{said}.",
        command=spec.name,
        target=target,
        roll=modified,
        said=said,
    )
    events.append(Event(text, "2 Play Sequence", record))
    if not state.mist_revealed and tracks.attack_reveals_mist(state, action.command, action.target):
        place = data.mist_place
        on = (
            say("the {place}", place=place)
            if action.target == place
            else say("{target}, on the {place}", target=target, place=place)
        )
        state, more = tracks.reveal_mist(state, say("Soult attacks {on}", on=on))
        events.extend(more)
    waiting = [] if result is not None else [Step("read", side, source="attack")]
    state = replace(state, queue=(*state.queue, *waiting, Step("defense", OTHER[side])))
    return state, tuple(events)


def attack_card(state: TonnerreState, action: A.Attack) -> Mapping[str, Any] | None:
    """The card action an attack reads its result on, on the face of the card that is up;
    None while the owner has not entered the card [1 The Command Cards]."""
    face = state.command(action.command).face
    return cards.find_action(action.command, face, action.action, "attack")


def attack_reading(
    entry: Mapping[str, Any] | None, action: A.Attack
) -> Callable[[int], str | None]:
    """What the card prints for a natural roll of the attack: its chart read at the roll plus
    the modifier (docs/tonnerre.md reading 11); None while the card is not entered (the player
    reads it). The attack's rules and its odds both read the card through this."""
    return lambda roll: cards.chart_result(entry, roll + action.modifier)


def _target_name(target: str) -> str:
    ids = {c.id for c in game_data().commands}
    return game_data().command(target).name if target in ids else target


def _check_target(state: TonnerreState, side: str, target: str) -> None:
    data = game_data()
    if target in data.places:
        return
    spec = data.command(target)
    if spec.side == side:
        raise RuleError(
            say(
                "{command} is a {side} command: attack an enemy command or a place.",
                command=spec.name,
                side=term(side),
            )
        )
    if state.command(target).units <= 0:
        raise RuleError(
            say(
                "{command} has no unit left; a vacant target means the closest command is "
                "targeted [2 Targeting Attacks].",
                command=spec.name,
            )
        )


def reinforce(
    state: TonnerreState, action: A.Reinforce, dice: Dice
) -> tuple[TonnerreState, Events]:
    """Move units between two commands of one side [3 Reinforcements]."""
    data = game_data()
    source, destination = data.command(action.source), data.command(action.destination)
    turns.check_standard(state, source.side, action.source)
    turns.check_mandatory(state, action.source, action.destination)
    if destination.side != source.side:
        raise RuleError(
            say(
                "{command} is not a {side} command.",
                command=destination.name,
                side=term(source.side),
            )
        )
    if action.destination == action.source:
        raise RuleError(say("a command cannot reinforce itself [3 Reinforcements]."))
    if state.command(action.destination).eliminated or state.command(action.destination).units <= 0:
        raise RuleError(
            say(
                "{command} is eliminated and cannot be reconstituted by reinforcements "
                "[3 Reinforcements].",
                command=destination.name,
            )
        )
    have = state.command(action.source).units
    if action.units > have:
        raise RuleError(
            say("{command} has only {n} units.", command=source.name, n=have)
            if have > 1
            else say("{command} has only {n} unit.", command=source.name, n=have)
        )
    state = state.with_command(replace(state.command(action.source), units=have - action.units))
    to = state.command(action.destination)
    state = state.with_command(replace(to, units=to.units + action.units))
    events: list[Event] = [
        Event(
            say_n(
                "{command} sends {n} unit to {destination}.",
                "{command} sends {n} units to {destination}.",
                action.units,
                command=source.name,
                destination=destination.name,
            ),
            "3 Reinforcements",
        )
    ]
    if have == action.units:
        state, more = tracks.eliminate(state, action.source, "3 Reinforcements")
        events.extend(more)
    state, more = resolution.next_action(state, source.side, action.source)
    return state, (*events, *more)


def napoleon(state: TonnerreState, action: A.Napoleon, dice: Dice) -> tuple[TonnerreState, Events]:
    """French morale +2, or +1 with Increased Difficulty [9] [6]."""
    turns.check_standard(state, FRENCH, None)
    data = game_data()
    steps = data.napoleon_hard_morale if state.hard else data.napoleon_morale
    state, events = tracks.raise_morale(state, FRENCH, steps, "9 Napoleon and the Imperial Guard")
    state, more = resolution.next_action(state, FRENCH, "napoleon")
    cheer = Event(say("Vive l'Empereur!"), "9 Napoleon and the Imperial Guard")
    return state, (cheer, *events, *more)


def card_action(
    state: TonnerreState, action: A.CardAction, dice: Dice
) -> tuple[TonnerreState, Events]:
    """Any other card action: it takes the turn's action [2 Action Types]."""
    spec = game_data().command(action.command)
    turns.check_standard(state, spec.side, action.command)
    turns.check_mandatory(state, None, None)
    state, more = resolution.next_action(state, spec.side, action.command)
    text = (
        say("{command} acts: {what}.", command=spec.name, what=action.text)
        if action.text
        else say("{command} acts.", command=spec.name)
    )
    return state, (Event(text, "2 Action Types"), *more)


def pass_turn(state: TonnerreState, action: A.Pass, dice: Dice) -> tuple[TonnerreState, Events]:
    """The French may pass on turn 1 only [2 Action Phase]."""
    turns.check_standard(state, FRENCH, None)
    if state.turn != game_data().french_pass_turn:
        raise RuleError(say("the French may pass on turn 1 only [2 Action Phase]."))
    state, more = resolution.next_action(state, FRENCH, "")
    return state, (Event(say("The French pass."), "2 Action Phase"), *more)


def extra_action(
    state: TonnerreState, action: A.ExtraAction, dice: Dice
) -> tuple[TonnerreState, Events]:
    """Declare the Extra Action: two actions back to back, once per game [3 Extra Action]."""
    spec = game_data().command(action.command)
    turns.check_standard(state, spec.side, action.command)
    if action.command in state.extra_spent:
        raise RuleError(
            say(
                "{command}'s Extra Action is used already: once per game [3 Extra Action].",
                command=spec.name,
            )
        )
    if state.extra_side:
        raise RuleError(say("an Extra Action is already being played [3 Extra Action]."))
    state = replace(
        state,
        extra_side=spec.side,
        extra_commands=(),
        extra_spent=(*state.extra_spent, action.command),
    )
    return state, (
        Event(
            say(
                "{command}'s Extra Action: two actions back to back, one of them {command}'s.",
                command=spec.name,
            ),
            "3 Extra Action",
        ),
    )


def flip_card(state: TonnerreState, action: A.FlipCard, dice: Dice) -> tuple[TonnerreState, Events]:
    """Turn a card over when its condition is met (immediately, no action used)."""
    turns.check_playing(state)
    command = state.command(action.command)
    face = "back" if command.face == "front" else "front"
    state = state.with_command(replace(command, face=face))
    name = game_data().command(action.command).name
    text = (
        say("{command}'s card is turned to its back.", command=name)
        if face == "back"
        else say("{command}'s card is turned to its front.", command=name)
    )
    return state, (Event(text, "1 The Command Cards"),)


def choose_tactic(
    state: TonnerreState, action: A.ChooseTactic, dice: Dice
) -> tuple[TonnerreState, Events]:
    """Build a side's hand of six tactics cards [6 Tactics Cards]."""
    return tactics.build_hand(state, action.side, action.card, dice)


def play_tactic(
    state: TonnerreState, action: A.PlayTactic, dice: Dice
) -> tuple[TonnerreState, Events]:
    """Play a tactics card of your colour; its effect is applied as printed [6]."""
    return tactics.play_card(state, action.side, action.card, action.roll, dice, discard=False)


def discard_tactic(
    state: TonnerreState, action: A.DiscardTactic, dice: Dice
) -> tuple[TonnerreState, Events]:
    """Discard a tactics card [6]."""
    return tactics.play_card(state, action.side, action.card, None, dice, discard=True)


def attack_odds(state: TonnerreState, action: A.Attack) -> Mapping[str, Fraction]:
    """The chance of each result the card prints for the attack's roll [2 Play Sequence 3]."""
    return cards.roll_odds(attack_reading(attack_card(state, action), action))


def play_tactic_odds(state: TonnerreState, action: A.PlayTactic) -> Mapping[str, Fraction] | None:
    """Success or no effect for the card's success roll, from the band its owner entered
    ("success on 1-4" [8 Example 1]); None for a card that needs no roll."""
    return tactics.success_odds(state, action.side, action.card)


RULES: Rulebook[TonnerreState] = Rulebook(
    ACTIONS, closed_reason, open_note, action_reason, sequence=SEQUENCE
)
"""Every action kind with its handler: the sequence of play (sequence.py) says which step
opens each and whose it is there, `legal.closed_reason` what else must hold."""
RULES.on(A.ChooseTactic, choose_tactic)
RULES.on(A.PlayTactic, play_tactic, odds=play_tactic_odds)
RULES.on(A.DiscardTactic, discard_tactic)
RULES.on(A.EnterUnits, enter_units)
RULES.on(A.Attack, attack, odds=attack_odds)
RULES.on(A.Reinforce, reinforce)
RULES.on(A.Napoleon, napoleon)
RULES.on(A.CardAction, card_action)
RULES.on(A.Pass, pass_turn)
RULES.on(A.ExtraAction, extra_action)
RULES.on(A.FlipCard, flip_card)
for _cls, _handler in answers.HANDLERS.items():
    RULES.on(_cls, _handler, odds=answers.ODDS.get(_cls))
RULES.check_complete()

apply = RULES.apply
odds = RULES.odds
"""One typed action applied by the rules; RuleError (nothing changed) when not allowed: a
closed kind with the sentence `legal_actions` lists, before any handler runs."""
