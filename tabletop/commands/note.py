"""`tabletop note FILE --entry N --text TEXT`: write a player's note on an entry of the log.

The note is kept in the save outside the log's chain (session/notes.py): `tabletop verify`
proves the same actions before and after it. An empty `--text` removes the note. The save is
locked from its read to its write, as `tabletop act` does.
"""

from __future__ import annotations

import argparse

from tabletop.commands.common import Parser, emit, save_file, written_to
from tabletop.core.i18n import _


def add_note(p: Parser) -> None:
    """The note's arguments."""
    p.add_argument("file", metavar="FILE", help=_("the save to write the note in"))
    p.add_argument(
        "--entry", type=int, required=True, metavar="N", help=_("the log entry's number")
    )
    p.add_argument("--text", required=True, help=_("the note (empty: remove the note)"))


def cmd_note(args: argparse.Namespace) -> int:
    """Read the save, write the note, save; a bad entry or text is one sentence, exit 2."""
    from tabletop.session.savefile import locked
    from tabletop.session.saves import read_session

    path = save_file(args.file)
    with locked(path):
        session = read_session(path, autosave=False)
        session.note(args.entry, args.text)
        args.file = written_to(session, args.file)
        session.save()
    text = session.notes.get(args.entry, "")
    emit(
        args,
        {"file": args.file, "entry": args.entry, "note": text},
        _("{file}: entry {n}: ").format(file=args.file, n=args.entry)
        + (_("note: {text}").format(text=text) if text else _("no note")),
    )
    return 0
