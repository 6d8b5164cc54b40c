"""The keys a save holds, named where they are written (`savetext.SaveText.data`), so that a
key no app writes is refused on load instead of being passed over: a save that verifies is
then one whose every key was proven or read (DESIGN.md 6). A `referee_approved = true` added
by hand would otherwise ride along with a save that verifies, as if the proof covered it.

Every schema the app still reads wrote these keys or fewer (schema 1 and 2 lacked `printed`,
`printed_hash` and `notes`), so an older save still opens. A key added to the writer is
added here too; tests/session/test_save_keys.py fails until it is.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from tabletop.core.errors import SaveError, one_line
from tabletop.core.i18n import say

TOP_KEYS = frozenset(
    {
        "format",
        "schema",
        "game",
        "data_version",
        "created",
        "seed",
        "options",
        "dice",
        "state",
        "step",
        "log_count",
        "log_head",
        "printed_hash",
        "printed",
        "notes",
        "history",
        "log",
    }
)
"""The save's own keys (`SaveText.data`)."""

TABLE_KEYS: Mapping[str, frozenset[str]] = {
    "history": frozenset({"past", "future"}),
    "step": frozenset({"label", "barrier"}),
    "printed": frozenset({"hash", "entries", "sources", "note"}),
}
"""The keys of the save's tables whose keys are the app's own (`[options]`, `[state]` and
`[notes]` are the game's and the player's, checked by their own readers)."""


def check_keys(data: Mapping[str, Any]) -> None:
    """SaveError naming the first key of the save, or of its `[history]`, `[step]` or
    `[printed]` table, that no version of the app writes."""
    unknown = _first_unknown(data, TOP_KEYS)
    if unknown is not None:
        raise SaveError(_unknown(unknown))
    for table, keys in TABLE_KEYS.items():
        value = data.get(table)
        if isinstance(value, dict):
            unknown = _first_unknown(value, keys)
            if unknown is not None:
                raise SaveError(_unknown(f"{table}.{unknown}"))


def _first_unknown(table: Iterable[str], known: frozenset[str]) -> str | None:
    return next((key for key in table if key not in known), None)


def _unknown(key: str) -> str:
    return say(
        "field '{key}' is not one the app writes, so nothing proves it: remove it to open the save",
        key=one_line(key[:60]),
    )
