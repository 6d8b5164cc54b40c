"""The template's rules: `apply(state, action, dice) -> (state, events)`, one handler per
action class, behind the one `closed_reason` of legal.py [T2] [T3] [T4]."""

from __future__ import annotations

import dataclasses

from tabletop.core.dice import Dice
from tabletop.core.i18n import say, term
from tabletop.games.base import Event, MomentKind, RollRecord
from tabletop.games.kit import natural_roll
from tabletop.games.rulebook import Outcome, Rulebook
from tabletop.games.template.actions import ACTIONS, Attack, Hold
from tabletop.games.template.clash import attack_odds, clash
from tabletop.games.template.data import SIDES, game_data
from tabletop.games.template.legal import closed_reason, verdict
from tabletop.games.template.sequence import SEQUENCE
from tabletop.games.template.state import Army, TemplateState, other


def attack(state: TemplateState, action: Attack, dice: Dice) -> Outcome[TemplateState]:
    """Roll 2d6 on the Clash Table and take each army's loss from its row [T3]."""
    spec = game_data().clash.dice
    assert spec is not None
    natural, typed = natural_roll(dice, action.roll, spec)
    losses, record = clash(state, natural)
    record = dataclasses.replace(record, typed=typed)
    attacker, defender = state.to_act, other(state.to_act)
    hit = {attacker: losses[0], defender: losses[1]}
    return _after_act(_lose(state, hit), (Event(_roll_sentence(record), "T3", record),))


def _roll_sentence(record: RollRecord) -> str:
    plus = f" +{record.modified - record.natural}" if record.modified != record.natural else ""
    return say(
        "The {side} attack: {natural}{plus} on the Clash Table; morale lost: {result}.",
        side=term(record.side),
        natural=record.natural,
        plus=plus,
        result=record.result,
    )


def _lose(state: TemplateState, hit: dict[str, int]) -> TemplateState:
    armies = tuple(Army(a.side, max(0, a.morale - hit.get(a.side, 0))) for a in state.armies)
    return dataclasses.replace(state, armies=armies)


def hold(state: TemplateState, action: Hold, dice: Dice) -> Outcome[TemplateState]:
    """The side to act rallies one morale box [T2]."""
    side = state.to_act
    armies = tuple(Army(a.side, a.morale + (a.side == side)) for a in state.armies)
    rallied = dataclasses.replace(state, armies=armies)
    said = Event(
        say(
            "The {side} army holds and rallies to {morale}.",
            side=term(side),
            morale=rallied.army(side).morale,
        ),
        "T2",
    )
    return _after_act(rallied, (said,))


DOWN: tuple[MomentKind, ...] = ("demoralized",)
"""The mark the charts read for an army demoralized [T4]."""


def _after_act(state: TemplateState, events: tuple[Event, ...]) -> Outcome[TemplateState]:
    """A broken army ends the game [T4]; else the other side acts, or the next turn begins
    [T2], or the last turn ends the game on morale [T4]."""
    broken = [a.side for a in state.armies if a.morale <= 0]
    said = [*events]
    for side in broken:
        text = say("The {side} army is demoralized: its morale is 0.", side=term(side))
        said.append(Event(text, "T4", None, DOWN))
    if broken:
        winner = "draw" if len(broken) == 2 else other(broken[0])
        return _end(state, winner, said)
    if state.to_act == SIDES[0]:
        return dataclasses.replace(state, to_act=SIDES[1]), tuple(said)
    if state.turn >= game_data().last_turn:
        french, allied = (state.army(side).morale for side in SIDES)
        winner = "draw" if french == allied else SIDES[0] if french > allied else SIDES[1]
        return _end(state, winner, said)
    turn = state.turn + 1
    said.append(Event(say("Turn {turn} begins.", turn=turn), "T2"))
    return dataclasses.replace(state, turn=turn, to_act=SIDES[0]), tuple(said)


def _end(state: TemplateState, winner: str, said: list[Event]) -> Outcome[TemplateState]:
    ended = dataclasses.replace(state, winner=winner)
    text = say("The game is over: {verdict}.", verdict=verdict(ended))
    said.append(Event(text, "T4", moments=("end",)))
    return ended, tuple(said)


RULES: Rulebook[TemplateState] = Rulebook(ACTIONS, closed_reason, sequence=SEQUENCE)
RULES.on(Attack, attack, odds=attack_odds)
RULES.on(Hold, hold)
RULES.check_complete()
apply = RULES.apply
legal_actions = RULES.legal_actions
odds = RULES.odds
