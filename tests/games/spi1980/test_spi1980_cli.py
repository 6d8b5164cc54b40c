"""`tabletop resolve spi1980/...` in process: combat with and without morale units [6.8],
rally of a whole corps in the player's order [7.0]-[7.9], disengagement modifiers by cause
[4.6]. Every printed cell expected here is read from the rulebook text, not from the engine.
"""

from __future__ import annotations

import json
import re
from fractions import Fraction
from typing import Any

import pytest
from conftest import SEEDS

from tabletop.cli import main

RULEBOOK = SEEDS / "000_5229c468f954273e.txt"


def printed_crt() -> dict[str, list[str]]:
    """The first printed Combat Results Table [15.0], by column: the six cells, roll 1 to 6."""
    lines = RULEBOOK.read_text(encoding="utf-8").splitlines()
    start = lines.index("[15.0] COMBAT RESULTS TABLE")
    header = next(ln for ln in lines[start:] if ln.startswith("\t1-5")).split("\t")[1:11]
    rows = [ln.split("\t") for ln in lines[start : start + 12] if re.match(r"^[1-6]\t", ln)]
    return {col: [row[i + 1].strip() for row in rows] for i, col in enumerate(header)}


def resolve(capsys: pytest.CaptureFixture[str], name: str, *argv: str) -> dict[str, Any]:
    code = main(["resolve", f"spi1980/{name}", *argv, "--json"])
    out, err = capsys.readouterr()
    assert code == 0 and err == "", err
    data: dict[str, Any] = json.loads(out)
    return data


def refused(capsys: pytest.CaptureFixture[str], name: str, *argv: str) -> str:
    code = main(["resolve", f"spi1980/{name}", *argv, "--json"])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "Traceback" not in err
    return err


# -- combat [6.0] [6.8] -----------------------------------------------------------------------


@pytest.mark.rulebook
def test_readme_example_needs_no_morale_ratings(capsys: pytest.CaptureFixture[str]) -> None:
    """The README's `--attack 11 --defend 4 --roll 3` failed asking for morale ratings, though
    a bombardment has none [6.8]; it must read the printed 2-1 column [6.2]."""
    data = resolve(capsys, "combat", "--attack", "11", "--defend", "4", "--roll", "3")
    assert data["ratio"] == "2-1" and data["column"] == "2-1"
    assert data["shifts"] == {}
    assert data["result"] == printed_crt()["2-1"][2]
    assert sum(data["odds"].values()) == pytest.approx(1)


