"""An evening of Austerlitz 1805 (Vae Victis) clicked through (issue 31): a new game from the
start page, the order of battle typed in, who goes first, then both sequences of Turn 1 phase
by phase. The owner types the lost fire and close-combat tables in during play and corrects a
cell of the fire table; fire is rolled on real dice typed in, close combat and a morale test
with the app's dice; a crossed box is undone and redone. Every page shows its controls after
each phase; the window is quit, the autosave found again on the start page, and verified on an
empty user folder."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from evening_support import (
    blank_pages,
    click_tab,
    quit_window,
    resumed,
    typed_roll,
    verifies_elsewhere,
    window,
)
from newgame_support import new_from_start_page

from tabletop.core.data import load_board

pytestmark = pytest.mark.gui

FIRE_CELLS = [["-", "Test", "D1"]] * 3 + [["Test", "D1", "R2"]] * 3
"""The fire table as an owner types it from his copy (test values: the text lost it) [12.3]."""
COMBAT_CELLS = [["R1/-"], ["D1/Test"], ["Test/D1"], ["-/D2"], ["R1/R2"], ["-/R1"]]
"""The close-combat table likewise [13.2]."""
DEATH_CELLS = [["-", "-"], ["-", "Killed"], ["Killed", "Killed"]]
"""The death-of-leaders table's rows 2-10, 11 and 12 (test values) [15.1]."""
BOXES = {"17e": "9,8,7", "arkh": "8,7,6", "garde": "11,10,9,8"}
"""Each unit's morale boxes, as its counter shows them."""


def typed(widget: Any, text: str) -> None:
    """Type into an entry, or pick in a drop-down, as a player fills a form."""
    if widget.winfo_class() == "TCombobox":
        widget.set(text)
        widget.event_generate("<<ComboboxSelected>>")
    else:
        widget.delete(0, "end")
        widget.insert(0, text)
        widget.event_generate("<KeyRelease>")


def fill(widgets: dict[str, Any], values: dict[str, str]) -> None:
    for key, value in values.items():
        typed(widgets[key], value)


def order_of_battle(folder: Path) -> Path:
    """The rest of the order of battle as the owner keeps it in a spreadsheet, 30 regiments a
    side (test units, not the "tables des potentiels", which the text lost)."""
    lines = ["unit,name,side,arm,boxes"]
    for side, tag in (("French", "f"), ("Coalition", "c")):
        lines += [f"{tag}{n},Regiment {tag}{n},{side},infantry,9;8;7" for n in range(1, 31)]
    path = folder / "order-of-battle.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def enter_army(panel: Any, root: Any, folder: Path) -> None:
    """The owner's order of battle, typed on the Leaders and Units pages, most of it
    imported from the spreadsheet he keeps."""
    click_tab(panel.book, "Leaders", root)
    leaders = panel.leaders
    for values in (
        {"leader": "lannes", "name": "Lannes", "side": "French", "rank": "corps"},
        {"leader": "suchet", "name": "Suchet", "side": "French", "rank": "division"},
    ):
        fill(leaders.new, values)
        if values["rank"] == "division":
            fill(leaders.new, {"corps": "lannes", "initiative": "3"})
        leaders.add_button.invoke()
        root.update()
    click_tab(panel.book, "Units", root)
    units = panel.units
    for values in (
        {"unit": "17e", "name": "17e Ligne", "side": "French", "arm": "infantry"},
        {"unit": "arkh", "name": "Arkhangelgorod", "side": "Coalition", "arm": "infantry"},
        {"unit": "garde", "name": "Preobrazhensky", "side": "Coalition", "arm": "infantry"},
    ):
        fill(units.new, {**values, "boxes": BOXES[values["unit"]]})
        units.add_button.invoke()
        root.update()
        assert not str(units.add_error.cget("text")), units.add_error.cget("text")
    csv = order_of_battle(folder)
    units.roster.ask_open = lambda _master: str(csv)  # the file dialog, answered
    units.roster.button.invoke()
    root.update()
    assert not str(units.roster.error_label.cget("text")), units.roster.error_label.cget("text")
    assert len(panel.session.state.units) == 3 + 60


