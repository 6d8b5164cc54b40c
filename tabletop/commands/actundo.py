"""`tabletop act FILE undo|redo`: a step taken back or made again from the shell, as the
window's Undo and Redo buttons do it (DESIGN.md principle 7; `session/undoing.py` works out
how far for both faces)."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from tabletop.commands.common import UsageError, check_recorded, emit, written_to
from tabletop.core.errors import RuleError
from tabletop.core.i18n import _, tr

UNDO, REDO = "undo", "redo"
"""The two KINDs `act` takes for them (where a game has no action of that name)."""


def act_undo(args: argparse.Namespace, extra: Sequence[str], session: Any) -> int:
    """`act FILE undo|redo`: a step taken back or made again as the window's Undo and Redo
    buttons do it (in a solo game back to the player's own last move, never across a step
    that showed a hidden card); refused in the button's sentence when it is closed."""

    from tabletop.core import plain
    from tabletop.session import undoing

    if extra or args.roll is not None or args.side is not None or args.odds:
        raise UsageError(
            _(
                "`act FILE {kind}` takes no fields: it goes back or forward as Undo and Redo do."
            ).format(kind=args.kind)
        )
    refusal = (undoing.undo_refusal if args.kind == UNDO else undoing.redo_refusal)(session)
    if refusal:
        raise RuleError(refusal)
    count = len(session.log)
    label = session.history.present.label
    args.file = written_to(session, args.file)
    steps = (undoing.undo if args.kind == UNDO else undoing.redo)(session)
    check_recorded(session, _("action"), args.file, _("the save is as it was"))
    summary = tr(session.summary())
    data = {
        "file": args.file,
        "action": {"kind": args.kind},
        "steps": steps,
        "summary": session.summary(),
        "log_entries": [plain.dump(session.public_entry(e)) for e in session.log.entries[count:]],
        "log_head": session.log.head,
    }
    if args.kind == UNDO:  # the window's own words for it (session_tab.SessionTab.undo)
        text = _("Undone: {step}. {summary}").format(step=tr(label), summary=summary)
    else:
        text = _("Redone. {summary}").format(summary=summary)
    emit(args, data, text)
    return 0
