"""A writer killed at random points: the harness of tests/session/test_crash.py and
scripts/reliability.

A forked child opens the save (or starts it), then clicks (a roll with its autosave) as fast
as it can, telling the parent after each click how many log entries are surely on disk. The
parent kills it with SIGKILL after a random moment and checks what a player would find there.
"""

from __future__ import annotations

import os
import random
import signal
import time
from dataclasses import dataclass
from pathlib import Path

from tabletop.core.errors import TabletopError
from tabletop.session.saves import read_session
from tabletop.session.session import Session

TABLE = "table:crt"


@dataclass(frozen=True)
class Kill:
    """What one kill left on disk."""

    saved: int
    """Log entries the writer was told were saved before it died."""
    file_entries: int | None
    """Log entries in FILE (None: it did not load)."""
    backup_entries: int | None
    """Log entries in FILE.bak (None: it did not load, or there is none yet)."""
    problem: str | None
    """Why FILE or FILE.bak did not load."""


def _writer(path: Path, report: int, seed: int, background: bool) -> None:
    fresh = not path.exists()
    session = Session.new("spi1980", seed=seed, path=path) if fresh else read_session(path)
    session.autosave = True
    if background:
        session.write_in_background()  # as the window writes
    columns = session.resolver(TABLE).inputs[0].choices
    while True:
        before = len(session.log)
        session.resolve(TABLE, {"column": columns[len(session.log) % len(columns)]})
        if session.save_problem:
            raise SystemExit(session.save_problem)
        # Written behind: once a click returns, the click before it is on disk (the click
        # waited for its write), and its own write may still be in flight.
        saved = before if background else len(session.log)
        os.write(report, f"{saved}\n".encode())


def kill_once(
    path: Path, rng: random.Random, longest: float = 0.25, *, background: bool = False
) -> Kill:
    """Start a writer on `path`, kill it at a random moment, and look at FILE and FILE.bak
    (`background`: autosaves written on a thread of their own, as the window writes them)."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the writer
        os.close(read)
        try:
            _writer(path, write, rng.randrange(1 << 30), background)
        except BaseException as exc:  # seen by the parent as a writer that saved nothing
            os.write(2, f"writer: {exc!r}\n".encode())
        finally:
            os._exit(0)
    os.close(write)
    time.sleep(rng.uniform(0.02, longest))
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    said = b""
    while chunk := os.read(read, 1 << 16):
        said += chunk
    os.close(read)
    numbers = [int(n) for n in said.split()]
    saved = max(numbers) if numbers else 0
    file_entries = backup_entries = None
    problem = None
    try:
        file_entries = len(read_session(path, autosave=False).log) if path.exists() else 0
    except TabletopError as exc:
        problem = f"FILE: {exc}"
    bak = path.with_name(path.name + ".bak")
    if bak.exists():
        try:
            backup_entries = len(read_session(bak, autosave=False).log)
        except TabletopError as exc:
            problem = problem or f"FILE.bak: {exc}"
    return Kill(saved, file_entries, backup_entries, problem)


def temporary_files(path: Path) -> list[str]:
    """Temporary files of this save still in its folder."""
    return sorted(
        p.name
        for p in path.parent.iterdir()
        if p.name.startswith(f".{path.name}.") and p.name.endswith(".tmp")
    )
