"""Colours made from the theme's palette when drawn, so each reads on light and dark paper."""

from __future__ import annotations


def mix(base: str, other: str, share: float) -> str:
    """`base` moved `share` (0 to 1) of the way towards `other`: a tint that keeps the
    contrast of the palette's inks on it (both "#rrggbb")."""
    ends = [(int(base[i : i + 2], 16), int(other[i : i + 2], 16)) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(a + (b - a) * share):02x}" for a, b in ends)
