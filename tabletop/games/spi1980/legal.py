"""Which actions the rules allow now, and why the others are closed [3.0].

The engine's `apply` refuses a closed kind with the very sentence listed here, and the panel
enables its buttons from `legal_actions`, so the rule lives in one place.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, say, term
from tabletop.games.actions import GameAction
from tabletop.games.spi1980.actions import Disengage, Displace, ExitMap
from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.state import Spi1980State, UnitStatus

_DURING_COMBAT = ("rout_roll", "apply_combat_result")
_ALWAYS = ("lose_csp", "set_disrupted", "objective", "set_option")


def phase_reason(state: Spi1980State, step: str, side: str | None = None) -> str | None:
    """None in the phase the rules put an action in [3.0]; otherwise the sentence why not."""
    side = side or state.phasing_side
    wanted = f"{side.lower()}_{step}"
    if state.phase == wanted:
        return None
    data = game_data()
    return say(
        "that belongs to the {wanted}; it is now the {now}.",
        wanted=term(data.phase(wanted).name),
        now=term(data.phase(state.phase).name),
    )


def require_phase(state: Spi1980State, step: str, side: str | None = None) -> None:
    """Refuse an action outside the phase the rules put it in [3.0]."""
    reason = phase_reason(state, step, side)
    if reason is not None:
        raise RuleError(reason)


def require_on_map(state: Spi1980State, unit_id: str, side: str | None = None) -> None:
    """Refuse a unit that is not on the map, or not of the side named."""
    spec = game_data().unit(unit_id)
    if side is not None and spec.army != side:
        if article(side) == "an":
            raise RuleError(say("{unit} is not an {side} unit.", unit=spec.name, side=term(side)))
        raise RuleError(say("{unit} is not a {side} unit.", unit=spec.name, side=term(side)))
    if state.unit(unit_id).status is not UnitStatus.ON_MAP:
        raise RuleError(say("{unit} is not on the map.", unit=spec.name))


def article(word: str) -> str:
    """ "an" before a vowel ("an Allied unit"), "a" otherwise."""
    return "an" if word[:1].lower() in "aeiou" else "a"


def unrallied_corps(state: Spi1980State) -> list[str]:
    """The phasing army's corps with a disrupted unit on the map that have not rolled [7.0]."""
    data = game_data()
    side = state.phasing_side
    corps = {
        data.unit(u.id).corps
        for u in state.roster
        if u.disrupted and u.status is UnitStatus.ON_MAP and data.unit(u.id).army == side
    }
    return sorted(corps - set(state.rallied_corps))


def reserve_units() -> tuple[str, ...]:
    """The French reserve units written down before play [12.0]."""
    return tuple(u.id for u in game_data().units if u.is_reserve)


def _next_phase(state: Spi1980State) -> str | None:
    data = game_data()
    if state.phase.endswith("_rally") and unrallied_corps(state):
        return say(
            "every disrupted unit must attempt to rally [3.0] [7.0]: roll for corps {corps} first.",
            corps=", ".join(unrallied_corps(state)),
        )
    if reinforcement_reason(state) is None:
        return say(
            "roll for the French reinforcements first: the French Player rolls at the "
            "beginning of his Player-Turn, every Game-Turn until they appear [9.0]."
        )
    plotting = state.turn == 1 and state.phase == data.phases[0].id
    if plotting and len(state.reserve_plot) < len(reserve_units()):
        return say(
            "the French Player writes down the hexes of all {n} "
            "reserve units before the Allied Movement Phase [12.0].",
            n=data.section("reserve")["units"],
        )
    return None


def _plot_reserve(state: Spi1980State) -> str | None:
    if state.reserve_revealed or state.turn != 1 or state.phase != game_data().phases[0].id:
        return say("the reserve is written down before the first Allied Movement Phase [12.0].")
    return None


def _rally(state: Spi1980State) -> str | None:
    reason = phase_reason(state, "rally")
    if reason is None and not unrallied_corps(state):
        return say("no corps of the phasing army has a disrupted unit left to rally [7.0].")
    return reason


def reinforcement_reason(state: Spi1980State) -> str | None:
    """None when the French reinforcement roll is due now [9.0]; otherwise why not."""
    rules = game_data().section("reinforcement")
    reason = phase_reason(state, "rally", str(rules["side"]))
    if reason is not None:
        return reason
    if state.turn < int(rules["first_turn"]):
        return say(
            "reinforcements are rolled for from Game-Turn {turn} [9.0].", turn=rules["first_turn"]
        )
    if state.reinforcements_turn is not None:
        return say("the reinforcements have already appeared [9.0].")
    if state.reinforcement_rolled_turn == state.turn:
        return say("one reinforcement roll per Game-Turn [9.0].")
    return None


