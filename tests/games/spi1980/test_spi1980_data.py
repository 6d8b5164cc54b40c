"""The SPI Austerlitz data read back against the rulebook text, cell by cell."""

from __future__ import annotations

import re

import pytest
from conftest import SEEDS

from tabletop.core.data import load_board
from tabletop.games.spi1980.data import game_data

RULEBOOK = SEEDS / "000_5229c468f954273e.txt"


def _lines() -> list[str]:
    return RULEBOOK.read_text(encoding="utf-8").splitlines()


def _printed_crts() -> list[list[list[str]]]:
    """Every printed copy of the Combat Results Table: six rows of ten cells each."""
    lines = _lines()
    copies = []
    for i, line in enumerate(lines):
        if line.strip() == "[15.0] COMBAT RESULTS TABLE":
            rows = [ln.split("\t") for ln in lines[i : i + 12] if re.match(r"^[1-6]\t", ln)]
            if rows:
                copies.append([r[1:11] for r in rows])
    return copies


def _printed_tecs() -> list[dict[str, list[str]]]:
    """Every printed copy of the Terrain Effects Chart, rows by terrain name."""
    lines = _lines()
    copies = []
    for i, line in enumerate(lines):
        if line.strip() == "[8.0] TERRAIN EFFECTS CHART":
            rows: dict[str, list[str]] = {}
            for ln in lines[i + 3 : i + 17]:
                cells = ln.split("\t")
                if len(cells) >= 9 and cells[0] and not cells[0].startswith(("Bridge", "Terrain")):
                    rows[cells[0]] = cells[1:9]
            copies.append(rows)
    return copies


@pytest.mark.rulebook
def test_crt_every_cell_matches_both_printed_copies() -> None:
    """A typo in any CRT cell would make the panel read a wrong combat result."""
    copies = _printed_crts()
    assert len(copies) == 2
    table = load_board("spi1980").table("crt")
    assert table.columns == ("1-5", "1-4", "1-3", "1-2", "1-1", "2-1", "3-1", "4-1", "5-1", "6-1")
    for printed in copies:
        assert len(printed) == 6
        for roll, row in enumerate(printed, start=1):
            for column, cell in zip(table.columns, row, strict=True):
                assert table.lookup(roll=roll, column=column).result == cell.strip(), (
                    roll,
                    column,
                )


def test_crt_odds_of_every_column_sum_to_one() -> None:
    """Odds shown before a combat roll would not add up if a column were malformed."""
    table = load_board("spi1980").table("crt")
    for column in table.columns:
        assert sum(table.odds(column=column).values()) == 1


@pytest.mark.rulebook
def test_tec_rules_body_copy_matches_text() -> None:
    """A wrong Terrain Effects Chart cell would misstate a movement cost or combat effect."""
    body, second, buyers = _printed_tecs()
    tec = load_board("spi1980").table("tec")
    assert len(body) == 12 and body == second
    for key, cells in body.items():
        assert list(tec.row_by_key(key).cells) == [c.strip() for c in cells], key
    guide = load_board("spi1980").table("tec_buyers_guide")
    for key, cells in buyers.items():
        assert list(guide.row_by_key(key).cells) == [c.strip() for c in cells], key


@pytest.mark.parametrize(
    ("row", "column", "body", "buyers"),
    [
        ("Town Hex", "Art move", "1", "3"),
        ("Fortified Position", "Inf move", "1", "3"),
        ("Clear Hex", "Cav combat", "*", "-"),
        ("Slope Hexside/Upslope", "Art move", "+1", "-1"),
        ("Woods Hex", "Inf combat", "D", "D"),
    ],
)
def test_tec_buyers_guide_differences_are_kept_apart(
    row: str, column: str, body: str, buyers: str
) -> None:
    """The panel must read the rules-body copy, not the buyer's guide copy [8.0]."""
    board = load_board("spi1980")
    assert board.table("tec").lookup(row=row, column=column).result == body
    assert board.table("tec_buyers_guide").lookup(row=row, column=column).result == buyers
    assert "buyer's guide" in board.table("tec").notes


def _printed_counters() -> set[tuple[str, str, str, int, int, int]]:
    lines = _lines()
    start = next(i for i, ln in enumerate(lines) if ln.endswith("(100 pieces): Front"))
    end = next(i for i, ln in enumerate(lines) if ln.strip() == "MARKERS")
    pattern = re.compile(r"^(\d{4}|R|\d) (\S+) (.+) (\d+)-(\d+)-(\d+)$")
    found = set()
    for line in lines[start:end]:
        for cell in line.split("\t"):
            match = pattern.match(cell.strip())
            if match:
                setup, corps, name, s, m, mv = match.groups()
                found.add((setup, corps, name, int(s), int(m), int(mv)))
    return found


