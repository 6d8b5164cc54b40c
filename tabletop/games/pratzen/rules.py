"""The rules of The Pratzen as one pure function: `apply(state, action, dice)`.

Each typed action (actions.py) is carried out by the module that holds its rule; every roll
comes from the session's dice or is typed in, and comes back as an Event holding its record.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, say, term
from tabletop.games.actions import GameAction
from tabletop.games.base import Event
from tabletop.games.kit import natural_roll
from tabletop.games.pratzen import actions as a
from tabletop.games.pratzen import (
    ammo_cards,
    combat_rules,
    deck,
    fire_action,
    fire_rules,
    ledger,
    reinforce,
    roll_actions,
    scenario,
    turn,
)
from tabletop.games.pratzen.actions import ACTIONS, PHASES
from tabletop.games.pratzen.combat_action import close_combat_odds
from tabletop.games.pratzen.combat_rules import rolled
from tabletop.games.pratzen.legal import SETUP, action_reason, closed_reason
from tabletop.games.pratzen.listed import open_note
from tabletop.games.pratzen.phase_resolvers import reinforcement_run
from tabletop.games.pratzen.rally_resolvers import leader_casualty_run, rally_run, reload_run
from tabletop.games.pratzen.roll_actions import (
    casualty_values,
    due_group,
    rally_values,
    rolling_unit,
)
from tabletop.games.pratzen.sequence import SEQUENCE
from tabletop.games.pratzen.state import Leader, MoraleChart, PratzenState, Reinforcement, Unit
from tabletop.games.rulebook import Rulebook

Result = tuple[PratzenState, tuple[Event, ...]]


_RALLIED = {
    "Good order": N_("{unit}: good order."),
    "Rout removed": N_("{unit}: rout removed."),
    "Still disordered": N_("{unit}: still disordered."),
    "Still routed": N_("{unit}: still routed."),
    "Routed, retreats": N_("{unit}: routed, retreats."),
}
"""What a rally roll's result says of the unit, by result."""


def _events(texts: list[str], case: str) -> tuple[Event, ...]:
    return tuple(Event(text, case) for text in texts)


def _ended(before: PratzenState, after: PratzenState, events: tuple[Event, ...]) -> Result:
    """The events, the last (the sentence saying who lost) marked as the game's end when this
    step ended the game, for the charts [MORALE] [VICTORY]."""
    if after.over and not before.over and events:
        events = (*events[:-1], replace(events[-1], moments=("end",)))
    return after, events


def _setup(state: PratzenState, action: a.SetUp, dice: Dice) -> Result:
    fresh = PratzenState(morale=tuple(MoraleChart(c.side) for c in state.morale))
    new = scenario.configure(
        replace(
            fresh,
            scenario=action.scenario,
            ammunition=action.ammunition,
            morale_reading=action.morale_reading,
        ),
        turns=action.turns,
        side=action.start_side,
        phase=action.start_phase or PHASES[0 if action.event_deck else 1],
        levels=(action.french_level, action.allied_level),
    )
    for entry in action.units:
        unit = Unit(
            entry.name, entry.side, entry.type, entry.battalion, entry.flag, entry.er, entry.arm
        )
        scenario.check_unit(unit, new)
        new = replace(new, units=(*new.units, unit))
    for item in action.leaders:
        leader = Leader(item.name, item.side, item.command)
        scenario.check_leader(leader, new)
        new = replace(new, leaders=(*new.leaders, leader))
    for group in action.reinforcements:
        new = scenario.add_reinforcement(new, Reinforcement(group.group, group.side, group.turn))
    texts: list[str] = [
        say(
            "Scenario {scenario} set up: {turns} Game Turns, {units} units, {leaders} leaders; "
            "{side} {phase} Phase.",
            scenario=action.scenario or say("(unnamed)"),
            turns=action.turns,
            units=len(new.units),
            leaders=len(new.leaders),
            side=term(new.side),
            phase=term(new.phase),
        )
    ]
    if action.event_deck:
        new, more = deck.start(new, dice)
        texts += more
    return new, _events(texts, a.SetUp.CASE)


def _entered(action: a.AddUnit) -> Unit:
    return Unit(
        action.name, action.side, action.type, action.battalion, action.flag, action.er, action.arm
    )


