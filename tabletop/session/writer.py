"""Autosaves written off the window's thread, one at a time (issue 13).

A click in the window makes the save's new text on the window's thread (cheap: the old log
lines and undo steps are kept, `saves.session_chunks`) and hands it to a writer thread, which
writes it atomically with its backup (`core.files.write_atomic`: temp file, fsync, rename).
The disk's part of a click, which grows with the file, is then no longer waited for.

At most one write is in flight: a click first waits for the write before it (at a player's
pace long finished), so a crash loses at most the last click. Close, quit and Save wait for
the write in flight too. Each write runs in a thread of its own, not a daemon: a program
that ends without closing its window still finishes the write before it exits.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from tabletop.core.files import write_atomic


@dataclass(frozen=True)
class Written:
    """How a finished write went."""

    path: Path
    """The file it wrote."""
    error: Exception | None
    """Why it failed (None: the file on disk is the session as it was handed over)."""


class Writer:
    """Writes one save at a time on a thread of its own."""

    def __init__(self) -> None:
        self._thread: threading.Thread | None = None
        self._outcome: Written | None = None

    @property
    def busy(self) -> bool:
        """A write is in flight."""
        return self._thread is not None and self._thread.is_alive()

    @property
    def untold(self) -> bool:
        """A write was started whose outcome `finish` has not yet told."""
        return self._thread is not None

    def write(self, path: Path, chunks: Sequence[bytes | bytearray]) -> None:
        """Start writing `chunks` to `path` once the write before has finished.

        The chunks must stay as they are until the write is done: the session appends to
        its log's block only after it has waited for this write (`finish`)."""
        self.finish()
        thread = threading.Thread(target=self._run, args=(path, chunks), name="autosave")
        self._thread = thread
        thread.start()

    def _run(self, path: Path, chunks: Sequence[bytes | bytearray]) -> None:
        try:
            write_atomic(path, chunks)
        except Exception as exc:  # handed to the window's thread by finish()
            self._outcome = Written(path, exc)
        else:
            self._outcome = Written(path, None)

    def finish(self, *, wait: bool = True) -> Written | None:
        """The outcome of the last write once it has finished (waiting for it unless
        `wait` is False), told once; None while it runs or when there is nothing to tell."""
        thread = self._thread
        if thread is not None:
            if not wait and thread.is_alive():
                return None
            thread.join()
            self._thread = None
        outcome, self._outcome = self._outcome, None
        return outcome
