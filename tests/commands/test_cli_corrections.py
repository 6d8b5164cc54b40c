"""Corrections from the shell (issue 32, item 3): `act --list` marks them, `act KIND --help`
asks for the reason last and as required, a correction without one is refused, `verify`
counts them by side, and the after-action report and the report page list them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.commands import main

pytestmark = pytest.mark.usefixtures("fake_game_listed")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def save(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """A fake game with three corrections by the French player and one by the Allied."""
    path = tmp_path / "game.toml"
    assert run(capsys, "new", "fake", "-o", str(path), "--seed", "2")[0] == 0
    for turn, side in ((2, "French"), (3, "French"), (4, "Allied"), (5, "French")):
        argv = ["act", str(path), "recount", "--turn", str(turn), "--side", side]
        code, _, err = run(capsys, *argv, "--reason", f"the marker stood on {turn}")
        assert code == 0, err
    return path


def test_verify_counts_the_corrections_by_side(save: Path, capsys: pytest.CaptureFixture[str]):
    code, out, _ = run(capsys, "verify", str(save))
    assert code == 0
    assert out.splitlines()[-1] == (
        "Corrections, each a player's word on what the board shows: 3 corrections by the "
        "French player; 1 correction by the Allied player."
    )
    code, out, _ = run(capsys, "verify", str(save), "--json")
    assert json.loads(out)["corrections"] == [
        {"side": "French", "count": 3},
        {"side": "Allied", "count": 1},
    ]


def test_verify_of_a_save_without_corrections_says_nothing_of_them(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "plain.toml"
    assert run(capsys, "new", "fake", "-o", str(path), "--seed", "2")[0] == 0
    code, out, _ = run(capsys, "verify", str(path), "--json")
    assert code == 0 and json.loads(out)["corrections"] == []
    assert "Corrections" not in run(capsys, "verify", str(path))[1]


def test_act_marks_a_correction_and_asks_its_reason_last(
    save: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(capsys, "act", str(save), "--list", "--json")
    rows = {row["kind"]: row for row in json.loads(out)["actions"]}
    assert (rows["recount"]["correction"], rows["next_turn"]["correction"]) == (True, False)
    assert [(f["name"], f["required"]) for f in rows["recount"]["fields"]] == [
        ("turn", True),
        ("reason", True),
    ]
    code, out, _ = run(capsys, "act", str(save), "--list")
    assert "open   recount (\u2691 correction)" in out
    code, out, _ = run(capsys, "act", str(save), "recount", "--help")
    assert code == 0 and out.index("--turn") < out.index("--reason")
    assert "(required)" in out[out.index("--reason", out.index("options")) :]
    before = save.read_bytes()
    code, out, err = run(capsys, "act", str(save), "recount", "--turn", "6", "--side", "French")
    assert (code, out) == (2, "") and save.read_bytes() == before
    assert "a correction needs its reason" in err


def test_the_reports_list_the_corrections(
    save: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The after-action report and the report page read like a game played straight."""
    import pypdfium2

    out = tmp_path / "aar.md"
    assert run(capsys, "aar", str(save), "-o", str(out), "--no-charts")[0] == 0
    text = out.read_text(encoding="utf-8")
    assert "## Corrections (each a player's word on what the board showed)" in text
    assert "French: \u2691 correction: Recount the turn (the marker stood on 2)" in text
    assert "- 3 corrections by the French player; 1 correction by the Allied player." in text
    page = tmp_path / "page.pdf"
    code, said, _ = run(capsys, "report", str(save), "-o", str(page), "--json")
    assert code == 0 and json.loads(said)["corrections"][0] == {"side": "French", "count": 3}
    words = pypdfium2.PdfDocument(str(page))[0].get_textpage().get_text_range()
    assert "correction by Allied: Recount the turn (the marker stood on 4)" in words
    assert "3 corrections by the French player" in words


def test_an_older_log_s_correction_without_a_reason_still_verifies(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
):
    """A log an older version wrote holds a correction with no reason (it asked for none):
    the save still opens and verifies, and the correction is still counted; only a new one
    needs its reason."""
    from tabletop.core.errors import RuleError
    from tabletop.session.saves import read_session

    path = tmp_path / "older.toml"
    assert run(capsys, "new", "fake", "-o", str(path), "--seed", "2")[0] == 0
    session = read_session(path)
    with pytest.raises(RuleError, match="a correction needs its reason"):
        session.act({"kind": "recount", "turn": 3}, side="French")
    session.act({"kind": "recount", "turn": 3}, side="French", as_logged=True)  # as written
    session.save(path)
    code, out, err = run(capsys, "verify", str(path))
    assert code == 0, err
    assert out.splitlines()[-1].endswith("1 correction by the French player.")
