"""The odds each SPI page shows beside Roll are the action's own (issue 32 item 2): the bars a
player reads are `session.odds` of the very action the page will take, and they move when a
choice the rules count moves. The roster's and the losses' counts take their labels and
limits from the actions' fields, and a number out of range is refused with the rules'
sentence."""

from __future__ import annotations

from typing import Any

import pytest
from spi_gui_support import fight, next_phase, plot_reserve, step_to, type_roll
from spi_saves_support import build_pending

from tabletop.games.spi1980.actions import (
    ApplyCombatResult,
    Combat,
    Disengage,
    Displace,
    LoseCsp,
    ReinforcementRoll,
    RoutRoll,
)
from tabletop.gui.widgets.fields import field_label
from tabletop.gui.widgets.odds import percent

pytestmark = pytest.mark.gui


@pytest.fixture
def tab(app, tk_root):
    tab = app.new_session("spi1980", seed=11)
    tk_root.update()
    return tab


def shown_as(odds: Any) -> dict[str, str]:
    """Odds as the bars write them."""
    return {str(k): percent(p) for k, p in odds.items() if p}


def test_the_combat_page_shows_the_attacks_own_odds(app, tab, tk_root):
    """Rotrmd on Becker: 15 against 5 is 3-1, Becker's better morale shifts it to 2-1 [6.8];
    lowering to 1-1 [6.2], then the same shift, moves the bars to the 1-2 column. If this
    broke, the page would show chances the roll does not read."""
    panel = tab.panel
    plot_reserve(panel, tk_root)
    step_to(panel, tk_root, 1, "allied_combat")
    page = panel.combat
    page.attackers.choose(["rotrmd"])
    page.defenders.choose(["becker"])
    tk_root.update()
    first = page.roll_box.bars.shown
    assert first == shown_as(tab.session.odds(Combat(**page.fields())))
    assert "1/2d" in first and "Column read: 2-1" in page.plan_label.cget("text")
    page.vars["lower_to"].set("1-1")
    tk_root.update()
    lowered = page.roll_box.bars.shown
    assert lowered != first and "1/d" in lowered and "1/2d" not in lowered
    assert lowered == shown_as(tab.session.odds(Combat(**page.fields())))
    assert "lowered to 1-1" in page.plan_label.cget("text")
    assert "Column read: 1-2" in page.plan_label.cget("text")


def test_the_rout_roll_shows_the_die_plus_the_number_beside_the_r(app, tab, tk_root):
    """A disrupted Becker is attacked on the 3-1 column [7.0]; a 1 is d/1r: the rout roll's
    bars read 2 to 7 hexes, the action's own odds [6.3]."""
    panel = tab.panel
    plot_reserve(panel, tk_root)
    step_to(panel, tk_root, 1, "allied_combat")
    panel.roster.select("becker")
    panel.roster.reason_var.set("face down on the board")
    panel.roster.disrupt_button.invoke()
    tk_root.update()
    panel.show_page(panel.combat)
    fight(panel, tk_root, ["rotrmd"], ["becker"], 1)
    assert tab.session.state.pending_combat.result == "d/1r"
    box = panel.combat.losses.rout_box
    assert box.winfo_ismapped()
    assert box.bars.shown == shown_as(tab.session.odds(RoutRoll(side="defender")))
    assert set(box.bars.shown) == {f"{n} hexes" for n in range(2, 8)}


