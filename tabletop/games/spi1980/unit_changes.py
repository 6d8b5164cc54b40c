"""What happens to a counter outside the Combat Results Table: CSPs lost to over-stacking
[4.4], a counter turned face down or up [4.9] [7.0], a unit displaced by a retreat [6.6], a
unit of a demoralized army leaving the map [4.7].
"""

from __future__ import annotations

import dataclasses

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.core.i18n import say
from tabletop.games.base import Event
from tabletop.games.spi1980.actions import Displace, ExitMap, LoseCsp, SetDisrupted
from tabletop.games.spi1980.army_morale import check_demoralization, csp_lost, eliminate
from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.legal import require_on_map, require_phase
from tabletop.games.spi1980.state import Spi1980State, UnitStatus

Outcome = tuple[Spi1980State, tuple[Event, ...]]


def exit_map(state: Spi1980State, action: ExitMap, dice: Dice) -> Outcome:
    """A unit of a demoralized army leaves the map in its Movement Phase [4.7]."""
    spec = game_data().unit(action.unit)
    require_phase(state, "movement", spec.army)
    require_on_map(state, action.unit, spec.army)
    if not state.army(spec.army).demoralized:
        raise RuleError(say("only units of a demoralized army may leave the map [4.7]."))
    unit = state.unit(action.unit)
    state = state.with_unit(dataclasses.replace(unit, status=UnitStatus.EXITED))
    return state, (Event(say("{unit} leaves the map.", unit=spec.name), "4.7"),)


def lose_csp(state: Spi1980State, action: LoseCsp, dice: Dice) -> Outcome:
    """CSPs lost outside combat (stacking [4.4], for instance), with their morale cost."""
    before = csp_lost(state)
    state, events = eliminate(state, action.unit, action.count, action.case)
    state, more = check_demoralization(state, before)
    return state, events + more


def set_disrupted(state: Spi1980State, action: SetDisrupted, dice: Dice) -> Outcome:
    """Turn a counter face down or up (stacking with disrupted units [4.9], corrections).

    Disrupting a unit that is disrupted already is a disruption effect on it: it loses one
    additional CSP [7.0]."""
    require_on_map(state, action.unit)
    name = game_data().unit(action.unit).name
    if action.disrupted and state.unit(action.unit).disrupted:
        return _disrupted_again(
            state, action.unit, 1, "7.0", say("{unit} is disrupted already", unit=name)
        )
    unit = dataclasses.replace(state.unit(action.unit), disrupted=action.disrupted)
    state = state.with_unit(unit)
    said = (
        say("{unit} is disrupted.", unit=name)
        if action.disrupted
        else say("{unit} is face up.", unit=name)
    )
    return state, (Event(said, "7.0"),)


def displace(state: Spi1980State, action: Displace, dice: Dice) -> Outcome:
    """A Friendly unit in the only safe hex is displaced [6.6]: disrupted in the first hex it
    is displaced into; a unit disrupted already loses one CSP for each hex displaced."""
    require_on_map(state, action.unit)
    name = game_data().unit(action.unit).name
    unit = state.unit(action.unit)
    if unit.disrupted:
        per_hex = int(game_data().section("displacement")["disrupted_loss_per_hex"])
        lost = action.hexes * per_hex
        said = say("{unit}, disrupted already, is displaced {n} hex(es)", unit=name, n=action.hexes)
        return _disrupted_again(state, action.unit, lost, "6.6", said)
    state = state.with_unit(dataclasses.replace(unit, disrupted=True))
    return state, (
        Event(
            say(
                "{unit} is displaced {n} hex(es) and disrupted in the first hex it entered [6.6].",
                unit=name,
                n=action.hexes,
            ),
            "6.6",
        ),
    )


def _disrupted_again(
    state: Spi1980State, unit_id: str, count: int, case: str, said: str
) -> Outcome:
    before = csp_lost(state)
    state, events = eliminate(state, unit_id, count, case)
    state, more = check_demoralization(state, before)
    loses = say("{said}: it loses {n} CSP [{case}].", said=said, n=count, case=case)
    return state, (Event(loses, case), *events, *more)
