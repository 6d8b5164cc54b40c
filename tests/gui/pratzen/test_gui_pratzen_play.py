"""A short game of The Pratzen played through the panel's own buttons: set-up, fire, an
engagement, a close combat, hits, rally, the turn passing, and the Allies losing on morale."""

from __future__ import annotations

import pytest
from test_gui_pratzen import roll_typed, type_into

pytestmark = pytest.mark.gui


def press_next_until(panel, side, phase, tk_root):
    """Press Next phase until the clock stands at `side`'s `phase`."""
    for _ in range(30):
        state = panel.session.state
        if (state.side, state.phase) == (side, phase):
            return
        panel.turn.next_button.invoke()
        tk_root.update()
    raise AssertionError(f"never reached the {side} {phase} Phase")


def add_unit(page, tk_root, name, side, battalion="", flag=False, er=2, kind="infantry"):
    """Fill the Add a unit form and press its button."""
    type_into(page.unit.widgets["name"], name)
    page.unit.set("side", side)
    page.unit.set("type", kind)
    type_into(page.unit.widgets["battalion"], battalion)
    page.unit.set("flag", flag)
    type_into(page.unit.widgets["er"], er)
    page.add_unit_button.invoke()
    tk_root.update()


def test_two_turns_through_the_window(app, tk_root):
    """Everything a player does in two turns, by button: the Allies end up demoralized."""
    tab = app.new_session("pratzen", seed=12)
    tk_root.update()
    panel = tab.panel
    setup = panel.setup
    type_into(setup.head.widgets["scenario"], "Window test")
    type_into(setup.head.widgets["turns"], 3)
    type_into(setup.head.widgets["french_level"], 4)
    type_into(setup.head.widgets["allied_level"], 2)
    setup.setup_button.invoke()
    tk_root.update()
    add_unit(setup, tk_root, "F Flag", "French", "F1", True)
    add_unit(setup, tk_root, "F Coy", "French", "F1")
    add_unit(setup, tk_root, "A Flag", "Allied", "A1", True, er=1)
    add_unit(setup, tk_root, "A Coy", "Allied", "A1", er=1)
    add_unit(setup, tk_root, "A Coy 2", "Allied", "A1", er=1)
    type_into(setup.leader.widgets["name"], "Colonel")
    setup.leader.set("side", "Allied")
    setup.add_leader_button.invoke()
    tk_root.update()
    assert len(panel.session.state.units) == 5

    # French fire: musketry hits twice the Allied battalion, recorded through the roster.
    press_next_until(panel, "French", "Engagement", tk_root)
    engagement = panel.rolls.views["engagement"]
    engagement.set_input("er", 2)
    roll_typed(engagement.box, 6, tk_root)
    assert engagement.result_text() == "Hold"
    musketry = panel.rolls.views["musketry"]
    musketry.set_input("range", 3)
    roll_typed(musketry.box, 4, tk_root)
    assert musketry.result_text() == "Hit"
    units = panel.units
    for name in ("A Coy", "A Coy", "A Coy 2"):
        units.select(name)
        units.hit_button.invoke()
    units.select("A Coy 2")
    units.pick_button.invoke()
    units.record_button.invoke()
    tk_root.update()
    assert panel.morale["Allied"].boxes[1] == "A Coy 2"

    # French close combat: 6 against 2 is X, an automatic Total Defeat of the Allies.
    press_next_until(panel, "French", "Close Combat", tk_root)
    combat = panel.combat
    panel.show_page(combat)
    combat.view.set_input("attack", 6)
    combat.view.set_input("defend", 1)
    roll_typed(combat.view.box, 3, tk_root)
    assert combat.view.result_text() == "T"
    assert "The defender (Allied) loses: T." in combat.ask_label.cget("text")

    # The Allied Rally Phase: the disordered company rallies on a 1.
    press_next_until(panel, "Allied", "Rally", tk_root)
    units.select("A Coy")
    tk_root.update()
    roll_typed(units.rally_box, 1, tk_root)
    assert units.status_of("A Coy") == "steady"
    press_next_until(panel, "French", "Reinforcements", tk_root)
    assert panel.turn.phase_text() == "Game Turn 2 of 3  ·  French Reinforcements Phase"

    # Turn 2: the Allied Flag is defeated; its marker enters box 1, holding A Coy 2.
    press_next_until(panel, "French", "Close Combat", tk_root)
    combat.view.set_input("attack", 6)
    combat.view.set_input("defend", 1)
    roll_typed(combat.view.box, 2, tk_root)
    combat.flags_button.invoke()
    tk_root.update()
    assert panel.session.state.winner == "French"
    assert panel.banner.winfo_ismapped() and "FRENCH WIN" in panel.banner.cget("text")
