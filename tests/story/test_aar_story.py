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


SOULT_TAKES_PRATZEN = [
    {"kind": "attack", "command": "soult", "target": "Pratzen", "roll": 3, "result": "Capture"},
    {"kind": "remove_mist_blocks", "count": 1},
    {"kind": "no_defense"},
]
"""Turn 1, the French action: Soult's attack reveals the Mist [7 Mist] and takes the Pratzen."""


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_moments_a_player_remembers_are_told_in_order(language: str) -> None:
    """The Mist revealed, a village captured, a command eliminated and the end, each on its
    turn and in the order they happened, in the reader's language."""
    from tabletop.core import i18n

    session = _played(*SCRIPT[:4], *SOULT_TAKES_PRATZEN)
    i18n.set_language(language)
    told = [(n.turn, n.kind) for n in after_action(session).notable]
    assert told == [
        (1, i18n._("Mist revealed")),
        (1, i18n._("village captured")),
    ]
    ended = _played(*SCRIPT)
    told = [n.kind for n in after_action(ended).notable]
    assert told[-3:] == [i18n._("command eliminated"), i18n._("rout test"), i18n._("game's end")]
    if language == "fr":
        assert "Mist revealed" not in told and "command eliminated" not in told