def _add_unit(state: PratzenState, action: a.AddUnit, dice: Dice) -> Result:
    unit = _entered(action)
    scenario.check_unit(unit, state)
    new = replace(state, units=(*state.units, unit))
    text = say(
        "{side} {type} {unit} added.", side=term(unit.side), type=term(unit.type), unit=unit.name
    )
    return new, (Event(text, action.CASE),)


def _replace_unit(state: PratzenState, action: a.ReplaceUnit, dice: Dice) -> Result:
    """The corrected unit in the old one's place, checked as a new entry would be against
    the rest of the scenario [Preparing for play] [Playing pieces]."""
    wanted = action.replaces.strip().casefold()
    places = [i for i, u in enumerate(state.units) if u.name.casefold() == wanted]
    if not places:
        raise RuleError(
            say("there is no unit '{unit}' in this scenario to correct.", unit=action.replaces)
        )
    index = places[0]
    unit = _entered(action)
    rest = state.units[:index] + state.units[index + 1 :]
    scenario.check_unit(unit, replace(state, units=rest))
    new = replace(state, units=(*rest[:index], unit, *rest[index:]))
    text = say(
        "{old} corrected: {side} {type} {unit}.",
        old=state.units[index].name,
        side=term(unit.side),
        type=term(unit.type),
        unit=unit.name,
    )
    return new, (Event(text, action.CASE),)


def _add_leader(state: PratzenState, action: a.AddLeader, dice: Dice) -> Result:
    leader = Leader(action.name, action.side, action.command)
    scenario.check_leader(leader, state)
    new = replace(state, leaders=(*state.leaders, leader))
    text = say("{side} leader {leader} added.", side=term(leader.side), leader=leader.name)
    return new, (Event(text, action.CASE),)


def _remove(state: PratzenState, action: a.RemovePiece, dice: Dice) -> Result:
    if not state.has_piece(action.name):
        raise RuleError(
            say("there is no unit or leader '{name}' in this scenario.", name=action.name)
        )
    wanted = action.name.casefold()
    on_chart = any(wanted in (n.casefold() for n in c.eliminated) for c in state.morale)
    if on_chart:
        raise RuleError(
            say("{name} is on the Morale Chart; undo the loss instead.", name=action.name)
        )
    new = replace(
        state,
        units=tuple(u for u in state.units if u.name.casefold() != wanted),
        leaders=tuple(x for x in state.leaders if x.name.casefold() != wanted),
        rallied=tuple(n for n in state.rallied if n.casefold() != wanted),
    )
    text = say("{name} removed from the scenario.", name=action.name)
    return new, (Event(text, action.CASE),)


def _add_group(state: PratzenState, action: a.AddReinforcement, dice: Dice) -> Result:
    group = Reinforcement(action.group, action.side, action.turn)
    new = scenario.add_reinforcement(state, group)
    text = say(
        "{side} group {group} due on Game Turn {turn}.",
        side=term(group.side),
        group=group.group,
        turn=group.turn,
    )
    return new, (Event(text, action.CASE),)


def _next_phase(state: PratzenState, action: a.NextPhase, dice: Dice) -> Result:
    texts: list[str] = []
    if state.phase == "Close Combat" and state.events.held.get(state.side):
        for card in state.events.held[state.side]:
            state, more = deck.put_away(state, state.side, card, False)
            texts += [
                say(
                    "End of the {side} Player Turn: {card} is revealed and discarded.",
                    side=term(state.side),
                    card=deck.name_of(state, card),
                )
            ]
    new, more = turn.next_phase(state)
    return _ended(state, new, _events(texts + more, action.CASE))


def _reinforcement(state: PratzenState, action: a.ReinforcementRoll, dice: Dice) -> Result:
    item = due_group(state, action)
    resolution = reinforcement_run({}, natural_roll(dice, action.roll, "2d6")[0])
    new, texts = reinforce.delay_after(state, item.group, resolution.result)
    return new, (*rolled(resolution, item.side, action.roll), *_events(texts, action.CASE))


def _arrives(state: PratzenState, action: a.ReinforcementArrives, dice: Dice) -> Result:
    new, texts = reinforce.arrive(state, action.group)
    return new, _events(texts, action.CASE)


def _blocked(state: PratzenState, action: a.ReinforcementBlocked, dice: Dice) -> Result:
    new, texts = reinforce.blocked(state, action.group)
    return new, _events(texts, action.CASE)


