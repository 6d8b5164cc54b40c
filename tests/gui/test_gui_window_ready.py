"""The window opens before the engine loads (gui/warmup.py loads it while the start page
waits): a player clicking the app's icon waits for the start page only."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.gui

PROGRAM = (
    "import json, sys, tkinter\n"
    "from tabletop.gui.app import App\n"
    "root = tkinter.Tk(); App(root); root.update()\n"
    "print(json.dumps(sorted(m for m in sys.modules if m.startswith(("
    "'tabletop.session', 'tabletop.games.base', 'tabletop.games.actions', 'filelock')))))\n"
)


def test_the_start_page_is_drawn_without_the_engine(tmp_path: Path) -> None:
    """The keys of play (F5, F6) once imported the roll boxes with the menus, and with them
    sessions, actions, saves and file locking: the window took twice as long to appear
    (0.42 s against 0.22 s on the development machine)."""
    env = {**os.environ, "TABLETOP_HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-c", PROGRAM], capture_output=True, text=True, env=env, check=True
    )
    loaded = json.loads(done.stdout.strip().splitlines()[-1])
    assert loaded == []
