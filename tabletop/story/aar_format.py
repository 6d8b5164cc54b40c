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
import re
from collections.abc import Callable, Mapping

from tabletop.core.i18n import N_, _, language, ngettext, pgettext, tr
from tabletop.games.options import options_line
from tabletop.story.aar import DECISIVE_RULE, DecisiveRoll, Notable, Report, TurnTable

CHARTS = (("battle", N_("The battle turn by turn")), ("dice", N_("Dice luck against fair dice")))
"""(file name's ending, caption) of each chart, in the order they are shown (the caption
translated where it is written)."""

KIND_COLOURS = {
    "end": "#000000",
    "demoralized": "#b0302a",
    "front": "#2e7d32",
    "time": "#c77c02",
    "rout": "#8e5ea2",
}
"""The colour each kind of moment is named in (the charts' marks: story/plots.py MARKS)."""


def _when(turn: int | None) -> str:
    return _("Turn {n}").format(n=turn) if turn is not None else _("Now")


def roll_text(roll: DecisiveRoll) -> str:
    """ "needed 5+, 1 in 3: rolled 6 (modified 7), Hit"."""
    if roll.modified is not None and roll.modified != roll.natural:
        rolled = _("rolled {natural} (modified {modified})").format(
            natural=roll.natural, modified=roll.modified
        )
    else:
        rolled = _("rolled {natural}").format(natural=roll.natural)
    if roll.odds:
        return f"{roll.odds}: {rolled}, {roll.result}"
    return _("{rolled}, {result} (the log holds no odds for it)").format(
        rolled=rolled, result=roll.result
    )


def _side(side: str) -> str:
    return tr(side) if side else _("no side")


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
    return options_line(report.options) or _("as printed")


def _facts(report: Report) -> list[tuple[str, str]]:
    return [
        (_("Game"), f"{report.title} ({report.game})"),
        (_("Sides"), ", ".join(tr(s) for s in report.sides) or _("any")),
        (_("Rule options"), _options(report)),
        (_("Where it stands"), report.summary),
    ]


def _roll_heading(report: Report) -> str:
    listed = len(report.decisive)
    return (
        ngettext(
            "{listed} of the {n} roll in play.", "{listed} of the {n} rolls in play.", report.rolled
        ).format(listed=listed, n=report.rolled)
        + " "
        + _(DECISIVE_RULE)
    )


def _proof(report: Report) -> str:
    return _(
        "Log head {head}: a referee checks the save with tabletop verify, which proves every "
        "action and roll from the set-up, but not the time each entry gives nor the players' "
        "notes: those are their word."
    ).format(head=report.log_head)


def _cut(report: Report) -> str:
    return (
        _(
            "The save's undo history no longer reaches back to the set-up; the table starts "
            "where it does."
        )
        if report.cut
        else ""
    )


def _title(report: Report) -> str:
    return _("{game}: after-action report").format(game=report.title)


def _none_yet() -> str:
    return _("None yet.")


def _no_dice() -> str:
    return _("No dice were rolled.")


# -- BBCode -------------------------------------------------------------------------------


CORRECTIONS_HEADING = N_("Corrections (each a player's word on what the board showed)")
"""The heading of the corrections' list (shown translated)."""

NOTES_HEADING = N_("The players' notes (their own words, which verify does not prove)")
"""Heading of the notes the players wrote on entries (only when there are any)."""


_CONTROLS = re.compile("[\x00-\x1f\x7f-\x9f]")
"""Control characters (a line end among them): a name or a note is one line of a post."""
_TAG_START = re.compile(r"\[(?=[^\d\s\]])")
"""A "[" that a forum could read as a tag's start ("[b]", "[/b]", "[url=", "[img]", "[*]"),
not a rule's case ("[14.2]")."""
_NO_WIDTH = "\u200b"
"""BBCode has no escape: a zero-width space after the "[" keeps the tag from being read,
and the reader sees just what the player typed."""


