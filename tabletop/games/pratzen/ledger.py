"""Hits, disorder and elimination [Combat effects on units], and the Morale Chart they fill.

A unit not in a battalion keeps its own hit markers: a third hit eliminates it. Hits on units of
a battalion are pooled: added to the markers beneath the Flag, every 3 eliminate one unit of the
battalion of the owner's choice, and 1 or 2 left over go beneath the Flag. Every unit actually
hit is disordered.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from tabletop.core.errors import RuleError
from tabletop.core.i18n import say, say_n, term
from tabletop.games.pratzen import data, turn
from tabletop.games.pratzen.state import PratzenState, Unit

CASE = "Combat effects on units"


def _per_unit() -> int:
    return data.number(data.section("hits"), "per_unit_eliminated")


def _per_battalion() -> int:
    return data.number(data.section("hits"), "per_battalion_eliminated")


def eliminate(state: PratzenState, name: str) -> tuple[PratzenState, list[str]]:
    """Remove a unit or leader from play and place it on its side's Morale Chart."""
    if state.has_piece(name) and any(u.name.casefold() == name.casefold() for u in state.units):
        unit = state.unit(name)
        if unit.eliminated:
            raise RuleError(say("{unit} is already on the Morale Chart.", unit=unit.name))
        state = state.with_unit(replace(unit, eliminated=True))
        piece, side = unit.name, unit.side
    else:
        leader = state.leader(name)
        if leader.eliminated:
            raise RuleError(say("{unit} is already on the Morale Chart.", unit=leader.name))
        state = replace(
            state,
            leaders=tuple(
                replace(x, eliminated=True) if x.name == leader.name else x for x in state.leaders
            ),
        )
        piece, side = leader.name, leader.side
    chart = state.chart(side)
    chart = replace(chart, eliminated=(*chart.eliminated, piece))
    box = chart.box_of(len(chart.eliminated) - 1)
    state = state.with_chart(chart)
    texts: list[str] = [
        say(
            "{piece} is eliminated: {side} Morale Chart box {box}.",
            piece=piece,
            side=term(side),
            box=box,
        )
    ]
    lost = turn.demoralized(state, side) if not state.over else ""
    if lost:
        return turn.lose(state, side, lost), [*texts, lost]
    return state, texts


def _disorder(state: PratzenState, unit: Unit) -> PratzenState:
    if unit.type == "artillery" or unit.status != "steady":
        return state  # artillery limbers or withdraws instead [Hitting and "Disordering" Artillery]
    return state.with_unit(replace(unit, status="disordered"))


ARTILLERY = 'Hitting and "Disordering" Artillery'


def _artillery_hit(unit: Unit, natural_six: bool) -> tuple[bool, str]:
    """Whether a hit by fire on artillery leaves a hit marker, and what it does instead: a
    marker only from a natural 6 on limbered artillery; otherwise unlimbered artillery limbers
    and withdraws 1 hex, limbered artillery withdraws its normal MA [ARTILLERY]."""
    if natural_six and unit.limbered:
        return True, ""
    if unit.limbered:
        return False, say(
            "{unit} is limbered and the fire was not a natural 6: no hit marker; it "
            "withdraws its normal MA [{case}].",
            unit=unit.name,
            case=ARTILLERY,
        )
    if natural_six:
        return False, say(
            "{unit}: no hit marker; it limbers and withdraws 1 hex (a hit marker needs it "
            "limbered already) [{case}].",
            unit=unit.name,
            case=ARTILLERY,
        )
    return False, say(
        "{unit}: no hit marker; it limbers and withdraws 1 hex [{case}].",
        unit=unit.name,
        case=ARTILLERY,
    )


