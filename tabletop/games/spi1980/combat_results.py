"""Applying a Combat Results Table result: the CSPs the player picks, retreats, routs and
disruption, defender first [6.3]-[6.9] [7.0]; then charges end and demoralization is checked
[5.9] [10.0].
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from tabletop.core.errors import RuleError
from tabletop.core.i18n import say, say_n, term
from tabletop.games.base import Event
from tabletop.games.spi1980.army_morale import check_demoralization, eliminate
from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.state import (
    Effect,
    PendingCombat,
    Spi1980State,
    UnitStatus,
)


def _disrupt(state: Spi1980State, unit_id: str) -> Spi1980State:
    unit = state.unit(unit_id)
    if unit.status is not UnitStatus.ON_MAP or unit.disrupted:
        return state
    return state.with_unit(dataclasses.replace(unit, disrupted=True))


def involved_units(state: Spi1980State, pending: PendingCombat, role: str) -> tuple[str, ...]:
    """Units of one side that the result affects: bombarding artillery is not [6.9]."""
    ids = pending.defenders if role == "defender" else pending.attackers
    return tuple(
        u for u in ids if u not in pending.bombarding and state.unit(u).status is UnitStatus.ON_MAP
    )


def routing_units(state: Spi1980State, pending: PendingCombat, role: str) -> tuple[str, ...]:
    """The units of a routed side that do rout: the Santon's artillery never does, it is
    destroyed instead [6.4 Exception]; with none left, no rout roll is made."""
    fixed = str(game_data().section("rout")["fixed_artillery"])
    return tuple(u for u in involved_units(state, pending, role) if u != fixed)


def _check_morale_unit_share(
    state: Spi1980State,
    losses: Mapping[str, int],
    morale_unit: str | None,
    involved: tuple[str, ...],
) -> None:
    """At least half of the CSP losses come from the morale unit, if possible [6.8]."""
    taken = sum(losses.values())
    if not taken or morale_unit is None or morale_unit not in involved:
        return
    need = min(-(-taken // 2), state.unit(morale_unit).strength)
    if losses.get(morale_unit, 0) < need:
        name = game_data().unit(morale_unit).name
        raise RuleError(
            say(
                "at least {need} of the {taken} CSPs must come from {unit}, whose "
                "Morale Rating modified the ratio [6.8].",
                need=need,
                taken=taken,
                unit=name,
            )
        )


def _check_losses(
    state: Spi1980State, losses: Mapping[str, int], involved: tuple[str, ...]
) -> None:
    for unit_id, count in losses.items():
        if unit_id not in involved:
            raise RuleError(
                say(
                    "{unit} did not take part in this combat, so it cannot take its losses [6.3].",
                    unit=unit_id,
                )
            )
        if count < 0 or count > state.unit(unit_id).strength:
            raise RuleError(
                say(
                    "{unit} cannot lose {count} CSPs: it has {strength}.",
                    unit=unit_id,
                    count=count,
                    strength=state.unit(unit_id).strength,
                )
            )


def _check_short(
    short_hexes: Mapping[str, int], involved: tuple[str, ...], distance: int | None
) -> None:
    """Hexes short of a rout: only for a routing unit, and never more than its rout [6.5]
    ("lose a number of CSP's equal to the number of hexes left in its required retreat")."""
    for unit_id, short in short_hexes.items():
        if not short:
            continue
        name = game_data().unit(unit_id).name if unit_id in involved else unit_id
        if distance is None or unit_id not in involved:
            raise RuleError(
                say(
                    "{unit} does not rout in this combat, so it cannot be short of a rout [6.5].",
                    unit=name,
                )
            )
        if not 0 <= short <= distance:
            raise RuleError(
                say_n(
                    "{unit} routs {n} hex, so it can be 0 to {n} hexes short, not {short} [6.5].",
                    "{unit} routs {n} hexes, so it can be 0 to {n} hexes short, not {short} [6.5].",
                    distance,
                    unit=name,
                    short=short,
                )
            )


def apply_effect(
    state: Spi1980State,
    pending: PendingCombat,
    role: str,
    losses: Mapping[str, int],
    retreat_hexes: int,
    short_hexes: Mapping[str, int],
) -> tuple[Spi1980State, tuple[Event, ...]]:
    """Apply one side's effect with the CSPs the player picked [6.3] [6.4] [6.5] [6.8] [7.0]."""
    data = game_data()
    effect: Effect = pending.defender_effect if role == "defender" else pending.attacker_effect
    involved = involved_units(state, pending, role)
    morale_unit = (
        pending.defender_morale_unit if role == "defender" else pending.attacker_morale_unit
    )
    _check_losses(state, losses, involved)
    events: list[Event] = []
    if effect.is_none:
        if sum(losses.values()) or retreat_hexes:
            raise RuleError(say("the {role} has no result to apply ('-').", role=term(role)))
        return state, ()
    if not involved:
        if sum(losses.values()) or retreat_hexes or any(short_hexes.values()):
            raise RuleError(
                say("no unit of the {role} is affected by this result [6.9].", role=term(role))
            )
        return state, (
            Event(
                say("The bombarding artillery is unaffected by the combat result [6.9]."),
                "6.9",
            ),
        )
    was_disrupted = {u for u in involved if state.unit(u).disrupted}
    total = sum(state.unit(u).strength for u in involved)
    taken = sum(losses.values())
    if effect.routed:
        rout = data.section("rout")
        if retreat_hexes:
            raise RuleError(
                say("a routed force retreats the rout distance, not a chosen one [6.3].")
            )
        fixed = str(rout["fixed_artillery"])
        if fixed in involved:
            state, lost = eliminate(state, fixed, state.unit(fixed).strength, "6.4")
            events.append(
                Event(
                    say("{unit} cannot rout and is destroyed [6.4].", unit=data.unit(fixed).name),
                    "6.4",
                )
            )
            events.extend(lost)
            involved = tuple(u for u in involved if u != fixed)
            total = sum(state.unit(u).strength for u in involved)
        if not involved:
            if taken:
                raise RuleError(
                    say("no unit of the {role} is left to take losses [6.4].", role=term(role))
                )
            return state, tuple(events)
        roll = pending.defender_rout_roll if role == "defender" else pending.attacker_rout_roll
        if roll is None:
            raise RuleError(
                say("roll for the defender's rout distance first [6.3].")
                if role == "defender"
                else say("roll for the attacker's rout distance first [6.3].")
            )
        _check_short(short_hexes, involved, roll + effect.rout_number)
        need = min(int(rout["csp_loss"]), total)
        if taken != need:
            raise RuleError(
                say(
                    "a routed force loses {need} CSP in total, from a unit you pick [6.3].",
                    need=need,
                )
            )
        _check_morale_unit_share(state, losses, morale_unit, involved)
        for unit_id in involved:
            state, lost = eliminate(state, unit_id, losses.get(unit_id, 0), "6.3")
            events.extend(lost)
        for unit_id in involved:
            if unit_id in was_disrupted:
                extra = int(rout["disrupted_extra_loss"])
                state, lost = eliminate(state, unit_id, extra, "6.3")
                events.extend(lost)
            short = int(short_hexes.get(unit_id, 0))
            if short:
                state, lost = eliminate(
                    state, unit_id, short * int(rout["short_loss_per_hex"]), "6.5"
                )
                events.extend(lost)
            state = _disrupt(state, unit_id)
        events.append(
            Event(
                say(
                    "The defender's units rout {n} hexes and are disrupted where they stop.",
                    n=roll + effect.rout_number,
                )
                if role == "defender"
                else say(
                    "The attacker's units rout {n} hexes and are disrupted where they stop.",
                    n=roll + effect.rout_number,
                ),
                "6.3",
            )
        )
        return state, tuple(events)
    _check_short(short_hexes, involved, None)
    if retreat_hexes < 0:
        raise RuleError(say("a retreat cannot be negative."))
    fixed = str(data.section("rout")["fixed_artillery"])
    if retreat_hexes and fixed in involved:
        raise RuleError(
            say(
                "{unit} has no Movement Allowance and may never retreat "
                "[6.4 Exception]: take the losses as CSPs.",
                unit=data.unit(fixed).name,
            )
        )
    if retreat_hexes and (effect.disrupted or was_disrupted):
        raise RuleError(
            say(
                "disrupted units, and units with a d result, may not retreat to "
                "satisfy losses [6.3] [6.4] [7.0]."
            )
        )
    if taken + retreat_hexes != effect.losses and taken != total:
        raise RuleError(
            say(
                "the {role} must satisfy {n} CSP losses in all, by CSPs "
                "and hexes retreated [6.3] [6.4].",
                role=term(role),
                n=effect.losses,
            )
        )
    if taken + retreat_hexes > effect.losses:
        raise RuleError(
            say("the {role} owes only {n} CSP losses.", role=term(role), n=effect.losses)
        )
    _check_morale_unit_share(state, losses, morale_unit, involved)
    for unit_id in involved:
        state, lost = eliminate(state, unit_id, losses.get(unit_id, 0), "6.3")
        events.extend(lost)
    if retreat_hexes:
        events.append(
            Event(
                say("The defender's units retreat {n} hexes.", n=retreat_hexes)
                if role == "defender"
                else say("The attacker's units retreat {n} hexes.", n=retreat_hexes),
                "6.4",
            )
        )
    if retreat_hexes > 1:
        for unit_id in involved:
            state = _disrupt(state, unit_id)
        events.append(Event(say("Retreating more than one hex, they are disrupted."), "6.4"))
    if effect.disrupted:
        again = int(data.section("combat_rules")["disrupted_again_loss"])
        for unit_id in involved:
            if unit_id in was_disrupted:
                state, lost = eliminate(state, unit_id, again, "7.0")
                events.extend(lost)
            state = _disrupt(state, unit_id)
        events.append(
            Event(
                say("The defender's units are disrupted.")
                if role == "defender"
                else say("The attacker's units are disrupted."),
                "6.3",
            )
        )
    return state, tuple(events)


