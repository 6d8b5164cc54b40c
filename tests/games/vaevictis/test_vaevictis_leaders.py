"""Leaders on the loss records: a leader's bonus to his troops' morale [4.3], and the
aide-de-camp's own values from the back of the counter [15.1]."""

from __future__ import annotations

import pytest
from vaevictis_support import advance_to, started, to_phase

from tabletop.core.errors import TabletopError
from tabletop.session import Session


def with_bonus(bonus: int = 2) -> Session:
    """The test army, the French going first, with a general of bonus `bonus` heading the
    Cuirassiers' division."""
    nansouty = {
        "kind": "add_leader",
        "leader": "nansouty",
        "name": "Nansouty",
        "side": "French",
        "rank": "division",
        "corps": "lannes",
        "initiative": 4,
        "bonus": bonus,
    }
    hussars = {"kind": "add_unit", "unit": "4h", "name": "4e Hussards", "side": "French",
               "arm": "light-cavalry", "boxes": [9, 8], "division": "nansouty"}  # fmt: skip
    return started(more=[nansouty, hussars])


def test_a_leader_on_top_adds_his_bonus_to_the_morale_test() -> None:
    """[4.3] "On Top ... applies his bonus for morale and combat": the morale test had no
    field for him and add_leader took no bonus, so a 10 failed the 17e at morale 9."""
    session = with_bonus()
    to_phase(session, "movement")  # an out-of-command unit next to the enemy tests [6.6]
    events = session.act({"kind": "morale_test", "unit": "4h", "leader": "nansouty", "roll": 11})
    assert "morale 9 -> 11" in events[0].text and "Pass" in events[0].text
    assert session.log.entries[-1].modifiers == {"leader_bonus": 2}
    with pytest.raises(TabletopError, match=r"own division or corps.*\[4\.3\]"):
        session.act({"kind": "morale_test", "unit": "17e", "leader": "nansouty", "roll": 2})
    with pytest.raises(TabletopError, match=r"own division or corps"):
        session.act({"kind": "morale_test", "unit": "arkh", "leader": "lannes", "roll": 2})


def test_the_aide_de_camp_commands_with_his_own_values() -> None:
    """[15.1] the aide-de-camp on the reverse of the counter replaces the dead general: he
    inherited the general's initiative with no way to enter his own."""
    session = with_bonus()
    session.act({"kind": "aide_values", "leader": "nansouty", "initiative": 1, "bonus": 0})
    to_phase(session, "defensive_fire")  # his stack under the Coalition's fire [15.1]
    session.act({"kind": "kill_leader", "leader": "nansouty"})
    advance_to(session, 3)
    nansouty = session.state.leader("nansouty")
    assert nansouty.aide and (nansouty.initiative, nansouty.bonus) == (1, 0)
    assert "initiative 1, bonus 0" in session.log.entries[-1].result
    events = session.act({"kind": "initiative", "leader": "nansouty", "roll": 2})
    assert "out of command" in events[0].text  # 2 > 1, his aide's own initiative


def test_an_aide_whose_values_are_not_entered_says_so_when_he_arrives() -> None:
    """The aide took over silently with his general's values."""
    session = with_bonus()
    to_phase(session, "defensive_fire")
    session.act({"kind": "kill_leader", "leader": "nansouty"})
    advance_to(session, 3)
    assert "not entered" in session.log.entries[-1].result
    session.act({"kind": "aide_values", "leader": "nansouty", "initiative": 5, "bonus": 1})
    assert (
        session.state.leader("nansouty").initiative,
        session.state.leader("nansouty").bonus,
    ) == (5, 1)
