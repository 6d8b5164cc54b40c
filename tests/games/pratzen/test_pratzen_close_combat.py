"""Close combat as the Pratzen tables read it (issue 22, Pratzen 1, 4, 5): the unit types drive
the column modifiers, a shift past column I turns over, and the winners' moves are said."""

from __future__ import annotations

import pytest

from tabletop.cli import main
from tabletop.core.errors import RuleError
from tabletop.session import Session


def _combat(roll: int = 5, **inputs: object):  # type: ignore[no-untyped-def]
    session = Session.new("pratzen", seed=5, autosave=False)
    return session.resolve("close-combat", inputs, roll=roll, as_logged=True)  # a what-if


def test_cavalry_charging_infantry_shifts_by_the_types_alone() -> None:
    """Cavalry 5 against infantry 5 read column I for the attacker unless a box was ticked:
    three shifts for the infantry make it IV for the defender [Column Modifiers]."""
    found = _combat(attack=5, defend=5, attacker_type="cavalry", defender_type="infantry")
    assert found.fields["shifts"] == {"cavalry_vs_infantry": -3}
    assert (found.fields["column"], found.fields["favours"]) == ("IV", "defender")


@pytest.mark.parametrize(
    ("boxes", "words"),
    [
        ({"cavalry_vs_infantry": True, "square": True}, "cavalry attacking infantry"),
        ({"cavalry_downhill": True}, "cavalry charging downhill, but the attacker is infantry"),
        ({"artillery_charged_frontally": True}, "but the defender is infantry"),
        ({"follow_up_charge": True}, "follow-up charge, but the attacker is infantry"),
    ],
)
def test_a_box_the_unit_types_contradict_is_refused(boxes: dict[str, bool], words: str) -> None:
    """An infantry attacker with the cavalry-against-square box took 4 shifts; now a sentence."""
    with pytest.raises(RuleError, match=words):
        _combat(attack=5, defend=5, **boxes)


def test_square_against_cavalry_is_four_shifts() -> None:
    found = _combat(attack=9, defend=3, attacker_type="cavalry", square=True)
    assert found.fields["shifts"] == {"cavalry_vs_infantry": -4}


def test_lookup_turns_over_past_column_i(capsys: pytest.CaptureFixture[str]) -> None:
    """'If the base column is II in favor of the French but there are two left shifts, the
    final result is column II but in favor of the Allies': a 3 reads D there, not T at I."""
    assert (
        main(
            ["lookup", "pratzen/close-combat", "--column", "II", "--shift", "-2"] + ["--roll", "3"]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert out.startswith("D ") and "column II for the other side" in out


def test_a_table_the_rules_never_shift_refuses_a_shift(capsys: pytest.CaptureFixture[str]) -> None:
    """`--shift 1` on the Engagement Table read ER2 as ER3."""
    code = main(["lookup", "pratzen/engagement", "--row", "ER2", "--shift", "1", "--roll", "7"])
    assert code == 2
    assert "takes no column shifts" in capsys.readouterr().err


def test_the_winners_are_told_to_advance_and_cavalry_to_withdraw() -> None:
    """Winning attacking cavalry that inflicted a T advances, may fight again, then withdraws
    12 hexes disordered; winning infantry advances a hex; winning defenders stay."""
    cavalry = _combat(
        attack=6, defend=3, attacker_type="cavalry", defender_type="infantry", loser="defender"
    )
    texts = [e.text for e in cavalry.events]
    assert any(t.startswith("Victorious attacking cavalry must advance two hexes") for t in texts)
    assert any("Withdraw 12 hexes at the end of all combats" in t for t in texts)
    infantry = _combat(attack=6, defend=3, loser="defender")
    assert "Victorious attacking infantry MUST advance" in " ".join(e.text for e in infantry.events)
    held = _combat(attack=6, defend=3, loser="attacker")
    assert "Victorious defending units do not advance." in [e.text for e in held.events]


def test_a_total_above_the_grid_is_x_when_the_last_row_is() -> None:
    """18 against 5 is X already: 20 against 5 was refused as off the table."""
    assert _combat(attack=20, defend=5).fields["base_column"] == "X"
    with pytest.raises(RuleError, match="above the Close Combat Odds Table"):
        _combat(attack=20, defend=9)


def test_a_t_against_a_single_unit_hits_it_once_by_default() -> None:
    """'2 units hit per 4 or fraction of 4 units involved': one unit can be hit once; the
    option puts both hits on it."""
    one = _combat(6, attack=6, defend=4, loser="defender", defender_units=1)
    assert one.fields["effects"]["result"] == "T" and one.fields["effects"]["loser_hits"] == 1
    two = _combat(
        6, attack=6, defend=4, loser="defender", defender_units=1, single_unit_t="two-hits"
    )
    assert two.fields["effects"]["loser_hits"] == 2


def test_a_fire_control_pick_without_a_leader_is_refused() -> None:
    """`fire-control --pick Fire` for an ER1 battalion with no leader was silently ignored."""
    session = Session.new("pratzen", seed=5, autosave=False)
    with pytest.raises(RuleError, match="only with a Leader"):
        session.resolve("fire-control", {"er": 1, "pick": "Fire"}, roll=6, as_logged=True)
    picked = {"er": 1, "pick": "Fire", "leader": True}
    found = session.resolve("fire-control", picked, roll=6, as_logged=True)  # a what-if
    assert found.fields["decided"] == "Fire"
