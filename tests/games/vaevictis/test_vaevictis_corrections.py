"""The loss records edited by hand are corrections (issue 32 item 3): what the map shows that
the app cannot see, entered with its reason, and never in place of what the app resolves: a
rout in the fire and close-combat phases is the table's result or a failed test [12.3], a
routed unit rallies by its test [7.2]."""

from __future__ import annotations

from pathlib import Path

import pytest
from vaevictis_support import started, to_phase

from tabletop.cli import main
from tabletop.core.errors import TabletopError
from tabletop.games import find_game

CORRECTIONS = ("lose", "disorder", "rout", "leave_map", "eliminate")
"""The kinds that edit a loss record by hand [12.3] [14.2]."""


def test_a_box_crossed_by_hand_needs_what_the_board_shows(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`act FILE lose --unit arkh` crossed a box with nothing in the log to say why: the
    referee could not tell a loss seen on the map from a result never rolled."""
    file = tmp_path / "vv.toml"
    path = str(file)
    started().save(file)
    before = file.read_bytes()
    assert main(["act", path, "lose", "--unit", "arkh"]) == 2
    err = capsys.readouterr().err
    assert "a correction needs its reason" in err and file.read_bytes() == before
    assert main(["act", path, "lose", "--unit", "arkh", "--reason", "rout through a ZOC"]) == 0
    assert main(["verify", path]) == 0
    game = find_game("vaevictis")
    assert all(game.actions[kind].CORRECTION for kind in CORRECTIONS)
    assert not any(game.actions[kind].CORRECTION for kind in ("rally", "withdraw_general"))


def test_a_rout_in_the_fire_and_combat_phases_is_the_apps_to_resolve() -> None:
    """[12.3] [5.2] 8: in the Close Combat Phase a rout is the table's R or a failed test
    from combat, which the app applies; a rout marked by hand stood in for the test."""
    session = started()
    for phase in ("defensive_fire", "offensive_fire", "close_combat"):
        to_phase(session, phase)
        before = len(session.log.entries)
        with pytest.raises(TabletopError, match=r"not a correction \[12\.3\] \[5\.2\] 8"):
            session.act({"kind": "rout", "unit": "arkh", "reason": "routed"})
        assert len(session.log.entries) == before
    session.act({"kind": "morale_test", "unit": "arkh", "reason": "combat", "roll": 12})
    assert session.state.unit("arkh").routed  # the failed test routs it, as the app runs it


def test_no_correction_rallies_a_routed_unit() -> None:
    """A routed unit comes back by its rally test [7.2]: a disorder entered by hand leaves
    it in rout, and Rally refuses it with the rule's words."""
    session = started()
    session.act({"kind": "rout", "unit": "17e", "reason": "second disorder on the map"})
    session.act({"kind": "disorder", "unit": "17e", "reason": "passed through by a rout"})
    assert session.state.unit("17e").routed
    to_phase(session, "rally")
    with pytest.raises(TabletopError, match="take a morale test for rally"):
        session.act({"kind": "rally", "unit": "17e"})
