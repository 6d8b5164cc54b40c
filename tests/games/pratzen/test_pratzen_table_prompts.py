"""The Pratzen audit's minor findings (tools/audit-pratzen.md 2-6), as a player meets them."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from checkout_paths import CHECKOUT

from tabletop.cli import main
from tabletop.core.data import load_board
from tabletop.core.errors import RuleError
from tabletop.session import Session


def _resolve(name: str, roll: int | None = None, **inputs: object):  # type: ignore[no-untyped-def]
    session = Session.new("pratzen", seed=5, autosave=False)
    return session.resolve(name, inputs, roll=roll, as_logged=True)  # a what-if, as `resolve`


@pytest.fixture
def fresh_board() -> Iterator[None]:
    """The owner's overrides of one test are not seen by the next."""
    load_board.cache_clear()
    yield
    load_board.cache_clear()


def test_units_involved_counts_the_losers_or_both_sides_as_the_player_reads_it() -> None:
    """A player whose group counts both sides' units 'involved' would get too few hits, with
    nothing saying the app counted only the loser's; the reading is documented with both
    citations and the other is an option."""
    inputs = {"attack": 8, "defend": 4, "attacker_units": 5, "defender_units": 9}
    loser = _resolve("close-combat", 5, **inputs)
    assert loser.fields["if_defender_loses"]["units_groups"] == 3  # 9 defenders
    assert loser.fields["if_attacker_loses"]["units_groups"] == 2  # 5 attackers
    both = _resolve("close-combat", 5, units_involved="all", **inputs)
    assert both.fields["if_defender_loses"]["units_groups"] == 4  # 14 units
    assert both.fields["if_attacker_loses"]["units_groups"] == 4
    docs = (CHECKOUT / "docs" / "pratzen.md").read_text(encoding="utf-8")
    assert "Units involved" in docs and "[Close Combat Phase 6]" in docs
    assert "[Close Combat Phase 9]" in docs


def test_artillery_at_an_adjacent_hex_asks_the_owner_instead_of_citing_a_rule(
    fresh_board: None,
) -> None:
    """Canister at range 1 was refused as if the table forbade it, though the text is silent:
    the app says so, and once the owner enters how they play it, resolves the shot."""
    with pytest.raises(RuleError) as caught:
        _resolve("artillery", 5, shot="canister", range=1)
    assert "neither allow nor forbid" in str(caught.value)
    from tabletop.core.overrides import save_table

    save_table("pratzen", "artillery-range-1", [["5"], ["none"]])
    load_board.cache_clear()
    assert _resolve("artillery", 5, shot="ball", range=1).result == "Hit"
    assert _resolve("artillery", 4, shot="ball", range=1).result == "Miss"
    with pytest.raises(RuleError, match="does not fire at an adjacent hex"):
        _resolve("artillery", 5, shot="canister", range=1)


def test_a_blank_odds_cell_is_refused_not_printed_as_an_empty_result(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """`lookup --row 1 --column 2` printed an empty result and exit 0, as if the table said
    nothing happens; it is one sentence and exit 2."""
    code = main(["lookup", "pratzen/close-combat-odds", "--row", "1", "--column", "2"])
    err = capsys.readouterr().err.strip()
    assert code == 2 and "\n" not in err
    assert "cannot exceed the row" in err and "Close Combat Odds Table" in err
    assert main(["lookup", "pratzen/close-combat-odds", "--row", "3", "--column", "2"]) == 0
    assert capsys.readouterr().out.startswith("III")


def test_engagement_and_fire_control_ask_for_a_row_as_printed(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The ER tables print ER1-ER3 as rows; being told to give a 'column' sends the player
    hunting for an option that does not exist."""
    assert main(["odds", "pratzen/engagement"]) == 2
    assert "needs a row: one of ER1, ER2, ER3" in capsys.readouterr().err
    assert main(["lookup", "pratzen/fire-control", "--row", "ER1", "--roll", "6"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Choice") and "row ER1;" in out and "column" not in out


def test_setup_help_says_the_start_phase_may_be_left_out(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The starting phase's choices began with a blank ('one of , Event, ...')."""
    save = str(tmp_path / "p.toml")
    assert main(["new", "pratzen", "-o", save]) == 0
    capsys.readouterr()
    assert main(["act", save, "setup", "--help"]) == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "one of , " not in text
    assert "one of Event, Reinforcements," in text and "Close Combat, or left out)" in text
