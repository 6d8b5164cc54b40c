"""An evening of SPI's The Battle of Austerlitz clicked through (issue 31, deliverable 9).

A new game started from the start page's New button and its dialog, a whole Game-Turn played
with the panel's own controls (every phase; the app's dice and typed rolls; Undo and Redo; the
owner's entry of a counter type the text lost [2.4], made during play; an A hex typed with the
wrong letter and corrected [14.3]), every page checked for its controls after each phase,
the window quit, opened again, the autosave found under "Sessions in progress" and carried
on, and the file proved by `tabletop verify` on a machine whose user folder is empty.
"""

from __future__ import annotations

import tkinter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from newgame_support import new_from_start_page
from spi_gui_support import (
    assert_every_page_shown,
    controls_in_view,
    fight,
    focus,
    in_view,
    next_phase,
    plot_reserve,
    roster_values,
    take_losses,
    type_roll,
    vp_cell,
)

from tabletop.cli import main
from tabletop.core import plain
from tabletop.core.data import load_board
from tabletop.gui.app import App

pytestmark = pytest.mark.gui


@pytest.fixture(autouse=True)
def shipped_board_after() -> Iterator[None]:
    """A counter type entered by a test stays in that test's own home: the board read with
    it is not kept for the tests after."""
    yield
    load_board.cache_clear()


def settle(tab: Any, tk_root: Any) -> None:
    """Apply a waiting combat result side by side as the page offers it: a rout rolled with
    the app's dice, the losses the page suggests [6.0] [6.3]."""
    losses = tab.panel.combat.losses
    for _side in ("defender", "attacker"):
        if tab.session.state.pending_combat is None:
            return
        if losses.rout.winfo_manager():
            focus(losses.rout_box.roll_button, tk_root)
            losses.rout_box.roll_button.invoke()
            tk_root.update()
        focus(losses.apply_button, tk_root)  # Tab to it: the page scrolls it into view
        assert in_view(losses.apply_button)
        losses.apply_button.invoke()
        tk_root.update()
    assert tab.session.state.pending_combat is None, tab.app.status.get()


def last_roll(tab: Any) -> Any:
    """The log's last entry with a die roll."""
    return next(e for e in reversed(tab.session.log.entries) if e.natural is not None)


def phase_done(tab: Any, tk_root: Any, phase: str) -> None:
    """The phase in the Game-Turn strip is `phase`; every page shows its controls."""
    assert phase in tab.panel.turn.phase_name()
    assert_every_page_shown(tab.panel, tk_root)


def listed(app: App, root: Any) -> list[str]:
    """The start page's list of sessions in progress, once read."""
    for _ in range(250):
        if app.start.recent.get(0) != "(reading\u2026)":
            break
        root.after(20)
        root.update()
    return [str(line) for line in app.start.recent.get(0, "end")]


