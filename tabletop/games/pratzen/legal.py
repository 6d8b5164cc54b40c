"""Which Pratzen actions are open now beyond what the sequence of play says (sequence.py):
`closed_reason`, checked after the declaration's phase and side, and `action_reason` for what
one action names; the engine's `apply` refuses with them and `legal_actions` lists them
(panels enable from it).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from tabletop.core.errors import RuleError
from tabletop.core.i18n import say, term
from tabletop.games.actions import GameAction
from tabletop.games.pratzen import actions as a
from tabletop.games.pratzen import combat_rules, fire_rules
from tabletop.games.pratzen.ammo_cards import chit_reason
from tabletop.games.pratzen.corrections import (
    before_play,
    begun,
    fought,
    unrallied,
    unreloaded,
)
from tabletop.games.pratzen.deck import held_at_once, name_of
from tabletop.games.pratzen.state import PratzenState, Unit

SETUP = (
    a.SetUp,
    a.AddUnit,
    a.ReplaceUnit,
    a.AddLeader,
    a.RemovePiece,
    a.AddReinforcement,
    a.AddEventCard,
)
"""The owner's entries of the scenario: taking one does not begin play."""


def _due(state: PratzenState, rolled: bool) -> bool:
    return any(
        r.side == state.side and r.turn <= state.turn and not r.arrived and r.rolled == rolled
        for r in state.reinforcements
    )


def _live(state: PratzenState) -> bool:
    return any(not u.eliminated for u in state.units)


def to_rally(state: PratzenState) -> tuple[Unit, ...]:
    """The phasing player's disordered and routed units that have not rolled this Rally Phase:
    "Each of the phasing player's disordered and Routed unit must conduct a morale check"
    [Rally Phase 1]. Artillery has no cohesion state to recover: it is limbered, not
    disordered, and changes mode only in the movement phase [Definition of terms, Cohesion
    State; Artillery limbered and unlimbered status]."""
    return tuple(
        u
        for u in state.units
        if u.side == state.side
        and not u.eliminated
        and u.type != "artillery"
        and u.status != "steady"
        and u.name not in state.rallied
    )


def to_reload(state: PratzenState) -> tuple[Unit, ...]:
    """Units of the phasing player that may use their Rally action as a Reload: any unit of a
    battalion whose Flag is marked Low or No Ammo, or such an artillery unit, not yet rolled
    this Rally Phase [Ammunition Reload]."""
    short = {u.battalion for u in state.units if u.flag and u.ammo != "full" and not u.eliminated}
    return tuple(
        u
        for u in state.units
        if u.side == state.side
        and not u.eliminated
        and u.name not in state.rallied
        and ((u.battalion and u.battalion in short) or (u.type == "artillery" and u.ammo != "full"))
    )


def _rally(state: PratzenState, side: str) -> str:
    if not to_rally(state):
        return say(
            "No {side} unit is disordered or routed and still to roll this Rally Phase (one "
            "morale check each) [Rally Phase].",
            side=term(state.side),
        )
    return ""


def _reload(state: PratzenState, side: str) -> str:
    if not state.ammunition:
        return say("The Ammunition rules are not in use in this game [Optional rule: Ammunition].")
    if not to_reload(state):
        return say(
            "No {side} Flag or gun marked Low or No Ammo has a unit still to roll.",
            side=term(state.side),
        )
    return ""


def _next(state: PratzenState, side: str) -> str:
    """The phase marker moves on only once the phase's compulsory rolls are made."""
    if not state.turns:
        return say("Set up the scenario first [Preparing for play].")
    deck = state.events
    drawn = deck.last_draw == f"{state.turn} {state.side}"
    # With every card held or set aside there is none to draw [Optional rule: the Event Deck].
    if state.phase == "Event" and deck.in_use and not drawn and (deck.draw_pile or deck.discards):
        return say(
            "The {side} player draws the top event card first [Event Phase (Optional)].",
            side=term(state.side),
        )
    at_once = held_at_once(state, state.side) if state.phase == "Event" else ()
    if at_once:
        return say(
            "{card} is played at once when drawn: play it before the Event Phase ends [Event "
            "Phase (Optional)].",
            card=name_of(state, at_once[0]),
        )
    if state.phase == "Reinforcements" and (_due(state, False) or _due(state, True)):
        return say(
            "Reinforcements are due for the {side}: roll for each group, or place a delayed one, "
            "first [Reinforcements Phase].",
            side=term(state.side),
        )
    # A unit whose printed ER was never entered cannot roll: it does not hold the phase.
    waiting = tuple(u for u in to_rally(state) if u.er) if state.phase == "Rally" else ()
    if waiting:
        names = ", ".join(u.name for u in waiting[:3]) + (", ..." if len(waiting) > 3 else "")
        return say(
            "Each disordered or routed unit must conduct a morale check: {names} still to roll "
            "[Rally Phase 1].",
            names=names,
        )
    return ""


