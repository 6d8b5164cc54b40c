"""The Pratzen's resolvers give the results the rules text gives, odds first."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from tabletop.cli import main
from tabletop.core.errors import RuleError
from tabletop.games.pratzen.combat import walk
from tabletop.session import Session


def _resolve(name: str, roll: int | None = None, **inputs: object):  # type: ignore[no-untyped-def]
    session = Session.new("pratzen", seed=5, autosave=False)
    return session.resolve(name, inputs, roll=roll, as_logged=True)  # a what-if, as `resolve`


def test_column_turnover_example() -> None:
    """'II in favor of the French with two left shifts is II in favor of the Allies': a player
    would read the wrong side's odds if the turnover were wrong."""
    assert walk("II", "attacker", -2) == ("II", "defender")
    assert walk("II", "attacker", -1) == ("I", "attacker")
    assert walk("I", "defender", 1) == ("II", "attacker")


def test_unfavourable_shifts_from_x_start_at_vi() -> None:
    """An X shifted once against its side is column VI, not V."""
    assert walk("X", "attacker", -1) == ("VI", "attacker")
    assert walk("X", "attacker", 3) == ("X", "attacker")
    assert walk("VI", "attacker", 2) == ("VI", "attacker")


def test_close_combat_column_and_named_shifts() -> None:
    """9 against 3 is VI; cavalry against a square shifts four toward the infantry."""
    plain = _resolve("close-combat", 4, attack=9, defend=3)
    assert plain.fields["column"] == "VI" and plain.fields["favours"] == "attacker"
    square = _resolve("close-combat", 4, attack=9, defend=3, attacker_type="cavalry", square=True)
    assert square.fields["net_shift"] == -4 and square.fields["column"] == "II"


def test_x_is_an_automatic_total_defeat() -> None:
    """6 against 1 is X: T for the weaker side whatever the die shows."""
    found = _resolve("close-combat", 1, attack=6, defend=1)
    assert found.result == "T" and found.fields["loser"] == "defender"
    assert found.odds == {"T": Fraction(1)}


def test_reroll_odds_spread_and_reroll_result() -> None:
    """Column II's Reroll is shown as 'roll again', and the odds spread it over R, D, T."""
    found = _resolve("close-combat", 1, attack=5, defend=4)
    assert found.fields["column"] == "II" and found.result == "Reroll"
    assert found.odds == {"R": Fraction(2, 5), "D": Fraction(2, 5), "T": Fraction(1, 5)}


def test_result_side_is_asked_until_the_marks_are_known() -> None:
    """Without the bold-italic marks the app names no loser; told one, it gives the effects."""
    asked = _resolve("close-combat", 4, attack=9, defend=3)
    assert asked.fields["loser"] is None
    assert asked.fields["if_defender_loses"]["loser_hits"] == 1
    told = _resolve("close-combat", 4, attack=9, defend=3, loser="defender", defender_units=5)
    assert told.fields["effects"]["loser_hits"] == 2  # D: 1 hit per 4 or fraction of 4
    assert told.fields["effects"]["winner_hits"] == 1  # half the loser's hits


def test_special_effects_by_unit_type() -> None:
    """Infantry beaten by cavalry is always T; cavalry beaten by infantry only R."""
    a = _resolve("close-combat", 4, attack=9, defend=3, loser="defender", attacker_type="cavalry")
    assert a.fields["effects"]["result"] == "T"
    b = _resolve("close-combat", 6, attack=9, defend=3, loser="defender", defender_type="cavalry")
    assert b.fields["effects"]["result"] == "R"
    c = _resolve("close-combat", 4, attack=9, defend=3, loser="defender", defender_stack="single")
    assert c.fields["effects"]["result"] == "R"


def test_musketry_rules_body_reading_and_table_option() -> None:
    """A 3 at range 3 hits under the rules body (>=) and misses under the table (>)."""
    assert _resolve("musketry", 3, range=3).result == "Hit"
    assert _resolve("musketry", 3, range=3, range_reading="table").result == "Miss"


def test_musketry_at_woods_has_no_effect_unless_the_option_is_chosen() -> None:
    """'Musketry has no effect' at woods or village: a natural 6 hits only under the option."""
    default = _resolve("musketry", 6, range=2, woods_or_town=True)
    assert default.result == "No effect" and default.odds == {"No effect": Fraction(1)}
    option = _resolve("musketry", 6, range=2, woods_or_town=True, natural_six="table")
    assert option.result == "Hit"


def test_artillery_natural_six_and_ranges() -> None:
    """Canister's natural 6 hits an adjacent hex too; ball at long range needs a 6."""
    assert _resolve("artillery", 6, shot="canister", range=3).result == "Two hits"
    assert _resolve("artillery", 5, shot="ball", range=6).result == "Miss"
    assert _resolve("artillery", 5, shot="ball", range=3).result == "Hit"
    stacked = _resolve("artillery", 4, shot="ball", range=3, stacked_target=True)
    assert stacked.result == "Hit" and stacked.fields["dice_for_stack"]


