"""The French Reserve Deployment Line [12.0], printed on the map the text does not reproduce:
the owner of the printed game enters it once from his map (DESIGN principle 2), and from then
on a reserve hex south of it, or off the map, is refused.

The owner gives, for each hex column that has hexes North of the line, the last of them (the
southernmost hex North of the line): "0108 0209 0309 ...". A hex is North of the line when
its column is listed and its row runs from 01 (the map's first row, where the French
reinforcements enter [9.0]) to that last row. The entry is kept in the user's override file
under [reserve] `deployment_line` (the shipped board is never changed) and is copied into
every save that uses it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path

from tabletop.core.errors import RuleError
from tabletop.core.i18n import say
from tabletop.core.log import now
from tabletop.core.overrides import save_entries
from tabletop.games.spi1980.data import GAME_ID, game_data

_HEX = re.compile(r"^(\d{2})(\d{2})$")
EXAMPLE = "0108 0209 0309"
"""How the line is written: the last hex North of it, column by column."""


def deployment_line() -> dict[str, int] | None:
    """Each hex column North of the line with its last row there; None until entered."""
    entered = game_data().section("reserve").get("deployment_line")
    if not isinstance(entered, Mapping) or not isinstance(entered.get("last_rows"), Mapping):
        return None
    return {str(c): int(r) for c, r in entered["last_rows"].items()}


def read_line(text: str) -> dict[str, int]:
    """The owner's line as typed ("0108 0209 ..."); RuleError says what is wrong."""
    rows: dict[str, int] = {}
    for word in text.replace(",", " ").split():
        found = _HEX.match(word)
        if found is None or int(found[2]) < 1:
            raise RuleError(
                say(
                    "'{word}' is not a four-digit hex: give the last hex North of the line "
                    "in each column, for example {example} [12.0].",
                    word=word,
                    example=EXAMPLE,
                )
            )
        if found[1] in rows:
            raise RuleError(
                say("column {column} is given twice; give one hex a column.", column=found[1])
            )
        rows[found[1]] = int(found[2])
    if not rows:
        raise RuleError(
            say(
                "give the last hex North of the line in each column, for example {example}.",
                example=EXAMPLE,
            )
        )
    return rows


def save_deployment_line(text: str) -> Path:
    """Keep the owner's reading of the line from his map; new reserve plots are checked
    against it at once."""
    rows = read_line(text)
    entry = {
        "last_rows": rows,
        "entered_from": "the owner's printed map",
        "entered": now(),
    }
    return save_entries(GAME_ID, {"reserve": {"deployment_line": entry}})


def north_of_line(hex_id: str) -> bool | None:
    """True when the hex is North of the line as entered; None while it is not entered."""
    line = deployment_line()
    if line is None:
        return None
    found = _HEX.match(hex_id)
    if found is None or found[1] not in line:
        return False
    return 1 <= int(found[2]) <= line[found[1]]
