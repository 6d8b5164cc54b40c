"""Autosaves written behind the window (issue 13): what the disk holds is the session."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

import tomli_w

from tabletop.core.files import write_atomic
from tabletop.session.saves import read_session, session_to_data, write_session
from tabletop.session.session import Session


def test_a_long_session_written_behind_reads_back_as_one_written_whole(tmp_path: Path) -> None:
    """Writing each click's autosave on a thread of its own would lose, double or garble a
    log entry or an undo step (the log's text is appended to while a write may be reading
    it), or leave the file a click behind once the writes are waited for."""
    path = tmp_path / "long.toml"
    session = Session.new("spi1980", seed=5, path=path)  # autosave on
    session.write_in_background()
    columns = session.resolver("table:crt").inputs[0].choices
    for i in range(400):
        if i % 37 == 36:
            session.undo()
        elif i % 53 == 52:
            session.redo()
        else:
            session.resolve("table:crt", {"column": columns[i % len(columns)]}, side="Allied")
        assert session.save_problem is None
    session.flush()
    behind = path.read_bytes()
    write_session(session, tmp_path / "at-once.toml")  # the same session written on the spot
    assert (tmp_path / "at-once.toml").read_bytes() == behind
    again = read_session(path, autosave=False)  # no kept text: all made anew
    write_session(again, tmp_path / "whole.toml")
    assert (tmp_path / "whole.toml").read_bytes() == behind
    assert again.log.entries == session.log.entries and again.history == session.history
    assert again.state == session.state
    whole = read_session(tmp_path / "whole.toml", autosave=False)
    assert session_to_data(whole) == session_to_data(session)
    tomli_w.dumps(session_to_data(session))  # still plain TOML data throughout


def test_save_waits_for_the_autosave_being_written(tmp_path: Path) -> None:
    """Save as right after a click would write the new file while the old one's autosave is
    still being written, or leave the old file without the click."""
    path = tmp_path / "game.toml"
    session = Session.new("spi1980", seed=2, path=path)
    session.write_in_background()
    for _ in range(20):
        session.resolve("table:crt", {"column": "1-1"})
    target = session.save(tmp_path / "copy.toml")
    assert not session.writer or not session.writer.busy
    assert read_session(path, autosave=False).log.entries == session.log.entries
    assert read_session(target, autosave=False).log.entries == session.log.entries


def test_a_failed_write_behind_is_told_in_plain_words(tmp_path: Path) -> None:
    """A disk that refuses an autosave written behind the window would go unnoticed, or be
    told as an errno tuple, and the game itself would be lost."""
    path = tmp_path / "game.toml"
    path.mkdir()  # a folder where the save should be: the disk refuses every write
    session = Session.new("spi1980", seed=2, path=path)
    session.write_in_background()
    session.resolve("table:crt", {"column": "1-1"})
    session.flush()
    assert session.save_problem == f"could not autosave to {path} (is a directory)"
    assert len(session.log) == 2  # the roll stands
    path.rmdir()
    session.resolve("table:crt", {"column": "1-1"})
    session.flush()
    assert session.save_problem is None
    assert read_session(path, autosave=False).log.entries == session.log.entries


EXITS = """
import sys
from pathlib import Path
from tabletop.session.session import Session
session = Session.new("spi1980", seed=3, path=Path(sys.argv[1]))
session.write_in_background()
for _ in range(40):
    session.resolve("table:crt", {"column": "2-1"})
print(len(session.log))
"""


def test_a_program_ending_with_a_write_in_flight_finishes_it(tmp_path: Path) -> None:
    """A program that ends straight after a click (no window closed, or an error) would
    drop the write in flight: the last roll shown would be missing from the save."""
    path = tmp_path / "game.toml"
    done = subprocess.run(
        [sys.executable, "-c", EXITS, str(path)], capture_output=True, text=True, check=True
    )
    assert len(read_session(path, autosave=False).log) == int(done.stdout) == 41


def test_two_tabs_writing_one_save_at_once_never_refuse(tmp_path: Path) -> None:
    """The same save open in two tabs: each tab's writer thread would take the other's
    half-written file for a dead writer's and remove it, and the autosave would fail with
    "no such file" (a writer's own process used to mean a writer no longer running)."""
    path = tmp_path / "game.toml"
    payloads = [b"a = 1\n" * 50_000, b"b = 2\n" * 50_000]
    failures: list[BaseException] = []

    def write(payload: bytes) -> None:
        try:
            for _ in range(30):
                write_atomic(path, payload)
        except BaseException as exc:
            failures.append(exc)

    threads = [threading.Thread(target=write, args=(p,)) for p in payloads]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == []
    assert path.read_bytes() in payloads
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.toml", "game.toml.bak"]
