"""An evening of The Pratzen clicked through (issue 31): a new game from the start page, the
scenario typed in from the Playbook (a unit corrected), then every phase of both Player Turns
of Game Turn 1. During play the owner adds a printed Event card and enters the lost bold-italic
marks of the Close Combat Results Table; the engagement is rolled with the app's dice, musketry
and close combat on real dice typed in; hits are recorded, undone and redone. Every page shows
its controls after each phase; the window is quit, the autosave found again on the start page,
and verified on an empty user folder."""

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
from tabletop.games.pratzen.legal import to_rally

pytestmark = pytest.mark.gui


def type_into(widget: Any, text: object) -> None:
    """Type into an entry or spinbox as a player would: clear it, then the text."""
    widget.delete(0, "end")
    widget.insert(0, str(text))


def add_unit(page: Any, root: Any, name: str, side: str, battalion: str, er: int) -> None:
    """Fill the Add a unit form and press its button."""
    type_into(page.unit.widgets["name"], name)
    page.unit.set("side", side)
    page.unit.set("type", "infantry")
    type_into(page.unit.widgets["battalion"], battalion)
    page.unit.set("flag", name.endswith("Flag"))
    type_into(page.unit.widgets["er"], er)
    page.add_unit_button.invoke()
    root.update()
    assert not str(page.unit_error.cget("text")), page.unit_error.cget("text")


def roster(folder: Path) -> Path:
    """The rest of the scenario's order of battle as the owner keeps it in a spreadsheet:
    four battalions a side of a Flag and six companies (test pieces: the Playbook is not in
    the text), 56 pieces."""
    lines = ["name,side,type,battalion,flag,er"]
    for side, tag in (("French", "F"), ("Allied", "A")):
        for battalion in range(2, 6):
            lines.append(f"{tag}{battalion} Flag,{side},infantry,{tag}{battalion},yes,2")
            lines += [
                f"{tag}{battalion} Coy {n},{side},infantry,{tag}{battalion},no,2"
                for n in range(1, 7)
            ]
    path = folder / "order-of-battle.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def set_up_scenario(panel: Any, root: Any, folder: Path) -> None:
    """The owner's scenario, typed on the Set-up page, most of its pieces imported from the
    spreadsheet he keeps; the ER of a company typed wrong, then corrected with Load the unit
    to correct it."""
    click_tab(panel.book, "Set-up", root)
    setup = panel.setup
    type_into(setup.head.widgets["scenario"], "An evening's skirmish")
    type_into(setup.head.widgets["turns"], 3)
    type_into(setup.head.widgets["french_level"], 4)
    type_into(setup.head.widgets["allied_level"], 3)
    setup.head.set("event_deck", True)
    setup.setup_button.invoke()
    root.update()
    assert not str(setup.head_error.cget("text")), setup.head_error.cget("text")
    for name, side, battalion, er in (
        ("F Flag", "French", "F1", 2),
        ("F Coy", "French", "F1", 1),
        ("A Flag", "Allied", "A1", 1),
        ("A Coy", "Allied", "A1", 1),
        ("A Coy 2", "Allied", "A1", 1),
    ):
        add_unit(setup, root, name, side, battalion, er)
    csv = roster(folder)
    setup.roster.ask_open = lambda _master: str(csv)  # the file dialog, answered
    setup.roster.button.invoke()
    root.update()
    assert not str(setup.roster.error_label.cget("text")), setup.roster.error_label.cget("text")
    assert len(panel.session.state.units) == 5 + 56
    type_into(setup.leader.widgets["name"], "Colonel")
    setup.leader.set("side", "Allied")
    setup.add_leader_button.invoke()
    root.update()
    type_into(setup.group.widgets["group"], "F Grenadiers")  # due on Turn 1 [Reinforcements]
    setup.group.set("side", "French")
    type_into(setup.group.widgets["turn"], 1)
    setup.add_group_button.invoke()
    root.update()
    assert not str(setup.piece_error.cget("text")), setup.piece_error.cget("text")
    setup.remove_box.set("F Coy")  # typed ER 1, the counter says 2: corrected
    setup.correct_button.invoke()
    type_into(setup.unit.widgets["er"], 2)
    setup.add_unit_button.invoke()
    root.update()
    assert not str(setup.unit_error.cget("text")), setup.unit_error.cget("text")
    assert panel.session.state.unit("F Coy").er == 2


