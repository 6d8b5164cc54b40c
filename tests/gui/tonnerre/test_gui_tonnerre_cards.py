"""Tonnerre's command cards entered on the Printed data page as their owner does: the target
and the flip condition kept, the card's actions listed, loaded back to correct and removed, a
chart cell read as the attack reads it, and a question before an action is replaced (issue
20, item 4) [1 The Command Cards]."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tonnerre_support import COUNTS, choose

from tabletop.core.overrides import owner_entries
from tabletop.games.tonnerre.cards import card_entered
from tabletop.games.tonnerre.data import game_data
from tabletop.gui.panels.tonnerre.printed import PrintedData

pytestmark = [pytest.mark.gui, pytest.mark.usefixtures("fresh_boards")]

CHART = ["-", "AM", "FM", "FC", "FC + FM", "2 FC"]  # test values, not a printed card


@pytest.fixture
def page(tk_root: Any) -> PrintedData:
    shown = PrintedData(tk_root, lambda _entry: None)
    shown.pack(fill="both", expand=True)
    tk_root.update()
    return shown


def type_action(page: PrintedData, name: str, chart: list[str], target: str = "") -> None:
    """Fill the card form as from the printed card."""
    form = page.cards
    choose(form.card_command, "Bagration")
    for entry, text in ((form.card_name, name), (form.card_target, target)):
        entry.delete(0, "end")
        entry.insert(0, text)
    for column, cell in enumerate(chart):
        form.chart.set_cell(0, column, cell)


def bagration_card() -> dict[str, Any]:
    card: dict[str, Any] = owner_entries("tonnerre")["command_cards"]["cards"]["bagration"]
    return card


def test_target_flip_and_the_list_of_a_cards_actions(page: PrintedData) -> None:
    """The card form had no target and no flip condition, and showed none of the actions
    already entered: the owner could not see what was left to type."""
    form = page.cards
    type_action(page, "Attack Lannes", CHART, target="Lannes")
    form.card_flip.insert(0, "when Bagration  has 2 units or fewer")
    form.card_button.invoke()
    card = bagration_card()
    assert card["front"][0]["target"] == "Lannes"
    assert card["flip"] == "when Bagration has 2 units or fewer"
    assert form.listing.get(0, "end") == (
        "front · attack · Attack Lannes → Lannes · - | AM | FM | FC | FC + FM | 2 FC",
    )
    assert str(form.listing_title.cget("text")) == "Bagration's card: 1 action(s) entered"
    choose(form.card_command, "Davout")
    assert form.listing.size() == 0 and form.card_flip.get() == ""
    choose(form.card_command, "Bagration")
    assert form.card_flip.get() == "when Bagration has 2 units or fewer"


def test_an_unreadable_chart_cell_is_refused_with_its_roll(page: PrintedData) -> None:
    """'3 QQ' was kept as a result, and the attack failed only when a 3 was rolled."""
    type_action(page, "Attack Lannes", ["-", "AM", "3 QQ", "FC", "FC", "FC"])
    form = page.cards
    form.card_button.invoke()
    said = str(page.error.cget("text"))
    assert said.startswith("Roll 3: '3 QQ' in the result '3 QQ' is not FC, AC, FM, AM or Capture")
    assert "command_cards" not in owner_entries("tonnerre")
    form.chart_entries[1].focus_force()
    form.update()
    assert str(form.chart.reading_label.cget("text")) == "Roll 2: AM: 1 AM"


def test_replacing_an_action_asks_first(page: PrintedData, dialogs: Any) -> None:
    """Re-entering a name silently replaced the action kept under it."""
    form = page.cards
    type_action(page, "Attack Lannes", CHART)
    form.card_button.invoke()
    type_action(page, "Attack Lannes", ["FC"] * 6)
    form.card_button.invoke()  # answered no
    assert dialogs.shown[-1][0] == "Replace a card action"
    assert bagration_card()["front"][0]["chart"] == CHART
    dialogs.answer = True
    form.card_button.invoke()
    assert bagration_card()["front"][0]["chart"] == ["FC"] * 6


def test_an_action_is_loaded_back_and_removed(page: PrintedData, dialogs: Any) -> None:
    """A kept card action could not be corrected or removed in the window."""
    form = page.cards
    type_action(page, "Attack Lannes", CHART, target="Lannes")
    form.card_button.invoke()
    type_action(page, "Hold", [""] * 6)
    choose(form.card_kind, "defend")
    form.card_button.invoke()
    assert form.listing.size() == 2
    form.listing.selection_set(0)
    form.edit_button.invoke()
    assert form.card_name.get() == "Attack Lannes" and form.card_target.get() == "Lannes"
    assert form.chart.values()[0] == CHART
    dialogs.answer = True
    form.listing.selection_clear(0, "end")
    form.listing.selection_set(1)
    form.remove_button.invoke()
    assert [a["name"] for a in bagration_card()["front"]] == ["Attack Lannes"]
    assert form.listing.size() == 1
    form.listing.selection_set(0)
    form.remove_button.invoke()  # the last action: the card is not entered any more
    assert "bagration" not in owner_entries("tonnerre").get("command_cards", {}).get("cards", {})
    assert not card_entered("bagration")


def test_unit_counts_fill_from_a_csv(app: Any, tmp_path: Path) -> None:
    """The eleven commands' counts had to be typed in one spinbox at a time."""
    tab = app.new_session("tonnerre", seed=7)
    app.root.update()
    form = tab.panel.play.setup
    names = {c.id: c.name for c in game_data().commands}
    roster = tmp_path / "counts.csv"
    roster.write_text(
        "command,units\n" + "".join(f"{names[c]},{n}\n" for c, n in COUNTS.items()),
        encoding="utf-8",
    )
    form.ask_open = lambda _master: str(roster)
    form.csv_button.invoke()
    assert {c: int(s.get()) for c, s in form.spins.items()} == COUNTS
    form.start_button.invoke()
    assert tab.session.state.phase == "play"
    roster.write_text("Davout,4\nNey,3\n", encoding="utf-8")
    form.csv_button.invoke()
    assert str(form.error.cget("text")).startswith("Line 2: 'Ney' is not one of")
