"""What the log and the command line say, in plain words [12.3] [15.1] [5.3]."""

from __future__ import annotations

import pytest
from vaevictis_support import started, to_phase

from tabletop.commands import main
from tabletop.core.errors import RuleError


def test_a_killed_general_reads_as_killed_not_his_leader() -> None:
    """The log said "Suchet's leader is killed" instead of "Suchet is killed" [15.1]."""
    session = started()
    to_phase(session, "defensive_fire")  # Suchet's stack under the Coalition's fire [15.1]
    events = session.act({"kind": "kill_leader", "leader": "suchet"})
    assert events[0].text.startswith("Suchet is killed; his aide-de-camp arrives on Turn 3")


def test_an_eliminated_unit_reads_has_been_eliminated() -> None:
    """A loss on an eliminated unit was refused with "... has eliminated" [12.3]."""
    session = started()
    session.act({"kind": "lose", "reason": "on the map", "unit": "arkh", "boxes": 3})
    with pytest.raises(RuleError, match=r"has been eliminated; its loss record is closed"):
        session.act({"kind": "lose", "reason": "on the map", "unit": "arkh"})


def test_random_finish_lookup_takes_the_turn_as_a_row(capsys: pytest.CaptureFixture[str]) -> None:
    """`lookup vaevictis/random-finish --row 7 --roll 5` asked for a column although the
    text prints a line per turn ("End of Turn 7 Game ends on 5 or 6") [5.3]."""
    assert main(["lookup", "vaevictis/random-finish", "--row", "7", "--roll", "5"]) == 0
    assert "Game ends" in capsys.readouterr().out
    assert main(["lookup", "vaevictis/random-finish", "--row", "8", "--roll", "3"]) == 0
    assert "Continue" in capsys.readouterr().out
