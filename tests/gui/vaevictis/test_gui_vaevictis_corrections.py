"""The Units page's corrections and its Rally button, clicked as a player does: a loss or a
rout seen on the map is entered with what the board shows, and Rally says why it is greyed
for the unit chosen [7]."""

from __future__ import annotations

from typing import Any

import pytest
from test_gui_vaevictis import click_to, enter_army, new_tab, start_play

pytestmark = pytest.mark.gui


def _choose(panel: Any, tk_root: Any, unit_id: str) -> None:
    """Pick a unit in the Units page's drop-down, as a player does."""
    box = panel.units.unit_box
    box.set(next(str(v) for v in box.cget("values") if str(v).startswith(f"{unit_id} ")))
    box.event_generate("<<ComboboxSelected>>")
    tk_root.update()


def _playing(app: Any, tk_root: Any) -> tuple[Any, Any, Any]:
    """A new game with the test army entered and the French to play: its tab, panel and
    Units page."""
    tab = new_tab(app, tk_root)
    enter_army(tab.panel, tk_root)
    start_play(tab.panel, tk_root)
    return tab, tab.panel, tab.panel.units


def test_a_loss_seen_on_the_map_is_entered_with_its_reason(app: Any, tk_root: Any) -> None:
    """A box crossed by hand (a rout through an enemy ZOC [14.2]) was logged like a roll's
    result: now it is a correction, refused without what the board shows, logged with it."""
    tab, panel, units = _playing(app, tk_root)
    _choose(panel, tk_root, "arkh")
    before = len(tab.session.log.entries)
    units.buttons["lose"].invoke()
    tk_root.update()
    assert "needs its reason" in str(units.error_label.cget("text"))
    assert len(tab.session.log.entries) == before
    units.correction_entry.insert(0, "routed through the 17e's ZOC")
    units.buttons["lose"].invoke()
    tk_root.update()
    assert tab.session.state.unit("arkh").crossed == 1
    entry = [e for e in tab.session.log.entries if e.what == "lose"][-1]
    assert entry.inputs["reason"] == "routed through the 17e's ZOC"
    assert units.correction_entry.get() == ""


def test_rally_is_greyed_for_a_routed_unit_and_says_to_take_its_test(
    app: Any, tk_root: Any
) -> None:
    """In the Rally Phase the Rally button stayed open for a routed unit, whose rally is a
    morale test at -1 [7.2], and for the other side's unit [7]; a click only then said
    why. The greyed button now says it, as the rules do."""
    tab, panel, units = _playing(app, tk_root)
    _choose(panel, tk_root, "17e")
    units.correction_entry.insert(0, "a second disorder on the map")
    units.buttons["rout"].invoke()
    tk_root.update()
    assert tab.session.state.unit("17e").routed
    click_to(panel, tk_root, 1)  # the French Rally Phase [5.2] 2
    _choose(panel, tk_root, "17e")
    rally = units.buttons["rally"]
    assert rally.instate(["disabled"])
    assert "take a morale test for rally" in panel.controls.why(rally)
    _choose(panel, tk_root, "arkh")
    assert rally.instate(["disabled"])
    assert "this unit is the other side's" in panel.controls.why(rally)


def test_the_rolls_page_rolls_in_the_steps_that_open_each_roll(app: Any, tk_root: Any) -> None:
    """The Rolls page's forms are logged into the game in the steps whose declaration opens
    them (`Step.rolls`): a general's initiative in the Command Phase [6.7], a morale test in
    the Movement Phase [6.6] [14.1]."""
    tab, panel, _units = _playing(app, tk_root)
    before = len(tab.session.log.entries)
    initiative = panel.resolvers["initiative"]
    initiative.set_input("initiative", 3)
    assert initiative.roll() is not None
    click_to(panel, tk_root, 3)  # the French Movement Phase [5.2] 4
    test = panel.resolvers["morale-test"]
    test.set_input("morale", 8)
    assert test.roll() is not None
    rolled = [e.what for e in tab.session.log.entries[before:] if e.natural is not None]
    assert rolled == ["vaevictis/initiative", "vaevictis/morale-test"]
