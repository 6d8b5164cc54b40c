"""Morale, casualty and time tracks: each move and the triggers it sets off.

A unit lost goes on its army's casualty track [2 Play Sequence 4]; a box with a symbol calls
for a rout test, "-1" lowers morale before it [4 Rout Test], B breaks the army. A command's
last unit applies its penalty once [4 Morale Penalties]. Combined casualties of 10 and 16
advance the time, each advance costing both sides a morale level [2 Time].
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, Said, say, term
from tabletop.games.base import Event
from tabletop.games.tonnerre.data import (
    MARK_BROKEN,
    MARK_MINUS_ONE,
    MARK_ROUT,
    game_data,
)
from tabletop.games.tonnerre.state import COALITION, FRENCH, Step, TonnerreState

Events = tuple[Event, ...]
GARRISON = "garrison:"
"""Prefix of a garrison as a loss choice ("garrison:sokolnitz")."""
PERIOD_NAMES = (N_("Early Morning"), N_("Morning"), N_("Afternoon"))
"""The time periods as boards/tonnerre.toml names them, marked for the catalog (an event
carries them as terms)."""


ENTER_MORALE = N_(
    "enter the printed morale track's first and last boxes once on the Printed data page, "
    "then do this again"
)


def morale_to(side: str, morale: int, wanted: int) -> int:
    """Where the marker stops on the printed track [1 Setup 3]: at its first or last box once
    the owner has entered them; until then a move past what the text shows (box 10, the
    highest start, and 0) is asked for, never guessed (RuleError, nothing changed)."""
    data = game_data()
    if data.morale_track is not None:
        low, high = data.morale_track
        return min(high, max(low, wanted))
    top = max(data.start_morale.values())
    if wanted > max(top, morale):
        raise RuleError(
            say(
                "{side} morale would rise to {wanted}, past box {top}, the highest the text "
                "names [1 Setup 3]; the track's last box is printed on the board: {enter}.",
                side=term(side),
                wanted=wanted,
                top=top,
                enter=term(ENTER_MORALE),
            )
        )
    if wanted < min(0, morale):
        raise RuleError(
            say(
                "{side} morale would fall to {wanted}, below 0; the track's first box is "
                "printed on the board [1 Setup 3]: {enter}.",
                side=term(side),
                wanted=wanted,
                enter=term(ENTER_MORALE),
            )
        )
    return wanted


def lower_morale(
    state: TonnerreState, side: str, steps: int, case: str
) -> tuple[TonnerreState, Events]:
    """Move one army's morale marker down (not past the printed track's first box)."""
    if steps <= 0:
        return state, ()
    army = state.army(side)
    morale = morale_to(side, army.morale, army.morale - steps)
    state = state.with_army(replace(army, morale=morale))
    return state, (
        Event(say("{side} morale falls to {morale}.", side=term(side), morale=morale), case),
    )


def raise_morale(
    state: TonnerreState, side: str, steps: int, case: str
) -> tuple[TonnerreState, Events]:
    """Move one army's morale marker up (not past the printed track's last box)."""
    army = state.army(side)
    morale = morale_to(side, army.morale, army.morale + steps)
    state = state.with_army(replace(army, morale=morale))
    if morale < army.morale + steps:
        text = say(
            "{side} morale rises to {morale}, the track's last box.", side=term(side), morale=morale
        )
        return state, (Event(text, case),)
    return state, (
        Event(say("{side} morale rises to {morale}.", side=term(side), morale=morale), case),
    )


def command_side(command_id: str) -> str:
    """The side a command belongs to."""
    return game_data().command(command_id).side


def can_take(state: TonnerreState, side: str, source: str) -> bool:
    """True when a unit loss can come from `source` without asking anyone."""
    ids = {c.id for c in state.commands}
    return source in ids and command_side(source) == side and state.command(source).units > 0


def loss_choices(state: TonnerreState, side: str, source: str) -> tuple[tuple[str, str], ...]:
    """(choice id, label) of where the next loss may come from: the garrison of the village
    attacked alone while it has its cube, else the printed priority of the attacked place
    first [2 Targeting Attacks], then every other command with units (the player picks the
    closest [4 Attack Results])."""
    data = game_data()
    out: list[tuple[str, str]] = []
    for choice, label in data.priorities.get(source, ()) if side == FRENCH else ():
        if choice.startswith(GARRISON) and state.garrison(choice[len(GARRISON) :]) > 0:
            out.append((choice, f"{label} ({data_name(choice)})"))
    for spec in data.commands:
        taken = {c for c, _ in out}
        if spec.side == side and state.command(spec.id).units > 0 and spec.id not in taken:
            out.append((spec.id, spec.name))
    order = [c for c, _ in data.priorities.get(source, ())]
    ranked = sorted(out, key=lambda o: order.index(o[0]) if o[0] in order else len(order))
    garrisons = [o for o in ranked if o[0].startswith(GARRISON)]
    # "1. Garrison, 2. French Unit in village, 3. Davout Unit" [2 Targeting Attacks]: while
    # the village's garrison has its cube, the loss is the garrison's. After it the player
    # names the command whose unit stands in the village (the map is not in the app), Davout
    # offered first.
    return tuple(garrisons or ranked)


def priority_refusal(state: TonnerreState, side: str, source: str, choice: str) -> str:
    """Why the printed casualty priority of the place attacked puts another loss before
    `choice` ("" when it does not): the garrison of Sokolnitz or Telnitz first [2 Targeting
    Attacks] [4 Garrisons]."""
    offered = loss_choices(state, side, source)
    first = offered[0][0] if offered else ""
    if not first.startswith(GARRISON) or choice == first:
        return ""
    labels = [label for _, label in game_data().priorities.get(source, ())]
    return say(
        "the {garrison} garrison takes the loss first while it has its cube; the printed "
        "priority at {place} is {order} [2 Targeting Attacks] [4 Garrisons].",
        place=source,
        garrison=data_name(first),
        order=", ".join(f"{n}. {label}" for n, label in enumerate(labels, start=1)),
    )


def data_name(choice: str) -> str:
    """The name of a garrison or command choice."""
    data = game_data()
    if choice.startswith(GARRISON):
        wanted = choice[len(GARRISON) :]
        return next(name for g_id, name, _ in data.garrisons if g_id == wanted)
    return data.command(choice).name


def take_one(state: TonnerreState, side: str, choice: str) -> tuple[TonnerreState, Events]:
    """One unit lost from a command (onto the casualty track) or one garrison cube (not)."""
    if choice.startswith(GARRISON):
        garrison = choice[len(GARRISON) :]
        left = state.garrison(garrison) - 1
        state = replace(
            state,
            garrisons=tuple((g, left if g == garrison else n) for g, n in state.garrisons),
        )
        return state, (
            Event(
                say(
                    "The {garrison} garrison absorbs the loss; it does not go on the casualty "
                    "track.",
                    garrison=data_name(choice),
                ),
                "4 Garrisons",
            ),
        )
    command = state.command(choice)
    state = state.with_command(replace(command, units=command.units - 1))
    events: list[Event] = [
        Event(say("{command} loses a unit.", command=data_name(choice)), "2 Play Sequence 4")
    ]
    if command.units - 1 == 0:
        state, more = eliminate(state, choice, "4 Morale Penalties")
        events.extend(more)
    state, more = place_casualty(state, side)
    return state, (*events, *more)


def eliminate(state: TonnerreState, command_id: str, case: str) -> tuple[TonnerreState, Events]:
    """A command's last unit is gone: its penalty applies once [4 Morale Penalties]."""
    command = state.command(command_id)
    if command.eliminated:
        return state, ()
    spec = game_data().command(command_id)
    state = state.with_command(replace(command, eliminated=True))
    events: list[Event] = [Event(say("{command} is eliminated.", command=spec.name), case)]
    state, more = lower_morale(state, spec.side, spec.penalty, case)
    events.extend(more)
    drm = spec.rout_drm
    if command_id == "guard" and state.guard_rout_drm:
        drm += game_data().guard_option_drm
    if drm:
        army = state.army(spec.side)
        state = state.with_army(replace(army, rout_drm=army.rout_drm + drm))
        text = say("{side} rout tests get +{drm} from now on.", side=term(spec.side), drm=drm)
        events.append(Event(text, case))
    return state, tuple(events)


