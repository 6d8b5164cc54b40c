"""A save proves itself on any machine: it carries the owner's printed data it was played on,
and `verify` replays on that, whatever the user folder holds (DESIGN principles 2 and 6)."""

from __future__ import annotations

import gc
from pathlib import Path

import pytest
import tomli_w
from printed_support import (
    FIRE_A,
    FIRE_COLUMNS,
    OWNERS,
    in_folder,
    play_on_owner_data,
    readings,
    verdicts,
)
from tonnerre_support import COUNTS

from tabletop.core.data import load_board
from tabletop.core.overrides import save_table
from tabletop.games.tonnerre import owner as tonnerre_owner
from tabletop.session import Session
from tabletop.session.carried import MIGRATED
from tabletop.session.limits import parse_limited
from tabletop.session.saves import read_session, session_to_data


@pytest.fixture(autouse=True)
def _fresh_board() -> object:
    load_board.cache_clear()
    yield
    load_board.cache_clear()


def folders(tmp_path: Path) -> dict[str, Path]:
    """The maker's folder, an empty one, and another owner's."""
    return {name: tmp_path / name for name in ("maker", "empty", "other")}


@pytest.mark.parametrize("game", sorted(OWNERS))
def test_a_save_verifies_alike_on_any_user_folder(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game played on the owner's entries verified only on the owner's machine: with an
    empty folder the lost table was 'not in the rulebook text', and with another owner's
    table the rolls read otherwise. The same verdict, on the maker's folder, an empty one
    and another owner's."""
    homes = folders(tmp_path)
    in_folder(monkeypatch, homes["other"])
    OWNERS[game]("b")
    in_folder(monkeypatch, homes["maker"])
    OWNERS[game]("a")
    session = Session.new(game, seed=11, path=tmp_path / f"{game}.toml", autosave=False)
    assert session.printed, "the owner's entries are copied into the save"
    assert all("owner's data folder" in s for s in session.printed.sources.values())
    play_on_owner_data(session)
    path = session.save()
    assert verdicts(path, homes, monkeypatch) == {"maker": None, "empty": None, "other": None}
    # The other owner's data gives another game from the same seed: the test proves something.
    in_folder(monkeypatch, homes["other"])
    theirs = Session.new(game, seed=11, autosave=False)
    play_on_owner_data(theirs)
    assert readings(theirs) != readings(session)


def test_an_entry_kept_during_play_is_logged_and_replays(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The owner typed the Fire Results Table in the middle of a game: the rolls after it
    read it, and a replay on any folder must enter it at the same point."""
    homes = folders(tmp_path)
    in_folder(monkeypatch, homes["maker"])
    session = Session.new("vaevictis", seed=4, path=tmp_path / "v.toml", autosave=False)
    assert not session.printed
    _to_fire(session)
    save_table("vaevictis", "fire", FIRE_A, columns=FIRE_COLUMNS)
    entry = session.log.entries[-1]
    assert (entry.step, entry.what) == ("printed", "printed data")
    assert "tables.fire" in entry.result
    session.resolve("fire", {"fire": 5, "protection": 2})
    path = session.save()
    assert verdicts(path, homes, monkeypatch) == {"maker": None, "empty": None, "other": None}
    assert read_session(path, autosave=False).printed.hash == session.printed.hash


def test_tonnerre_units_kept_for_every_game_then_placed_verifies(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The window's 'Keep for every game' writes the counts to the owner's folder and then
    places the units (`enter_units`): replay refused that entry ('the unit counts are already
    set'), so a save made in the window never verified. Here as the form does it, then a
    track's boxes kept mid-game."""
    homes = folders(tmp_path)
    in_folder(monkeypatch, homes["maker"])
    session = Session.new("tonnerre", seed=8, path=tmp_path / "t.toml", autosave=False)
    assert session.state.phase == "setup"
    tonnerre_owner.save_units(list(COUNTS.values()))  # "Keep for every game", ticked
    session.act({"kind": "enter_units", "counts": list(COUNTS.values())})
    tonnerre_owner.save_track("French", 12, [4, 10], [8])
    import random

    from tabletop.session.randomplay import play

    play(session, 40, random.Random(2))
    path = session.save()
    assert verdicts(path, homes, monkeypatch) == {"maker": None, "empty": None, "other": None}
    # and a new game on the maker's folder starts with the counts placed
    in_folder(monkeypatch, homes["maker"])
    assert Session.new("tonnerre", seed=8, autosave=False).state.phase == "play"


def test_the_owners_correction_after_a_game_leaves_that_save_verifying(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The owner corrects one cell of their Fire Results Table after a game: their old save
    stopped verifying. It keeps the table it was played on; a new game takes the correction."""
    in_folder(monkeypatch, tmp_path / "maker")
    OWNERS["vaevictis"]("a")
    session = Session.new("vaevictis", seed=3, path=tmp_path / "old.toml", autosave=False)
    play_on_owner_data(session)
    path = session.save()
    played_on = session.printed.hash
    del session  # the game is closed (an open one would take the correction, logged)
    gc.collect()
    corrected = [row[:] for row in FIRE_A]
    corrected[4][1] = "R2"
    save_table("vaevictis", "fire", corrected, columns=FIRE_COLUMNS)
    assert verdicts(path, {"maker": tmp_path / "maker"}, monkeypatch) == {"maker": None}
    assert read_session(path, autosave=False).printed.hash == played_on
    assert Session.new("vaevictis", seed=3, autosave=False).printed.hash != played_on


def test_a_save_whose_printed_data_was_edited_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A hand edit of the table a save carries must not pass as the table it was played on."""
    in_folder(monkeypatch, tmp_path / "maker")
    OWNERS["vaevictis"]("a")
    session = Session.new("vaevictis", seed=3, path=tmp_path / "s.toml", autosave=False)
    play_on_owner_data(session)
    path = session.save()
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('"R3"', '"R1"', 1), encoding="utf-8")
    from tabletop.commands import main

    assert main(["verify", str(path)]) == 2
    data = parse_limited(path.read_bytes(), path.name)
    assert "printed" in data


def _schema_2(session: Session, path: Path) -> Path:
    """The session as a save of schema 2 wrote it: no printed data, no hash in the set-up."""
    data = session_to_data(session)
    data["schema"] = 2
    del data["printed"], data["printed_hash"]
    path.write_text(tomli_w.dumps(data), encoding="utf-8")
    return path


def test_an_older_save_takes_the_owners_data_or_names_what_is_missing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A save of schema 2 carried no printed data: on the owner's folder it opens with the
    owner's data copied in and verifies; on an empty folder one sentence names what is
    missing, and verify names the table a roll could not read."""
    from tabletop.commands import main
    from tabletop.core.data import owner_printed

    in_folder(monkeypatch, tmp_path / "maker")
    OWNERS["vaevictis"]("a")
    session = Session.new(
        "vaevictis", seed=9, autosave=False, printed=owner_printed("vaevictis"), stamp=False
    )
    _to_fire(session)
    session.resolve("fire", {"fire": 5, "protection": 2})
    old = _schema_2(session, tmp_path / "old.toml")
    opened = read_session(old, autosave=False)
    assert opened.printed.hash == session.printed.hash and not opened.printed_note
    assert set(opened.printed.sources.values()) == {MIGRATED}
    assert main(["verify", str(old)]) == 0
    in_folder(monkeypatch, tmp_path / "empty")
    capsys.readouterr()
    assert main(["show", str(old)]) == 0
    shown = capsys.readouterr().out
    assert "Fire Results Table" in shown and "written before saves carried" in shown
    assert main(["verify", str(old)]) == 1
    said = capsys.readouterr().out
    assert "Fire Results Table is not in the rulebook text" in said


def test_show_names_the_hash_of_the_printed_data(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A referee compares the printed data two saves were played on by its hash."""
    import json

    from tabletop.commands import main

    in_folder(monkeypatch, tmp_path / "maker")
    OWNERS["vaevictis"]("a")
    path = tmp_path / "g.toml"
    assert main(["new", "vaevictis", "-o", str(path), "--seed", "1"]) == 0
    capsys.readouterr()
    assert main(["show", str(path), "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)["printed"]
    assert shown["hash"] == read_session(path, autosave=False).printed.hash
    assert set(shown["entries"]) == {"tables.fire", "tables.close-combat", "tables.leader-death"}
    assert main(["show", str(path)]) == 0
    assert f"printed data {shown['hash'][:16]}" in capsys.readouterr().out


def _to_fire(session: Session) -> None:
    """A Vae Victis game brought to its first Defensive Fire Phase, where fire is rolled
    [5.2]: the order of battle entered, the French going first."""
    from vaevictis_support import to_phase, with_army

    with_army(session)
    session.act({"kind": "roll_first", "french": 5, "coalition": 2})
    session.act({"kind": "choose_first", "first": "French"})
    to_phase(session, "defensive_fire")
