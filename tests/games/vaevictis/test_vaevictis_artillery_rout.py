"""VV4 artillery rout (option vv4_artillery_rout): eliminated in an enemy ZOC, otherwise a
rout of 2 hexes (foot battery) or 3 (horse battery) [Return to Austerlitz 14.2]."""

from __future__ import annotations

from vaevictis_support import to_phase, with_army

from tabletop.session import Session


def _battery(arm: str) -> Session:
    session = with_army(Session.new("vaevictis", seed=1805, autosave=False))
    session.act({"kind": "set_options", "options": ["vv4_artillery_rout"]})
    session.act(
        {
            "kind": "add_unit",
            "unit": "bat",
            "name": "Battery",
            "side": "Coalition",
            "arm": arm,
            "boxes": [6, 5],
        }
    )
    session.act({"kind": "roll_first", "french": 5, "coalition": 2})
    session.act({"kind": "choose_first", "first": "French"})
    return session


def test_a_vv4_foot_battery_routs_two_hexes_out_of_an_enemy_zoc() -> None:
    """The log said "a complete rout move of its rout move (VV4)" without the distance."""
    session = _battery("foot-artillery")
    events = session.act({"kind": "rout", "reason": "on the map", "unit": "bat"})
    assert "2 hexes (foot battery)" in events[0].text
    assert session.state.unit("bat").in_play


def test_a_vv4_horse_battery_routs_three_hexes() -> None:
    """A horse battery would rout as far as a foot battery (VV4 14.2)."""
    events = _battery("horse-artillery").act(
        {"kind": "rout", "reason": "on the map", "unit": "bat"}
    )
    assert "3 hexes (horse battery)" in events[0].text


def test_a_vv4_battery_in_an_enemy_zoc_is_eliminated_when_it_routs() -> None:
    """A battery routing in an enemy ZOC would survive, which VV4 forbids."""
    session = _battery("foot-artillery")
    events = session.act({"kind": "rout", "reason": "on the map", "unit": "bat", "in_zoc": True})
    assert session.state.unit("bat").status == "eliminated"
    assert "enemy ZOC is eliminated" in events[0].text


def test_a_printed_rout_result_on_a_vv4_battery_in_an_enemy_zoc_eliminates_it() -> None:
    """A result read off the board (R, or a second D) that routs a battery standing in an
    enemy ZOC would leave it on the map making a 2-hex rout, which VV4 forbids; out of a
    ZOC it routs as before."""
    session = _battery("foot-artillery")
    to_phase(session, "close_combat")
    events = session.act(
        {"kind": "apply_result", "unit": "bat", "result": "R", "reason": "combat", "in_zoc": True}
    )
    assert session.state.unit("bat").status == "eliminated"
    assert any("enemy ZOC is eliminated" in e.text for e in events)
    free = _battery("foot-artillery")
    to_phase(free, "offensive_fire")  # the French fire at the battery [5.2] 7
    free.act({"kind": "apply_result", "unit": "bat", "result": "D", "reason": "fire"})
    events = free.act({"kind": "apply_result", "unit": "bat", "result": "D", "in_zoc": True})
    assert free.state.unit("bat").status == "eliminated"  # the second disorder routs it
    other = _battery("foot-artillery")
    to_phase(other, "offensive_fire")
    events = other.act({"kind": "apply_result", "unit": "bat", "result": "R"})
    assert other.state.unit("bat").in_play and any("2 hexes" in e.text for e in events)
