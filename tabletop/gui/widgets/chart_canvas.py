"""The Graphs pane's charts drawn on a Tk canvas: no plotting library to load.

The battle: one chart per group of tracks (morale, time, casualties), stacked, sharing the
x axis (the step of the session, or the game-turn), a line per side in the side's colour
and, for the second line of a chart on, a dash of its own (colour is never the only cue),
the game-turns marked along the bottom and each moment a symbol along the top. Dice luck:
for each kind of dice, each side's share of each total as bars beside the fair dice's as a
black mark. The report page and the AAR still draw with matplotlib (tabletop/story/plots.py);
this is the window's quick view of the same data.
"""

from __future__ import annotations

import math
import tkinter as tk
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from tkinter import font as tkfont

from tabletop.core.i18n import _, tr
from tabletop.story.colours import MOMENT_COLOURS
from tabletop.story.luck import Luck, fair
from tabletop.story.moments import NAMES
from tabletop.story.timeline import Timeline, line_of

MOMENT_MARKS = {
    kind: (MOMENT_COLOURS[kind], symbol)
    for kind, symbol in (
        ("end", "★"),
        ("demoralized", "▼"),
        ("front", "▲"),
        ("time", "◆"),
        ("rout", "✕"),
    )
}
"""Each kind of moment: its colour and the symbol drawn along a chart's top (as the report's
charts mark them: tabletop/story/plots.py MARKS)."""

DASHES: tuple[tuple[int, ...], ...] = ((), (7, 3), (2, 3), (7, 3, 2, 3))
"""The nth line of a chart: solid, dashed, dotted, dash-dot."""

PAD = 6


@dataclass(frozen=True)
class Drawn:
    """One track's line as drawn: its points and the canvas item."""

    xs: tuple[int, ...]
    ys: tuple[int, ...]
    item: int


@dataclass(frozen=True)
class Box:
    """One chart's plotting area on the canvas, and the data range it shows."""

    left: float
    top: float
    right: float
    bottom: float
    x0: float
    x1: float
    y0: float
    y1: float

    def x(self, value: float) -> float:
        return self.left + (value - self.x0) / (self.x1 - self.x0) * (self.right - self.left)

    def y(self, value: float) -> float:
        return self.bottom - (value - self.y0) / (self.y1 - self.y0) * (self.bottom - self.top)


@dataclass(frozen=True)
class Ink:
    """The theme's colours for the charts."""

    paper: str
    ink: str
    grid: str
    colours: dict[str, str]
    """Each side's colour, by the line's own name ("French")."""


def ticks(low: float, high: float, most: int = 6) -> list[int]:
    """Whole-number ticks from `low` to `high`, at most `most`, at 1, 2 or 5 times a power
    of ten apart."""
    span = max(1.0, high - low)
    step = 1
    while span / step > most:
        step = _next_step(step)
    first = math.ceil(low / step) * step
    return list(range(first, math.floor(high) + 1, step))


def _next_step(step: int) -> int:
    """1, 2, 5, 10, 20, 50, ..."""
    digits = len(str(step)) - 1
    lead = step // 10**digits
    return int({1: 2, 2: 5, 5: 10}[lead] * 10**digits)


