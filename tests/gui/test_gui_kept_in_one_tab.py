"""A lost table the owner keeps from one game's tab is logged in that game only; every other
open game of that title offers to adopt it (issue 31 item 4).

If this failed, a table typed in one tab would be written unasked into the log of every
other game open beside it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from vaevictis_support import type_fire_table

from tabletop.core import data
from tabletop.session.saves import read_session
from tabletop.session.verify import verify_file

pytestmark = pytest.mark.gui


def _printed(session: Any) -> list[Any]:
    return [e for e in session.log.entries if e.what == "printed data"]


def test_a_lost_table_kept_in_one_tab_is_offered_to_the_other(
    app: Any, tk_root: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data.load_board.cache_clear()
    other = app.new_session("vaevictis", seed=4)
    keeper = app.new_session("vaevictis", seed=5)
    tk_root.update()
    entry = keeper.panel.lost["fire"]
    type_fire_table(entry)
    assert entry.save_button.invoke() is not False
    tk_root.update()
    assert len(_printed(keeper.session)) == 1
    assert _printed(other.session) == [], "the other game is not written to unasked"
    assert other.adopt_bar.winfo_manager() == "pack", "it is offered the table to adopt"
    other.adopt_bar.adopt_button.invoke()
    tk_root.update()
    assert len(_printed(other.session)) == 1
    paths = []
    for tab in (keeper, other):
        tab.session.flush()
        paths.append(tab.session.autosave_path())
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "empty"))
    data.load_board.cache_clear()
    for path in paths:
        read_session(path, autosave=False)
        assert verify_file(path).problem is None
    data.load_board.cache_clear()
