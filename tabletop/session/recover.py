"""A save that does not open is never the end of a game (issue 31, item 3).

When a save fails to load, `examine` says in one plain sentence what is wrong (the loader's
own words, which name fields, are kept as the detail) and works out what can be saved: the
log is read up to its first entry that does not read, and replayed from its recorded start
(`replay.play_log`, the proof behind `verify`) up to the first entry that does not replay.
`write_recovered` writes that game as a NEW file beside the original (NAME-recovered.toml),
which verifies like any save; `copy_backup` does the same for FILE.bak when it opens. The
damaged file is never written to, and no existing file is ever written over.
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop.core.data import owner_printed
from tabletop.core.errors import SaveError, TabletopError, message_of, one_line
from tabletop.core.files import backup_path
from tabletop.core.i18n import joined, say
from tabletop.core.layer import Printed, content_hash
from tabletop.core.log import LogEntry
from tabletop.games import find_game
from tabletop.games.base import GameInfo
from tabletop.session.carried import read_printed
from tabletop.session.limits import parse_limited, read_limited
from tabletop.session.notes import kept_notes, read_notes
from tabletop.session.replay import play_log
from tabletop.session.salvage import readable_entries, salvage
from tabletop.session.savekeys import check_keys
from tabletop.session.saves import (
    MIGRATIONS,
    read_session,
    session_chunks,
    session_from_data,
)
from tabletop.session.savetext import FORMAT, SCHEMA
from tabletop.session.session import Session


@dataclass
class Recovery:
    """What is wrong with a save that does not open, and what of it can be opened again."""

    path: Path
    """The save that does not open (never written to)."""
    sentence: str
    """What is wrong, in one sentence a player reads (no field names)."""
    detail: str
    """The loader's own sentence, naming the field: for a referee or a bug report."""
    readable: int = 0
    """Log entries that read and chain, from entry 1 on (the replay may keep fewer)."""
    total: int = 0
    """Entries the save's log holds (as far as its lines can be told apart)."""
    backup: Path | None = None
    """FILE.bak, when it opens."""
    kept: int | None = None
    """Log entries that read and replay, from entry 1 on (None until `replay` is asked)."""
    session: Session | None = None
    """After `replay`: the game up to entry `kept`, as the replay leaves it."""
    salvaged: tuple[GameInfo[Any], dict[str, Any], tuple[LogEntry, ...]] | None = field(
        default=None, repr=False
    )
    """What the replay needs: the game, the data read, the entries that read."""

    @property
    def recoverable(self) -> bool:
        """Whether some of the game can be opened again from the save's own log (before the
        replay: whether its log reads from entry 1 on)."""
        if self.kept is None:
            return self.readable > 0 and self.salvaged is not None
        return self.session is not None and self.kept > 0

    def replay(self) -> Recovery:
        """Replay the entries that read, once: `kept` and `session` say how far it went (a
        save of thousands of entries takes a second or two, so the window asks only when
        the player does)."""
        if self.kept is None:
            self.kept = 0
            if self.salvaged is not None:
                _replayed(self, *self.salvaged)
        return self

    def hint(self) -> str:
        """What can be done, in one or two sentences (the command line's words)."""
        parts = []
        if self.recoverable:
            parts.append(
                say(
                    "`tabletop recover {file}` opens it up to the last entry that loads (entry "
                    "{kept} of {total}) as a new file, {out}; {name} itself is left as it is.",
                    file=str(self.path),
                    kept=self.kept if self.kept is not None else self.readable,
                    total=self.total,
                    out=recovered_path(self.path).name,
                    name=self.path.name,
                )
            )
        if self.backup is not None:
            parts.append(
                say(
                    "Its backup {backup}, the version before the last save, opens: "
                    "`tabletop recover {file} --backup` copies it to a new file.",
                    backup=self.backup.name,
                    file=str(self.path),
                )
            )
        if not parts:
            return say("Nothing in it can be opened again; it is left as it is.")
        return joined(parts)


