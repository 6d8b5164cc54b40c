"""A control greyed until something else is done names the page where that is done (issue 33
item 5): SPI's Turn 1 was blocked by the reserve plot with no word of which page holds it,
and Pratzen's Next phase, before the scenario is set up, said only which phases take it.
Written once (gui/panel.py `first_elsewhere`, from each page's declared kinds), for every
game; each page is held to what its controls really take."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from checkout_paths import SAVES
from spi_gui_support import plot_reserve

from tabletop.games import GAMES, find_game
from tabletop.gui.widgets.pages import Pages

pytestmark = pytest.mark.gui


def test_spi_next_phase_held_for_the_reserve_names_the_reserve_page(app, tk_root):
    """Turn 1 waits for the French reserve [12.0]: Next phase says so, and on which page it
    is written; once written, Next phase is open and says nothing more."""
    tab = app.new_session("spi1980", seed=7)
    tk_root.update()
    panel = tab.panel
    why = panel.controls.why(panel.turn.next_button)
    assert "reserve units" in why
    assert why.endswith("What is to be done first is on the Reserve & options page.")
    plot_reserve(panel, tk_root)
    assert panel.controls.why(panel.turn.next_button) == ""


def test_pratzen_before_set_up_points_every_greyed_step_to_the_set_up_page(app, tk_root):
    """Before the scenario is set up, Next phase (above the pages) and the Units page's hits
    name the Set-up page; the Set-up page's own greyed Remove, with the set-up in view
    beside it, names no page."""
    tab = app.new_session("pratzen", seed=7)
    tk_root.update()
    panel = tab.panel
    where = "What is to be done first is on the Set-up page."
    assert panel.turn.next_button.instate(["disabled"])
    assert panel.controls.why(panel.turn.next_button).endswith(where)
    panel.book.show("Units")
    tk_root.update()
    hits = [c for c, kind in panel.controls.placed() if kind == "hits"]
    assert hits and all(panel.controls.why(c).endswith(where) for c in hits)
    setup = panel.book.get("Set-up")
    assert setup.remove_button.instate(["disabled"])
    why = panel.controls.why(setup.remove_button)
    assert why and "page" not in why


def sessions(app, tk_root, tmp_path: Path):
    """A new game of each game with pages, and each example save, open in the window."""
    for game in sorted(GAMES):
        yield app.new_session(game, seed=3)
    for save in sorted(SAVES.glob("*.toml")):
        copy = tmp_path / save.name
        shutil.copy(save, copy)
        yield app.open_path(copy)


def test_each_page_declares_every_kind_its_controls_take(app, tk_root, tmp_path: Path):
    """A page that took a kind it did not declare would leave a greyed control elsewhere
    silent (or pointing at the wrong page) about where to go first."""
    checked = 0
    for tab in sessions(app, tk_root, tmp_path):
        tk_root.update()
        book = tab.panel.page_area()
        if not isinstance(book, Pages):
            continue
        kinds = set(find_game(tab.session.game.id).actions)
        for title in book.titles():
            assert set(book.taking_on(title)) <= kinds, title
            book.get(title)
        tk_root.update()
        tab.panel.controls.refresh()
        for control, kind in tab.panel.controls.placed():
            title = book.title_of(control)
            if title:
                assert kind in book.taking_on(title), (tab.session.game.id, title, kind)
                checked += 1
    assert checked > 50
