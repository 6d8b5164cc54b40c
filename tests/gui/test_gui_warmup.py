"""The engine loads while the start page waits (gui/warmup.py), and never in the middle of
opening a save: the open lays its tab out with update_idletasks, which once ran the rest of
the warm-up (every game imported while the player waited for their save)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tabletop.gui import warmup

pytestmark = pytest.mark.gui


@pytest.fixture
def three_modules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Three modules never imported yet, standing for the engine's."""
    names = [f"warm_{n}_{tmp_path.name}".replace("-", "_") for n in range(3)]
    for name in names:
        (tmp_path / f"{name}.py").write_text("LOADED = True\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(warmup, "ENGINE", tuple(names))
    yield names
    for name in names:
        sys.modules.pop(name, None)


def test_an_open_does_not_run_the_warm_up(tk_root: Any, three_modules: list[str]) -> None:
    """Opening a save at the moment the warm-up began took as long as importing every game."""
    warmup.warm_up(tk_root, lambda: True)
    tk_root.update_idletasks()  # what an open does while it lays its tab out
    assert [name in sys.modules for name in three_modules] == [True, False, False]


def test_the_start_page_left_a_moment_loads_everything(
    tk_root: Any, three_modules: list[str]
) -> None:
    """The modules must still load while the player looks at the start page."""
    warmup.warm_up(tk_root, lambda: True)
    for _ in range(200):
        tk_root.after(5, lambda: None)
        tk_root.update()
        if all(name in sys.modules for name in three_modules):
            break
    assert all(name in sys.modules for name in three_modules)
