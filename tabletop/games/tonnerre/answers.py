"""Answers to a resolution in progress: the card read, a Defense or none, a loss placed, a
casualty box read off the printed track, a rout test rolled, Soult's blocks removed.

Each checks that the game waits for exactly this answer (`state.waiting`) and then lets the
sequence run on (`resolution.advance`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from fractions import Fraction
from typing import Any

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, say, term
from tabletop.games.actions import GameAction
from tabletop.games.base import Event, MomentKind
from tabletop.games.kit import natural_roll, roll_record
from tabletop.games.tonnerre import actions as A
from tabletop.games.tonnerre import cards, resolution, tracks
from tabletop.games.tonnerre.data import game_data
from tabletop.games.tonnerre.results import Effects, parse_result
from tabletop.games.tonnerre.rout import BROKEN, RoutTest
from tabletop.games.tonnerre.rout import CASE as ROUT_CASE
from tabletop.games.tonnerre.state import OTHER, Attack, Step, TonnerreState
from tabletop.games.tonnerre.turns import WAITING, check_playing

Events = tuple[Event, ...]


def _expect(state: TonnerreState, kind: str, what: str) -> Step:
    check_playing(state)
    step = state.waiting
    if step is None or step.kind != kind:
        waits = term(WAITING.get(step.kind, step.kind)) if step else term("a standard action")
        raise RuleError(
            say(
                "there is no {what} to answer now; the game waits for {waits}.",
                what=term(what),
                waits=waits,
            )
        )
    return step


def _attack(state: TonnerreState) -> Attack:
    assert state.attack is not None
    return state.attack


def read_result(
    state: TonnerreState, action: A.ReadResult, dice: Dice
) -> tuple[TonnerreState, Events]:
    """The printed result for the roll just made, typed by the player."""
    step = _expect(state, "read", N_("card to read"))
    effects = parse_result(action.result)
    attack = _attack(state)
    state = resolution.pop(state)
    if step.source == "attack":
        state = replace(state, attack=replace(attack, result=action.result))
        state, more = resolution.advance(state)
        text = say("The card reads {result}.", result=effects.said())
        return state, (Event(text, "4 Attack Results"), *more)
    attack = replace(attack, defense_result=action.result)
    state = replace(state, attack=attack)
    return _resolve_defense(
        state,
        (Event(say("The Defense reads {result}.", result=effects.said()), "3 Defense Actions"),),
    )


def no_defense(
    state: TonnerreState, action: A.NoDefense, dice: Dice
) -> tuple[TonnerreState, Events]:
    """The attack's result stands as rolled."""
    _expect(state, "defense", N_("attack"))
    state = resolution.pop(state)
    attack = _attack(state)
    effects = parse_result(attack.result)
    cost, said = guard_cost(state, attack)
    state = replace(state, attack=replace(attack, final=effects.plus(cost).text()))
    state, events = resolution.start_sequence(state, effects, cost)
    return state, (*said, *events)


def guard_cost(state: TonnerreState, attack: Attack) -> tuple[Effects, Events]:
    """What a Guard attack costs the French with Increased Difficulty: 1 FC on an odd roll,
    nothing on an even one [6 Increased Difficulty 2]; the Guard's own, so no Defense
    removes it."""
    rules = game_data().guard_difficulty
    if not state.hard or attack.command != rules.command:
        return Effects(), ()
    roll = attack.modified if state.guard_modified_roll else attack.roll
    cost = parse_result(rules.attack_cost(roll))
    if cost.empty:
        return cost, ()
    text = (
        say(
            "Increased Difficulty: the Imperial Guard's odd roll ({roll}) costs {cost} "
            "[6 Increased Difficulty].",
            roll=roll,
            cost=cost.said(),
        )
        if roll % 2
        else say(
            "Increased Difficulty: the Imperial Guard's even roll ({roll}) costs {cost} "
            "[6 Increased Difficulty].",
            roll=roll,
            cost=cost.said(),
        )
    )
    return cost, (Event(text, "6 Increased Difficulty"),)


