"""Sentences a game's state keeps as text (how an ended game ended), made again from the
templates its log kept, so a save reopened reads them in the reader's language."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from tabletop.core.i18n import Said, from_data
from tabletop.core.log import LogEntry


def revived(state: Any, entries: Sequence[LogEntry], names: Sequence[str]) -> Any:
    """`state` with each of its text fields `names` (`GameInfo.sentences`) that reads exactly
    as a sentence of the log (a result or one of its parts) made that sentence again; the
    state as it is otherwise.

    A save writes a sentence held in the state as its English words: without this, Pratzen's
    "The game is over: ...", Vae Victis's and Tonnerre's read in English under `--lang fr`
    once the save was reopened."""
    if not names or not dataclasses.is_dataclass(state) or isinstance(state, type):
        return state
    texts = {n: text for n in names if type(text := getattr(state, n, None)) is str and text}
    if not texts:
        return state
    wanted = set(texts.values())
    found: dict[str, Said] = {}
    for entry in reversed(entries):  # the latest first: the sentence was written last
        for item in entry.said or ():
            _collect(from_data(item), wanted, found)
        if len(found) == len(wanted):
            break
    changes = {name: found[text] for name, text in texts.items() if text in found}
    return dataclasses.replace(state, **changes) if changes else state


def _collect(text: Any, wanted: set[str], found: dict[str, Said]) -> None:
    if not isinstance(text, Said):
        return
    english = str.__str__(text)
    if english in wanted:
        found.setdefault(english, text)
    for value in text.args.values():
        _collect(value, wanted, found)
