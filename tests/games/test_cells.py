"""Each cell an owner types is read as the game will read it when rolled, and refused there
when it does not read (issue 20, item 4)."""

from __future__ import annotations

import pytest

from tabletop.core.data import load_board
from tabletop.core.errors import RuleError
from tabletop.core.overrides import save_table
from tabletop.games.cells import checker, read_cell, split_block

READ = [
    ("vaevictis", "fire", "D1", "disorder and 1 loss"),
    ("vaevictis", "fire", "Test-2", "morale test -2"),
    ("vaevictis", "fire", "-", "no effect"),
    ("vaevictis", "close-combat", "R1/-", "attacker rout and 1 loss; defender no effect"),
    ("pratzen", "close-combat-marks", "Bold", "applies to the disadvantaged side"),
    ("tonnerre", "card-chart", "2 ac + 1 am", "2 AC + 1 AM"),
    ("pratzen", "artillery-range-1", "Hit on modified 5+", "hits on a modified 5+"),
    ("pratzen", "artillery-range-1", "none", "no fire at an adjacent hex"),
]
"""Cells the engines read, and their reading as the form shows it."""

REFUSED = [
    ("vaevictis", "fire", "XX", "'XX' is not a result of [12.3]"),
    ("vaevictis", "close-combat", "D1", "written attacker/defender"),
    ("vaevictis", "close-combat", "D1/XX", "the defender's part of 'D1/XX', 'XX'"),
    ("pratzen", "close-combat-marks", "R", "'R' is not a side"),
    ("pratzen", "close-combat-marks", "attacker", "is not a side"),
    ("tonnerre", "card-chart", "3 QQ", "is not FC, AC, FM, AM or Capture"),
    ("pratzen", "artillery-range-1", "7+", "is neither a roll to hit (1-6) nor 'none'"),
]
"""Cells the engines cannot read, and words of the sentence that refuses each."""


@pytest.mark.parametrize(("game", "table", "text", "meaning"), READ)
def test_a_cell_shows_its_reading(game: str, table: str, text: str, meaning: str) -> None:
    """The form would show nothing, or a wrong reading, beside a cell the engine reads."""
    reading = read_cell(game, table, text)
    assert reading.ok and reading.meaning == meaning
    assert reading.line() == f"{reading.text}: {meaning}"


@pytest.mark.parametrize(("game", "table", "text", "said"), REFUSED)
def test_each_unreadable_cell_is_refused(game: str, table: str, text: str, said: str) -> None:
    """Keep accepted a cell the engine cannot read, and the game failed only when it was
    rolled."""
    reading = read_cell(game, table, text)
    assert not reading.ok and said in reading.problem


def test_keep_refuses_the_table_naming_the_cell() -> None:
    """A close-combat cell without its slash was kept, and broke the first roll on it [13.2]."""
    cells = [["R1/-"], ["D1/Test"], ["D1"], ["-/D2"], ["R1/R2"], ["-/R1"]]
    with pytest.raises(RuleError, match=r"Row 3, column 0\+: 'D1' gives one result"):
        save_table(
            "vaevictis",
            "close-combat",
            cells,
            columns=["0+"],
            check=checker("vaevictis", "close-combat"),
        )
    load_board.cache_clear()
    assert load_board("vaevictis").table("close-combat").unknown  # nothing was kept


def test_spreadsheet_blocks_split_by_tab_or_comma() -> None:
    """A block copied from a spreadsheet would land in one cell."""
    assert split_block("D1\tR2\n-\tTest\n") == [["D1", "R2"], ["-", "Test"]]
    assert split_block('D1,"R1/R2"\r\nTest, -') == [["D1", "R1/R2"], ["Test", "-"]]
