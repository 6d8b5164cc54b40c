"""The one-page session report a player shares after the game: the game and its options, the
result and how it came, the battle over time, dice luck, the notable events, and the log's
head hash with the command a referee runs to check it (`tabletop report`, File > Report...).

Imported only when a report is asked for (it loads matplotlib).
"""

from __future__ import annotations

import io
import textwrap
from pathlib import Path
from typing import Any

from matplotlib.figure import Figure, SubFigure

from tabletop.core.corrections import correcting, counted, is_correction, reason_of
from tabletop.core.files import writable, write_atomic
from tabletop.core.i18n import _, joined, ngettext, tr
from tabletop.games.words import LogWords
from tabletop.story.luck import Luck, luck, rolls
from tabletop.story.moments import NAMES, live_entries
from tabletop.story.plots import draw_battle, draw_luck
from tabletop.story.timeline import Timeline, timeline

PAGE_INCHES = (8.27, 11.69)
"""An A4 page, portrait."""
PNG_DPI = 150
"""Dots per inch of a PNG report: 1240 x 1754 pixels."""
FORMATS = ("pdf", "png")
"""What `write_report` can write, by file suffix."""
NOTABLE = 14
"""At most this many notable events are listed (the last ones when there are more)."""


def report_figure(session: Any) -> Figure:
    """The whole page for a session (a `tabletop.session.Session`)."""
    tl = timeline(session)
    lucks = luck(rolls(live_entries(session.log.entries)))
    fig = Figure(figsize=PAGE_INCHES, dpi=PNG_DPI)
    parts = fig.subfigures(4, 1, squeeze=False, height_ratios=(1.25, 3.4, 2.6, 2.3))[:, 0]
    head: SubFigure = parts[0]
    battle: SubFigure = parts[1]
    dice: SubFigure = parts[2]
    events: SubFigure = parts[3]
    _header(head, session, tl)
    battle.suptitle(_("The battle over time"), x=0.06, ha="left", fontsize=11, weight="bold")
    draw_battle(battle, tl)
    battle.subplots_adjust(left=0.1, right=0.97, top=0.9, bottom=0.12, hspace=0.15)
    _dice(dice, lucks)
    _events(events, session, tl)
    return fig


def write_report(session: Any, out: Path) -> Path:
    """Write the page as PDF or PNG (by `out`'s suffix), drawn whole in memory first and then
    written atomically: a full disk leaves the report before whole, and a link is not
    written through (`core.files.write_atomic`)."""
    kind = out.suffix.lower().lstrip(".")
    writable(out)  # refused before the page is drawn
    fig = report_figure(session)
    page = io.BytesIO()
    fig.savefig(page, format=kind, dpi=PNG_DPI)
    write_atomic(out, page.getvalue(), backup=False)
    return out


def _header(sub: SubFigure, session: Any, tl: Timeline) -> None:
    game = session.game
    from tabletop.games.options import options_line, options_said

    options = options_line(options_said(session.game.id, session.options)) or _("as printed")
    name = session.path.name if session.path is not None else _("(not saved)")
    started = session.created.replace("T", " ").replace("+00:00", "")
    steps, entries = len(tl.points) - 1, len(session.log)
    lines = [
        _("Session {name}, started {time} UTC").format(name=name, time=started),
        _("Rule options: {options}").format(options=options),
        _("Now: {summary}").format(summary=tr(session.summary())),
        ngettext("{n} step in play", "{n} steps in play", steps).format(n=steps)
        + "; "
        + ngettext("{n} log entry.", "{n} log entries.", entries).format(n=entries),
    ]
    counts = counted(live_entries(session.log.entries), correcting(game.actions))
    if counts:
        said = tr(joined([c.sentence() for c in counts], "; "))
        lines.append(_("Corrections, each a player's word: {counts}.").format(counts=said))
    sub.text(0.06, 0.86, game.title, fontsize=15, weight="bold", va="top")
    sub.text(0.06, 0.58, "\n".join(lines), fontsize=8.5, va="top", linespacing=1.5)


def _dice(sub: SubFigure, lucks: list[Luck]) -> None:
    sub.suptitle(_("Dice luck"), x=0.06, ha="left", fontsize=11, weight="bold")
    parts = sub.subfigures(2, 1, squeeze=False, height_ratios=(2.2, 1.0))[:, 0]
    top: SubFigure = parts[0]
    bottom: SubFigure = parts[1]
    draw_luck(top, lucks)
    top.subplots_adjust(left=0.1, right=0.97, top=0.85, bottom=0.12, wspace=0.3)
    sentences = [f"{x.sentence()}" for x in lucks] or [_("No dice were rolled in this session.")]
    wrapped = "\n".join(textwrap.fill(s, 120) for s in sentences[:6])
    bottom.text(0.06, 0.95, wrapped, fontsize=7.5, va="top", linespacing=1.45)


def _events(sub: SubFigure, session: Any, tl: Timeline) -> None:
    sub.suptitle(_("Notable events"), x=0.06, ha="left", fontsize=11, weight="bold")
    labels = {p.step: p.label for p in tl.points}
    words = LogWords(session.game)
    words.follow(session.log.entries)  # a bot's move by its reason, in the reader's language
    lines = [
        _("step {n} ({label}) - {kind}: {text}").format(
            n=m.step,
            label=words.step_name(labels.get(m.step, "")),
            kind=_(NAMES.get(m.kind, m.kind)),
            text=m.text,
        )
        for m in tl.moments
    ]
    kinds = correcting(session.game.actions)
    lines += [
        _("correction by {side}: {what} ({reason})").format(
            side=tr(entry.side) if entry.side else _("no side"),
            what=tr(getattr(session.game.actions[entry.what], "TITLE", "") or entry.what),
            reason=reason_of(entry) or _("no reason given"),
        )
        for entry in live_entries(session.log.entries)
        if is_correction(entry, kinds)
    ]
    if len(lines) > NOTABLE:
        left = len(lines) - NOTABLE + 1
        lines = [
            ngettext("... {n} earlier one left out", "... {n} earlier ones left out", left).format(
                n=left
            ),
            *lines[-NOTABLE + 1 :],
        ]
    text = "\n".join(textwrap.shorten(line, 130) for line in lines) or _("None yet.")
    sub.text(0.06, 0.88, text, fontsize=7.5, va="top", linespacing=1.4)
    name = session.path.name if session.path is not None else "SAVE.toml"
    sub.text(
        0.06,
        0.1,
        _(
            "Log head {head}\nA referee checks it: tabletop verify {name}  "
            "(it must print this head hash)"
        ).format(head=session.log.head, name=name),
        fontsize=7.5,
        family="monospace",
        va="bottom",
    )
