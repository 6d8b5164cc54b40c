"""What the owner of the printed game enters reaches the SPI engine at once (DESIGN principle 2)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from test_spi1980_engine import act, at, fresh

from tabletop.core.data import load_board
from tabletop.core.errors import RuleError
from tabletop.core.overrides import save_table
from tabletop.games.spi1980.data import game_data


@pytest.fixture(autouse=True)
def shipped_board_after() -> Iterator[None]:
    """Whatever a test enters stays in its own temporary home: the next test reads the
    shipped board again."""
    yield
    load_board.cache_clear()


def test_a_table_entered_by_the_owner_is_read_by_the_next_combat() -> None:
    """The owner corrects a Combat Results Table cell from the printed copy; the very next
    combat must read it. If this failed, the player would see the old cell until the app
    was restarted, although the entry was saved."""
    crt = game_data().crt
    cells = [list(row.cells) for row in crt.rows]
    column = crt.columns.index("1-1")
    row = next(i for i, r in enumerate(crt.rows) if r.label == "1")
    assert cells[row][column] != "-/1"
    cells[row][column] = "-/1"
    game_data()  # read once before the entry, as a running session has
    save_table("spi1980", "crt", cells)
    state = at(fresh(), 1, "allied_combat")
    # Kienmyer (3) against the Santon (3) is 1-1, both of morale 4; a typed 1 reads the
    # entered cell.
    state, events = act(
        state,
        kind="combat",
        attackers=["kienmyer"],
        defenders=["santon"],
        attacker_morale_unit="kienmyer",
        defender_morale_unit="santon",
        roll=1,
    )
    assert state.pending_combat is not None
    assert state.pending_combat.result == "-/1"
    assert game_data().crt.lookup(roll=1, column="1-1").result == "-/1"


def test_saulima_entered_as_cavalry_counts_for_cavalry_vps() -> None:
    """Saulima's type symbol was lost [2.4]; the owner reads it from the counter once. If
    this failed, Saulima's 5 CSPs would never count as cavalry VPs [14.2], or the owner's
    answer would be lost at the next start."""
    from tabletop.core import paths
    from tabletop.games.spi1980.unit_types import lost_types, save_unit_type
    from tabletop.games.spi1980.victory import unknown_mounted_units, victory_points

    state = fresh()
    before = victory_points(state, "Allied").mounted
    assert "saulima" in unknown_mounted_units() and "saulima" in lost_types()
    with pytest.raises(RuleError, match="infantry or cavalry or dragoon"):
        save_unit_type("saulima", "artillery")
    with pytest.raises(RuleError, match="printed"):
        save_unit_type("essen", "infantry")
    path = save_unit_type("saulima", "cavalry")
    assert path == paths.override_file("spi1980") and "saulima" in path.read_text()
    assert game_data().unit("saulima").unit_type == "cavalry"
    assert "saulima" not in unknown_mounted_units() + lost_types()
    assert victory_points(state, "Allied").mounted == before + 2 * 5
    load_board.cache_clear()  # a new start reads the override file again
    assert game_data().unit("saulima").unit_type == "cavalry"
