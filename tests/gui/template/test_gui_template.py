"""The template game's panel on a real X server, driven as a player would: the tracks move
after a typed roll, Hold is greyed with the rules' sentence until it can rally, and the start
page lists the teaching game after the five printed ones."""

from __future__ import annotations

from typing import Any

import pytest
from newgame_support import new_from_start_page

from tabletop.games import GAMES

pytestmark = pytest.mark.gui


def test_a_typed_roll_moves_both_tracks_and_opens_hold(app: Any, tk_root: Any) -> None:
    tab = app.new_session("template", seed=7)
    tk_root.update()
    panel = tab.panel
    page = panel.act
    assert panel.tracks["French"].title_text() == "French morale: 9"
    assert page.hold_button.instate(["disabled"])
    assert "starting morale box (9)" in panel.controls.why(page.hold_button)
    page.roll_box.typed_entry.insert(0, "7")
    page.roll_box.use_typed_button.invoke()
    tk_root.update()
    assert panel.tracks["French"].title_text() == "French morale: 8"
    assert panel.tracks["Allied"].title_text() == "Allied morale: 9"
    assert "Turn 1 of 6. The Allied act" in str(page.info_label.cget("text"))
    assert not page.hold_button.instate(["disabled"])  # the Allied, on 9, may rally to 10
    page.hold_button.invoke()
    tk_root.update()
    assert panel.tracks["Allied"].title_text() == "Allied morale: 10"
    assert "Turn 2 of 6. The French act" in str(page.info_label.cget("text"))


def test_a_roll_the_dice_cannot_show_is_refused_in_a_sentence(app: Any, tk_root: Any) -> None:
    tab = app.new_session("template", seed=7)
    tk_root.update()
    page = tab.panel.act
    page.roll_box.typed_entry.insert(0, "13")
    page.roll_box.use_typed_button.invoke()
    tk_root.update()
    assert (
        page.roll_box.error_label.cget("text")
        == "Attack: roll of real dice cannot be more than 12."
    )
    assert tab.panel.tracks["French"].title_text() == "French morale: 9"


def test_the_start_page_lists_the_teaching_game_after_the_printed_ones(
    app: Any, tk_root: Any
) -> None:
    buttons = app.start.new_buttons
    rows = {gid: int(button.grid_info()["row"]) for gid, button in buttons.items()}
    printed = [gid for gid in GAMES if not GAMES[gid].teaching]
    assert len(printed) == 5 and GAMES["template"].teaching
    assert all(rows["template"] > rows[gid] + 1 for gid in printed)
    tab = new_from_start_page(app, tk_root, "template")
    assert tab.session.game.id == "template"


def test_help_on_a_case_says_the_rules_are_the_apps_own_not_a_publishers() -> None:
    """[T3] cited in the log leads to Help: the template has no printed rulebook to send a
    player to, and its Clash Table and notes are what the app holds."""
    from tabletop.gui.help_rules import rule_text

    text = rule_text("template", "T3")
    assert "rules are the app's own, written out in docs/template.md" in text
    assert "publisher" not in text and "source: docs/template.md [T3]" in text
