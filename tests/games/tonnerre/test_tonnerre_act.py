"""A scripted game of Un coup de Tonnerre! through the engine and through `tabletop act`,
from set-up to a Broken army, with nothing of the Mist marker in what the shell prints."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from tonnerre_support import COUNTS, SCRIPT

from tabletop.commands import main
from tabletop.core.data import load_board
from tabletop.games.tonnerre.state import COALITION, FRENCH, OVER
from tabletop.session import Session
from tabletop.session.saves import read_session


@pytest.fixture(autouse=True)
def fresh_data(user_home: Path) -> Any:
    """No owner entries: every box and card result is asked, as on a first game."""
    load_board.cache_clear()
    yield
    load_board.cache_clear()


def _check_end(state: Any) -> None:
    assert state.phase == OVER and state.winner == COALITION
    assert state.army(FRENCH).casualties == 3 and state.garrison("sokolnitz") == 0
    # 9, -1 (FM) = 8, -1 (FM) = 7, -1 (Davout eliminated) = 6, -1 (the "-1" box) = 5: a 6
    # is above 5, so the French army is Broken [4 Rout Test].
    assert state.army(FRENCH).morale == 5
    assert state.command("davout").eliminated


def test_scripted_game_through_the_engine() -> None:
    """The engine plays the script to a Broken French army, roll by roll."""
    session = Session.new("tonnerre", seed=3, autosave=False)
    for action in SCRIPT:
        session.act(action, side=session.game.side_of(session.state, action))
    _check_end(session.state)


def test_scripted_game_through_tabletop_act(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The same game from the shell gives the same end, and a bad step changes nothing."""
    path = tmp_path / "game.toml"
    assert main(["new", "tonnerre", "-o", str(path), "--seed", "3"]) == 0
    capsys.readouterr()
    for action in SCRIPT:
        argv = ["act", str(path), action["kind"]]
        for key, value in action.items():
            if key == "kind":
                continue
            if isinstance(value, list):
                argv += [f"--{key}", *(str(v) for v in value)]
            else:
                argv += [f"--{key}", str(value)]
        code = main([*argv, "--json"])
        out, err = capsys.readouterr()
        assert code == 0, (action, err)
        assert "marker" not in out.lower() or "revealed" in out.lower()
    state = read_session(path, autosave=False).state
    _check_end(state)


def test_act_refuses_bad_input_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A result that does not read, an action out of turn: one line, exit 2, file untouched."""
    path = tmp_path / "game.toml"
    assert main(["new", "tonnerre", "-o", str(path), "--seed", "3"]) == 0
    main(["act", str(path), "enter_units", "--counts", *(str(v) for v in COUNTS.values())])
    capsys.readouterr()
    before = path.read_bytes()
    bad = [
        ["attack", "--command", "bagration", "--target", "lannes", "--result", "3 XZ"],
        ["attack", "--command", "davout", "--target", "langeron"],
        ["pass"],
    ]
    for argv in bad:
        code = main(["act", str(path), *argv])
        out, err = capsys.readouterr()
        assert code == 2 and err.count("\n") == 1 and "Traceback" not in err, err
    assert path.read_bytes() == before


def test_act_list_names_what_is_open(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`act --list` says whose action it is and keeps the Mist marker out."""
    path = tmp_path / "game.toml"
    main(["new", "tonnerre", "-o", str(path), "--seed", "3"])
    main(["act", str(path), "enter_units", "--counts", *(str(v) for v in COUNTS.values())])
    capsys.readouterr()
    assert main(["act", str(path), "--list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    opened = {a["kind"] for a in listed["actions"] if a["open"]}
    assert {"attack", "reinforce", "card_action", "extra_action", "flip_card"} <= opened
    assert "pass" not in opened and "napoleon" not in opened
    state = read_session(path, autosave=False).state
    assert f"marker {state.mist_marker}" not in json.dumps(listed)