def enter_table(panel: Any, root: Any, name: str, columns: str, cells: list[list[str]]) -> None:
    """The owner types a lost table on the Charts page and keeps it (the death-of-leaders
    table lost its dice and rows too)."""
    click_tab(panel.book, "Charts", root)
    entry = panel.lost[name]
    typed(entry.columns_entry, columns)
    if name == "leader-death":
        typed(entry.dice_entry, "2d6")
        typed(entry.rows_entry, "2-10, 11, 12")
    entry.layout_button.invoke()
    for row, texts in zip(entry.cells, cells, strict=True):
        for cell, text in zip(row, texts, strict=True):
            typed(cell, text)
    assert entry.save_button.invoke(), entry.error_label.cget("text")
    root.update()
    assert name not in panel.lost  # the page now says the table is entered


def record(panel: Any, unit_id: str) -> str:
    _, _, morale, marks = panel.units.table.rows[unit_id]
    return f"{morale.cget('text')} {marks.cget('text')}".strip()


def next_phase(panel: Any, root: Any) -> None:
    panel.turn.next_button.invoke()
    root.update()
    assert not str(panel.turn.error_label.cget("text")), panel.turn.error_label.cget("text")


def test_an_evening_of_vae_victis_clicked_through(tmp_path: Path) -> None:
    """A player who types his tables in mid-game, corrects one, rolls, undoes and quits would
    find a blank page, the game elsewhere than he left it, or a save that no longer opens or
    that a referee cannot verify."""
    load_board.cache_clear()
    try:
        with window() as (root, app):
            tab = new_from_start_page(app, root, "vaevictis")
            panel, session = tab.panel, tab.session
            assert blank_pages(panel, root) == []
            enter_army(panel, root, tmp_path)
            typed_roll(panel.turn.first_roll, "5 2")  # each player's real die [5.1]
            root.update()
            panel.turn.choose_buttons["French"].invoke()
            root.update()
            assert "Turn 1, sequence 1: French active" in panel.turn.sequence_label.cget("text")
            seen: list[tuple[int, int]] = []
            for _ in range(40):  # sixteen phases; a Next phase that does nothing fails below
                state = session.state
                if state.turn > 1:
                    break
                seen.append((state.sequence, state.phase))
                assert blank_pages(panel, root) == [], (state.sequence, state.phase)
                if (state.sequence, state.phase) == (1, 0):  # Command: Suchet's initiative
                    click_tab(panel.book, "Leaders", root)
                    leaders = panel.leaders
                    typed(leaders.leader_box, "suchet (Suchet)")
                    before = len(session.log.entries)
                    leaders.initiative_box.roll_button.invoke()  # the app's die [6.7]
                    root.update()
                    assert not str(leaders.initiative_box.error_label.cget("text"))
                    rolled = [e for e in session.log.entries[before:] if e.dice]
                    assert [(e.what, e.typed) for e in rolled] == [("vaevictis/initiative", False)]
                if (state.sequence, state.phase) == (1, 5):  # Defensive Fire [5.2]
                    enter_table(panel, root, "fire", "0 or less, 1-2, 3+", FIRE_CELLS)
                    click_tab(panel.book, "Fire & combat", root)
                    combat = panel.combat
                    typed(combat.target_box, "17e (17e Ligne, French)")
                    fill(
                        {"f": combat.fire_values[0], "p": combat.fire_values[1]},
                        {"f": "4", "p": "1"},
                    )
                    typed_roll(combat.fire_box, "5")  # factor 3, a 5: R2 on the table typed
                    root.update()
                    assert not str(combat.fire_box.error_label.cget("text"))
                    assert record(panel, "17e") == "morale 7 ROUT"
                if (state.sequence, state.phase) == (1, 6):  # Offensive Fire: a correction
                    click_tab(panel.book, "Charts", root)
                    panel.lost_tables.correct_buttons["fire"].invoke()
                    root.update()
                    entry = panel.lost["fire"]
                    typed(entry.cells[5][2], "R1")  # the owner misread the last cell
                    entry.save_button.invoke()
                    root.update()
                    assert load_board("vaevictis").table("fire").rows[5].cells[2] == "R1"
                if (state.sequence, state.phase) == (1, 7):  # Close Combat, the app's die
                    enter_table(panel, root, "close-combat", "0+", COMBAT_CELLS)
                    click_tab(panel.book, "Fire & combat", root)
                    combat = panel.combat
                    attackers = list(combat.attacker_box.cget("values"))
                    assert "17e (17e Ligne, French)" not in attackers  # routed [13.1]
                    assert combat.attacker.get() == attackers[0]
                    before = len(session.log.entries)
                    combat.melee_box.roll_button.invoke()
                    root.update()
                    assert not str(combat.melee_box.error_label.cget("text"))
                    rolled = [e for e in session.log.entries[before:] if e.dice]
                    assert (rolled[0].what, rolled[0].typed) == ("vaevictis/close-combat", False)
                if (state.sequence, state.phase) == (2, 7):  # a general's death [15.1]
                    enter_table(panel, root, "leader-death", "Fire, Combat", DEATH_CELLS)
                    click_tab(panel.book, "Leaders", root)
                    leaders = panel.leaders
                    typed(leaders.leader_box, "suchet (Suchet)")
                    typed(leaders.column, "Combat")
                    vp = int(str(panel.vp_labels["Coalition"].cget("text")).split()[1])
                    typed_roll(leaders.death_box, "12")  # 2d6 typed in: Killed, he dies
                    root.update()
                    assert not str(leaders.death_box.error_label.cget("text"))
                    assert session.state.leader("suchet").status == "killed"
                    shown_vp = str(panel.vp_labels["Coalition"].cget("text"))
                    assert shown_vp == f"Coalition {vp + 9} VP"  # a general killed [19]
                    lines = " ".join(str(label.cget("text")) for label in leaders.lines)
                    assert "aide-de-camp arrives Turn 3" in lines
                if (state.sequence, state.phase) == (2, 1):  # Rally: a box crossed, undone
                    click_tab(panel.book, "Units", root)
                    units = panel.units
                    typed(units.unit_box, "garde (Preobrazhensky, morale 11)")
                    units.correction_entry.insert(0, "seen on the map")
                    units.buttons["lose"].invoke()
                    root.update()
                    assert record(panel, "garde") == "morale 10"
                    tab.undo_button.invoke()
                    root.update()
                    assert record(panel, "garde") == "morale 11"
                    assert blank_pages(panel, root) == []
                    tab.redo_button.invoke()
                    root.update()
                    assert record(panel, "garde") == "morale 10"
                    units.test_box.roll_button.invoke()  # a morale test, the app's 2d6
                    root.update()
                    assert (session.log.entries[-1].what, session.log.entries[-1].typed) == (
                        "vaevictis/morale-test",
                        False,
                    )
                next_phase(panel, root)
            assert seen == [(s, p) for s in (1, 2) for p in range(8)]
            assert "Turn 2, sequence 1" in panel.turn.sequence_label.cget("text")
            assert blank_pages(panel, root) == []
            state, shown = session.state, record(panel, "17e")
            path = session.autosave_path()
            quit_window(app, root)

        load_board.cache_clear()
        with resumed(path, "Vae Victis, Turn 2, just now: autosave ") as (root, again):
            assert again.session.state == state
            assert record(again.panel, "17e") == shown
            assert "Turn 2, sequence 1" in again.panel.turn.sequence_label.cget("text")
            assert blank_pages(again.panel, root) == []
            entered = [r for r in again.log_view.rows() if r[3] == "Printed data entered"]
            assert len(entered) == 4  # three tables and a correction, in the referee's log

        verifies_elsewhere(path, tmp_path / "empty-home")
    finally:
        load_board.cache_clear()


