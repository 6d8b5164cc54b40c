"""An entry kept on one Tonnerre tab's Printed data page is logged in that tab's game only;
every other open Tonnerre game offers to adopt it (issue 31 item 4).

If this failed, a command card typed in one game would be written silently into the log of
every other game open beside it (which then no longer opened), or into none of them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from printed_support import verdicts
from tonnerre_support import choose, click_tab, keep_lannes_card

from tabletop.session.saves import read_session

pytestmark = [pytest.mark.gui, pytest.mark.usefixtures("every_game_playable")]


def _printed(log: Any) -> list[Any]:
    return [e for e in log.entries if e.what == "printed data"]


def test_a_card_kept_in_one_tab_is_offered_to_the_other(app: Any, tk_root: Any) -> None:
    other = app.new_session("tonnerre", seed=4)
    keeper = app.new_session("tonnerre", seed=5)
    tk_root.update()
    assert app.current_tab() is keeper
    keep_lannes_card(keeper.panel, tk_root)
    assert "kept" in keeper.panel.printed.note.cget("text")
    assert len(_printed(keeper.session.log)) == 1
    assert "command_cards" in _printed(keeper.session.log)[0].result
    assert not keeper.adopt_bar.winfo_manager()
    assert _printed(other.session.log) == []
    assert other.adopt_bar.winfo_manager() == "pack"
    assert "printed data differs" in other.adopt_bar.label.cget("text")
    app.notebook.select(other)
    tk_root.update()
    assert other.adopt_bar.winfo_ismapped()
    other.adopt_bar.adopt_button.invoke()
    tk_root.update()
    assert len(_printed(other.session.log)) == 1 and not other.adopt_bar.winfo_manager()
    assert other.session.printed.hash == keeper.session.printed.hash


def test_a_card_kept_with_no_other_game_open_is_logged_once(app: Any, tk_root: Any) -> None:
    """The tab where it was typed logs it once, and shows no offer for it."""
    tab = app.new_session("tonnerre", seed=6)
    tk_root.update()
    keep_lannes_card(tab.panel, tk_root)
    assert len(_printed(tab.session.log)) == 1 and not tab.adopt_bar.winfo_manager()
    choose(tab.panel.play.standard.other_command, "Langeron")
    click_tab(tab.panel.book, "Play", tk_root)
    assert tab.panel.play.standard.other_button.winfo_ismapped()


def test_both_games_open_again_after_the_card_is_kept_and_adopted(
    app: Any, tk_root: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The autosaves of the tab where the card was kept and of the tab that adopted it open
    again and verify on an empty user folder (issue 31: every Tonnerre save open in a tab
    failed with "log line 8: field 'inputs' holds more than any entry writes")."""
    other = app.new_session("tonnerre", seed=4)
    keeper = app.new_session("tonnerre", seed=5)
    tk_root.update()
    for tab in (other, keeper):
        choose(tab.panel.play.standard.other_command, "Langeron")
        tab.panel.play.standard.other_button.invoke()
    keep_lannes_card(keeper.panel, tk_root)
    other.adopt_bar.adopt_button.invoke()
    tk_root.update()
    paths = []
    for tab in (keeper, other):
        tab.session.flush()
        paths.append(tab.session.autosave_path())
    empty = tmp_path / "empty"
    empty.mkdir()
    for path in paths:
        assert [e.what for e in read_session(path, autosave=False).log.entries][-1] == (
            "printed data"
        )
        assert verdicts(path, {"empty": empty}, monkeypatch) == {"empty": None}
