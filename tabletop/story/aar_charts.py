"""The after-action report's charts as PNG bytes, each drawn once (matplotlib is loaded only
here, when charts are asked for): the battle turn by turn and the dice against fair dice."""

from __future__ import annotations

import io
from typing import Any

from matplotlib.figure import Figure

from tabletop.core.data import using
from tabletop.story.aar import public_timeline
from tabletop.story.luck import luck, rolls
from tabletop.story.moments import live_entries, marked_entries
from tabletop.story.plots import draw_battle, draw_luck

DPI = 110
"""Dots per inch: an 8-inch chart is 880 pixels wide, a forum's usual column."""


def chart_pngs(session: Any) -> dict[str, bytes]:
    """{"battle": PNG, "dice": PNG} for a session, its moments as the screen shows them."""
    with using(session.printed):
        public = [session.public_entry(e) for e in marked_entries(session)]
        tl = public_timeline(session, public)
    battle = Figure(figsize=(8, 2.2 + 1.6 * max(1, len(tl.groups()))), layout="constrained")
    draw_battle(battle, tl, by_turn=True, legend_above=True)
    dice = Figure(figsize=(8, 3.2), layout="constrained")
    draw_luck(dice, luck(rolls(live_entries(public))))
    return {"battle": _png(battle), "dice": _png(dice)}


def _png(fig: Figure) -> bytes:
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=DPI)
    return buffer.getvalue()
