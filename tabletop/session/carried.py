"""The printed data a save carries (DESIGN.md principle 6): written, read and checked.

A save holds the owner's entries its game was set up with (`[printed]`: entries, where each
came from, and their content hash, which log entry 1 names too) and the hash of the data in
force now (`printed_hash`): the set-up's entries with every entry made during play, each a
log entry of its own, merged over them in order. Nothing is read from the user's folder, so
the save replays alike on any machine.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabletop.core.data import lost_parts, owner_printed, readable_board, using
from tabletop.core.errors import DataError, SaveError, TableError, TabletopError, message_of
from tabletop.core.i18n import N_, say
from tabletop.core.layer import Printed, content_hash, entry_paths
from tabletop.core.log import LogEntry

PRINTED_STEP = "printed"
"""The log's step for an entry of printed data made during play (`Session.enter_printed`)."""

KEPT_IN_PLAY = N_("kept by the owner during play")
"""Where an entry the owner kept in their folder while this game was open came from."""

MIGRATED = N_(
    "copied from this folder's owner data when the save was opened (it was written before "
    "saves carried their printed data)"
)


def printed_data(start: Printed, note: str) -> dict[str, Any]:
    """The `[printed]` table of a save: the set-up's entries, their sources and hash."""
    out: dict[str, Any] = {
        "hash": start.hash,
        "entries": dict(start.entries),
        "sources": dict(start.sources),
    }
    if note:
        out["note"] = note
    return out


def read_printed(
    data: dict[str, Any], game: str, entries: Sequence[LogEntry]
) -> tuple[Printed, Printed, str]:
    """The set-up's printed data, the data in force after the log's entries, and the note;
    SaveError names the field that is wrong."""
    block = data.get("printed")
    if not isinstance(block, dict):
        raise SaveError(say("field 'printed' is missing or not a table"))
    raw_entries = block.get("entries", {})
    raw_sources = block.get("sources", {})
    if not isinstance(raw_entries, dict):
        raise SaveError(say("field 'printed.entries' should be a table"))
    if not isinstance(raw_sources, dict) or not all(
        isinstance(v, str) for v in raw_sources.values()
    ):
        raise SaveError(say("field 'printed.sources' should be a table of texts"))
    note = block.get("note", "")
    if not isinstance(note, str):
        raise SaveError(say("field 'printed.note' should be text"))
    if block.get("hash") != content_hash(raw_entries):
        raise SaveError(
            say(
                "field 'printed.hash' is not the hash of the printed data the save carries: "
                "its entries were changed after it was written"
            )
        )
    _readable(game, raw_entries, "printed.entries")
    start = Printed(game, raw_entries, raw_sources)
    _usable(game, start, "printed.entries")
    now = start
    for entry in entries:
        if entry.step == PRINTED_STEP:
            now = now.with_entries(entry.inputs, entry.label or KEPT_IN_PLAY)
    if now is not start:
        _readable(game, now.entries, say("printed data entered during play"))
        _usable(game, now, say("printed data entered during play"))
    stated = data.get("printed_hash", start.hash)
    if stated != now.hash:
        raise SaveError(
            say("field 'printed_hash' is not the hash of the printed data the save's log gives")
        )
    return start, now, note


def _readable(game: str, entries: Mapping[str, Any], where: str) -> None:
    try:
        readable_board(game, entries)
    except (DataError, TableError) as exc:
        raise SaveError(
            say("field '{where}' cannot be read: {error}", where=where, error=message_of(exc))
        ) from None


def _usable(game: str, printed: Printed, where: str) -> None:
    """The game sets up on the printed data (its own reading of the board does not fail)."""
    from tabletop.core.dice import Dice
    from tabletop.games import find_game

    try:
        with using(printed):
            find_game(game).new_state(Dice(0), {})
    except TabletopError:
        return  # the game's own sentence comes where the save is read further
    except Exception as exc:  # a value of a shape the game's data reader never meets
        raise SaveError(
            say(
                "field '{where}' holds a value {game} cannot read ({kind})",
                where=where,
                game=game,
                kind=type(exc).__name__,
            )
        ) from None


def carry_owner_data(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 2 to 3: a save from before saves carried their printed data takes the owner's
    data of this folder (the game most likely was played on it), marked as copied on opening;
    with none here, a note names the parts the text lost that stay unfilled."""
    game = data.get("game")
    out = {**data, "schema": 3}
    from tabletop.games import GAMES

    if not isinstance(game, str) or game not in GAMES:
        return out  # the game field is refused by its own check, in its own words
    found = owner_printed(game)
    printed = Printed(game, found.entries, {p: MIGRATED for p in entry_paths(found.entries)})
    block: dict[str, Any] = {
        "hash": printed.hash,
        "entries": dict(printed.entries),
        "sources": dict(printed.sources),
    }
    missing = [] if printed else lost_parts(game, {})
    if missing:
        block["note"] = (
            "this save was written before saves carried the owner's printed data, and this "
            f"folder holds none for {game}: {', '.join(missing)} stay as the text left them, so "
            "a roll that reads one does not replay."
        )
    out["printed"] = block
    out["printed_hash"] = printed.hash
    return out
