"""`tabletop aar FILE --format bbcode|markdown|html -o OUT`: the after-action report a player
posts on BoardGameGeek or ConsimWorld (tabletop/story/aar.py says what it holds).

BBCode and Markdown get the charts as PNG files beside OUT (OUT-battle.png, OUT-dice.png),
named in the text; the HTML page carries them inside it. Every file is written through the
atomic writer: a link or a read-only file at OUT (or at a chart's name) is refused in one
sentence before the save is read, and nothing is written.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from tabletop.commands.common import Parser, UsageError, emit, save_file
from tabletop.core.i18n import _
from tabletop.story.aar_files import FORMATS, format_for


def add_aar(p: Parser) -> None:
    """The after-action report's arguments."""
    p.add_argument("file", metavar="FILE", help=_("the save to report on"))
    p.add_argument(
        "--format",
        choices=FORMATS,
        help=_(
            "bbcode (BoardGameGeek, ConsimWorld), markdown or html (by OUT's suffix if not given)"
        ),
    )
    p.add_argument("-o", "--output", required=True, metavar="OUT", help=_("the report file"))
    p.add_argument("--no-charts", action="store_true", help=_("leave the chart pictures out"))


def cmd_aar(args: argparse.Namespace) -> int:
    """Read the save, write the report; a bad input is one sentence and exit 2."""
    save = save_file(args.file)
    out = Path(args.output)
    kind = args.format or format_for(out)
    if out.is_dir():
        raise UsageError(_("aar: {path} is a folder; give a file name inside it.").format(path=out))
    if not out.parent.is_dir():
        raise UsageError(
            _("aar: {path} cannot be written: the folder {folder} does not exist.").format(
                path=out, folder=out.parent
            )
        )
    if out.resolve() == save.resolve():
        raise UsageError(
            _("aar: {path} is the save itself; give the report another name.").format(path=out)
        )
    from tabletop.core.files import plain_reason, writable
    from tabletop.session.saves import read_session
    from tabletop.story.aar_files import targets, write_aar

    for path in targets(out, kind, charts=not args.no_charts):
        writable(path)
    session = read_session(save, autosave=False)
    try:
        written = write_aar(session, out, kind, charts=not args.no_charts)
    except OSError as exc:
        raise UsageError(
            _("aar: {path} cannot be written ({reason}).").format(
                path=out, reason=plain_reason(exc)
            )
        ) from None
    emit(
        args,
        {
            "file": args.file,
            "output": str(out),
            "format": kind,
            "written": [str(p) for p in written],
        },
        (
            _("{path}: after-action report on {game} ({kind}, charts beside it)")
            if len(written) > 1
            else _("{path}: after-action report on {game} ({kind})")
        ).format(path=out, game=session.game.title, kind=kind),
    )
    return 0
