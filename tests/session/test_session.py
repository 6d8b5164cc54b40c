"""The session engine: actions, rolls through a resolver, undo/redo, autosave."""

from __future__ import annotations

from pathlib import Path

import pytest
from core_support import GAME, fire_board, played

from tabletop.core.errors import RollError, RuleError
from tabletop.core.log import verify
from tabletop.session.saves import read_session
from tabletop.session.session import Session

__all__ = ["fire_board"]
pytestmark = pytest.mark.usefixtures("fire_board")


@pytest.mark.usefixtures("fake_game_listed")
def test_new_session_starts_from_the_scenario_and_logs_it() -> None:
    """A new game would start without its set-up entry, so the log could not prove its seed."""
    session = Session.new(GAME, seed=42, autosave=False)
    assert session.state.turn == 1
    first = session.log.entries[0]
    # the set-up names the printed data it was made on, so a replay proves that too
    expected = {"seed": 42, "printed": session.printed.hash}
    assert (first.what, dict(first.inputs)) == ("new game", expected)
    assert session.dice.state == 42 and not session.history.can_undo


@pytest.mark.usefixtures("fake_game_listed")
def test_an_action_changes_state_logs_and_can_be_undone() -> None:
    """Advancing the turn would not show in the log, or Ctrl+Z would not take it back."""
    session = Session.new(GAME, seed=1, autosave=False)
    seen: list[int] = []
    session.subscribe(lambda s: seen.append(s.state.turn))
    session.act({"kind": "next_turn"}, side="French")
    assert session.state.turn == 2 and seen == [2]
    entry = session.log.entries[-1]
    assert (entry.side, entry.what, entry.result) == ("French", "next_turn", "Turn 2 begins.")
    assert session.undo() and session.state.turn == 1 and seen == [2, 1]
    assert session.redo() and session.state.turn == 2
    assert not session.redo()
    assert [e.what for e in session.log.entries] == ["new game", "next_turn", "undo", "redo"]
    assert verify(session.log.entries) is None


@pytest.mark.usefixtures("fake_game_listed")
def test_an_illegal_action_changes_nothing() -> None:
    """A refused action would still be logged or leave a step to undo."""
    session = Session.new(GAME, seed=1, autosave=False)
    before = (session.history, session.log)
    with pytest.raises(RuleError, match="no action 'charge'"):
        session.act({"kind": "charge"})
    assert (session.history, session.log) == before


@pytest.mark.usefixtures("fake_game_listed")
def test_a_roll_uses_the_session_dice_and_is_logged() -> None:
    """A roll would come from somewhere other than the session's seeded dice."""
    session = Session.new(GAME, seed=7, autosave=False)
    expected = session.dice.roll("2d6")
    resolution = session.resolve("table:fire", {"column": "strong"}, side="Allied")
    entry = session.log.entries[-1]
    assert entry.natural == expected and entry.dice == "2d6" and not entry.typed
    assert (entry.side, entry.what, entry.result) == ("Allied", "fake/fire", resolution.result)
    assert entry.case == "001_test.txt [5.1]"
    assert sum(resolution.odds.values()) == 1
    assert session.dice.state != 7


@pytest.mark.usefixtures("fake_game_listed")
def test_a_typed_roll_leaves_the_dice_alone() -> None:
    """Typing in a real roll would silently use up the app's next roll as well."""
    session = Session.new(GAME, seed=7, autosave=False)
    resolution = session.resolve("table:fire", {"column": "weak"}, roll="12")
    assert resolution.result == "2" and session.log.entries[-1].typed
    assert session.dice.state == 7
    with pytest.raises(RollError, match="2 to 12"):
        session.resolve("table:fire", {"column": "weak"}, roll="13")


@pytest.mark.usefixtures("fake_game_listed")
def test_undo_of_a_roll_then_redo_shows_the_same_roll() -> None:
    """Undo then redo of a roll would roll again, letting a player fish for a better result."""
    session = Session.new(GAME, seed=99, autosave=False)
    session.resolve("table:fire", {"column": "weak"})
    rolled = session.history.present
    assert session.undo() and session.dice.state == 99
    assert session.redo()
    assert session.history.present == rolled


@pytest.mark.usefixtures("fake_game_listed")
def test_the_next_roll_after_undo_is_the_one_undone() -> None:
    """Undoing a bad roll and rolling again would give a fresh roll instead of the same one."""
    session = Session.new(GAME, seed=5, autosave=False)
    first = session.resolve("table:fire", {"column": "weak"}).record.natural
    session.undo()
    assert session.resolve("table:fire", {"column": "weak"}).record.natural == first


@pytest.mark.usefixtures("fake_game_listed")
def test_autosave_goes_to_the_user_data_folder(user_home: Path) -> None:
    """An unsaved game would be lost on a crash, or autosaved into the current folder."""
    session = Session.new(GAME, seed=3)
    session.act({"kind": "next_turn"})
    target = session.autosave_path()
    assert target.parent == user_home / "autosave" and target.is_file()
    assert read_session(target, autosave=False).state.turn == 2


@pytest.mark.usefixtures("fake_game_listed")
def test_autosave_goes_to_the_sessions_own_file(tmp_path: Path, user_home: Path) -> None:
    """A game opened from a file would autosave somewhere else and the file would go stale."""
    own = tmp_path / "my game.toml"
    session = Session.new(GAME, seed=3, path=own)
    session.act({"kind": "next_turn"})
    assert read_session(own, autosave=False).state.turn == 2
    assert not (user_home / "autosave").exists()


@pytest.mark.usefixtures("fake_game_listed")
def test_played_session_is_consistent() -> None:
    """The helper game used by the save tests would not hold an undone step to redo."""
    session = played()
    assert session.history.can_redo and session.state.turn == 2
    assert sum(1 for e in session.log.entries if e.natural is not None) == 3


def test_an_unknown_side_is_refused_before_anything_is_logged() -> None:
    """A typo such as "Frnech" would put a roll in the referee's log under a side that does
    not exist, spoiling each side's dice statistics."""
    session = Session.new("spi1980", seed=5, autosave=False)
    before = len(session.log)
    with pytest.raises(RuleError, match="the sides are Allied, French"):
        session.resolve("table:crt", {"column": "1-1"}, side="Frnech")
    assert len(session.log) == before
    # The printed table is open at any step to the Phasing Player, Allied at the start.
    session.resolve("table:crt", {"column": "1-1"}, side="Allied", roll=4)
    assert session.log.entries[-1].side == "Allied"