def play_game_turn_1(tab: Any, tk_root: Any) -> None:
    """Game-Turn 1 (fog) phase by phase through the panel."""
    panel, app = tab.panel, tab.app
    state = lambda: tab.session.state  # noqa: E731
    phase_done(tab, tk_root, "Allied Rally Phase")
    plot_reserve(panel, tk_root)  # before the first Allied Movement Phase [12.0]
    next_phase(panel, tk_root)

    phase_done(tab, tk_root, "Allied Movement Phase")
    roster = panel.roster
    roster.select("jurschek")  # leaves one Enemy ZOC; a typed 2 passes the check [4.6]
    type_roll(roster.check_box, 2, tk_root)
    assert not roster.loss_frame.winfo_manager(), app.status.get()
    next_phase(panel, tk_root)

    phase_done(tab, tk_root, "Allied Combat Phase")
    combat = panel.combat
    combat.attackers.choose(["rotrmd"])
    combat.defenders.choose(["becker"])
    tk_root.update()
    focus(combat.roll_box.roll_button, tk_root)
    combat.roll_box.roll_button.invoke()  # the app's dice
    tk_root.update()
    rolled = state().pending_combat
    assert rolled is not None and rolled.column == "2-1", app.status.get()
    assert not last_roll(tab).typed
    # Undo the roll and redo it: the same result comes back, never a new roll.
    tab.undo_button.invoke()
    tk_root.update()
    assert state().pending_combat is None
    assert_every_page_shown(panel, tk_root)
    tab.redo_button.invoke()
    tk_root.update()
    assert state().pending_combat == rolled
    assert combat.losses.showing() and controls_in_view(combat)
    settle(tab, tk_root)
    assert_every_page_shown(panel, tk_root)

    # Undo the last step and redo it: the same game, and the Combat page in view each time.
    settled = plain.dump(state())
    tab.undo_button.invoke()
    tk_root.update()
    assert plain.dump(state()) != settled
    assert_every_page_shown(panel, tk_root)
    tab.redo_button.invoke()
    tk_root.update()
    assert plain.dump(state()) == settled
    assert_every_page_shown(panel, tk_root)

    # A typed roll: Uvarov 8 against Margaron 2 is 4-1; a 5 gives 1/r [15.0].
    plan = fight(panel, tk_root, ["uvarov"], ["margarn"], 5)
    assert "8 against 2 is 4-1" in plan, plan
    assert last_roll(tab).typed
    assert state().pending_combat is not None and state().pending_combat.result == "1/r"
    type_roll(combat.losses.rout_box, 2, tk_root)  # Margaron routs 2 hexes
    take_losses(panel, tk_root, {"margarn": 1})
    take_losses(panel, tk_root, {"uvarov": 1})
    assert state().pending_combat is None, app.status.get()
    assert roster_values(panel, "margarn")["disrupted"] == "DISRUPTED"
    next_phase(panel, tk_root)

    phase_done(tab, tk_root, "French Rally Phase")
    # The owner reads Saulima's lost type symbol from the counter during play [2.4].
    victory = panel.victory
    before = int(vp_cell(panel, "Allied", "mounted"))
    victory.lost_types.choices["saulima"].set("cavalry")
    victory.lost_types.buttons["saulima"].invoke()
    tk_root.update()
    assert int(vp_cell(panel, "Allied", "mounted")) == before + 10
    assert tab.session.log.entries[-1].what == "printed data"
    # Each corps with a disrupted unit (Margaron's, Becker's if the app's dice disrupted
    # him) must try: on a fog turn a typed 1 (+2) rallies a unit of morale 3 or more [7.0].
    for _corps in range(3):
        if not panel.rally.box.winfo_manager():
            break
        type_roll(panel.rally.roll_box, 1, tk_root)
        assert_every_page_shown(panel, tk_root)
    assert not panel.rally.box.winfo_manager(), app.status.get()
    assert roster_values(panel, "margarn")["disrupted"] == "", app.status.get()
    next_phase(panel, tk_root)

    phase_done(tab, tk_root, "French Movement Phase")
    # An A hex typed as F by mistake, then corrected from the map [14.3].
    victory.hex_var.set("0815")
    victory.label_var.set("F")
    victory.value_var.set("15")
    victory.enter_button.invoke()
    tk_root.update()
    victory.tree.selection_set("0815")
    tk_root.update()
    victory.label_var.set("A")
    victory.enter_button.invoke()
    tk_root.update()
    assert victory.tree.item("0815", "values") == ("A", "15", "Allied")
    next_phase(panel, tk_root)

    phase_done(tab, tk_root, "French Combat Phase")
    # Caffarelli 13 against Jankovich 14 is 1-2, morale 5 - 6 reads 1-3; a 3 gives 2/-.
    fight(panel, tk_root, ["caffrelli"], ["jankvich"], 3)
    take_losses(panel, tk_root, {"caffrelli": 2})
    assert state().pending_combat is None, app.status.get()
    next_phase(panel, tk_root)
    assert state().turn == 2
    phase_done(tab, tk_root, "Allied Rally Phase")


def test_an_evening_of_spi_clicked_through_and_proved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """If this failed, an SPI player's evening would end in a blank page, a step lost to
    Undo and Redo, a game not found again after quitting, or a save that does not prove
    itself on another machine."""
    first_root = tkinter.Tk()
    first_root.geometry("1280x720+0+0")
    first = App(first_root)
    first_root.update()
    tab = new_from_start_page(first, first_root, "spi1980")
    assert tab is not None and tab.session.game.id == "spi1980"
    play_game_turn_1(tab, first_root)
    played = plain.dump(tab.session.state)
    entries = len(tab.session.log.entries)
    first.close()  # File > Quit: the last autosave is written first

    again = tkinter.Tk()
    again.geometry("1280x720+0+0")
    try:
        app = App(again)
        again.update()
        lines = listed(app, again)
        assert lines[0].startswith("SPI 1980, Turn 2, just now: autosave "), lines
        start = app.start
        x, y, _width, height = start.recent.bbox(0)
        start.recent.event_generate("<Button-1>", x=x + 5, y=y + height // 2)
        start.recent.event_generate("<ButtonRelease-1>", x=x + 5, y=y + height // 2)
        start.recent.focus_force()
        again.update()
        start.recent.event_generate("<Return>")
        again.update()
        resumed = app.current_tab()
        assert resumed is not None
        assert plain.dump(resumed.session.state) == played
        assert len(resumed.session.log.entries) == entries
        phase_done(resumed, again, "Allied Rally Phase")
        saved = resumed.session.path
        assert saved is not None and saved.is_file()
        resumed.session.flush()
    finally:
        again.destroy()

    elsewhere = tmp_path / "another machine"
    elsewhere.mkdir()
    monkeypatch.setenv("TABLETOP_HOME", str(elsewhere))
    capsys.readouterr()
    code = main(["verify", str(saved)])
    out, err = capsys.readouterr()
    assert code == 0 and err == "", err
    assert "give exactly the saved state" in out