def _bb(text: str) -> str:
    """Text that reads in a BoardGameGeek or ConsimWorld post as it was typed: no "<" right
    before a letter (BoardGameGeek drops the rest of the post), and no tag of a player's note
    or a unit's name taken for the report's own ([url=...], [img], a stray [/b])."""
    text = _TAG_START.sub("[" + _NO_WIDTH, _CONTROLS.sub(" ", text))
    out = []
    for i, char in enumerate(text):
        out.append(char)
        if char == "<" and i + 1 < len(text) and not text[i + 1].isspace():
            out.append(" ")
    return "".join(out)


def bbcode(report: Report, charts: Mapping[str, str]) -> str:
    """The report as a forum post; `charts` maps each chart to its file name."""
    lines = [f"[size=18][b]{_bb(_title(report))}[/b][/size]", ""]
    lines += [f"[b]{k}:[/b] {_bb(v)}" for k, v in _facts(report)]

    def heading(text: str) -> None:
        lines.extend(["", f"[size=14][b]{text}[/b][/size]"])

    heading(_("Turn by turn"))
    if _cut(report):
        lines.append(f"[i]{_cut(report)}[/i]")
    lines += ["[c]", *(_bb(x) for x in table_lines(report.turns)), "[/c]"]
    heading(_("Notable moments"))
    lines += [_bb_moment(m) for m in report.notable] or [_none_yet()]
    if report.corrections:
        heading(_(CORRECTIONS_HEADING))
        lines += [f"• {_bb(x)}" for x in report.corrections]
    if report.notes:
        heading(_(NOTES_HEADING))
        lines += [f"• {_bb(x)}" for x in report.notes]
    heading(_("Decisive rolls"))
    lines.append(f"[i]{_bb(_roll_heading(report))}[/i]")
    lines += [
        f"• {_when(r.turn)}, {_bb(_side(r.side))}, {_bb(r.what)}: {_bb(roll_text(r))} "
        f"[i]({_bb(r.why)})[/i]"
        for r in report.decisive
    ]
    heading(_("Dice luck"))
    lines += [f"• {_bb(x)}" for x in report.luck] or [_no_dice()]
    if charts:
        # The PNG graphs: "Charts" alone is a wargame's printed tables (a panel's page).
        heading(pgettext("report graphs", "Charts"))
        lines.append(
            "[i]"
            + _(
                "The charts are the PNG files named here, written beside this report: upload "
                "them and put their addresses in place of the names."
            )
            + "[/i]"
        )
        for key, caption in CHARTS:
            if key in charts:
                lines += [_(caption), f"[img]{charts[key]}[/img]"]
    lines += ["", f"[size=9]{_bb(_proof(report))}[/size]"]
    return "\n".join(lines) + "\n"


def _bb_moment(moment: Notable) -> str:
    colour = KIND_COLOURS.get(moment.mark, "#444444")
    return (
        f"• {_when(moment.turn)}, [color={colour}][b]{_bb(moment.kind)}[/b][/color]: "
        f"{_bb(moment.text)}"
    )


# -- Markdown -----------------------------------------------------------------------------

_MD_SPECIAL = str.maketrans({c: f"\\{c}" for c in "\\`*_[]|<>#&~"})
"""Markdown's marks, each escaped with a backslash: emphasis, code, links and images (an
image's "!" is harmless once its "[" is escaped), table cells, headings, HTML tags and
entities ("&amp;" typed reads "&amp;"), strikethrough."""


def _md(text: str) -> str:
    """Text that reads in a Markdown post as it was typed, on one line."""
    return _CONTROLS.sub(" ", text).translate(_MD_SPECIAL)


