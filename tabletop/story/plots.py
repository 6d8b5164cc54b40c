"""The charts drawn with matplotlib, for the window's Charts pane and the report page.

Imported only when a chart is first asked for: matplotlib takes longer to load than the whole
window takes to open. Figures are built with matplotlib's object API (no pyplot), so nothing
global is touched and any canvas (Tk, PDF, PNG) can show them.
"""

from __future__ import annotations

from collections.abc import Sequence

from matplotlib.axes import Axes
from matplotlib.figure import FigureBase
from matplotlib.lines import Line2D
from matplotlib.ticker import MaxNLocator

from tabletop.core.i18n import _, tr
from tabletop.story.colours import MOMENT_COLOURS, side_colours
from tabletop.story.luck import Luck, fair
from tabletop.story.moments import NAMES
from tabletop.story.timeline import Timeline, line_of

MARKS = {
    kind: (MOMENT_COLOURS[kind], symbol)
    for kind, symbol in (
        ("end", "*"),
        ("demoralized", "v"),
        ("front", "^"),
        ("time", "D"),
        ("rout", "x"),
    )
}
"""How each kind of moment is marked: colour and symbol."""


def draw_battle(
    fig: FigureBase, tl: Timeline, *, by_turn: bool = False, legend_above: bool = False
) -> dict[str, Line2D]:
    """Each group of tracks on its own chart, stacked; the moments marked on every chart.

    `by_turn`: x is the game-turn (the value at each turn's end) instead of the step of the
    session. `legend_above`: one legend above the charts (a figure with constrained layout),
    else inside the top chart. Returns the drawn line of each track, by name.
    """
    groups = tl.groups()
    colours = side_colours(tl.names())
    lines: dict[str, Line2D] = {}
    if not groups:
        ax = fig.add_subplot(1, 1, 1)
        _moments_only(ax, tl)
        _legend(fig, ax, legend_above)
        return lines
    axes = fig.subplots(len(groups), 1, sharex=True, squeeze=False)[:, 0]
    for ax, (group, names) in zip(axes, groups.items(), strict=True):
        for name in names:
            xs, ys = tl.by_turn(name) if by_turn else tl.series(name)
            style = {"marker": "o", "markersize": 3} if by_turn or len(xs) < 3 else {}
            (line,) = ax.plot(
                xs, ys, label=tr(line_of(name)), color=colours[line_of(name)], lw=1.8, **style
            )
            lines[name] = line
        low, high = ax.get_ylim()
        if high - low < 2:  # a flat line: room for whole numbers around it
            middle = round((low + high) / 2)
            ax.set_ylim(middle - 1.2, middle + 1.2)
        word = tr(group)
        ax.set_ylabel(word[:1].upper() + word[1:])
        ax.yaxis.set_major_locator(MaxNLocator(integer=True))
        ax.grid(True, alpha=0.25)
        _mark(ax, tl, by_turn)
    axes[-1].set_xlabel(_("End of game-turn (0: set-up)") if by_turn else _("Step of the session"))
    axes[-1].xaxis.set_major_locator(MaxNLocator(integer=True))
    low, high = axes[-1].get_xlim()
    if high - low < 2:  # one point (a new game): a step's width either side, not decimals
        axes[-1].set_xlim(round(low + high) / 2 - 1, round(low + high) / 2 + 1)
    _legend(fig, axes[0], legend_above)
    return lines


def _legend(fig: FigureBase, ax: Axes, above: bool) -> None:
    """One legend for all the charts: the sides' colours and the kinds of moment marked.
    (Placing a legend "best" inside a chart costs a quarter second a draw: the window uses
    the space above instead.)"""
    handles, labels = ax.get_legend_handles_labels()
    if not handles:
        return
    if above:
        fig.legend(
            handles,
            labels,
            loc="outside upper center",
            ncols=min(4, len(handles)),
            fontsize="small",
            frameon=False,
        )
    else:
        ax.legend(handles, labels, loc="best", fontsize="small", frameon=False)


