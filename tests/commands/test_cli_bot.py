"""`tabletop act FILE bot`: in a solo game the bot's side is played by the bot, from the
shell as in the window, and a player's own move for the bot's side is refused (issue 19,
item 1)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from test_cli_act import run

from tabletop.games.cardgame import Side
from tabletop.gui.panels.cardgame.bot import BotRunner
from tabletop.session.saves import read_session
from tabletop.session.session import Session

SOLO = ["--option", "players=solo", "--option", "human=coalition", "--option", "bot=greedy"]


def _new(tmp_path: Path, capsys: pytest.CaptureFixture[str], *options: str) -> Path:
    path = tmp_path / f"game{len(list(tmp_path.iterdir()))}.toml"
    code, _, err = run(capsys, "new", "cardgame", "-o", str(path), "--seed", "5", *options)
    assert code == 0, err
    return path


class _Later:
    """What the bot runner asks of its widget: run this later (here, when told)."""

    def __init__(self) -> None:
        self.jobs: list[Callable[[], None]] = []

    def after(self, delay: int, job: Callable[[], None]) -> str:
        self.jobs.append(job)
        return "job"


def _window_bot_move(options: dict[str, str]) -> Session:
    """The same game with the window's bot runner making Napoleon's first move."""
    session = Session.new("cardgame", seed=5, options=options, autosave=False)
    widget = _Later()
    said: list[str] = []
    runner = BotRunner(widget, session, Side.NAPOLEON, "greedy", said.append, said.append)  # type: ignore[arg-type]
    runner.poke()
    widget.jobs.pop()()
    assert said and len(session.log) == 2
    return session


def test_act_bot_makes_the_bots_move_logged_as_the_window_logs_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`act FILE bot` was "solo has no action 'bot'": the shell could not let the bot play."""
    path = _new(tmp_path, capsys, *SOLO)
    code, out, err = run(capsys, "act", str(path), "bot", "--json")
    assert code == 0, err
    shown = json.loads(out)
    window = _window_bot_move({"players": "solo", "human": "coalition", "bot": "greedy"})
    mine, theirs = read_session(path, autosave=False).log.entries[-1], window.log.entries[-1]
    assert mine.side == theirs.side == shown["side"] == "Napoleon"
    assert (mine.what, mine.inputs, mine.label, mine.result) == (
        theirs.what,
        theirs.inputs,
        theirs.label,
        theirs.result,
    )
    assert shown["reason"] == mine.inputs["reason"] and mine.inputs["bot"] == "greedy"
    code, out, _ = run(capsys, "verify", str(path))
    assert code == 0, out


def test_a_players_move_for_the_bots_side_is_refused_in_one_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`act FILE end_orders` played the bot's Napoleon move for it, logged as Napoleon's."""
    path = _new(tmp_path, capsys, *SOLO)
    before = path.read_bytes()
    code, out, err = run(capsys, "act", str(path), "end_orders")
    assert code == 2 and out == "" and path.read_bytes() == before
    assert err.strip().count("\n") == 0
    assert "Napoleon is played by the bot in this solo game" in err
    # the player's own side is theirs to play once the bot has moved to it
    while read_session(path, autosave=False).state.to_move is Side.NAPOLEON:
        assert run(capsys, "act", str(path), "bot")[0] == 0
    code, _, err = run(capsys, "act", str(path), "hold")
    assert code == 0, err
    assert read_session(path, autosave=False).log.entries[-1].side == "Coalition"


def test_act_bot_with_no_bot_to_move_is_refused_in_one_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """No bot in a game not started solo, and none while the player is to move."""
    two = _new(tmp_path, capsys, "--option", "players=two")
    code, _, err = run(capsys, "act", str(two), "bot")
    assert code == 2 and "no bot plays this game" in err
    solo = _new(tmp_path, capsys, "--option", "players=solo", "--option", "human=napoleon")
    before = solo.read_bytes()
    code, _, err = run(capsys, "act", str(solo), "bot")
    assert code == 2 and solo.read_bytes() == before
    assert "the bot, playing Coalition, has no move now: it is the Napoleon player's move" in err
