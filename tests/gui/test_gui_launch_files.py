"""`tabletop FILE...` opens those saves in the window, one tab each (DESIGN.md's contract; a
file manager's "Open with" and the desktop entry pass the files so)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from checkout_paths import SAVES

from tabletop.cli import main
from tabletop.gui.app import App

pytestmark = pytest.mark.gui


@pytest.fixture
def tabs_at_close(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The tabs' titles the window shows when it closes."""
    shown: list[str] = []
    close = App.close

    def looked_at(self: App) -> None:
        shown.extend(self.notebook.tab(tab, "text") for tab in self.notebook.tabs())
        close(self)

    monkeypatch.setattr(App, "close", looked_at)
    return shown


def test_the_saves_named_open_as_tabs(
    tmp_path: Path, tabs_at_close: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """`tabletop x.toml` exited 2 ("not a command"): a save could not be opened from a shell
    or a file manager."""
    names = ["spi1980-turn3-after-combat.toml", "pratzen-turn1-after-close-combat.toml"]
    for name in names:
        shutil.copy(SAVES / name, tmp_path / name)
    assert main([str(tmp_path / n) for n in names] + ["--quit-when-ready"]) == 0
    assert len(tabs_at_close) == len(names) + 1  # the start page, then one tab per save
    assert "SPI 1980" in tabs_at_close[1] and "Pratzen" in tabs_at_close[2], tabs_at_close
    assert capsys.readouterr().err == ""


def test_a_save_that_cannot_be_opened_is_named_and_the_others_open(
    tmp_path: Path, tabs_at_close: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """A wrong file among several must not stop the others, nor pass unsaid."""
    good = tmp_path / "game.toml"
    shutil.copy(SAVES / "tonnerre-setup.toml", good)
    bad = tmp_path / "notes.toml"
    bad.write_text("not a save\n", encoding="utf-8")
    assert main([str(bad), str(good), "--quit-when-ready"]) == 2
    assert len(tabs_at_close) == 2 and "Tonnerre" in tabs_at_close[1], tabs_at_close
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "notes.toml" in err and "Traceback" not in err


def test_a_mistyped_command_is_not_taken_for_a_save(capsys: pytest.CaptureFixture[str]) -> None:
    """`tabletop gmes` must say the command is wrong, not open a window."""
    assert main(["gmes"]) == 2
    assert "'gmes' is not one" in capsys.readouterr().err
