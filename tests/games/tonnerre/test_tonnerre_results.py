"""Reading card results (`2 AC + 1 AM`, `FC`, captures) and the rout test."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from tabletop.cli import main
from tabletop.core.errors import RuleError
from tabletop.games.tonnerre.results import Effects, parse_result
from tabletop.games.tonnerre.rout import BROKEN, HOLDS, RoutTest, rout_resolver


@pytest.mark.parametrize(
    ("text", "effects"),
    [
        ("2 AC + 1 AM", Effects(ac=2, am=1)),
        ("FC", Effects(fc=1)),
        ("1 FC + 1 FM + Capture", Effects(fc=1, fm=1, capture=True)),
        ("1 FC, capture", Effects(fc=1, capture=True)),
        ("2AC+1AM", Effects(ac=2, am=1)),
        ("fm", Effects(fm=1)),
        ("-", Effects()),
        ("AC + AC", Effects(ac=2)),
    ],
)
def test_results_read_as_the_cards_write_them(text: str, effects: Effects) -> None:
    """A misread result would remove the wrong units or morale after an attack."""
    assert parse_result(text) == effects


def test_the_rulebook_example_reads_as_it_explains() -> None:
    """[4]: '2 AC + 1 AM' removes 2 Coalition units and lowers Coalition morale by 1."""
    effects = parse_result("2 AC + 1 AM")
    assert effects.units("Coalition") == 2 and effects.morale("Coalition") == 1
    assert effects.units("French") == 0 and effects.morale("French") == 0
    assert effects.text() == "2 AC + 1 AM"


@pytest.mark.parametrize("text", ["3 XZ", "2 AC +", "AC ++ AM", "0 AC", "99 FC", "A\nC"])
def test_a_result_that_does_not_read_is_one_sentence(text: str) -> None:
    """A typo in a typed result must be refused plainly, never applied as something else."""
    with pytest.raises(RuleError) as caught:
        parse_result(text)
    message = str(caught.value)
    assert "\n" not in message and "[4 Attack Results]" in message


def test_rout_test_broken_only_above_morale() -> None:
    """[4 Rout Test]: a roll greater than morale breaks the army; equal holds."""
    test = RoutTest(morale=4)
    assert test.result(4) == HOLDS and test.result(5) == BROKEN
    assert test.odds() == {BROKEN: Fraction(1, 3), HOLDS: Fraction(2, 3)}


def test_minus_one_box_lowers_morale_first() -> None:
    """A "-1" box tests against one morale level less."""
    test = RoutTest(morale=4, minus_one=1)
    assert test.tested_morale == 3
    assert test.result(4) == BROKEN
    assert test.odds()[BROKEN] == Fraction(1, 2)


def test_constantine_adds_one_to_the_roll() -> None:
    """After Constantine is eliminated the Coalition's rolls get +1 [4 Morale Penalties]."""
    test = RoutTest(morale=5, drm=1)
    assert test.result(4) == HOLDS and test.result(5) == BROKEN


def test_resolver_reports_modified_roll_and_result() -> None:
    """The resolver gives Broken or Holds with the modified roll, for real dice too."""
    resolver = rout_resolver()
    done = resolver.run({"morale": 4, "minus_one": True, "constantine": True}, 3)
    assert done.result == BROKEN
    assert done.fields["modified_roll"] == 4 and done.fields["morale_tested"] == 3
    assert "Broken" in done.events[0].text
    assert resolver.run({"morale": 6}, 6).result == HOLDS


def test_cli_resolve_rout_test(capsys: pytest.CaptureFixture[str]) -> None:
    """`tabletop resolve tonnerre/rout-test` works from the shell with a typed roll."""
    argv = ["resolve", "tonnerre/rout-test", "--morale", "5", "--constantine", "--roll", "5"]
    assert main([*argv, "--json"]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer["result"] == "Broken" and answer["modified_roll"] == 6
    assert main(["resolve", "tonnerre/rout-test", "--morale", "6", "--roll", "6", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["result"] == "Holds"
