"""The Austerlitz 1805 (Vae Victis) data read back against the rulebook text, cell by cell."""

from __future__ import annotations

import re

import pytest
from conftest import rulebook

from tabletop.core.data import load_board
from tabletop.core.errors import TableError
from tabletop.games.vaevictis.data import game_data


def text() -> str:
    """The rulebook's text with its spaces and line breaks made single spaces."""
    return " ".join(rulebook("001").split())


NUMBERS = {"two": 2, "three": 3, "four": 4, "4": 4}


@pytest.mark.rulebook
def test_random_finish_every_cell_matches_the_printed_prose() -> None:
    """A wrong cell would end the game on a roll that should carry on, or the reverse."""
    table = load_board("vaevictis").table("random-finish")
    printed = re.search(
        r"End of Turn 7 Game ends on (\d) or 6 End of Turn 8 Game ends on (\d) or greater "
        r"End of Turn 9 Game ends on (\d) or greater End of Turn 10 Game ends automatically",
        text(),
    )
    assert printed is not None
    lowest = {"7": int(printed[1]), "8": int(printed[2]), "9": int(printed[3]), "10": 1}
    assert table.columns == ("7", "8", "9", "10") and lowest == {"7": 5, "8": 4, "9": 3, "10": 1}
    for turn, low in lowest.items():
        for roll in range(1, 7):
            expected = "Game ends" if roll >= low else "Continue"
            assert table.lookup(roll=roll, column=turn).result == expected, (turn, roll)


@pytest.mark.rulebook
def test_ice_every_cell_matches_the_printed_prose() -> None:
    """A wrong cell would drown (or save) a routing unit on the frozen lake."""
    table = load_board("vaevictis").table("ice")
    printed = re.search(
        r"the ice cracks on Infantry (\d) Cavalry \(except heavy\) 1-(\d) Heavy Cavalry 1-(\d)",
        text(),
    )
    assert printed is not None
    highest = {
        "infantry": int(printed[1]),
        "cavalry": int(printed[2]),
        "heavy-cavalry": int(printed[3]),
    }
    assert highest == {"infantry": 1, "cavalry": 3, "heavy-cavalry": 4}
    for column, high in highest.items():
        for roll in range(1, 7):
            expected = "Ice cracks" if roll <= high else "Ice holds"
            assert table.lookup(roll=roll, column=column).result == expected, (column, roll)


@pytest.mark.rulebook
def test_the_three_lost_tables_ask_the_owner_instead_of_guessing() -> None:
    """Rolling on a fire, close-combat or leader table the text lost would invent results."""
    board = load_board("vaevictis")
    for name, case in (("fire", "12.2"), ("close-combat", "13.2"), ("leader-death", "15.1")):
        table = board.table(name)
        assert table.unknown and case in table.source
        with pytest.raises(TableError, match="enter it once"):
            table.odds(column="")
    assert "Resolve the fire with 1D6" in text() and "The active player throws 1D6" in text()
    assert "The player throws the dice and reads on the mort des chefs table" in text()


@pytest.mark.rulebook
def test_morale_modifiers_match_the_text() -> None:
    """A wrong modifier would pass or fail a square, a rally or a Test-2 that should not."""
    mods = game_data().morale_modifiers
    assert {k: m.value for k, m in mods.items()} == {
        "test_minus_1": -1,
        "test_minus_2": -2,
        "square_from_line": -1,
        "square_from_tirailleurs": -3,
        "disordered": -1,
        "rally_rout": -1,
        "artillery_stack": 1,
    }
    assert (
        "*In line: -1 from its base morale *en tirailleur: -3 from its base morale *In "
        "disorder -1 from its base morale" in text()
    )
    assert "test their morale with a -1 modifier to the morale" in text()
    assert (
        "the morale of the stack is that of the infantry or the cavalry with a bonus of +1"
        in text()
    )
    assert "*Test-1 or Test -2 Morale test as above but with one or two points deducted" in text()


@pytest.mark.rulebook
def test_guard_departure_data_matches_the_text() -> None:
    """A wrong Guard constant would take the Life Guard off the map on the wrong turn."""
    guard = game_data().section("guard_departure")
    assert (guard["leaves_on"], guard["after_turn"], guard["modifier_per_turn"]) == (6, 3, 1)
    assert "On a six, by leave the map by hex 1130" in text()
    assert (
        "A modifier of +1 for every turn after Turn 3 (Turn 6 they will get three more)" in text()
    )


