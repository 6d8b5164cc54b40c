"""The after-action report a player posts on a forum (`tabletop aar`, File > Export
after-action report): what it says, before any format writes it (story/aar_format.py).

Everything in it is read from what the save proves: the turn table from the states of its
history (the game's `tracks`, as the charts draw them), the moments from the log through
`story/moments.py`, the rolls and their odds from the log's entries and the resolvers they
name. The log is read as the window's log pane shows it (`Session.public_entry`), so nothing
hidden before its reveal (a hand, a plotted reserve) is named.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from tabletop.core.corrections import correcting, counted, is_correction, marked
from tabletop.core.data import using
from tabletop.core.i18n import N_, _, joined, pgettext, render_said, tr
from tabletop.core.log import LogEntry
from tabletop.games.options import options_said
from tabletop.games.words import LogWords
from tabletop.story.aar_odds import chance_words, odds_before
from tabletop.story.luck import luck, rolls
from tabletop.story.moments import NAMES, live_steps, marked_entries, moments
from tabletop.story.timeline import (
    TURN,
    Point,
    Timeline,
    group_of,
    line_of,
    timeline,
    told,
    turn_of,
)

LONG_SHOT = Fraction(1, 3)
"""A roll whose result had at most this chance is decisive on its own."""

DECISIVE_RULE = N_(
    "A roll is listed as decisive when the step it belongs to brought a notable moment or "
    "moved a tracked value (morale, losses, VP, time, fronts), or when the result it gave "
    "had a chance of 1 in 3 or less by the odds shown before it."
)
"""How the report decides which rolls were decisive, said in the report itself."""


@dataclass(frozen=True)
class TurnTable:
    """What the game tracks, at the start and at the end of each game-turn reached."""

    columns: tuple[str, ...]
    """One per track, in the game's words ("morale French")."""
    rows: tuple[tuple[str, tuple[int, ...]], ...]
    """(when, the value of each column): "Start", then "Turn 1" ... ("now" on the last)."""


@dataclass(frozen=True)
class Notable:
    """A moment of the log, placed on its game-turn."""

    turn: int | None
    kind: str
    """What the charts call it ("demoralized", "front won"), in the reader's language."""
    text: str
    mark: str = ""
    """The kind of moment as the rules mark it ("front": story/moments.py KINDS)."""


@dataclass(frozen=True)
class DecisiveRoll:
    """One decisive roll, with its odds before it when the log holds them."""

    turn: int | None
    side: str
    what: str
    """The table or resolver rolled on, as the log pane names it ("Combat result")."""
    natural: int
    modified: int | None
    result: str
    odds: str
    """"needed 5+, 1 in 3" or "" when the log does not hold the odds."""
    why: str
    """Why it is listed: the moment or track it moved, or its long odds."""


@dataclass(frozen=True)
class Report:
    """The whole after-action report, in no format yet."""

    title: str
    game: str
    sides: tuple[str, ...]
    options: tuple[tuple[str, str], ...]
    summary: str
    turns: TurnTable
    notable: tuple[Notable, ...]
    decisive: tuple[DecisiveRoll, ...]
    rolled: int
    """How many rolls the live log holds (decisive or not)."""
    luck: tuple[str, ...]
    """One line per side."""
    log_head: str
    cut: bool
    """True when the history no longer reaches back to the set-up (it keeps a limit)."""
    notes: tuple[str, ...] = ()
    """The player's own notes, one line each with the entry it is on (session/notes.py)."""
    corrections: tuple[str, ...] = ()
    """Each correction still in the game, marked, with its turn, side and reason; then how
    many each side made ("3 corrections by the French player")."""


def after_action(session: Any) -> Report:
    """The report of a session (a `tabletop.session.Session`)."""
    with using(session.printed):
        public = [session.public_entry(e) for e in marked_entries(session)]
        tl = public_timeline(session, public)
        steps = _steps_of(public, len(tl.points))
        decisive = tuple(_decisive(session, tl, steps))
        corrections = tuple(correction_lines(session, tl, steps))
        summary = tr(session.summary())
    live = [e for _, group in steps for e in group]
    return Report(
        title=session.game.title,
        game=session.game.id,
        sides=tuple(session.game.sides),
        options=options_said(session.game.id, session.options),
        summary=summary,
        turns=turn_table(tl),
        notable=tuple(
            Notable(turn_of(tl, m.step), _(NAMES.get(m.kind, m.kind)), m.text, m.kind)
            for m in tl.moments
        ),
        decisive=decisive,
        rolled=sum(1 for e in live if e.natural is not None),
        luck=tuple(_luck_lines(live)),
        log_head=session.log.head,
        cut=bool(tl.points) and tl.points[0].label != "Set up",
        notes=tuple(note_lines(session)),
        corrections=corrections,
    )


