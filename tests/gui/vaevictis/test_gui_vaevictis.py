"""The Vae Victis panel on a real X server, driven through its own widgets as a player would."""

from __future__ import annotations

from typing import Any

import pytest
from vaevictis_support import type_fire_table

from tabletop.core import data
from tabletop.session.saves import read_session

pytestmark = pytest.mark.gui


def new_tab(app: Any, tk_root: Any, **options: Any) -> Any:
    tab = app.new_session("vaevictis", seed=7, options=options or None)
    tk_root.update()
    return tab


def fill(widgets: dict[str, Any], values: dict[str, str]) -> None:
    """Type into entries and pick in comboboxes, as a player fills a form."""
    for key, value in values.items():
        widget = widgets[key]
        if widget.winfo_class() == "TCombobox":
            widget.set(value)
        else:
            widget.delete(0, "end")
            widget.insert(0, value)


def enter_army(panel: Any, tk_root: Any) -> None:
    leaders = panel.leaders
    fill(leaders.new, {"leader": "lannes", "name": "Lannes", "side": "French", "rank": "corps"})
    leaders.add_button.invoke()
    fill(
        leaders.new,
        {
            "leader": "suchet",
            "name": "Suchet",
            "side": "French",
            "rank": "division",
            "corps": "lannes",
            "initiative": "3",
        },
    )
    leaders.add_button.invoke()
    units = panel.units
    fill(
        units.new,
        {
            "unit": "17e",
            "name": "17e Ligne",
            "side": "French",
            "arm": "infantry",
            "boxes": "9,8,7",
            "division": "suchet",
        },
    )
    units.add_button.invoke()
    fill(
        units.new,
        {
            "unit": "arkh",
            "name": "Arkhangelgorod",
            "side": "Coalition",
            "arm": "infantry",
            "boxes": "8,7,6",
            "division": "",
        },
    )
    units.add_button.invoke()
    tk_root.update()


def typed(box: Any, text: str) -> None:
    """Type a roll of real dice into a roll row and use it."""
    box.typed_entry.delete(0, "end")
    box.typed_entry.insert(0, text)
    box.use_typed_button.invoke()


def start_play(panel: Any, tk_root: Any) -> None:
    typed(panel.turn.first_roll, "5 2")
    tk_root.update()
    panel.turn.choose_buttons["French"].invoke()
    tk_root.update()


def click_to(panel: Any, tk_root: Any, phase: int, sequence: int = 1) -> None:
    """Click Next phase until that phase of that sequence of the turn [5.2]."""
    state = panel.session.state
    while (state.sequence, state.phase) < (sequence, phase):
        panel.turn.next_button.invoke()
        tk_root.update()
        state = panel.session.state


def record_text(panel: Any, unit_id: str) -> tuple[str, str]:
    _, _, morale, marks = panel.units.table.rows[unit_id]
    return str(morale.cget("text")), str(marks.cget("text"))


def test_a_game_through_the_window(app: Any, tk_root: Any) -> None:
    """Entering the army, choosing the first player, losses, a morale test, an objective and
    the random finish would not show on the panel as the rules say."""
    tab = new_tab(app, tk_root)
    panel = tab.panel
    assert not panel.turn.next_button.instate(["!disabled"])  # who goes first? [5.1]
    enter_army(panel, tk_root)
    assert record_text(panel, "17e") == ("morale 9", "")
    start_play(panel, tk_root)
    assert "French active" in str(panel.turn.sequence_label.cget("text"))
    assert not panel.turn.first_box.winfo_ismapped()

    panel.units.unit_box.set("arkh (Arkhangelgorod, morale 8)")
    panel.units.correction_entry.insert(0, "seen on the map")
    panel.units.buttons["lose"].invoke()
    tk_root.update()
    assert record_text(panel, "arkh") == ("morale 7", "")
    click_to(panel, tk_root, 7)  # the French Close Combat Phase: a test from combat [5.2] 8
    panel.units.reason.set("combat")
    panel.units.refresh_odds()
    assert panel.units.test_box.bars.shown  # odds before the roll
    typed(panel.units.test_box, "9")  # 9 > 7: fails, and a failed combat test routs [5.2]
    tk_root.update()
    assert record_text(panel, "arkh") == ("morale 7", "ROUT")
    assert "French 2 VP" in str(panel.vp_labels["French"].cget("text"))

    spin = panel.victory.spins["blasiowitz"]
    spin.event_generate("<<Increment>>")  # the spinbox's up arrow, twice
    spin.event_generate("<<Increment>>")
    tk_root.update()
    assert tab.session.state.hexes_held("blasiowitz") == 2
    assert "French 12 VP" in str(panel.vp_labels["French"].cget("text"))

    while (
        tab.session.state.turn < 7
        or panel.turn.next_button.instate(["!disabled"])
        or panel.turn.guard_box.winfo_ismapped()  # Next phase waits for the Guard's roll [17]
    ):
        if panel.turn.guard_box.winfo_ismapped():
            typed(panel.turn.guard_roll, "1")
        else:
            panel.turn.next_button.invoke()
        tk_root.update()
    assert panel.turn.finish_box.winfo_ismapped()
    assert panel.turn.finish_roll.bars.shown
    typed(panel.turn.finish_roll, "6")  # end of Turn 7: ends on 5 or 6 [5.3]
    tk_root.update()
    assert tab.session.state.game_over
    assert "Game over" in str(panel.turn.sequence_label.cget("text"))
    assert str(panel.victory.result_label.cget("text")).startswith("Draw")  # 12 - 0 < 16 [19]


