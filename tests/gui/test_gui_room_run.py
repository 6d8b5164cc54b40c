"""Runs `test_gui_room.py` in a pytest of its own (see conftest.py): every game keeps a third
of a 1280x800 laptop screen for its pages, the tracks fold and open, the log hides."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.gui


def test_the_room_tests_pass_on_a_laptop_screen_of_their_own() -> None:
    here = Path(__file__).with_name("test_gui_room.py")
    env = {**os.environ, "TABLETOP_ROOM_CHILD": "1"}
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(here)],
        capture_output=True,
        text=True,
        env=env,
        timeout=1500,
        cwd=here.parents[2],
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert " passed" in done.stdout and "skipped" not in done.stdout
