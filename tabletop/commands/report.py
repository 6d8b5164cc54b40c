"""`tabletop report FILE -o OUT.pdf|OUT.png`: one page a player shares after the game.

The page (tabletop/story/page.py) shows the game and its options, the result and how it came,
the tracks over time with the moments that mattered, each side's dice luck, the notable
events, and the log's head hash with the `verify` command a referee runs.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from tabletop.commands.common import Parser, UsageError, emit
from tabletop.core.i18n import _, tr


def add_report(p: Parser) -> None:
    """The report's arguments."""
    p.add_argument("file", metavar="FILE", help=_("the save to report on"))
    p.add_argument("-o", "--output", required=True, metavar="OUT", help=_("OUT.pdf or OUT.png"))


def cmd_report(args: argparse.Namespace) -> int:
    """Read the save, draw the page, write it; a bad input is one line and exit 2."""
    out = Path(args.output)
    kind = out.suffix.lower().lstrip(".")
    if not str(args.output).strip() or out.is_dir():
        # `-o /tmp` was refused as "tmp must end in .pdf or .png", `-o ''` with a blank name.
        raise UsageError(_("report: -o takes a file's name, ending in .pdf or .png."))
    if kind not in ("pdf", "png"):
        raise UsageError(_("report: {name} must end in .pdf or .png.").format(name=out.name))
    if not out.parent.is_dir():
        raise UsageError(_("report: the folder {folder} does not exist.").format(folder=out.parent))
    from tabletop.core.files import writable
    from tabletop.session.saves import read_session

    writable(out)  # a link or a read-only file: refused before the save is read
    session = read_session(Path(args.file), autosave=False)
    from tabletop.core.data import using
    from tabletop.story.page import write_report

    with using(session.printed):  # the report reads the printed data the game was played on
        write_report(session, out)
    from tabletop.core.corrections import correcting, counted
    from tabletop.story.moments import live_entries

    counts = counted(live_entries(session.log.entries), correcting(session.game.actions))
    emit(
        args,
        {
            "file": args.file,
            "output": str(out),
            "format": kind,
            "log_head": session.log.head,
            "corrections": [{"side": c.side, "count": c.count} for c in counts],
        },
        _("{path}: report on {game} ({summary})").format(
            path=out, game=session.game.title, summary=tr(session.summary())
        ),
    )
    return 0
