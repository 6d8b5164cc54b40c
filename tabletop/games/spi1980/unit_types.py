"""A counter whose type symbol the text lost [2.4], entered once by the owner of the printed
game from the counter itself (DESIGN principle 2), kept in the user's override file beside
the lost tables (tabletop/core/overrides.py) and used from then on: Saulima's CSPs count as
cavalry VPs [14.2] once the owner says it is cavalry.

The override file holds it as `[unit_types.<id>] type = "cavalry"`; the shipped board is never
changed, and `spi1980.data` reads the entry over the counter's `type_unknown`.
"""

from __future__ import annotations

from pathlib import Path

from tabletop.core.data import load_board
from tabletop.core.errors import RuleError
from tabletop.core.i18n import say, term
from tabletop.core.log import now
from tabletop.core.overrides import save_entries
from tabletop.games.spi1980.data import GAME_ID, game_data


def lost_types() -> tuple[str, ...]:
    """Units whose type the text lost and the owner has not entered yet."""
    return tuple(u.id for u in game_data().units if u.unit_type is None)


def save_unit_type(unit_id: str, unit_type: str) -> Path:
    """Keep the owner's reading of a lost type symbol; the engine uses it at once."""
    spec = game_data().unit(unit_id)
    shipped = next(u for u in load_board(GAME_ID).raw["units"] if u["id"] == unit_id)
    if not shipped.get("type_unknown"):
        raise RuleError(
            say(
                "{unit}'s type is printed ({type}); it is not entered.",
                unit=spec.name,
                type=term(str(spec.unit_type)),
            )
        )
    if unit_type not in spec.type_candidates:
        raise RuleError(
            say(
                "the order of battle leaves {unit} as {types}, not {other} [2.4].",
                unit=spec.name,
                types=" or ".join(spec.type_candidates),
                other=term(unit_type),
            )
        )
    entry = {"type": unit_type, "entered_from": "the owner's printed counter", "entered": now()}
    return save_entries(GAME_ID, {"unit_types": {unit_id: entry}})
