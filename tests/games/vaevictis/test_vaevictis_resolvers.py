"""Every roll of Austerlitz 1805 (Vae Victis) as a what-if on the printed tables, through the
session and `tabletop resolve`."""

from __future__ import annotations

import json
from collections.abc import Iterator
from fractions import Fraction

import pytest
from vaevictis_support import FIRE, LEADER_DEATH

from tabletop.cli import main
from tabletop.core import data
from tabletop.core.errors import RollError, RuleError, TableError
from tabletop.core.overrides import save_table
from tabletop.session import Session


@pytest.fixture(autouse=True)
def _fresh_board() -> Iterator[None]:
    """Tables an owner enters here stay in this test's user folder, not in the next test."""
    data.load_board.cache_clear()
    yield
    data.load_board.cache_clear()


@pytest.fixture
def session() -> Session:
    return Session.new("vaevictis", seed=5, autosave=False)


def _json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:
    assert main(["resolve", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize(
    ("inputs", "effective"),
    [
        ({}, 7),
        ({"minus": 1}, 6),
        ({"minus": 2}, 5),
        ({"square_from": "line"}, 6),
        ({"square_from": "tirailleurs"}, 4),
        ({"square_from": "column", "disordered": True}, 6),
        ({"rally_rout": True}, 6),
        ({"artillery_stack": True}, 8),
        ({"square_from": "tirailleurs", "disordered": True}, 3),
    ],
)
def test_morale_test_applies_each_modifier(session: Session, inputs: dict, effective: int) -> None:
    """A wrong modifier would pass a square or a rally the printed rules fail [10.3] [12.3]."""
    passed = session.what_if("morale-test", {"morale": 7, **inputs}, roll=effective)
    failed = session.what_if("morale-test", {"morale": 7, **inputs}, roll=effective + 1)
    assert passed.fields["morale"] == effective and passed.result == "Pass"
    assert failed.result == "Fail"
    assert passed.odds["Pass"] == sum(
        Fraction(min(t - 1, 13 - t), 36) for t in range(2, 13) if t <= effective
    )


def test_morale_test_json_has_the_effective_morale(capsys: pytest.CaptureFixture[str]) -> None:
    """A script reading `resolve --json` would not see the morale the test was taken at."""
    out = _json(
        capsys,
        "vaevictis/morale-test",
        "--morale",
        "8",
        "--minus",
        "2",
        "--artillery-stack",
        "--roll",
        "7",
    )
    assert (out["morale"], out["result"], out["log_entry"]["dice"]) == (7, "Pass", "2d6")


@pytest.mark.parametrize("morale", ["0", "21", "x"])
def test_a_morale_off_2d6_is_one_sentence(capsys: pytest.CaptureFixture[str], morale: str) -> None:
    """A morale outside the app's guard (1 to 20) would crash or be tested anyway."""
    assert main(["resolve", "vaevictis/morale-test", "--morale", morale]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Unit's morale" in err


@pytest.mark.parametrize(("turn", "lowest"), [(4, 5), (5, 4), (6, 3), (7, 2), (8, 1), (9, 1)])
def test_guard_departure_by_turn(session: Session, turn: int, lowest: int) -> None:
    """The Life Guard would leave on the wrong rolls: a six, +1 a turn after Turn 3 [17]."""
    for roll in range(1, 7):
        found = session.what_if("guard-departure", {"turn": turn}, roll=roll)
        assert found.result == ("Leaves" if roll >= lowest else "Stays"), (turn, roll)
    assert found.fields["modifier"] == turn - 3
    assert found.odds["Leaves"] == Fraction(7 - lowest, 6)


def test_guard_departure_before_turn_4_is_refused(session: Session) -> None:
    """A roll for the Guard before the end of Turn 3 would be logged as if allowed."""
    log = session.log
    with pytest.raises(RuleError):
        session.what_if("guard-departure", {"turn": 3}, roll=6)
    assert session.log == log


def test_random_finish_resolver(session: Session) -> None:
    """The end-of-turn roll would end the game on a 4 after Turn 7 [5.3]."""
    assert session.what_if("random-finish", {"turn": "7"}, roll=4).result == "Continue"
    assert session.what_if("random-finish", {"turn": "8"}, roll=4).result == "Game ends"
    assert session.what_if("random-finish", {"turn": "9"}, roll=2).fields["ends"] is False
    assert session.what_if("random-finish", {"turn": "10"}, roll=1).result == "Game ends"


def test_ice_rolls_one_die_per_hex(session: Session) -> None:
    """Crossing two frozen hexes would roll once, or lose the wrong number of points [14.2]."""
    found = session.what_if("ice", {"arm": "cavalry", "hexes": 2}, roll="1 5")
    assert found.result == "1 point lost" and found.fields["results"] == ["Ice cracks", "Ice holds"]
    record = found.record
    assert record.dice == "2d6" and record.natural == 6 and record.typed  # 1 + 5
    every = session.what_if("ice", {"arm": "cavalry", "hexes": 2, "every_hex": True}, roll="1 5")
    assert every.result == "2 points lost"
    assert session.what_if("ice", {"arm": "heavy-cavalry"}, roll=4).result == "1 point lost"
    assert session.what_if("ice", {"arm": "infantry"}, roll=2).result == "0 points lost"
    rolled = session.what_if("ice", {"arm": "infantry", "hexes": 3})
    assert len(rolled.fields["faces"]) == 3
    odds = session.what_if("ice", {"arm": "infantry", "hexes": 2}, roll="6 6").odds
    assert odds == {
        "0 points lost": Fraction(25, 36),
        "1 point lost": Fraction(10, 36),
        "2 points lost": Fraction(1, 36),
    }


def test_ice_with_too_few_dice_typed_is_refused(session: Session) -> None:
    """A crossing typed with one die for two hexes would be resolved on a missing die."""
    with pytest.raises(RollError, match="type 2 numbers"):
        session.what_if("ice", {"arm": "cavalry", "hexes": 2}, roll="3")


def test_first_player_higher_die_chooses_french_on_a_draw(session: Session) -> None:
    """On a draw the Coalition would choose, against [5.1]."""
    assert session.what_if("first-player", {}, roll="3 3").result == "French choose"
    assert session.what_if("first-player", {}, roll="2 5").result == "Coalition choose"
    found = session.what_if("first-player", {}, roll="6 1")
    assert found.result == "French choose"
    assert found.odds == {"French choose": Fraction(21, 36), "Coalition choose": Fraction(15, 36)}


def test_initiative(session: Session) -> None:
    """A general would take command on a roll over his initiative [6.7]."""
    assert session.what_if("initiative", {"initiative": 3}, roll=3).result == "In command"
    assert session.what_if("initiative", {"initiative": 3}, roll=4).result == "Out of command"


def test_lost_tables_refuse_until_entered(session: Session) -> None:
    """A fire or close combat would be resolved on a table the text does not print."""
    for name, inputs in (
        ("fire", {"fire": 4, "protection": 1}),
        ("close-combat", {"attack": 4, "defend": 2}),
        ("leader-death", {"column": "fire"}),
    ):
        with pytest.raises(TableError, match="enter it once from your printed copy"):
            session.what_if(name, inputs, roll=3)


def test_owner_entered_fire_table_resolves_with_result_types(session: Session) -> None:
    """Once the owner types the fire table, a fire would still be refused or misread."""
    save_table("vaevictis", "fire", FIRE, columns=["0 or less", "1-2", "3+"])
    found = session.what_if("fire", {"fire": 5, "protection": 2, "modifier": -1}, roll=5)
    assert (found.fields["fire_factor"], found.fields["column"], found.result) == (2, "1-2", "R1")
    assert found.fields["target"] == {
        "text": "R1",
        "test": False,
        "test_minus": 0,
        "disorder": False,
        "rout": True,
        "losses": 1,
    }
    assert sum(found.odds.values()) == 1
    assert session.what_if("fire", {"fire": 1, "protection": 4}, roll=6).result == "R1"


def test_owner_entered_close_combat_reads_both_sides(session: Session) -> None:
    """Both sides routing would rout the attacker too, against [13.2]."""
    cells = [["R1/-"], ["D1/Test"], ["Test/D1"], ["-/D2"], ["R1/R2"], ["-/R1"]]
    save_table("vaevictis", "close-combat", cells, columns=["0+"])
    found = session.what_if("close-combat", {"attack": 5, "defend": 3}, roll=5)
    assert found.fields["defender"]["rout"] and found.fields["defender"]["losses"] == 2
    assert found.fields["attacker"]["disorder"] and not found.fields["attacker"]["rout"]


def test_owner_entered_leader_table_brings_its_own_dice(session: Session) -> None:
    """The death-of-leaders dice are lost too; the owner's would be ignored."""
    with pytest.raises(TableError, match="keeps its printed rows"):
        save_table("vaevictis", "fire", FIRE, dice="2d6")
    save_table("vaevictis", "leader-death", **LEADER_DEATH)
    data.load_board.cache_clear()
    assert session.resolver("leader-death").dice == "2d6"
    found = session.what_if("leader-death", {"column": "Fire"}, roll=11)
    assert found.result == "Killed" and found.record.dice == "2d6"
    assert found.odds["Killed"] == Fraction(5 + 1, 36)  # 10-11 and 12 on 2d6


def test_a_layout_with_a_gap_is_refused() -> None:
    """Rows that miss a total of the dice would crash the roll that lands in the gap."""
    with pytest.raises(TableError, match="cannot be read"):
        save_table(
            "vaevictis",
            "leader-death",
            [["-"], ["K"]],
            columns=["All"],
            row_labels=["2-6", "8-12"],
            dice="2d6",
        )


def test_a_log_of_throws_read_die_by_die_from_an_earlier_version_still_reads() -> None:
    """Saves written while a die-by-die roll was logged as "2x1d6" would stop the log view."""
    from tabletop.core.dice import DiceSpec

    assert DiceSpec.parse("2x1d6") == DiceSpec.parse("2d6")
    with pytest.raises(RollError):
        DiceSpec.parse("2x6")


def test_disorder_takes_a_point_only_from_a_square_test(session: Session) -> None:
    """The -1 "In disorder" is listed for going into square [10.3]; the resolver took it off
    any morale test."""
    with pytest.raises(RuleError, match=r"for going into square \[10\.3\]"):
        session.what_if("morale-test", {"morale": 7, "disordered": True}, roll=6)
    column = session.what_if(
        "morale-test", {"morale": 7, "square_from": "column", "disordered": True}, roll=6
    )
    assert column.fields["modifiers"] == {"disordered": -1} and column.result == "Pass"
