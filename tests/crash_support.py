"""A writer killed at random points: the harness of tests/test_crash.py and scripts/reliability.

A forked child opens the save (or starts it), then clicks (a roll with its autosave) as fast
as it can, telling the parent the log length after each autosave returned. The parent kills
it with SIGKILL after a random moment and checks what a player would find on disk.
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


def _writer(path: Path, report: int, seed: int) -> None:
    fresh = not path.exists()
    session = Session.new("spi1980", seed=seed, path=path) if fresh else read_session(path)
    session.autosave = True
    columns = session.resolver(TABLE).inputs[0].choices
    while True:
        session.resolve(TABLE, {"column": columns[len(session.log) % len(columns)]})
        if session.save_problem:
            raise SystemExit(session.save_problem)
        os.write(report, f"{len(session.log)}\n".encode())


def kill_once(path: Path, rng: random.Random, longest: float = 0.25) -> Kill:
    """Start a writer on `path`, kill it at a random moment, and look at FILE and FILE.bak."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the writer
        os.close(read)
        try:
            _writer(path, write, rng.randrange(1 << 30))
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
