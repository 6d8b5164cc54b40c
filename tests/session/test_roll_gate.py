"""A roll logged on its own (the window's roll boxes, `tabletop act FILE roll`) is taken only
where the game's sequence of play opens it, and booked to the side that rolls (issue 32, item
2): `resolve --session` wrote any roll into the log at any step, for any side or none."""

from __future__ import annotations

from pathlib import Path

import pytest
from gui_fakes import fake_session

from tabletop.core.errors import RuleError
from tabletop.session.saves import read_session
from tabletop.session.session import Session
from tabletop.session.verify import verify_file

CLASH = {"column": "Attacker loses"}


def _over(tmp_path: Path) -> Session:
    """A template game played to its end (the Allied win on turn 3) [T4]."""
    session = Session.new("template", seed=1, path=tmp_path / "template.toml")
    while not session.state.over:
        session.act({"kind": "attack", "roll": 12})
    return session


def test_a_roll_at_a_step_that_does_not_open_it_is_refused_and_nothing_written(
    tmp_path: Path,
) -> None:
    """Once the game is over no Clash Table roll is taken [T4]: a roll logged then would
    stand in the referee's log as if it were part of the game."""
    session = _over(tmp_path)
    before, entries = session.path.read_bytes(), len(session.log)  # type: ignore[union-attr]
    assert session.roll_closed("table:clash") == "The game is over (the Allied win) [T4]."
    with pytest.raises(RuleError, match=r"^The game is over \(the Allied win\) \[T4\]\.$"):
        session.resolve("table:clash", CLASH, roll=7)
    assert len(session.log) == entries
    assert session.path.read_bytes() == before  # type: ignore[union-attr]


def test_a_roll_the_step_opens_is_booked_to_the_side_that_rolls(tmp_path: Path) -> None:
    """The Clash Table is rolled by the side to act [T2]: a roll naming no side is the French
    player's in the French step, and the Allied player may not claim it."""
    session = Session.new("template", seed=2, autosave=False)
    with pytest.raises(RuleError) as refused:
        session.resolve("table:clash", CLASH, roll=7, side="Allied")
    assert str(refused.value) == "The French act: Clash Table is the French player's to roll [T2]."
    assert len(session.log) == 1
    session.resolve("table:clash", CLASH, roll=7)
    assert session.log.entries[-1].side == "French"
    session.act({"kind": "attack", "roll": 2})
    session.resolve("table:clash", CLASH, roll=5, side="Allied")
    assert session.log.entries[-1].side == "Allied"


def test_a_game_whose_sequence_declares_no_roll_keeps_logging_its_rolls() -> None:
    """A game not yet declared logs its rolls as before, with the side the player gives."""
    session = fake_session()
    session.resolve("crt", {"odds": "1-1"}, roll=4, side="French")
    assert (session.log.entries[-1].side, session.log.entries[-1].result) == ("French", "DR")


def test_an_old_saves_roll_logged_at_another_step_still_replays(tmp_path: Path) -> None:
    """A save written before the gate holds a Clash Table roll logged after the end: replay is
    not the place to refuse, so it still opens and verifies, side and all."""
    session = _over(tmp_path)
    session.resolve("table:clash", CLASH, roll=7, side="Allied", as_logged=True)  # as written then
    path = session.save()
    assert verify_file(path).ok, verify_file(path).problem
    reopened = read_session(path, autosave=False)
    assert reopened.log.entries[-1].side == "Allied"
