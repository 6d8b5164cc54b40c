"""`tabletop act FILE undo|redo` (DESIGN.md principle 7: anything a panel does, a referee does
from the shell): a step taken back and made again as the window's Undo and Redo buttons do it,
in the window's words, logged and proved by `verify`; refused in the button's sentence where
the button is closed (nothing to undo, a step that showed a hidden card, in a solo card game
a draw or the bot's move since the player's own), and listed open or closed by `act --list`."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from test_cli_act import run

from tabletop.session.saves import read_session


def _new(tmp_path: Path, capsys: pytest.CaptureFixture[str], game: str, *options: str) -> Path:
    path = tmp_path / f"{game}.toml"
    code, _, err = run(capsys, "new", game, "-o", str(path), "--seed", "7", *options)
    assert code == 0, err
    return path


def _open(path: Path, capsys: pytest.CaptureFixture[str], *side: str) -> dict[str, Any]:
    code, out, err = run(capsys, "act", str(path), "--list", "--json", *side)
    assert code == 0, err
    data: dict[str, Any] = json.loads(out)
    return data


def test_undo_and_redo_take_back_and_make_again_a_roll(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _new(tmp_path, capsys, "spi1980")
    assert _open(path, capsys)["undo"] == {"open": False, "why": "Nothing to undo yet."}
    code, _, err = run(capsys, "act", str(path), "undo")
    assert (code, err.strip()) == (2, "tabletop: Nothing to undo yet.")
    before = read_session(path, autosave=False)
    code, _, err = run(
        capsys, "act", str(path), "roll", "table:crt", "--column", "1-1", "--roll", "4"
    )
    assert code == 0, err
    rolled = read_session(path, autosave=False)
    assert len(rolled.log) == len(before.log) + 1
    assert _open(path, capsys)["undo"] == {"open": True, "why": ""}

    code, out, err = run(capsys, "act", str(path), "undo")
    assert code == 0, err
    assert out.startswith("Undone: Combat Results Table: r/1. Game-Turn 1")
    undone = read_session(path, autosave=False)
    assert undone.state == before.state
    assert (undone.log.entries[-1].what, undone.log.entries[-1].step) == ("undo", "undo")
    listed = _open(path, capsys)
    assert listed["redo"] == {"open": True, "why": ""}

    code, out, err = run(capsys, "--lang", "fr", "act", str(path), "redo")
    assert code == 0, err
    assert out.startswith("Rétabli. Tour de jeu 1")
    assert read_session(path, autosave=False).state == rolled.state
    code, out, err = run(capsys, "act", str(path), "redo")
    assert (code, err.strip()) == (2, "tabletop: Nothing undone to redo.")
    code, out, err = run(capsys, "verify", str(path))
    assert code == 0, out + err


def test_undo_takes_no_fields(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _new(tmp_path, capsys, "spi1980")
    before = path.read_bytes()
    for extra in (["--side", "French"], ["--roll", "3"], ["--steps", "2"]):
        code, _, err = run(capsys, "act", str(path), "undo", *extra)
        assert code == 2 and err.count("\n") == 1, err
        assert "takes no fields" in err
    assert path.read_bytes() == before


def test_a_solo_card_game_undoes_to_the_players_own_move_never_past_a_draw(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    solo = ("--option", "players=solo", "--option", "human=napoleon", "--option", "bot=greedy")
    path = _new(tmp_path, capsys, "cardgame", *solo)
    side = ("--side", "napoleon")
    deploy = next(a for a in _open(path, capsys, *side)["actions"] if a["kind"] == "deploy")
    move = deploy["moves"][0]
    start = read_session(path, autosave=False).state
    code, _, err = run(
        capsys, "act", str(path), "deploy", "--card", move["card"], "--front", move["front"]
    )
    assert code == 0, err
    code, out, err = run(capsys, "act", str(path), "undo")
    assert code == 0, err
    assert read_session(path, autosave=False).state == start
    code, _, err = run(capsys, "act", str(path), "redo")
    assert code == 0, err
    assert read_session(path, autosave=False).state != start

    # The turn handed over: the bot plays its turn; Napoleon's next turn opens with a draw.
    for kind in ("end_orders", "end_turn"):
        code, _, err = run(capsys, "act", str(path), kind)
        assert code == 0, err
    while read_session(path, autosave=False).state.to_move.value == "coalition":
        code, _, err = run(capsys, "act", str(path), "bot")
        assert code == 0, err
    session = read_session(path, autosave=False)
    assert session.state.to_move.value == "napoleon" and session.history.past
    why = (
        "Your last move cannot be undone: cards were drawn or the bot has moved since, "
        "and undo never shows a hidden card again."
    )
    assert _open(path, capsys, *side)["undo"] == {"open": False, "why": why}
    before = path.read_bytes()
    code, _, err = run(capsys, "act", str(path), "undo")
    assert (code, err.strip()) == (2, f"tabletop: {why}")
    assert path.read_bytes() == before
    code, out, err = run(capsys, "verify", str(path))
    assert code == 0, out + err
