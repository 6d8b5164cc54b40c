"""The Pratzen's printed tables read back against the rulebook text, cell by cell."""

from __future__ import annotations

import re

import pytest
from conftest import rulebook

from tabletop.core.data import load_board


def book() -> str:
    """The Pratzen's rulebook text, read when a test asks (tests/conftest.py, SEEDS)."""
    return rulebook("004")


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("\u2013", "-").replace("--", "-")).strip()


def _after(heading: str, count: int) -> list[str]:
    """The non-blank lines after the last line starting with `heading`."""
    starts = [
        i
        for i, line in enumerate(book().splitlines())
        if line.strip().endswith(heading) or line.strip().startswith(heading)
    ]
    assert starts, heading
    found = [_norm(line) for line in book().splitlines()[starts[-1] + 1 :] if line.strip()]
    return found[:count]


def _bands(cells: list[str]) -> list[tuple[int, int]]:
    out = []
    for cell in cells:
        low, _, high = cell.rstrip("*").partition("-")
        out.append((int(low), int(high or low)))
    return out


def _check_banded(name: str, heading: str, results: list[str], skip: int) -> None:
    table = load_board("pratzen").table(name)
    rows = [line for line in _after(heading, skip + 6) if line.startswith("ER")]
    assert len(rows) == 3
    for line in rows:
        er, *cells = line.split(" ")
        assert len(cells) == len(results), line
        for result, (low, high) in zip(results, _bands(cells), strict=True):
            for roll in range(low, high + 1):
                assert table.lookup(roll=roll, column=er).result == result, (er, roll)


@pytest.mark.rulebook
def test_engagement_table_every_roll_of_every_er() -> None:
    """A wrong cell would tell a command to attack when the printed table says hold."""
    _check_banded(
        "engagement", "Engagement Table (ET): Engagement phase", ["Withdraw", "Hold", "Attack"], 2
    )


@pytest.mark.rulebook
def test_fire_control_table_every_roll_of_every_er() -> None:
    """A wrong cell would make a battalion fire, or cease fire, against the printed table."""
    _check_banded(
        "fire-control",
        "Fire Control Table (FCT): Engagement Phase",
        ["Cease Fire", "Choice", "Fire", "Waste Fire"],
        2,
    )


@pytest.mark.rulebook
def test_reinforcement_table_matches_text() -> None:
    """A wrong band would delay reinforcements that the printed table brings on time."""
    table = load_board("pratzen").table("reinforcement")
    lines = _after("Reinforcement Table (RT)", 4)
    for line in lines:
        match = re.fullmatch(r"(.*) (\d+)(?:-(\d+))?", line)
        assert match, line
        result, low, high = (
            match.group(1),
            int(match.group(2)),
            int(match.group(3) or match.group(2)),
        )
        for roll in range(low, high + 1):
            assert table.lookup(roll=roll).result == result


@pytest.mark.rulebook
def test_close_combat_odds_every_cell() -> None:
    """A wrong odds cell would send a close combat to the wrong column of the Results Table."""
    table = load_board("pratzen").table("close-combat-odds")
    header = _after("Close Combat Odds Table", 19)
    assert header[0] == " ".join(str(n) for n in range(1, 13))
    for line in header[1:]:
        row, *cells = line.split(" ")
        last = min(int(row), 12)
        printed = ["X"] * (last - len(cells)) + cells + [""] * (12 - last)
        stored = list(table.row_by_key(row).cells)
        assert stored == printed, row


@pytest.mark.rulebook
def test_close_combat_results_every_cell() -> None:
    """A wrong result cell would repulse a force the printed table defeats."""
    table = load_board("pratzen").table("close-combat")
    lines = _after("Dr I II III IV V VI", 6)
    for line in lines:
        roll, *cells = line.split(" ")
        assert len(cells) == 6
        for column, cell in zip(table.columns, cells, strict=True):
            assert table.lookup(roll=int(roll), column=column).result == cell


def test_results_odds_sum_to_one_and_reroll_is_spread() -> None:
    """The odds shown before a close-combat roll must add up, with Reroll spread over the rest."""
    table = load_board("pratzen").table("close-combat")
    for column in table.columns:
        odds = table.odds(column=column)
        assert sum(odds.values()) == 1 and "Reroll" not in odds


