"""Close combat as the Pratzen tables read it (issue 22, Pratzen 1, 4, 5): the unit types drive
the column modifiers, a shift past column I turns over, and the winners' moves are said."""

from __future__ import annotations

import pytest

from tabletop.cli import main
from tabletop.core.errors import RuleError
from tabletop.session import Session


def _combat(roll: int = 5, **inputs: object):  # type: ignore[no-untyped-def]
    session = Session.new("pratzen", seed=5, autosave=False)
    return session.resolve("close-combat", inputs, roll=roll)


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