def correction_lines(
    session: Any, tl: Timeline, steps: list[tuple[int, list[LogEntry]]]
) -> list[str]:
    """Each correction still in the game on one line, marked as every view marks it, with
    its turn, side and reason; then the count by side, as `verify` counts them."""
    kinds = correcting(session.game.actions)
    words = LogWords(session.game)
    found = [
        (tl.points[step].turn, entry)
        for step, group in steps
        for entry in group
        if is_correction(entry, kinds)
    ]
    lines = [
        _("{when}, {side}: {correction}").format(
            when=_("Turn {n}").format(n=turn) if turn is not None else _("Now"),
            side=tr(entry.side) if entry.side else _("no side"),
            correction=tr(marked(words.label(entry), entry)),
        )
        for turn, entry in found
    ]
    counts = counted((entry for _turn, entry in found), kinds)
    if counts:
        lines.append(tr(joined([c.sentence() for c in counts], "; ")) + ".")
    return lines


def note_lines(session: Any) -> list[str]:
    """Each of the player's notes on one line: "Entry 12 (Fire combat): the Guard arrives
    early", the entry named as the screen shows it (nothing hidden is read)."""
    words, entries = LogWords(session.game), session.log.entries
    return [
        _("Entry {n} ({what}): {note}").format(
            n=seq, what=words.label(session.public_entry(entries[seq - 1])), note=text
        )
        for seq, text in session.notes.items()
        if seq <= len(entries)
    ]


def public_timeline(session: Any, public: Sequence[LogEntry] | None = None) -> Timeline:
    """The charts' timeline with its moments read from the log as the screen shows it."""
    if public is None:
        with using(session.printed):
            public = [session.public_entry(e) for e in marked_entries(session)]
    points = timeline(session).points
    return Timeline(points, told(points, moments(public, len(points))))


def turn_table(tl: Timeline) -> TurnTable:
    """Each track's value where the game started and at the end of each game-turn reached."""
    names = tl.names()
    columns = tuple(f"{tr(group_of(n))} {tr(line_of(n))}" if "/" in n else tr(n) for n in names)
    series = {n: dict(zip(*tl.by_turn(n), strict=True)) for n in names}
    turns = sorted({t for values in series.values() for t in values})
    if not turns:  # a game that gives no game-turn: where it stands now
        last = tl.points[-1].values if tl.points else {}
        return TurnTable(columns, ((_("Now"), tuple(int(last[n]) for n in names)),))
    rows = []
    cut = bool(tl.points) and tl.points[0].label != "Set up"
    for index, turn in enumerate(turns):
        when = pgettext("turn table", "Start") if index == 0 else _("Turn {n}").format(n=turn)
        if index == 0 and cut:  # the undo history no longer reaches the set-up
            when = _("Turn {n}, oldest step kept").format(n=turn + 1)
        if index == len(turns) - 1 and index:
            when = _("{when} (now)").format(when=when)
        rows.append((when, tuple(series[n].get(turn, 0) for n in names)))
    return TurnTable(columns, tuple(rows))


def _steps_of(entries: Sequence[LogEntry], steps: int) -> list[tuple[int, list[LogEntry]]]:
    """(history step, its live log entries), matched from the end as `moments` matches them."""
    live = live_steps(entries)
    shown = min(len(live), steps - 1)
    return [(steps - shown + i, group) for i, group in enumerate(live[len(live) - shown :])]


def _moved(before: Point, after: Point) -> list[str]:
    return [
        _("{track} {before} to {after}").format(
            track=f"{tr(group_of(n))} {tr(line_of(n))}", before=before.values[n], after=v
        )
        for n, v in after.values.items()
        if n != TURN and n in before.values and before.values[n] != v
    ]


def _decisive(
    session: Any, tl: Timeline, steps: list[tuple[int, list[LogEntry]]]
) -> list[DecisiveRoll]:
    out = []
    words = LogWords(session.game)
    for step, group in steps:
        said = [_(NAMES.get(m.kind, m.kind)) for m in tl.moments if m.step == step]
        moved = _moved(tl.points[step - 1], tl.points[step]) if step > 0 else []
        for entry in group:
            if entry.natural is None:
                continue
            known = odds_before(session, entry)
            odds, share = known if known is not None else ("", None)
            reasons = [*dict.fromkeys(said), *moved]
            if share is not None and share <= LONG_SHOT:
                reasons.append(_("a {chance} result").format(chance=chance_of(share)))
            if not reasons:
                continue
            out.append(
                DecisiveRoll(
                    turn_of(tl, step),
                    entry.side,
                    words.label(entry),
                    entry.natural,
                    entry.modified,
                    render_said(entry.said, entry.result),
                    odds,
                    "; ".join(reasons),
                )
            )
    return out


def chance_of(share: Fraction) -> str:
    """ "1-in-4" for a long shot's reason."""
    return chance_words(share, joined=True)


def _luck_lines(live: Sequence[LogEntry]) -> list[str]:
    """One line per side: its sentences (the app's dice, typed-in dice) joined."""
    by_side: dict[str, list[str]] = {}
    for one in luck(rolls(live)):
        by_side.setdefault(one.side, []).append(one.sentence())
    return [" ".join(lines) for lines in by_side.values()]