def _enter(state: Spi1980State) -> str | None:
    reason = phase_reason(state, "movement", str(game_data().section("reinforcement")["side"]))
    if reason is None and state.reinforcements_turn is None:
        return say("the reinforcements have not appeared yet [9.0].")
    if reason is None and not any(u.status is UnitStatus.AWAITING for u in state.roster):
        return say("every reinforcement has entered [9.1].")
    return reason


def _exit(state: Spi1980State) -> str | None:
    reason = phase_reason(state, "movement")
    if reason is None and not state.army(state.phasing_side).demoralized:
        return say("only units of a demoralized army may leave the map [4.7].")
    return reason


def _displace(state: Spi1980State) -> str | None:
    if state.phase.endswith("_combat"):
        return None
    return say("units are displaced by a retreat or rout, in a Combat Phase [6.6].")


_OPEN: dict[str, Callable[[Spi1980State], str | None]] = {
    "next_phase": _next_phase,
    "plot_reserve": _plot_reserve,
    "rally": _rally,
    "combat": lambda s: phase_reason(s, "combat"),
    "disengage": lambda s: phase_reason(s, "movement"),
    "reinforcement_roll": reinforcement_reason,
    "enter_reinforcements": _enter,
    "exit_map": _exit,
    "displace": _displace,
}


def closed_reason(state: Spi1980State, kind: str, side: str = "") -> str | None:
    """Why an action of this kind may not be taken now (None: it may). The Sequence of Play
    opens a kind for the army whose player takes it (`sides.acting_side`), so the side at
    the screen changes nothing here [3.0]."""
    if state.game_over and kind != "objective":
        return say("the game is over; only the A and F hexes' occupants can be corrected.")
    if state.pending_combat is not None and kind not in _DURING_COMBAT + ("displace",):
        return say("apply the combat result before anything else [6.0].")
    if state.pending_combat is None and kind in _DURING_COMBAT:
        return say("there is no combat result waiting to be applied.")
    if state.pending_disengagement is not None and kind != "disengagement_loss":
        return say("take the Disengagement Check loss first [4.6].")
    if state.pending_disengagement is None and kind == "disengagement_loss":
        return say("no Disengagement Check loss is waiting.")
    check = _OPEN.get(kind)
    return None if check is None else check(state)


_NEVER_MOVES = {
    Displace: N_("it is never displaced [6.4 Exception] [6.6]"),
    Disengage: N_(
        "it never leaves its hex, so it makes no Disengagement Check [6.4 Exception] [4.6]"
    ),
    ExitMap: N_("it cannot pay the Movement Point to leave the map [6.4 Exception] [4.7]"),
}


def action_reason(state: Spi1980State, action: GameAction) -> str | None:
    """Why the rules never allow this one action now (None: its handler decides the rest).

    The Santon's artillery "has no Movement Allowance" [6.4 Exception]: displacement is a
    retreat into a Friendly hex [6.6], a Disengagement Check is made by a unit exiting its hex
    [4.6], and leaving the map costs a Movement Point [4.7]. A unit that stopped for a
    disengagement disruption leaves no Enemy ZOC again that Phase [4.6]."""
    why = _NEVER_MOVES.get(type(action))
    unit = getattr(action, "unit", None)
    fixed = str(game_data().section("rout")["fixed_artillery"])
    if why is not None and unit == fixed:
        name = game_data().unit(fixed).name
        return say(
            "the {unit}'s artillery has no Movement Allowance: {why}.", unit=name, why=term(why)
        )
    if isinstance(action, Disengage) and action.unit in state.halted:
        name = game_data().unit(action.unit).name
        return say(
            "{unit} took its Disengagement Check loss as a disruption and stopped in the "
            "hex entered: it moves no more this Phase [4.6].",
            unit=name,
        )
    return None


_STEP = {
    "rally": "rally",
    "combat": "combat",
    "disengage": "movement",
    "exit_map": "movement",
    "enter_reinforcements": "movement",
}


def closed_in_its_phase(state: Spi1980State, kind: str, side: str) -> str | None:
    """Why `kind` would be closed for `side` even in its own phase [3.0] (None: only the
    phase stands in the way). A panel keeps such a button pressable in another phase, and
    the click says in which phase it belongs."""
    step = _STEP.get(kind)
    if step is not None:
        state = dataclasses.replace(state, phase=f"{side.lower()}_{step}")
    return closed_reason(state, kind, side)
