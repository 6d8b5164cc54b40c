"""`tabletop new GAME --option NAME=VALUE` (issue 23 item 3): each game's options from the
shell, the same the new-game dialog offers; a wrong name or value is one sentence, exit 2,
and no file is written."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest

from tabletop.cli import main
from tabletop.games.options import game_options


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(
    ("game", "options", "check"),
    [
        ("tonnerre", ["hard=yes", "mist=open"], lambda s: s["hard"] and s["mist_revealed"]),
        ("tonnerre", ["guard_rout_drm=on"], lambda s: s["guard_rout_drm"]),
        (
            "spi1980",
            ["demoralized_rally_penalty=2", "corps_integrity=yes"],
            lambda s: (
                s["options"]["demoralized_rally_penalty"] == 2 and s["options"]["corps_integrity"]
            ),
        ),
        (
            "vaevictis",
            ["vv4_charge_range=yes", "competition=yes"],
            lambda s: s["options"] == ["vv4_charge_range"] and s["competition"],
        ),
        (
            "cardgame",
            ["victory=either", "morale_cap=25", "players=two"],
            lambda s: s["options"]["victory"] == "either" and s["options"]["morale_cap"] == 25,
        ),
    ],
)
def test_an_option_from_the_shell_sets_up_the_game_and_is_saved(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], game, options, check
) -> None:
    """Tonnerre's Increased Difficulty, SPI's [10.0] penalty, a Vae Victis VV4 rule, the
    card game's readings: each given with --option is in the state and the save's options,
    and the save verifies."""
    save = tmp_path / "game.toml"
    argv = ["new", game, "-o", str(save), "--seed", "3"]
    for pair in options:
        argv += ["--option", pair]
    code, _, err = run(capsys, *argv)
    assert code == 0, err
    saved = tomllib.loads(save.read_text(encoding="utf-8"))
    assert check(saved["state"])
    for pair in options:
        assert pair.split("=")[0] in saved["options"]
    code, out, _ = run(capsys, "verify", str(save), "--json")
    assert code == 0 and json.loads(out)["ok"] is True


@pytest.mark.parametrize(
    ("game", "pair", "words"),
    [
        ("tonnerre", "hrad=yes", "Tonnerre has no option 'hrad'; its options are guard_rout_drm"),
        ("tonnerre", "mist=shut", "the option mist is hidden or open; 'shut' is not one."),
        ("spi1980", "demoralized_rally_penalty=3", "is 1 or 2; '3' is not one."),
        ("vaevictis", "vv4_charge_range=maybe", "is yes or no; 'maybe' is not one."),
        ("cardgame", "morale_cap=-2", "is a whole number from 0; '-2' is not one."),
        ("pratzen", "fog=on", "Pratzen has no options to choose; 'fog' is not one."),
        ("tonnerre", "hard", "give an option as NAME=VALUE"),
    ],
)
def test_a_wrong_option_is_one_sentence_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], game, pair, words
) -> None:
    save = tmp_path / "game.toml"
    code, out, err = run(capsys, "new", game, "-o", str(save), "--option", pair)
    assert code == 2 and out == ""
    assert words in err
    assert err.count("\n") == 1 and "Error" not in err and "Traceback" not in err
    assert not save.exists()


def test_every_declared_default_is_a_value_its_option_reads_back() -> None:
    """A default the shell would refuse (a typo in a declaration) could not be typed back."""
    from tabletop.games import GAMES

    for game in GAMES:
        for option in game_options(game):
            assert option.parse(str(option.default).lower()) == option.default


@pytest.mark.parametrize(
    ("language", "line"),
    [
        (
            "en",
            "Rule options: Players: Two players at one screen; A tie in force: the defender wins",
        ),
        (
            "fr",
            "Options de règle : Joueurs\xa0: Deux joueurs devant un écran; "
            "Égalité de force\xa0: le défenseur gagne",
        ),
    ],
)
def test_show_names_the_options_as_the_new_game_dialog_does(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], language: str, line: str
) -> None:
    """`tabletop show` of a card game set up for two players, the defender winning ties,
    says so in the dialog's words (it named no option before), under the game's title in
    the reader's language; `--json` keeps the saved values."""
    save = tmp_path / "game.toml"
    argv = ["new", "cardgame", "-o", str(save), "--seed", "3"]
    code, _, err = run(capsys, *argv, "--option", "players=two", "--option", "tie=defender")
    assert code == 0, err
    code, out, err = run(capsys, "--lang", language, "show", str(save))
    assert code == 0, err
    assert line in out.splitlines()
    title = "Austerlitz, le jeu de cartes" if language == "fr" else "Austerlitz, the card game"
    assert out.startswith(f"{title}: ")
    code, out, err = run(capsys, "show", str(save), "--json")
    assert json.loads(out)["options"] == {"players": "two", "tie": "defender"}