def enter_marks(panel: Any, root: Any, bold: tuple[int, int]) -> None:
    """The owner enters the lost bold-italic marks of the Close Combat Results Table from
    the Charts page (or opens his entry again to correct it): every cell plain but `bold`
    (test values: the text lost them)."""
    click_tab(panel.book, "Charts", root)
    chart = panel.charts["close-combat-marks"]
    assert chart.enter_button is not None
    chart.enter_button.invoke()
    root.update()
    form = chart.entry_window.winfo_children()[0]
    for r, row in enumerate(form.cells):
        for c, cell in enumerate(row):
            type_into(cell, "bold" if (r, c) == bold else "plain")
    form.save_button.invoke()
    root.update()
    assert chart.entry_window is None  # kept, and the form closed


def play_held(panel: Any, root: Any) -> None:
    """The phasing player shows his card and plays it (a Low Ammo card's chit on the first
    Flag or gun the page offers)."""
    side = panel.session.state.side
    click_tab(panel.book, "Events", root)
    events = panel.events
    assert events.held_label.cget("text") == f"The {side} player holds 1 card(s)."
    events.show_check.invoke()
    root.update()
    held = events.card_var.get()
    name = held.split(" (", 1)[1].rstrip(")")  # "breeze (Breeze)"
    assert events.held_label.cget("text").startswith(f"{name}: ")
    if held.startswith("low-ammo") and panel.session.state.ammunition:
        events.chit_var.set(next(v for v in events.chit_box.cget("values") if v))
    events.play_button.invoke()
    root.update()
    assert not str(events.error_label.cget("text")), events.error_label.cget("text")
    assert events.held_label.cget("text") == f"The {side} player holds no card."


def next_phase(panel: Any, root: Any) -> None:
    """Next phase, or what the phase needs first: the Event card drawn [Event Phase], a
    rally roll of real dice for each unit that must try [Rally Phase]."""
    state = panel.session.state
    if panel.turn.next_button.instate(["disabled"]) and state.phase == "Event":
        if state.events.held.get(state.side):  # a card played at once when drawn
            play_held(panel, root)
            return
        click_tab(panel.book, "Events", root)
        panel.events.draw_button.invoke()
        root.update()
        assert not str(panel.events.error_label.cget("text"))
        return
    if panel.turn.next_button.instate(["disabled"]) and state.phase == "Reinforcements":
        click_tab(panel.book, "Reinforcements", root)
        page = panel.reinforcements
        group = next(g for g in state.reinforcements if g.side == state.side and not g.arrived)
        page.tree.selection_set(group.group)
        root.update()
        if group.rolled:  # delayed: it arrives now
            page.arrive_button.invoke()
        else:
            page.box.roll_button.invoke()  # the app's dice on the Reinforcement Table
        root.update()
        assert not str(page.box.error_label.cget("text")), page.box.error_label.cget("text")
        assert panel.session.state != state
        return
    if panel.turn.next_button.instate(["disabled"]) and state.phase == "Rally":
        click_tab(panel.book, "Units", root)
        units = panel.units
        units.tree.selection_set(to_rally(state)[0].name)
        root.update()
        before = len(panel.session.log.entries)
        typed_roll(units.rally_box, "1")
        root.update()
        rolled = [e.typed for e in panel.session.log.entries[before:] if e.dice]
        assert rolled == [True], units.rally_box.error_label.cget("text")
        return
    panel.turn.next_button.invoke()
    root.update()
    assert not str(panel.turn.error_label.cget("text")), panel.turn.error_label.cget("text")


