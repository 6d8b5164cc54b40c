"""The bot's turn in a solo card game (issue 35, item 4): `act --list` offers none of the
bot's moves to a player, and the window's bot moves through `session.solo.play_bot`, as
`tabletop act FILE bot` does."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_cli_act import run
from test_cli_bot import _Later

from tabletop.games.cardgame import Phase, Side
from tabletop.gui.panels.cardgame import bot as bot_module
from tabletop.gui.panels.cardgame.bot import BotRunner
from tabletop.session.saves import read_session
from tabletop.session.session import Session

SOLO = ["--option", "players=solo", "--option", "human=coalition", "--option", "bot=greedy"]


def _new(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    path = tmp_path / "solo.toml"
    code, _, err = run(capsys, "new", "cardgame", "-o", str(path), "--seed", "5", *SOLO)
    assert code == 0, err
    return path


def test_list_on_the_bots_turn_offers_no_move_to_a_player(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`act --list` listed Napoleon's end_orders and deploys as open while the bot plays
    Napoleon, as if the player could make them: each is closed, saying the bot moves."""
    path = _new(tmp_path, capsys)
    code, out, err = run(capsys, "act", str(path), "--list", "--json")
    assert code == 0, err
    rows = json.loads(out)["actions"]
    assert rows and not any(row["open"] for row in rows)
    assert all("act FILE bot" in row["why"] for row in rows if row["kind"] == "end_orders")
    code, out, _ = run(capsys, "act", str(path), "--list")
    assert "end_orders" in out and "played by the bot" in out
    # Once the bot has moved and it is the player's turn, the player's moves are open.
    while True:
        code, out, err = run(capsys, "act", str(path), "--list", "--json")
        if any(row["open"] for row in json.loads(out)["actions"]):
            break
        code, _, err = run(capsys, "act", str(path), "bot", "--json")
        assert code == 0, err


def test_the_windows_bot_moves_through_play_bot(monkeypatch: pytest.MonkeyPatch) -> None:
    """The window's bot chose and logged its moves by a path of its own, so what
    `act FILE bot` does (the expert's recorded effort, the refusals) could differ from it."""
    session = Session.new(
        "cardgame",
        seed=5,
        options={"players": "solo", "human": "coalition", "bot": "greedy"},
        autosave=False,
    )
    calls: list[Session] = []
    real = bot_module.play_bot

    def spy(s: Session) -> tuple[str, tuple[object, ...]]:
        calls.append(s)
        return real(s)

    monkeypatch.setattr(bot_module, "play_bot", spy)
    widget = _Later()
    said: list[str] = []
    runner = BotRunner(widget, session, Side.NAPOLEON, "greedy", said.append, said.append)  # type: ignore[arg-type]
    runner.poke()
    widget.jobs.pop()()
    assert calls == [session] and len(session.log) == 2
    entry = session.log.entries[-1]
    assert entry.side == "Napoleon" and entry.inputs["bot"] == "greedy"
    assert said == [entry.inputs["reason"]]


def test_list_while_the_bot_defends_offers_nothing_even_to_a_side_claimed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Mid-way through the player's own turn the bot defends (ACTION PHASE: "The Defender may
    play Defense cards"): `act --list` offers none of its moves, and `--side Coalition`, which
    lists a mover's concrete moves, names none of the bot's hidden cards."""
    path = tmp_path / "napoleon.toml"
    human = ["--option", "players=solo", "--option", "human=napoleon", "--option", "bot=greedy"]
    code, _, err = run(capsys, "new", "cardgame", "-o", str(path), "--seed", "5", *human)
    assert code == 0, err
    for move in (["end_orders"], ["attack", "--front", "center"], ["commit"]):
        code, _, err = run(capsys, "act", str(path), *move)
        assert code == 0, err
    assert read_session(path, autosave=False).state.phase is Phase.DEFEND
    for side in ([], ["--side", "Coalition"]):
        code, out, err = run(capsys, "act", str(path), "--list", "--json", *side)
        assert code == 0, err
        rows = json.loads(out)["actions"]
        assert not any(row["open"] for row in rows)
        assert all(row["moves"] == [] for row in rows)
        hold = next(row for row in rows if row["kind"] == "hold")
        assert hold["why"].startswith("Coalition is played by the bot in this solo game")
    code, out, err = run(capsys, "act", str(path), "bot", "--json")
    assert code == 0 and json.loads(out)["side"] == "Coalition", err
