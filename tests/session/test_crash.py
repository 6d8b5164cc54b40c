"""A writer killed at any moment leaves FILE and FILE.bak whole (issue 9 item 5, issue 13)."""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

import pytest
from crash_support import kill_once, temporary_files

from tabletop.core.files import write_atomic
from tabletop.session.saves import read_session
from tabletop.session.session import Session

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")


@pytest.mark.parametrize("background", [False, True], ids=["at once", "behind the window"])
def test_kills_during_writes_leave_every_click_but_the_last(
    tmp_path: Path, background: bool
) -> None:
    """A crash while autosaving would leave a cut-short save or backup, or lose clicks that
    the app had already saved (written at once, as the command line does, or on a writer
    thread, as the window does: there every click but the last), or fill the folder with
    temporary files."""
    path = Session.new("spi1980", seed=9, path=tmp_path / "game.toml").save()
    rng = random.Random(9)
    for _ in range(15):
        kill = kill_once(path, rng, longest=0.5, background=background)
        assert kill.problem is None, kill.problem
        assert kill.file_entries is not None and kill.file_entries >= kill.saved
        if kill.backup_entries is not None:
            assert kill.backup_entries >= kill.saved - 1
    read_session(path).save()  # the next write cleans up after the writers that died
    assert temporary_files(path) == []
    # a killed writer's lock file goes too (its lock went with it: the kernel frees it, and
    # the next writer removes the file once done, tests/session/test_files_beside.py)
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["game.toml", "game.toml.bak"]


def test_the_backup_is_the_version_before(tmp_path: Path) -> None:
    """FILE.bak would hold something other than the file as it was before the last write."""
    path = tmp_path / "notes.txt"
    for text in (b"one", b"two", b"three"):
        write_atomic(path, text)
    assert path.read_bytes() == b"three"
    assert path.with_name("notes.txt.bak").read_bytes() == b"two"


def test_a_live_writers_temporary_file_is_left_alone(tmp_path: Path) -> None:
    """Two programs saving the same file would remove each other's half-written file."""
    path = tmp_path / "notes.txt"
    mine = tmp_path / f".notes.txt.{os.getppid()}.abc.tmp"  # a running process: our parent
    dead = tmp_path / ".notes.txt.999999999.abc.tmp"
    old_style = tmp_path / ".notes.txt.k2j3h4.tmp"
    for stale in (mine, dead, old_style):
        stale.write_bytes(b"half")
    write_atomic(path, b"whole")
    assert mine.exists() and not dead.exists() and not old_style.exists()


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_a_save_keeps_its_mode(tmp_path: Path) -> None:
    """A save shared read-only with others would become private after the next autosave."""
    path = tmp_path / "notes.txt"
    write_atomic(path, b"one")
    os.chmod(path, 0o640)
    write_atomic(path, b"two")
    assert path.stat().st_mode & 0o777 == 0o640