MARKER_PHASES = {"OOC": "Command", "Fired": "Engagement"}
"""The phase each marker is placed or removed in [Command Phase] [Using the Fire Control
Table]."""


def marker_reason(state: PratzenState, unit: Unit, marker: str) -> str:
    """Why `marker` may not be placed on or taken off `unit` now ("" when it may)."""
    phase = MARKER_PHASES[marker]
    if state.phase != phase:
        return say(
            "{marker} markers are placed and removed in the {phase} Phase [Markers].",
            marker=term(marker),
            phase=term(phase),
        )
    if unit.eliminated:
        return say("{unit} is eliminated.", unit=unit.name)
    if unit.side != state.side:
        return say(
            "{unit} is not the phasing player's: its markers change in its own turn.",
            unit=unit.name,
        )
    if marker == "Fired" and unit.type != "infantry":
        return say("only infantry is marked Fired; artillery never is [Fire Control Table (FCT)].")
    if marker == "OOC" and unit.type == "artillery":
        return say("artillery is always in command [Command Phase].")
    return ""


def cause_reason(state: PratzenState, cause: str) -> str:
    """Why a leader casualty roll for `cause` may not be made now ("" when it may): a close
    combat's is rolled in the Close Combat Phase, a fire's in the phases with fire combat, the
    Artillery Fire and Engagement Phases [Combat effects on Leaders] [Sequence of play]."""
    if cause == "close-combat" and state.phase != "Close Combat":
        return say(
            "A leader's close-combat casualty roll follows a close combat, in the Close Combat "
            "Phase [Combat effects on Leaders]."
        )
    if cause == "fire" and state.phase not in FIRE_PHASES:
        return say(
            "A leader's fire casualty roll follows a fire combat, in the Artillery Fire or "
            "Engagement Phase [Combat effects on Leaders]."
        )
    return ""


FIRE_PHASES = ("Artillery Fire", "Engagement")
"""The phases with fire combat: ball and canister fire, then infantry fire [Sequence of
play]."""


def _draw(state: PratzenState, side: str) -> str:
    if not state.events.in_use:
        return say("The Event deck is not in use [Optional rule: the Event Deck].")
    if state.events.last_draw == f"{state.turn} {state.side}":
        return say(
            "The {side} card of this turn is drawn [Optional rule: the Event Deck].",
            side=term(state.side),
        )
    return ""


def _play(state: PratzenState, side: str) -> str:
    # A held card is hidden from the other side [Optional rule: the Event Deck]: only a side
    # that says who it is learns whether its own hand is empty.
    if not state.events.in_use:
        return say("The Event deck is not in use [Optional rule: the Event Deck].")
    if side and not state.events.held.get(side):
        return say("The {side} player holds no card.", side=term(side))
    return ""


def _reinforcement(state: PratzenState, rolled: bool, why: str) -> str:
    return "" if _due(state, rolled) else why


_WHY: Mapping[str, Callable[[PratzenState, str], str]] = {
    a.RemovePiece.KIND: lambda s, side: (
        begun(a.RemovePieceCorrection.KIND)(s, side)
        or ("" if s.units or s.leaders else say("No piece has been entered yet."))
    ),
    a.AddUnit.KIND: begun(a.AddUnitCorrection.KIND),
    a.AddUnitCorrection.KIND: before_play(a.AddUnit.KIND),
    a.RemovePieceCorrection.KIND: before_play(a.RemovePiece.KIND),
    a.ReplaceUnit.KIND: lambda s, side: (
        say(
            "The game has begun: a unit is corrected in its place only before play; remove it "
            "and add it again, or undo back to before play began [Preparing for play]."
        )
        if s.started
        else ""
        if s.units
        else say("No unit has been entered yet.")
    ),
    a.SetUp.KIND: lambda s, side: (
        say(
            "The game has begun: its scenario is set up once. Undo back to before play began, or "
            "start a new game [Preparing for play]."
        )
        if s.started
        else ""
    ),
    a.NextPhase.KIND: _next,
    a.ReinforcementRoll.KIND: lambda s, side: _reinforcement(
        s,
        False,
        say("No {side} group is due to roll now [Reinforcements Phase].", side=term(s.side)),
    ),
    a.ReinforcementArrives.KIND: lambda s, side: _reinforcement(
        s, True, say("No delayed group is due now [Reinforcements Phase].")
    ),
    a.ReinforcementBlocked.KIND: lambda s, side: (
        ""
        if _due(s, False) or _due(s, True)
        else say("No {side} group is due now [Reinforcements Phase].", side=term(s.side))
    ),
    a.Hits.KIND: lambda s, side: "" if _live(s) else say("No unit is in play."),
    a.SetStatus.KIND: lambda s, side: "" if _live(s) else say("No unit is in play."),
    a.Rejoin.KIND: lambda s, side: (
        ""
        if any(u.battalion and u.hits and not u.eliminated for u in s.units)
        else say("No detached unit of a battalion has hits of its own [Combat effects on units].")
    ),
    a.SetAmmo.KIND: lambda s, side: (
        say("The Ammunition rules are not in use in this game [Optional rule: Ammunition].")
        if not s.ammunition
        else ""
        if any((u.flag or u.type == "artillery") and not u.eliminated for u in s.units)
        else say("No Flag or artillery unit is in play.")
    ),
    a.Reload.KIND: _reload,
    a.Marker.KIND: lambda s, side: "" if _live(s) else say("No unit is in play."),
    a.Eliminate.KIND: lambda s, side: (
        "" if _live(s) or any(not x.eliminated for x in s.leaders) else say("No unit is in play.")
    ),
    a.Rally.KIND: _rally,
    a.LeaderCasualty.KIND: lambda s, side: (
        "" if any(not x.eliminated for x in s.leaders) else say("No leader is in play.")
    ),
    a.FlagsDefeated.KIND: lambda s, side: combat_rules.flags_closed(s),
    a.CombatLoser.KIND: lambda s, side: combat_rules.loser_closed(s),
    a.UseEventDeck.KIND: lambda s, side: (
        say("The Event deck is already in use.") if s.events.in_use else ""
    ),
    a.UseAmmunition.KIND: lambda s, side: (
        say("The Ammunition rules are already in use.") if s.ammunition else ""
    ),
    a.DrawEvent.KIND: _draw,
    a.PlayEvent.KIND: _play,
}