def test_an_evening_of_the_pratzen_clicked_through(tmp_path: Path) -> None:
    """A player who types his scenario in, adds a card and a lost table mid-game, rolls, undoes
    and quits would find a blank page, the game elsewhere than he left it, or a save that no
    longer opens or that a referee cannot verify."""
    load_board.cache_clear()
    try:
        with window() as (root, app):
            tab = new_from_start_page(app, root, "pratzen")
            panel, session = tab.panel, tab.session
            assert blank_pages(panel, root) == []
            set_up_scenario(panel, root, tmp_path)
            seen: list[tuple[str, str]] = []
            for _ in range(60):
                state = session.state
                if state.turn > 1 or state.winner:
                    break
                where = (state.side, state.phase)
                if where not in seen:
                    seen.append(where)
                    assert blank_pages(panel, root) == [], where
                if where == ("French", "Event") and "card" not in str(seen):
                    seen.append(("card", "added"))
                    click_tab(panel.book, "Events", root)
                    events = panel.events
                    events.add.set("name", "Fog")  # a printed card, typed from the deck
                    events.add.set("text", "No fire this turn (a test card).")
                    events.add_button.invoke()
                    root.update()
                    assert not str(events.error_label.cget("text"))
                held = session.state.events.held.get("French")
                if where == ("French", "Command") and "played" not in str(seen) and held:
                    seen.append(("card", "played"))  # the card drawn, shown and discarded
                    play_held(panel, root)
                if where == ("French", "Artillery Fire") and "marks" not in str(seen):
                    seen.append(("marks", "entered"))
                    enter_marks(panel, root, (3, 2))
                if where == ("French", "Rally") and "corrected" not in str(seen):
                    seen.append(("marks", "corrected"))  # the owner misread a cell
                    enter_marks(panel, root, (3, 3))
                    marks = load_board("pratzen").table("close-combat-marks")
                    assert marks.rows[3].cells[2:4] == ("plain", "bold")
                if where == ("French", "Engagement") and "hits" not in str(seen):
                    seen.append(("hits", "recorded"))
                    click_tab(panel.book, "Fire", root)
                    engagement = panel.rolls.views["engagement"]
                    engagement.set_input("er", 2)
                    before = len(session.log.entries)
                    engagement.box.roll_button.invoke()  # the app's dice
                    root.update()
                    assert [e.typed for e in session.log.entries[before:] if e.dice] == [False]
                    musketry = panel.rolls.views["musketry"]
                    musketry.set_input("range", 3)
                    typed_roll(musketry.box, "4")
                    root.update()
                    assert musketry.result_text() == "Hit"
                    tab.undo_button.invoke()  # the roll taken back: no Hit left on the form
                    root.update()
                    assert (musketry.result_text(), musketry.cause_text()) == ("", "")
                    tab.redo_button.invoke()
                    root.update()
                    assert musketry.result_text() == "Hit"
                    assert musketry.cause_text().startswith("1d6 typed in: 4")
                    click_tab(panel.book, "Units", root)
                    units = panel.units
                    units.tree.selection_set("A Coy")
                    root.update()
                    units.hit_button.invoke()
                    units.record_button.invoke()
                    root.update()
                    hit = units.status_of("A Coy")
                    assert hit != "steady", hit
                    tab.undo_button.invoke()
                    root.update()
                    assert units.status_of("A Coy") == "steady"
                    assert blank_pages(panel, root) == []
                    tab.redo_button.invoke()
                    root.update()
                    assert units.status_of("A Coy") == hit
                if where == ("French", "Close Combat") and "combat" not in str(seen):
                    seen.append(("combat", "rolled"))
                    click_tab(panel.book, "Combat", root)
                    combat = panel.combat
                    combat.view.set_input("attack", 3)
                    combat.view.set_input("defend", 3)
                    typed_roll(combat.view.box, "3")
                    root.update()
                    assert combat.view.result_text(), combat.view.error_label.cget("text")
                    outcome, result = combat.ask_label.cget("text"), combat.view.result_text()
                    assert outcome != "Roll a close combat above."
                    tab.undo_button.invoke()  # the roll taken back: its outcome goes with it
                    root.update()
                    assert combat.ask_label.cget("text") == "Roll a close combat above."
                    assert combat.view.result_text() == ""
                    assert combat.flags_button.instate(["disabled"])
                    tab.redo_button.invoke()
                    root.update()
                    assert combat.ask_label.cget("text") == outcome
                    assert combat.view.result_text() == result
                    click_tab(panel.book, "Units", root)  # the Allied Colonel's risk
                    units = panel.units
                    units.leader.set("leader", "Colonel")
                    units.leader.set("cause", "close-combat")
                    typed_roll(units.leader_box, "7")
                    root.update()
                    assert session.log.entries[-1].typed, units.leader_box.error_label.cget("text")
                next_phase(panel, root)
            phases = [w for w in seen if w[0] in ("French", "Allied")]
            assert phases == [(s, p) for s in ("French", "Allied") for p in PHASES], repr(seen)
            assert session.state.turn == 2
            rolls = {(e.what, e.typed) for e in session.log.entries if e.dice}
            assert {("pratzen/reinforcement", False), ("pratzen/engagement", False)} <= rolls
            assert {("pratzen/musketry", True), ("pratzen/leader-casualty", True)} <= rolls
            assert blank_pages(panel, root) == []
            state, said = session.state, panel.turn.phase_text()
            path = session.autosave_path()
            quit_window(app, root)

        load_board.cache_clear()
        with resumed(path, "Pratzen, Turn 2, just now: autosave ") as (root, again):
            assert again.session.state == state
            assert again.panel.turn.phase_text() == said
            assert blank_pages(again.panel, root) == []
            entered = [r for r in again.log_view.rows() if r[3] == "Printed data entered"]
            assert len(entered) == 2  # the marks and their correction, in the referee's log

        verifies_elsewhere(path, tmp_path / "empty-home")
    finally:
        load_board.cache_clear()


