"""Babel's extractor for the printed data (boards/*.toml, cards/*.toml): the words a player
reads from them go into the catalog like the code's, so a French reader sees the tables'
titles, the phases' names and the printed tables' worded results in French (`i18n.tr`
looks each up whole). Names of units, leaders, places and cards are printed names: they are
shown as printed, so they are not extracted. Codes in table cells ("1/2d", "D") are not words.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator
from typing import IO, Any

_WORD = re.compile(r"[A-Za-z]{3}")
"""A cell holds words (not a code like "1/2d", "Ar" or "D") when it has three letters in a
row."""

_NAMED = frozenset({"phases"})
"""Lists whose items' `name` is a rule's word (a phase's name), not a printed name."""


def words(data: Any, key: str = "", within: str = "") -> Iterator[str]:
    """Every string of the printed data a player reads in the app's own words (a rule
    option's choices among them: the new-game dialog shows each in the player's words)."""
    if isinstance(data, dict):
        for name, value in data.items():
            if name == "words" and isinstance(value, dict):  # an option's choices in words
                yield from (v for v in value.values() if isinstance(v, str) and v.strip())
            else:
                yield from words(value, name, within)
    elif isinstance(data, list):
        for item in data:
            yield from words(item, key, key if isinstance(item, dict) else within)
    elif isinstance(data, str) and data.strip() and _worded(data, key, within):
        yield data


def _worded(text: str, key: str, within: str) -> bool:
    """A table's title, a phase's name, a rule option's note, or a table cell in words."""
    if key in ("title", "body", "help") or (key == "name" and within in _NAMED):
        return True  # a title, or an option's note (the new-game dialog's tooltip)
    return key == "cells" and _WORD.search(text) is not None


def extract(
    fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: Any
) -> Iterator[tuple[int, str | None, str, list[str]]]:
    """Babel's extractor interface: (line, function, message, comments) for each word."""
    try:
        data = tomllib.loads(fileobj.read().decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError):
        return
    for text in dict.fromkeys(words(data)):
        yield 0, None, text, []
