"""`tabletop act FILE hint` (brief "words", item 2; DESIGN.md principle 7): a referee asks the
expert's advice for the side to move from the shell as the window's Hint command does, with
the same dice (a copy: asking changes no later roll) and the same log entry, and it is
refused in one sentence where the window refuses it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_cli_act import run

from tabletop.core.dice import Dice
from tabletop.games.cardgame.bots import describe
from tabletop.games.cardgame.choosing import advise
from tabletop.games.cardgame.hint import decode
from tabletop.session.saves import read_session

SOLO = ["--option", "players=solo", "--option", "human=napoleon", "--option", "bot=greedy"]
SURE = ["--option", "bot_time=600000"]
"""A budget no hint reaches, so the expert weighs all its guesses on any machine."""


def _new(tmp_path: Path, capsys: pytest.CaptureFixture[str], *options: str) -> Path:
    path = tmp_path / f"game{len(list(tmp_path.iterdir()))}.toml"
    code, _, err = run(capsys, "new", "cardgame", "-o", str(path), "--seed", "7", *options)
    assert code == 0, err
    return path


def test_act_hint_gives_the_experts_move_for_the_side_to_move(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`act FILE hint` asked for --move and --score, which only the window could work out."""
    path = _new(tmp_path, capsys, *SOLO, *SURE)
    before = read_session(path, autosave=False)
    expected = advise(before.state, before.dice, budget_ms=600000.0)  # the window's advice
    code, out, err = run(capsys, "act", str(path), "hint", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["action"] == expected and data["side"] == "Napoleon"
    move = decode(expected["move"])
    assert move is not None
    words = f"Hint: {describe(move)} (estimated score {expected['score'] / 100:.2f};"
    assert data["hint"]["words"].startswith(words)
    after = read_session(path, autosave=False)
    entry = after.log.entries[-1]
    assert (entry.what, entry.side, entry.label) == ("hint", "Napoleon", None)
    assert dict(entry.inputs) == {"move": expected["move"], "score": expected["score"]}
    assert after.state == before.state and after.dice.state == before.dice.state
    # The same hint again (the dice were only copied), in words and in French.
    code, out, err = run(capsys, "--lang", "fr", "act", str(path), "hint")
    assert code == 0, err
    assert out.startswith("Napoléon: Conseil : ")
    assert f"(score estimé {expected['score'] // 100},{expected['score'] % 100:02d} ;" in out
    assert read_session(path, autosave=False).log.entries[-1].inputs == entry.inputs
    code, out, err = run(capsys, "verify", str(path))
    assert code == 0, out + err


def test_a_hint_given_with_its_fields_is_logged_as_given(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A referee copying a hint from another record still logs it by its fields."""
    path = _new(tmp_path, capsys, *SOLO, *SURE)
    session = read_session(path, autosave=False)
    expected = advise(session.state, Dice.from_state(session.dice.state), budget_ms=600000.0)
    code, out, err = run(
        capsys, "act", str(path), "hint", "--move", expected["move"], "--score", "12"
    )
    assert code == 0, err
    assert read_session(path, autosave=False).log.entries[-1].inputs["score"] == 12


@pytest.mark.parametrize(
    ("options", "says"),
    [
        (["--option", "players=two"], "Hints are off in this two-player game"),
        (
            ["--option", "players=solo", "--option", "human=coalition"],
            "A hint is for your own move: the bot is moving.",
        ),
    ],
)
def test_act_hint_is_refused_where_the_window_refuses_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], options: list[str], says: str
) -> None:
    path = _new(tmp_path, capsys, *options)
    before = path.read_bytes()
    code, out, err = run(capsys, "act", str(path), "hint")
    assert code == 2 and out == ""
    assert err.startswith(f"tabletop: {says}") and len(err.strip().splitlines()) == 1
    assert path.read_bytes() == before


def test_act_hint_is_refused_once_the_battle_is_over(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from solo_support import solo

    path = tmp_path / "over.toml"
    solo(path, to_end=True)
    before = path.read_bytes()
    code, out, err = run(capsys, "act", str(path), "hint")
    assert code == 2 and "the battle is over" in err and len(err.strip().splitlines()) == 1
    assert path.read_bytes() == before


def test_hints_with_two_players_when_both_agreed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _new(tmp_path, capsys, "--option", "players=two", "--option", "hints=on", *SURE)
    code, out, err = run(capsys, "act", str(path), "hint", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["side"] == "Napoleon" and data["hint"]["words"].startswith("Hint: ")
    # The log shows the move hidden, as the window's log does with two players.
    assert data["log_entries"][0]["inputs"]["move"] == "(hidden)"