PHASES = ("Event", "Reinforcements", "Command", "Artillery Fire", "Engagement", "Rally")
PHASES += ("Close Combat",)


def test_a_close_combat_rolled_before_quitting_shows_its_outcome_on_reopening(
    tmp_path: Path,
) -> None:
    """A player who rolls a close combat, says which side loses and quits before moving the
    marker found "Roll a close combat above." on reopening, inviting a second roll; the
    outcome and its Move the marker button are shown again."""
    from pratzen_support import advance_to, set_up

    path = tmp_path / "skirmish.toml"
    session = set_up()
    advance_to(session, "French", "Close Combat")
    session.save(path)
    with window() as (root, app):
        app.ask_open = lambda: str(path)  # File > Open…, the file dialog answered
        file_menu = app.menubar.nametowidget(app.menubar.entrycget("File", "menu"))
        file_menu.invoke("Open…")
        root.update()
        tab = app.current_tab()
        click_tab(tab.panel.book, "Combat", root)
        combat = tab.panel.combat
        combat.view.set_input("attack", 5)
        combat.view.set_input("defend", 3)
        typed_roll(combat.view.box, "4")  # D on column III: the marks are lost, so it asks
        root.update()
        combat.defender_loses.invoke()
        root.update()
        outcome, effects = combat.ask_label.cget("text"), combat.effects_label.cget("text")
        assert outcome == "The defender (Allied) loses: D."
        quit_window(app, root)
    with resumed(path, "Pratzen, Turn 1, just now: ") as (root, tab):
        click_tab(tab.panel.book, "Combat", root)
        combat = tab.panel.combat
        assert combat.ask_label.cget("text") == outcome
        assert combat.effects_label.cget("text") == effects
        assert combat.view.result_text() == "D"
        assert "1d6 typed in: 4" in combat.view.cause_text()
        assert combat.flags_button.instate(["!disabled"])
        combat.flags_button.invoke()
        root.update()
        assert tab.session.state.morale[1].defeated_flags == 1
        assert combat.flags_button.instate(["disabled"])
