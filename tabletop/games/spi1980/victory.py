"""Victory Points [14.1]-[14.4], the A and F hexes the players enter from the map [14.3],
and the Level of Victory [14.5]."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.core.i18n import say, term
from tabletop.games.base import Event
from tabletop.games.spi1980.actions import SetObjective
from tabletop.games.spi1980.data import SIDES, UnitSpec, game_data
from tabletop.games.spi1980.reserve import HEX
from tabletop.games.spi1980.state import Objective, Spi1980State, UnitStatus


@dataclass(frozen=True)
class VictoryPoints:
    """One side's VPs, item by item."""

    side: str
    """"French" or "Allied"."""
    enemy_csp: int
    """One VP per Enemy CSP eliminated [14.1]."""
    mounted: int
    """Two VPs per CSP of undisrupted Friendly cavalry or dragoons on the map or exited [14.2]."""
    hexes: int
    """VPs of the A and F hexes this side last occupied [14.3]."""
    demoralized: int
    """Minus twenty-five for a demoralized army [14.4]."""

    @property
    def total(self) -> int:
        """The side's VP total."""
        return self.enemy_csp + self.mounted + self.hexes - self.demoralized


@dataclass(frozen=True)
class VictoryLevel:
    """Who is ahead and by how much [14.5]."""

    allied: VictoryPoints
    """The Allied VPs."""
    french: VictoryPoints
    """The French VPs."""
    difference: int
    """Larger total minus smaller."""
    leader: str
    """Side with more VPs, or "" when equal."""
    level: str
    """Level of Victory as printed."""


def is_mounted(spec: UnitSpec) -> bool | None:
    """True for cavalry and dragoons [14.2]; None when the text lost the type and it matters."""
    mounted = tuple(game_data().section("victory")["mounted_types"])
    if spec.unit_type is not None:
        return spec.unit_type in mounted
    if spec.type_candidates and all(t in mounted for t in spec.type_candidates):
        return True
    if spec.type_candidates and not any(t in mounted for t in spec.type_candidates):
        return False
    return None


def victory_points(state: Spi1980State, side: str) -> VictoryPoints:
    """One side's VPs as things stand (the [14.2] cavalry count is meant for the end)."""
    data = game_data()
    rules = data.section("victory")
    enemy = next(s for s in SIDES if s != side)
    enemy_csp = state.army(enemy).csp_eliminated * int(rules["vp_per_enemy_csp"])
    mounted_csp = 0
    for unit in state.roster:
        spec = data.unit(unit.id)
        if spec.army != side or unit.disrupted or not is_mounted(spec):
            continue
        if unit.status in (UnitStatus.ON_MAP, UnitStatus.EXITED):
            mounted_csp += unit.strength
    hexes = sum(o.value for o in state.objectives if o.holder == side)
    penalty = int(rules["demoralized_penalty"]) if state.army(side).demoralized else 0
    return VictoryPoints(
        side, enemy_csp, mounted_csp * int(rules["vp_per_mounted_csp"]), hexes, penalty
    )


def victory_level(state: Spi1980State) -> VictoryLevel:
    """Subtract the smaller VP total from the larger and read the schedule [14.5]."""
    allied = victory_points(state, "Allied")
    french = victory_points(state, "French")
    difference = abs(allied.total - french.total)
    leader = (
        ""
        if allied.total == french.total
        else ("Allied" if allied.total > french.total else "French")
    )
    level = next(
        v.level
        for v in game_data().victory_levels
        if v.low <= difference and (v.high is None or difference <= v.high)
    )
    return VictoryLevel(allied, french, difference, leader, level)


def unknown_mounted_units() -> tuple[str, ...]:
    """Units whose type the text lost and which might count under [14.2]."""
    data = game_data()
    return tuple(u.id for u in data.units if is_mounted(u) is None)


def objective(
    state: Spi1980State, action: SetObjective, dice: Dice
) -> tuple[Spi1980State, tuple[Event, ...]]:
    """Enter an A or F hex and its VPs from the map, or its last occupant [14.3]."""
    hex_id = action.hex
    if not HEX.match(hex_id):
        raise RuleError(say("'{hex}' is not a four-digit hex number.", hex=hex_id))
    labels = dict(game_data().section("objective_hexes")["labels"])
    found = next((o for o in state.objectives if o.hex == hex_id), None)
    label = action.label or (found.label if found is not None else None)
    if label is None:
        raise RuleError(say("a new objective hex needs its label, 'A' or 'F' [14.3]."))
    if label not in labels:
        raise RuleError(say("an objective hex is labelled 'A' or 'F' [14.3]."))
    if found is None:
        if action.value is None:
            raise RuleError(say("a new objective hex needs the VPs printed in it [14.3]."))
        found = Objective(hex_id, label, action.value, str(labels[label]))
    found = dataclasses.replace(found, label=label)  # a mistyped letter is corrected
    if action.value is not None:
        found = dataclasses.replace(found, value=action.value)
    if action.holder is not None:
        found = dataclasses.replace(found, holder=state.army(action.holder).side)
    kept = tuple(o for o in state.objectives if o.hex != hex_id) + (found,)
    state = dataclasses.replace(state, objectives=kept)
    if state.game_over:
        result = victory_level(state)
        state = dataclasses.replace(state, final_level=result.level, final_winner=result.leader)
    return state, (
        Event(
            say(
                "Hex {hex} ({label}, {value} VPs) is held by the {holder}.",
                hex=hex_id,
                label=found.label,
                value=found.value,
                holder=term(found.holder) if found.holder else found.holder,
            ),
            "14.3",
        ),
    )
