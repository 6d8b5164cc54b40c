"""The SPI panel's controls follow the rules' legal actions (issue 26, item 10): a button that
looks pressable does what it says, and a greyed one tells the player why when the pointer
rests on it. Driven through the widgets on a real X server.
"""

from __future__ import annotations

from typing import Any

import pytest
from spi_gui_support import step_session, tooltip_over, type_roll

from tabletop.session import Session

pytestmark = pytest.mark.gui


def open_at(app: Any, tk_root: Any, turn: int, phase: str, disrupted: tuple[str, ...] = ()) -> Any:
    """A game stepped by the engine to a Game-Turn and phase, opened in the window."""
    session = Session.new("spi1980", seed=3, autosave=False)
    step_session(session, turn, phase)
    for unit in disrupted:
        session.act({"kind": "set_disrupted", "unit": unit, "disrupted": True, "reason": "x"})
    tab = app.add_session(session)
    tk_root.update()
    return tab


def test_combat_roll_is_greyed_in_the_rally_phase_with_the_reason(app, tk_root):
    """In the Allied Rally Phase the Combat page shows the odds of a combat picked, but its
    Roll 1d6 is greyed and says it belongs to the Allied Combat Phase [3.0]. If this failed,
    the player would press an enabled Roll and be told no afterwards (issue 26, item 10)."""
    tab = open_at(app, tk_root, 3, "allied_rally")
    combat = tab.panel.combat
    tab.panel.show_page(combat)
    combat.attackers.choose(["levis"])
    combat.defenders.choose(["merle"])
    tk_root.update()
    box = combat.roll_box
    assert box.bars.shown  # odds before the phase comes
    assert box.roll_button.instate(["disabled"])
    assert box.use_typed_button.instate(["disabled"])
    assert box.typed_entry.instate(["disabled"])
    why = tooltip_over(combat.gate, box.roll_button, tk_root)
    assert "Allied Combat Phase" in why and "Allied Rally Phase" in why
    entries = len(tab.session.log.entries)
    box.roll_button.invoke()  # a greyed button does nothing, and says nothing
    tk_root.update()
    assert len(tab.session.log.entries) == entries
    assert tab.session.state.pending_combat is None

    while tab.session.state.phase != "allied_combat":
        tab.panel.turn.next_button.invoke()
        tk_root.update()
    combat.attackers.choose(["levis"])
    combat.defenders.choose(["merle"])
    tk_root.update()
    assert box.roll_button.instate(["!disabled"])
    assert tooltip_over(combat.gate, box.roll_button, tk_root) == ""
    type_roll(box, 6, tk_root)
    assert tab.session.state.pending_combat is not None


def test_rally_roll_is_open_in_the_rally_phase_only(app, tk_root):
    """A disrupted corps rolls in its own Rally Phase [7.0]: there the page's Roll is
    enabled and rolls; later in the turn it is greyed with the phase it belongs to."""
    tab = open_at(app, tk_root, 2, "allied_rally", disrupted=("levis",))
    page, turn = tab.panel.rally, tab.panel.turn
    tab.panel.show_page(page)
    tk_root.update()
    assert page.corps_code() == "Bx"
    assert page.roll_box.roll_button.instate(["!disabled"])
    # Next phase waits for the rally, and says so.
    assert turn.next_button.instate(["disabled"])
    assert "corps Bx" in tooltip_over(turn.gate, turn.next_button, tk_root)
    page.roll_box.roll_button.invoke()
    tk_root.update()
    assert "Bx" in tab.session.state.rallied_corps
    assert turn.next_button.instate(["!disabled"])


def test_rally_roll_greyed_outside_the_rally_phase(app, tk_root):
    """A unit disrupted in the Movement Phase waits for the next Rally Phase [7.0]: the page
    lists it but its Roll is greyed, the reason on the pointer."""
    tab = open_at(app, tk_root, 2, "allied_movement", disrupted=("levis",))
    page = tab.panel.rally
    tab.panel.show_page(page)
    tk_root.update()
    assert page.roll_box.roll_button.instate(["disabled"])
    assert "Allied Rally Phase" in tooltip_over(page.gate, page.roll_box.roll_button, tk_root)


def test_roster_buttons_follow_the_phase(app, tk_root):
    """Exit map, Enter reinforcements, Displace and the Disengagement Check are greyed
    outside their phase, each saying why; Disrupt and Lose CSP stay open in any phase."""
    tab = open_at(app, tk_root, 3, "allied_rally")
    roster = tab.panel.roster
    tab.panel.show_page(roster)
    roster.select("levis")
    tk_root.update()
    for button in (roster.lose_button, roster.disrupt_button):
        assert button.instate(["!disabled"])
    assert roster.displace_button.instate(["disabled"])
    why = tooltip_over(roster.gate, roster.displace_button, tk_root)
    assert "is taken in: Apply the combat result" in why  # a retreat displaces [6.6]
    assert roster.exit_button.instate(["disabled"])
    assert "Allied Movement Phase" in tooltip_over(roster.gate, roster.exit_button, tk_root)
    assert roster.check_box.roll_button.instate(["disabled"])
    why = tooltip_over(roster.gate, roster.check_box.roll_button, tk_root)
    assert "Allied Movement Phase" in why
    roster.select("friant")  # a reinforcement not yet arrived
    assert roster.enter_button.instate(["disabled"])
    assert tooltip_over(roster.gate, roster.enter_button, tk_root)


def test_next_phase_is_greyed_until_the_reinforcement_roll(app, tk_root):
    """On Game-Turn 2 the French roll for reinforcements at the start of their Player-Turn
    [9.0]: Next phase is greyed and says so until the roll is made. If this failed, one click
    skipped the roll for the whole Game-Turn."""
    tab = open_at(app, tk_root, 2, "french_rally")
    turn = tab.panel.turn
    assert turn.next_button.instate(["disabled"])
    assert "reinforcements first" in tooltip_over(turn.gate, turn.next_button, tk_root)
    type_roll(turn.reinforcement_box, 6, tk_root)
    assert turn.next_button.instate(["!disabled"])
    turn.next_button.invoke()
    tk_root.update()
    assert tab.session.state.phase == "french_movement"
