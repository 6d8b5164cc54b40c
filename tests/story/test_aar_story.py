"""The after-action report tells the story right (issue 33 item 4): each moment under the turn
it happened in, the moments of one step in the order they happened, and a turn table that
does not call "Start" what is only the oldest step the undo history keeps.

Failing, a Tonnerre player read the rout test that ended Turn 1's last attack under Turn 2,
the game's end before the rout test that broke the army, and a long Vae Victis game's table
starting at "Start" with the values of a later turn.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from checkout_paths import SAVES
from tonnerre_support import SCRIPT

from tabletop.session import Session
from tabletop.story.aar import after_action

FRENCH_ATTACK = [
    {"kind": "attack", "command": "lannes", "target": "bagration", "roll": 3, "result": "2 AC"},
    {"kind": "no_defense"},
    {"kind": "box_shows", "mark": "rout test"},
    {"kind": "box_shows", "mark": "plain"},
    {"kind": "rout_test", "roll": 1},  # the French attack is done: Turn 2 begins [2]
]
"""Turn 1 of a Tonnerre game: after the Coalition's attack, the French attack and the
Coalition's rout test closes it."""


def _played(*actions: dict[str, object]) -> Session:
    session = Session.new("tonnerre", seed=3, autosave=False)
    for action in actions:
        session.act(action, side=session.game.side_of(session.state, action))
    return session


def test_a_rout_test_that_closes_a_turn_is_told_under_that_turn() -> None:
    session = _played(*SCRIPT[:4], *FRENCH_ATTACK)
    assert session.state.turn == 2  # the step of the rout test began Turn 2
    notable = after_action(session).notable
    assert [(n.turn, n.kind) for n in notable] == [(1, "rout test")]
    assert notable[0].text.startswith("Coalition rout test: 1")


def test_the_end_is_told_after_the_rout_test_that_broke_the_army() -> None:
    session = _played(*SCRIPT)
    told = [n.kind for n in after_action(session).notable]
    assert told[-2:] == ["rout test", "game's end"]


def test_a_turn_table_cut_by_the_undo_history_does_not_start_at_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tabletop.core import history
    from tabletop.session.saves import read_session

    monkeypatch.setattr(history, "LIMIT", 8)  # a long game: the set-up is out of reach
    save = tmp_path / "vae.toml"
    shutil.copyfile(SAVES / "vaevictis-turn3-losses-and-a-dead-general.toml", save)
    session = read_session(save, autosave=False)
    for _ in range(12):
        session.act(
            {"kind": "next_phase"}, side=session.game.side_of(session.state, {"kind": "next_phase"})
        )
    report = after_action(session)
    assert report.cut
    first = report.turns.rows[0][0]
    assert first != "Start" and "oldest step kept" in first, report.turns.rows
