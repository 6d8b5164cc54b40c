"""The after-action report written out: BBCode for BoardGameGeek and ConsimWorld, Markdown,
or one self-contained HTML page.

BBCode keeps to tags both forums render: [b], [i], [size], [color], [url], [img] and [c] (a
monospaced block; BoardGameGeek has no table tag, so the turn table is set in [c]). Lists
are plain lines with a bullet, which read the same on either forum. BoardGameGeek drops the
rest of a post after a "<" followed by a letter, so such a "<" gets a space after it.
"""

from __future__ import annotations

import base64
import html
from collections.abc import Callable, Mapping

from tabletop.story.aar import DECISIVE_RULE, DecisiveRoll, Notable, Report, TurnTable

CHARTS = (("battle", "The battle turn by turn"), ("dice", "Dice luck against fair dice"))
"""(file name's ending, caption) of each chart, in the order they are shown."""

KIND_COLOURS = {
    "game's end": "#000000",
    "demoralized": "#b0302a",
    "front won": "#2e7d32",
    "time advance": "#c77c02",
    "rout test": "#8e5ea2",
}
"""The colour each kind of moment is named in (the charts' marks: story/plots.py MARKS)."""


def _when(turn: int | None) -> str:
    return f"Turn {turn}" if turn is not None else "Now"


def roll_text(roll: DecisiveRoll) -> str:
    """ "needed 5+, 1 in 3: rolled 6 (modified 7), Hit"."""
    rolled = f"rolled {roll.natural}"
    if roll.modified is not None and roll.modified != roll.natural:
        rolled += f" (modified {roll.modified})"
    if roll.odds:
        return f"{roll.odds}: {rolled}, {roll.result}"
    return f"{rolled}, {roll.result} (the log holds no odds for it)"


def table_lines(table: TurnTable) -> list[str]:
    """The turn table as aligned monospaced lines, cells apart by " | "."""
    head = ("", *table.columns)
    body = [(when, *(str(v) for v in values)) for when, values in table.rows]
    widths = [max(len(row[i]) for row in (head, *body)) for i in range(len(head))]

    def line(cells: tuple[str, ...]) -> str:
        return " | ".join(
            c.ljust(w) if i == 0 else c.rjust(w)
            for i, (c, w) in enumerate(zip(cells, widths, strict=True))
        ).rstrip()

    rule = "-+-".join("-" * w for w in widths)
    return [line(head), rule, *(line(row) for row in body)]


def _options(report: Report) -> str:
    return ", ".join(f"{k} = {v}" for k, v in report.options) or "as printed"


def _facts(report: Report) -> list[tuple[str, str]]:
    return [
        ("Game", f"{report.title} ({report.game})"),
        ("Sides", ", ".join(report.sides) or "any"),
        ("Rule options", _options(report)),
        ("Where it stands", report.summary),
    ]


def _roll_heading(report: Report) -> str:
    listed = len(report.decisive)
    return f"{listed} of the {report.rolled} rolls in play. {DECISIVE_RULE}"


def _proof(report: Report) -> str:
    return f"Log head {report.log_head}: a referee checks the save with tabletop verify."


def _cut(report: Report) -> str:
    return (
        "The save's undo history no longer reaches back to the set-up; the table starts "
        "where it does."
        if report.cut
        else ""
    )


# -- BBCode -------------------------------------------------------------------------------


NOTES_HEADING = "The players' notes"
"""Heading of the notes the players wrote on entries (only when there are any)."""


def _bb(text: str) -> str:
    """Text safe in a BoardGameGeek post: no "<" right before a letter."""
    out = []
    for i, char in enumerate(text):
        out.append(char)
        if char == "<" and i + 1 < len(text) and not text[i + 1].isspace():
            out.append(" ")
    return "".join(out)


def bbcode(report: Report, charts: Mapping[str, str]) -> str:
    """The report as a forum post; `charts` maps each chart to its file name."""
    lines = [f"[size=18][b]{_bb(report.title)}: after-action report[/b][/size]", ""]
    lines += [f"[b]{k}:[/b] {_bb(v)}" for k, v in _facts(report)]

    def heading(text: str) -> None:
        lines.extend(["", f"[size=14][b]{text}[/b][/size]"])

    heading("Turn by turn")
    if _cut(report):
        lines.append(f"[i]{_cut(report)}[/i]")
    lines += ["[c]", *(_bb(x) for x in table_lines(report.turns)), "[/c]"]
    heading("Notable moments")
    lines += [_bb_moment(m) for m in report.notable] or ["None yet."]
    if report.notes:
        heading(NOTES_HEADING)
        lines += [f"• {_bb(x)}" for x in report.notes]
    heading("Decisive rolls")
    lines.append(f"[i]{_bb(_roll_heading(report))}[/i]")
    lines += [
        f"• {_when(r.turn)}, {_bb(r.side or 'no side')}, {_bb(r.what)}: {_bb(roll_text(r))} "
        f"[i]({_bb(r.why)})[/i]"
        for r in report.decisive
    ]
    heading("Dice luck")
    lines += [f"• {_bb(x)}" for x in report.luck] or ["No dice were rolled."]
    if charts:
        heading("Charts")
        lines.append(
            "[i]The charts are the PNG files named here, written beside this report: upload "
            "them and put their addresses in place of the names.[/i]"
        )
        for key, caption in CHARTS:
            if key in charts:
                lines += [caption, f"[img]{charts[key]}[/img]"]
    lines += ["", f"[size=9]{_bb(_proof(report))}[/size]"]
    return "\n".join(lines) + "\n"


