"""A table the rulebook text lost: the owner enters it once, and it is used from then on."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from tabletop.core import boardfiles, data, paths
from tabletop.core.errors import TableError
from tabletop.core.overrides import save_table
from tabletop.session.session import Session

LOST = """
title = "Austerlitz 1805 (Vae Victis)"
data_version = 1

[tables.leader_death]
title = "Leader death (test layout)"
source = "001_abdfd3064374ac67.txt [test]"
dice = "2d6"
columns = ["in melee", "under fire"]
unknown = true
rows = [{ roll = "2-6" }, { roll = "7-11" }, { roll = "12" }]
"""


@pytest.fixture
def lost_board(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The shipped boards plus a Vae Victis board whose one table lost its cells."""
    real = data.data_dir
    boards = tmp_path / "boards"
    boards.mkdir()
    for shipped in real("boards").glob("*.toml"):
        shutil.copy(shipped, boards / shipped.name)
    (boards / "fake.toml").write_text(LOST, encoding="utf-8")
    monkeypatch.setattr(data, "data_dir", lambda kind: boards if kind == "boards" else real(kind))
    monkeypatch.setitem(boardfiles._DECLARED, "fake", "fake")  # as its listing names it
    data.load_board.cache_clear()
    yield boards
    data.load_board.cache_clear()


CELLS = [["-", "-"], ["wounded", "-"], ["killed", "wounded"]]


@pytest.mark.usefixtures("fake_game_listed")
def test_a_lost_table_asks_to_be_entered_instead_of_guessing(lost_board: Path) -> None:
    """Rolling on a table the text lost would invent a result."""
    table = data.load_board("fake").table("leader_death")
    assert table.unknown and [r.label for r in table.rows] == ["2-6", "7-11", "12"]
    with pytest.raises(TableError, match="enter it once from your printed copy"):
        table.lookup(roll=12, column="in melee")


@pytest.mark.usefixtures("fake_game_listed")
def test_the_owners_table_is_kept_and_used(lost_board: Path, user_home: Path) -> None:
    """What the owner typed would be lost on the next start, or not used for rolls."""
    shipped = (lost_board / "fake.toml").read_bytes()
    path = save_table("fake", "leader_death", CELLS)
    assert path == paths.override_file("fake") and path.is_relative_to(user_home)
    assert (lost_board / "fake.toml").read_bytes() == shipped  # never changed
    data.load_board.cache_clear()  # as on the next start of the app
    table = data.load_board("fake").table("leader_death")
    assert not table.unknown
    assert table.lookup(roll=12, column="in melee").result == "killed"
    assert table.odds(column="under fire")["wounded"] == pytest.approx(1 / 36)
    session = Session.new("fake", seed=1, autosave=False)
    found = session.resolve("table:leader_death", {"column": "in melee"}, roll=9)
    assert found.result == "wounded"


@pytest.mark.usefixtures("fake_game_listed")
def test_an_incomplete_entry_is_refused_by_row(lost_board: Path) -> None:
    """A half-typed table would be kept and read as empty results."""
    with pytest.raises(TableError, match="row 7-11 has an empty cell"):
        save_table("fake", "leader_death", [["-", "-"], ["wounded", " "], ["k", "w"]])
    assert not paths.override_file("fake").exists()


@pytest.mark.usefixtures("fake_game_listed")
def test_a_damaged_override_file_leaves_the_shipped_data(lost_board: Path) -> None:
    """A hand-broken override file would stop the game's board from loading at all."""
    target = paths.override_file("fake")
    target.parent.mkdir(parents=True)
    target.write_text("tables = [not toml", encoding="utf-8")
    data.load_board.cache_clear()
    assert data.load_board("fake").table("leader_death").unknown


@pytest.mark.usefixtures("fake_game_listed")
@pytest.mark.gui
def test_the_owner_enters_the_table_from_the_window(lost_board: Path, tk_root) -> None:
    """The player would see only an error on a lost table, with no way to fill it in."""
    from tabletop.gui.widgets.resolver import ResolverView

    session = Session.new("fake", seed=2, autosave=False)
    view = ResolverView(tk_root, session, "table:leader_death")
    view.pack()
    tk_root.update()
    assert "printed copy" in view.error_text() and view.enter_button is not None
    form = view.enter_table()
    tk_root.update()
    form.set_cell(1, 0, "wounded")
    assert not form.save() and "empty cell" in str(form.error_label.cget("text"))
    for r, row in enumerate(CELLS):
        for c, text in enumerate(row):
            form.set_cell(r, c, text)
    assert form.save()
    tk_root.update()
    assert view.error_text() == ""
    assert view.odds_shown()["killed"] == "2.8%"  # a 12 on 2d6: 1/36
    view.typed_entry.insert(0, "12")
    view.use_typed_button.invoke()
    assert "killed" in view.result_text()


@pytest.mark.parametrize("game_id", ["spi1980", "vaevictis", "tonnerre"])
def test_each_game_reads_the_board_an_owner_just_changed(game_id: str) -> None:
    """A game keeping its own copy of the printed data would go on using the old one after
    the owner enters a lost table, until the app is restarted."""
    import importlib

    from tabletop.core.overrides import save_entries

    game_data = importlib.import_module(f"tabletop.games.{game_id}.data").game_data
    before = game_data()
    assert game_data() is before  # read once, not on every call
    save_entries(game_id, {"entered_note": "from the owner's printed copy"})
    after = game_data()
    assert after is not before
    assert data.load_board(game_id).raw["entered_note"] == "from the owner's printed copy"