def _may_advance(state: Spi1980State, pending: PendingCombat) -> bool:
    """An adjacent attacker still on the map and undisrupted: "Disrupted units may not
    advance" [6.7]."""
    return any(
        u not in pending.bombarding
        and state.unit(u).status is UnitStatus.ON_MAP
        and not state.unit(u).disrupted
        for u in pending.attackers
    )


def vacated(state: Spi1980State, pending: PendingCombat, retreat_hexes: int) -> bool:
    """The defender left its hexes by elimination, retreat or rout [6.7]."""
    if pending.defender_effect.routed or retreat_hexes > 0:
        return True
    return all(state.unit(u).status is not UnitStatus.ON_MAP for u in pending.defenders)


def finish_combat(
    state: Spi1980State,
    pending: PendingCombat,
) -> tuple[Spi1980State, tuple[Event, ...]]:
    """After both results: charging cavalry disrupted [5.9], demoralization checked [10.0]."""
    events: list[Event] = []
    for unit_id in pending.charging:
        if state.unit(unit_id).status is UnitStatus.ON_MAP and not state.unit(unit_id).disrupted:
            state = _disrupt(state, unit_id)
            events.append(
                Event(
                    say(
                        "{unit} charged and is now disrupted.", unit=game_data().unit(unit_id).name
                    ),
                    "5.9",
                )
            )
    defender = "French" if pending.attacker_side == "Allied" else "Allied"
    lost = pending.csp_at_start or (0, 0)  # an older save: any CSP lost counts
    before = {"Allied": lost[0], "French": lost[1]}
    state, more = check_demoralization(state, before, defender)
    events.extend(more)
    if pending.defender_vacated and _may_advance(state, pending):
        # Only into hexes the defender vacated, by undisrupted adjacent attackers [6.7].
        if state.army(pending.attacker_side).demoralized:
            events.append(
                Event(say("The attacker's army is demoralized: no advance after combat."), "10.0")
            )
        else:
            events.append(
                Event(
                    say(
                        "Undisrupted adjacent attackers may advance into hexes the defender "
                        "vacated."
                    ),
                    "6.7",
                )
            )
    return dataclasses.replace(state, pending_combat=None), tuple(events)