def test_bad_input_is_one_red_sentence(app: Any, tk_root: Any) -> None:
    """A morale of 21 typed in a loss box would be kept, or a traceback shown."""
    panel = new_tab(app, tk_root).panel
    fill(
        panel.units.new,
        {"unit": "x", "name": "X", "side": "French", "arm": "infantry", "boxes": "21"},
    )
    panel.units.add_button.invoke()
    tk_root.update()
    message = str(panel.units.add_error.cget("text"))
    assert "more than 20" in message and "\n" not in message
    assert panel.session.state.units == ()


def test_leader_killed_shows_the_aide_and_the_consequence(app: Any, tk_root: Any) -> None:
    """A dead general's aide-de-camp and his division's loss of command would not be shown."""
    tab = new_tab(app, tk_root)
    panel = tab.panel
    enter_army(panel, tk_root)
    start_play(panel, tk_root)
    click_to(panel, tk_root, 5)  # Suchet's stack under the Coalition's fire [15.1]
    panel.leaders.leader_box.set("suchet (Suchet)")
    panel.leaders.kill_button.invoke()
    tk_root.update()
    lines = " ".join(str(label.cget("text")) for label in panel.leaders.lines)
    assert "aide-de-camp arrives Turn 3" in lines and "17e Ligne" in lines
    assert "Coalition 9 VP" in str(panel.vp_labels["Coalition"].cget("text"))
    path = tab.session.autosave_path()
    app.close_tab()
    reopened = app.open_path(path)
    tk_root.update()
    assert reopened.session.state.leader("suchet").status == "killed"
    assert "Coalition 9 VP" in str(reopened.panel.vp_labels["Coalition"].cget("text"))


def test_a_leader_on_top_of_the_stack_lifts_the_morale_test(app: Any, tk_root: Any) -> None:
    """[4.3]: a leader on top "applies his bonus for morale": the window had no field for the
    leader's bonus, nor for the leader in a morale test, so Suchet's +2 was lost."""
    tab = new_tab(app, tk_root)
    panel = tab.panel
    enter_army(panel, tk_root)
    fill(
        panel.leaders.new,
        {"leader": "vandamme", "name": "Vandamme", "side": "French", "rank": "division"},
    )
    fill(panel.leaders.new, {"corps": "lannes", "initiative": "3", "bonus": "2"})
    panel.leaders.add_button.invoke()
    fill(
        panel.units.new,
        {"unit": "4e", "name": "4e Ligne", "side": "French", "arm": "infantry", "boxes": "9,8"},
    )
    fill(panel.units.new, {"division": "vandamme"})
    panel.units.add_button.invoke()
    tk_root.update()
    start_play(panel, tk_root)
    click_to(panel, tk_root, 3)  # the Movement Phase: out of command next to the enemy [6.6]
    units = panel.units
    units.unit_box.set("4e (4e Ligne, morale 9)")
    units.refresh_odds()
    alone = dict(units.test_box.bars.shown)
    units.leader_box.set("vandamme (Vandamme, +2)")
    units.leader_box.event_generate("<<ComboboxSelected>>")
    tk_root.update()
    assert units.test_box.bars.shown != alone  # the odds follow the bonus
    typed(units.test_box, "11")  # 11 > 9, but 9 + 2 = 11: passes
    tk_root.update()
    assert tab.session.log.entries[-1].modifiers == {"leader_bonus": 2}
    assert tab.session.log.entries[-1].result == "Pass"