def _french_and_coalition_cells() -> tuple[list[str], list[str]]:
    """The terrain rows of the VP chart read apart: the text alternates French and Coalition
    cells, and "The Pratzen roads:" heads the last two French cells."""
    start = text().index("Terrain Terrain ") + len("Terrain Terrain ")
    end = text().index(" Enemy Losses Enemy Losses")
    cells = re.findall(r".+? \d+ VP", text()[start:end])
    cells = [c.strip() for c in cells]
    slots: list[str | None] = []
    for cell in cells:
        if cell.startswith("The Pratzen roads: "):
            slots += [None, cell[len("The Pratzen roads: ") :]]  # a French heading, no VP
        else:
            slots.append(cell)
    french = [c for c in slots[0::2] if c is not None]
    coalition = [c for c in slots[1::2] if c is not None]
    return french, coalition


@pytest.mark.rulebook
def test_vp_chart_terrain_read_apart_column_by_column() -> None:
    """A misread of the interleaved VP chart would score a village for the wrong side."""
    french, coalition = _french_and_coalition_cells()
    assert len(french) == 8 and len(coalition) == 8
    for side, printed in (("French", french), ("Coalition", coalition)):
        ours = [o for o in game_data().objectives if o.side == side]
        sources = [o["source"] for o in game_data().raw["objectives"] if o["side"] == side]
        assert len(ours) == len(printed)
        for objective, source, cell in zip(ours, sources, printed, strict=True):
            vp = int(re.search(r"(\d+) VP$", cell)[1])  # type: ignore[index]
            hexes = re.search(r"each of (\w+) hexes", cell)
            assert objective.vp_per_hex == vp, cell
            assert objective.hexes == (NUMBERS[hexes[1]] if hexes else 1), cell
            assert f"{side} column" in source and cell in source, (cell, source)


def test_vp_chart_sides_fall_on_their_own_halves_of_the_map() -> None:
    """Read apart, each side's numbered objectives lie on the enemy's (far) side of the map:
    French objectives east (column 11 and above), Coalition objectives west (column 05 and
    below), as [0.1] and [18] place the armies."""
    for objective in game_data().objectives:
        found = re.search(r"(\d{4})", objective.name)
        if found:
            column = int(found[1][:2])
            assert (column >= 11) if objective.side == "French" else (column <= 5), objective


@pytest.mark.rulebook
def test_vp_losses_and_leaders_match_both_columns() -> None:
    """A wrong VP value for a loss or a killed leader would change who wins."""
    raw = game_data().raw
    for arm, per_sp, per_elim in (("Infantry", 2, 4), ("Cavalry", 3, 6)):
        phrase = (
            f"{arm} {per_sp} VP for each SP {arm} {per_sp} VP for each SP {per_elim} VP "
            f"for each elim {per_elim} VP for each elim"
        )
        assert phrase in text()
        entry = raw["losses"][arm.lower()]
        assert (entry["per_sp"], entry["per_elimination"]) == (per_sp, per_elim)
    assert "Artillery 5 VP for each SP Artillery 5 VP for each SP Corps" in text()
    assert raw["losses"]["artillery"]["per_sp"] == 5
    assert raw["losses"]["artillery"]["per_elimination"] == 0
    for label, key in (
        ("Corps commander killed", "corps"),
        ("General killed", "division"),
        ("aide -Corps killed", "corps_aide"),
        ("aide -div killed", "division_aide"),
    ):
        vp = raw["leader_vp"][key]
        assert f"{label} {vp} VP {label} {vp} VP" in text()


@pytest.mark.rulebook
def test_competition_and_margin_match_the_text() -> None:
    """A wrong clock or margin would award a win that is a draw, or penalise the wrong time."""
    comp = game_data().section("competition")
    assert (comp["minutes_per_side"], comp["last_turn"], comp["vp_per_minute_over"]) == (90, 6, 3)
    assert (
        "Play is limited to 6 first turns of the game, each player having ninety minutes" in text()
    )
    assert "A player suffers a penalty of 3 VPs for each minute after that stage" in text()
    assert game_data().section("victory")["margin"] == 15
    assert "The winner is the side with more than 15 VP more than his opponent" in text()


def test_every_entry_names_its_source() -> None:
    """An entry without a source could not be checked against the rulebook."""
    raw = game_data().raw
    for name, table in raw["tables"].items():
        assert table["source"].startswith("001_abdfd3064374ac67.txt ["), name
    for key in ("phases", "morale_modifiers", "arms", "objectives"):
        for entry in raw[key]:
            assert entry["source"].startswith("001_abdfd3064374ac67.txt"), (key, entry)
    for key in (
        "turns",
        "morale_test",
        "first_player",
        "initiative",
        "guard_departure",
        "aides",
        "victory",
        "leader_vp",
        "competition",
        "order_of_battle",
    ):
        assert raw[key]["source"].startswith("001_abdfd3064374ac67.txt"), key
    for name, option in raw["options"].items():
        assert option["source"].startswith("001_abdfd3064374ac67.txt"), name