def apply_hits(
    state: PratzenState,
    hits: tuple[str, ...],
    chosen: tuple[str, ...],
    natural_six: bool = False,
    detached: tuple[str, ...] = (),
) -> tuple[PratzenState, list[str]]:
    """Apply hits (one entry per hit, a unit named once per hit it takes) [CASE].

    `chosen` names the units the owner removes when a battalion's pooled hits reach 3;
    `natural_six` says the fire rolled a natural 6, the only hit that marks artillery;
    `detached` names battalion units hit while not part of it: their markers go beneath the
    unit ("If the unit is not part of a battalion when hit place the marker beneath the unit").
    """
    apart = {state.unit(n).name for n in detached}
    for name in apart:
        unit = state.unit(name)
        if not unit.battalion or unit.flag:
            if unit.flag:
                raise RuleError(
                    say(
                        "{unit} is its battalion's Flag: only a unit of a battalion is detached "
                        "from it [{case}].",
                        unit=name,
                        case=CASE,
                    )
                )
            raise RuleError(
                say(
                    "{unit} is in no battalion: only a unit of a battalion is detached from it "
                    "[{case}].",
                    unit=name,
                    case=CASE,
                )
            )
        if name.casefold() not in (h.casefold() for h in hits):
            raise RuleError(say("{unit} is named detached but takes no hit now.", unit=name))
    if not hits:
        raise RuleError(say("name at least one unit hit."))
    counts: Counter[str] = Counter()
    texts: list[str] = []
    for name in hits:
        unit = state.unit(name)
        if unit.eliminated:
            raise RuleError(
                say("{unit} is already eliminated and cannot take a hit.", unit=unit.name)
            )
        if unit.type == "artillery":
            marked, instead = _artillery_hit(unit, natural_six)
            if not marked:
                texts.append(instead)
                state = state.with_unit(replace(unit, status="disordered"))
                continue
        counts[unit.name] += 1
    loose = [n for n in counts if not state.unit(n).battalion or n in apart]
    battalions: dict[str, int] = {}
    for name, n in counts.items():
        unit = state.unit(name)
        if unit.battalion and name not in apart:
            battalions[unit.battalion] = battalions.get(unit.battalion, 0) + n
    picks = [state.unit(n) for n in chosen]
    for pick in picks:
        if not pick.battalion or pick.battalion not in battalions:
            raise RuleError(
                say(
                    "{unit} is not in a battalion hit now; only a battalion's pooled hits let "
                    "the owner choose a unit to remove [{case}].",
                    unit=pick.name,
                    case=CASE,
                )
            )
    for battalion, n in battalions.items():
        state, more = _battalion_hits(
            state, battalion, n, [p for p in picks if p.battalion == battalion]
        )
        texts += more
    for name in loose:
        unit = state.unit(name)
        total = unit.hits + counts[name]
        if total >= _per_unit():
            state, more = eliminate(state, unit.name)
            texts += [say("{unit} takes a hit too many.", unit=unit.name), *more]
        else:
            state = state.with_unit(replace(unit, hits=total))
            state = _disorder(state, state.unit(name))
            texts.append(_has_hits(unit.name, total))
    for name in counts:
        unit = state.unit(name)
        if unit.battalion and not unit.eliminated:
            state = _disorder(state, unit)
    return state, texts


def rejoin(
    state: PratzenState, name: str, chosen: tuple[str, ...]
) -> tuple[PratzenState, list[str]]:
    """A detached unit with hits rejoins its battalion: its hits are added to the Flag's by the
    same procedure, every 3 removing a unit of the owner's choice [CASE]."""
    unit = state.unit(name)
    if unit.eliminated or not unit.battalion or not unit.hits:
        raise RuleError(
            say(
                "{unit} has no hits of its own to bring back to a battalion [{case}].",
                unit=unit.name,
                case=CASE,
            )
        )
    picks = [state.unit(n) for n in chosen]
    if any(p.battalion != unit.battalion for p in picks):
        raise RuleError(
            say(
                "name only units of battalion {battalion} to remove [{case}].",
                battalion=unit.battalion,
                case=CASE,
            )
        )
    state = state.with_unit(replace(unit, hits=0))
    state, texts = _battalion_hits(state, unit.battalion, unit.hits, picks)
    return state, [
        say(
            "{unit} rejoins battalion {battalion} with its hits.",
            unit=unit.name,
            battalion=unit.battalion,
        ),
        *texts,
    ]


