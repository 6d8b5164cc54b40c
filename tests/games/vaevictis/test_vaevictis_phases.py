"""What each phase of Vae Victis allows [5.2]: rally only for the active player in his Rally
Phase [7], a general's initiative once per Command Phase [6.7], who chooses to go first [5.1],
and nothing but the record once the game is over."""

from __future__ import annotations

import pytest
from vaevictis_support import advance_to, started, with_army

from tabletop.core.errors import TabletopError
from tabletop.session import Session


def legal(session: Session, side: str = "") -> dict[str, str]:
    """Each kind's state as `act --list` shows it: "" when open, else the reason."""
    return {e.kind: "" if e.open else e.why for e in session.legal_actions(side)}


def test_rally_is_the_active_players_in_his_rally_phase() -> None:
    """[7]: "During the rally phase the active player tries to rally his routing or
    disordered units." A unit could rally in any phase, and the inactive side's too."""
    session = started()
    session.act({"kind": "disorder", "reason": "on the map", "unit": "17e"})
    session.act({"kind": "disorder", "reason": "on the map", "unit": "arkh"})
    assert "Rally Phase" in legal(session)["rally"]  # French Command Phase
    with pytest.raises(TabletopError, match=r"Rally is taken in: Rally Phase; now: Command"):
        session.act({"kind": "rally", "unit": "17e"})
    with pytest.raises(TabletopError, match=r"Rally Phase"):
        session.act({"kind": "morale_test", "unit": "17e", "reason": "rally", "roll": 2})
    advance_to(session, 1, 1, 1)  # the French Rally Phase
    assert legal(session)["rally"] == ""
    with pytest.raises(TabletopError, match=r"only the active player \(French\)"):
        session.act({"kind": "rally", "unit": "arkh"})
    with pytest.raises(TabletopError, match=r"only the active player \(French\)"):
        session.act({"kind": "morale_test", "unit": "arkh", "reason": "rally", "roll": 2})
    assert "Rally is the French player's to take" in legal(session, "Coalition")["rally"]
    session.act({"kind": "rally", "unit": "17e"})
    assert not session.state.unit("17e").disordered


def test_a_rally_test_on_a_steady_unit_is_refused() -> None:
    """A rally test on a unit neither disordered nor in rout said it "keeps its disorder"."""
    session = started()
    advance_to(session, 1, 1, 1)
    with pytest.raises(TabletopError, match="nothing to rally"):
        session.act({"kind": "morale_test", "unit": "17e", "reason": "rally", "roll": 12})


def test_a_general_tests_his_initiative_once_per_command_phase() -> None:
    """[6.7] "Generals test at the beginning of each Command Phase": Suchet could roll again
    and again until he came into command."""
    session = started()
    session.act({"kind": "initiative", "leader": "suchet", "roll": 5})  # 5 > 3: out
    once = r"has tested his initiative this Command Phase \[6.7\]"
    with pytest.raises(TabletopError, match=once):
        session.act({"kind": "initiative", "leader": "suchet", "roll": 1})
    assert "every general de division of the French" in legal(session)["initiative"]
    advance_to(session, 2)  # the next French Command Phase
    assert legal(session)["initiative"] == ""
    events = session.act({"kind": "initiative", "leader": "suchet", "roll": 1})
    assert "in command" in events[0].text


def test_the_side_that_lost_the_roll_cannot_choose_who_goes_first() -> None:
    """[5.1] "the winner chooses": `choose_first --side Coalition` was taken after the French
    won the roll."""
    session = with_army(Session.new("vaevictis", seed=1, autosave=False))
    session.act({"kind": "roll_first", "french": 5, "coalition": 2})
    with pytest.raises(TabletopError, match="French player's to take"):
        session.act({"kind": "choose_first", "first": "Coalition"}, side="Coalition")
    assert "they choose" in legal(session, "Coalition")["choose_first"]
    session.act({"kind": "choose_first", "first": "Coalition"}, side="French")
    assert session.state.first_player == "Coalition"


def test_the_agreed_value_of_side_is_closed_once_the_game_is_over() -> None:
    """`act --list` showed side_value open after the end, which the engine then refused."""
    session = started()
    advance_to(session, 10, 2, 7)
    session.act({"kind": "next_phase"})
    assert session.state.game_over
    assert "the game is over" in legal(session)["side_value"]
    assert legal(session)["hold"] == ""


def test_next_phase_waits_for_the_guards_roll_when_it_is_due() -> None:
    """[17]: "one throws a dice at the beginning of each Command Phase": Next phase moved on
    past the Coalition's Command Phase with the Guard's roll never made."""
    session = started()
    advance_to(session, 4, 2, 0)  # the Coalition's Command Phase of Turn 4
    assert "now: The Russian Guard's roll" in legal(session)["next_phase"]
    with pytest.raises(TabletopError, match=r"now: The Russian Guard's roll to leave"):
        session.act({"kind": "next_phase"})
    session.act({"kind": "guard_departure", "roll": 2})  # 2 + 1: stays
    assert legal(session)["next_phase"] == ""
