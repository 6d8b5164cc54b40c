"""`tabletop act FILE KIND ... --odds`: the odds a panel shows beside Roll, from the shell,
worked out by the action on the game now; nothing is done or written (issue 32, item 2)."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from tabletop.commands import main
from tabletop.session.saves import read_session


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_act_odds_gives_the_actions_own_chances_and_leaves_the_save_alone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A referee at the shell could roll but not see the chances a player sees first: the
    template's attack (2d6 on the Clash Table [T3]) lists each result with its chance, the
    same the game's own odds give, and the file is byte for byte as it was."""
    save = tmp_path / "template.toml"
    assert run(capsys, "new", "template", "-o", str(save), "--seed", "1")[0] == 0
    before = save.read_bytes()
    code, out, err = run(capsys, "act", str(save), "attack", "--odds", "--json")
    assert code == 0, err
    shown = json.loads(out)
    session = read_session(save)
    expected = {str(k): float(v) for k, v in session.odds({"kind": "attack"}).items()}
    assert shown["odds"] == expected and shown["dice"] == "2d6"
    assert sum(Fraction(v).limit_denominator(36) for v in shown["odds"].values()) == 1
    assert save.read_bytes() == before
    code, out, _ = run(capsys, "act", str(save), "attack", "--odds")
    assert code == 0 and out.startswith("Attack (2d6)") and "%" in out
    assert save.read_bytes() == before


def test_an_action_taken_says_the_odds_its_roll_had(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The referee's record of a roll shows the chances it was rolled against."""
    save = tmp_path / "template.toml"
    assert run(capsys, "new", "template", "-o", str(save), "--seed", "1")[0] == 0
    odds = read_session(save).odds({"kind": "attack"})
    code, out, err = run(capsys, "act", str(save), "attack", "--roll", "7", "--json")
    assert code == 0, err
    assert json.loads(out)["odds"] == {str(k): float(v) for k, v in odds.items()}


def test_odds_of_an_action_without_dice_or_with_a_roll_is_one_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Hold throws no dice: one line saying so, exit 2, the save untouched; a roll given
    with --odds is refused in words."""
    save = tmp_path / "template.toml"
    assert run(capsys, "new", "template", "-o", str(save), "--seed", "1")[0] == 0
    before = save.read_bytes()
    code, out, err = run(capsys, "act", str(save), "hold", "--odds")
    assert (code, out) == (2, "") and err == "tabletop: Hold and rally throws no dice.\n"
    code, out, err = run(capsys, "act", str(save), "attack", "--odds", "--roll", "7")
    assert (code, out) == (2, "") and "leave out --roll" in err
    assert save.read_bytes() == before
