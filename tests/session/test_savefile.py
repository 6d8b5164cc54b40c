"""One writer at a time on a save, and nothing written over a change another program made
(issue 21, item 2): two shells acting at once, and the window with a shell on one file."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from fork_support import finish, start

from tabletop.commands import main
from tabletop.session.saves import read_session
from tabletop.session.verify import verify_file


def new_save(path: Path) -> Path:
    assert main(["new", "vaevictis", "-o", str(path), "--seed", "5"]) == 0
    return path


def notes(path: Path) -> list[str]:
    entries = read_session(path, autosave=False).log.entries
    return [e.inputs["text"] for e in entries if e.what == "notes"]


def test_two_shells_acting_on_one_save_at_once_lose_no_note(tmp_path: Path) -> None:
    """`act s.toml notes --text A & act s.toml notes --text B`: both said they were done, and
    one of the two notes was gone from the file (the second writer wrote over the first)."""
    path = new_save(tmp_path / "s.toml")
    for pair in range(5):
        children = [start(["act", str(path), "notes", "--text", f"{pair}{s}"]) for s in "AB"]
        for child, side in zip(children, "AB", strict=True):
            code, said = finish(*child)
            if code == 0:
                assert f"{pair}{side}" in notes(path), f"note {pair}{side} lost"
            else:  # refused: one sentence, and the note is not there
                assert said.startswith("tabletop: ") and said.count("\n") == 1, said
                assert f"{pair}{side}" not in notes(path)
    assert len(notes(path)) == 10  # the lock makes them take turns: none refused
    assert verify_file(path).ok


def test_the_window_does_not_write_over_what_a_shell_added(tmp_path: Path) -> None:
    """The window and the shell on one save: the shell's action was gone after the next
    click in the window, and nothing said so."""
    path = new_save(tmp_path / "s.toml")
    window = read_session(path)  # the window's session, autosaving
    assert main(["act", str(path), "notes", "--text", "from the shell"]) == 0
    assert window.changed_on_disk()
    window.act({"kind": "notes", "text": "from the window"})
    assert window.save_problem is not None
    assert "was changed by another program" in window.save_problem
    assert notes(path) == ["from the shell"]  # the file keeps what the shell wrote


def test_a_shell_refuses_in_a_sentence_when_the_save_changed_under_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A writer that found the file changed since it read it wrote over it and exited 0."""
    from tabletop.session import saves

    path = new_save(tmp_path / "s.toml")
    read = saves.read_session

    def read_then_other_writer(p: Path, **kw: Any) -> Any:
        session = read(p, **kw)
        other = read(p, autosave=False)  # another program, between the read and the write
        other.act({"kind": "notes", "text": "other"})
        time.sleep(0.01)
        other.save()
        return session

    monkeypatch.setattr(saves, "read_session", read_then_other_writer)
    capsys.readouterr()
    assert main(["act", str(path), "notes", "--text", "mine"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("tabletop: the action was not recorded: ")
    assert "changed by another program" in err and err.count("\n") == 1
    assert notes(path) == ["other"]


@pytest.mark.gui
def test_the_window_tells_of_a_save_changed_on_disk_and_reloads_it(
    app: Any, tk_root: Any, tmp_path: Path
) -> None:
    """The window never noticed that a shell changed its save: the player's next click
    would have lost the shell's action."""
    path = new_save(tmp_path / "s.toml")
    tab = app.open_path(path)
    asked: list[str] = []
    app.ask_reload = lambda problem: asked.append(problem) or True
    assert main(["act", str(path), "notes", "--text", "from the shell"]) == 0
    deadline = time.monotonic() + 5
    while not asked and time.monotonic() < deadline:
        tk_root.update()
        time.sleep(0.02)
    assert asked and "s.toml was changed on disk by another program" in asked[0]
    reloaded = app.current_tab()
    assert reloaded is not tab and tab not in app.tabs
    assert [e.inputs.get("text") for e in reloaded.session.log.entries][-1] == "from the shell"
    assert "Opened s.toml" in app.status.get()