def test_close_combat_offers_the_active_sides_attacker_against_the_other_side(
    app: Any, tk_root: Any
) -> None:
    """Close combat's attacker and defender both started on the same unit (17e against
    17e); the active player's units attack the enemy's [13.1]."""
    tab = new_tab(app, tk_root)
    panel = tab.panel
    enter_army(panel, tk_root)
    start_play(panel, tk_root)
    tk_root.update()
    combat = panel.combat
    assert combat.attacker.get() == "17e (17e Ligne, French)"
    assert combat.defender.get() == "arkh (Arkhangelgorod, Coalition)"
    assert list(combat.defender_box.cget("values")) == ["arkh (Arkhangelgorod, Coalition)"]


def test_owner_enters_the_fire_table_then_fires(app: Any, tk_root: Any) -> None:
    """The lost fire table, once typed in by its owner, would not be used by the Fire page."""
    data.load_board.cache_clear()
    try:
        tab = new_tab(app, tk_root)
        panel = tab.panel
        enter_army(panel, tk_root)
        start_play(panel, tk_root)
        assert not panel.combat.fire_box.roll_button.instate(["!disabled"])
        entry = panel.lost["fire"]
        type_fire_table(entry)
        assert entry.save_button.invoke() is not False
        tk_root.update()
        click_to(panel, tk_root, 6)  # the French Offensive Fire Phase [5.2] 7
        combat = panel.combat
        combat.target_box.set("arkh (Arkhangelgorod, Coalition)")
        fill({"f": combat.fire_values[0], "p": combat.fire_values[1]}, {"f": "4", "p": "1"})
        combat.refresh_odds()
        assert combat.fire_box.roll_button.instate(["!disabled"])
        typed(combat.fire_box, "5")  # factor 3, roll 5: R2
        tk_root.update()
        assert record_text(panel, "arkh") == ("morale 6", "ROUT")
    finally:
        data.load_board.cache_clear()


def test_competition_clock_from_the_keyboard(app: Any, tk_root: Any) -> None:
    """F8 and F9 would not start, switch and pause the chess clock [Competition]."""
    tab = new_tab(app, tk_root)
    panel = tab.panel
    assert not panel.clock.winfo_ismapped()
    panel.options.competition.set(True)
    panel.options.options["clock_whole_minutes"].set(True)
    panel.options.apply_button.invoke()
    tk_root.update()
    assert panel.clock.winfo_ismapped() and tab.session.state.has("clock_whole_minutes")
    start_play(panel, tk_root)  # the French sequence: F8 starts the active player's clock
    tk_root.focus_force()
    tk_root.event_generate("<F8>")
    tk_root.update()
    assert tab.session.state.clock.running == "French"
    tk_root.event_generate("<F8>")
    tk_root.update()
    assert tab.session.state.clock.running == "Coalition"
    tk_root.event_generate("<F9>")
    tk_root.update()
    assert tab.session.state.clock.running == ""
    assert str(panel.clock.faces["French"].cget("text")).startswith("Fre 0:0")
    assert [e.what for e in tab.session.log.entries][-3:] == ["clock", "clock", "clock"]
    read_session(tab.session.autosave_path(), autosave=False)  # the clock is saved


def test_secret_bids_on_the_hand_over_screen(app: Any, tk_root: Any) -> None:
    """The French bid would show on screen when the Coalition player sits down, or the
    higher bidder would not choose and give his points away [5.1]."""
    tab = new_tab(app, tk_root)
    strip = tab.panel.turn
    assert str(strip.bid_entry.cget("show")) == "•"
    strip.bid_entry.insert(0, "3")
    strip.bid_button.invoke()
    tk_root.update()
    assert strip.bid_entry.get() == "" and "Coalition" in str(strip.bid_label.cget("text"))
    assert tab.session.log.entries[-1].what == "new game"  # nothing revealed or logged yet
    strip.bid_entry.insert(0, "5")
    strip.bid_button.invoke()
    tk_root.update()
    assert tab.session.state.chooser == "Coalition" and tab.session.state.initiative_bid == 5
    assert "The Coalition choose:" in str(strip.chooser_label.cget("text"))
    strip.choose_buttons["French"].invoke()
    tk_root.update()
    assert tab.session.state.first_player == "French"
    assert "French 5 VP" in str(tab.panel.vp_labels["French"].cget("text"))