def test_the_disengagement_check_shows_its_own_odds_and_its_counts_come_from_the_action(
    app, tab, tk_root
):
    """The roster's Disengagement Check: its bars are the check's own for the unit picked,
    and one Enemy hex more takes one off the die [4.6]; its count says what the action calls
    it and allows 1 to 6, and 7 is refused in the rules' words, not a crash."""
    panel = tab.panel
    roster = panel.roster
    plot_reserve(panel, tk_root)
    step_to(panel, tk_root, 1, "allied_movement")
    panel.show_page(roster)
    roster.select("rotrmd")
    tk_root.update()
    one = roster.check_box.bars.shown
    assert one == shown_as(tab.session.odds(Disengage(unit="rotrmd")))
    roster.enemy_hexes_field.widget.set("3")  # typed into the spin box
    tk_root.update()
    three = roster.check_box.bars.shown
    assert three != one
    assert three == shown_as(tab.session.odds(Disengage(unit="rotrmd", enemy_hexes=3)))
    assert roster.enemy_hexes_field.label.cget("text") == field_label(Disengage, "enemy_hexes")
    assert roster.zoc_field.label.cget("text") == field_label(Disengage, "zoc_to_zoc")
    assert int(roster.enemy_hexes_field.widget.cget("to")) == 6
    roster.enemy_hexes_field.widget.set("7")
    tk_root.update()
    assert roster.check_box.bars.greyed()
    assert "cannot be more than 6" in roster.check_box.error_label.cget("text")
    assert roster.check_box.roll_button.instate(["disabled"])


def test_the_roster_counts_read_their_actions_labels_and_refuse_out_of_range(app, tab, tk_root):
    """Lose CSPs and Displace are labelled as their actions name them, with the actions'
    limits; 25 CSPs is refused in the rules' sentence and nothing changes."""
    panel = tab.panel
    roster = panel.roster
    panel.show_page(roster)
    assert roster.count_field.label.cget("text") == field_label(LoseCsp, "count")
    assert roster.hexes_field.label.cget("text") == field_label(Displace, "hexes")
    assert int(roster.count_field.widget.cget("to")) == 20
    assert int(roster.hexes_field.widget.cget("to")) == 20
    roster.select("rotrmd")
    roster.count_field.widget.set("25")
    roster.reason_var.set("over stacking [4.4]")
    before = tab.session.state
    roster.lose_button.invoke()
    tk_root.update()
    assert "cannot be more than 20" in roster.error_label.cget("text")
    assert tab.session.state == before


def test_the_reinforcement_roll_shows_its_own_odds_turn_by_turn(app, tab, tk_root):
    """The die minus the Game-Turn, 1 or less [9.0]: 50% on Game-Turn 2, 66.7% on 3."""
    panel = tab.panel
    plot_reserve(panel, tk_root)
    step_to(panel, tk_root, 2, "french_rally")
    box = panel.turn.reinforcement_box
    assert box.winfo_ismapped()
    turn2 = box.bars.shown
    assert turn2 == shown_as(tab.session.odds(ReinforcementRoll()))
    assert turn2["reinforcements arrive"] == "50%"
    type_roll(box, 6, tk_root)
    step_to(panel, tk_root, 3, "french_rally")
    turn3 = box.bars.shown
    assert turn3 == shown_as(tab.session.odds(ReinforcementRoll()))
    assert turn3["reinforcements arrive"] == "66.7%"
    next_phase(panel, tk_root)


def test_the_retreat_count_reads_its_actions_label_and_refuses_out_of_range(app, tk_root):
    """The attacker's "1" of a 1/2d may be taken as a hex of retreat [6.4]: the count says
    what the action calls it, and 25 hexes is refused in the rules' sentence, nothing taken."""
    session = build_pending()
    session.act({"kind": "apply_combat_result", "side": "defender", "losses": {"becker": 2}})
    tab = app.add_session(session)
    tk_root.update()
    form = tab.panel.combat.losses
    assert form.role() == "attacker"
    assert form.retreat_label.cget("text") == field_label(ApplyCombatResult, "retreat_hexes")
    assert form.retreat_spin.instate(["!disabled"])
    form.set_loss("rotrmd", 0)
    form.retreat_spin.set("25")
    before = tab.session.state
    form.apply_button.invoke()
    tk_root.update()
    assert "cannot be more than 20" in form.error_label.cget("text")
    assert tab.session.state == before
