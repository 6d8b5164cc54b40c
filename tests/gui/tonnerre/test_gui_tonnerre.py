"""The Tonnerre panel on a real X server, driven through its own widgets.

`PYTHONPATH=tests/support python tests/gui/tonnerre/test_gui_tonnerre.py` rewrites the example
save in saves/ from the engine.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from checkout_paths import SAVES
from tonnerre_support import COUNTS, choose, full_entries, place_units, write_owner

from tabletop.core.data import load_board
from tabletop.games.tonnerre.state import COALITION, FRENCH, OVER
from tabletop.session import Session
from tabletop.session.saves import read_session

pytestmark = pytest.mark.gui

EXAMPLE = SAVES / "tonnerre-setup.toml"


@pytest.fixture(autouse=True)
def fresh_data(user_home: Path) -> Iterator[None]:
    """Each test starts with no owner entries read (the board cache holds the last ones)."""
    load_board.cache_clear()
    yield
    load_board.cache_clear()


def build_example(path: Path | None = None) -> Session:
    """A new game waiting for the owner's unit counts (the text lost them) [1 Setup]."""
    return Session.new("tonnerre", seed=1805, path=path, autosave=False)


def _panel(app: Any, seed: int = 7) -> Any:
    tab = app.new_session("tonnerre", seed=seed)
    app.root.update()
    return tab.panel


def test_example_save_loads_and_waits_for_the_counts(app: Any) -> None:
    """The shipped example opens on the set-up form, morale 10 and 9 on the tracks."""
    session = read_session(EXAMPLE, autosave=False)
    assert session.state.phase == "setup"
    tab = app.open_path(EXAMPLE)
    app.root.update()
    panel = tab.panel
    assert panel.play.setup.winfo_ismapped()
    assert panel.morale_shown(COALITION) == 10 and panel.morale_shown(FRENCH) == 9
    assert "unit counts" in panel.status.cget("text")


def test_setup_form_places_the_units_and_keeps_them(app: Any) -> None:
    """Entering the counts starts play, and a second game starts with them already."""
    panel = _panel(app)
    for command, spin in panel.play.setup.spins.items():
        spin.set(str(COUNTS[command]))
    panel.play.setup.spins["davout"].set("5")
    panel.play.setup.start_button.invoke()
    assert "add up to" in panel.play.setup.error.cget("text")
    assert panel.session.state.phase == "setup"
    place_units(panel)
    assert panel.session.state.phase == "play"
    assert "Coalition to act" in panel.status.cget("text")
    assert panel.play.commands.units["soult"].cget("text").endswith("(4)")
    assert panel.play.commands.acts["bagration"].cget("text") == "may act"
    assert panel.play.commands.acts["davout"].cget("text") == ""
    again = _panel(app, seed=8)
    assert again.session.state.phase == "play"


def test_an_attack_through_the_window_to_a_broken_army(app: Any) -> None:
    """Roll, read the card, no defense, read each box, rout test: the French army breaks."""
    panel = _panel(app)
    place_units(panel)
    standard = panel.play.standard
    choose(standard.attacker, "Bagration")
    choose(standard.target, "Lannes")
    standard.rollbox.typed_entry.insert(0, "2")
    standard.rollbox.use_typed_button.invoke()
    answer = panel.play.answer
    assert "printed result" in answer.question.cget("text") or "card" in answer.question.cget(
        "text"
    )
    answer.result_entry.insert(0, "3 XZ")
    answer.buttons["read_result"].invoke()
    assert "XZ" in panel.error.cget("text") and panel.session.state.waiting.kind == "read"
    answer = panel.play.answer
    answer.result_entry.delete(0, "end")
    answer.result_entry.insert(0, "2 FC + 1 FM")
    answer.buttons["read_result"].invoke()
    panel.play.answer.buttons["no_defense"].invoke()
    assert panel.morale_shown(FRENCH) == 8
    panel.play.answer.buttons["plain"].invoke()
    panel.play.answer.buttons["rout test"].invoke()
    assert "rout test" in panel.status.cget("text")
    assert panel.tracks.shown["French casualties"].startswith("1 R")
    rollbox = panel.play.answer.rollbox
    assert rollbox is not None
    assert "Broken" in rollbox.bars.find_all() or rollbox.roll_button.instate(["!disabled"])
    rollbox.typed_entry.insert(0, "3")
    rollbox.use_typed_button.invoke()
    assert "French to act" in panel.status.cget("text")
    choose(panel.play.standard.other_command, "Davout")
    panel.play.standard.other_button.invoke()
    choose(panel.play.standard.attacker, "Langeron")
    choose(panel.play.standard.target, "Davout")
    panel.play.standard.rollbox.roll_button.invoke()
    panel.play.answer.result_entry.insert(0, "FC")
    panel.play.answer.buttons["read_result"].invoke()
    panel.play.answer.buttons["no_defense"].invoke()
    panel.play.answer.buttons["B"].invoke()
    assert panel.session.state.phase == OVER and panel.session.state.winner == COALITION
    assert panel.status.cget("text").startswith("GAME OVER")
    assert "B" in panel.tracks.shown["French casualties"]


