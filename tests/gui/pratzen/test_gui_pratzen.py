"""The Pratzen panel on a real X server: the owner sets a scenario up through the forms, an
engagement and a close combat are resolved through their own widgets, and the morale chart a
player reads changes; hits, the loss banner, the scenario file and the example save."""

from __future__ import annotations

import pytest
from checkout_paths import SAVES
from pratzen_support import SCENARIO, advance_to, lost_combat, set_up

from tabletop.gui.panels.pratzen import Panel
from tabletop.session.saves import read_session

pytestmark = pytest.mark.gui


def type_into(widget, text):
    """Type into an entry or spinbox as a player would: clear it, then the text."""
    widget.delete(0, "end")
    widget.insert(0, str(text))


def roll_typed(box, roll, tk_root):
    """Type a roll of real dice into a roll row and press its button."""
    type_into(box.typed_entry, roll)
    box.use_typed_button.invoke()
    tk_root.update()


@pytest.fixture
def panel(app, tk_root) -> Panel:
    tab = app.add_session(set_up())
    tk_root.update()
    return tab.panel


def test_owner_sets_the_scenario_up_through_the_forms(app, tk_root):
    """With no Playbook in the text, the owner types the scenario in; the turn strip and the
    morale charts must then show it."""
    tab = app.new_session("pratzen", seed=3)
    tk_root.update()
    page = tab.panel.setup
    assert "not set up" in tab.panel.turn.phase_text()
    type_into(page.head.widgets["scenario"], "My scenario")
    type_into(page.head.widgets["turns"], 6)
    type_into(page.head.widgets["french_level"], 5)
    type_into(page.head.widgets["allied_level"], 4)
    page.setup_button.invoke()
    tk_root.update()
    assert tab.panel.turn.phase_text() == "Game Turn 1 of 6  ·  French Reinforcements Phase"
    assert "(level 4)" in tab.panel.morale["Allied"].title.cget("text")
    type_into(page.unit.widgets["name"], "Grenadiers 1")
    type_into(page.unit.widgets["battalion"], "1/4e")
    page.unit.set("flag", True)
    page.add_unit_button.invoke()
    tk_root.update()
    assert tab.session.state.unit("Grenadiers 1").flag
    assert "Grenadiers 1 ⚑ [1/4e]" in page.pieces.cget("text")
    type_into(page.unit.widgets["name"], "Grenadiers 1")
    page.add_unit_button.invoke()
    assert "already has a piece named" in page.unit_error.cget("text")
    assert "\n" not in page.unit_error.cget("text")


def test_engagement_through_its_form(panel, tk_root):
    """An ER2 command rolling 9 must read Attack, with the odds shown first (in the
    Engagement Phase, where the roll is made [Engagement sequence])."""
    advance_to(panel.session, "French", "Engagement")
    view = panel.rolls.views["engagement"]
    view.set_input("er", 2)
    tk_root.update()
    assert view.odds_shown()["Attack"] == "41.7%"
    roll_typed(view.box, 9, tk_root)
    assert view.result_text() == "Attack"


def test_close_combat_asks_the_side_then_moves_the_morale_chart(panel, tk_root):
    """9 against 3 is column VI; a 4 reads D. The marks are lost, so the panel asks which side
    it applies to; the defender's Defeated Flag then shows on the Allied chart."""
    advance_to(panel.session, "French", "Close Combat")
    tk_root.update()
    page = panel.combat
    panel.show_page(page)
    type_into(page.sums.widgets["attacker_tops"], "4 3")
    type_into(page.sums.widgets["attacker_others"], 2)
    type_into(page.sums.widgets["defender_tops"], "3")
    page.use_button.invoke()
    tk_root.update()
    assert page.view.raw_inputs()["attack"] == "9" and page.view.raw_inputs()["defend"] == "3"
    roll_typed(page.view.box, 4, tk_root)
    assert page.view.result_text() == "D"
    assert "which side" in page.ask_label.cget("text")
    assert page.defender_loses.winfo_ismapped()
    page.defender_loses.invoke()
    tk_root.update()
    assert "The defender (Allied) loses: D." in page.ask_label.cget("text")
    # The referee reads who lost in the log, not only "loser: ask" on the roll.
    assert panel.session.log.entries[-1].result.startswith(
        "The defender (Allied) loses the close combat: D"
    )
    before = panel.morale["Allied"].caption_text()
    assert "Defeated Flags: box 0" in before
    page.flags_button.invoke()
    tk_root.update()
    assert "Defeated Flags: box 1" in panel.morale["Allied"].caption_text()
    assert panel.session.state.chart("Allied").defeated_flags == 1