def _hits(state: PratzenState, action: a.Hits, dice: Dice) -> Result:
    new, texts = ledger.apply_hits(
        state, action.units, action.remove, action.natural_six, action.detached
    )
    return new, _events(texts + ledger.leader_reminder(state, new), action.CASE)


def _rejoin(state: PratzenState, action: a.Rejoin, dice: Dice) -> Result:
    new, texts = ledger.rejoin(state, action.unit, action.remove)
    return new, _events(texts, action.CASE)


def _status(state: PratzenState, action: a.SetStatus, dice: Dice) -> Result:
    new, texts = ledger.set_status(state, action.unit, action.status)
    return new, _events(texts + ledger.leader_reminder(state, new), action.CASE)


def _ammo(state: PratzenState, action: a.SetAmmo, dice: Dice) -> Result:
    new, texts = ledger.set_ammo(state, action.unit, action.ammo)
    return new, _events(texts, action.CASE)


def _marker(state: PratzenState, action: a.Marker, dice: Dice) -> Result:
    unit = state.unit(action.unit)
    if action.marker == "Fired":
        new = state.with_unit(replace(unit, fired=action.placed))
    else:
        new = state.with_unit(replace(unit, ooc=action.placed))
    text = (
        say("{unit}: {marker} marker placed.", unit=unit.name, marker=term(action.marker))
        if action.placed
        else say("{unit}: {marker} marker removed.", unit=unit.name, marker=term(action.marker))
    )
    return new, (Event(text, action.CASE),)


def _eliminate(state: PratzenState, action: a.Eliminate, dice: Dice) -> Result:
    new, texts = ledger.eliminate(state, action.name)
    return _ended(state, new, _events(texts, action.CASE))


def _rally(state: PratzenState, action: a.Rally, dice: Dice) -> Result:
    unit = state.unit(action.unit)
    resolution = rally_run(rally_values(state, action), natural_roll(dice, action.roll, "1d6")[0])
    status = {"Good order": "steady", "Rout removed": "disordered"}.get(
        resolution.result, unit.status
    )
    new = state.with_unit(replace(unit, status=status))
    new = replace(new, rallied=(*new.rallied, unit.name))
    known = _RALLIED.get(resolution.result)
    text: str = (
        say(known, unit=unit.name)
        if known is not None
        else f"{unit.name}: {resolution.result.lower()}."
    )
    return new, (*rolled(resolution, unit.side, action.roll), Event(text, action.CASE))


def _reload(state: PratzenState, action: a.Reload, dice: Dice) -> Result:
    unit = rolling_unit(state, action.unit)
    resolution = reload_run(unit.er, action.leader, natural_roll(dice, action.roll, "1d6")[0])
    new = replace(state, rallied=(*state.rallied, unit.name))
    texts = []
    if resolution.result == "Reloaded":
        for piece in new.units:
            same = piece.battalion == unit.battalion if unit.battalion else piece is unit
            if same and piece.ammo != "full" and not piece.eliminated:
                new, more = ledger.set_ammo(new, piece.name, "full")
                texts += more
    return new, (*rolled(resolution, unit.side, action.roll), *_events(texts, action.CASE))


def _leader_casualty(state: PratzenState, action: a.LeaderCasualty, dice: Dice) -> Result:
    leader = state.leader(action.leader)
    values = casualty_values(state, action)
    resolution = leader_casualty_run(values, natural_roll(dice, action.roll, "2d6")[0])
    events = rolled(resolution, turn.other_side(leader.side), action.roll)
    if resolution.result != "Eliminated":
        return state, events
    new, texts = ledger.eliminate(state, leader.name)
    return _ended(state, new, (*events, *_events(texts, action.CASE)))


def _flags(state: PratzenState, action: a.FlagsDefeated, dice: Dice) -> Result:
    new, events = combat_rules.flags_defeated(state, action, dice)
    return _ended(state, new, events)


def _use_deck(state: PratzenState, action: a.UseEventDeck, dice: Dice) -> Result:
    new, texts = deck.start(state, dice)
    return new, _events(texts, action.CASE)


def _use_ammunition(state: PratzenState, action: a.UseAmmunition, dice: Dice) -> Result:
    text = say("The Ammunition rules are in use: Low and No Ammo chits, reloads and their cards.")
    return replace(state, ammunition=True), (Event(text, action.CASE),)


