"""What a player finds beside a save (issue 31, item 8): a `.NAME.lock` stayed beside every
save ever written; the backup is FILE.bak beside the save, as the README's "Saves" says; and
an example save shipped in `saves/`, opened in the window or acted on from the shell, was
written in place (the next player opened a game someone else had played on)."""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from checkout_paths import CHECKOUT, SAVES

from tabletop.commands import main
from tabletop.core import paths
from tabletop.session.saves import read_session
from tabletop.session.verify import verify_file

EXAMPLE = SAVES / "vaevictis-turn3-losses-and-a-dead-general.toml"
SPI = SAVES / "spi1980-turn3-after-combat.toml"


def beside(save: Path) -> list[str]:
    return sorted(p.name for p in save.parent.iterdir())


def test_no_lock_file_is_left_beside_a_save(tmp_path: Path) -> None:
    """`new`, `act`, `note` and `act FILE roll` each left `.game.toml.lock` behind."""
    folder = tmp_path / "club"
    folder.mkdir()
    save, other = folder / "game.toml", folder / "template.toml"
    assert main(["new", "vaevictis", "-o", str(save), "--seed", "2"]) == 0
    assert main(["new", "template", "-o", str(other), "--seed", "2"]) == 0
    assert beside(save) == ["game.toml", "template.toml"]
    assert main(["act", str(save), "notes", "--text", "one"]) == 0
    assert main(["note", str(save), "--entry", "1", "--text", "two"]) == 0
    roll = ["--column", "Attacker loses", "--roll", "4"]
    assert main(["act", str(other), "roll", "table:clash", *roll]) == 0
    assert beside(save) == ["game.toml", "game.toml.bak", "template.toml", "template.toml.bak"]
    assert verify_file(save).ok and verify_file(other).ok


@pytest.mark.gui
def test_the_window_leaves_no_lock_file_once_a_game_is_closed(
    app: Any, tk_root: Any, tmp_path: Path
) -> None:
    (tmp_path / "club").mkdir()
    save = tmp_path / "club" / "game.toml"
    shutil.copyfile(SPI, save)
    tab = app.open_path(save)
    tab.undo_button.invoke()
    tk_root.update()
    app.close_tab()
    assert "Closed; the session is saved in" in app.status.get()
    assert beside(save) == ["game.toml", "game.toml.bak"]


def test_the_backup_is_the_version_before_beside_the_save_as_the_readme_says(
    tmp_path: Path,
) -> None:
    save = tmp_path / "game.toml"
    assert main(["new", "vaevictis", "-o", str(save)]) == 0
    before = save.read_bytes()
    assert main(["act", str(save), "notes", "--text", "later"]) == 0
    assert (tmp_path / "game.toml.bak").read_bytes() == before
    readme = (CHECKOUT / "README.md").read_text(encoding="utf-8")
    saves = readme.split("\n## Saves\n", 1)[1].split("\n## ", 1)[0]
    assert re.search(r"backup is `FILE\.bak`, beside it in the same\s+folder", saves)


@pytest.fixture
def example() -> Iterator[Path]:
    """The shipped example, put back as it was whatever the test does (a failing test would
    otherwise ship it changed)."""
    kept = EXAMPLE.read_bytes()
    yield EXAMPLE
    if EXAMPLE.read_bytes() != kept:
        EXAMPLE.write_bytes(kept)
        pytest.fail(f"{EXAMPLE.name} was written to")


def _copies() -> list[Path]:
    folder = paths.autosave_dir()
    return sorted(folder.glob(f"{EXAMPLE.stem}-*.toml")) if folder.is_dir() else []


@pytest.mark.parametrize(
    "argv",
    [
        ["act", "{file}", "notes", "--text", "played on"],
        ["note", "{file}", "--entry", "3", "--text", "played on"],
    ],
    ids=["act", "note"],
)
def test_acting_on_an_example_writes_a_copy_in_the_users_folder_and_says_so(
    example: Path, argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    capsys.readouterr()
    assert main([w.format(file=example) for w in argv]) == 0
    out, err = capsys.readouterr()
    (copy,) = _copies()
    assert err == (
        f"tabletop: {example} is an example shipped with the app, so it is left as it is: "
        f"this is written to a copy in your folder, {copy}.\n"
    )
    session = read_session(copy, autosave=False)
    noted = [e.inputs.get("text") for e in session.log.entries] + list(session.notes.values())
    assert "played on" in noted
    assert beside(example) == sorted(p.name for p in SAVES.iterdir())  # nothing added there
    assert not any(name.startswith(".") or name.endswith(".bak") for name in beside(example))


def test_looking_at_an_example_makes_no_copy(
    example: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for argv in (["show", str(example)], ["act", str(example), "--list"]):
        assert main(argv) == 0
    assert _copies() == []


@pytest.mark.gui
def test_the_window_plays_an_example_in_a_copy_and_says_so(
    app: Any, tk_root: Any, example: Path
) -> None:
    """Opening the example and pressing Undo rewrote the shipped file."""
    tab = app.open_path(example)
    status = app.status.get()
    assert status.startswith(f"Opened a copy of the example {example.name} (your changes go to ")
    assert _copies() == []  # nothing written yet
    tab.undo_button.invoke()
    tk_root.update()
    app.close_tab()
    (copy,) = _copies()
    assert str(copy) in status
    assert f"Closed; the session is saved in {copy}." == app.status.get()
    assert read_session(copy, autosave=False).history.can_redo
    recent = paths.recent_file()
    assert not recent.exists() or str(example) not in recent.read_text(encoding="utf-8")
