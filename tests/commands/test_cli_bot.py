"""`tabletop act FILE bot`: in a solo game the bot's side is played by the bot, from the
shell as in the window, and a player's own move for the bot's side is refused (issue 19,
item 1)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from test_cli_act import run

from tabletop.core.dice import Dice
from tabletop.games.cardgame import Side, choose
from tabletop.gui.panels.cardgame.bot import BotRunner
from tabletop.session.saves import read_session
from tabletop.session.session import Session
from tabletop.session.solo import play_bot

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


def test_a_players_move_dressed_as_the_bots_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A referee reads "Bot level: greedy" on a move: it must be the bot's. The move the bot
    level would choose for the player's own side, sent with that level and a reason, was
    logged as the bot's (and undo could no longer cross it); `verify` passed it."""

    path = _new(tmp_path, capsys, *SOLO)
    while read_session(path, autosave=False).state.to_move is Side.NAPOLEON:
        assert run(capsys, "act", str(path), "bot")[0] == 0
    session = read_session(path, autosave=False)
    dice = Dice.from_state(session.dice.copy().state)
    move, _ = choose(session.state, Side.COALITION, "greedy", dice)
    fields = [f"--{k}={v}" for k, v in move.items() if k != "kind"]
    before = path.read_bytes()
    code, out, err = run(
        capsys, "act", str(path), move["kind"], *fields, "--bot", "greedy", "--reason", "I am"
    )
    assert code == 2 and out == "" and path.read_bytes() == before
    assert "only the bot's own moves carry a bot's level and reason" in err
    assert "Coalition is played by a player" in err
    two = _new(tmp_path, capsys, "--option", "players=two")
    code, _, err = run(capsys, "act", str(two), "end_orders", "--bot", "greedy", "--reason", "x")
    assert code == 2 and "only the bot's own moves carry" in err


def test_act_bot_after_the_battle_says_the_game_is_over(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Once the battle was over, `act FILE bot` said "it is the  player's move", naming no one."""

    options = {"players": "solo", "human": "coalition", "bot": "random"}
    path = tmp_path / "over.toml"
    session = Session.new("cardgame", seed=3, options=options, path=path, autosave=False)
    mine = Dice(11)
    while session.state.result is None:
        if session.state.to_move is Side.NAPOLEON:
            play_bot(session)
        else:
            move, _ = choose(session.state, Side.COALITION, "random", mine)
            session.act(move)
    session.save()
    before = path.read_bytes()
    code, _, err = run(capsys, "act", str(path), "bot")
    assert code == 2 and path.read_bytes() == before
    assert "the bot, playing Napoleon, has no move now: the game is over." in err


def test_an_actions_help_names_its_case_only_when_it_has_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`act FILE play --help` began "Play a card []." where the card game names no case."""
    path = _new(tmp_path, capsys, *SOLO)
    code, out, _err = run(capsys, "act", str(path), "play", "--help")
    assert code == 0
    assert "Play a card. Lists take" in " ".join(out.split()) and "[]" not in out
