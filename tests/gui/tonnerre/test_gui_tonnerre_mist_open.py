"""Tonnerre solo with the Mist open, in the window: Soult's blocks are asked for before the
first action.

If this failed, a French player against a Coalition bot would start with Soult at 4 blocks
when the revealed marker shows 2, with no control to take them off ("If necessary, adjust
Soult's strength by removing blocks (these blocks are not considered eliminated)." [1 Setup
4]; "French Player vs Coalition Bot: Reveal Mist Marker immediately." [7 Mist (Solo)]).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tonnerre_support import choose, full_entries, write_owner

from tabletop.core.data import load_board

pytestmark = pytest.mark.gui


@pytest.fixture(autouse=True)
def entered(user_home: Path) -> Iterator[None]:
    """Counts, tracks, four cards and the five Mist markers (test values) entered."""
    write_owner({**full_entries(), "mist": {"unknown": False, "values": ["2"] * 5}})
    yield
    load_board.cache_clear()


def test_the_mist_picked_open_in_the_new_game_dialog_asks_for_soults_blocks(
    app: Any, tk_root: Any
) -> None:
    from tabletop.gui.newgame import showing

    app.start.new_buttons["tonnerre"].invoke()
    tk_root.update()
    dialog = showing(tk_root)
    assert dialog is not None
    mist = dialog.form.form.combos["mist"]
    choose(mist, mist.cget("values")[1])
    dialog.new_button.invoke()
    tk_root.update()
    panel = app.current_tab().panel
    assert panel.session.state.mist_revealed
    answer = panel.play.answer
    assert answer.winfo_ismapped() and not panel.play.standard.winfo_ismapped()
    assert "Soult's blocks to be removed" in panel.status.cget("text")
    assert answer.cget("text") == "Before the first action"
    assert answer.mist_count.get() == "2"
    assert panel.play.commands.units["soult"].cget("text").endswith("(4)")
    answer.buttons["remove_mist_blocks"].invoke()
    tk_root.update()
    assert panel.session.state.command("soult").units == 2
    assert panel.play.commands.units["soult"].cget("text").endswith("(2)")
    assert "removed 2 block" in panel.play.mist.state_label.cget("text")
    assert panel.play.standard.winfo_ismapped() and "Coalition to act" in panel.status.cget("text")
