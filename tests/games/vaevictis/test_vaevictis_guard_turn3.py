"""The Russian Guard's first roll: Turn 4 by the rules body [17], Turn 3 under the named
option guard_roll_turn_3 (amendments: "until their departure on Turn 3")."""

from __future__ import annotations

import pytest
from vaevictis_support import advance_to, with_army

from tabletop.core.errors import RuleError
from tabletop.session import Session


def _session(*options: str) -> Session:
    session = with_army(Session.new("vaevictis", seed=1805, autosave=False))
    session.act({"kind": "set_options", "options": list(options)})
    session.act({"kind": "roll_first", "french": 5, "coalition": 2})
    session.act({"kind": "choose_first", "first": "French"})
    return session


def test_the_guard_can_leave_on_a_six_on_turn_3_under_the_option() -> None:
    """Players following the amendment ("departure on Turn 3") had no way to roll on Turn 3."""
    session = _session("guard_roll_turn_3")
    advance_to(session, 3, 2, 0)
    events = session.act({"kind": "guard_departure", "roll": 6})
    assert session.state.guard_left and "6 + 0" in events[0].text


def test_without_the_option_turn_3_stays_refused() -> None:
    """The rules-body default would let the Guard roll before Turn 4 [17]."""
    session = _session()
    advance_to(session, 3, 2, 0)
    with pytest.raises(RuleError, match="may leave Blasiowitz from Turn 4"):
        session.act({"kind": "guard_departure", "roll": 6})


def test_the_guard_resolver_takes_turn_3_only_with_the_option() -> None:
    """`resolve vaevictis/guard-departure --turn 3` was refused with no way to the reading."""
    session = Session.new("vaevictis", seed=1, autosave=False)
    found = session.what_if("guard-departure", {"turn": 3, "guard_roll_turn_3": True}, roll=6)
    assert found.result == "Leaves" and found.fields["modifier"] == 0
    assert (
        session.what_if("guard-departure", {"turn": 3, "guard_roll_turn_3": True}, roll=5).result
        == "Stays"
    )
    with pytest.raises(RuleError, match="guard_roll_turn_3"):
        session.what_if("guard-departure", {"turn": 3}, roll=6)
