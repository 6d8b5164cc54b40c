"""The saves a player comes back to: the recent list and the sessions in progress.

The recent list is a plain text file, one path a line: the start page reads it before the
window is drawn, and a line-per-path file needs no parser (see the window-ready figure in
scripts/bench). The sessions in progress are the recent saves and the autosaves, each read
no further than its game and turn (`shelved`): a 5,000-roll save is not parsed to be listed.
"""

from __future__ import annotations

import re
from pathlib import Path

from tabletop.core import paths
from tabletop.core.files import ReadRefused, WriteRefused, open_regular, write_atomic

TYPE_CHECKING = False  # not typing's: the window imports no `typing` before it is drawn
if TYPE_CHECKING:
    from typing import BinaryIO

LIMIT = 10
"""Saves kept in the recent list."""

SHOWN = 20
"""Sessions in progress listed on the start page, newest first."""

HEAD = 4096
"""Bytes at the start of a save that hold its game id (the scalars come first)."""

_GAME = re.compile(rb'^game = "([a-z0-9_-]+)"', re.MULTILINE)
_TURN = re.compile(rb"^turn = (\d+)", re.MULTILINE)
_STATE = b"\n[state]\n"
_LOG_END = b"\n'''\n"
TAIL = 65536
"""Bytes of the log's end read to tell a finished game: its end is among its last steps."""
META = ("new game", "undo", "redo")


def recent_saves() -> list[Path]:
    """Saves opened lately, newest first, leaving out files that are gone."""
    try:
        text = paths.recent_file().read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return []  # no list, or a damaged one: start afresh rather than fail
    lines = [line.strip() for line in text.splitlines()]
    return [Path(line) for line in lines if line and Path(line).is_file()]


def remember(path: Path) -> None:
    """Put a save at the top of the recent list (not an autosave: the start page lists every
    autosave anyway, and they would push the player's own saves off the list)."""
    path = Path(path).resolve()
    if path.parent == paths.autosave_dir().resolve():
        return
    files = [path] + [p for p in recent_saves() if p.resolve() != path]
    target = paths.recent_file()
    try:
        text = "".join(f"{p}\n" for p in files[:LIMIT])
        write_atomic(target, text.encode("utf-8"), backup=False)
    except (OSError, WriteRefused):
        pass  # the recent list is a convenience; failing to write it must not stop a save


class Shelved:
    """A session in progress as the start page lists it."""

    __slots__ = ("path", "game", "turn", "when", "autosave", "finished")

    def __init__(
        self,
        path: Path,
        game: str,
        turn: int | None,
        when: float,
        autosave: bool,
        finished: bool = False,
    ):
        self.path = path
        """The save."""
        self.game = game
        """Its game's id."""
        self.turn = turn
        """The turn it stands at (None when the save does not say)."""
        self.when = when
        """When it was last written (seconds since 1970)."""
        self.autosave = autosave
        """Whether it is an autosave (a session never saved under a name of its own)."""
        self.finished = finished
        """Whether the game has ended (its log's last steps mark the end, not undone): the
        start page lists it apart from the sessions in progress."""

    def __repr__(self) -> str:
        return f"Shelved({str(self.path)!r}, {self.game!r}, turn {self.turn})"


def in_progress(limit: int = SHOWN) -> list[Shelved]:
    """The recent saves and the autosaves, newest first, each with its game and turn; a file
    that is not a save (or cannot be read) is left out."""
    autosaves = paths.autosave_dir()
    found: dict[Path, float] = {}
    candidates = [*recent_saves()]
    try:
        candidates += [p for p in autosaves.iterdir() if p.suffix == ".toml"]
    except OSError:
        pass  # no autosave folder yet
    for path in candidates:
        try:
            found.setdefault(path.resolve(), path.stat().st_mtime)
        except OSError:
            continue
    newest = sorted(found.items(), key=lambda item: item[1], reverse=True)
    shelved = []
    home = autosaves.resolve() if autosaves.exists() else autosaves
    for path, when in newest:
        read = shelved_from(path, when, autosave=path.parent == home)
        if read is not None:
            shelved.append(read)
            if len(shelved) == limit:
                break
    return shelved


def shelved_from(path: Path, when: float, *, autosave: bool = False) -> Shelved | None:
    """A save's game and turn, read from its head and its `[state]` table only."""
    try:  # a named pipe left in the autosave folder must not hang the start page
        with open_regular(path) as file:
            head = file.read(HEAD)
            game = _GAME.search(head)
            if game is None:
                return None
            turn, finished = _turn_of(file)
    except (OSError, ReadRefused):
        return None
    return Shelved(path, game.group(1).decode(), turn, when, autosave, finished)


def _turn_of(file: BinaryIO) -> tuple[int | None, bool]:
    """The `turn` of the save's `[state]` table, found without parsing the log before it,
    and whether the game has ended (read from the log's last entries only)."""
    import mmap

    try:
        with mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ) as whole:
            start = whole.rfind(_STATE)  # after the log, which is most of a long save
            if start < 0:
                return None, False
            end = whole.find(b"\n[", start + len(_STATE))
            table = whole[start : end if end > 0 else len(whole)]
            log_end = whole.rfind(_LOG_END, 0, start)
            tail = whole[max(0, log_end - TAIL) : log_end] if log_end > 0 else b""
    except (OSError, ValueError):
        return None, False
    turn = _TURN.search(table)
    return (int(turn.group(1)) if turn else None), _ended(tail)


def _ended(tail: bytes) -> bool:
    """Whether a step still in play among the log's last entries marks the game's end (the
    steps undone and redone followed as `story.moments.live_steps` follows them)."""
    import json

    live: list[list[dict[str, object]]] = []
    undone: list[list[dict[str, object]]] = []
    for line in tail.split(b"\n")[1:]:  # the first may be cut
        _hash, _space, text = line.partition(b" ")
        try:
            entry = json.loads(text)
        except ValueError:
            continue
        if not isinstance(entry, dict):
            continue
        what = entry.get("what")
        if what == "undo":
            if live:
                undone.append(live.pop())
        elif what == "redo":
            if undone:
                live.append(undone.pop())
        elif entry.get("step") == "roll" and live:
            live[-1].append(entry)
        elif what not in META:
            live.append([entry])
            undone.clear()
    return any(
        isinstance(e.get("moments"), dict) and "end" in e["moments"]  # type: ignore[operator]
        for step in live
        for e in step
    )


def open_folder() -> Path:
    """Where Open and Save as start: the folder of the last save, else the autosave folder
    (never the folder the app was started from, a checkout's `.git` and `.venv`)."""
    for path in recent_saves():
        if path.parent.is_dir():
            return path.parent
    folder = paths.autosave_dir()
    return folder if folder.is_dir() else paths.user_dir()
