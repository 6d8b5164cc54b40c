"""Whatever the app accepts, it opens again (issue 31): every write is checked against the
limits its save is read with, and a change that would pass one is refused, nothing written.

Each test opens the save as `tabletop show` does and verifies it as a referee would, on an
empty user folder, so a save that only opens on its maker's machine fails too."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from printed_support import OWNERS, in_folder
from tonnerre_support import CARDS, COUNTS, TRACK

from tabletop.core.data import load_board
from tabletop.core.errors import RuleError
from tabletop.core.overrides import save_entries
from tabletop.games import GAMES
from tabletop.session import Session, limits
from tabletop.session.adopt import adopt, owner_news
from tabletop.session.randomplay import play
from tabletop.session.saves import read_session
from tabletop.session.verify import verify_file


@pytest.fixture(autouse=True)
def _fresh_board() -> object:
    load_board.cache_clear()
    yield
    load_board.cache_clear()


def opens_and_verifies(path: Path, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The save opens (`show`) and verifies on an empty user folder; then back to `home`."""
    read_session(path, autosave=False)
    in_folder(monkeypatch, home.parent / "empty")
    try:
        assert verify_file(path).problem is None, verify_file(path).problem
    finally:
        in_folder(monkeypatch, home)


def tonnerre_on_the_table(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The owner has entered Tonnerre's unit counts and tracks, but no card yet."""
    in_folder(monkeypatch, home)
    save_entries(
        "tonnerre",
        {
            "units": {"unknown": False, "counts": COUNTS},
            "casualty_tracks": {"French": TRACK, "Coalition": TRACK},
        },
    )


def test_a_command_card_kept_during_play_leaves_a_save_that_opens(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Keeping Lannes's card with a game open made the autosave, its backup and every other
    open Tonnerre save unloadable ("field 'inputs' holds more than any entry writes")."""
    home = tmp_path / "home"
    tonnerre_on_the_table(home, monkeypatch)
    one = Session.new("tonnerre", seed=3, path=tmp_path / "one.toml")
    other = Session.new("tonnerre", seed=4, path=tmp_path / "other.toml")
    save_entries("tonnerre", {"command_cards": {"cards": {"lannes": CARDS["bagration"]}}})
    assert one.printed.entries["command_cards"]["cards"]["lannes"] == CARDS["bagration"]
    for path in (one.path, other.path):
        assert path is not None
        opens_and_verifies(path, home, monkeypatch)


def test_a_corrected_card_adopted_during_play_leaves_a_save_that_opens(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A card corrected in the owner's folder and adopted by a game in progress (the window's
    offer, `tabletop printed adopt`) broke the save the same way."""
    home = tmp_path / "home"
    tonnerre_on_the_table(home, monkeypatch)
    save_entries("tonnerre", {"command_cards": {"cards": CARDS}})
    session = Session.new("tonnerre", seed=5, path=tmp_path / "game.toml", follows_owner=False)
    corrected = {**CARDS["murat"]["front"][0], "chart": ["1 AM"] * 6}
    save_entries("tonnerre", {"command_cards": {"cards": {"murat": {"front": [corrected]}}}})
    assert owner_news(session), "the corrected card is offered"
    adopt(session)
    assert session.printed.entries["command_cards"]["cards"]["murat"]["front"] == [corrected]
    opens_and_verifies(tmp_path / "game.toml", home, monkeypatch)


def test_an_action_that_would_make_a_save_too_big_is_refused_and_nothing_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The app accepted actions whose save it then refused to open: now the writer keeps the
    reader's limits, the action is refused with a sentence naming what grew, and the file on
    disk is the one before it."""
    path = Session.new("pratzen", seed=2, path=tmp_path / "p.toml").save()
    session = read_session(path)
    lines = path.read_bytes().count(b"\n")
    monkeypatch.setattr(limits, "MAX_TOML_LINES", lines + 60)  # for the reader and the writer
    before = path.read_bytes()
    with pytest.raises(RuleError) as refused:
        for n in range(20):
            session.act(
                {
                    "kind": "add_unit",
                    "name": f"Line {n}",
                    "side": "French",
                    "type": "cavalry",
                    "er": 2,
                }
            )
            before = path.read_bytes()
    assert "lines besides its log" in str(refused.value)
    assert "nothing was written" in str(refused.value)
    assert path.read_bytes() == before, "the file is the one before the refused action"
    written = int(before.decode().split("log_count = ")[1].split("\n")[0])
    assert written == len(session.log), "the session is as it was before the refused action"
    reopened = read_session(path, autosave=False)
    assert reopened.state == session.state and len(reopened.log) == len(session.log)


@pytest.mark.parametrize(
    ("game", "action"),
    [
        ("pratzen", lambda n: {"kind": "add_unit", "name": f"Bn {n}", "side": "French", "er": 2}),
        (
            "spi1980",
            lambda n: {"kind": "objective", "hex": f"{1000 + n}", "label": "A", "value": 1},
        ),
    ],
)
def test_a_200_step_setup_stays_well_inside_the_limits(
    game: str, action: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A Pratzen scenario entered a battalion at a time broke at the 51st (the undo history
    grew with the square of the steps), and 157 SPI objectives gave "more than 100,000 keys
    and values": 200 steps now take a few hundred bytes and lines each."""
    home = tmp_path / "home"
    in_folder(monkeypatch, home)
    path = tmp_path / f"{game}.toml"
    session = Session.new(game, seed=6, path=path)
    start = session.save().read_bytes()
    for n in range(200):
        session.act(action(n))
        if n % 50 == 49:
            read_session(path, autosave=False)
    grown = path.read_bytes()
    per_step = (len(grown) - len(start)) / 200
    lines_per_step = (grown.count(b"\n") - start.count(b"\n")) / 200
    assert per_step < 2_000 and lines_per_step < 40, (per_step, lines_per_step)
    opens_and_verifies(path, home, monkeypatch)


def _owner_entries(game: str, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    in_folder(monkeypatch, home)
    if game in OWNERS:
        OWNERS[game]("a")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_random_play_with_owner_entries_leaves_a_save_that_opens_after_every_step(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every game (the template too), played by random legal and made-up actions, rolls,
    undo and redo, with the owner's entries made and corrected during play and adopted: after
    every step, the file opens and verifies on an empty user folder."""
    home = tmp_path / "home"
    _owner_entries(game, home, monkeypatch)
    path = tmp_path / f"{game}.toml"
    session = Session.new(game, seed=8, path=path, follows_owner=False)
    rng = random.Random(game)
    for step in range(30):
        if step == 10 and game in OWNERS:
            OWNERS[game]("b")  # the owner corrects what they entered
            if owner_news(session):
                adopt(session)
        before = len(session.log)
        play(session, 2, rng)
        if len(session.log) != before:
            opens_and_verifies(path, home, monkeypatch)


def test_an_entry_one_open_game_cannot_take_leaves_it_as_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The owner keeps an entry with two games open; one save cannot hold it: keeping it
    still succeeds, that game plays on as it was (its save opening), the other takes it."""
    home = tmp_path / "home"
    tonnerre_on_the_table(home, monkeypatch)
    small = Session.new("tonnerre", seed=3, path=tmp_path / "small.toml")
    small.save()
    roomy = Session.new("tonnerre", seed=4, path=tmp_path / "roomy.toml", autosave=False)
    monkeypatch.setattr(limits, "MAX_DEPTH", 6)  # the card nests 8 deep: too deep here
    save_entries("tonnerre", {"command_cards": {"cards": {"lannes": CARDS["bagration"]}}})
    assert "command_cards" not in small.printed.entries
    assert roomy.printed.entries["command_cards"]["cards"]["lannes"] == CARDS["bagration"]
    assert owner_news(small), "the game that could not take it is offered it"
    read_session(tmp_path / "small.toml", autosave=False)
