"""Autosaves written off the window's thread, one at a time (issue 13).

A click in the window makes the save's new text on the window's thread (cheap: the old log
lines and undo steps are kept, `savetext.SaveText`) and hands it to a writer thread, which
writes it as its save file does (`SaveFile.write`: locked, atomic, with its backup).
The disk's part of a click, which grows with the file, is then no longer waited for.

At most one write is in flight: a click first waits for the write before it (at a player's
pace long finished), so a crash loses at most the last click. Close, quit and Save wait for
the write in flight too, and so does the program's exit, however it ends (atexit).

One thread per writer waits for work, rather than a thread per write: starting a thread
makes the caller wait until the new thread runs, and on a busy machine that was a few
milliseconds of every click.
"""

from __future__ import annotations

import atexit
import threading
import time
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

_Job = tuple[Path, Sequence[bytes | bytearray]]
Write = Callable[[Path, Sequence[bytes | bytearray]], None]


@dataclass(frozen=True)
class Written:
    """How a finished write went."""

    path: Path
    """The file it wrote."""
    error: Exception | None
    """Why it failed (None: the file on disk is the session as it was handed over): an
    OSError from the disk, a TabletopError when the save file refused (`SaveFile.write`)."""
    seconds: float
    """How long it took, from its start to the file and its folder synced (scripts/bench)."""


class Writer:
    """Writes one save at a time on a thread of its own."""

    def __init__(self, write: Write) -> None:
        self._write = write
        self._turn = threading.Condition()
        self._job: _Job | None = None
        self._writing = False
        self._outcome: Written | None = None
        self._closed = False
        # A daemon, so a writer nobody closed never keeps the program alive; the program's
        # exit still waits for its write (_finish_all).
        threading.Thread(target=self._serve, name="autosave", daemon=True).start()
        _OPEN.add(self)

    @property
    def busy(self) -> bool:
        """A write is in flight."""
        return self._writing

    @property
    def untold(self) -> bool:
        """A write was started whose outcome `finish` has not yet told."""
        return self._writing or self._outcome is not None

    def write(self, path: Path, chunks: Sequence[bytes | bytearray]) -> None:
        """Start writing `chunks` to `path` once the write before has finished.

        The chunks must stay as they are until the write is done: the session appends to
        its log's block only after it has waited for this write (`finish`)."""
        self.finish()
        with self._turn:
            if self._closed:
                raise RuntimeError("this writer was closed")
            self._job, self._writing = (path, chunks), True
            self._turn.notify_all()

    def _serve(self) -> None:
        while True:
            with self._turn:
                while self._job is None and not self._closed:
                    self._turn.wait()
                if self._job is None:
                    return
                path, chunks = self._job
            start = time.perf_counter()
            error: Exception | None = None
            try:
                self._write(path, chunks)
            except Exception as exc:  # handed to the window's thread by finish()
                error = exc
            with self._turn:
                self._outcome = Written(path, error, time.perf_counter() - start)
                self._job, self._writing = None, False
                self._turn.notify_all()

    def finish(self, *, wait: bool = True) -> Written | None:
        """The outcome of the last write once it has finished (waiting for it unless
        `wait` is False), told once; None while it runs or when there is nothing to tell."""
        with self._turn:
            if self._writing and not wait:
                return None
            while self._writing:
                self._turn.wait()
            outcome, self._outcome = self._outcome, None
        return outcome

    def close(self) -> Written | None:
        """Finish the write in flight and end the thread; what `finish` tells."""
        outcome = self.finish()
        with self._turn:
            self._closed = True
            self._turn.notify_all()
        _OPEN.discard(self)
        return outcome


_OPEN: weakref.WeakSet[Writer] = weakref.WeakSet()


@atexit.register
def _finish_all() -> None:
    """A program ending with a write in flight (no window closed, an error) finishes it."""
    for writer in list(_OPEN):
        writer.finish()
