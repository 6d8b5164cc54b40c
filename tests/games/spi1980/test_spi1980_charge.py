"""SPI 1980: a defending cavalry charge [5.9] recorded, shown and proved, and the same charge
in the `resolve` what-if (issue 31).

"The attacking Player states which, if any, of his attacking cavalry units will charge. The
defender then states which, if any, of his defending cavalry units will adopt a charge mode."
[5.9] The rules took a defender's charge and the save then refused to hold it, so the
player's combat was lost; `resolve spi1980/combat` had no way to say a unit charged.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from checkout_paths import SAVES
from conftest import SEEDS

from tabletop.cli import main

RULEBOOK = SEEDS / "000_5229c468f954273e.txt"


def printed_cell(column: str, roll: int) -> str:
    """The cell of the first printed Combat Results Table [15.0] at a column and die roll."""
    lines = RULEBOOK.read_text(encoding="utf-8").splitlines()
    start = lines.index("[15.0] COMBAT RESULTS TABLE")
    header = next(ln for ln in lines[start:] if ln.startswith("\t1-5")).split("\t")[1:11]
    row = next(ln for ln in lines[start:] if ln.startswith(f"{roll}\t")).split("\t")
    return row[header.index(column) + 1].strip()


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def save_at(tmp_path: Path, capsys: pytest.CaptureFixture[str], phases: int) -> Path:
    """The Game-Turn 3 example save stepped `phases` phases on, as a copy."""
    path = tmp_path / "charge.toml"
    shutil.copyfile(SAVES / "spi1980-turn3-after-combat.toml", path)
    for _ in range(phases):
        code, _out, err = run(capsys, "act", str(path), "next_phase")
        assert code == 0, err
    return path


@pytest.mark.parametrize(
    ("phases", "phase", "attacker", "defender", "shown"),
    [
        # Soules (7) attacks Uvarov (8), who charges: 7 against 16, not 8.
        (5, "French Combat Phase", "soules", "uvarov", "7 against 16 is 1-3"),
        # Uvarov (8) attacks Faucont (1), who charges: 8 against 2, not 1.
        (8, "Allied Combat Phase", "uvarov", "faucont", "8 against 2 is 4-1"),
    ],
)
def test_a_defending_charge_is_kept_in_the_save_and_verifies(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    phases: int,
    phase: str,
    attacker: str,
    defender: str,
    shown: str,
) -> None:
    """The defender's cavalry charges [5.9]: `act` takes it (it was refused with "the save
    could not hold it"), `show` reads the save back with the charge pending, and `verify`
    proves it on a machine with an empty user folder."""
    path = save_at(tmp_path, capsys, phases)
    attack = ("--attackers", attacker, "--defenders", defender, "--charging", defender)
    attack += ("--attacker-morale-unit", attacker, "--defender-morale-unit", defender)
    code, out, err = run(capsys, "act", str(path), "combat", *attack, "--roll", "3")
    assert code == 0 and err == "", err
    assert shown in out and phase in out
    code, out, err = run(capsys, "show", str(path), "--json")
    assert code == 0, err
    pending: dict[str, Any] = json.loads(out)["state"]["pending_combat"]
    assert pending["defenders"] == [defender] and pending["charging"] == [defender]
    empty = tmp_path / "another machine"
    empty.mkdir()
    monkeypatch.setenv("TABLETOP_HOME", str(empty))
    code, out, err = run(capsys, "verify", str(path))
    assert code == 0 and err == "", err
    assert "give exactly the saved state" in out


def resolve(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, Any]:
    code, out, err = run(capsys, "resolve", "spi1980/combat", *argv, "--json")
    assert code == 0 and err == "", err
    data: dict[str, Any] = json.loads(out)
    return data


@pytest.mark.rulebook
def test_resolve_takes_a_defending_charge(capsys: pytest.CaptureFixture[str]) -> None:
    """Soules 7 against Uvarov 8 charging reads the 1-3 column, as `act` does: 7 against 16
    [5.9] [6.2]; without the charge it is 1-2."""
    plain = resolve(capsys, "--attack", "7", "--defend", "8", "--roll", "3")
    assert plain["column"] == "1-2"
    data = resolve(capsys, "--attack", "7", "--defender-charging", "8", "--roll", "3")
    assert data["defense_strength"] == 16 and data["column"] == "1-3"
    assert data["result"] == printed_cell("1-3", 3)


@pytest.mark.rulebook
def test_resolve_takes_an_attacking_charge_halved_after(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Uvarov 8 charging Becker 5 is 16 against 5, 3-1; charging up a slope it is doubled then
    halved, 8 against 5, 1-1, as the engine reads it [5.9] [8.0]."""
    data = resolve(capsys, "--attacker-charging", "8", "--defend", "5", "--roll", "3")
    assert data["attack_strength"] == 16 and data["column"] == "3-1"
    assert data["result"] == printed_cell("3-1", 3)
    upslope = resolve(capsys, "--attacker-charging", "8x1", "--defend", "5", "--roll", "3")
    assert upslope["attack_strength"] == 8 and upslope["column"] == "1-1"
    assert upslope["result"] == printed_cell("1-1", 3)


def test_a_bad_charge_is_refused_in_one_sentence(capsys: pytest.CaptureFixture[str]) -> None:
    """A strength that is not a number gets one plain line, never a traceback."""
    code, out, err = run(
        capsys, "resolve", "spi1980/combat", "--attack", "7", "--defender-charging", "eight"
    )
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and re.search(r"whole number.*'eight'", err)
