"""Who may act now, and the checks every standard action passes [2 Action Phase].

A standard action needs: the game in play, no resolution waiting, the side's own action, a
command with a unit left on the map [2 Play Sequence 1], the Extra Action's pairing [3 Extra
Action] and the Coalition's mandatory reinforcement while the Mist is in play [5].
"""

from __future__ import annotations

from tabletop.core.errors import RuleError
from tabletop.games.tonnerre.data import game_data
from tabletop.games.tonnerre.state import COALITION, FRENCH, OVER, SETUP, TonnerreState

WAITING = {
    "mist": "Soult's blocks to be removed for the revealed Mist marker",
    "read": "the result the card prints for the roll",
    "defense": "the defender's answer to the attack (Defend or No defense)",
    "loss": "a choice of where the next loss comes from",
    "box": "what the casualty box reached shows on the printed track",
    "rout": "a rout test",
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
        return "The unit counts printed on the board are needed before play [1 Setup]."
    if state.phase == OVER:
        return state.outcome
    step = state.waiting
    if step is None:
        return f"{state.active} to act."
    if step.kind == "box":
        return f"{step.side} casualty box {step.box}: what does the printed track show?"
    if step.kind == "loss":
        if step.count == 1:
            return f"{step.side}: choose where 1 loss comes from."
        return f"{step.side}: choose where {step.count} losses come from."
    return f"{acting_side(state)}: {WAITING.get(step.kind, step.kind)}."


def check_playing(state: TonnerreState) -> None:
    """Refuse anything but set-up before the counts, and anything after the end."""
    if state.phase == SETUP:
        raise RuleError(
            "enter the unit counts printed on the board first [1 The Commands and Units]."
        )
    if state.phase == OVER:
        raise RuleError(f"the game is over: {state.outcome}")


def check_standard(state: TonnerreState, side: str, command: str | None) -> None:
    """RuleError when `side` may not take a standard action (with `command`) now."""
    check_playing(state)
    step = state.waiting
    if step is not None:
        raise RuleError(
            f"the attack is still being resolved: it waits for {WAITING.get(step.kind)} "
            "[4 Resolution Sequence]."
        )
    if side != state.active:
        raise RuleError(f"it is the {state.active} player's action [2 Action Phase].")
    data = game_data()
    if command is not None:
        spec = data.command(command)
        if spec.side != side:
            raise RuleError(f"{spec.name} is a {spec.side} command, not a {side} one.")
        if state.command(command).units <= 0:
            raise RuleError(
                f"{spec.name} has no unit left on the map; choose a command that still has "
                "one [2 Play Sequence 1]."
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
            f"the second action of {name}'s Extra Action must come from another command "
            "[3 Extra Action]."
        )
    if first != own and command != own:
        raise RuleError(
            f"one of the two actions of the Extra Action must be {name}'s [3 Extra Action]."
        )


def mandatory_reinforcement(state: TonnerreState) -> tuple[str, ...]:
    """The Columns Miloradovich must reinforce now (empty: no obligation) [5 Coalition
    Mandatory Action]: while the Mist is in play, Dokhtourov or Langeron down to 1 unit."""
    if state.mist_revealed or state.active != COALITION or state.phase != "play":
        return ()
    if state.command("miloradovich").units <= 0:
        return ()
    return tuple(c for c in ("dokhtourov", "langeron") if state.command(c).units == 1)


def check_mandatory(state: TonnerreState, source: str | None, destination: str | None) -> None:
    """Refuse any other Coalition action while Miloradovich must reinforce."""
    needy = mandatory_reinforcement(state)
    if not needy:
        return
    if source == "miloradovich" and destination in needy:
        return
    names = " or ".join(game_data().command(c).name for c in needy)
    raise RuleError(
        f"while the Mist is in play Miloradovich must first reinforce {names}, down to 1 unit "
        "[5 Coalition Mandatory Action]."
    )