@pytest.mark.rulebook
def test_bold_italic_marks_are_unknown_until_entered() -> None:
    """The text lost the marks; the app must ask, never guess which side a result hits."""
    marks = load_board("pratzen").table("close-combat-marks")
    assert marks.unknown
    assert "Bold Italic results apply to disadvantaged side" in _norm(book())


@pytest.mark.rulebook
@pytest.mark.parametrize(
    ("cause", "sentence", "first"),
    [
        ("fire", "If the result of a Fire Combat, a 12 eliminates the Leader", 12),
        ("close-combat", "If the result of Close Combat, a result of 11 or 12 eliminates", 11),
        ("overrun", "Retreated or Withdrawn over, a result of 10 to 12 eliminates", 10),
    ],
)
def test_leader_casualty_follows_the_rules_body(cause: str, sentence: str, first: int) -> None:
    """A wrong number would kill a leader the rules spare, or spare one they kill."""
    assert sentence in _norm(book())
    table = load_board("pratzen").table("leader-casualty")
    for roll in range(2, 13):
        expected = "Eliminated" if roll >= first else "Unharmed"
        assert table.lookup(roll=roll, column=cause).result == expected


def _section(start: str, end: str) -> str:
    text = _norm(book())
    begin = text.rindex(start)
    return text[begin : text.index(end, begin)]


@pytest.mark.rulebook
def test_terrain_chart_cells_are_printed_words() -> None:
    """Every Terrain Effects Chart cell must be words the printed chart holds, in its rows."""
    chart = _section("Terrain Effects Chart (TEC)", "Artillery fire table")
    table = load_board("pratzen").table("terrain")
    for row in table.rows:
        assert row.label in chart
        for cell in row.cells:
            for piece in cell.split("; "):
                assert _norm(piece) in chart, (row.label, piece)


@pytest.mark.rulebook
def test_fire_tables_cells_and_hit_numbers() -> None:
    """The hit numbers the resolvers use must be the ones printed in the fire tables."""
    board = load_board("pratzen")
    artillery = _section("Artillery fire table", "Musketry Fire table")
    table = board.table("artillery-fire")
    for row in table.rows:
        for cell in row.cells:
            for piece in cell.split("; "):
                assert _norm(piece) in artillery, piece
    numbers = board.raw["fire"]["artillery"]
    for shot, row in (("ball", "Ball"), ("canister", "Canister")):
        near, far = (
            int(re.search(r"modified (\d)", c).group(1))
            for c in board.table(  # type: ignore[union-attr]
                "artillery-fire"
            )
            .row_by_key(row)
            .cells
        )
        assert (numbers[shot]["near"], numbers[shot]["far"]) == (near, far)
    assert "+1 to die for stacked target of ball fire" in artillery
    musketry = _section("Musketry Fire table", "Close Combat Odds Table")
    assert board.table("musketry-fire").row_by_key("Musket").cells[0] in musketry
    assert "Range 2-6" in musketry and board.raw["fire"]["musketry"]["max_range"] == 6
    assert "If the modified dr is greater than or equal to the effective range" in _norm(book())
    assert "which means musketry has no effect" in _norm(book())
    cover = board.raw["fire"]["artillery"]
    assert "resolved as if the target were 5 hexes longer in range" in _norm(book())
    assert cover["cover_range"] == board.raw["fire"]["musketry"]["cover_range"] == 5
    assert "Note: canister has no effect on village hexes." in _norm(book())
    assert "Hit on natural 6 or 6+ only" in _norm(book()) and cover["tec_cover_hit"] == 6


def test_printed_row_names_read_the_tables() -> None:
    """`tabletop lookup pratzen/engagement --row ER2 --roll 7` reads the ER2 row as printed."""
    board = load_board("pratzen")
    assert board.table("engagement").lookup(row="ER2", roll=7).result == "Hold"
    assert board.table("fire-control").lookup(row="ER1", roll=6).result == "Choice"
    assert board.table("leader-casualty").lookup(row="overrun", roll=10).result == "Eliminated"
    assert sum(board.table("engagement").odds(row="ER3").values()) == 1
