"""The sides' colours on every chart (the window's Graphs, the report, the AAR): no plotting
library needed to know them."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.story.timeline import line_of

PALETTE = ("#1f4e9c", "#b0302a", "#2e7d32", "#8e5ea2", "#c77c02", "#4a4a4a")
"""One colour per side, the same on every chart."""

FRENCH_BLUE, COALITION_RED = PALETTE[0], PALETTE[1]
KNOWN = {
    "french": FRENCH_BLUE,
    "napoleon": FRENCH_BLUE,
    "allied": COALITION_RED,
    "coalition": COALITION_RED,
    "russian": COALITION_RED,
    "austrian": COALITION_RED,
}
"""The sides' colours as every panel draws them: the French blue, their enemies red."""


ARMIES = (FRENCH_BLUE, COALITION_RED)
"""The two armies' colours on the printed charts; the window gives its theme's."""


def side_colours(names: Sequence[str], armies: tuple[str, str] = ARMIES) -> dict[str, str]:
    """A colour for each line's side (the part of its name after "/"): the panels' blue and
    red for the two armies (`armies`: the window's theme gives its own), then the palette's
    others in first-seen order."""
    by_army = {FRENCH_BLUE: armies[0], COALITION_RED: armies[1]}
    out: dict[str, str] = {}
    spare = [c for c in PALETTE if c not in KNOWN.values()]
    for name in names:
        side = line_of(name)
        if side not in out:
            known = by_army.get(KNOWN.get(side.casefold(), ""))
            out[side] = (
                known or spare[sum(1 for s in out if s.casefold() not in KNOWN) % len(spare)]
            )
    return out


MOMENT_COLOURS = {
    "end": "#000000",
    "demoralized": "#b0302a",
    "front": "#2e7d32",
    "time": "#c77c02",
    "rout": "#8e5ea2",
}
"""Each kind of moment's colour, on every chart that marks it."""
