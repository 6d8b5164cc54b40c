"""The log as text: table rows, dice statistics lines, CSV and Markdown (no Tk here).

The log view shows and writes exactly these, so what a referee reads on screen and in an
exported file agree.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from pathlib import Path
from typing import Any

from tabletop.core import i18n
from tabletop.core.corrections import MARK, reason_of
from tabletop.core.files import write_atomic
from tabletop.core.i18n import N_, _, ngettext, tr
from tabletop.core.log import LogEntry, dice_stats
from tabletop.core.log import _mean as _mean  # the same expectation as dice_stats ("2x1d6")

TYPE_CHECKING = False
if TYPE_CHECKING:
    from tabletop.games.words import LogWords

NO_SIDE = "-"
"""How an entry with no side is shown and filtered."""

COLUMNS = (
    ("seq", "#", 32),
    ("time", "UTC", 82),
    ("side", N_("Side"), 76),
    ("what", N_("Table / action"), 100),
    ("roll", N_("Roll"), 80),
    ("result", N_("Result"), 120),
    ("inputs", N_("Inputs"), 140),
    ("case", N_("Case"), 50),
)
"""Key, heading and width in pixels of each column of the table: what a referee checks
first (who, what, the roll and its result) comes before the inputs, which run long. The
headings are shown translated (`_()`)."""


def grouped(count: int) -> str:
    """A count with its thousands grouped as the reader's language writes them ("50,000")."""
    return i18n.number(count, 0, grouped=True)


CSV_FIELDS = (
    "seq", "time", "side", "what", "inputs", "modifiers", "natural", "modified",
    "dice", "typed", "result", "case", "prev", "hash",
)  # fmt: skip
"""Every field of an entry, in the order the CSV writes them."""


def format_mapping(values: Mapping[str, Any], *, shown: bool = False) -> str:
    """Inputs or modifiers as one readable line: "attack=6, river=yes" (`shown`: for the
    screen, yes and no in the reader's language; a file keeps them in English)."""

    def one(v: Any) -> str:
        if isinstance(v, bool):
            if shown:
                return _("yes") if v else _("no")
            return "yes" if v else "no"
        if isinstance(v, list | tuple):
            return "+".join(str(x) for x in v)
        return str(v)

    return ", ".join(f"{k}={one(v)}" for k, v in values.items())


TYPED = N_(" (typed)")
"""How a roll typed in from real dice is marked in the detail line and the exports."""

TYPED_MARK = " \u270d"
"""How the log table marks it in its narrow Roll column (a writing hand; its count line
says what the mark means)."""


def format_roll(entry: LogEntry, *, typed: str = TYPED) -> str:
    """The natural roll, "natural → modified" when modifiers changed it, marked when typed."""
    if entry.natural is None:
        return ""
    text = str(entry.natural)
    if entry.modified is not None and entry.modified != entry.natural:
        text += f" \u2192 {entry.modified}"
    return text + (_(typed) if entry.typed else "")


def short_what(what: str) -> str:
    """A table id without its game ("crt" for "spi1980/crt"): the tab already names the game."""
    return what.partition("/")[2] or what


def row_of(
    entry: LogEntry, *, full_time: bool = False, typed: str = TYPED, words: LogWords | None = None
) -> tuple[str, ...]:
    """One entry as the table shows it: in a player's words (`words`: what it was and what
    came of it), else as logged; the time of day and the table id without its game, unless
    `full_time`, as the Markdown export writes it."""
    time = entry.time if full_time else (entry.time[11:19] or entry.time)
    side = entry.side or NO_SIDE
    if words is not None:  # the screen's words, in the reader's language
        what, result, side = tr(words.label(entry)), words.sentence(entry), tr(side)
        given = words.given(entry.inputs, entry.what, entry.inputs_said)
    else:
        what, result = entry.what if full_time else short_what(entry.what), entry.result
        given = format_mapping(entry.inputs)
    return (
        str(entry.seq), time, side, what, format_roll(entry, typed=typed),
        result, given, entry.case,
    )  # fmt: skip


def describe(entry: LogEntry, words: LogWords | None = None) -> str:
    """One entry in full on one line, for the detail line under the table: what it was and
    what came of it in a player's words ("Who goes first: French 4, Coalition 2, the French
    choose"), then every field a referee checks."""
    said = (
        f"{tr(words.label(entry))}: {words.sentence(entry).rstrip('.')}"
        if words is not None
        else entry.what
    )
    parts = [f"#{entry.seq} {entry.time}", tr(entry.side or NO_SIDE), said]
    if entry.inputs:
        parts.append(
            words.given(entry.inputs, entry.what, entry.inputs_said)
            if words is not None
            else format_mapping(entry.inputs, shown=True)
        )
    if entry.modifiers:
        mods = entry.modifiers
        values = words.modifiers(mods) if words is not None else format_mapping(mods)
        parts.append(_("modifiers {values}").format(values=values))
    if entry.natural is not None:
        parts.append(_("roll {roll} on {dice}").format(roll=format_roll(entry), dice=entry.dice))
    if words is None and entry.result:
        parts.append(tr(entry.result))
    if entry.case:
        parts.append(_("case {case}").format(case=entry.case))
    return "; ".join(parts)