def _bb_moment(moment: Notable) -> str:
    colour = KIND_COLOURS.get(moment.kind, "#444444")
    return (
        f"• {_when(moment.turn)}, [color={colour}][b]{_bb(moment.kind)}[/b][/color]: "
        f"{_bb(moment.text)}"
    )


# -- Markdown -----------------------------------------------------------------------------

_MD_SPECIAL = str.maketrans({c: f"\\{c}" for c in "\\`*_[]|<>#"})


def _md(text: str) -> str:
    return text.translate(_MD_SPECIAL)


def markdown(report: Report, charts: Mapping[str, str]) -> str:
    """The report as Markdown (a pipe table for the turns); `charts`: chart to file name."""
    lines = [f"# {_md(report.title)}: after-action report", ""]
    lines += [f"- **{k}:** {_md(v)}" for k, v in _facts(report)]
    lines += ["", "## Turn by turn", ""]
    if _cut(report):
        lines += [f"*{_cut(report)}*", ""]
    table = report.turns
    lines.append("| | " + " | ".join(_md(c) for c in table.columns) + " |")
    lines.append("|---|" + "---:|" * len(table.columns))
    lines += [
        f"| {_md(when)} | " + " | ".join(str(v) for v in values) + " |"
        for when, values in table.rows
    ]
    lines += ["", "## Notable moments", ""]
    lines += [f"- {_when(m.turn)}, **{_md(m.kind)}**: {_md(m.text)}" for m in report.notable] or [
        "None yet."
    ]
    if report.notes:
        lines += ["", f"## {NOTES_HEADING}", "", *(f"- {_md(x)}" for x in report.notes)]
    lines += ["", "## Decisive rolls", "", f"*{_md(_roll_heading(report))}*", ""]
    lines += [
        f"- {_when(r.turn)}, {_md(r.side or 'no side')}, {_md(r.what)}: "
        f"{_md(roll_text(r))} *({_md(r.why)})*"
        for r in report.decisive
    ]
    lines += ["", "## Dice luck", ""]
    lines += [f"- {_md(x)}" for x in report.luck] or ["No dice were rolled."]
    if charts:
        lines += ["", "## Charts", ""]
        lines += [f"![{c}]({charts[k]})" for k, c in CHARTS if k in charts]
    lines += ["", f"<sub>{_md(_proof(report))}</sub>"]
    return "\n".join(lines) + "\n"


# -- HTML ---------------------------------------------------------------------------------

_STYLE = (
    "body{font-family:Georgia,serif;max-width:60em;margin:2em auto;padding:0 1em;color:#222}"
    "table{border-collapse:collapse}td,th{border:1px solid #bbb;padding:.2em .6em}"
    "td{text-align:right}th{background:#eee}td.when{text-align:left}"
    "img{max-width:100%}.proof{font-size:small;color:#555}"
)


def html_page(report: Report, pngs: Mapping[str, bytes]) -> str:
    """The report as one HTML page; `pngs` are the charts, embedded as data URIs."""
    e = html.escape
    out = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>{e(report.title)}: after-action report</title>",
        f"<style>{_STYLE}</style></head><body>",
        f"<h1>{e(report.title)}: after-action report</h1><ul>",
        *(f"<li><b>{e(k)}:</b> {e(v)}</li>" for k, v in _facts(report)),
        "</ul><h2>Turn by turn</h2>",
    ]
    if _cut(report):
        out.append(f"<p><i>{e(_cut(report))}</i></p>")
    table = report.turns
    out.append("<table><tr><th></th>" + "".join(f"<th>{e(c)}</th>" for c in table.columns))
    out += [
        f'<tr><td class="when">{e(when)}</td>' + "".join(f"<td>{v}</td>" for v in values)
        for when, values in table.rows
    ]
    out.append("</table><h2>Notable moments</h2>")
    out.append(
        _html_list([f"{_when(m.turn)}, <b>{e(m.kind)}</b>: {e(m.text)}" for m in report.notable])
    )
    if report.notes:
        out.append(f"<h2>{NOTES_HEADING}</h2>")
        out.append(_html_list([e(x) for x in report.notes]))
    out.append(f"<h2>Decisive rolls</h2><p><i>{e(_roll_heading(report))}</i></p>")
    out.append(
        _html_list(
            [
                f"{_when(r.turn)}, {e(r.side or 'no side')}, {e(r.what)}: {e(roll_text(r))} "
                f"<i>({e(r.why)})</i>"
                for r in report.decisive
            ]
        )
    )
    out.append("<h2>Dice luck</h2>")
    out.append(_html_list([e(x) for x in report.luck], "No dice were rolled."))
    if pngs:
        out.append("<h2>Charts</h2>")
        for key, caption in CHARTS:
            if key in pngs:
                data = base64.b64encode(pngs[key]).decode("ascii")
                out.append(
                    f'<figure><img alt="{e(caption)}" src="data:image/png;base64,{data}">'
                    f"<figcaption>{e(caption)}</figcaption></figure>"
                )
    out.append(f'<p class="proof">{e(_proof(report))}</p></body></html>')
    return "\n".join(out) + "\n"


def _html_list(items: list[str], empty: str = "None yet.") -> str:
    if not items:
        return f"<p>{empty}</p>"
    return "<ul>" + "".join(f"<li>{item}</li>" for item in items) + "</ul>"


WRITERS: dict[str, Callable[[Report, Mapping[str, str]], str]] = {
    "bbcode": bbcode,
    "markdown": markdown,
}
"""The formats whose charts are files beside the report (HTML embeds its own)."""