def place_casualty(state: TonnerreState, side: str) -> tuple[TonnerreState, Events]:
    """Move the casualty marker one box and read what the box shows."""
    army = state.army(side)
    box = army.casualties + 1
    state = state.with_army(replace(army, casualties=box))
    mark = state.mark(side, box)
    if mark is None:
        return replace(state, queue=(Step("box", side, box=box), *state.queue)), ()
    return apply_mark(state, side, box, mark)


def apply_mark(
    state: TonnerreState, side: str, box: int, mark: str
) -> tuple[TonnerreState, Events]:
    """What reaching a box does: a rout test due, a "-1" before it, or B [4 Rout Test]."""
    army = state.army(side)
    case = "4 Rout Test"
    if mark == MARK_BROKEN:
        state = state.with_army(replace(army, reached_b=True))
        text = say("The {side} casualty marker reaches B.", side=term(side))
        return state, (Event(text, "2 Play Sequence 4"),)
    if mark == MARK_MINUS_ONE:
        army = replace(army, rout_due=army.rout_due + 1, minus_one_due=army.minus_one_due + 1)
        text = say(
            "{side} casualty box {box} calls for a rout test, morale -1 first.",
            side=term(side),
            box=box,
        )
        return state.with_army(army), (Event(text, case),)
    if mark == MARK_ROUT:
        army = replace(army, rout_due=army.rout_due + 1)
        return state.with_army(army), (
            Event(
                say("{side} casualty box {box} calls for a rout test.", side=term(side), box=box),
                case,
            ),
        )
    text = say("{side} casualties: {box}.", side=term(side), box=box)
    return state, (Event(text, "2 Play Sequence 4"),)