def examine(path: Path, detail: str) -> Recovery:
    """What is wrong with the save at `path`, which failed to load with `detail`, and the game
    up to the last entry of its log that loads. Reads only; writes nothing."""
    path = Path(path)
    name = path.name
    backup = _backup_that_opens(path)
    try:
        raw = read_limited(path)
    except SaveError:
        return Recovery(path, detail, detail, backup=backup)  # the file's own sentence
    data, whole = salvage(raw, name)
    if data.get("format") != FORMAT or not isinstance(data.get("game"), str):
        # Where the file is not a save as a whole, the reader's sentence names no field.
        sentence = detail if not whole else say("{name} is not a save of this app.", name=name)
        return Recovery(path, sentence, detail, backup=backup)
    game_id = str(data["game"])
    try:
        game = find_game(game_id)
    except TabletopError:
        sentence = say(
            "{name} does not open: it is a game of '{game}', which this version of the app "
            "does not know.",
            name=name,
            game=one_line(game_id[:40]),
        )
        return Recovery(path, sentence, detail, backup=backup)
    schema = data.get("schema")
    if isinstance(schema, int) and schema > SCHEMA:
        return Recovery(path, detail, detail, backup=backup)  # "written by a newer version"
    data = _migrated(data, schema)
    entries, total, log_problem = readable_entries(data.get("log"))
    sentence = _what_is_wrong(name, data, entries, total, log_problem) if whole else detail
    return Recovery(
        path, sentence, detail, len(entries), total, backup, salvaged=(game, data, entries)
    )


def _what_is_wrong(
    name: str, data: dict[str, Any], entries: tuple[LogEntry, ...], total: int, log: str | None
) -> str:
    """The plain sentence: where in the save the damage is, without naming a field."""
    if log is not None:
        return say(
            "{name} does not open: its log is damaged from entry {entry} on (of {total}).",
            name=name,
            entry=len(entries) + 1,
            total=total,
        )
    count, head = data.get("log_count"), data.get("log_head")
    if count != total or not isinstance(head, str) or (entries and entries[-1].hash != head):
        return say(
            "{name} does not open: its log does not end where the save says it does (entries "
            "were removed or added, or its count changed); its {total} entries read.",
            name=name,
            total=total,
        )
    try:
        check_keys(data)
    except SaveError:
        return say(
            "{name} does not open: it holds something no version of the app writes.",
            name=name,
        )
    try:
        read_notes(data, total)
    except SaveError:
        return say(
            "{name} does not open: one of the players' notes in it cannot be read.", name=name
        )
    try:
        read_printed(data, str(data["game"]), entries)
    except SaveError:
        return say(
            "{name} does not open: the printed data it carries cannot be read back.", name=name
        )
    return say(
        "{name} does not open: the game's position, undo steps or options saved in it cannot "
        "be read back, though its log is whole.",
        name=name,
    )


def _migrated(data: dict[str, Any], schema: Any) -> dict[str, Any]:
    """The salvaged data brought to this schema, as the loader brings a whole save."""
    if not isinstance(schema, int) or isinstance(schema, bool):
        return data
    try:
        while schema in MIGRATIONS and schema < SCHEMA:
            data = MIGRATIONS[schema](data)
            schema += 1
    except (TabletopError, TypeError, ValueError, KeyError):
        pass  # what it carries is taken as it is; the replay says what does not fit
    return data


def _replayed(
    recovery: Recovery, game: GameInfo[Any], data: dict[str, Any], entries: tuple[LogEntry, ...]
) -> None:
    """Replay the readable entries from entry 1, and keep the game up to the last that
    replays (`recovery.session`, `recovery.kept`)."""
    if not entries:
        return
    first = entries[0].inputs
    from_log = {k: v for k, v in first.items() if k not in ("seed", "printed")}
    saved = data.get("options")
    tries = [saved] if isinstance(saved, dict) else []
    if from_log != saved:
        tries.append(from_log)  # the options the set-up entry names (it is hashed)
    printed = _printed_start(game, data, entries[0])
    if printed is None:
        return
    for options in tries:
        try:
            played = play_log(game, entries, options=options, printed=printed, infer=True)
        except Exception:  # options of a shape the game never meets: try the log's own
            continue
        if played.session is not None and played.done > 0:
            session = played.session
            session.notes = kept_notes(data.get("notes"), played.done)
            block = data.get("printed")
            note = block.get("note") if isinstance(block, dict) else None
            session.printed_note = note if isinstance(note, str) else ""
            recovery.session, recovery.kept = session, played.done
            return