def defend(state: TonnerreState, action: A.Defend, dice: Dice) -> tuple[TonnerreState, Events]:
    """A Defense after the attacker's roll; the defender loses its next action [3]."""
    step = _expect(state, "defense", N_("attack"))
    data = game_data()
    spec = data.command(action.command)
    attack = _attack(state)
    if spec.side != step.side:
        raise RuleError(
            say(
                "{command} is not a {side} command: the {side} player defends.",
                command=spec.name,
                side=term(step.side),
            )
        )
    if state.command(action.command).units <= 0:
        raise RuleError(
            say("{command} has no unit left on the map [2 Play Sequence 1].", command=spec.name)
        )
    if state.extra_side == attack.side and state.extra_defended:
        raise RuleError(
            say(
                "against an Extra Action only one of the two actions may be defended "
                "[3 Defense Actions]."
            )
        )
    entry = defense_card(state, action)
    effect = str(entry.get("effect", "none")) if entry else action.effect
    if effect is None:
        raise RuleError(
            say(
                "{command}'s card is not entered: say what its Defense does to the attack "
                "({effects}) [3 Defense Actions].",
                command=spec.name,
                effects=", ".join(data.defense_effects),
            )
        )
    roll, typed = natural_roll(dice, action.roll)
    printed = defense_reading(state, entry, action)(roll)
    hard = game_data().guard_difficulty
    if _guard_cost_roll(state, action, roll):
        if action.result is not None and parse_result(action.result) != parse_result(
            hard.defense_result
        ):
            raise RuleError(
                say(
                    "with Increased Difficulty the Guard's Defense costs {cost} on a roll of "
                    "{roll} [6 Increased Difficulty]; leave the result out.",
                    cost=hard.defense_result,
                    roll=roll,
                )
            )
        action = replace(action, result=None)
    if printed is not None and action.result is not None:
        raise RuleError(
            say(
                "{command}'s card is entered: its chart gives the Defense's result.",
                command=spec.name,
            )
        )
    result = printed if printed is not None else action.result
    if result is not None:
        parse_result(result)
    name = str(entry.get("name")) if entry else action.action
    attack = replace(
        attack, defended_by=action.command, defense_effect=effect, defense_result=result or ""
    )
    state = resolution.pop(state)
    state = replace(state, attack=attack, lost_action=spec.side)
    if state.extra_side == attack.side:
        state = replace(state, extra_defended=True)
    record = roll_record(
        "tonnerre",
        f"{action.command}-card",
        {"command": action.command, "action": name, "effect": effect},
        {},
        roll,
        roll,
        result or term("read from the card"),
        "3 Defense Actions",
        side=spec.side,
        typed=typed,
    )
    said = (
        say(": {result}", result=parse_result(result).said())
        if result is not None
        else term("; read the card")
    )
    event = Event(
        say(
            "{command} defends ({effect}), roll {roll}{said}. The {side} player loses its next "
            "action.",
            command=spec.name,
            effect=term(effect.replace("_", " ")),
            roll=roll,
            said=said,
            side=term(spec.side),
        ),
        "3 Defense Actions",
        record,
    )
    if result is None:
        state = resolution.push(state, Step("read", spec.side, source="defense"))
        return state, (event,)
    return _resolve_defense(state, (event,))


def defense_card(state: TonnerreState, action: A.Defend) -> Mapping[str, Any] | None:
    """The Defense on the defending command's card, on the face that is up; None while the
    owner has not entered the card [1 The Command Cards]."""
    face = state.command(action.command).face
    return cards.find_action(action.command, face, action.action, "defend")


def _guard_cost_roll(state: TonnerreState, action: A.Defend, roll: int) -> bool:
    hard = game_data().guard_difficulty
    return state.hard and action.command == hard.command and roll in hard.defense_loss_rolls