def period_for(casualties: int) -> int:
    """The time period the combined casualties call for [2 Time]."""
    data = game_data()
    reached = sum(1 for n in data.advance_at if casualties >= n)
    return min(reached, len(data.periods) - 1)


def advance_time(state: TonnerreState) -> tuple[TonnerreState, Events]:
    """Step 7: advance the time marker if the combined casualties call for it [2 Time]."""
    data = game_data()
    events: list[Event] = []
    while state.time < period_for(state.combined_casualties):
        state = replace(state, time=state.time + 1)
        _, name, hours = data.periods[state.time]
        text = say("Time advances to {period} ({hours}).", period=term(name), hours=hours)
        events.append(Event(text, "2 Time", moments=("time",)))
        for side in (COALITION, FRENCH):
            state, more = lower_morale(state, side, data.time_morale_cost, "2 Time")
            events.extend(more)
        if state.time == data.mist_period and not state.mist_revealed:
            state, more = reveal_mist(state, say("the time reaches {period}", period=term(name)))
            events.extend(more)
    return state, tuple(events)


def attack_reveals_mist(state: TonnerreState, command: str, target: str) -> bool:
    """Soult attacking the Pratzen reveals the Mist [1 Setup 4]; by default so does his attack
    on Constantine or Miloradovich, who stand on it ([9 The Center], [5 Constantine]: Soult's
    attack on Constantine can capture the Pratzen), unless the option `mist_reveal_place_only`
    reads the text as the place by name only."""
    data = game_data()
    if command != "soult":
        return False
    return target == data.mist_place or (not state.mist_place_only and target in data.mist_commands)


def reveal_mist(state: TonnerreState, why: Said) -> tuple[TonnerreState, Events]:
    """Turn the Mist marker face up and ask for Soult's blocks to be removed [1 Setup 4]."""
    data = game_data()
    value = f" ({data.mist_values[state.mist_marker - 1]})" if data.mist_values else ""
    state = replace(state, mist_revealed=True)
    # The removal waits in front of the remaining steps, so Soult's strength is set before
    # any later loss is taken from him.
    steps = [s for s in state.queue]
    at = next((i for i, s in enumerate(steps) if s.kind == "end"), len(steps))
    steps.insert(min(at, len(steps)), Step("mist", FRENCH))
    state = replace(state, queue=tuple(steps))
    return state, (
        Event(
            say(
                "The Mist marker is revealed because {why}: marker {marker}{value}. Remove "
                "Soult's blocks as it shows (they are not eliminated).",
                why=why,
                marker=state.mist_marker,
                value=value,
            ),
            "1 Setup 4",
        ),
    )