def _x_of(tl: Timeline, step: int, by_turn: bool) -> float | None:
    if not by_turn:
        return float(step)
    for point in tl.points:
        if point.step == step:
            return None if point.turn is None else float(point.turn)
    return None


def _mark(ax: Axes, tl: Timeline, by_turn: bool) -> None:
    """Turn starts as faint lines (by step), moments as symbols along the chart's top."""
    if not by_turn:
        for step, turn in tl.turn_starts():
            ax.axvline(step, color="#999999", lw=0.6, alpha=0.5)
            ax.annotate(
                _("T{n}").format(n=turn),
                (step, 0),
                xycoords=("data", "axes fraction"),
                xytext=(2, 2),
                textcoords="offset points",
                fontsize=6,
                color="#777777",
            )
    shown: set[str] = set()
    for moment in tl.moments:
        x = _x_of(tl, moment.step, by_turn)
        if x is None:
            continue
        colour, symbol = MARKS.get(moment.kind, ("#444444", "o"))
        ax.axvline(x, color=colour, lw=0.8, alpha=0.5, ls="--")
        label = _(NAMES.get(moment.kind, moment.kind)) if moment.kind not in shown else None
        shown.add(moment.kind)
        ax.plot(
            [x],
            [1.0],
            marker=symbol,
            color=colour,
            transform=ax.get_xaxis_transform(),
            clip_on=False,
            ls="",
            ms=7,
            label=label,
        )


def _moments_only(ax: Axes, tl: Timeline) -> None:
    """A game that charts no tracks: its moments along the session, still worth a look."""
    ax.set_yticks([])
    ax.set_xlim(0, max(1, len(tl.points) - 1))
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_xlabel(_("Step of the session"))
    ax.text(
        0.5,
        0.5,
        _(
            "This game's tracks are not charted yet.\nIts notable moments are marked\n"
            "along the session, and Dice luck\ncompares its rolls with fair dice."
        ),
        transform=ax.transAxes,
        ha="center",
        va="center",
        color="#5a5a5a",
    )
    _mark(ax, tl, False)


def draw_luck(fig: FigureBase, lucks: Sequence[Luck], *, vertical: bool = False) -> None:
    """For each kind of dice: how often each total came up for each side (bars) against the
    fair dice (black marks). Typed-in rolls of real dice are hatched bars of their own.
    `vertical`: one chart above the other (a narrow pane), else side by side."""
    kinds = sorted({kind for luck in lucks for kind in luck.counts})
    if not kinds:
        ax = fig.add_subplot(1, 1, 1)
        ax.axis("off")
        ax.text(0.5, 0.5, _("No dice rolled yet."), ha="center", va="center")
        return
    shape = (len(kinds), 1) if vertical else (1, len(kinds))
    axes = fig.subplots(*shape, squeeze=False).ravel()
    colours = side_colours([f"x/{luck.side}" for luck in lucks])
    for ax, kind in zip(axes, kinds, strict=True):
        chance = fair(kind)
        faces = sorted(chance)
        mine = [luck for luck in lucks if kind in luck.counts]
        width = 0.8 / max(1, len(mine))
        for i, luck in enumerate(mine):
            counts = luck.counts[kind]
            thrown = sum(counts.values())
            shares = [counts.get(f, 0) / thrown for f in faces]
            offset = (i - (len(mine) - 1) / 2) * width
            ax.bar(
                [f + offset for f in faces],
                shares,
                width,
                color=colours[luck.side],
                alpha=0.55 if luck.typed else 0.9,
                hatch="//" if luck.typed else None,
                label=(_("{side} (typed): {n}") if luck.typed else _("{side}: {n}")).format(
                    side=tr(luck.side), n=thrown
                ),
            )
        ax.hlines(
            [float(chance[f]) for f in faces],
            [f - 0.45 for f in faces],
            [f + 0.45 for f in faces],
            color="black",
            lw=1.4,
            label=_("fair dice"),
        )
        ax.set_title(f"{kind}", fontsize="small")
        ax.set_xticks(faces)
        ax.tick_params(labelsize=7)
        ax.set_ylabel(_("share of rolls"), fontsize="small")
        ax.legend(fontsize=6, frameon=False)