@pytest.mark.rulebook
def test_both_morale_ratings_shift_by_their_difference(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """With both morale units named, 6 against 4 must move a 2-1 two columns right [6.8]."""
    data = resolve(
        capsys,
        "combat",
        *("--attack", "11", "--defend", "4", "--roll", "5"),
        *("--attacker-morale", "6", "--defender-morale", "4"),
    )
    assert data["shifts"] == {"morale": 2} and data["column"] == "4-1"
    assert data["result"] == printed_crt()["4-1"][4]


def test_one_morale_rating_alone_is_refused_in_one_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Naming only the attacker's morale unit would silently read an unshifted column."""
    err = refused(capsys, "combat", "--attack", "11", "--defend", "4", "--attacker-morale", "5")
    assert "[6.8]" in err


# (flags, expected column worked out by hand from [6.2] [6.8] [7.0] [8.0] [11.0], roll)
COMBATS = [
    # 24 halved twice is 6 against 3 doubled: 1-1, lowered to 1-2; morale +1, disrupted +1,
    # corps integrity -1: one right of 1-2.
    (
        [
            *("--attack", "24", "--defend", "3"),
            *("--attacker-morale", "5", "--defender-morale", "4"),
            *("--defender-disrupted", "--defender-terrain", "doubled"),
            *("--attacker-halved", "--attacker-halved", "--corps-integrity"),
            *("--lower-to", "1-2"),
        ],
        "1-1",
        2,
    ),
    # 30 against 2 tripled is 5-1; morale 3 - 6 = -3, disrupted +1: 3-1.
    (
        [
            *("--attack", "30", "--defend", "2", "--defender-terrain", "tripled"),
            *("--attacker-morale", "3", "--defender-morale", "6", "--defender-disrupted"),
        ],
        "3-1",
        6,
    ),
    # 4 against 9 is 1-3 [6.2]; corps integrity one left: 1-4; halving 4 once gives 2: 1-5.
    (["--attack", "4", "--defend", "9", "--corps-integrity", "--attacker-halved"], "1-5", 1),
]


@pytest.mark.rulebook
@pytest.mark.parametrize(("flags", "column", "roll"), COMBATS)
def test_every_issue_flag_reaches_the_printed_cell(
    capsys: pytest.CaptureFixture[str], flags: list[str], column: str, roll: int
) -> None:
    """Any flag of the issue dropped or misread would send a player to the wrong CRT cell."""
    data = resolve(capsys, "combat", *flags, "--roll", str(roll))
    printed = printed_crt()[column]
    assert data["column"] == column
    assert data["result"] == printed[roll - 1]
    assert sum(data["odds"].values()) == pytest.approx(1)
    for cell in set(printed):
        assert data["odds"][cell] == pytest.approx(printed.count(cell) / 6)


# -- rally a corps [7.0]-[7.9] ----------------------------------------------------------------

SCHIRER_FIRST = "schirer:near=candras;candras:near=schirer:terrain=town:enemy"
CANDRAS_FIRST = "candras:near=schirer:terrain=town:enemy;schirer:near=candras"


def test_rally_order_changes_who_rallies(capsys: pytest.CaptureFixture[str]) -> None:
    """[7.9]: on a 4, rallying Schirer (5) first frees Candras (4) of the +1 of [7.2], so both
    rally; Candras first keeps the +1 and stays disrupted. A player choosing the order must
    see the difference before rolling."""
    first = resolve(capsys, "rally", "--units", SCHIRER_FIRST, "--roll", "4")
    assert first["order"] == ["schirer", "candras"]
    assert [u["rallied"] for u in first["units"]] == [True, True]
    assert first["units"][1]["modifiers"] == {"enemy_adjacent": 1, "town_or_woods": -1}
    assert first["units"][1]["modified_roll"] == 4
    assert first["result"] == "rallied: schirer, candras; disrupted: none"

    second = resolve(capsys, "rally", "--units", CANDRAS_FIRST, "--roll", "4")
    assert second["units"][0] == {
        "unit": "candras",
        "morale": 4,
        "modifiers": {"friendly_disrupted_near": 1, "enemy_adjacent": 1, "town_or_woods": -1},
        "modified_roll": 5,
        "rallied": False,
    }
    assert second["units"][1]["modifiers"] == {"friendly_disrupted_near": 1}
    assert second["result"] == "rallied: schirer; disrupted: candras"
    assert second["log_entry"]["what"] == "spi1980/rally"


def test_rally_odds_enumerate_the_die_for_each_order(capsys: pytest.CaptureFixture[str]) -> None:
    """The odds must be exact outcome patterns summing to 1, and each unit's own chance must
    move with the order (Candras 4/6 after Schirer, 3/6 before him) [7.9]."""
    first = resolve(capsys, "rally", "--units", SCHIRER_FIRST, "--roll", "1")
    assert first["odds"] == pytest.approx(
        {
            "rallied: schirer, candras; disrupted: none": 4 / 6,
            "rallied: none; disrupted: schirer, candras": 2 / 6,
        }
    )
    assert first["rally_chances"] == pytest.approx({"schirer": 4 / 6, "candras": 4 / 6})
    second = resolve(capsys, "rally", "--units", CANDRAS_FIRST, "--roll", "1")
    assert second["odds"] == pytest.approx(
        {
            "rallied: candras, schirer; disrupted: none": 3 / 6,
            "rallied: schirer; disrupted: candras": 1 / 6,
            "rallied: none; disrupted: candras, schirer": 2 / 6,
        }
    )
    assert sum(second["odds"].values()) == pytest.approx(1)
    assert second["rally_chances"] == pytest.approx({"candras": 3 / 6, "schirer": 4 / 6})


def test_rally_fog_and_demoralized_apply_to_every_unit(capsys: pytest.CaptureFixture[str]) -> None:
    """Fog (+2) [7.6] and a demoralized army (+1, or +2 by [10.0]) must reach each unit."""
    data = resolve(
        capsys,
        "rally",
        *("--units", "morand:below-half;schirer", "--fog", "--demoralized"),
        *("--demoralized-penalty", "2", "--roll", "1"),
    )
    assert data["units"][0]["modifiers"] == {"below_half_strength": 2, "fog": 2, "demoralized": 2}
    assert data["units"][0]["modified_roll"] == 7
    assert data["units"][1]["modifiers"] == {"fog": 2, "demoralized": 2}
    assert data["units"][1]["modified_roll"] == 5  # Schirer's morale is 5: he rallies
    assert data["result"] == "rallied: schirer; disrupted: morand"
    plain = resolve(capsys, "rally", "--units", "morand", "--fog", "--roll", "3")
    assert plain["units"][0]["modified_roll"] == 5 and plain["rallied"] == ["morand"]


def test_rally_named_unit_and_lost_type(capsys: pytest.CaptureFixture[str]) -> None:
    """A unit typed by name with its morale, and a counter whose type the text lost, must
    rally; the lost type in a town is asked for rather than guessed [7.4]."""
    data = resolve(
        capsys, "rally", "--units", "chapltis:terrain=town:type=dragoon;Cossacks:morale=3"
    )
    assert data["units"][0]["modifiers"] == {"town_or_woods": -1}
    assert data["order"] == ["chapltis", "cossacks"]
    assert "type=" in refused(capsys, "rally", "--units", "chapltis:terrain=town")


def test_single_unit_rally_still_works(capsys: pytest.CaptureFixture[str]) -> None:
    """A script using the one-unit form (`--morale 4 --fog`) must keep working."""
    data = resolve(capsys, "rally", "--morale", "4", "--fog", "--roll", "2")
    assert data["result"] == "rallied" and data["modified_roll"] == 4
    assert data["odds"] == pytest.approx({"rallied": 2 / 6, "stays disrupted": 4 / 6})


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--units", "schirer:enemyy"], "not a rally condition"),
        (["--units", "schirer:terrain=swamp"], "terrain is one of"),
        (["--units", "schirer:below-half=yes"], "takes no value"),
        (["--units", "schirer:near="], "needs a value"),
        (["--units", "schirer;schirer"], "twice"),
        (["--units", "schirer;becker"], "one corps"),
        (["--units", "nobody"], "morale=N"),
        (["--units", "schirer:morale=x"], "whole number"),
        (["--units", "schirer:morale=3"], "printed as 5"),
        (["--units", "schirer:near=schirer"], "itself"),
        (["--units", ":enemy"], "no unit"),
        (["--units", ";"], "no unit"),
        (["--units", "schirer", "--enemy-adjacent"], "inside its entry"),
        ([], "Morale Rating"),
    ],
)
def test_bad_rally_units_are_one_sentence(
    capsys: pytest.CaptureFixture[str], argv: list[str], words: str
) -> None:
    """A typo in --units must come back as one readable line naming the problem, exit 2."""
    err = refused(capsys, "rally", *argv, "--roll", "3")
    assert err.startswith("tabletop: ") and words in err


