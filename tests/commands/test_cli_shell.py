"""The shell's last rough edges (issue 22, "The shell"): each says in plain words what is
wrong, and does what its help says. (`verify --head` with a malformed hash: a wrong argument,
exit 2 on stderr: tests/session/test_verify_fields.py; "Permission denied" in plain words:
tests/core/test_files_written.py.)"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.commands import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_a_file_name_that_is_not_utf8_is_printed_as_it_is(tmp_path: Path) -> None:
    """`show $'\\xff\\xfe.toml'` printed Python's escapes (`\\udcff`) in its sentence."""
    name = bytes(tmp_path) + b"/\xff\xfe.toml"
    proc = subprocess.run(
        [sys.executable, "-m", "tabletop.cli", "show", name], capture_output=True, check=False
    )
    assert proc.returncode == 2 and proc.stdout == b""
    assert proc.stderr == b"tabletop: " + name + b" does not exist.\n"


def test_roll_refuses_dice_the_games_do_not_use(capsys: pytest.CaptureFixture[str]) -> None:
    """`roll 1d7` rolled 1 to 7, though every game here uses six-sided dice only."""
    code, out, err = run(capsys, "roll", "1d7")
    assert code == 2 and out == ""
    assert (
        err == "tabletop: roll: these games use six-sided dice only (d6, 2d6, nd6); '1d7' is not.\n"
    )
    assert run(capsys, "roll", "2d6", "--seed", "1")[0] == 0


@pytest.mark.parametrize("command", ["show", "verify", "act"])
def test_an_empty_file_is_said_to_be_empty(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    """An empty file and /dev/null got "its 'format' field is wrong" (/dev/null is a device,
    which is never read: tests/session/test_files_hostile.py)."""
    empty = tmp_path / "empty.toml"
    empty.write_text("\n")
    for path, said in ((str(empty), "is empty, so it is not a save"), ("/dev/null", DEVICE)):
        argv = [command, path, *(["--list"] if command == "act" else [])]
        code, out, err = run(capsys, *argv)
        assert code == 2 and out == ""
        assert err == f"tabletop: {path} {said}.\n"


DEVICE = "is a device, not a file, so it was not read"


def test_a_list_documented_as_comma_separated_is_taken(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`--boxes 9,8,7` (the help's own example) was refused: only `--boxes 9 8 7` was read."""
    path = tmp_path / "vv.toml"
    assert run(capsys, "new", "vaevictis", "-o", str(path))[0] == 0
    argv = ["--unit", "t1", "--name", "Test", "--side", "french", "--arm", "infantry"]
    code, out, err = run(capsys, "act", str(path), "add_unit", *argv, "--boxes", "9,8,7", "--json")
    assert code == 0, err
    assert json.loads(out)["action"]["boxes"] == [9, 8, 7]
    assert "morale 9-8-7" in json.loads(out)["events"][0]


@pytest.mark.parametrize(
    ("terminal", "as_json", "bar"),
    [(True, False, True), (True, True, False), (False, False, False)],
)
def test_simulate_shows_a_bar_on_a_terminal_only(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    terminal: bool,
    as_json: bool,
    bar: bool,
) -> None:
    """A long `simulate` gave no sign of life on a terminal; under --json or into a file
    nothing but its answer may be written."""
    monkeypatch.setattr(sys.stderr, "isatty", lambda: terminal)
    argv = ["simulate", "cardgame", "--games", "3", *(["--json"] if as_json else [])]
    code, out, err = run(capsys, *argv)
    assert code == 0 and out
    if bar:
        assert "Playing:   0%|" in err and "/3 [" in err and "game/s" in err
    else:
        assert err == ""