def test_murat_defense_through_the_window(app: Any) -> None:
    """With the owner's cards entered, the Murat example plays from the panel [8]."""
    write_owner(full_entries())
    panel = _panel(app)
    standard = panel.play.standard
    choose(standard.attacker, "Bagration")
    choose(standard.target, "Lannes")
    assert standard.odds()["1 AC + 1 FM"] == Fraction(1, 6)
    standard.rollbox.typed_entry.insert(0, "2")
    standard.rollbox.use_typed_button.invoke()
    answer = panel.play.answer
    choose(answer.defender, "Murat")
    answer.rollbox.typed_entry.insert(0, "4")
    answer.rollbox.use_typed_button.invoke()
    assert panel.morale_shown(FRENCH) == 8 and panel.morale_shown(COALITION) == 9
    assert panel.session.state.army(COALITION).casualties == 2
    assert "Coalition to act" in panel.status.cget("text")


def test_mist_marker_hidden_until_the_french_player_confirms(app: Any) -> None:
    """Nothing of the marker is on screen for the Coalition; the hand-over comes first."""
    panel = _panel(app)
    place_units(panel)
    marker = panel.session.state.mist_marker
    mist = panel.play.mist
    assert f"marker {marker}" not in mist.state_label.cget("text")
    assert mist.secret_label.cget("text") == ""
    mist.look_button.invoke()
    assert mist.handover.winfo_manager() and mist.secret_label.cget("text") == ""
    mist.confirm_button.invoke()
    assert f"Mist marker {marker}" in mist.secret_label.cget("text")
    choose(panel.play.standard.other_command, "Langeron")
    panel.play.standard.other_button.invoke()
    assert mist.secret_label.cget("text") == "" and not mist.secret.winfo_manager()


def test_undo_after_a_peek_shows_nothing(app: Any) -> None:
    """Undo redraws with the marker hidden again."""
    panel = _panel(app)
    place_units(panel)
    panel.play.mist.look_button.invoke()
    panel.play.mist.confirm_button.invoke()
    app.current_tab().undo_button.invoke()
    assert panel.session.state.phase == "setup"
    assert panel.play.mist.secret_label.cget("text") == ""


def test_printed_track_entered_once_stops_the_questions(app: Any) -> None:
    """The owner's track entry is kept and drawn: R and B boxes, no "?" left."""
    panel = _panel(app)
    length, rout, minus = panel.printed.track_fields[FRENCH]
    length.set("12")
    rout.insert(0, "4, 10")
    minus.insert(0, "8")
    panel.printed.track_buttons[FRENCH].invoke()
    shown = panel.tracks.shown["French casualties"]
    assert shown.split()[3] == "R" and shown.split()[7] == "R-1" and shown.split()[-1] == "B"


def test_card_and_mist_entered_on_the_printed_data_page(app: Any) -> None:
    """A card action typed from the printed card gives the attack its odds from then on, and
    the revealed Mist marker shows the value the owner entered."""
    panel = _panel(app)
    place_units(panel)
    printed = panel.printed
    choose(printed.cards.card_command, "Bagration")
    printed.cards.card_name.insert(0, "Attack Lannes")
    chart = ["-", "AM", "FM", "FC", "FC + FM", "2 FC"]  # test values, not a printed card
    for entry, cell in zip(printed.cards.chart_entries, chart, strict=True):
        entry.insert(0, cell)
    printed.cards.card_button.invoke()
    assert "kept" in printed.note.cget("text")
    choose(panel.play.standard.attacker, "Bagration")
    odds = panel.play.standard.odds()
    assert odds["FC"] == Fraction(1, 6) and odds["2 FC"] == Fraction(1, 6)
    values = ["Soult -0", "Soult -1", "Soult -1", "Soult -2", "Soult -2"]  # test values
    for entry, value in zip(printed.mist_entries, values, strict=True):
        entry.insert(0, value)
    printed.mist_button.invoke()
    choose(panel.play.standard.other_command, "Langeron")
    panel.play.standard.other_button.invoke()
    choose(panel.play.standard.attacker, "Soult")
    choose(panel.play.standard.target, "Pratzen")
    panel.play.standard.rollbox.typed_entry.insert(0, "3")
    panel.play.standard.rollbox.use_typed_button.invoke()
    marker = panel.session.state.mist_marker
    assert panel.session.state.mist_revealed
    assert values[marker - 1] in panel.play.mist.state_label.cget("text")
    assert "remove" in panel.status.cget("text").lower()
    panel.play.answer.mist_count.set("1")
    panel.play.answer.buttons["remove_mist_blocks"].invoke()
    assert panel.session.state.command("soult").units == COUNTS["soult"] - 1


if __name__ == "__main__":
    build_example(EXAMPLE).save()
    print(EXAMPLE)
    sys.exit(0)


def test_enter_in_the_printed_result_applies_it(app: Any) -> None:
    """Enter in "Result printed on the card" applies what was typed, as Apply does."""
    panel = _panel(app)
    place_units(panel)
    standard = panel.play.standard
    choose(standard.attacker, "Bagration")
    choose(standard.target, "Lannes")
    standard.rollbox.typed_entry.insert(0, "2")
    standard.rollbox.use_typed_button.invoke()
    answer = panel.play.answer
    answer.result_entry.insert(0, "2 FC + 1 FM")
    answer.result_entry.focus_force()
    app.root.update()
    answer.result_entry.event_generate("<Return>")
    app.root.update()
    assert panel.session.state.waiting.kind != "read"
    assert panel.session.log.entries[-1].what == "read_result"
