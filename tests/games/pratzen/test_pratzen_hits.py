"""Hits as the Pratzen player records them [Combat effects on units]: artillery marked only by a
natural 6 when limbered, and what two hits mean (issue 22, Pratzen 2 and 7)."""

from __future__ import annotations

from pratzen_support import advance_to, set_up


def test_a_hit_on_unlimbered_guns_limbers_them_without_a_marker() -> None:
    """A musketry hit from a natural 4 gave 'A Guns has 1 hit': the battery limbers and
    withdraws 1 hex instead [Hitting and "Disordering" Artillery]."""
    session = set_up()
    session.act({"kind": "hits", "units": ["A Guns"]})
    guns = session.state.unit("A Guns")
    assert (guns.hits, guns.limbered) == (0, True)
    assert "no hit marker; it limbers and withdraws 1 hex" in session.log.entries[-1].result


def test_limbered_guns_hit_without_a_six_withdraw_their_ma() -> None:
    """Already limbered, a hit not from a natural 6 sends the guns back their normal MA."""
    session = set_up()
    session.act(
        {
            "kind": "status",
            "unit": "A Guns",
            "status": "disordered",
            "reason": "a combat result on the board",
        }
    )
    session.act({"kind": "hits", "units": ["A Guns"]})
    assert session.state.unit("A Guns").hits == 0
    assert "withdraws its normal MA" in session.log.entries[-1].result


def test_a_natural_six_marks_limbered_guns_only() -> None:
    """A natural 6 marks a limbered battery; an unlimbered one still only limbers."""
    session = set_up()
    advance_to(session, "French", "Engagement")
    session.act({"kind": "musketry_fire", "range": 3, "roll": 6}, side="French")
    session.act({"kind": "hits", "units": ["A Guns"], "natural_six": True})
    assert session.state.unit("A Guns").hits == 0
    session.act({"kind": "hits", "units": ["A Guns"], "natural_six": True})
    assert session.state.unit("A Guns").hits == 1
    assert session.log.entries[-1].result == "A Guns has 1 hit."


def test_two_hits_say_what_they_cost() -> None:
    """'Two hits reduces the unit's close combat strength and Fire modifier by 1': the record
    said only '2 hits'."""
    session = set_up()
    session.act({"kind": "hits", "units": ["F Hussars", "F Hussars"]})
    assert session.log.entries[-1].result.startswith(
        "F Hussars has 2 hits: -1 to its close combat strength and Fire modifier."
    )


def test_a_disordered_unit_reminds_of_the_stacked_leaders_roll() -> None:
    """After hits or a disorder nothing said a stacked leader must be rolled for."""
    session = set_up()
    session.act({"kind": "hits", "units": ["F Hussars"]})
    assert session.log.entries[-1].result.endswith(
        "A leader stacked with F Hussars: the opposing player rolls 2d6 for him "
        "[Combat effects on Leaders]."
    )
    session.act({"kind": "hits", "units": ["F Hussars"]})  # already disordered: no new reminder
    assert "opposing player rolls" not in session.log.entries[-1].result


def test_a_detached_unit_keeps_its_own_hits_until_it_rejoins() -> None:
    """Hits on a unit detached from its battalion could not be recorded apart: they go beneath
    the unit, and when it rejoins they are added to the Flag's by the same procedure."""
    session = set_up()
    session.act({"kind": "hits", "units": ["F1 Flag", "F1 Flag"]})
    assert session.state.battalion_hits == {"F1": 2}
    session.act({"kind": "hits", "units": ["F1 C", "F1 C"], "detached": ["F1 C"]})
    assert session.state.unit("F1 C").hits == 2 and session.state.battalion_hits == {"F1": 2}
    session.act({"kind": "rejoin", "unit": "F1 C", "remove": ["F1 B"]})
    state = session.state
    assert state.unit("F1 C").hits == 0 and state.battalion_hits == {"F1": 1}
    assert state.unit("F1 B").eliminated


def test_light_cavalry_fire_has_no_automatic_six() -> None:
    """Light cavalry fire [Optional rule]: -2 to the roll and no automatic hit on a 6, which
    the musketry resolver did not know: a 6 at range 6 hit for them as for infantry."""
    session = set_up()
    advance_to(session, "French", "Engagement")  # infantry fire is rolled there
    session.act({"kind": "musketry_fire", "range": 6, "roll": 6})
    assert session.log.entries[-1].result == "Hit"
    session.act({"kind": "musketry_fire", "range": 6, "light_cavalry": True, "roll": 6})
    light = session.log.entries[-1]
    assert light.result == "Miss" and light.modified == 4