# -- disengagement [4.6] ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "roll", "modifiers", "modified"),
    [
        ([], 4, {}, 4),
        (["--enemy-hexes", "2"], 6, {"enemy hexes above one [4.6]": -1}, 5),
        (["--zoc-to-zoc"], 3, {"ZOC to ZOC [4.6]": -1}, 2),
        (
            ["--enemy-hexes", "3", "--zoc-to-zoc"],
            2,
            {
                "enemy hexes above one [4.6]": -2,
                "ZOC to ZOC [4.6]": -1,
                "below 1 counts as 1 [4.6]": 2,
            },
            1,
        ),
    ],
)
def test_disengagement_modifiers_named_by_cause(
    capsys: pytest.CaptureFixture[str],
    argv: list[str],
    roll: int,
    modifiers: dict[str, int],
    modified: int,
) -> None:
    """A referee reading {"modified": -3} cannot tell the extra hexes from the ZOC-to-ZOC
    move; each cause must be named, and they must add up to the modified roll [4.6]."""
    data = resolve(capsys, "disengagement", *argv, "--roll", str(roll))
    assert data["modifiers"] == modifiers and data["modified_roll"] == modified
    assert data["log_entry"]["modifiers"] == modifiers
    assert roll + sum(modifiers.values()) == modified
    assert sum(Fraction(p).limit_denominator(6) for p in data["odds"].values()) == 1


def test_help_texts_state_the_rules() -> None:
    """The panel's tooltips are where a player learns that morale is optional and how to
    write --units; without the rule and its case they would guess."""
    from tabletop.games import find_game

    resolvers = find_game("spi1980").resolvers
    helps = {s.name: s.help for s in resolvers["combat"].inputs}
    for name in ("attacker_morale", "defender_morale"):
        assert "[6.8]" in helps[name] and "not given" in helps[name]
    assert "unless both" in helps["attacker_morale"]
    units = next(s for s in resolvers["rally"].inputs if s.name == "units")
    for word in ("below-half", "near=", "enemy", "terrain=", "type=", "morale=N", "[7.9]"):
        assert word in units.help
