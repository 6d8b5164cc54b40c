"""Who may act now, and the checks every standard action passes [2 Action Phase].

A standard action needs: the game in play, no resolution waiting, the side's own action, a
command with a unit left on the map [2 Play Sequence 1], the Extra Action's pairing [3 Extra
Action] and the Coalition's mandatory reinforcement while the Mist is in play [5].
"""

from __future__ import annotations

from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, say, term
from tabletop.games.tonnerre.data import game_data
from tabletop.games.tonnerre.state import COALITION, FRENCH, OVER, SETUP, TonnerreState

WAITING = {
    "mist": N_("Soult's blocks to be removed for the revealed Mist marker"),
    "read": N_("the result the card prints for the roll"),
    "defense": N_("the defender's answer to the attack (Defend or No defense)"),
    "loss": N_("a choice of where the next loss comes from"),
    "box": N_("what the casualty box reached shows on the printed track"),
    "rout": N_("a rout test"),
}
"""What each waiting step waits for, as a player reads it."""


def acting_side(state: TonnerreState) -> str:
    """The side the game waits for: the one a waiting step names, else the active side."""
    if state.phase == OVER:
        return ""
    step = state.waiting
    if step is not None:
        return FRENCH if step.kind == "mist" else step.side
    return state.active


def waiting_text(state: TonnerreState) -> str:
    """What the game waits for, in one sentence (no hidden value in it)."""
    if state.phase == SETUP:
        return say("The unit counts printed on the board are needed before play [1 Setup].")
    if state.phase == OVER:
        return state.outcome
    step = state.waiting
    if step is None:
        return say("{side} to act.", side=term(state.active))
    if step.kind == "box":
        return say(
            "{side} casualty box {box}: what does the printed track show?",
            side=term(step.side),
            box=step.box,
        )
    if step.kind == "loss":
        if step.count == 1:
            return say("{side}: choose where 1 loss comes from.", side=term(step.side))
        return say("{side}: choose where {n} losses come from.", side=term(step.side), n=step.count)
    return say(
        "{side}: {waiting}.",
        side=term(acting_side(state)),
        waiting=term(WAITING.get(step.kind, step.kind)),
    )


def check_playing(state: TonnerreState) -> None:
    """Refuse anything but set-up before the counts, and anything after the end."""
    if state.phase == SETUP:
        raise RuleError(
            say("enter the unit counts printed on the board first [1 The Commands and Units].")
        )
    if state.phase == OVER:
        raise RuleError(say("the game is over: {outcome}", outcome=state.outcome))


def check_standard(state: TonnerreState, side: str, command: str | None) -> None:
    """RuleError when `side` may not take a standard action (with `command`) now."""
    check_playing(state)
    step = state.waiting
    if step is not None and state.attack is None:  # the Mist open at set-up [7 Mist (Solo)]
        raise RuleError(
            say(
                "the game waits for {waiting} first [1 Setup 4].",
                waiting=term(str(WAITING.get(step.kind))),
            )
        )
    if step is not None:
        raise RuleError(
            say(
                "the attack is still being resolved: it waits for {waiting} "
                "[4 Resolution Sequence].",
                waiting=term(str(WAITING.get(step.kind))),
            )
        )
    if side != state.active:
        raise RuleError(
            say("it is the {side} player's action [2 Action Phase].", side=term(state.active))
        )
    data = game_data()
    if command is not None:
        spec = data.command(command)
        if spec.side != side:
            raise RuleError(
                say(
                    "{command} is a {side} command, not a {other} one.",
                    command=spec.name,
                    side=term(spec.side),
                    other=term(side),
                )
            )
        if state.command(command).units <= 0:
            raise RuleError(
                say(
                    "{command} has no unit left on the map; choose a command that still has "
                    "one [2 Play Sequence 1].",
                    command=spec.name,
                )
            )
    _check_extra(state, side, command)


def _check_extra(state: TonnerreState, side: str, command: str | None) -> None:
    if state.extra_side != side or not state.extra_commands:
        return
    data = game_data()
    own = next(c for c in data.extra_commands if data.command(c).side == side)
    first = state.extra_commands[0]
    name = data.command(own).name
    if first == own and command == own:
        raise RuleError(
            say(
                "the second action of {command}'s Extra Action must come from another command "
                "[3 Extra Action].",
                command=name,
            )
        )
    if first != own and command != own:
        raise RuleError(
            say(
                "one of the two actions of the Extra Action must be {command}'s [3 Extra Action].",
                command=name,
            )
        )


def mandatory_reinforcement(state: TonnerreState) -> tuple[str, ...]:
    """The Columns Miloradovich must reinforce now (empty: no obligation) [5 Coalition
    Mandatory Action]: while the Mist is in play, Dokhtourov or Langeron down to 1 unit."""
    if state.mist_revealed or state.active != COALITION or state.phase != "play":
        return ()
    if state.command("miloradovich").units <= 0:
        return ()
    return tuple(c for c in ("dokhtourov", "langeron") if state.command(c).units == 1)


def either(names: list[str]) -> str:
    """Printed names joined with "or" (a sentence when there are two)."""
    if len(names) == 2:
        return say("{first} or {second}", first=names[0], second=names[1])
    return " or ".join(names)


def check_mandatory(state: TonnerreState, source: str | None, destination: str | None) -> None:
    """Refuse any other Coalition action while Miloradovich must reinforce."""
    needy = mandatory_reinforcement(state)
    if not needy:
        return
    if source == "miloradovich" and destination in needy:
        return
    names = either([game_data().command(c).name for c in needy])
    raise RuleError(
        say(
            "while the Mist is in play Miloradovich must first reinforce {names}, down to 1 unit "
            "[5 Coalition Mandatory Action].",
            names=names,
        )
    )
