"""`tabletop act`: a referee or a script plays a whole game from the shell, as the panel would."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from spi_game_support import play_scripted_game

from tabletop.commands import main
from tabletop.core.dice import Dice
from tabletop.games.cardgame import choose, is_over, legal_actions
from tabletop.session import Session
from tabletop.session.saves import read_session


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def flags(keys: dict[str, Any]) -> list[str]:
    """Action fields as `act` flags: lists as several values, maps as JSON."""
    out: list[str] = []
    for key, value in keys.items():
        if key in ("roll", "side"):
            out += ["--" + key, str(value)]
            continue
        flag = "--" + key.replace("_", "-")
        if isinstance(value, list):
            out += [flag, *(json.dumps(v) if isinstance(v, dict) else str(v) for v in value)]
        elif isinstance(value, dict):
            out += [flag, json.dumps(value)]
        else:
            out += [flag, str(value)]
    return out


class ShellTable:
    """The scripted game's table, played through `tabletop act` on a save file."""

    def __init__(self, path: Path, capsys: pytest.CaptureFixture[str]) -> None:
        self.path = path
        self.capsys = capsys
        code, _, err = run(capsys, "new", "spi1980", "-o", str(path), "--seed", "1805")
        assert code == 0, err

    @property
    def state(self) -> Any:
        return read_session(self.path, autosave=False).state

    @property
    def rolls(self) -> int:
        entries = read_session(self.path, autosave=False).log.entries
        return sum(1 for e in entries if e.natural is not None)

    def do(self, kind: str, **keys: Any) -> None:
        code, _, err = run(self.capsys, "act", str(self.path), kind, *flags(keys))
        assert code == 0, err

    def to(self, turn: int, phase: str) -> None:
        while (self.state.turn, self.state.phase) != (turn, phase):
            self.do("next_phase")


def test_the_scripted_spi_game_plays_to_the_same_end_from_the_shell(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A referee replaying the game with `act` would reach another VP total or level."""
    play_scripted_game(ShellTable(tmp_path / "spi.toml", capsys))


def test_a_seeded_card_game_plays_to_its_end_from_the_shell(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Two greedy bots' moves, typed in with `act`, must give the engine's own result."""
    path = tmp_path / "cards.toml"
    assert run(capsys, "new", "cardgame", "-o", str(path), "--seed", "44")[0] == 0
    engine = Session.new("cardgame", seed=44, autosave=False)
    bot_dice = Dice(9)
    moves = 0
    while not is_over(engine.state) and moves < 400:
        move, _ = choose(engine.state, engine.state.to_move, "greedy", bot_dice)
        assert move in legal_actions(engine.state)
        engine.act(move)
        code, _, err = run(capsys, "act", str(path), *_card_argv(move))
        assert code == 0, err
        moves += 1
    assert is_over(engine.state)
    assert read_session(path, autosave=False).state == engine.state


def _card_argv(move: dict[str, Any]) -> list[str]:
    return [move["kind"], *flags({k: v for k, v in move.items() if k != "kind"})]


def test_act_list_matches_the_rules_legal_actions(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`act --list` would tell a referee a move is open that the panel refuses, or hide one."""
    path = tmp_path / "spi.toml"
    run(capsys, "new", "spi1980", "-o", str(path), "--seed", "3")
    code, out, _ = run(capsys, "act", str(path), "--list", "--json")
    listed = {row["kind"]: (row["open"], row["why"]) for row in json.loads(out)["actions"]}
    session = read_session(path, autosave=False)
    assert listed == {entry.kind: (entry.open, entry.why) for entry in session.legal_actions()}
    assert listed["plot_reserve"][0] and not listed["combat"][0]
    assert "Combat Phase" in listed["combat"][1]


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["combat", "--attackers", "a", "--defenders", "b", "--defender-terain", "x"], "terain"),
        (["lose_csp", "--unit", "becker", "--count", "two"], "whole number"),
        (["lose_csp", "--unit", "becker", "--count", "0"], "less than 1"),
        (["set_disrupted", "--unit", "becker", "--disrupted", "perhaps"], "yes or no"),
        (["charge"], "no action 'charge'"),
        (["next_phase", "--roll", "4"], "rolls no dice"),
    ],
)
def test_a_bad_action_is_one_line_and_leaves_the_file_untouched(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], said: str
) -> None:
    """A typo must not be applied silently, crash, or change the save."""
    path = tmp_path / "spi.toml"
    run(capsys, "new", "spi1980", "-o", str(path), "--seed", "3")
    before = path.read_bytes()
    code, out, err = run(capsys, "act", str(path), *argv)
    assert code == 2 and out == ""
    assert said in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert path.read_bytes() == before


def test_an_action_the_save_cannot_take_is_refused_not_lost(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A disk that refuses the autosave would leave `act` reporting a move the save never got,
    or print an errno tuple instead of a sentence."""
    import errno

    path = tmp_path / "spi.toml"
    run(capsys, "new", "spi1980", "-o", str(path), "--seed", "3")
    before = path.read_bytes()

    def refused(self: Session, target: Path | None = None) -> Path:
        raise PermissionError(errno.EACCES, "Permission denied", str(path))

    monkeypatch.setattr(Session, "save", refused)
    loss = ("lose_csp", "--unit", "becker", "--count", "1", "--reason", "over stacking [4.4]")
    code, out, err = run(capsys, "act", str(path), *loss)
    assert code == 2 and out == ""
    assert "not recorded" in err and "(permission denied)" in err and "Errno" not in err
    assert path.read_bytes() == before
