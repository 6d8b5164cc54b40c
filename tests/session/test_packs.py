"""Packs: two players who both own the printed game enter the lost parts once and share them
(`tabletop printed export` and `import`), and a game played on a pack verifies anywhere."""

from __future__ import annotations

import io
import json
import tomllib
from pathlib import Path

import pytest
import tomli_w
from printed_support import OWNERS, in_folder, play_on_owner_data, verdicts

from tabletop.commands import main
from tabletop.core import paths
from tabletop.core.data import load_board
from tabletop.session.saves import read_session


@pytest.fixture(autouse=True)
def _fresh_board() -> object:
    load_board.cache_clear()
    yield
    load_board.cache_clear()


@pytest.mark.parametrize("game", ["vaevictis", "tonnerre"])
def test_a_pack_round_trip_gives_a_game_that_verifies_on_a_third_folder(
    game: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Owner A exports, player B imports into an empty folder and plays; a referee with a
    third folder verifies B's save. If the pack lost an entry or B's save needed B's folder,
    the referee's verdict would differ."""
    pack = tmp_path / f"{game}-pack.toml"
    in_folder(monkeypatch, tmp_path / "a")
    OWNERS[game]("a")
    assert main(["printed", "export", game, "-o", str(pack)]) == 0
    exported = tomllib.loads(pack.read_text(encoding="utf-8"))
    assert (exported["format"], exported["version"], exported["game"]) == (
        "austerlitz-tabletop printed pack",
        1,
        game,
    )
    in_folder(monkeypatch, tmp_path / "b")
    capsys.readouterr()
    assert main(["printed", "import", str(pack), "--yes", "--json"]) == 0
    told = json.loads(capsys.readouterr().out)
    assert told["imported"] and told["added"] and not told["changed"]
    save = tmp_path / "b-game.toml"
    assert main(["new", game, "-o", str(save), "--seed", "5"]) == 0
    session = read_session(save, autosave=True)
    assert session.printed.hash == exported["hash"], "the save names the pack's hash"
    play_on_owner_data(session)
    session.save()
    assert verdicts(save, {"referee": tmp_path / "c"}, monkeypatch) == {"referee": None}


def _pack_of(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, variant: str) -> Path:
    pack = tmp_path / f"pack-{variant}.toml"
    in_folder(monkeypatch, tmp_path / f"owner-{variant}")
    OWNERS["vaevictis"](variant)
    assert main(["printed", "export", "vaevictis", "-o", str(pack)]) == 0
    return pack


def test_import_shows_what_it_adds_and_changes_and_asks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A pack replacing the owner's own table without asking would lose their entry."""
    pack = _pack_of(tmp_path, monkeypatch, "a")
    in_folder(monkeypatch, tmp_path / "mine")
    from printed_support import FIRE_B, FIRE_COLUMNS

    from tabletop.core.overrides import save_table

    save_table("vaevictis", "fire", FIRE_B, columns=FIRE_COLUMNS)
    mine = paths.override_file("vaevictis")
    before = mine.read_bytes()
    capsys.readouterr()
    monkeypatch.setattr("sys.stdin", io.StringIO("n\n"))
    assert main(["printed", "import", str(pack)]) == 1
    out = capsys.readouterr().out
    assert "changes  tables.fire (Fire Results Table)" in out
    assert "adds     tables.close-combat" in out and "Nothing imported." in out
    assert mine.read_bytes() == before
    monkeypatch.setattr("sys.stdin", io.StringIO("y\n"))
    assert main(["printed", "import", str(pack)]) == 0
    assert "Imported into" in capsys.readouterr().out
    assert tomllib.loads(mine.read_text(encoding="utf-8"))["tables"]["fire"]["rows"][0][
        "cells"
    ] == [
        "-",
        "-",
        "Test",
    ]
    assert main(["printed", "import", str(pack), "--yes"]) == 0
    assert "already holds all of it" in capsys.readouterr().out


def _bad(pack: Path, change: dict[str, object]) -> Path:
    data = tomllib.loads(pack.read_text(encoding="utf-8"))
    data.update(change)
    bad = pack.with_name("bad.toml")
    bad.write_text(tomli_w.dumps(data), encoding="utf-8")
    return bad


@pytest.mark.parametrize(
    ("damage", "said"),
    [
        ("missing", "does not exist"),
        ("not toml", "is not valid TOML"),
        ("binary", "is not a text file"),
        ("format", "is not a pack of printed data"),
        ("newer", "newer version of the app"),
        ("game", "field 'game' should be one of"),
        ("edited", "do not match its hash"),
        ("unread", "which vaevictis does not read"),
        ("unreadable", "cannot be read"),
        ("cell", "Row 1, column 0 or less: 'XX' is not a result of [12.3]"),
    ],
)
def test_a_bad_pack_is_refused_in_one_sentence_and_nothing_changes(
    damage: str,
    said: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A damaged or forged pack must not crash the import nor touch the owner's data."""
    from tabletop.core.layer import content_hash

    pack = _pack_of(tmp_path, monkeypatch, "a")
    entries = tomllib.loads(pack.read_text(encoding="utf-8"))["entries"]
    if damage == "missing":
        bad = tmp_path / "nowhere.toml"
    elif damage == "not toml":
        bad = tmp_path / "bad.toml"
        bad.write_text("format = [", encoding="utf-8")
    elif damage == "binary":
        bad = tmp_path / "bad.toml"
        bad.write_bytes(b"\xff\xfe\x00junk")
    elif damage == "format":
        bad = _bad(pack, {"format": "something else"})
    elif damage == "newer":
        bad = _bad(pack, {"version": 99})
    elif damage == "game":
        bad = _bad(pack, {"game": "chess"})
    elif damage == "edited":
        entries["tables"]["fire"]["rows"][0]["cells"][0] = "R3"
        bad = _bad(pack, {"entries": entries})
    elif damage == "unread":
        entries["scores"] = {"best": 1}
        bad = _bad(pack, {"entries": entries, "hash": content_hash(entries)})
    elif damage == "cell":  # a cell the fire table's results cannot be read as [12.3]
        entries["tables"]["fire"]["rows"][0]["cells"][0] = "XX"
        bad = _bad(pack, {"entries": entries, "hash": content_hash(entries)})
    else:
        entries["tables"]["fire"]["rows"][0]["cells"] = ["-"]  # 1 cell in a row of 3
        bad = _bad(pack, {"entries": entries, "hash": content_hash(entries)})
    in_folder(monkeypatch, tmp_path / "mine")
    capsys.readouterr()
    assert main(["printed", "import", str(bad), "--yes"]) == 2
    err = capsys.readouterr().err
    assert said in err and err.count("\n") == 1 and "Traceback" not in err
    assert not paths.override_file("vaevictis").exists()


def test_export_refuses_nothing_entered_an_existing_file_and_an_unknown_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each is one sentence and exit 2, and no file is written or replaced."""
    out = tmp_path / "pack.toml"
    assert main(["printed", "export", "vaevictis", "-o", str(out)]) == 2
    assert "nothing to export" in capsys.readouterr().err and not out.exists()
    out.write_text("mine", encoding="utf-8")
    OWNERS["vaevictis"]("a")
    assert main(["printed", "export", "vaevictis", "-o", str(out)]) == 2
    assert "already exists" in capsys.readouterr().err and out.read_text() == "mine"
    assert main(["printed", "export", "chess", "-o", str(tmp_path / "x.toml")]) == 2
    assert capsys.readouterr().err.count("\n") == 1
    assert main(["printed"]) == 2
    assert main(["printed", "import", str(out), "--json"]) == 2
