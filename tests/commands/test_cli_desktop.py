"""`tabletop desktop-install`: the app in a Linux desktop's menu, its icon, and its saves'
own file type, so a double click on a save opens it in the window."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from checkout_paths import SAVES
from PIL import Image

from tabletop.cli import main


@pytest.fixture
def share(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    if not sys.platform.startswith("linux"):
        pytest.skip("desktop entries are a Linux desktop's")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    return tmp_path / "share"


def test_the_menu_entry_icon_and_file_type_are_written(
    share: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Without them the app is missing from the menu and a save opens in a text editor."""
    assert main(["desktop-install"]) == 0
    entry = (share / "applications" / "austerlitz-tabletop.desktop").read_text(encoding="utf-8")
    lines = entry.splitlines()
    assert "Name=Austerlitz Tabletop" in lines and "Icon=austerlitz-tabletop" in lines
    (run,) = [line for line in lines if line.startswith("Exec=")]
    assert run.endswith(" %F") and Path(run[5:-3].strip('"')).is_file(), run
    assert "MimeType=application/x-austerlitz-tabletop;" in lines
    with Image.open(share / "icons/hicolor/256x256/apps/austerlitz-tabletop.png") as icon:
        assert icon.size == (256, 256)
    mime = (share / "mime/packages/austerlitz-tabletop.xml").read_text(encoding="utf-8")
    first_line = (SAVES / "spi1980-combat-pending.toml").read_text().splitlines()[0]
    assert first_line.replace('"', "&quot;") in mime
    out = capsys.readouterr().out
    assert "is in the desktop's menu" in out


def test_print_writes_nothing(share: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """--print must only say where the files would go."""
    assert main(["desktop-install", "--print"]) == 0
    assert not share.exists()
    assert "austerlitz-tabletop.desktop" in capsys.readouterr().out