def test_owner_enters_the_leaders_table_with_its_dice(app: Any, tk_root: Any) -> None:
    """The death-of-leaders table lost its dice and rows too; once typed in, the rolls would
    still use a made-up die or refuse [15.1]."""
    data.load_board.cache_clear()
    try:
        tab = new_tab(app, tk_root)
        panel = tab.panel
        enter_army(panel, tk_root)
        start_play(panel, tk_root)
        click_to(panel, tk_root, 5)  # Suchet's stack under the Coalition's fire [15.1]
        entry = panel.lost["leader-death"]
        entry.columns_entry.insert(0, "Fire, Combat")
        entry.dice_entry.insert(0, "2d6")
        entry.rows_entry.insert(0, "2-10, 11, 12")
        entry.layout_button.invoke()
        for row, cells in zip(
            entry.cells, (["-", "-"], ["-", "Killed"], ["Killed", "Killed"]), strict=True
        ):
            for widget, text in zip(row, cells, strict=True):
                widget.insert(0, text)
        entry.save_button.invoke()
        tk_root.update()
        assert "leader-death" not in panel.lost
        assert str(panel.resolvers["leader-death"].roll_button.cget("text")) == "Roll 2d6"
        leaders = panel.leaders
        leaders.leader_box.set("suchet (Suchet)")
        leaders.column.insert(0, "Combat")
        leaders.death_box.update_odds()
        assert leaders.death_box.bars.shown == {"-": "91.7%", "Killed": "8.3%"}
        typed(leaders.death_box, "11")
        tk_root.update()
        entry = next(e for e in reversed(tab.session.log.entries) if e.dice)
        assert (entry.what, entry.result, entry.dice) == ("vaevictis/leader-death", "Killed", "2d6")
        assert tab.session.state.leader("suchet").status == "killed"  # the table's Killed [15.1]
        assert "killed" in " ".join(str(label.cget("text")) for label in leaders.lines)
    finally:
        data.load_board.cache_clear()


def test_undo_puts_a_crossed_box_back(app: Any, tk_root: Any) -> None:
    """A box crossed by mistake would stay crossed on the record after Ctrl+Z."""
    tab = new_tab(app, tk_root)
    panel = tab.panel
    enter_army(panel, tk_root)
    start_play(panel, tk_root)
    panel.units.unit_box.set("17e (17e Ligne, morale 9)")
    panel.units.correction_entry.insert(0, "seen on the map")
    panel.units.buttons["lose"].invoke()
    tk_root.update()
    assert record_text(panel, "17e") == ("morale 8", "")
    assert "Coalition 2 VP" in str(panel.vp_labels["Coalition"].cget("text"))
    tk_root.event_generate("<Control-z>")
    tk_root.update()
    assert record_text(panel, "17e") == ("morale 9", "")
    assert "Coalition 0 VP" in str(panel.vp_labels["Coalition"].cget("text"))


def test_the_greyed_rally_button_says_why(app: Any, tk_root: Any) -> None:
    """The Rally button was greyed outside the Rally Phase with nothing to say why: its
    tooltip gives the rules' sentence, and it opens in the Rally Phase [7] [5.2] 2."""
    tab = new_tab(app, tk_root)
    panel = tab.panel
    enter_army(panel, tk_root)
    start_play(panel, tk_root)
    rally = panel.units.buttons["rally"]
    assert rally.instate(["disabled"])
    assert panel.controls.why(rally) == (
        "Rally is taken in: Rally Phase; now: Command Phase [5.2 2]."
    )
    assert panel.controls.reason("rally") == panel.controls.why(rally)
    click_to(panel, tk_root, 1)
    assert "there is nothing to rally [7]" in panel.controls.why(rally)  # the 17e is in order
    panel.units.correction_entry.insert(0, "disordered on the map")
    panel.units.buttons["disorder"].invoke()
    tk_root.update()
    assert rally.instate(["!disabled"]) and panel.controls.why(rally) == ""


