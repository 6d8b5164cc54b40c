"""An attack's results applied in the printed order [4 Resolution Sequence].

1 defender morale, 2 defender casualties, 3 attacker morale, 4 attacker casualties, 5 defender
rout test, 6 attacker rout test, 7 time advance. The steps wait in `state.queue`; `advance`
runs every step that needs nobody and stops at the first that waits for a player: a loss to
place, a casualty box to read off the printed track, a rout test to roll, the Mist to reveal.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.core.i18n import say, say_n, term
from tabletop.games.base import Event, MomentKind
from tabletop.games.tonnerre import tracks
from tabletop.games.tonnerre.data import game_data
from tabletop.games.tonnerre.results import Effects
from tabletop.games.tonnerre.state import (
    COALITION,
    FRENCH,
    OTHER,
    OVER,
    Attack,
    Step,
    TonnerreState,
)

Events = tuple[Event, ...]
SEQ = "4 Resolution Sequence"

WAITING_KINDS = ("mist", "read", "defense", "box", "rout", "loss")
"""Steps that stop the resolution until a player acts."""


def result_steps(attack: Attack, effects: Effects, own: Effects) -> tuple[Step, ...]:
    """The printed sequence for the attack's result (`effects`) and a Defense's own result
    (`own`): the defender's own unit losses come from the defending command. A capture is
    announced once the losses are taken: "Immediate retreat of surviving defenders" [4
    Capturing Locations]."""
    defender, attacker = OTHER[attack.side], attack.side
    total = effects.plus(own)
    return (
        Step("morale", defender, total.morale(defender)),
        Step("units", defender, effects.units(defender), attack.target),
        Step("units", defender, own.units(defender), attack.defended_by),
        Step("morale", attacker, total.morale(attacker)),
        Step("units", attacker, total.units(attacker), attack.command),
        *((Step("capture"),) if total.capture else ()),
        Step("broken"),
        Step("rout", defender),
        Step("rout", attacker),
        Step("time"),
        Step("end"),
    )


def advance(state: TonnerreState) -> tuple[TonnerreState, Events]:
    """Run the queued steps until one waits for a player or the queue is empty."""
    events: list[Event] = []
    while state.queue and state.phase != OVER:
        step = state.queue[0]
        if step.kind in WAITING_KINDS:
            if step.kind == "rout" and state.army(step.side).rout_due == 0:
                state = pop(state)
                continue
            break
        state, more = _run(pop(state), step)
        events.extend(more)
    return state, tuple(events)


def pop(state: TonnerreState) -> TonnerreState:
    """The state with the first step done."""
    return replace(state, queue=state.queue[1:])


def push(state: TonnerreState, *steps: Step) -> TonnerreState:
    """The state with steps put in front of the queue."""
    return replace(state, queue=(*steps, *state.queue))


def _run(state: TonnerreState, step: Step) -> tuple[TonnerreState, Events]:
    if step.kind == "morale":
        return tracks.lower_morale(state, step.side, step.count, SEQ)
    if step.kind == "units":
        return take_units(state, step)
    if step.kind == "broken":
        return _broken(state)
    if step.kind == "time":
        return tracks.advance_time(state)
    if step.kind == "end":
        return end_attack(state)
    if step.kind == "capture" and state.attack is not None:
        return _capture(state, state.attack)
    return state, ()


def take_units(state: TonnerreState, step: Step) -> tuple[TonnerreState, Events]:
    """Take units from the step's command while it has them; ask when the player must choose."""
    events: list[Event] = []
    count = step.count
    while count > 0:
        source = step.source
        if not source:
            return state, tuple(events)
        if not tracks.can_take(state, step.side, source):
            options = tracks.loss_choices(state, step.side, source)
            if not options:
                events.append(
                    Event(
                        say_n(
                            "The {side} army has no unit left to take {n} more losses.",
                            "The {side} army has no unit left to take {n} more losses.",
                            count,
                            side=term(step.side),
                        )
                    )
                )
                return state, tuple(events)
            return push(state, Step("loss", step.side, count, source)), tuple(events)
        state, more = tracks.take_one(state, step.side, source)
        events.extend(more)
        count -= 1
        if state.queue and state.queue[0].kind == "box":
            if count:
                state = replace(
                    state,
                    queue=(
                        state.queue[0],
                        Step("units", step.side, count, source),
                        *state.queue[1:],
                    ),
                )
            return state, tuple(events)
    return state, tuple(events)