def test_the_combat_buttons_follow_the_combat_rolled(panel, tk_root):
    """Move the marker was pressable with no combat rolled, after an R, and twice for one D:
    each button now follows the game's own answer, its tooltip saying why it is greyed
    [Close Combat Results Table] [Using the Morale Tracks]."""
    page = panel.combat
    panel.show_page(page)
    controls = panel.controls
    tk_root.update()
    page.view.set_input("attack", 5)
    page.view.set_input("defend", 3)
    tk_root.update()
    assert page.view.roll_button.instate(["disabled"])  # the Reinforcements Phase
    assert "Close combat is taken in: Close Combat Phase" in controls.why(page.view.roll_button)
    advance_to(panel.session, "French", "Close Combat")
    tk_root.update()
    assert page.flags_button.instate(["disabled"])
    assert "roll the close combat and say which side lost first" in controls.why(page.flags_button)
    assert not page.view.roll_button.instate(["disabled"])
    roll_typed(page.view.box, 1, tk_root)  # column I for the attacker: R
    assert page.view.result_text() == "R"
    page.defender_loses.invoke()
    tk_root.update()
    assert page.flags_button.instate(["disabled"])
    assert "only a Defeated or Totally Defeated result" in controls.why(page.flags_button)
    roll_typed(page.view.box, 6, tk_root)
    assert page.view.result_text() == "T"
    page.defender_loses.invoke()
    tk_root.update()
    assert not page.flags_button.instate(["disabled"])
    page.flags_button.invoke()
    tk_root.update()
    assert panel.session.state.chart("Allied").defeated_flags == 1
    assert page.flags_button.instate(["disabled"])
    assert "moved for the close combat rolled already" in controls.why(page.flags_button)


def test_hits_pool_per_battalion_and_fill_the_morale_chart(panel, tk_root):
    """Three hits on battalion F1 remove the unit the owner picks; it shows on the French chart
    in the box below the Demoralization Level."""
    page = panel.units
    for name in ("F1 A", "F1 A", "F1 B"):
        page.select(name)
        page.hit_button.invoke()
    page.select("F1 B")
    page.pick_button.invoke()
    page.record_button.invoke()
    tk_root.update()
    assert page.status_of("F1 B") == "eliminated"
    assert page.status_of("F1 A") == "disordered"
    assert panel.morale["French"].boxes[3] == "F1 B"
    assert "Eliminated: 1 (F1 B)" in panel.morale["French"].caption_text()


def test_losing_shows_a_banner(panel, tk_root):
    """When the Defeated Flags marker enters a box holding an eliminated unit the side loses,
    and the panel must say so at once."""
    panel.session.act({"kind": "eliminate", "name": "A1 A"})
    panel.session.act({"kind": "eliminate", "name": "A Guns"})
    panel.combat.fields = {}
    advance_to(panel.session, "French", "Close Combat")
    lost_combat(panel.session, "Allied")
    panel.session.act({"kind": "flags_defeated", "side": "Allied"})
    tk_root.update()
    assert panel.banner.winfo_ismapped()
    assert panel.banner.cget("text").startswith("FRENCH WIN.")
    assert str(panel.turn.next_button.state()) == "('disabled',)"


def test_a_refusal_is_one_sentence_and_changes_nothing(panel, tk_root):
    """Recording hits with no unit named is refused in a sentence; nothing is logged."""
    count = len(panel.session.log)
    panel.units.record_button.invoke()
    tk_root.update()
    text = panel.units.error_label.cget("text")
    assert text.startswith("Name at least one unit") and "\n" not in text
    assert len(panel.session.log) == count