def stats_lines(entries: Sequence[LogEntry]) -> list[str]:
    """One line per side: "French: 12 rolls, mean 3.67 (expected 3.50)"."""
    return [_stats_line(s.side, s.rolls, s.mean, s.expected) for s in dice_stats(entries)]


def _stats_line(side: str, rolls: int, mean: float, expected: float) -> str:
    """One side's dice in the reader's language."""
    return ngettext(
        "{side}: {n} roll, mean {mean} (expected {expected})",
        "{side}: {n} rolls, mean {mean} (expected {expected})",
        rolls,
    ).format(
        side=_("No side") if side == NO_SIDE else tr(side),
        n=rolls,
        mean=i18n.number(mean, 2),
        expected=i18n.number(expected, 2),
    )


class DiceTally:
    """The dice statistics of a growing list of entries, kept as they come, so a 50,000-entry
    log adds one roll per click instead of counting them all again; reads as `stats_lines`."""

    def __init__(self, entries: Iterable[LogEntry] = ()) -> None:
        self._slots: dict[tuple[str, str], list[int]] = {}
        """Rolls counted and their natural total, by side and dice."""
        for entry in entries:
            self.add(entry)

    def add(self, entry: LogEntry) -> None:
        """Count one entry (nothing when it rolled no dice)."""
        natural = entry.natural
        if natural is not None and entry.dice:
            key = (entry.side or NO_SIDE, entry.dice)
            slot = self._slots.get(key)
            if slot is None:
                self._slots[key] = [1, natural]
            else:
                slot[0] += 1
                slot[1] += natural

    def lines(self) -> list[str]:
        """One line per side, as `stats_lines` writes them."""
        sides: dict[str, dict[str, list[int]]] = {}
        for (side, dice), slot in self._slots.items():
            sides.setdefault(side, {})[dice] = slot
        out = []
        for side, by_dice in sorted(sides.items()):
            rolls = sum(c for c, _t in by_dice.values())
            total = sum(t for _c, t in by_dice.values())
            expected = sum((c * _mean(d) for d, (c, _t) in by_dice.items()), Fraction(0)) / rolls
            out.append(_stats_line(side, rolls, total / rolls, float(expected)))
        return out


def write_csv(entries: Sequence[LogEntry], path: str | Path) -> Path:
    """Write every field of `entries` to a CSV file."""
    target = Path(path)
    out = io.StringIO(newline="")
    writer = csv.writer(out)
    writer.writerow(CSV_FIELDS)
    for e in entries:
        writer.writerow([
            e.seq, e.time, e.side, e.what, format_mapping(e.inputs),
            format_mapping(e.modifiers), _blank(e.natural), _blank(e.modified), e.dice,
            "yes" if e.typed else "", e.result, e.case, e.prev, e.hash,
        ])  # fmt: skip
    write_atomic(target, out.getvalue().encode("utf-8"), backup=False)
    return target


def write_markdown(entries: Sequence[LogEntry], path: str | Path, *, title: str, count: int,
                   head: str, filters: Sequence[str] = ()) -> Path:  # fmt: skip
    """Write `entries` as a Markdown table under a title, with the head hash and dice lines."""
    lines = [_("# Log: {title}").format(title=title), ""]
    if filters:
        lines += [_("Filtered: {filters}.").format(filters=", ".join(filters)), ""]
    lines += [
        _("Entries: {count}. Last hash: `{head}`").format(count=count, head=head),
        "",
        "| " + " | ".join(_(c[1]) for c in COLUMNS) + " |",
        "|" + "---|" * len(COLUMNS),
    ]
    for e in entries:
        lines.append("| " + " | ".join(_md(c) for c in row_of(e, full_time=True)) + " |")
    stats = stats_lines(entries) or [_("No dice rolled.")]
    lines += ["", _("## Dice"), "", *(f"- {s}" for s in stats), ""]
    target = Path(path)
    write_atomic(target, "\n".join(lines).encode("utf-8"), backup=False)
    return target


def _blank(value: int | None) -> str:
    return "" if value is None else str(value)


def _md(text: str) -> str:
    return text.replace("\\", "\\\\").replace("|", "\\|").replace("\n", " ")


# -- corrections ---------------------------------------------------------------------------


def corrected(entry: LogEntry, said: str) -> str:
    """What a correction did, after the word "Correction" and its reason, in the reader's
    language: "Correction (the marker was knocked off): Turn 3 now."."""
    reason = reason_of(entry)
    if not reason:
        return _("Correction, with no reason given: {said}").format(said=said)
    return _("Correction ({reason}): {said}").format(reason=reason, said=said)


def marked_row(entry: LogEntry, values: tuple[str, ...]) -> tuple[str, ...]:
    """A correction's row (`row_of`, in a player's words) marked: its action with the flag,
    its result after the word "Correction" and its reason."""
    keys = [key for key, _heading, _width in COLUMNS]
    out = list(values)
    out[keys.index("what")] = f"{MARK} {out[keys.index('what')]}"
    out[keys.index("result")] = corrected(entry, out[keys.index("result")])
    return tuple(out)


def marked_detail(entry: LogEntry, text: str) -> str:
    """A correction's detail line (`describe`) marked: "⚑ Correction (its reason): #12 …"."""
    return f"{MARK} {corrected(entry, text)}"