def closed_reason(state: PratzenState, kind: str, side: str = "") -> str | None:
    """Why `kind` may not be taken now beyond its phase and side (None: it may); `side` ""
    for whoever acts."""
    check = _WHY.get(kind)
    return (check(state, side) or None) if check is not None else None


def _rally_reason(state: PratzenState, unit: Unit, case: str) -> str:
    """Why `unit` may not make a rally roll now ("" when it may) [Rally Phase]."""
    if unit.eliminated:
        return say("{unit} is eliminated.", unit=unit.name)
    if unit.side != state.side:
        return say(
            "{unit} rallies in the {side} Rally Phase [{case}].",
            unit=unit.name,
            side=term(unit.side),
            case=case,
        )
    if unit.status == "steady":
        return say(
            "{unit} is in good order and needs no rally [{case}].", unit=unit.name, case=case
        )
    if unit.type == "artillery":
        return say(
            "{unit} is limbered, not disordered: artillery changes mode only in the movement "
            "phase [Artillery limbered and unlimbered status].",
            unit=unit.name,
        )
    if unit.name in state.rallied:
        return say(
            "{unit} has made its Rally Phase roll already [{case} 1].", unit=unit.name, case=case
        )
    return ""


def _reload_reason(state: PratzenState, unit: Unit, action: a.Reload) -> str:
    """Why `unit` may not use its Rally action as a Reload now ("" when it may)."""
    if unit not in to_reload(state):
        return say(
            "{unit} has no Flag or gun marked Low or No Ammo to reload, or has made its Rally "
            "Phase roll already [{case}].",
            unit=unit.name,
            case=action.CASE,
        )
    if not action.wagon_in_reach:
        return say(
            "a reload needs a friendly wagon within four hexes of {unit}, traced not through a "
            "hex adjacent to an enemy unit [{case}].",
            unit=unit.name,
            case=action.CASE,
        )
    return ""


def action_reason(state: PratzenState, action: GameAction) -> str | None:
    """Why this one action of an open kind is never allowed now, for what it names: a rally
    roll a unit has made already, a reload without its wagon, a marker out of its phase, a
    close combat's leader roll outside the Close Combat Phase. None lets it through (a name
    not in the scenario is refused by the handler)."""
    if isinstance(action, a.LeaderCasualty):
        return cause_reason(state, action.cause) or None
    if isinstance(action, a.CombatLoser):
        return combat_rules.loser_reason(state, action) or None
    if isinstance(action, a.FlagsDefeated):
        return combat_rules.flags_reason(state, action) or None
    if isinstance(action, a.Hits):
        return fire_rules.six_reason(state, action) or None
    if isinstance(action, a.ArtilleryFire):
        return fire_rules.gunners_reason(state) or None
    if isinstance(action, a.PlayEvent):
        side = action.side or state.side
        return chit_reason(state, side, action.card, action.unit, action.set_aside) or None
    if isinstance(action, a.RemovePieceCorrection):
        return fought(state, action.name) or None
    named = getattr(action, "unit", None)
    if not isinstance(named, str):
        return None
    try:
        unit = state.unit(named)
    except RuleError:
        return None
    if isinstance(action, a.Rally):
        return _rally_reason(state, unit, action.CASE) or None
    if isinstance(action, a.Reload):
        return _reload_reason(state, unit, action) or None
    if isinstance(action, a.Marker):
        return marker_reason(state, unit, action.marker) or None
    if isinstance(action, a.SetStatus):
        return unrallied(state, unit, action.status) or None
    if isinstance(action, a.SetAmmo):
        return unreloaded(state, unit, action.ammo) or None
    return None
