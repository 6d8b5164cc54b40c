"""`tabletop act FILE roll RESOLVER`: the one door by which a roll made outside an action
reaches a save from the shell, where the sequence of play opens it (issue 32, item 2)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.commands import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_act_list_names_the_rolls_open_now_and_who_rolls_them(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A referee could not see from the shell which roll the step calls for, or whose it is;
    once the game is over no roll is listed [T4]."""
    save = tmp_path / "template.toml"
    assert run(capsys, "new", "template", "-o", str(save), "--seed", "1")[0] == 0
    code, out, _ = run(capsys, "act", str(save), "--list", "--json")
    rolls = json.loads(out)["rolls"]
    assert code == 0 and [(r["resolver"], r["side"]) for r in rolls] == [("table:clash", "French")]
    code, out, _ = run(capsys, "act", str(save), "--list")
    assert "open   roll table:clash" in out and "(French)" in out
    while "Game over" not in out:
        code, out, err = run(capsys, "act", str(save), "attack", "--roll", "12")
        assert code == 0, err
    code, out, _ = run(capsys, "act", str(save), "--list", "--json")
    assert json.loads(out)["rolls"] == []
    before = save.read_bytes()
    argv = ["act", str(save), "roll", "template/table:clash", "--column", "Attacker loses"]
    code, out, err = run(capsys, *argv)
    assert (code, out) == (2, "") and save.read_bytes() == before
    assert err == "tabletop: The game is over (the Allied win) [T4].\n"


def test_act_roll_without_a_resolver_says_what_to_give(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    save = tmp_path / "template.toml"
    assert run(capsys, "new", "template", "-o", str(save), "--seed", "1")[0] == 0
    code, out, err = run(capsys, "act", str(save), "roll")
    assert (code, out) == (2, "")
    assert err == (
        "tabletop: act FILE roll: give the roll's RESOLVER (or table:NAME); "
        "`tabletop act FILE --list` lists the rolls open now.\n"
    )
