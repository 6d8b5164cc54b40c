"""A battalion entered in one row: its Flag and its other infantry units, each with its printed
ER [Infantry Flags] [Playing pieces]. The counters' names are the owner's: the Flag is named
"<battalion> Flag" and the others "<battalion> A", "B" ... (as the owner may rename none of
them later, they are kept short); each is an `add_unit` action of its own."""

from __future__ import annotations

from collections.abc import Sequence
from string import ascii_uppercase
from typing import Any

from tabletop.core.errors import RuleError
from tabletop.core.i18n import say


def er_list(text: str) -> list[int]:
    """ERs typed as "2 2 1" or "2,2,1"; RuleError when one is not a whole number."""
    parts = text.replace(",", " ").replace(";", " ").split()
    try:
        return [int(p) for p in parts]
    except ValueError:
        raise RuleError(
            say(
                "'{text}' should be the ER of each unit after the Flag, e.g. 2 2 1 [Engagement "
                "Table (ET)].",
                text=text,
            )
        ) from None


def battalion_units(
    battalion: str, side: str, flag_er: int, unit_ers: Sequence[int]
) -> list[dict[str, Any]]:
    """The `add_unit` actions for a battalion: its Flag, then each unit in order."""
    name = " ".join(battalion.split())
    if not name:
        raise RuleError(
            say("give the battalion's designation, as printed on its Flag [Infantry Flags].")
        )
    if len(unit_ers) > len(ascii_uppercase):
        raise RuleError(
            say("a battalion of {count} units is more than one row can name.", count=len(unit_ers))
        )
    common = {"kind": "add_unit", "side": side, "type": "infantry", "battalion": name}
    out = [{**common, "name": f"{name} Flag", "flag": True, "er": flag_er}]
    for letter, er in zip(ascii_uppercase, unit_ers, strict=False):
        out.append({**common, "name": f"{name} {letter}", "flag": False, "er": er})
    return out