def test_artillery_at_a_village_or_woods_is_not_resolved_as_open_ground() -> None:
    """Canister at a village would score a hit, and ball at a woods hex two hexes away would
    read the range 2-4 cell, though the rules give no effect and a range 5 hexes longer."""
    village = _resolve("artillery", 6, shot="canister", range=2, target_hex="village")
    assert village.result == "No effect" and village.odds == {"No effect": Fraction(1)}
    assert "Artillery Fire Phase 7" in village.events[0].text
    woods = _resolve("artillery", 5, shot="ball", range=2, target_hex="woods")
    assert woods.result == "Miss" and woods.fields["effective_range"] == 7
    assert "Covering terrain" in woods.events[0].text
    assert _resolve("artillery", 5, shot="ball", range=2).result == "Hit"
    canister = _resolve("artillery", 4, shot="canister", range=2, target_hex="woods")
    assert canister.result == "Hit"  # the 5-Max cell: modified 4+
    tec = _resolve("artillery", 4, shot="canister", range=2, target_hex="woods", cover_hit="table")
    assert tec.result == "Miss"  # the TEC's 'Hit on natural 6 or 6+ only'
    beyond = _resolve("artillery", 6, shot="ball", range=6, target_hex="village", counter_range=10)
    assert beyond.result == "No effect" and beyond.fields["hits"] == 0
    stack = _resolve(
        "artillery",
        None,
        shot="ball",
        range=3,
        target_hex="woods",
        counter_range=7,
        stack_units=2,
    )
    assert stack.result == "0 hits"


def test_artillery_up_a_level_beyond_the_counter_range_has_no_effect() -> None:
    """Up a level adds a hex to the range [TEC, Up a level]: a gun whose counter reaches 5
    firing 5 hexes up a level fires at range 6, out of its reach, and must not hit on a 6;
    4 hexes up a level is within reach and still reads the dice."""
    beyond = _resolve("artillery", 6, shot="ball", range=5, counter_range=5, up_a_level=True)
    assert beyond.result == "No effect" and beyond.odds == {"No effect": Fraction(1)}
    assert "Up a level" in beyond.events[0].text and "a range of 6" in beyond.events[0].text
    within = _resolve("artillery", 6, shot="ball", range=4, counter_range=5, up_a_level=True)
    assert within.result == "Hit" and within.fields["effective_range"] == 5


def test_rally_modified_six_retreats_a_routed_unit() -> None:
    """A routed unit rolling 6 stays routed and retreats; a leader's -1 makes 6 impossible."""
    assert _resolve("rally", 6, er=2, routed=True).result == "Routed, retreats"
    assert _resolve("rally", 2, er=2, routed=True).result == "Rout removed"
    assert "Routed, retreats" not in _resolve("rally", 6, er=2, routed=True, leader=True).odds


def test_engagement_modifiers_and_fire_control_choice() -> None:
    """The ET reads ER2 with -1 per disordered unit; an ER3 Choice is the player's."""
    found = _resolve("engagement", 8, er=2, disordered=1)
    assert found.result == "Hold" and found.fields["modified_roll"] == 7
    assert _resolve("fire-control", 6, er=3).fields["choice_open"]
    assert not _resolve("fire-control", 6, er=1).fields["choice_open"]


@pytest.mark.parametrize(
    ("name", "inputs"),
    [
        ("close-combat", {"attack": 0, "defend": 3}),
        ("close-combat", {"attack": 19, "defend": 9}),
        ("close-combat", {"attack": 13, "defend": 13}),
        ("engagement", {"er": 4}),
        ("musketry", {"range": 1}),
        ("musketry", {"range": 7}),
        ("artillery", {"shot": "ball", "range": 1}),
    ],
)
def test_bad_input_is_one_sentence_and_logs_nothing(name: str, inputs: dict[str, object]) -> None:
    """A strength off the table, an ER of 4 or a range the weapon cannot reach is refused."""
    session = Session.new("pratzen", seed=1, autosave=False)
    before = len(session.log)
    with pytest.raises(RuleError) as caught:
        session.resolve(name, inputs, roll=3, as_logged=True)  # a what-if, as `resolve`
    assert "\n" not in str(caught.value) and "Error" not in str(caught.value)
    assert len(session.log) == before


def test_cli_close_combat_json(capsys: pytest.CaptureFixture[str]) -> None:
    """`tabletop resolve pratzen/close-combat` prints the column, side and result as JSON."""
    code = main(
        [
            "resolve",
            "pratzen/close-combat",
            "--attack",
            "5",
            "--defend",
            "4",
            "--shift",
            "-2",
            "--roll",
            "4",
            "--json",
        ]
    )
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    assert (out["column"], out["favours"], out["result"]) == ("II", "defender", "R")
    assert abs(sum(out["odds"].values()) - 1) < 1e-9


def test_owner_entered_marks_name_the_loser() -> None:
    """Once the owner enters the bold-italic marks from the printed copy, a close combat names
    the side that loses without asking; a cell typed neither bold nor plain is still asked."""
    from tabletop.core.data import load_board
    from tabletop.core.overrides import save_table

    cells = [["bold"] * 6 for _ in range(5)] + [["plain"] * 5 + ["typo"]]
    save_table("pratzen", "close-combat-marks", cells)
    try:
        bold = _resolve("close-combat", 4, attack=9, defend=3)
        assert bold.fields["loser"] == "defender" and bold.fields["marks_known"]
        plain = _resolve("close-combat", 6, attack=5, defend=4)
        assert plain.fields["column"] == "II" and plain.fields["loser"] == "attacker"
        asked = _resolve("close-combat", 6, attack=9, defend=3)
        assert asked.fields["loser"] is None
    finally:
        load_board.cache_clear()  # the next test's user folder has no override


def test_stack_sum_is_top_units_plus_one_per_other_good_order_unit() -> None:
    """Two stacks topped by 4 and 3 with two more good-order units and a leader total 10."""
    from tabletop.games.pratzen.combat import side_total

    assert side_total((4, 3), 2, leader=True) == 10
    assert side_total((5,), 0) == 5
