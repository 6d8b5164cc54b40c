"""The registry's `board` names the file of printed tables a game is played on, and a game
whose file is missing says so in one sentence instead of playing on an empty board.

If these failed, a game would quietly come up with no tables (every roll refused, the Tables
page blank) after a broken install, or read another file than the one its listing names.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from tabletop.cli import main
from tabletop.core import boardfiles, data
from tabletop.core.errors import DataError


@pytest.fixture
def boards(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The shipped boards copied to a folder the test may change."""
    real = data.data_dir
    folder = tmp_path / "boards"
    shutil.copytree(real("boards"), folder)
    monkeypatch.setattr(data, "data_dir", lambda kind: folder if kind == "boards" else real(kind))
    data.load_board.cache_clear()
    yield folder
    data.load_board.cache_clear()


def test_the_board_the_registry_names_is_the_one_read(
    boards: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = (boards / "spi1980.toml").read_text(encoding="utf-8")
    (boards / "spi1980-second-printing.toml").write_text(
        text.replace('title = "', 'title = "Second printing: ', 1), encoding="utf-8"
    )
    monkeypatch.setitem(boardfiles._DECLARED, "spi1980", "spi1980-second-printing")
    assert data.load_board("spi1980").title.startswith("Second printing: ")


def test_a_missing_board_file_is_one_sentence_not_an_empty_board(
    boards: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (boards / "vaevictis.toml").unlink()
    with pytest.raises(DataError) as missing:
        data.load_board("vaevictis")
    assert str(missing.value) == (
        "the printed tables of 'vaevictis' (boards/vaevictis.toml) are missing from the app's "
        "data files; install the app again."
    )
    code = main(["tables", "vaevictis"])
    out, err = capsys.readouterr()
    assert code == 2 and "boards/vaevictis.toml" in err and "Traceback" not in out + err
    assert len(err.strip().splitlines()) == 1


def test_a_game_without_printed_tables_has_an_empty_board() -> None:
    """The card game's data is its deck (cards/): no board is asked for."""
    assert boardfiles.board_stem("cardgame") == ""
    assert data.load_board("cardgame").tables == {}
