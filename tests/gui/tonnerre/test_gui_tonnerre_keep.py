"""A Tonnerre game played in the window with "Keep for every game" ticked verifies on any
user folder (the counts kept in the owner's folder, and logged in the game)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from printed_support import in_folder, verdicts
from tonnerre_support import COUNTS

from tabletop.core.data import load_board

pytestmark = pytest.mark.gui


@pytest.fixture(autouse=True)
def fresh_data(user_home: Path) -> Iterator[None]:
    load_board.cache_clear()
    yield
    load_board.cache_clear()


def test_a_game_placed_with_keep_ticked_verifies_on_any_folder(
    app: Any, user_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Keep wrote the counts to the owner's folder and the game logged enter_units; replay
    on the owner's folder refused that entry ('the unit counts are already set'), so a save
    made in the window never verified."""
    tab = app.new_session("tonnerre", seed=7)
    app.root.update()
    panel = tab.panel
    form = panel.play.setup
    assert form.keep.get(), "Keep for every game is ticked by default"
    for command, spin in form.spins.items():
        spin.set(str(COUNTS[command]))
    form.start_button.invoke()
    assert panel.session.state.phase == "play"
    whats = [e.what for e in panel.session.log.entries]
    assert whats[-2:] == ["printed data", "enter_units"]
    path = panel.session.save(tmp_path / "window.toml")
    homes = {"maker": user_home, "empty": tmp_path / "empty", "other": tmp_path / "other"}
    in_folder(monkeypatch, homes["other"])
    from tabletop.core.overrides import save_entries

    theirs = {**COUNTS, "davout": COUNTS["davout"] + 1, "lannes": COUNTS["lannes"] - 1}
    save_entries("tonnerre", {"units": {"unknown": False, "counts": theirs}}, tell=False)
    assert verdicts(path, homes, monkeypatch) == {"maker": None, "empty": None, "other": None}