def _printed_start(game: GameInfo[Any], data: dict[str, Any], first: LogEntry) -> Printed | None:
    """The printed data the game was set up on: the save's own when it is whole, else the
    shipped data or this folder's owner data when log entry 1 names its hash."""
    stamped = first.inputs.get("printed")
    candidates: list[Printed] = []
    block = data.get("printed")
    if isinstance(block, dict):
        entries, sources = block.get("entries", {}), block.get("sources", {})
        if (
            isinstance(entries, dict)
            and isinstance(sources, dict)
            and all(isinstance(v, str) for v in sources.values())
            and block.get("hash") == content_hash(entries)
        ):
            candidates.append(Printed(game.id, entries, sources))
    candidates.append(Printed(game.id))
    try:
        candidates.append(owner_printed(game.id))
    except TabletopError:
        pass
    if stamped is None:
        return candidates[0]
    return next((p for p in candidates if p.hash == stamped), None)


def _backup_that_opens(path: Path) -> Path | None:
    bak = backup_path(path)
    try:
        if not bak.is_file():
            return None
        read_session(bak, autosave=False)
    except (TabletopError, OSError):
        return None
    return bak


def recovered_path(path: Path, tag: str = "recovered") -> Path:
    """A name beside `path` that no file has: NAME-recovered.toml, NAME-recovered-2.toml..."""
    path = Path(path)
    stem = path.name.removesuffix(".bak").removesuffix(".toml")
    for n in range(1, 1000):
        candidate = path.with_name(f"{stem}-{tag}{'' if n == 1 else f'-{n}'}.toml")
        if not os.path.lexists(candidate):
            return candidate
    raise SaveError(say("there are too many recovered copies of {name} beside it.", name=stem))


def write_recovered(recovery: Recovery, out: Path | None = None) -> Path:
    """Write the game up to the last entry that loads as a new file (never over one)."""
    recovery.replay()
    if recovery.session is None or not recovery.recoverable:
        raise SaveError(
            say(
                "nothing of {name} replays from its start, so nothing can be opened again.",
                name=recovery.path.name,
            )
        )
    target = Path(out) if out is not None else recovered_path(recovery.path)
    payload = b"".join(session_chunks(recovery.session))
    try:  # what is written opens again, or nothing is written (DESIGN.md 6)
        session_from_data(parse_limited(payload, target.name), autosave=False)
    except SaveError as exc:
        raise SaveError(
            say(
                "the game up to entry {kept} of {name} does not make a save that opens again "
                "({error}); nothing was written.",
                kept=recovery.kept,
                name=recovery.path.name,
                error=message_of(exc),
            )
        ) from None
    _write_new(target, payload)
    return target


def copy_backup(recovery: Recovery, out: Path | None = None) -> Path:
    """Copy FILE.bak, which opens, to a new file beside the save (never over one)."""
    if recovery.backup is None:
        raise SaveError(say("{name} has no backup that opens.", name=recovery.path.name))
    target = Path(out) if out is not None else recovered_path(recovery.path, "backup")
    _write_new(target, read_limited(recovery.backup))
    return target


def _write_new(target: Path, payload: bytes) -> None:
    """Write a whole new file at `target`: SaveError, nothing written, when anything is there
    already (a hard link from a finished temporary file never replaces one)."""
    if os.path.lexists(target):
        raise SaveError(
            say(
                "{path} already exists; give another name (nothing was written).",
                path=str(target),
            )
        )
    folder = target.parent if str(target.parent) else Path(".")
    handle, temp = tempfile.mkstemp(dir=folder, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(payload)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temp, 0o644)
        try:
            os.link(temp, target)
        except FileExistsError:
            raise SaveError(
                say(
                    "{path} already exists; give another name (nothing was written).",
                    path=str(target),
                )
            ) from None
        except OSError:  # a disk without hard links: the name was free a moment ago
            if os.path.lexists(target):
                raise
            os.replace(temp, target)
    finally:
        if os.path.lexists(temp):
            os.unlink(temp)


def plain_problem(path: Path, error: BaseException) -> Recovery:
    """`examine` for a load that failed with `error` (its message kept as the detail)."""
    return examine(path, message_of(error))
