"""The file a session is saved in (DESIGN.md principle 6): where it is, its text, the thread
that writes it, and one writer at a time.

A `Session` is given its `SaveFile` (a new game gets a new one, `saves.read_session` one
that remembers the file as it read it). Every write of a save comes here:

- It is locked while it is written (an advisory lock on `.NAME.lock` beside it, through
  `filelock`), and `tabletop act` holds that lock from its read to its write, so two shells
  acting on one save take turns and neither action is lost.
- A save that changed on disk since this session read or last wrote it (another program: the
  window and a shell on one file) is not written over: `SaveChanged`, one sentence, and the
  file keeps what the other program wrote. The window asks `changed_on_disk` to say so.
- The lock file is removed when the lock is let go (`locked`), so none is left beside a save.
- An example save shipped with the app (`saves/` of a checkout) is opened as any save, but a
  session opened from one is written to a new file in the user's folder (`example_copy`),
  never to the example: the next player opens it as it shipped.
- A save the player opened through a symbolic link is written where the link points, so the
  link and the file it names stay one (issue 21); a link at any other path a session is
  written to (`tabletop new -o LINK --force`, Save as) is refused, as every other file the app
  writes refuses one (`core.files.writable`), and so is a read-only save.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from filelock import FileLock, Timeout

from tabletop.core.errors import SaveError
from tabletop.core.files import Stamp, stamp, writable, write_atomic
from tabletop.core.i18n import say
from tabletop.session.savetext import Saved, SaveText
from tabletop.session.writer import Writer

LOCK_WAIT = 10.0
"""Seconds a writer waits for another to finish with a save before it gives up."""

_Chunks = Sequence[bytes | bytearray]


class SaveChanged(SaveError):
    """The save changed on disk since this session read or wrote it: not written over."""


class SaveBusy(SaveError):
    """Another program held the save's lock longer than `LOCK_WAIT`."""


def followed(path: Path) -> Path:
    """The file a save's path names: where a symbolic link points, else the path itself."""
    path = Path(path)
    return Path(os.path.realpath(path)) if path.is_symlink() else path


@contextmanager
def locked(path: Path) -> Iterator[None]:
    """Hold the save's lock (one per file, shared by this process's threads and readers).

    Where no lock can be made (no such file or folder, a folder the player may not write),
    nothing is held: a write there fails on its own, in its own words."""
    target = followed(path)
    if not target.is_file() or shipped_example(target):
        yield  # (an example is never written: no lock file is made beside it)
        return
    lock = FileLock(
        target.with_name(f".{target.name}.lock"),
        timeout=LOCK_WAIT,
        is_singleton=True,
        thread_local=False,
    )
    try:
        lock.acquire()
    except OSError:
        yield
        return
    except Timeout:
        raise SaveBusy(
            say(
                "{path} is being written by another program (another window, or `tabletop act`) "
                "for more than {wait:.0f} seconds; nothing was written: try again.",
                path=str(path),
                wait=LOCK_WAIT,
            )
        ) from None
    try:
        yield
    finally:
        if lock.lock_counter == 1:
            _remove_lock_file(Path(lock.lock_file))
        lock.release()


def _remove_lock_file(lock_file: Path) -> None:
    """Remove the lock file while its lock is still held, as the last thing before it is let
    go: no `.NAME.lock` is left beside a save once it is closed. A writer that opened it
    before and waits on it then locks a file that has no name any more, which filelock checks
    (`st_nlink`, from filelock 3.20.4) before it counts as held: it opens the name again,
    makes a new file and waits its turn there, so two writers never hold the lock at once."""
    try:
        os.unlink(lock_file)
    except OSError:
        pass  # gone already, or a system that will not remove an open file (Windows does it)


def shipped_example(path: Path) -> bool:
    """Whether `path` names an example save shipped with the app (the checkout's `saves/`)."""
    from tabletop.core.data import data_dir

    try:
        return followed(path).resolve().parent == data_dir("saves").resolve()
    except OSError:
        return False


def example_copy(path: Path) -> Path:
    """The new file a session opened from the shipped example at `path` is written to: in the
    user's autosave folder (listed on the start page), named for the example and the time it
    was opened (`spi1980-combat-pending-20261129-045512.toml`); not made before the first
    change, so looking at an example leaves nothing behind."""
    from time import strftime

    from tabletop.core.paths import autosave_dir

    stem = f"{Path(path).stem}-{strftime('%Y%m%d-%H%M%S')}"
    copy, n = autosave_dir() / f"{stem}.toml", 1
    while copy.exists():
        n += 1
        copy = autosave_dir() / f"{stem}-{n}.toml"
    return copy


class SaveFile:
    """Where a session is saved, the text of its last write, and its writer thread."""

    def __init__(self, path: Path | None = None, read: Stamp | None = None) -> None:
        self.path = Path(path) if path is not None else None
        """The file the player gave (None: the session autosaves in the app's folder)."""
        self.text = SaveText()
        """The one serializer, with the text of what never changes kept between writes."""
        self.writer: Writer | None = None
        """Set while autosaves are written on a thread of their own (writer.py)."""
        self._seen: dict[Path, Stamp] = {}
        """Each file as this session last read or wrote it (what another program may change)."""
        self.opened: Path | None = None
        """The path the player opened the save at (a link there is followed when written)."""
        if self.path is not None and read is not None:
            self._seen[followed(self.path)] = read
            self.opened = self.path

    def data(self, game: Saved, **parts: bool) -> dict[str, Any]:
        """The session as TOML-ready data (`SaveText.data`)."""
        return self.text.data(game, **parts)

    def write(self, path: Path, chunks: _Chunks) -> None:
        """Write the save atomically under its lock, unless another program changed it since
        this session read or wrote it (`SaveChanged`; the file keeps what it holds), or
        through a link the player did not open it at (`SymlinkRefused`, nothing written)."""
        if Path(path) != self.opened:
            writable(Path(path))  # a link, a read-only file: refused before any lock is made
        target = followed(path)
        with locked(target):
            seen = self._seen.get(target)
            if seen is not None and stamp(target) != seen:
                raise SaveChanged(
                    say(
                        "{path} was changed by another program since this session read it "
                        "(another window, or `tabletop act`), and was not written over: reopen "
                        "it to go on from what it holds now",
                        path=str(path),
                    )
                )
            write_atomic(target, chunks)
            written = stamp(target)
            if written is not None:
                self._seen[target] = written

    def changed_on_disk(self, path: Path) -> bool:
        """Whether the file at `path`, as this session last read or wrote it, now holds
        something else (written by another program, or removed)."""
        target = followed(path)
        seen = self._seen.get(target)
        return seen is not None and stamp(target) != seen

    def write_in_background(self) -> None:
        """Write from now on on a thread of its own, one write at a time."""
        if self.writer is None:
            self.writer = Writer(self.write)

    def write_at_once(self) -> None:
        """Write on the caller's thread again (the write in flight is finished first)."""
        writer, self.writer = self.writer, None
        if writer is not None:
            writer.close()