def test_a_routed_unit_may_not_attack_in_close_combat(fresh_boards: None) -> None:
    """ "Artillery ... and routed units are not able to have Hand-to-Hand Combat" [13.1]: the
    evening's Fire & combat page offered the routed 17e as the attacker, and the shell's
    `act close_combat` took it and rolled; now it is one sentence and nothing changes."""
    from printed_support import vaevictis_owner
    from vaevictis_support import advance_to, started

    from tabletop.core.errors import RuleError

    vaevictis_owner("a")
    load_board.cache_clear()
    session = started()
    advance_to(session, 1, 1, 4)  # routed on the map in the Evasion Phase
    session.act({"kind": "rout", "reason": "on the map", "unit": "17e"})
    advance_to(session, 1, 1, 7)  # the French Close Combat Phase [5.2]
    before = (session.state, len(session.log.entries))
    attack = {"kind": "close_combat", "attacker": "17e", "defender": "arkh", "roll": 3}
    with pytest.raises(RuleError, match="17e Ligne is routed: a routed unit does not attack"):
        session.act({**attack, "attack": 4, "defend": 2})
    with pytest.raises(RuleError, match="Foot battery is artillery, which does not attack"):
        session.act({**attack, "attacker": "art", "attack": 4, "defend": 2})
    assert (session.state, len(session.log.entries)) == before