def defense_reading(
    state: TonnerreState, entry: Mapping[str, Any] | None, action: A.Defend
) -> Callable[[int], str | None]:
    """The Defense's own result for a roll: with Increased Difficulty the Guard's Defense on
    1-3 costs a French casualty whatever its chart [6 Increased Difficulty 2]; otherwise the
    card's chart, or None while the card is not entered (the player reads it). The Defense's
    rules and its odds both read it through this."""
    hard = game_data().guard_difficulty

    def read(roll: int) -> str | None:
        if _guard_cost_roll(state, action, roll):
            return hard.defense_result
        return cards.chart_result(entry, roll)

    return read


def _resolve_defense(state: TonnerreState, events: Events) -> tuple[TonnerreState, Events]:
    attack = _attack(state)
    effects, own = defended_effects(attack)
    cost, said = guard_cost(state, attack)
    own = own.plus(cost)
    total = effects.plus(own)
    state = replace(state, attack=replace(attack, final=total.text()))
    state, more = resolution.start_sequence(state, effects, own)
    applied = Event(say("Result applied: {result}.", result=total.said()), "4 Resolution Sequence")
    return state, (*events, *said, applied, *more)


def defended_effects(attack: Attack) -> tuple[Effects, Effects]:
    """The attack's result changed by the Defense, and the Defense's own result."""
    effects = parse_result(attack.result)
    attacker = attack.side
    if attack.defense_effect == "double_attacker_losses":
        effects = effects.doubled_units(attacker)
    elif attack.defense_effect == "ignore_all":
        effects = Effects()
    elif attack.defense_effect == "ignore_ac_am":
        effects = replace(effects, ac=0, am=0)
    own = parse_result(attack.defense_result) if attack.defense_result else Effects()
    return effects, own


def take_loss(state: TonnerreState, action: A.TakeLoss, dice: Dice) -> tuple[TonnerreState, Events]:
    """The next loss comes from the command (or garrison) the player picks."""
    step = _expect(state, "loss", N_("loss to place"))
    choices = dict(tracks.loss_choices(state, step.side, step.source))
    first = tracks.priority_refusal(state, step.side, step.source, action.source)
    if first:
        raise RuleError(first)
    if action.source not in choices:
        offered = ", ".join(choices)
        raise RuleError(
            say(
                "the {side} loss cannot come from '{source}'; choose one of {offered} "
                "[4 Attack Results].",
                side=term(step.side),
                source=action.source,
                offered=offered,
            )
        )
    state = resolution.pop(state)
    state, events = tracks.take_one(state, step.side, action.source)
    if step.count > 1:
        rest = Step("units", step.side, step.count - 1, step.source)
        queue = state.queue
        if queue and queue[0].kind == "box":
            state = replace(state, queue=(queue[0], rest, *queue[1:]))
        else:
            state = replace(state, queue=(rest, *queue))
    state, more = resolution.advance(state)
    return state, (*events, *more)


def box_shows(state: TonnerreState, action: A.BoxShows, dice: Dice) -> tuple[TonnerreState, Events]:
    """What the printed box shows; kept for the rest of this game."""
    step = _expect(state, "box", N_("casualty box to read"))
    state = resolution.pop(state)
    state = replace(state, marks=(*state.marks, (step.side, step.box, action.mark)))
    state, events = tracks.apply_mark(state, step.side, step.box, action.mark)
    state, more = resolution.advance(state)
    return state, (*events, *more)


