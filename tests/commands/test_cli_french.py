"""The command line in French: `--lang fr` (anywhere on the line) or TABLETOP_LANG=fr, its
messages, help, numbers and reports from the French catalog; the JSON stays English."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from checkout_paths import SAVES

from tabletop.commands import main

SPI = SAVES / "spi1980-turn3-after-combat.toml"
PRATZEN = SAVES / "pratzen-turn1-after-close-combat.toml"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_show_and_verify_speak_french(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    save = tmp_path / SPI.name
    shutil.copy(SPI, save)
    code, out, _err = run(capsys, "--lang", "fr", "show", str(save))
    assert code == 0
    assert "23 entrées au journal, tête" in out
    assert "données imprimées" in out
    code, out, _err = run(capsys, "verify", str(save), "--lang=fr")
    assert code == 0
    assert "rejouées depuis le début, les 23 entrées du journal" in out
    code, out, _err = run(capsys, "verify", str(save))  # TABLETOP_LANG is English here
    assert "replayed from the start, the log's 23 entries" in out


def test_the_json_keeps_its_english_keys(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = run(capsys, "--lang", "fr", "show", str(SPI), "--json")
    assert code == 0
    data = json.loads(out)
    assert {"file", "game", "summary", "log_entries", "log_head"} <= set(data)
    assert data["game"] == "spi1980"


def test_odds_are_written_the_french_way(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_LANG", "fr")
    code, out, _err = run(capsys, "odds", "spi1980/crt", "--column", "1-1")
    assert code == 0
    assert "16,7\u00a0%" in out and "16.7%" not in out


def test_help_and_refusals_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--lang", "fr", "--help"])
    out = capsys.readouterr().out
    assert out.startswith("utilisation : tabletop")
    assert "lister les jeux" in out
    code, _out, err = run(capsys, "--lang", "fr", "show", "nowhere.toml")
    assert code == 2
    assert err == "tabletop: nowhere.toml n'existe pas.\n"


def test_an_unknown_language_is_one_sentence(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "--lang", "de", "games")
    assert code == 2 and out == ""
    assert err == "tabletop: --lang should be one of en, fr; 'de' is not one.\n"


def test_the_after_action_report_in_french(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out_file = tmp_path / "aar.md"
    code, out, _err = run(
        capsys, "--lang", "fr", "aar", str(PRATZEN), "-o", str(out_file), "--no-charts"
    )
    assert code == 0, _err
    text = out_file.read_text(encoding="utf-8")
    assert ": compte rendu de bataille" in text.splitlines()[0]
    for heading in ("## Tour par tour", "## Moments marquants", "## Jets décisifs"):
        assert heading in text
    assert "Turn by turn" not in text and "Decisive rolls" not in text
