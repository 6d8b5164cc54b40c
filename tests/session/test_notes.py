"""A player's notes on log entries: kept in the save outside what `verify` proves. Each test
says what a player would see go wrong."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from checkout_paths import SAVES

from tabletop.commands import main
from tabletop.session.notes import MAX_NOTE
from tabletop.session.saves import read_session
from tabletop.session.verify import verify_file

GUARD = "the Guard arrives early"


@pytest.fixture
def save(tmp_path: Path) -> Path:
    path = tmp_path / "game.toml"
    shutil.copyfile(SAVES / "spi1980-turn3-after-combat.toml", path)
    return path


def test_note_survives_save_reopen_verify_undo_and_redo(save: Path, capsys) -> None:
    # A player notes entry 5 from the shell; the save still proves every action.
    head = read_session(save, autosave=False).log.head
    assert main(["note", str(save), "--entry", "5", "--text", GUARD]) == 0
    assert "entry 5: note: the Guard arrives early" in capsys.readouterr().out
    verdict = verify_file(save)
    assert verdict.ok, verdict.problem
    assert verdict.replayed and verdict.head == head  # the chain is the one noted down

    session = read_session(save)
    assert session.notes == {5: GUARD}
    assert session.undo() and session.redo() and session.undo()  # each written to the save
    again = read_session(save, autosave=False)
    assert again.notes == {5: GUARD}
    assert again.log.entries[-1].what == "undo"
    assert verify_file(save).ok

    # Editing and removing it leave the proof as it was.
    session.note(5, "the Guard arrives at 9")
    assert read_session(save, autosave=False).notes == {5: "the Guard arrives at 9"}
    session.note(5, "")
    assert read_session(save, autosave=False).notes == {}
    assert verify_file(save).ok


def test_note_too_long_or_on_no_entry_is_one_sentence(save: Path, capsys) -> None:
    before = save.read_bytes()
    assert main(["note", str(save), "--entry", "1", "--text", "x" * (MAX_NOTE + 1)]) == 2
    err = capsys.readouterr().err
    assert f"at most {MAX_NOTE} characters" in err and err.count("\n") == 1
    assert main(["note", str(save), "--entry", "999", "--text", GUARD]) == 2
    assert "no entry 999" in capsys.readouterr().err
    assert save.read_bytes() == before


@pytest.mark.parametrize(
    ("table", "field"),
    [
        ('notes = "hello"', "'notes'"),
        ('[notes]\n"999" = "late"', "'notes.999'"),
        ('[notes]\n"abc" = "late"', "'notes.abc'"),
        ('[notes]\n"2" = 7', "'notes.2'"),
        (f'[notes]\n"2" = "{"y" * (MAX_NOTE + 1)}"', "'notes.2'"),
    ],
)
def test_bad_note_table_names_the_field_and_leaves_the_file(
    save: Path, capsys, table: str, field: str
) -> None:
    text = save.read_text()
    if table.startswith("notes ="):
        text = text.replace("\nlog = '''", f"\n{table}\nlog = '''", 1)  # a key, not a table
    else:
        text += "\n" + table + "\n"
    save.write_text(text)
    before = save.read_bytes()
    assert main(["show", str(save)]) == 2
    sentence, *_, details = capsys.readouterr().err.splitlines()
    assert sentence == (
        f"tabletop: {save.name} does not open: one of the players' notes in it cannot be read."
    )
    assert field in details and details.startswith("Details: ")
    assert save.read_bytes() == before


def test_note_is_in_the_after_action_report(save: Path, tmp_path: Path, capsys) -> None:
    assert main(["note", str(save), "--entry", "5", "--text", "<b>Guard</b> early"]) == 0
    for kind, said in (
        ("markdown", "\\<b\\>Guard\\</b\\> early"),
        ("html", "&lt;b&gt;Guard&lt;/b&gt; early"),
        ("bbcode", "< b>Guard< /b> early"),
    ):
        out = tmp_path / f"aar.{kind}"
        assert main(["aar", str(save), "--format", kind, "-o", str(out), "--no-charts"]) == 0
        text = out.read_text()
        assert "The players' notes" in text
        assert "Entry 5 (" in text and said in text
