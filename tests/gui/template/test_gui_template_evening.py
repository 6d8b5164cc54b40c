"""An evening of the template game clicked through (issue 31): a new game from the start page,
a whole turn (the French act, then the Allied) with the app's dice and a typed roll, Undo and
Redo, every page showing its controls after each step, the window quit, the autosave found
again on the start page, and the file verified on an empty user folder.

The template has no printed data for an owner to enter and no correction (its rules are the
app's own, docs/template.md): its evening is the rolls, the sides and the file."""

from __future__ import annotations

from pathlib import Path

import pytest
from evening_support import (
    blank_pages,
    quit_window,
    resumed,
    typed_roll,
    verifies_elsewhere,
    window,
)
from newgame_support import new_from_start_page

pytestmark = pytest.mark.gui


def test_an_evening_of_the_template_clicked_through(tmp_path: Path) -> None:
    """A player who rolls, takes a roll back and rolls it again, then quits, would find the
    game elsewhere than he left it, a page with nothing on it, or a save a referee cannot
    verify."""
    with window() as (root, app):
        tab = new_from_start_page(app, root, "template")
        panel, page = tab.panel, tab.panel.act
        assert blank_pages(panel, root) == []
        assert "Turn 1 of 6. The French act" in str(page.info_label.cget("text"))

        page.roll_box.roll_button.invoke()  # the French attack with the app's dice
        root.update()
        assert "Turn 1 of 6. The Allied act" in str(page.info_label.cget("text"))
        assert blank_pages(panel, root) == []
        rolled = [e for e in tab.session.log.entries if e.what == "template/clash"]
        assert len(rolled) == 1 and not rolled[0].typed
        after_french = tab.session.state

        tab.undo_button.invoke()
        root.update()
        assert "Turn 1 of 6. The French act" in str(page.info_label.cget("text"))
        assert panel.tracks["French"].title_text() == "French morale: 9"
        assert blank_pages(panel, root) == []
        tab.redo_button.invoke()  # the same roll again, not a new one
        root.update()
        assert tab.session.state == after_french
        assert "Turn 1 of 6. The Allied act" in str(page.info_label.cget("text"))

        typed_roll(page.roll_box, "7")  # the Allied roll real dice: 7 on the Clash Table
        root.update()
        assert "Turn 2 of 6. The French act" in str(page.info_label.cget("text"))
        assert tab.session.log.entries[-1].typed
        assert blank_pages(panel, root) == []
        state = tab.session.state
        shown = {side: panel.tracks[side].title_text() for side in ("French", "Allied")}
        path = tab.session.autosave_path()
        quit_window(app, root)

    assert path.is_file()
    with resumed(path, "Template, Turn 2, just now: autosave ") as (root, again):
        assert again.session.state == state
        assert {s: again.panel.tracks[s].title_text() for s in shown} == shown
        assert blank_pages(again.panel, root) == []

    verifies_elsewhere(path, tmp_path / "empty-home")