def test_rally_through_the_units_page(panel, tk_root):
    """In the French Rally Phase a disordered ER2 unit rallies on a 2."""
    panel.session.act(
        {
            "kind": "status",
            "unit": "F1 C",
            "status": "disordered",
            "reason": "a combat result on the board",
        }
    )
    while panel.session.state.phase != "Rally":
        panel.turn.next_button.invoke()
    tk_root.update()
    panel.units.select("F1 C")
    tk_root.update()
    roll_typed(panel.units.rally_box, 2, tk_root)
    assert panel.units.status_of("F1 C") == "steady"


def test_scenario_file_saved_and_loaded(app, panel, tk_root, tmp_path):
    """The owner's scenario is kept as a file and sets up a fresh game when loaded."""
    path = tmp_path / "scenario.toml"
    panel.setup.ask_save = lambda master: str(path)
    panel.setup.save_button.invoke()
    assert "Test skirmish" in path.read_text(encoding="utf-8")
    tab = app.new_session("pratzen", seed=9)
    tk_root.update()
    tab.panel.setup.ask_open = lambda master: str(path)
    tab.panel.setup.load_button.invoke()
    tk_root.update()
    assert [u.name for u in tab.session.state.units] == [u["name"] for u in SCENARIO["units"]]


def test_example_save_opens_in_the_window(app, tk_root):
    """The shipped example reopens with its morale chart as it was left."""
    (path,) = sorted(SAVES.glob("pratzen-*.toml"))
    tab = app.add_session(read_session(path, autosave=False))
    tk_root.update()
    assert "A Guns" in tab.panel.morale["Allied"].caption_text()
    assert "Allied Reinforcements Phase" in tab.panel.turn.phase_text()


def test_undo_takes_a_defeated_flag_back(app, panel, tk_root):
    """A marker moved by mistake is taken back with Undo, and the chart shows it."""
    advance_to(panel.session, "French", "Close Combat")
    lost_combat(panel.session, "French")
    panel.session.act({"kind": "flags_defeated", "side": "French"})
    tk_root.update()
    assert "Defeated Flags: box 1" in panel.morale["French"].caption_text()
    app.undo()
    tk_root.update()
    assert "Defeated Flags: box 0" in panel.morale["French"].caption_text()


def test_the_lost_marks_can_be_entered_from_the_charts_page(panel, tk_root):
    """The bold-italic marks were lost from the text: the Charts page offers the owner the
    form to enter them once from the printed copy."""
    chart = panel.charts["close-combat-marks"]
    assert chart.enter_button is not None
    form = chart.enter_table()
    tk_root.update()
    assert form.winfo_exists()


def test_event_card_held_face_down_until_shown(app, tk_root):
    """A drawn card is not named on screen until its holder shows it; then it can be set aside."""
    tab = app.add_session(set_up(event_deck=True, turns=5))
    tk_root.update()
    page = tab.panel.events
    tab.panel.show_page(page)
    page.draw_button.invoke()
    tk_root.update()
    held = tab.session.state.events.held["French"][0]
    assert page.held_label.cget("text") == "The French player holds 1 card(s)."
    assert str(page.draw_button.state()) == "('disabled',)"
    page.show_check.invoke()
    assert held in page.card_var.get()
    page.aside_button.invoke()
    tk_root.update()
    assert tab.session.state.events.set_aside == (held,)


def test_a_column_shift_is_not_called_a_die_modifier(panel, tk_root):
    """'modified to 4 (engagement_rating +1)' called the ER shift a change to the die."""
    advance_to(panel.session, "French", "Close Combat")  # the combat is rolled there
    view = panel.combat.view
    panel.show_page(panel.combat)
    for name, value in (("attack", 5), ("defend", 3), ("attacker_er", 3), ("defender_er", 2)):
        view.set_input(name, value)
    tk_root.update()
    roll_typed(view.box, 4, tk_root)
    assert "column shifts: engagement_rating +1" in view.cause_text()
    assert "modified to" not in view.cause_text()
