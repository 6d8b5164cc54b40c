"""A side named on the command line in any case (brief "words", item 3): `show --side
coalition` was refused for wanting "Coalition", and so were `act --side` and `act FILE roll
--side`; the reader's own name for a side (`--lang fr`: "Napoléon") is taken as the CLI takes
an action's choices in French. A name that is no side still exits 2 with one sentence naming
the sides, the file untouched."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from checkout_paths import SAVES
from test_cli_act import run

CARDS = SAVES / "cardgame-two-players-defending.toml"
SPI = SAVES / "spi1980-turn3-after-combat.toml"


def _copy(tmp_path: Path, save: Path, name: str = "") -> Path:
    path = tmp_path / (name or save.name)
    shutil.copy(save, path)
    return path


@pytest.mark.parametrize("named", ["coalition", "COALITION", " Coalition "])
def test_show_takes_a_side_in_any_case(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], named: str
) -> None:
    path = _copy(tmp_path, CARDS)
    code, out, err = run(capsys, "show", str(path), "--side", "Coalition", "--json")
    assert code == 0, err
    expected = json.loads(out)
    code, out, err = run(capsys, "show", str(path), "--side", named, "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["viewer"] == "Coalition" and data["state"] == expected["state"]
    assert data["state"]["coalition_hand"] != "(hidden)"  # its own cards shown to it
    assert data["state"]["napoleon_hand"] == "(hidden)"


def test_the_readers_own_name_for_a_side(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _copy(tmp_path, CARDS)
    code, out, err = run(capsys, "show", str(path), "--side", "Napoleon", "--json")
    expected = json.loads(out)["state"]
    code, out, err = run(capsys, "--lang", "fr", "show", str(path), "--side", "napoléon", "--json")
    assert code == 0, err
    assert json.loads(out)["viewer"] == "Napoleon" and json.loads(out)["state"] == expected


def test_act_and_its_list_take_a_side_in_any_case(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "new.toml"
    assert run(capsys, "new", "cardgame", "-o", str(path), "--seed", "3")[0] == 0
    code, out, err = run(capsys, "act", str(path), "--list", "--side", "Napoleon", "--json")
    expected = json.loads(out)["actions"]
    code, out, err = run(capsys, "act", str(path), "--list", "--side", "napoleon", "--json")
    assert code == 0, err
    assert json.loads(out)["actions"] == expected and any(row["moves"] for row in expected)
    code, out, err = run(capsys, "act", str(path), "end_orders", "--side", "NAPOLEON", "--json")
    assert code == 0, err
    assert json.loads(out)["side"] == "Napoleon"  # logged as the engine names it


def test_act_roll_takes_a_side_in_any_case(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _copy(tmp_path, SPI)
    roll = ["roll", "table:crt", "--column", "3-1", "--roll", "4", "--json"]
    code, out, err = run(capsys, "act", str(path), *roll, "--side", "allied")
    assert code == 0, err
    assert json.loads(out)["side"] == "Allied"


@pytest.mark.parametrize(
    ("save", "argv"),
    [
        (CARDS, ["show", "{file}", "--side", "Prussia"]),
        (CARDS, ["act", "{file}", "--list", "--side", "Prussia"]),
        (CARDS, ["act", "{file}", "hold", "--side", "Prussia"]),
        (SPI, ["act", "{file}", "roll", "table:crt", "--column", "3-1", "--side", "Prussia"]),
    ],
)
def test_a_side_that_is_none_is_refused_naming_the_sides(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], save: Path, argv: list[str]
) -> None:
    path = _copy(tmp_path, save)
    before = path.read_bytes()
    code, out, err = run(capsys, *(a.format(file=path) for a in argv))
    assert code == 2 and out == ""
    assert err.strip().splitlines() == [
        "tabletop: 'Prussia' is not a side of this game; the sides are "
        + ("Napoleon, Coalition." if save is CARDS else "Allied, French.")
    ]
    assert path.read_bytes() == before
