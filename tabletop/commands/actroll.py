"""`tabletop act FILE roll RESOLVER [its flags] [--roll N] [--side S]`: a roll logged on its
own into a save, where the game's sequence of play opens it (issue 32, item 2).

The one door by which a roll made outside an action reaches a save from the shell (`tabletop
resolve` is a what-if that never writes one): the resolver's own flags, as `resolve` takes
them; refused in one line, file untouched, at a step that does not open the roll or for a side
that does not roll it; booked to the side that does.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from tabletop.commands.common import UsageError, check_recorded, emit, odds_json, written_to
from tabletop.core.errors import RuleError
from tabletop.core.i18n import _, tr

ROLL = "roll"
"""`act FILE roll RESOLVER`: a roll on its own (its own KIND, beside the game's)."""


def act_roll(args: argparse.Namespace, extra: Sequence[str], session: Any) -> int:
    """Log one roll on its own into the save (read and locked by `act`)."""
    from tabletop.commands.resolve import roll_inputs
    from tabletop.session.rollgate import claimed_side

    game = session.game
    words = list(extra)
    if not words or words[0].startswith("-"):
        raise UsageError(
            _(
                "act FILE roll: give the roll's RESOLVER (or table:NAME); "
                "`tabletop act FILE --list` lists the rolls open now."
            )
        )
    name = words.pop(0)
    prefix = game.id + "/"
    name = name.removeprefix(prefix)
    resolver = session.resolver(name)
    if not {"-h", "--help"} & set(words):
        # A roll the sequence does not open now is refused before its inputs are asked for:
        # its sentence names where it belongs (or the action that rolls it).
        closed = session.roll_closed(name)
        if closed is not None:
            raise RuleError(closed)
    inputs = roll_inputs(session, name, f"tabletop act {args.file} {ROLL} {name}", words, args)
    if inputs is None:
        return 0
    args.file = written_to(session, args.file)
    count = len(session.log)
    side = claimed_side(session, name, args.side or "")
    resolution = session.resolve(name, inputs, roll=args.roll, side=side)
    check_recorded(session, _("roll"), args.file, _("nothing was added to its log"))
    from tabletop.core import plain

    entry = session.log.entries[count]
    data = {
        "file": args.file,
        "resolver": name,
        "side": entry.side,
        "result": resolution.result,
        **dict(resolution.fields),
        "odds": odds_json(resolution.odds),
        "log_entries": [plain.dump(session.public_entry(e)) for e in session.log.entries[count:]],
        "log_head": session.log.head,
    }
    lines = [
        f"{tr(resolution.result)}    [{tr(resolver.title)}, {resolver.case}]",
        *(tr(e.text) for e in resolution.events),
    ]
    emit(args, data, "\n".join(lines))
    return 0


def open_rolls(session: Any) -> list[dict[str, Any]]:
    """The rolls `act FILE roll` may log now, each with who rolls it (`act --list`)."""
    from tabletop.core.data import load_board, using
    from tabletop.core.errors import TabletopError
    from tabletop.games.table_resolver import PREFIX
    from tabletop.session.rollgate import booked_side

    names = sorted(session.game.resolvers)
    try:
        with using(session.printed):
            tables = load_board(session.game.id).tables
    except TabletopError:
        tables = {}
    names += [PREFIX + n for n, t in sorted(tables.items()) if t.dice is not None]
    rows = []
    for name in names:
        try:
            if session.roll_closed(name) is not None:
                continue
            resolver = session.resolver(name)
        except TabletopError:
            continue  # a table the text lost and no one entered: nothing to roll on
        with using(session.printed):
            side = booked_side(session, name, resolver, "", {})
        row = {"resolver": name, "title": resolver.title, "case": resolver.case}
        rows.append({**row, "dice": resolver.dice, "side": side})
    return rows
