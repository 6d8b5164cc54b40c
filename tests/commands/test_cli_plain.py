"""The command line speaks plainly (issue 8, items 16 to 20): help where help is asked, a roll
never lost without a word, no Python internals in a message, and nothing out of range taken."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

import pytest

from tabletop.cli import main
from tabletop.session.session import Session

INTERNALS = ("VictoryRule", "invalid literal", "int()", "Errno", "codec", "Traceback", "Error:")
"""Words a player should never read: Python's own, not the game's."""


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def one_sentence(err: str) -> str:
    """The refusal, checked to be one line with no Python internals in it."""
    assert err.count("\n") == 1 and err.startswith("tabletop: "), err
    assert not [w for w in INTERNALS if w in err], err
    return err.removeprefix("tabletop: ").strip()


def test_resolve_help_alone_prints_help_and_the_resolvers(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """`tabletop resolve --help` would say an argument is missing and exit 2, so a new user
    could not learn which resolvers there are."""
    code, out, err = run(capsys, "resolve", "--help")
    assert code == 0 and err == ""
    assert "usage: tabletop resolve" in out
    assert "spi1980: combat, disengagement, rally" in out
    assert "table:NAME" in out
    code, out, err = run(capsys, "resolve")
    assert code == 2 and out == ""
    assert "resolve --help" in one_sentence(err)
    code, out, err = run(capsys, "act", "--help")  # the other command with its own help
    assert code == 0 and err == "" and "usage: tabletop act" in out


def test_a_roll_the_save_cannot_take_is_refused_not_lost(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the save's folder read-only, a roll logged into it (`act FILE roll`) would print a
    result and exit 0 while the save never got the roll: the referee's log silently misses it."""
    folder = tmp_path / "club"
    folder.mkdir()
    save = folder / "game.toml"
    assert run(capsys, "new", "template", "-o", str(save), "--seed", "3")[0] == 0
    before = save.read_bytes()
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        if os.access(folder, os.W_OK):  # root writes anyway: refuse the write as the disk would

            def refused(self: Session, path: Path | None = None) -> Path:
                raise PermissionError(errno.EACCES, "Permission denied", str(save))

            monkeypatch.setattr(Session, "save", refused)
        argv = ["act", str(save), "roll", "table:clash", "--column", "Attacker loses"]
        code, out, err = run(capsys, *argv, "--roll", "3")
    finally:
        folder.chmod(stat.S_IRWXU)
    assert code != 0 and out == ""
    sentence = one_sentence(err)
    assert "not recorded" in sentence and str(save) in sentence
    assert "permission denied" in sentence
    assert save.read_bytes() == before


def test_a_printed_table_without_its_column_is_refused_as_lookup_refuses(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """`resolve spi1980/table:crt --roll 3` would read column 1-5 without a word, so a player
    who forgot --column gets a wrong result while `lookup` refuses the same thing."""
    code, out, err = run(capsys, "resolve", "spi1980/table:crt", "--roll", "3")
    lookup = run(capsys, "lookup", "spi1980/crt", "--roll", "3")
    assert code == 2 and out == ""
    assert lookup[0] == 2 and err == lookup[2]
    assert "1-5, 1-4" in one_sentence(err)
    code, out, _ = run(capsys, "resolve", "spi1980/table:crt", "--help")
    assert code == 0 and "(default 1-5)" not in out and "required" in out


def _binary(tmp_path: Path) -> Path:
    path = tmp_path / "picture.png"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xd0\xff\xfe" * 8)
    return path


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["simulate", "cardgame", "--games", "1", "--option", "victory=nope"], "both, either"),
        (["simulate", "cardgame", "--games", "1", "--option", "morale_cap=abc"], "whole number"),
        (["simulate", "cardgame", "--games", "1", "--option", "tie=x"], "no_winner, defender"),
        (["verify", "{tmp}"], "is a folder"),
        (["show", "{tmp}"], "is a folder"),
        (["verify", "{binary}"], "not a text file"),
        (["act", "{binary}", "roll", "combat", "--attack", "3"], "not a text"),
        (["lookup", "spi1980/crt", "--column", "1-1", "--roll", "three"], "whole number"),
        (["nonsense"], "games, tables, lookup"),
    ],
)
def test_every_refusal_is_a_sentence_a_player_understands(
    argv: list[str], says: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A player would read `'nope' is not a valid VictoryRule.`, `invalid literal for int()`
    or an errno or codec tuple instead of what is wrong and what would be right."""
    binary = _binary(tmp_path)
    argv = [a.format(tmp=tmp_path, binary=binary) for a in argv]
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert says in one_sentence(err)


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["lookup", "spi1980/crt", "--column", "1-1", "--roll", "3", "--modifier", "9" * 23],
         "from -20 to 20"),
        (["lookup", "spi1980/crt", "--column", "1-1", "--roll", "3", "--shift", "50"],
         "from -20 to 20"),
        (["odds", "spi1980/crt", "--column", "1-1", "--shift", "-50"], "from -20 to 20"),
        (["resolve", "spi1980/combat", "--attack", "9" * 26, "--defend", "3", "--roll", "3"],
         "Attacking CSPs"),
        (["resolve", "spi1980/rally", "--units", "schirer:near=nobody", "--roll", "3"],
         "near=nobody"),
        (["simulate", "cardgame", "--games", "1", "--option", "morale_cap=-5"], "'-5'"),
        (["--quit-when-ready", "games"], "--quit-when-ready"),
    ],
)  # fmt: skip
def test_out_of_range_or_unknown_values_are_refused(
    argv: list[str], says: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """A modifier of 10^23, a shift of 50 columns, an attack of 10^26 CSPs, a rally +1 for a
    unit that does not exist, a negative morale cap or a window flag before a command would
    be taken without a word and give a result no printed table holds."""
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert says in one_sentence(err)


def test_new_refuses_a_missing_folder_instead_of_making_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`new -o /no/such/dir/x.toml` would make the folders of a mistyped path and leave the
    save where the player never looks."""
    target = tmp_path / "no" / "such" / "x.toml"
    code, out, err = run(capsys, "new", "spi1980", "-o", str(target))
    assert code == 2 and out == ""
    assert "does not exist" in one_sentence(err)
    assert not (tmp_path / "no").exists()
