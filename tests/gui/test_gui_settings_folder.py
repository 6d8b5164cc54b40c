"""The window's settings live in the platform's configuration folder (platformdirs), and the
settings an earlier version kept in the data folder are moved there once."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tabletop.gui import settings


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    """(data folder, configuration folder) as a Linux desktop names them."""
    if not sys.platform.startswith("linux"):
        pytest.skip("XDG folders name the platform's folders on Linux only")
    monkeypatch.delenv("TABLETOP_HOME")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return tmp_path / "data" / "austerlitz-tabletop", tmp_path / "config" / "austerlitz-tabletop"


def test_settings_are_kept_in_the_configuration_folder(folders: tuple[Path, Path]) -> None:
    """A backup of ~/.config would miss the theme and window size, kept among the saves."""
    data, config = folders
    settings.store(settings.Settings(theme="dark", text_size=2))
    assert (config / "settings.toml").is_file() and not (data / "settings.toml").exists()
    assert settings.load() == settings.Settings(theme="dark", text_size=2)


def test_the_old_settings_are_read_once_and_moved(folders: tuple[Path, Path]) -> None:
    """A player upgrading from 0.1 would lose their theme, text size and language."""
    data, config = folders
    data.mkdir(parents=True)
    (data / "settings.toml").write_text('theme = "dark"\nlanguage = "fr"\n', encoding="utf-8")
    assert settings.load() == settings.Settings(theme="dark", language="fr")
    assert not (data / "settings.toml").exists()
    assert "language" in (config / "settings.toml").read_text(encoding="utf-8")
    assert settings.load() == settings.Settings(theme="dark", language="fr")
