"""The odds a Pratzen page shows beside Roll are its action's own (issue 32, item 2): the
bars a player reads, result by result, are what the game says of that very roll on the game as
it stands, and they move when an input the rules count moves (a leader beside the unit, a
woods hex, the cause of a leader's wound)."""

from __future__ import annotations

import pytest
from pratzen_support import act, advance_to, lost_combat, set_up, to_grenadiers_due
from test_gui_pratzen import roll_typed, type_into

from tabletop.games.pratzen.actions import CloseCombat, LeaderCasualty, Rally, ReinforcementRoll
from tabletop.gui.widgets.fields import field_label
from tabletop.gui.widgets.odds import percent

pytestmark = pytest.mark.gui


def shown_as(odds):
    """The bars as a player reads them: each result with its percentage."""
    return {result: percent(p) for result, p in odds.items() if p}


@pytest.fixture
def panel(app, tk_root):
    tab = app.add_session(set_up())
    tk_root.update()
    return tab.panel


def test_the_combat_page_shows_the_close_combats_own_odds(panel, tk_root):
    """6 against 4 is column III; attacking woods shifts it to column II, whose 1 says roll
    again [Column Modifiers]: the bars show the Reroll, and Roll takes the action."""
    advance_to(panel.session, "French", "Close Combat")
    tk_root.update()
    page = panel.combat
    panel.show_page(page)
    view = page.view
    view.set_input("attack", 6)
    view.set_input("defend", 4)
    tk_root.update()
    session = panel.session
    assert view.odds_shown() == shown_as(session.odds(CloseCombat(attack=6, defend=4)))
    assert "Reroll" not in view.odds_shown()
    view.set_input("town_or_woods", True)
    tk_root.update()
    woods = session.odds(CloseCombat(attack=6, defend=4, town_or_woods=True))
    assert view.odds_shown() == shown_as(woods) and view.odds_shown()["Reroll"] == "16.7%"
    assert view.roll_button.instate(["!disabled"])
    roll_typed(view.box, 2, tk_root)
    assert session.log.entries[-1].what == "pratzen/close-combat"
    assert session.log.entries[-1].result == "R"


def test_a_value_out_of_the_fields_range_is_refused_in_a_sentence(panel, tk_root):
    """The combat form's totals are the action's fields (0 to 99): 120 greys the bars with
    the rules' sentence, and Roll logs nothing."""
    advance_to(panel.session, "French", "Close Combat")
    tk_root.update()
    page = panel.combat
    panel.show_page(page)
    page.view.set_input("attack", 6)
    page.view.set_input("defend", 4)
    tk_root.update()
    assert not page.view.odds_greyed()
    page.view.set_input("attack", 120)
    tk_root.update()
    assert page.view.odds_greyed()
    assert page.view.error_text() == "Attacker's total cannot be more than 99."
    before = len(panel.session.log)
    page.view.box.use_typed()
    assert len(panel.session.log) == before


def test_the_charts_close_combat_roll_is_greyed_for_the_close_combat_action(panel, tk_root):
    """A close combat rolled on the printed chart alone would be answered by nothing: its
    Roll is greyed, the tooltip naming the Close combat action that rolls it."""
    advance_to(panel.session, "French", "Close Combat")
    tk_root.update()
    chart = panel.charts["close-combat"]
    tk_root.update()
    assert chart.roll_button.instate(["disabled"])
    why = chart.controls.why(chart.roll_button)
    assert "not rolled on its own: the Close combat action rolls it" in why


def test_the_units_page_shows_the_rallys_odds_and_the_leaders_minus_one(panel, tk_root):
    """F1 A (ER 2) recovers on 1-2; with its leader beside it, 1 is subtracted: on 1-3
    [Rally Phase 2-3]. The bars follow the box a player ticks."""
    act(panel.session, {"kind": "status", "unit": "F1 A", "status": "disordered", "reason": "x"})
    advance_to(panel.session, "French", "Rally")
    tk_root.update()
    units = panel.units
    panel.show_page(units)
    units.select("F1 A")
    tk_root.update()
    session = panel.session
    bars = units.rally_box.bars
    assert bars.shown == shown_as(session.odds(Rally(unit="F1 A")))
    assert bars.shown["Good order"] == "33.3%"
    units.rally_leader_check.invoke()
    tk_root.update()
    assert bars.shown == shown_as(session.odds(Rally(unit="F1 A", leader=True)))
    assert bars.shown["Good order"] == "50%"


def test_the_leader_roll_shows_its_causes_column_from_the_actions_field(panel, tk_root):
    """The cause is the action's own field (its label, its choices in a player's words): a
    close-combat wound eliminates on 11-12, an overrun on 10-12 [Combat effects on Leaders]."""
    advance_to(panel.session, "French", "Close Combat")
    tk_root.update()
    units = panel.units
    panel.show_page(units)
    form = units.leader
    form.set("leader", "Allied Colonel")
    cause = form.declared["cause"]
    assert cause.label.cget("text") == field_label(LeaderCasualty, "cause")
    assert "close combat" in cause.widget.cget("values")
    cause.var.set("close combat")  # the word the player picks in the list
    tk_root.update()
    bars = units.leader_box.bars
    wound = LeaderCasualty(leader="Allied Colonel", cause="close-combat")
    assert bars.shown == shown_as(panel.session.odds(wound))
    assert bars.shown["Eliminated"] == "8.3%"
    cause.var.set("overrun")
    tk_root.update()
    assert bars.shown["Eliminated"] == "16.7%"
    roll_typed(units.leader_box, 10, tk_root)
    assert panel.session.state.leader("Allied Colonel").eliminated


def test_the_reinforcements_page_shows_the_tables_odds_for_the_group(panel, tk_root):
    """'2-6 As scheduled' on the Reinforcement Table: 15 of 36, for the group selected."""
    session = panel.session
    to_grenadiers_due(session)
    tk_root.update()
    page = panel.reinforcements
    panel.show_page(page)
    page.tree.selection_set("Allied Grenadiers")
    tk_root.update()
    odds = session.odds(ReinforcementRoll(group="Allied Grenadiers"))
    assert page.box.bars.shown == shown_as(odds)
    assert page.box.bars.shown["As scheduled"] == "41.7%"
    type_into(page.box.typed_entry, 12)
    page.box.use_typed_button.invoke()
    tk_root.update()
    assert session.state.reinforcements[0].rolled


def test_the_flags_count_is_the_actions_field_and_refuses_out_of_range(panel, tk_root):
    """The Defeated Flags count is the action's own field (1 to 20, as declared): 25 typed in
    is refused with the rules' sentence and the marker does not move; 2 moves it two boxes
    [Using the Morale Tracks]."""
    session = panel.session
    advance_to(session, "French", "Close Combat")
    lost_combat(session, "Allied")
    tk_root.update()
    page = panel.combat
    panel.show_page(page)
    count = page.flags_count
    assert (int(count.widget.cget("from")), int(count.widget.cget("to"))) == (1, 20)
    type_into(count.widget, 25)
    page.flags_button.invoke()
    tk_root.update()
    assert page.error_label.cget("text") == "Defeated Flags: Flags defeated cannot be more than 20."
    assert session.state.chart("Allied").defeated_flags == 0
    type_into(count.widget, 2)
    page.flags_button.invoke()
    tk_root.update()
    assert session.state.chart("Allied").defeated_flags == 2
