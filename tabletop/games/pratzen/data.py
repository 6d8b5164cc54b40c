"""The printed components of The Pratzen, read from boards/pratzen.toml.

Code never holds a printed cell or number: every value here comes from the TOML, which names
the section of 004_beefe8a6deb26319.txt each entry was transcribed from.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.core.data import Board, load_board
from tabletop.core.errors import DataError
from tabletop.core.i18n import say
from tabletop.core.tables import Table

GAME_ID = "pratzen"
RULEBOOK = "004_beefe8a6deb26319.txt"


def board() -> Board:
    """The board file with the owner's overrides merged over it."""
    return load_board(GAME_ID)


def table(name: str) -> Table:
    """A printed table by short name ("engagement")."""
    return board().table(name)


def section(*path: str) -> Mapping[str, Any]:
    """A block of numbers or texts ("fire", "musketry"); DataError names a missing one."""
    node: Any = board().raw
    for key in path:
        if not isinstance(node, Mapping) or key not in node:
            raise DataError(
                say("boards/{game}.toml has no [{path}]", game=GAME_ID, path=".".join(path))
            )
        node = node[key]
    if not isinstance(node, Mapping):
        raise DataError(
            say("boards/{game}.toml [{path}] is not a table", game=GAME_ID, path=".".join(path))
        )
    return node


def number(block: Mapping[str, Any], key: str) -> int:
    """One whole number of a block; DataError when it is missing or not a number."""
    value = block.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise DataError(
            say("boards/{game}.toml is missing the number '{key}'", game=GAME_ID, key=key)
        )
    return value


def source(block: Mapping[str, Any]) -> str:
    """The source a block names."""
    return str(block.get("source", RULEBOOK))


def sides() -> tuple[str, ...]:
    """The two sides, in the order they play each Game Turn."""
    return tuple(str(s) for s in board().raw.get("sides", ("French", "Allied")))


def phases() -> tuple[str, ...]:
    """The phases of each Player Turn, in order."""
    return tuple(str(p) for p in board().raw.get("phases", ()))


def case(name: str) -> str:
    """A rulebook reference by section heading: "004_...txt [Rally Phase]"."""
    return f"{RULEBOOK} [{name}]"