def markdown(report: Report, charts: Mapping[str, str]) -> str:
    """The report as Markdown (a pipe table for the turns); `charts`: chart to file name."""
    lines = [f"# {_md(_title(report))}", ""]
    lines += [f"- **{k}:** {_md(v)}" for k, v in _facts(report)]
    lines += ["", f"## {_('Turn by turn')}", ""]
    if _cut(report):
        lines += [f"*{_cut(report)}*", ""]
    table = report.turns
    lines.append("| | " + " | ".join(_md(c) for c in table.columns) + " |")
    lines.append("|---|" + "---:|" * len(table.columns))
    lines += [
        f"| {_md(when)} | " + " | ".join(str(v) for v in values) + " |"
        for when, values in table.rows
    ]
    lines += ["", f"## {_('Notable moments')}", ""]
    lines += [f"- {_when(m.turn)}, **{_md(m.kind)}**: {_md(m.text)}" for m in report.notable] or [
        _none_yet()
    ]
    if report.corrections:
        lines += ["", f"## {_(CORRECTIONS_HEADING)}", ""]
        lines += [f"- {_md(x)}" for x in report.corrections]
    if report.notes:
        lines += ["", f"## {_(NOTES_HEADING)}", "", *(f"- {_md(x)}" for x in report.notes)]
    lines += ["", f"## {_('Decisive rolls')}", "", f"*{_md(_roll_heading(report))}*", ""]
    lines += [
        f"- {_when(r.turn)}, {_md(_side(r.side))}, {_md(r.what)}: "
        f"{_md(roll_text(r))} *({_md(r.why)})*"
        for r in report.decisive
    ]
    lines += ["", f"## {_('Dice luck')}", ""]
    lines += [f"- {_md(x)}" for x in report.luck] or [_no_dice()]
    if charts:
        lines += ["", f"## {_('Charts')}", ""]
        lines += [f"![{_(c)}]({charts[k]})" for k, c in CHARTS if k in charts]
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

    def e(text: str) -> str:  # text between tags: an apostrophe stays one
        return html.escape(text, quote=False)

    out = [
        "<!DOCTYPE html>",
        f'<html lang="{language()}"><head><meta charset="utf-8">',
        f"<title>{e(_title(report))}</title>",
        f"<style>{_STYLE}</style></head><body>",
        f"<h1>{e(_title(report))}</h1><ul>",
        *(f"<li><b>{e(k)}:</b> {e(v)}</li>" for k, v in _facts(report)),
        f"</ul><h2>{e(_('Turn by turn'))}</h2>",
    ]
    if _cut(report):
        out.append(f"<p><i>{e(_cut(report))}</i></p>")
    table = report.turns
    out.append("<table><tr><th></th>" + "".join(f"<th>{e(c)}</th>" for c in table.columns))
    out += [
        f'<tr><td class="when">{e(when)}</td>' + "".join(f"<td>{v}</td>" for v in values)
        for when, values in table.rows
    ]
    out.append(f"</table><h2>{e(_('Notable moments'))}</h2>")
    out.append(
        _html_list([f"{_when(m.turn)}, <b>{e(m.kind)}</b>: {e(m.text)}" for m in report.notable])
    )
    if report.corrections:
        out.append(f"<h2>{e(_(CORRECTIONS_HEADING))}</h2>")
        out.append(_html_list([e(x) for x in report.corrections]))
    if report.notes:
        out.append(f"<h2>{e(_(NOTES_HEADING))}</h2>")
        out.append(_html_list([e(x) for x in report.notes]))
    out.append(f"<h2>{e(_('Decisive rolls'))}</h2><p><i>{e(_roll_heading(report))}</i></p>")
    out.append(
        _html_list(
            [
                f"{_when(r.turn)}, {e(_side(r.side))}, {e(r.what)}: {e(roll_text(r))} "
                f"<i>({e(r.why)})</i>"
                for r in report.decisive
            ]
        )
    )
    out.append(f"<h2>{e(_('Dice luck'))}</h2>")
    out.append(_html_list([e(x) for x in report.luck], _no_dice()))
    if pngs:
        out.append(f"<h2>{e(_('Charts'))}</h2>")
        for key, english in CHARTS:
            caption = _(english)
            if key in pngs:
                data = base64.b64encode(pngs[key]).decode("ascii")
                out.append(
                    f'<figure><img alt="{html.escape(caption)}" src="data:image/png;base64,{data}">'
                    f"<figcaption>{e(caption)}</figcaption></figure>"
                )
    out.append(f'<p class="proof">{e(_proof(report))}</p></body></html>')
    return "\n".join(out) + "\n"


def _html_list(items: list[str], empty: str = "") -> str:
    if not items:
        return f"<p>{empty or _none_yet()}</p>"
    return "<ul>" + "".join(f"<li>{item}</li>" for item in items) + "</ul>"


WRITERS: dict[str, Callable[[Report, Mapping[str, str]], str]] = {
    "bbcode": bbcode,
    "markdown": markdown,
}
"""The formats whose charts are files beside the report (HTML embeds its own)."""