def rout_test(
    state: TonnerreState, action: A.RoutTestRoll, dice: Dice
) -> tuple[TonnerreState, Events]:
    """The rout test: "-1" boxes lower morale first; 1d6 (+ modifiers) > morale breaks."""
    state, lowered, side, test = rout_test_due(state)
    army = state.army(side)
    events: list[Event] = list(lowered)
    roll, typed = natural_roll(dice, action.roll)
    result = test.result(roll)
    record = roll_record(
        "tonnerre",
        "rout-test",
        {
            "side": side,
            "morale": army.morale,
            "minus_one": False,
            # the Coalition's +1 is Constantine's; a French one is the Guard option's
            "constantine": side == game_data().command("constantine").side and bool(army.rout_drm),
        },
        {"rout_drm": army.rout_drm} if army.rout_drm else {},
        roll,
        roll + army.rout_drm,
        term(result),
        ROUT_CASE,
        side=side,
        typed=typed,
    )
    marks: tuple[MomentKind, ...] = ("rout", "end") if result == BROKEN else ("rout",)
    events.append(Event(test.sentence(side, roll), ROUT_CASE, record, marks))
    if result == BROKEN:
        text = say(
            "The {side} army is Broken: {winner} wins.", side=term(side), winner=term(OTHER[side])
        )
        return resolution.finish(state, OTHER[side], text), tuple(events)
    state = state.with_army(replace(army, rout_due=0, minus_one_due=0))
    state, more = resolution.advance(resolution.pop(state))
    return state, (*events, *more)


def rout_test_due(state: TonnerreState) -> tuple[TonnerreState, Events, str, RoutTest]:
    """The rout test the game waits for: the state with each "-1" box's step taken off the
    army's morale first (as the track allows) and what that said, the army tested, and the
    test on the morale left with its modifier [4 Rout Test] [4 Morale Penalties]. The rout
    test's rules and its odds both start from this."""
    step = _expect(state, "rout", N_("rout test"))
    side = step.side
    army = state.army(side)
    events: Events = ()
    if army.minus_one_due:
        steps = army.minus_one_due * game_data().rout_minus_one
        state, events = tracks.lower_morale(state, side, steps, ROUT_CASE)
        army = state.army(side)
    return state, events, side, RoutTest(army.morale, 0, army.rout_drm)


def remove_mist_blocks(
    state: TonnerreState, action: A.RemoveMistBlocks, dice: Dice
) -> tuple[TonnerreState, Events]:
    """Soult's strength set by the revealed marker: blocks removed, not eliminated [1 Setup 4]."""
    _expect(state, "mist", N_("Mist marker to apply"))
    soult = state.command("soult")
    if action.count > soult.units:
        raise RuleError(say("Soult has only {n} blocks [1 Setup 4].", n=soult.units))
    state = state.with_command(replace(soult, units=soult.units - action.count))
    state = replace(resolution.pop(state), mist_removed=action.count)
    text = (
        say(
            "Soult removes {n} block for the Mist (not eliminated, not on the casualty track).",
            n=action.count,
        )
        if action.count == 1
        else say(
            "Soult removes {n} blocks for the Mist (not eliminated, not on the casualty track).",
            n=action.count,
        )
    )
    event = Event(text, "1 Setup 4")
    state, more = resolution.advance(state)
    return state, (event, *more)


Handler = Callable[[TonnerreState, Any, Dice], tuple[TonnerreState, Events]]


def defend_odds(state: TonnerreState, action: A.Defend) -> Mapping[str, Fraction]:
    """The chance of each result of the Defense's own roll [3 Defense Actions]."""
    return cards.roll_odds(defense_reading(state, defense_card(state, action), action))


def rout_test_odds(state: TonnerreState, _roll: A.RoutTestRoll) -> Mapping[str, Fraction]:
    """Broken or Holds for the test the game waits for: morale after the "-1" boxes, the
    roll plus Constantine's (or the Guard option's) +1 [4 Rout Test]."""
    return rout_test_due(state)[3].odds()


ODDS: dict[type[GameAction], Callable[[TonnerreState, Any], Mapping[str, Fraction]]] = {
    A.Defend: defend_odds,
    A.RoutTestRoll: rout_test_odds,
}
"""The odds of the answers that throw dice."""

HANDLERS: dict[type[GameAction], Handler] = {
    A.ReadResult: read_result,
    A.NoDefense: no_defense,
    A.Defend: defend,
    A.TakeLoss: take_loss,
    A.BoxShows: box_shows,
    A.RoutTestRoll: rout_test,
    A.RemoveMistBlocks: remove_mist_blocks,
}