def _draw(state: PratzenState, action: a.DrawEvent, dice: Dice) -> Result:
    # The Event Phase and one card a turn: the sequence of play and legal.py refuse the rest.
    new, texts = deck.draw(state, state.side, dice)
    new = replace(new, events=replace(new.events, last_draw=f"{state.turn} {state.side}"))
    return new, _events(texts, action.CASE)


def _play(state: PratzenState, action: a.PlayEvent, dice: Dice) -> Result:
    side = action.side or state.side
    new, texts = deck.put_away(state, side, action.card, action.set_aside)
    new, more = ammo_cards.place_chit(new, action.card, action.unit)
    texts += more
    if deck.redraws(state, side, action.card, action.set_aside):
        new = replace(new, events=replace(new.events, last_draw=""))
        texts.append(
            say(
                "The Ammunition rules are not in use: the {side} player draws again [{case}].",
                side=term(side),
                case=deck.CASE,
            )
        )

    return new, _events(texts, action.CASE)


def _add_card(state: PratzenState, action: a.AddEventCard, dice: Dice) -> Result:
    new, texts = deck.add_card(state, action.name, action.text, dice)
    return new, _events(texts, action.CASE)


RULES: Rulebook[PratzenState] = Rulebook(
    ACTIONS, closed_reason, open_note, action_reason, sequence=SEQUENCE
)
"""Every action kind with its handler (taking that kind's class); `legal.closed_reason` says
what is open now."""
RULES.on(a.SetUp, _setup)
RULES.on(a.AddUnit, _add_unit)
RULES.on(a.AddUnitCorrection, _add_unit)
RULES.on(a.ReplaceUnit, _replace_unit)
RULES.on(a.AddLeader, _add_leader)
RULES.on(a.RemovePiece, _remove)
RULES.on(a.RemovePieceCorrection, _remove)
RULES.on(a.AddReinforcement, _add_group)
RULES.on(a.NextPhase, _next_phase)
RULES.on(a.ReinforcementRoll, _reinforcement, odds=roll_actions.reinforcement_roll_odds)
RULES.on(a.ReinforcementArrives, _arrives)
RULES.on(a.ReinforcementBlocked, _blocked)
RULES.on(a.Hits, _hits)
RULES.on(a.Rejoin, _rejoin)
RULES.on(a.SetStatus, _status)
RULES.on(a.SetAmmo, _ammo)
RULES.on(a.Marker, _marker)
RULES.on(a.Eliminate, _eliminate)
RULES.on(a.Rally, _rally, odds=roll_actions.rally_roll_odds)
RULES.on(a.Reload, _reload, odds=roll_actions.reload_roll_odds)
RULES.on(a.LeaderCasualty, _leader_casualty, odds=roll_actions.casualty_roll_odds)
RULES.on(a.FlagsDefeated, _flags)
RULES.on(a.CloseCombat, combat_rules.close_combat, odds=close_combat_odds)
RULES.on(a.ArtilleryFire, fire_rules.fire, odds=fire_action.artillery_fire_odds)
RULES.on(a.Musketry, fire_rules.fire, odds=fire_action.musketry_fire_odds)
RULES.on(a.CombatLoser, combat_rules.combat_loser)
RULES.on(a.UseEventDeck, _use_deck)
RULES.on(a.UseAmmunition, _use_ammunition)
RULES.on(a.DrawEvent, _draw)
RULES.on(a.PlayEvent, _play)
RULES.on(a.AddEventCard, _add_card)
RULES.check_complete()


def apply(state: PratzenState, action: GameAction, dice: Dice) -> Result:
    """One typed action applied to a state: the new state and what happened; RuleError with
    the sentence `legal_actions` lists when its kind is closed now, before any handler runs.
    Once the scenario is set up, any action but the owner's scenario entries and rule options
    begins play (the set-up is then closed)."""
    new, events = RULES.apply(state, action, dice)
    entry = isinstance(action, (*SETUP, a.UseEventDeck, a.UseAmmunition))
    if not new.started and new.turns and not entry:
        new = replace(new, started=True)
    return new, events


legal_actions = RULES.legal_actions
"""Each kind open or closed, with the reason, for the side at the screen ("" any)."""
odds = RULES.odds
"""The chance of each result of an action's own roll, before it is thrown."""
