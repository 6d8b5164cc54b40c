"""The French reserve [12.0]: its hexes are written down before the first Allied Movement
Phase, hidden from the Allied Player, and placed at the end of that phase.
"""

from __future__ import annotations

import dataclasses
import re

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.core.i18n import say
from tabletop.games.base import Event
from tabletop.games.spi1980.actions import PlotReserve
from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.legal import reserve_units
from tabletop.games.spi1980.reserve_line import north_of_line
from tabletop.games.spi1980.state import ReservePlot, Spi1980State, UnitStatus

Outcome = tuple[Spi1980State, tuple[Event, ...]]
RESERVE_SIDE = str(game_data().section("reserve")["side"])
"""Who writes the reserve down [12.0]."""
HEX = re.compile(r"^\d{4}$")
"""A hex number as printed on the map ("1521") [2.1]."""


def plot_reserve(state: Spi1980State, action: PlotReserve, dice: Dice) -> Outcome:
    """Write down reserve hexes before the first Allied Movement Phase [12.0]. A refusal
    names the reserve unit, never the hex written for it: the plot stays hidden [12.0]."""
    data = game_data()
    plot = {p.unit: p.hex for p in state.reserve_plot}
    enemy = _enemy_hexes(state)
    for unit_id, hex_id in action.hexes.items():
        if unit_id not in reserve_units():
            raise RuleError(
                say("{unit} is not one of the French reserve units [12.0].", unit=unit_id)
            )
        name = data.unit(unit_id).name
        if not HEX.match(hex_id):
            raise RuleError(
                say("the hex written for {unit} is not a four-digit hex number [2.1].", unit=name)
            )
        if hex_id in enemy:
            raise RuleError(
                say(
                    "the hex written for {unit} holds an Allied unit: a unit never enters a "
                    "hex containing an Enemy unit [4.3] [12.0].",
                    unit=name,
                )
            )
        if north_of_line(hex_id) is False:
            raise RuleError(
                say(
                    "the hex written for {unit} is not North of the French Reserve "
                    "Deployment Line entered from your map [12.0].",
                    unit=name,
                )
            )
        plot[unit_id] = hex_id
    _check_stacking(state, plot)
    ordered = tuple(ReservePlot(u, plot[u]) for u in reserve_units() if u in plot)
    left = len(reserve_units()) - len(ordered)
    said = say("Reserve plot written down (hidden); {n} units still to plot.", n=left)
    return dataclasses.replace(state, reserve_plot=ordered), (Event(said, "12.0"),)


def _enemy_hexes(state: Spi1980State) -> set[str]:
    """The hexes Allied units stand in while the reserve is written down: their set-up hexes
    [2.4], before the first Allied Movement Phase [12.0]."""
    data = game_data()
    return {
        str(data.unit(u.id).setup)
        for u in state.roster
        if u.status is UnitStatus.ON_MAP and data.unit(u.id).army != RESERVE_SIDE
    }


def _check_stacking(state: Spi1980State, plot: dict[str, str]) -> None:
    """The reserve is placed "within stacking limits" [12.0]: units share a hex only while
    their CSPs total 10 or less [4.4], counting French units set up in that hex."""
    data = game_data()
    limit = int(data.section("combat_rules")["stacking_limit"])
    by_hex: dict[str, list[str]] = {}
    for unit_id, hex_id in plot.items():
        by_hex.setdefault(hex_id, []).append(unit_id)
    for hex_id, plotted in by_hex.items():
        ids = list(plotted)
        for spec in data.units:
            placed = state.unit(spec.id).status is UnitStatus.ON_MAP
            if placed and spec.army == RESERVE_SIDE and spec.setup == hex_id:
                ids.append(spec.id)
        total = sum(state.unit(u).strength for u in ids)
        if len(ids) > 1 and total > limit:
            names = " and ".join(data.unit(u).name for u in plotted)
            raise RuleError(
                say(
                    "the hex written for {units} would hold {total} CSPs; units share a hex "
                    "only up to {limit} [4.4], and the reserve is placed within stacking "
                    "limits [12.0].",
                    units=names,
                    total=total,
                    limit=limit,
                )
            )


def reveal_due(state: Spi1980State) -> bool:
    """True when leaving the phase after which the reserve is placed [12.0]."""
    reserve = game_data().section("reserve")
    return (
        state.turn == int(reserve["reveal_turn"])
        and state.phase == reserve["reveal_after"]
        and not state.reserve_revealed
    )


def reveal_reserve(state: Spi1980State) -> tuple[Spi1980State, Event]:
    """The reserve units go on the map in their plotted hexes [12.0]."""
    data = game_data()
    plotted = {p.unit: p.hex for p in state.reserve_plot}
    roster = tuple(
        dataclasses.replace(u, status=UnitStatus.ON_MAP) if u.status is UnitStatus.RESERVE else u
        for u in state.roster
    )
    state = dataclasses.replace(state, roster=roster, reserve_revealed=True)
    placed = ", ".join(f"{data.unit(u).name} {h}" for u, h in plotted.items())
    return state, Event(
        say("The French reserve is revealed and placed: {placed}.", placed=placed), "12.0"
    )
