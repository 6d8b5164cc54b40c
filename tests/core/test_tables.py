"""The printed-table engine: bands, keyed tables, shifts, clamps, rerolls and exact odds."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.core.bands import UNBOUNDED, Band, parse_band
from tabletop.core.errors import DataError, RollError, TableError, UnknownGameError
from tabletop.core.tables import Table, table_from_toml
from tabletop.games.printed import find_table


def make(rows: list[dict[str, Any]], **extra: Any) -> Table:
    data = {"source": "test.txt [1.0]", "rows": rows, **extra}
    return table_from_toml("test", "t", data)


CRT = make(
    [
        {"roll": "<=2", "cells": ["A", "B", "C"]},
        {"roll": "3-6", "cells": ["D", "E", "F"]},
        {"roll": "7-9", "cells": ["G", "H", "I"]},
        {"roll": "10-11", "cells": ["J", "K", "L"]},
        {"roll": "12+", "cells": ["M", "N", "O"]},
    ],
    dice="2d6",
    columns=["1-2", "1-1", "2-1"],
)


@pytest.mark.parametrize(
    "text,band",
    [
        ("7-9", Band(7, 9)),
        ("4", Band(4, 4)),
        ("12+", Band(12, UNBOUNDED)),
        ("<=2", Band(-UNBOUNDED, 2)),
        ("≤2", Band(-UNBOUNDED, 2)),
        ("2 or less", Band(-UNBOUNDED, 2)),
        ("-1", Band(-1, -1)),
        ("-2 to 3", Band(-2, 3)),
        ("1–3", Band(1, 3)),
        ("Clear Hex", None),
    ],
)
def test_printed_bands(text: str, band: Band | None) -> None:
    """A row headed "7-9" or "12+" would otherwise never be found by a roll in it."""
    assert parse_band(text) == band


def test_backward_band_is_a_data_error() -> None:
    """A transcription typo like "9-7" would otherwise silently match no roll."""
    with pytest.raises(DataError, match="9-7"):
        parse_band("9-7")


@pytest.mark.parametrize(
    "roll,row", [(2, "<=2"), (3, "3-6"), (7, "7-9"), (9, "7-9"), (11, "10-11"), (12, "12+")]
)
def test_roll_reads_the_row_of_its_band(roll: int, row: str) -> None:
    """A roll of 8 would read the wrong printed row."""
    found = CRT.lookup(roll=roll, column="1-1")
    assert found.row == row
    assert found.result == CRT.rows[[r.label for r in CRT.rows].index(row)].cells[1]
    assert (found.roll, found.modified_roll, found.column) == (roll, roll, "1-1")


def test_column_by_number_in_a_band_header() -> None:
    """Asking for odds column 3 on a table headed "1-4", "3-6" would not find the column."""
    table = make(
        [{"roll": "1", "cells": ["x", "y"]}], dice="1d6", columns=["1-2", "3-6"], column_bands=True
    )
    assert table.lookup(roll=1, column=4).result == "y"
    assert table.lookup(roll=1, column="1-2").result == "x"


def test_odds_headers_are_not_number_bands() -> None:
    """Asking the SPI CRT for column "3" would silently read the 1-5 column ("1-5" is odds)."""
    crt = find_table("spi1980/crt")
    with pytest.raises(TableError, match="no column '3'"):
        crt.lookup(roll=1, column=3)
    with pytest.raises(TableError, match="no column '9'"):
        crt.lookup(roll=1, column=9)


def test_a_row_on_a_rolled_table_or_a_roll_on_a_keyed_table_is_refused() -> None:
    """`--row 3` on the CRT would be ignored and random dice rolled instead."""
    with pytest.raises(TableError, match="read by a roll"):
        find_table("spi1980/crt").lookup(row=3, roll=2, column="1-1")
    keyed = make([{"key": "Clear", "cells": ["1"]}], columns=["Inf"])
    with pytest.raises(TableError, match="no dice"):
        keyed.lookup(row="Clear", roll=3)


def test_lookup_as_dict_has_the_contract_fields() -> None:
    """`tabletop lookup --json` consumers would miss the fields DESIGN.md promises."""
    data = CRT.lookup(roll=5, column="2-1", modifier=2).as_dict()
    assert {"table", "roll", "modified_roll", "row", "column", "result"} <= set(data)
    assert data["table"] == "test/t" and data["modified_roll"] == 7 and data["result"] == "I"


def test_keyed_table_without_a_roll() -> None:
    """The terrain chart, read by terrain and unit type, would otherwise demand a roll."""
    tec = make(
        [{"key": "Clear Hex", "cells": ["1", "-"]}, {"key": "Woods", "cells": ["2", "D"]}],
        columns=["Inf move", "Inf combat"],
    )
    assert tec.dice is None
    found = tec.lookup(row="woods", column="Inf combat")
    assert (found.result, found.roll, found.row) == ("D", None, "Woods")
    assert tec.odds(row="Clear Hex", column="Inf move") == {"1": 1}
    with pytest.raises(TableError, match="Clear Hex, Woods"):
        tec.lookup(row="Swamp", column="Inf move")
    with pytest.raises(TableError, match="read by row"):
        tec.lookup(column="Inf move")


def test_one_column_table_needs_no_column() -> None:
    """A one-column chart would otherwise force the player to name a column nobody sees."""
    table = make(
        [{"roll": "1-3", "result": "Rally"}, {"roll": "4-6", "result": "Rout"}], dice="1d6"
    )
    assert table.lookup(roll=5).result == "Rout"
    assert table.lookup(roll=5).column is None


def test_shift_moves_columns_and_clamps_at_the_ends() -> None:
    """A column shift past the last column would crash or read a column that does not exist."""
    assert CRT.lookup(roll=7, column="1-2", shift=1).result == "H"
    assert CRT.lookup(roll=7, column="1-1", shift=5).column == "2-1"
    assert CRT.lookup(roll=7, column="1-1", shift=-5).result == "G"
    assert CRT.odds(column="1-1", shift=9) == CRT.odds(column="2-1")


def test_shift_past_the_end_refused_when_the_rules_say_so() -> None:
    """A table whose rules forbid shifting off the end would silently clamp instead."""
    table = make(
        [{"roll": "1-6", "cells": ["a", "b"]}], dice="1d6", columns=["x", "y"], shift="error"
    )
    assert table.lookup(roll=1, column="x", shift=1).result == "b"
    with pytest.raises(TableError, match=r"\+2 runs off the end of test/t"):
        table.lookup(roll=1, column="x", shift=2)


def test_modified_roll_clamps_to_the_printed_range() -> None:
    """A +3 modifier on a 6 would read no row at all instead of the bottom printed row."""
    table = make([{"roll": str(i), "result": f"r{i}"} for i in range(1, 7)], dice="1d6")
    assert table.lookup(roll=6, modifier=3).result == "r6"
    assert table.lookup(roll=6, modifier=3).modified_roll == 9
    assert table.lookup(roll=1, modifier=-4).result == "r1"
    assert table.odds(modifier=3) == {
        "r4": Fraction(1, 6),
        "r5": Fraction(1, 6),
        "r6": Fraction(4, 6),
    }


def test_modified_roll_off_the_table_refused_when_the_rules_say_so() -> None:
    """A table whose rules forbid rolls past its ends would quietly read an end row."""
    table = make(
        [{"roll": str(i), "result": f"r{i}"} for i in range(1, 7)],
        dice="1d6",
        modified_roll="error",
    )
    with pytest.raises(TableError, match="modified roll of 8 .* from 1 to 6"):
        table.lookup(roll=6, modifier=2)


def test_rows_with_a_gap_give_a_sentence_not_a_crash() -> None:
    """A roll falling between two printed bands would hang or crash the app."""
    table = make([{"roll": "1-2", "result": "a"}, {"roll": "5-6", "result": "b"}], dice="1d6")
    with pytest.raises(TableError, match="no row for a roll of 3"):
        table.lookup(roll=3)


def test_natural_roll_out_of_range_is_refused() -> None:
    """A typed 2d6 roll of 13 would otherwise read the "12+" row."""
    with pytest.raises(RollError, match="2 to 12"):
        CRT.lookup(roll=13, column="1-1")
    with pytest.raises(TableError, match="needs a roll of 2d6"):
        CRT.lookup(column="1-1")


def test_reroll_cells_spread_their_chance_over_the_rest() -> None:
    """Odds shown before a roll would include "Reroll", which never stands as a result."""
    table = make(
        [
            {"roll": "1", "result": "Reroll"},
            {"roll": "2-3", "result": "A"},
            {"roll": "4-6", "result": "B"},
        ],
        dice="1d6",
        reroll=["Reroll"],
    )
    odds = table.odds()
    assert odds == {"A": Fraction(2, 5), "B": Fraction(3, 5)}
    assert sum(odds.values()) == 1
    assert all(isinstance(p, Fraction) for p in odds.values())


def test_a_table_of_only_rerolls_refuses() -> None:
    """Odds of a table that always says roll again would divide by zero."""
    table = make([{"roll": "1-6", "result": "Reroll"}], dice="1d6", reroll=["Reroll"])
    with pytest.raises(TableError, match="roll again"):
        table.odds()


def test_unknown_column_and_row_name_the_choices() -> None:
    """A player asking for a column the table lacks would get no hint of the right ones."""
    with pytest.raises(TableError, match="1-2, 1-1, 2-1"):
        CRT.lookup(roll=7, column="9-1")
    with pytest.raises(TableError, match="needs a column"):
        CRT.lookup(roll=7)


def test_unknown_table_refuses_with_a_sentence() -> None:
    """A table lost from the rulebook text would otherwise be read as if it were empty."""
    table = make([], dice="1d6", unknown=True)
    with pytest.raises(TableError, match="lost from the rulebook text"):
        table.lookup(roll=3)
    with pytest.raises(TableError, match="lost"):
        table.odds()


@pytest.mark.parametrize(
    "data,match",
    [
        ({"rows": [{"roll": "1", "result": "a"}]}, "source"),
        ({"source": "s"}, "no rows"),
        (
            {"source": "s", "columns": ["a", "b"], "rows": [{"roll": "1", "cells": ["x"]}]},
            "1 cells",
        ),
        ({"source": "s", "dice": "2x6", "rows": [{"roll": "1", "result": "a"}]}, "dice"),
        ({"source": "s", "shift": "wrap", "rows": [{"roll": "1", "result": "a"}]}, "clamp"),
    ],
)
def test_malformed_table_data_names_the_table(data: dict[str, Any], match: str) -> None:
    """A transcription mistake in boards/ would crash the app instead of naming the table."""
    with pytest.raises(DataError, match=match) as info:
        table_from_toml("test", "t", data)
    assert "[tables.t]" in str(info.value)


@pytest.mark.usefixtures("fake_game_listed")
def test_find_table_refuses_unknown_game_and_table() -> None:
    """`tabletop lookup nope/crt` would crash instead of naming the games and tables."""
    with pytest.raises(UnknownGameError, match="spi1980"):
        find_table("nope/crt")
    with pytest.raises(TableError, match="no table 'nosuch'"):
        find_table("fake/nosuch")
    with pytest.raises(TableError, match="GAME/TABLE"):
        find_table("spi1980")


# -- odds equal the lookups they summarise ---------------------------------------------------


@st.composite
def small_tables(draw: st.DrawFn) -> tuple[Table, int, int, int]:
    """A random contiguous table over a random number of dice, with inputs to read it by."""
    count = draw(st.integers(1, 3))
    low, high = count, count * 6
    cuts = sorted(draw(st.sets(st.integers(low + 1, high), max_size=5)))
    edges = [low, *cuts, high + 1]
    ncols = draw(st.integers(1, 3))
    results = st.sampled_from(["A", "B", "C", "Reroll"])
    rows = []
    for i, (a, b) in enumerate(itertools.pairwise(edges)):
        label = f"{a}-{b - 1}" if b - 1 > a else str(a)
        if i == 0 and draw(st.booleans()):
            label = f"<={b - 1}"
        if i == len(edges) - 2 and draw(st.booleans()):
            label = f"{a}+"
        rows.append({"roll": label, "cells": [draw(results) for _ in range(ncols)]})
    columns = [f"c{j}" for j in range(ncols)] if ncols > 1 else [""]
    table = make(rows, dice=f"{count}d6", columns=columns, reroll=["Reroll"])
    modifier = draw(st.integers(-4, 4))
    column = draw(st.integers(0, ncols - 1))
    shift = draw(st.integers(-3, 3))
    return table, modifier, column, shift


@settings(max_examples=150, deadline=None)
@given(small_tables())
def test_odds_equal_counting_every_roll(case: tuple[Table, int, int, int]) -> None:
    """The odds bars beside a resolver would disagree with what the dice then give."""
    table, modifier, column, shift = case
    spec = table.dice
    assert spec is not None
    header = table.columns[column] if table.columns[column] else None
    ways: Counter[str] = Counter()
    # Enumerate every throw of the dice, face by face, independently of the engine's odds.
    throws: list[tuple[int, ...]] = [()]
    for _ in range(spec.count):
        throws = [(*t, f) for t in throws for f in range(1, spec.sides + 1)]
    for throw in throws:
        ways[
            table.lookup(roll=sum(throw), column=header, modifier=modifier, shift=shift).result
        ] += 1
    standing = {r: n for r, n in ways.items() if r != "Reroll"}
    if not standing:
        with pytest.raises(TableError):
            table.odds(column=header, modifier=modifier, shift=shift)
        return
    total = sum(standing.values())
    expected = {r: Fraction(n, total) for r, n in standing.items()}
    odds = table.odds(column=header, modifier=modifier, shift=shift)
    assert odds == expected
    assert sum(odds.values()) == 1
