"""The Santon [17]: what the app models of its two French units, and the rest as reminders.

001_abdfd3064374ac67.txt [17] The Santon: "The artillery battery has a range of eight hexes
and fires twice a turn, at the same target. When it has to test for losses it does so only
once. These units are always in command." The app checks no range and no command and does
not count fires, so those stay a reminder in the log (SANTON). "Tests only once" does not say
which test it spares:

- by default the battery's own: the sentence's subject is the battery, and the rules body
  gives a battery a second test only in a stack, "its own morale test" whenever the
  infantry or cavalry it is stacked with tests [4.2]; the Santon's two units hold one hex
  (0513), so the stack's test is the battery's only one;
- option `santon_target_tests_once`: the target of the battery's two fires at the same target
  tests once for both, so the second fire's result calls for no further test.
"""

from __future__ import annotations

from collections.abc import Collection

from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, say, say_n
from tabletop.games.base import Event
from tabletop.games.vaevictis.army_actions import Fire
from tabletop.games.vaevictis.data import game_data
from tabletop.games.vaevictis.results import Effect
from tabletop.games.vaevictis.state import Unit, VaeVictisState

TARGET_TESTS_ONCE = "santon_target_tests_once"
SANTON = N_(
    "{name} holds the Santon [17]: it may not leave it except in rout, it is always in "
    "command, and a battery there has a range of eight hexes and fires twice a turn at the "
    "same target, testing for losses only once."
)
STACKED_BATTERY = N_(
    "The artillery stacked with {name} now takes its own morale test, with all the "
    "consequences that attach to it: test the battery too [4.2]."
)
SANTON_BATTERY = N_(
    "The Santon's battery stacked with {name} takes no morale test of its own [4.2]: when it "
    "has to test for losses it does so only once [17]."
)


def stays_in_command(state: VaeVictisState, divisions: Collection[str]) -> str:
    """ "; X, on the Santon, stays in command [17]" for the Santon units in play of these
    divisions, which a general's absence or failed initiative would put out of command
    [6.2] [15.2] [15.3]: "These units are always in command" [17]. "" when there are none."""
    names = [u.name for u in state.units if u.santon and u.in_play and u.division in divisions]
    if not names:
        return ""
    return say_n(
        "; {names}, on the Santon, stays in command [17]",
        "; {names}, on the Santon, stay in command [17]",
        len(names),
        names=names[0]
        if len(names) == 1
        else say("{first} and {last}", first=" and ".join(names[:-1]), last=names[-1]),
    )


def _artillery(unit: Unit) -> bool:
    return game_data().arm(unit.arm).rout_hexes == 0  # the arms a rout eliminates [14.2]


def battery_prompt(state: VaeVictisState, unit: Unit) -> Event:
    """After a morale test of a unit stacked with artillery: the battery's own test [4.2],
    spared on the Santon unless the option reads [17] as the target's single test."""
    if unit.santon and not state.has(TARGET_TESTS_ONCE):
        return Event(say(SANTON_BATTERY, name=unit.name), "17")
    return Event(say(STACKED_BATTERY, name=unit.name), "4.2")


def fired_by(
    state: VaeVictisState, firer: Unit | None, target: Unit, second: bool
) -> VaeVictisState:
    """The state after `firer` (when named) fired at `target`: a unit firing offensively
    may not then attack [12.1]; the Santon battery's first fire this turn sets the target
    of its second, which it takes once [17]."""
    import dataclasses

    if second:
        return dataclasses.replace(state, santon_twice=True)
    if firer is None:
        return state
    if game_data().phases[state.phase].id == "offensive_fire" and firer.id not in state.fired:
        state = dataclasses.replace(state, fired=(*state.fired, firer.id))
    if firer.santon and _artillery(firer) and not state.santon_target:
        state = dataclasses.replace(state, santon_target=target.id)
    return state


def second_fire(state: VaeVictisState, target: Unit, effect: Effect) -> tuple[Effect, Event]:
    """The Santon's battery fires its second time this turn, at the same target [17]: under
    option `santon_target_tests_once` the target takes no second test; otherwise the result
    applies as printed."""
    battery = [u for u in state.units if u.santon and u.in_play and _artillery(u)]
    if not battery:
        raise RuleError(say("no battery on the Santon is in play to fire a second time [17]."))
    if target.side == battery[0].side:
        raise RuleError(
            say("{name} is French: the Santon's battery fires at the enemy [17].", name=target.name)
        )
    if state.has(TARGET_TESTS_ONCE) and effect.test:
        text = say(
            "The Santon's battery fires its second time at {name}: the target tests "
            "for losses only once, and takes no test for this fire [17].",
            name=target.name,
        )
        return Effect(effect.text, False, 0, effect.disorder, effect.rout, effect.losses), Event(
            text, "17"
        )
    text = say(
        "The Santon's battery fires its second time this turn, at {name} [17].", name=target.name
    )
    return effect, Event(text, "17")


def santon_closed(state: VaeVictisState, action: Fire, target: Unit) -> str:
    """Why the Santon battery's second fire is refused: it "fires twice a turn, at the same
    target" [17], so the second follows a first fire that named the battery, once."""
    battery = [
        u for u in state.units if u.santon and u.in_play and not game_data().arm(u.arm).hand_to_hand
    ]
    if not battery:
        return say("no battery on the Santon is in play to fire a second time [17].")
    if state.santon_twice:
        return say("the Santon's battery has fired its second time this turn [17].")
    if not state.santon_target:
        return say(
            "the Santon's battery has not fired this turn: name it as the firing unit of its "
            "first fire, then fire again at the same target [17]."
        )
    if state.santon_target != target.id:
        first = state.unit(state.santon_target)
        return say(
            "the Santon's battery fires twice a turn at the same target [17]: its first fire "
            "was at {first}.",
            first=first.name if first is not None else state.santon_target,
        )
    return ""
