"""`tabletop printed adopt SAVE`: the shell's face of the window's offer (DESIGN principle 7):
a save played before the owner corrected a table takes the correction as a logged step, and
still verifies on any folder (issue 20, item 2)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from printed_support import FIRE_A, FIRE_B, FIRE_COLUMNS, in_folder, verdicts

from tabletop.cli import main
from tabletop.core.overrides import save_table
from tabletop.session import Session
from tabletop.session.adopt import ADOPTED
from tabletop.session.saves import read_session

pytestmark = pytest.mark.usefixtures("fresh_boards")


def test_a_save_adopts_the_owners_correction_and_verifies_anywhere(
    user_home: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A save had no way to take the owner's corrected table but a new game."""
    save_table("vaevictis", "fire", FIRE_A, columns=FIRE_COLUMNS)
    path = Session.new("vaevictis", seed=3, autosave=False).save(tmp_path / "game.toml")
    assert main(["printed", "adopt", str(path), "--yes", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["adopted"] is False  # nothing differs yet
    save_table("vaevictis", "fire", FIRE_B, columns=FIRE_COLUMNS)
    assert main(["printed", "adopt", str(path), "--yes", "--json"]) == 0
    said = json.loads(capsys.readouterr().out)
    assert (said["changed"], said["adopted"]) == (["tables.fire"], True)
    reopened = read_session(path, autosave=False)
    last = reopened.log.entries[-1]
    assert (last.what, last.label) == ("printed data", ADOPTED)
    assert reopened.printed.entries["tables"]["fire"]["rows"][0]["cells"] == FIRE_B[0]
    homes = {"maker": user_home, "empty": tmp_path / "empty"}
    assert verdicts(path, homes, monkeypatch) == {"maker": None, "empty": None}
    in_folder(monkeypatch, tmp_path / "empty")
    assert main(["printed", "adopt", str(path), "--json"]) == 2
    assert "cannot ask; add --yes" in capsys.readouterr().err
