"""Which actions the rules allow now, and why the others are closed [3.0].

The engine's `apply` refuses a closed kind with the very sentence listed here, and the panel
enables its buttons from `legal_actions`, so the rule lives in one place.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, say, term
from tabletop.games.actions import GameAction
from tabletop.games.spi1980.actions import Disengage, Displace, ExitMap, SetDisrupted
from tabletop.games.spi1980.combat_results import routing_units
from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.sides import other_side, to_apply
from tabletop.games.spi1980.state import Spi1980State, UnitStatus


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
    if state.reserve_revealed or state.turn != 1:
        return say("the reserve is written down before the first Allied Movement Phase [12.0].")
    return None


def _rally(state: Spi1980State) -> str | None:
    if not unrallied_corps(state):
        return say("no corps of the phasing army has a disrupted unit left to rally [7.0].")
    return None


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
    if state.reinforcements_turn is None:
        return say("the reinforcements have not appeared yet [9.0].")
    if not any(u.status is UnitStatus.AWAITING for u in state.roster):
        return say("every reinforcement has entered [9.1].")
    return None


def _exit(state: Spi1980State) -> str | None:
    if not state.army(state.phasing_side).demoralized:
        return say("only units of a demoralized army may leave the map [4.7].")
    return None


def retreat_due(state: Spi1980State) -> str:
    """The role ("defender", "attacker") whose result, applied next, may be taken by a
    retreat: a rout [6.3], or CSP losses with no "d" [6.4]; "" for none."""
    role = to_apply(state)
    pending = state.pending_combat
    if not role or pending is None:
        return ""
    effect = pending.defender_effect if role == "defender" else pending.attacker_effect
    return role if effect.routed or (effect.losses > 0 and not effect.disrupted) else ""


def _displace(state: Spi1980State) -> str | None:
    if retreat_due(state):
        return None
    return say(
        "no retreat is waiting to be made: a unit is displaced only by a Friendly unit "
        "retreating or routing into its hex [6.6]."
    )


def rout_due(state: Spi1980State) -> str:
    """The role whose rout roll is due now [6.3] ("" for none): it routs, has not rolled,
    and has a unit that routs (the Santon's guns never do [6.4 Exception])."""
    role = to_apply(state)
    pending = state.pending_combat
    if not role or pending is None:
        return ""
    effect = pending.defender_effect if role == "defender" else pending.attacker_effect
    rolled = pending.defender_rout_roll if role == "defender" else pending.attacker_rout_roll
    if not effect.routed or rolled is not None or not routing_units(state, pending, role):
        return ""
    return role


def _rout_roll(state: Spi1980State) -> str | None:
    if rout_due(state):
        return None
    return say("no unit routs in this result, so no rout roll is made [6.3].")


_OPEN: dict[str, Callable[[Spi1980State], str | None]] = {
    "next_phase": _next_phase,
    "plot_reserve": _plot_reserve,
    "rally": _rally,
    "reinforcement_roll": reinforcement_reason,
    "enter_reinforcements": _enter,
    "exit_map": _exit,
    "displace": _displace,
    "rout_roll": _rout_roll,
}


def closed_reason(state: Spi1980State, kind: str, side: str = "") -> str | None:
    """Why an action of this kind may not be taken now, beyond the sequence of play
    (sequence.py says the phase and the side) (None: it may)."""
    check = _OPEN.get(kind)
    return None if check is None else check(state)


def open_note(
    state: Spi1980State, kind: str, side: str
) -> tuple[str, tuple[Mapping[str, Any], ...]]:
    """The concrete moves the app can list without the map: the next phase, each corps'
    rally with its disrupted units in roster order [7.0]; none for what the map decides."""
    if kind == "next_phase":
        return "", ({"kind": kind},)
    if kind == "rally":
        data = game_data()
        moves = []
        for corps in unrallied_corps(state):
            units = [
                u.id
                for u in state.roster
                if u.disrupted
                and u.status is UnitStatus.ON_MAP
                and data.unit(u.id).corps == corps
                and data.unit(u.id).army == state.phasing_side
            ]
            moves.append({"kind": kind, "corps": corps, "units": units})
        return "", tuple(moves)
    return "", ()


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
    if isinstance(action, Displace):
        return _displaced_reason(state, action)
    if isinstance(action, SetDisrupted) and not action.disrupted:
        return say(
            "{unit} is turned face up only by a successful rally attempt, the one die of its "
            "corps in its Rally Phase [7.0]: a correction never stands in for the rally roll.",
            unit=game_data().unit(action.unit).name,
        )
    if isinstance(action, Disengage) and action.unit in state.halted:
        name = game_data().unit(action.unit).name
        return say(
            "{unit} took its Disengagement Check loss as a disruption and stopped in the "
            "hex entered: it moves no more this Phase [4.6].",
            unit=name,
        )
    return None


def _displaced_reason(state: Spi1980State, action: Displace) -> str | None:
    """Only a unit Friendly to the retreating side, in the hex it must enter, is displaced;
    a unit of the attack retreats with it, it is not displaced [6.6]."""
    pending = state.pending_combat
    role = retreat_due(state)
    if pending is None or not role:
        return None
    attacker = pending.attacker_side
    retreating = attacker if role == "attacker" else other_side(attacker)
    spec = game_data().unit(action.unit)
    involved = pending.attackers if role == "attacker" else pending.defenders
    if spec.army != retreating or action.unit in involved:
        return say(
            "{unit} is not a Friendly unit in the path of the retreating army ({side}): only "
            "such a unit is displaced [6.6].",
            unit=spec.name,
            side=term(retreating),
        )
    return None
