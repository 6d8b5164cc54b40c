"""The bot's reasons in the reader's language from the shell (brief "words", item 1):
`tabletop show FILE` names the last step as the History tab does, and the report names each
notable step, in French a bot's move by its French reason; a save written before (its
reasons as plain English) opens and verifies as it did (the template kept beside the
reason's English words: tests/session/test_verify_bot_reasons.py)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from checkout_paths import SAVES
from solo_support import solo
from test_cli_act import run

OLD = SAVES / "cardgame-solo-strong-bot-to-move.toml"
"""A solo game saved before reasons kept their templates, the bot to move."""


def test_show_names_the_bots_last_move_in_french(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "solo.toml"
    session = solo(path, to_end=False)
    entry = session.log.entries[-1]
    english = str(entry.inputs["reason"])
    assert english.startswith("I ") and entry.label == english.rstrip(".")
    code, out, err = run(capsys, "--lang", "fr", "show", str(path))
    assert code == 0, err
    line = next(line for line in out.splitlines() if line.startswith("Dernière étape : "))
    assert line.startswith("Dernière étape : Mon choix : ") and not line.endswith("."), line
    code, out, err = run(capsys, "show", str(path))
    assert f"Last step: {entry.label}\n" in out
    code, out, err = run(capsys, "show", str(path), "--json")
    assert json.loads(out)["last_step"] == entry.label  # the JSON stays English


def test_the_report_names_the_bots_steps_in_french(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import pypdfium2

    path = tmp_path / "solo.toml"
    solo(path, to_end=True)
    out = tmp_path / "report.pdf"
    code, _out, err = run(capsys, "--lang", "fr", "report", str(path), "-o", str(out))
    assert code == 0, err
    text = pypdfium2.PdfDocument(str(out))[0].get_textpage().get_text_range()
    assert "(Mon choix : tenir avec ce qui est joué" in text, text
    assert "(I hold" not in text


def test_an_old_solo_save_opens_reads_english_and_verifies_played_on(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A save whose reasons are plain English opens (its last step in English, no template to
    read French from), verifies, and the bot plays on in French."""
    save = tmp_path / OLD.name
    shutil.copy(OLD, save)
    code, out, err = run(capsys, "--lang", "fr", "show", str(save))
    assert code == 0, err
    code, out, err = run(capsys, "verify", str(save))
    assert code == 0, err
    code, out, err = run(capsys, "--lang", "fr", "act", str(save), "bot")
    assert code == 0, err
    assert ": Mon choix : " in out
    code, out, err = run(capsys, "--lang", "fr", "show", str(save))
    assert "Dernière étape : Mon choix : " in out
    code, out, err = run(capsys, "verify", str(save))
    assert code == 0, err