@pytest.mark.rulebook
def test_every_counter_matches_the_counter_sheet() -> None:
    """A unit with a wrong strength, morale, corps or set-up hex would be set up wrongly."""
    printed = _printed_counters()
    assert len(printed) == 66
    ours = set()
    for raw in load_board("spi1980").raw["units"]:
        setup = raw.get("setup") or str(raw["entry_turn"])
        corps = raw.get("printed_corps", raw["corps"])
        ours.add((setup, corps, raw["name"], raw["strength"], raw["morale"], raw["movement"]))
    assert ours == printed


def test_armies_corps_reserve_and_reinforcements() -> None:
    """The order of battle would be wrong if a unit sat in the wrong army or reserve."""
    data = game_data()
    french = [u for u in data.units if u.army == "French"]
    allied = [u for u in data.units if u.army == "Allied"]
    assert (len(french), len(allied)) == (36, 30)
    reserve = {u.id for u in data.units if u.is_reserve}
    # [12.0]: all of C, IG and I corps plus Oudinot and Baltus, 13 units.
    expected = {u.id for u in french if u.corps in ("C", "Ig", "I")} | {"oudinot", "baltus"}
    assert reserve == expected and len(reserve) == 13
    assert {u.id for u in data.units if u.entry_turn == 2} == {"friant", "bourcier", "ourie"}
    assert {u.corps for u in allied} == {"Bx", "Kt", "Lc", "Bg", "Rg"}


def test_unknown_types_are_marked_not_guessed() -> None:
    """A guessed unit type would silently change rally modifiers and cavalry VPs."""
    unknown = {u.id for u in game_data().units if u.unit_type is None}
    assert unknown == {"mrdvich-0819", "mrdvich-0719", "chapltis", "saulima"}


def test_morale_fog_victory_levels_and_sequence() -> None:
    """Wrong tracks would start the game at the wrong morale or misjudge victory."""
    data = game_data()
    assert data.start_morale == {"Allied": 80, "French": 70}
    assert data.turns == 11 and data.fog_turns == (1, 2)
    assert [(v.low, v.high, v.level) for v in data.victory_levels] == [
        (0, 9, "Draw"),
        (10, 25, "Marginal Victory"),
        (26, 50, "Substantive Victory"),
        (51, None, "Decisive Victory"),
    ]
    assert [p.id for p in data.phases] == [
        "allied_rally",
        "allied_movement",
        "allied_combat",
        "french_rally",
        "french_movement",
        "french_combat",
    ]
    mods = {m.case: m.value for m in data.rally_modifiers.values()}
    assert mods == {"7.1": 2, "7.2": 1, "7.3": 1, "7.4": -1, "7.5": -2, "7.6": 2, "7.7": 1}
    assert data.rally_modifiers["demoralized"].option_value == 2


def test_every_entry_names_its_source() -> None:
    """Data without a case could not be checked against the rulebook by a referee."""
    raw = load_board("spi1980").raw
    for name, table in raw["tables"].items():
        assert table["source"].startswith("000_5229c468f954273e.txt ["), name
    for unit in raw["units"]:
        assert unit["source"].startswith("000_5229c468f954273e.txt ["), unit["id"]
    for key in ("rally", "rout", "disengagement", "reinforcement", "reserve", "victory"):
        assert raw[key]["source"].startswith("000_5229c468f954273e.txt ["), key


def _unsourced(node: object, path: str, inherited: bool) -> list[str]:
    """Paths of tables that neither name a source nor sit inside one that does."""
    missing: list[str] = []
    if isinstance(node, dict):
        source = node.get("source")
        if source is not None:
            if not str(source).startswith(RULEBOOK.name):
                missing.append(f"{path}.source = {source!r}")
            inherited = True
        namespace = all(isinstance(v, dict) for v in node.values())
        if not inherited and not namespace and path:
            missing.append(path)
        for key, value in node.items():
            if key.endswith("_source") and not str(value).startswith(RULEBOOK.name):
                missing.append(f"{path}.{key} = {value!r}")
            missing += _unsourced(value, f"{path}.{key}" if path else key, inherited)
    elif isinstance(node, list):
        for index, item in enumerate(node):
            missing += _unsourced(item, f"{path}[{index}]", inherited)
    return missing


def test_every_entry_of_the_board_file_names_its_source() -> None:
    """An entry with no `source` cannot be checked against the rulebook: a referee or the
    owner of the printed game would have no page to compare a disputed number with."""
    raw = load_board("spi1980").raw
    assert raw["rulebook"] == RULEBOOK.name
    assert _unsourced(raw, "", False) == []
    for key in ("rally_modifiers", "corps", "units", "sequence", "victory_levels"):
        assert raw[key] and all("source" in entry for entry in raw[key]), key
