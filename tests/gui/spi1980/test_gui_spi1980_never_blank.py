"""SPI's pages never go blank or keep an empty band (issue 31).

The Combat page: from the example save with a combat waiting, a roll, an Undo and Enter in
the real-dice field each left the page empty, no control in sight, Next phase greyed with
"Apply the attacker's result first", and only Ctrl + then Ctrl 0 brought it back. The page
had been scrolled down to the Roll button or the field, and what replaced the form was
shorter than that: the page stayed scrolled past its end. A frame whose last child goes
keeps its old height in Tk: the combat form's terrain rows and the Victory page's lost
types left empty bands behind them.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from typing import Any

import pytest
from checkout_paths import SAVES
from spi_gui_support import controls_in_view, focus, in_view, take_losses, tooltip_over

from tabletop.core.data import load_board

pytestmark = pytest.mark.gui


@pytest.fixture(autouse=True)
def shipped_board_after() -> Iterator[None]:
    """A counter type entered by a test stays in that test's own home: the board read with
    it is not kept for the tests after."""
    yield
    load_board.cache_clear()


@pytest.fixture
def tab(app: Any, tk_root: Any, tmp_path: Any) -> Any:
    """A copy of saves/spi1980-combat-pending.toml open in the window, its combat undone so
    the attack form is back (Rotrmd against Becker, Game-Turn 1)."""
    path = tmp_path / "spi1980-combat-pending.toml"
    shutil.copyfile(SAVES / "spi1980-combat-pending.toml", path)
    opened = app.open_path(path)
    tk_root.update()
    assert opened.panel.combat.losses.showing()
    assert in_view(opened.panel.combat.losses.apply_button)
    opened.undo_button.invoke()
    tk_root.update()
    combat = opened.panel.combat
    assert not combat.losses.showing()
    combat.attackers.choose(["rotrmd"])
    combat.defenders.choose(["becker"])
    tk_root.update()
    return opened


def assert_result_shown(combat: Any) -> None:
    """The result waiting is in view with its controls: Apply these losses among them."""
    assert combat.winfo_height() > 1
    assert combat.losses.showing()
    assert in_view(combat.losses.apply_button), "the combat page shows no Apply button"
    assert combat.losses.apply_button in controls_in_view(combat)


def test_a_roll_leaves_the_result_in_view(tab: Any, tk_root: Any) -> None:
    """Tab down to Roll and press it: the result to apply is shown, not an empty page."""
    combat = tab.panel.combat
    focus(combat.roll_box.roll_button, tk_root)
    assert in_view(combat.roll_box.roll_button)
    combat.roll_box.roll_button.invoke()
    tk_root.update()
    assert tab.panel.session.state.pending_combat is not None
    assert_result_shown(combat)


def test_enter_in_the_real_dice_field_leaves_the_result_in_view(tab: Any, tk_root: Any) -> None:
    """Type a real die's 1 and press Enter: the result to apply is shown."""
    combat = tab.panel.combat
    entry = combat.roll_box.typed_entry
    focus(entry, tk_root)
    entry.delete(0, "end")
    entry.insert(0, "1")
    entry.event_generate("<Return>")
    tk_root.update()
    pending = tab.panel.session.state.pending_combat
    assert pending is not None and pending.result == "1/2d"
    assert_result_shown(combat)


def test_undo_of_the_last_result_leaves_it_in_view(app: Any, tk_root: Any, tmp_path: Any) -> None:
    """Apply both sides' results, Tab down to Roll for the next attack, then Undo: the
    attacker's result waits again (Next phase greyed: "Apply the combat result"), and the
    page shows it with its Apply button, not an empty page."""
    path = tmp_path / "spi1980-combat-pending.toml"
    shutil.copyfile(SAVES / "spi1980-combat-pending.toml", path)
    tab = app.open_path(path)
    tk_root.update()
    combat = tab.panel.combat
    take_losses(tab.panel, tk_root, {"becker": 2})
    take_losses(tab.panel, tk_root, {"rotrmd": 1})
    assert tab.panel.session.state.pending_combat is None
    focus(combat.roll_box.roll_button, tk_root)
    assert in_view(combat.roll_box.roll_button)
    tab.undo_button.invoke()
    tk_root.update()
    turn = tab.panel.turn
    assert turn.next_button.instate(["disabled"])
    assert "Apply the combat result" in tooltip_over(turn.gate, turn.next_button, tk_root)
    assert_result_shown(combat)


def test_the_form_closes_up_when_its_units_are_unpicked(tab: Any, tk_root: Any) -> None:
    """Picking units adds their terrain rows [8.0]; unpicking them takes the rows away and
    the form closes up, with no empty band left where the rows were."""
    combat = tab.panel.combat
    combat.attackers.choose([])
    combat.defenders.choose([])
    tk_root.update()
    empty = combat.form.winfo_height()
    combat.attackers.choose(["rotrmd", "jurschek"])
    combat.defenders.choose(["becker"])
    tk_root.update()
    assert combat.form.winfo_height() > empty
    combat.attackers.choose([])
    combat.defenders.choose([])
    tk_root.update()
    assert combat.form.winfo_height() == empty


def test_the_victory_page_closes_up_once_every_lost_type_is_entered(app: Any, tk_root: Any) -> None:
    """Once the owner has entered every counter type the text lost [2.4], their box goes
    and leaves no empty band at the top of the Victory page."""
    tab = app.new_session("spi1980", seed=3)
    tk_root.update()
    lost = tab.panel.victory.lost_types
    tk_root.update()
    assert lost.winfo_reqheight() > 1
    for unit_id in list(lost.choices):
        lost.buttons[unit_id].invoke()
        tk_root.update()
    assert not lost.choices
    assert lost.winfo_reqheight() <= 1
