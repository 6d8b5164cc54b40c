"""Fire and close combat on the owner's tables [12] [13]: what a typed roll of real dice leads
to, and the attacker of a close combat in which both sides rout [13.2]."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from vaevictis_support import owner_tables, started, to_phase

from tabletop.cli import main
from tabletop.core import data
from tabletop.core.errors import TabletopError
from tabletop.session import Session


@pytest.fixture(autouse=True)
def _tables() -> Iterator[None]:
    """The owner has entered the fire and close-combat tables in this test's user folder."""
    owner_tables()
    yield
    data.load_board.cache_clear()


def rolls(session: Session) -> list[tuple[str, int | None, bool]]:
    """Each roll in the log after who goes first: what was rolled, the natural roll, and
    whether it was typed."""
    entries = session.log.entries
    return [
        (e.what, e.natural, e.typed)
        for e in entries
        if e.natural is not None and e.what != "vaevictis/first-player"
    ]


def test_both_rout_leaves_a_disordered_attacker_in_disorder_not_in_rout() -> None:
    """[13.2]: "If both parties score a rout result only the defender routs, the attacker
    stands in disorder." An attacker already in disorder was routed by the second-disorder
    rule."""
    session = started()
    to_phase(session, "close_combat")
    session.act({"kind": "disorder", "reason": "on the map", "unit": "17e"})
    events = session.act(
        {
            "kind": "close_combat",
            "attacker": "17e",
            "defender": "arkh",
            "attack": 5,
            "defend": 3,
            "roll": 5,
        }
    )  # R1/R2
    attacker, defender = session.state.unit("17e"), session.state.unit("arkh")
    assert defender.routed and defender.crossed == 2
    assert attacker.disordered and not attacker.routed and attacker.crossed == 1
    assert any("stands in disorder" in e.text for e in events)


def test_a_typed_fire_roll_leaves_the_test_to_the_players_dice() -> None:
    """A fire rolled on real dice whose result is a Test was followed by a test on the app's
    dice, logged as the app's, behind the player's back."""
    session = started()
    to_phase(session, "offensive_fire")  # the French fire at the Coalition [5.2] 7
    events = session.act(
        {"kind": "fire", "target": "arkh", "fire": 5, "protection": 2, "modifier": -1, "roll": 2}
    )  # column 1-2, a 2: Test
    assert rolls(session) == [("vaevictis/fire", 2, True)]
    assert "must test its morale" in events[-1].text
    session.act({"kind": "morale_test", "unit": "arkh", "reason": "fire", "roll": 9})
    assert rolls(session)[-1] == ("vaevictis/morale-test", 9, True)


def test_a_typed_fire_roll_and_its_typed_test_are_both_logged_as_typed() -> None:
    """The 2D6 of the test typed with the fire is the one used, and the log says so."""
    session = started()
    to_phase(session, "offensive_fire")
    session.act(
        {
            "kind": "fire",
            "target": "arkh",
            "fire": 5,
            "protection": 2,
            "modifier": -1,
            "roll": 3,
            "test_roll": 8,
        }
    )  # column 1-2, a 3: Test-1; morale 8 - 1 = 7 < 8: fails
    assert rolls(session) == [("vaevictis/fire", 3, True), ("vaevictis/morale-test", 8, True)]


def test_a_typed_close_combat_uses_the_typed_test_of_the_defender() -> None:
    """A close combat rolled on real dice tested the defender on the app's dice."""
    session = started()
    to_phase(session, "close_combat")
    session.act(
        {
            "kind": "close_combat",
            "attacker": "17e",
            "defender": "arkh",
            "attack": 5,
            "defend": 3,
            "roll": 2,
            "defender_test_roll": 12,
        }
    )  # D1/Test: the defender fails a test from combat and routs [5.2]
    assert rolls(session) == [
        ("vaevictis/close-combat", 2, True),
        ("vaevictis/morale-test", 12, True),
    ]
    assert session.state.unit("arkh").routed


def test_apply_result_takes_the_typed_2d6_of_its_test(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`apply_result --roll 6` was refused ("'apply_result' rolls no dice") although a Test
    rolls 2D6; a roll for a result with no test is refused in one sentence."""
    save = tmp_path / "game.toml"
    session = started()
    to_phase(session, "defensive_fire")  # the Coalition fire at the 17e [12.4]
    session.save(save)
    assert main(["act", str(save), "apply_result", "--unit", "17e", "--result", "Test",
                 "--roll", "6", "--json"]) == 0  # fmt: skip
    out = json.loads(capsys.readouterr().out)
    assert any("2D6 6, Pass" in text for text in out["events"])
    to_phase(session, "defensive_fire")
    with pytest.raises(TabletopError, match="calls for no morale test"):
        session.act({"kind": "apply_result", "unit": "17e", "result": "D1", "roll": 6})
