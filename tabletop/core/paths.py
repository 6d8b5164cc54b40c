"""Where the app keeps the user's files; tests point this at a temporary folder."""

from __future__ import annotations

import os
import sys
from pathlib import Path

_ENV = "TABLETOP_HOME"
APP = "austerlitz-tabletop"
"""The app's folder name in the platform's data and configuration folders."""


def user_dir() -> Path:
    """The user's data folder (platformdirs), or $TABLETOP_HOME when set (tests, portable use)."""
    home = os.environ.get(_ENV)
    if home:
        return Path(home)
    if sys.platform.startswith("linux"):
        # platformdirs' own rule (XDG), without importing it: it costs every command ~7 ms,
        # a fifth of a bare Python start (scripts/bench, shell).
        data = os.environ.get("XDG_DATA_HOME", "").strip()
        return Path(data or Path.home() / ".local" / "share") / APP
    import platformdirs

    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def config_dir() -> Path:
    """The user's configuration folder (platformdirs: ~/.config/austerlitz-tabletop on Linux),
    or $TABLETOP_HOME when set, which then holds everything."""
    home = os.environ.get(_ENV)
    if home:
        return Path(home)
    import platformdirs

    return Path(platformdirs.user_config_dir(APP, appauthor=False))


def autosave_dir() -> Path:
    """Where sessions without a file of their own are saved after every change."""
    return user_dir() / "autosave"


def override_file(game: str) -> Path:
    """The owner's entries for tables the rulebook text lost, for one game."""
    return user_dir() / "overrides" / f"{game}.toml"


def recent_file() -> Path:
    """The list of recently opened saves."""
    return user_dir() / "recent.txt"