def _broken(state: TonnerreState) -> tuple[TonnerreState, Events]:
    broken = [a.side for a in state.armies if a.reached_b]
    if not broken:
        return state, ()
    case = "2 Play Sequence 4"
    if len(broken) == 2:
        outcome = say("Both armies reached box B together: the game is a draw.")
        return finish(state, "Draw", outcome), (
            Event(
                say("Both casualty markers reached B at once: the game is a draw."),
                case,
                None,
                END,
            ),
        )
    loser = broken[0]
    text = say(
        "The {side} casualty marker reached B: the {side} army is Broken and loses.",
        side=term(loser),
    )
    return finish(state, OTHER[loser], text), (Event(text, case, moments=END),)


END: tuple[MomentKind, ...] = ("end",)
"""The mark of the event that ends the game (tabletop/story/moments.py)."""


def finish(state: TonnerreState, winner: str, outcome: str) -> TonnerreState:
    """The game over, with its winner ("Draw" for a draw)."""
    return replace(state, phase=OVER, winner=winner, outcome=outcome, queue=())


def end_attack(state: TonnerreState) -> tuple[TonnerreState, Events]:
    """The attack is done: rout-test counters cleared, the turn passed on."""
    attack = state.attack
    armies = tuple(replace(a, rout_due=0, minus_one_due=0) for a in state.armies)
    state = replace(state, armies=(armies[0], armies[1]), attack=None)
    if attack is None:
        return state, ()
    return next_action(state, attack.side, attack.command)


def next_action(state: TonnerreState, acted: str, command: str) -> tuple[TonnerreState, Events]:
    """Whose action follows one by `acted` with `command` [2 Action Phase] [3 Extra Action]
    [3 Defense Actions]."""
    if state.phase == OVER:
        return state, ()
    if state.extra_side == acted:
        done = (*state.extra_commands, command)
        if len(done) < 2:
            return replace(state, extra_commands=done), (
                Event(
                    say("Extra Action: the {side} player acts again at once.", side=term(acted)),
                    "3 Extra Action",
                ),
            )
        state = replace(state, extra_side="", extra_commands=(), extra_defended=False)
    following = OTHER[acted]
    events: list[Event] = []
    if state.lost_action == following:
        events.append(
            Event(
                say(
                    "The {side} player's action is lost to the Defense it played; the {other} "
                    "player acts again.",
                    side=term(following),
                    other=term(acted),
                ),
                "3 Defense Actions",
            )
        )
        state = replace(state, lost_action="")
        following = acted
    turn = state.turn + 1 if acted == FRENCH or following == acted == COALITION else state.turn
    state = replace(state, active=following, turn=turn)
    events.append(Event(say("{side} to act.", side=term(following))))
    return state, tuple(events)


def start_sequence(
    state: TonnerreState, effects: Effects, own: Effects | None = None
) -> tuple[TonnerreState, Events]:
    """Queue the printed sequence after the Defense window and run it."""
    attack = state.attack
    assert attack is not None
    own = own or Effects()
    steps = result_steps(attack, effects, own)
    state = replace(state, queue=(*steps, *state.queue))
    return advance(state)


def _capture(state: TonnerreState, attack: Attack) -> tuple[TonnerreState, Events]:
    data = game_data()
    where = attack.target if attack.target in data.places else term("the location")
    return state, (
        Event(
            say(
                "{command} captures {where}: the surviving defenders retreat to their fallback "
                "zone and every attacking unit advances into it; flip the card if its condition "
                "is met.",
                command=data.command(attack.command).name,
                where=where,
            ),
            "4 Capturing Locations",
        ),
    )