def draw_battle(
    canvas: tk.Canvas, tl: Timeline, ink: Ink, *, by_turn: bool, width: int, height: int
) -> tuple[dict[str, Drawn], list[Box]]:
    """The battle view; returns each track's drawn line and each chart's box."""
    small = tkfont.nametofont("TkSmallCaptionFont")
    line_h = small.metrics("linespace")
    legend_bottom = _legend(canvas, tl, ink, width, small)
    groups = tl.groups()
    if not groups:
        canvas.create_text(
            width / 2,
            (legend_bottom + height) / 2,
            text=_(
                "This game's tracks are not charted yet.\nIts notable moments are marked\n"
                "along the session, and Dice luck\ncompares its rolls with fair dice."
            ),
            fill=ink.ink,
            justify="center",
        )
        return {}, []
    series = {
        name: (tl.by_turn(name) if by_turn else tl.series(name))
        for names in groups.values()
        for name in names
    }
    xs_all = [x for xs, _ys in series.values() for x in xs] or [0]
    x0, x1 = float(min(xs_all)), float(max(xs_all))
    if x1 - x0 < 2:
        x0, x1 = (x0 + x1) / 2 - 1, (x0 + x1) / 2 + 1
    label_w = max(small.measure(str(v)) for _xs, ys in series.values() for v in (ys or [0]))
    left = PAD + line_h + label_w + 6
    right = width - PAD - 4
    axis_h = 2 * line_h + 6
    top = legend_bottom + PAD
    gap = line_h + 4
    each = max(30.0, (height - top - axis_h - gap * (len(groups) - 1)) / len(groups))
    drawn: dict[str, Drawn] = {}
    boxes: list[Box] = []
    for index, (group, names) in enumerate(groups.items()):
        ys_all = [y for name in names for y in series[name][1]] or [0]
        y0, y1 = float(min(ys_all)), float(max(ys_all))
        if y1 - y0 < 2:  # a flat line: whole numbers around it, none below 0 for a count
            y0 = max(0.0, y0 - 1.2) if y0 >= 0 else y0 - 1.2
            y1 = y0 + 2.4 + (y1 - y0)
        margin = (y1 - y0) * 0.06
        box_top = top + index * (each + gap)
        box = Box(left, box_top, right, box_top + each, x0, x1, y0 - margin, y1 + margin)
        boxes.append(box)
        _frame(canvas, box, ink, small, group, line_h)
        _turn_marks(canvas, box, tl, by_turn, small, ink)
        for nth, name in enumerate(names):
            xs, ys = series[name]
            colour = ink.colours.get(line_of(name), ink.ink)
            points = [c for x, y in zip(xs, ys, strict=True) for c in (box.x(x), box.y(y))]
            if len(points) == 2:
                points += points  # one point: a dot the width of the line
            item = canvas.create_line(
                *points, fill=colour, width=2, dash=DASHES[nth % len(DASHES)], capstyle="round"
            )
            if by_turn or len(xs) < 3:
                for x, y in zip(xs, ys, strict=True):
                    px, py = box.x(x), box.y(y)
                    canvas.create_oval(px - 2.5, py - 2.5, px + 2.5, py + 2.5, fill=colour, width=0)
            drawn[name] = Drawn(tuple(xs), tuple(ys), item)
        _moment_marks(canvas, box, tl, by_turn, small)
    last = boxes[-1]
    for value in ticks(last.x0, last.x1, max(2, int((right - left) / 50))):
        canvas.create_text(
            last.x(value), last.bottom + 2, text=str(value), anchor="n", font=small, fill=ink.ink
        )
    canvas.create_text(
        (left + right) / 2,
        last.bottom + line_h + 4,
        text=_("End of game-turn (0: set-up)") if by_turn else _("Step of the session"),
        anchor="n",
        font=small,
        fill=ink.ink,
    )
    return drawn, boxes


def _legend(canvas: tk.Canvas, tl: Timeline, ink: Ink, width: int, small: tkfont.Font) -> float:
    """The sides' lines and the moments' symbols, in rows across the top; returns its bottom."""
    items: list[tuple[str, str, str, tuple[int, ...]]] = []
    for group_names in tl.groups().values():
        for nth, name in enumerate(group_names):
            side = line_of(name)
            if not any(i[1] == tr(side) for i in items):
                items.append(("line", tr(side), ink.colours.get(side, ink.ink), DASHES[nth % 4]))
    for kind in dict.fromkeys(m.kind for m in tl.moments):
        colour, symbol = MOMENT_MARKS.get(kind, ("#444444", "●"))
        items.append((symbol, _(NAMES.get(kind, kind)), colour, ()))
    line_h = small.metrics("linespace")
    x, y = PAD, PAD
    for what, text, colour, dash in items:
        need = 22 + small.measure(text) + 12
        if x + need > width - PAD and x > PAD:
            x, y = PAD, y + line_h + 2
        middle = y + line_h / 2
        if what == "line":
            canvas.create_line(x, middle, x + 18, middle, fill=colour, width=2, dash=dash)
        else:
            canvas.create_text(x + 9, middle, text=what, fill=colour, font=small)
        canvas.create_text(x + 22, middle, text=text, anchor="w", fill=ink.ink, font=small)
        x += need
    return y + line_h if items else float(PAD)


def _frame(
    canvas: tk.Canvas, box: Box, ink: Ink, small: tkfont.Font, group: str, line_h: int
) -> None:
    """A chart's frame, its grid and value labels, and its name up the left side."""
    canvas.create_rectangle(box.left, box.top, box.right, box.bottom, outline=ink.grid)
    height = box.bottom - box.top
    for value in ticks(box.y0, box.y1, max(2, int(height / (line_h + 6)))):
        y = box.y(value)
        canvas.create_line(box.left, y, box.right, y, fill=ink.grid, dash=(1, 3))
        canvas.create_text(box.left - 4, y, text=str(value), anchor="e", font=small, fill=ink.ink)
    word = tr(group)
    canvas.create_text(
        PAD,
        (box.top + box.bottom) / 2,
        text=word[:1].upper() + word[1:],
        angle=90,
        anchor="n",
        font=small,
        fill=ink.ink,
    )


def _turn_marks(
    canvas: tk.Canvas, box: Box, tl: Timeline, by_turn: bool, small: tkfont.Font, ink: Ink
) -> None:
    """Where each game-turn begins (by step): a faint line and "T3"."""
    if by_turn:
        return
    for step, turn in tl.turn_starts():
        x = box.x(step)
        canvas.create_line(x, box.top, x, box.bottom, fill=ink.grid)
        text = _("T{n}").format(n=turn)
        fits = x + 2 + small.measure(text) <= box.right
        canvas.create_text(
            x + 2 if fits else x - 2,
            box.bottom - 2,
            text=text,
            anchor="sw" if fits else "se",
            font=small,
            fill=ink.grid,
        )