def test_the_morale_test_odds_are_the_rules_own(app: Any, tk_root: Any) -> None:
    """The Units page worked the test's modifiers out itself (square, rally, a stack with
    artillery): a battery stacked with a battery was shown the +1 the rules deny it [4.2]."""
    tab = new_tab(app, tk_root)
    panel = tab.panel
    enter_army(panel, tk_root)
    fill(
        panel.units.new,
        {"unit": "art", "name": "Foot battery", "side": "French", "arm": "foot-artillery",
         "boxes": "8,7"},
    )  # fmt: skip
    panel.units.add_button.invoke()
    fill(
        panel.units.new,
        {"unit": "cuir", "name": "Cuirassiers", "side": "French", "arm": "heavy-cavalry",
         "boxes": "10,9"},
    )  # fmt: skip
    panel.units.add_button.invoke()
    start_play(panel, tk_root)
    click_to(panel, tk_root, 5)  # the Coalition fire at the French [12.4]
    units = panel.units
    units.unit_box.set("art (Foot battery, morale 8)")
    units.reason.set("fire")
    units.artillery.set(True)
    units.refresh_odds()
    assert units.test_box.bars.shown == {"Pass": "72.2%", "Fail": "27.8%"}  # 8, not 9
    units.unit_box.set("17e (17e Ligne, morale 9)")
    units.refresh_odds()
    assert units.test_box.bars.shown == {"Pass": "91.7%", "Fail": "8.3%"}  # 9 + 1 = 10
    units.unit_box.set("cuir (Cuirassiers, morale 10)")
    units.refresh_odds()  # heavy cavalry: the ice cracks on 1-4 [14.2]
    assert units.ice_box.bars.shown == {"0 points lost": "33.3%", "1 point lost": "66.7%"}


def test_the_fire_and_combat_page_offers_the_units_the_rules_name(app: Any, tk_root: Any) -> None:
    """Fire offered every unit as a target in every phase and close combat a routed
    attacker: the targets are the side fired at now [12.4], the attackers the active
    player's units that may attack [13.1]; outside their phases both rolls are greyed."""
    tab = new_tab(app, tk_root)
    panel = tab.panel
    enter_army(panel, tk_root)
    start_play(panel, tk_root)
    combat = panel.combat
    tk_root.update()
    assert combat.fire_box.roll_button.instate(["disabled"])
    assert "Fire is taken in" in panel.controls.why(combat.fire_box.roll_button)
    click_to(panel, tk_root, 5)  # the Coalition's defensive fire at the French
    assert list(combat.target_box.cget("values")) == ["17e (17e Ligne, French)"]
    assert list(combat.firer_box.cget("values"))[1:] == ["arkh (Arkhangelgorod, Coalition)"]
    tab.session.act({"kind": "apply_result", "unit": "17e", "result": "R", "reason": "fire"})
    click_to(panel, tk_root, 7)
    assert list(combat.attacker_box.cget("values")) == []  # the 17e routs [13.1]


def test_f6_takes_next_phase(app: Any, tk_root: Any) -> None:
    """F6 presses Next phase, as the F1 list says: greyed before play (it says why), then
    the phase moves on as by the button."""
    tab = new_tab(app, tk_root)
    panel = tab.panel
    tk_root.event_generate("<F6>")
    tk_root.update()
    assert app.status.get() == panel.controls.why(panel.turn.next_button) != ""
    enter_army(panel, tk_root)
    start_play(panel, tk_root)
    before = (panel.session.state.sequence, panel.session.state.phase)
    tk_root.event_generate("<F6>")
    tk_root.update()
    assert (panel.session.state.sequence, panel.session.state.phase) == (before[0], before[1] + 1)


def test_the_loss_records_name_each_arm_in_words(app: Any, tk_root: Any) -> None:
    """The Units page read "Cuirassiers (heavy-cavalry)" and "Foot battery (foot-artillery)":
    the board's ids, not a player's words. It says "heavy cavalry", "foot artillery"."""
    from checkout_paths import SAVES

    tab = app.open_path(next(SAVES.glob("vaevictis-*.toml")))
    tk_root.update()
    rows = tab.panel.units.table.rows
    names = sorted(str(name.cget("text")) for name, *_rest in rows.values())
    assert "Cuirassiers (heavy cavalry)" in names and "Foot battery (foot artillery)" in names
    assert not [n for n in names if "-" in n.partition("(")[2]], names