def leader_reminder(before: PratzenState, after: PratzenState) -> list[str]:
    """A reminder of the leader casualty roll for each unit that this change disordered or
    eliminated, when its side has a leader in play: "If a leader is stacked with any unit that
    is disordered or eliminated for any reason, the opposing player must roll 2d6" [Combat
    effects on Leaders]. The app does not know the stacks: the player does."""
    struck = [
        u.name
        for u, was in zip(after.units, before.units, strict=True)
        if u.type != "artillery"
        and ((u.eliminated and not was.eliminated) or (u.status != "steady" == was.status))
        and any(x.side == u.side and not x.eliminated for x in after.leaders)
    ]
    if not struck:
        return []
    return [
        say(
            "A leader stacked with {units}: the opposing player rolls 2d6 for him [{case}].",
            units=", ".join(struck),
            case="Combat effects on Leaders",
        )
    ]


def _has_hits(unit: str, total: int) -> str:
    """The unit's hits, and what 2 hits mean for it (1 hit has no added effect) [CASE]."""
    if total == 2:
        return say(
            "{unit} has {n} hits: -1 to its close combat strength and Fire modifier.",
            unit=unit,
            n=total,
        )
    return say_n("{unit} has {n} hit.", "{unit} has {n} hits.", total, unit=unit)


def _battalion_hits(
    state: PratzenState, battalion: str, new: int, picks: list[Unit]
) -> tuple[PratzenState, list[str]]:
    members = state.battalion(battalion)
    total = state.battalion_hits.get(battalion, 0) + new
    losses, left = divmod(total, _per_battalion())
    losses = min(losses, len(members))
    names = {p.name for p in picks}
    if len(names) != len(picks):
        raise RuleError(say("name each unit to remove once."))
    if len(picks) != losses:
        if losses == len(members) and not picks:
            picks = list(members)
        else:
            raise RuleError(
                say_n(
                    "{total} hits on battalion {battalion} remove {n} of its units: name it "
                    "(the owner's choice) [{case}].",
                    "{total} hits on battalion {battalion} remove {n} of its units: name them "
                    "(the owner's choice) [{case}].",
                    losses,
                    total=total,
                    battalion=battalion,
                    case=CASE,
                )
                if losses
                else say(
                    "{total} hits on battalion {battalion} remove no unit; name none.",
                    total=total,
                    battalion=battalion,
                )
            )
    removed = say_n("{n} unit removed", "{n} units removed", losses)
    texts: list[str] = [
        say_n(
            "Battalion {battalion}: {n} hit, {removed}.",
            "Battalion {battalion}: {n} hits, {removed}.",
            total,
            battalion=battalion,
            removed=removed,
        )
    ]
    for pick in picks:
        state, more = eliminate(state, pick.name)
        texts += more
    remaining = left if any(not u.eliminated for u in state.battalion(battalion)) else 0
    pooled = {k: v for k, v in state.battalion_hits.items() if k != battalion}
    if remaining:
        pooled[battalion] = remaining
        texts.append(
            say_n(
                "{n} hit marked beneath the Flag.", "{n} hits marked beneath the Flag.", remaining
            )
        )
    return replace(state, battalion_hits=pooled), texts


def set_status(state: PratzenState, name: str, status: str) -> tuple[PratzenState, list[str]]:
    """Mark a unit steady, disordered or routed (a combat result the player carries out)."""
    unit = state.unit(name)
    if unit.eliminated:
        raise RuleError(say("{unit} is eliminated.", unit=unit.name))
    if unit.type == "artillery" and status == "routed":
        raise RuleError(
            say("artillery is never routed; it is eliminated when it loses a close combat.")
        )
    return state.with_unit(replace(unit, status=status)), [
        say("{unit} is now {status}.", unit=unit.name, status=term(status))
    ]


def set_ammo(state: PratzenState, name: str, ammo: str) -> tuple[PratzenState, list[str]]:
    """Ammunition is tracked by infantry Flag and artillery unit [Optional rule: Ammunition]."""
    unit = state.unit(name)
    if unit.eliminated:
        raise RuleError(say("{unit} is eliminated.", unit=unit.name))
    if not unit.flag and unit.type != "artillery":
        raise RuleError(
            say(
                "ammunition is tracked by infantry Flag and artillery unit; {unit} is neither "
                "[Optional rule: Ammunition].",
                unit=unit.name,
            )
        )
    words = {"full": say("full ammunition"), "low": say("Low Ammo"), "none": say("No Ammo")}
    return state.with_unit(replace(unit, ammo=ammo)), [
        say("{unit}: {ammo}.", unit=unit.name, ammo=words[ammo])
    ]
