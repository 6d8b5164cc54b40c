"""Nothing of the printed-data forms is cut off at 1280x720 (issue 20): the bold-italic marks
dialog, the Tonnerre card form with a card's actions listed, the window of the owner's
entries, and a game's offer to adopt new entries."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from fit_support import clipped, on_screen_of
from pratzen_support import set_up
from printed_support import FIRE_A, FIRE_B, FIRE_COLUMNS

from tabletop.core.overrides import save_table
from tabletop.games.tonnerre.owner import save_card_action
from tabletop.session import Session

pytestmark = [pytest.mark.gui, pytest.mark.usefixtures("fresh_boards")]

SMALL = (1280, 720)


def test_the_marks_dialog_fits(app: Any, tk_root: Any) -> None:
    """Thirty-six fields with their printed results must all be seen."""
    on_screen_of(tk_root, SMALL)
    tab = app.add_session(set_up())
    tk_root.update()
    tab.panel.book.show(tab.panel.printed)
    chart = tab.panel.charts["close-combat-marks"]
    form = chart.enter_table()
    form.set_cell(2, 0, "R")
    form.save_button.invoke()
    tk_root.update()
    window = form.winfo_toplevel()
    assert window.winfo_width() <= SMALL[0] and window.winfo_height() <= SMALL[1]
    assert clipped(window) == []


def test_the_card_form_and_the_view_of_entries_fit(app: Any, tk_root: Any) -> None:
    """A card's actions listed under the form, and the window listing the owner's entries."""
    on_screen_of(tk_root, SMALL)
    chart = ["-", "AM", "FM", "FC", "FC + FM", "2 FC"]  # test values, not a printed card
    save_card_action("bagration", "front", "Attack Lannes", "attack", chart, target="Lannes")
    tab = app.new_session("tonnerre", seed=3)
    tk_root.update()
    tab.panel.book.show(tab.panel.printed)
    tk_root.update()
    cards = tab.panel.printed.cards
    cards.card_command.set("Bagration")
    cards.show_card()
    tk_root.update()
    assert clipped(cards) == []
    app.menus.packs.view()
    view = app.menus.packs.window
    tk_root.update()
    assert clipped(view) == []


def test_the_offer_to_adopt_fits(app: Any, tk_root: Any, tmp_path: Path) -> None:
    """The line saying a save's printed data differs from the owner's, and its button."""
    on_screen_of(tk_root, SMALL)
    save_table("vaevictis", "fire", FIRE_A, columns=FIRE_COLUMNS)
    path = Session.new("vaevictis", seed=2, autosave=False).save(tmp_path / "old.toml")
    save_table("vaevictis", "fire", FIRE_B, columns=FIRE_COLUMNS)
    tab = app.open_path(path)
    tk_root.update()
    assert tab is not None and tab.adopt_bar.winfo_ismapped()
    assert clipped(tab.adopt_bar) == []
