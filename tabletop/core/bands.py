"""Printed number bands: "7-9", "4", "12+", "<=2" as they head the rows of a table."""

from __future__ import annotations

import re
from dataclasses import dataclass

from tabletop.core.errors import DataError
from tabletop.core.i18n import say

_RANGE = re.compile(r"^\s*([+-]?\d+)\s*(?:-|–|to)\s*([+-]?\d+)\s*$")
_SINGLE = re.compile(r"^\s*([+-]?\d+)\s*$")
_OR_MORE = re.compile(r"^\s*([+-]?\d+)\s*\+\s*$")
_OR_LESS = re.compile(r"^\s*(?:<=|≤)\s*([+-]?\d+)\s*$|^\s*([+-]?\d+)\s*(?:-|or less)\s*$")

UNBOUNDED = 10**9


@dataclass(frozen=True)
class Band:
    """An inclusive range of whole numbers as printed on a chart."""

    low: int
    """Smallest number in the band (-UNBOUNDED for "<=N")."""
    high: int
    """Largest number in the band (UNBOUNDED for "N+")."""

    def __contains__(self, value: object) -> bool:
        return isinstance(value, int) and self.low <= value <= self.high


def parse_band(text: str) -> Band | None:
    """Read a printed band; None when the text is not a number band (a row name, say)."""
    if m := _RANGE.match(text):
        low, high = int(m.group(1)), int(m.group(2))
        if low > high:
            raise DataError(say("band '{text}' runs backwards", text=text))
        return Band(low, high)
    if m := _SINGLE.match(text):
        return Band(int(m.group(1)), int(m.group(1)))
    if m := _OR_MORE.match(text):
        return Band(int(m.group(1)), UNBOUNDED)
    if m := _OR_LESS.match(text):
        return Band(-UNBOUNDED, int(m.group(1) or m.group(2)))
    return None
