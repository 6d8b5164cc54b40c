"""The proof says what it covers (issue 31, item 7): a note added by hand ("Referee: this roll
was witnessed") verified and the after-action report showed it with no word that notes, and
the times entries give, are the players' word and not proven."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from checkout_paths import SAVES
from test_verify import run

WITNESSED = "Referee: this roll was witnessed"


@pytest.fixture
def noted(tmp_path: Path) -> Path:
    """An example save with a note added by hand in a text editor, as a forger would."""
    path = tmp_path / "game.toml"
    shutil.copyfile(SAVES / "spi1980-turn3-after-combat.toml", path)
    with path.open("a", encoding="utf-8") as out:
        out.write(f'\n[notes]\n"5" = "{WITNESSED}"\n')
    return path


def test_verify_says_notes_and_times_are_not_proven(
    noted: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A referee read "replayed ... exactly" and took the witnessed note for proven."""
    code, out, _ = run(capsys, "verify", str(noted))
    assert code == 0
    assert out.splitlines()[-1] == (
        "Not proven, being the players' word: the time each entry gives (the clock of the "
        "machine that wrote it, checked only never to go back) and their notes on entries "
        "(1 in this save)."
    )
    code, out, _ = run(capsys, "verify", str(noted), "--json")
    data = json.loads(out)
    assert code == 0 and data["notes"] == 1 and "Not proven" in data["unproven"]


@pytest.mark.parametrize("kind", ["bbcode", "markdown", "html"])
def test_the_after_action_report_says_notes_are_the_players_word(
    noted: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str
) -> None:
    """The report showed the witnessed note among the game's facts, with nothing saying a
    player wrote it afterwards, outside what the save proves."""
    out = tmp_path / f"aar.{kind}"
    code, _, err = run(capsys, "aar", str(noted), "--format", kind, "-o", str(out), "--no-charts")
    assert code == 0, err
    text = out.read_text(encoding="utf-8")
    assert "Referee: this roll was witnessed" in text
    assert "The players' notes (their own words, which verify does not prove)" in text
    assert "not the time each entry gives nor the players" in text.replace("&#x27;", "'")