def _moment_marks(
    canvas: tk.Canvas, box: Box, tl: Timeline, by_turn: bool, small: tkfont.Font
) -> None:
    """Each moment: a dashed line in its colour and its symbol on the chart's top edge."""
    for moment in tl.moments:
        x_value = _x_of(tl, moment.step, by_turn)
        if x_value is None:
            continue
        colour, symbol = MOMENT_MARKS.get(moment.kind, ("#444444", "●"))
        x = box.x(x_value)
        canvas.create_line(x, box.top, x, box.bottom, fill=colour, dash=(4, 3))
        canvas.create_text(x, box.top + 1, text=symbol, anchor="n", fill=colour, font=small)


def _x_of(tl: Timeline, step: int, by_turn: bool) -> float | None:
    if not by_turn:
        return float(step)
    turn = next((p.turn for p in tl.points if p.step == step), None)
    return None if turn is None else float(turn)


def draw_luck(
    canvas: tk.Canvas, lucks: Sequence[Luck], ink: Ink, *, width: int, height: int
) -> list[Box]:
    """For each kind of dice, one chart above the next: each side's share of each total
    (bars; typed-in rolls stippled) and the fair dice's (a black mark)."""
    kinds = sorted({kind for luck in lucks for kind in luck.counts})
    small = tkfont.nametofont("TkSmallCaptionFont")
    line_h = small.metrics("linespace")
    if not kinds:
        canvas.create_text(width / 2, height / 2, text=_("No dice rolled yet."), fill=ink.ink)
        return []
    boxes = []
    each = max(60.0, (height - PAD) / len(kinds))
    for index, kind in enumerate(kinds):
        chance = fair(kind)
        faces = sorted(chance)
        mine = [luck for luck in lucks if kind in luck.counts]
        shares = {
            id(luck): {
                f: Fraction(luck.counts[kind].get(f, 0), sum(luck.counts[kind].values()))
                for f in faces
            }
            for luck in mine
        }
        top_share = max(
            [float(v) for s in shares.values() for v in s.values()] + [float(max(chance.values()))]
        )
        top = PAD + index * each
        legend_y = top + line_h / 2
        x = PAD
        canvas.create_text(x, legend_y, text=kind, anchor="w", font=small, fill=ink.ink)
        x += small.measure(kind) + 12
        for luck in mine:
            colour = ink.colours.get(luck.side, ink.ink)
            thrown = sum(luck.counts[kind].values())
            text = (_("{side} (typed): {n}") if luck.typed else _("{side}: {n}")).format(
                side=tr(luck.side), n=thrown
            )
            canvas.create_rectangle(
                x,
                legend_y - 4,
                x + 10,
                legend_y + 4,
                fill=colour,
                width=0,
                stipple="gray50" if luck.typed else "",
            )
            canvas.create_text(x + 14, legend_y, text=text, anchor="w", font=small, fill=ink.ink)
            x += 14 + small.measure(text) + 12
        canvas.create_line(x, legend_y, x + 12, legend_y, fill=ink.ink, width=2)
        canvas.create_text(
            x + 16, legend_y, text=_("fair dice"), anchor="w", font=small, fill=ink.ink
        )
        box = Box(
            PAD + small.measure("100%") + 6,
            top + line_h + 4,
            width - PAD,
            top + each - line_h - 8,
            faces[0] - 0.6,
            faces[-1] + 0.6,
            0.0,
            top_share * 1.1,
        )
        boxes.append(box)
        canvas.create_rectangle(box.left, box.top, box.right, box.bottom, outline=ink.grid)
        rows = max(2, min(5, int((box.bottom - box.top) / (line_h * 2))))
        for percent in ticks(0, min(100.0, box.y1 * 100), rows):
            y = box.y(percent / 100)
            canvas.create_line(box.left, y, box.right, y, fill=ink.grid, dash=(1, 3))
            canvas.create_text(
                box.left - 3, y, text=f"{percent}%", anchor="e", font=small, fill=ink.ink
            )
        slot = (box.x(1) - box.x(0)) * 0.8
        bar = slot / max(1, len(mine))
        for face in faces:
            centre = box.x(face)
            for i, luck in enumerate(mine):
                left = centre - slot / 2 + i * bar
                share = float(shares[id(luck)][face])
                canvas.create_rectangle(
                    left,
                    box.y(share),
                    left + bar - 1,
                    box.bottom,
                    fill=ink.colours.get(luck.side, ink.ink),
                    width=0,
                    stipple="gray50" if luck.typed else "",
                )
            fair_y = box.y(float(chance[face]))
            canvas.create_line(
                centre - slot / 2, fair_y, centre + slot / 2, fair_y, fill=ink.ink, width=2
            )
            canvas.create_text(
                centre, box.bottom + 1, text=str(face), anchor="n", font=small, fill=ink.ink
            )
    return boxes
