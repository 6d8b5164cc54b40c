"""A save opened in a text editor and written back unchanged still opens and verifies: Windows
Notepad puts a byte-order mark before it and may end its lines with CR LF, neither of which
changes what the save holds (before, a mark made it "damaged or cut short ... from line 1")."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tabletop.commands import main
from tabletop.session.saves import read_session

SAVES = Path(__file__).resolve().parents[2] / "saves"
BOM = b"\xef\xbb\xbf"


@pytest.mark.parametrize("crlf", [False, True], ids=["lf", "crlf"])
def test_a_save_written_back_by_notepad_opens_and_verifies(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], crlf: bool
) -> None:
    plain = tmp_path / "plain.toml"
    shutil.copy(SAVES / "cardgame-two-players-defending.toml", plain)
    raw = plain.read_bytes()
    edited = tmp_path / "edited.toml"
    edited.write_bytes(BOM + (raw.replace(b"\n", b"\r\n") if crlf else raw))
    assert read_session(edited, autosave=False).state == read_session(plain, autosave=False).state
    assert main(["verify", str(edited)]) == 0, capsys.readouterr()
    assert main(["show", str(edited)]) == 0, capsys.readouterr()
    assert edited.read_bytes().startswith(BOM)  # read, never rewritten
