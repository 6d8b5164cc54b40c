"""Small pieces the SPI Austerlitz panel's pages share: unit labels and lists."""

from __future__ import annotations

from tabletop.core.i18n import _
from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.state import Spi1980State, UnitState


def unit_label(unit: UnitState) -> str:
    """ "Becker (V 5-5-5) now 3" for lists a player picks from."""
    spec = game_data().unit(unit.id)
    printed = f"{spec.strength}-{spec.morale}-{spec.movement}"
    args = {"unit": spec.name, "corps": spec.corps, "printed": printed, "now": unit.strength}
    if unit.disrupted:
        return _("{unit} ({corps} {printed}) now {now}, disrupted").format(**args)
    return _("{unit} ({corps} {printed}) now {now}").format(**args)


def units_of(state: Spi1980State, side: str, status: str = "on_map") -> list[UnitState]:
    """One army's units with the given status, in counter-sheet order."""
    data = game_data()
    return [u for u in state.roster if data.unit(u.id).army == side and u.status == status]


def enemy_of(side: str) -> str:
    """The other army."""
    return "French" if side == "Allied" else "Allied"
