"""Nothing a save holds drives the player's terminal (issue 31, item 6): a unit named with
terminal escapes (`\\e[2J` clears the screen, `\\e]0;...\\a` retitles the window, `\\x9b` is
CSI on a terminal that reads C1) was printed raw by `verify --since` and `verify --head`, so a
save received by e-mail could clear the referee's screen or forge the lines it shows."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from tabletop.commands import main

NAME = "Lannes\x1b[2J\x1b]0;owned\x07\x9b31m\rForged line\x7f"
"""A unit's name holding ESC sequences, BEL, C1's CSI, a carriage return and DEL."""
SHOWN = "Lannes\\x1b[2J\\x1b]0;owned\\x07\\x9b31m\\rForged line\\x7f"
"""The same name as a terminal must be given it: each control written as its escape."""
RAW = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f]")
"""Any control character but a line end."""


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def saves(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[Path, Path, str]:
    """A Vae Victis save, a copy of it kept as sent, its head hash, then the unit added."""
    save, sent = tmp_path / "game.toml", tmp_path / "sent.toml"
    assert run(capsys, "new", "vaevictis", "-o", str(save), "--seed", "1")[0] == 0
    shutil.copy(save, sent)
    head = json.loads(run(capsys, "show", str(save), "--json")[1])["log_head"]
    unit = ["--unit", "t1", "--name", NAME, "--side", "french", "--arm", "infantry"]
    code, out, err = run(capsys, "act", str(save), "add_unit", *unit, "--boxes", "9,8,7")
    assert code == 0, err
    save.with_name("act.out").write_text(out)  # what `act` printed, for the test below
    return save, sent, head


def test_act_prints_the_name_it_added_escaped(saves: tuple[Path, Path, str]) -> None:
    said = saves[0].with_name("act.out").read_text()
    assert not RAW.search(said), repr(said)
    assert said.startswith(SHOWN + " (French, infantry) enters the order of battle")


@pytest.mark.parametrize("since", ["--since", "--head"])
def test_verify_lists_an_appended_name_escaped_on_one_line(
    saves: tuple[Path, Path, str], since: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """`verify --since`/`--head` printed the name raw: the screen was cleared and the line
    after the carriage return printed over the real one."""
    save, sent, head = saves
    code, out, err = run(
        capsys, "verify", str(save), since, str(sent) if since == "--since" else head
    )
    assert (code, err) == (0, ""), err
    assert not RAW.search(out), repr(out)
    (listed,) = [line for line in out.splitlines() if "add_unit" in line]
    assert listed.startswith("      2  -          add_unit: " + SHOWN)


def test_json_carries_the_name_whole_with_no_control_a_terminal_obeys(
    saves: tuple[Path, Path, str], capsys: pytest.CaptureFixture[str]
) -> None:
    """JSON escapes ESC itself, but wrote C1's CSI (\\x9b) and DEL as they are."""
    save, _, _ = saves
    code, out, err = run(capsys, "show", str(save), "--json")
    assert code == 0, err
    assert not RAW.search(out), repr(out)
    (unit,) = json.loads(out)["state"]["units"]
    assert unit["name"] == NAME  # a script reading the JSON gets the name as it is


def test_a_refusal_quoting_a_name_says_it_escaped(
    saves: tuple[Path, Path, str], capsys: pytest.CaptureFixture[str]
) -> None:
    """The one-line refusal on stderr quotes the typed name with its controls escaped."""
    save, _, _ = saves
    code, out, err = run(capsys, "act", str(save), "no_such\x1b[2Jkind")
    assert code == 2 and out == ""
    assert not RAW.search(err) and "no_such\\x1b[2Jkind" in err
