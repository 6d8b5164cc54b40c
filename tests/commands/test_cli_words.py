"""`tabletop verify` counts in words (issue 33 item 3): a new game's log holds one entry, and
the verdict said "the log's 1 entries"."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.cli import main


@pytest.mark.parametrize("language", ["en", "fr"])
def test_verify_counts_one_entry_as_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, language
) -> None:
    from tabletop.core import i18n

    monkeypatch.setenv(i18n.ENVIRONMENT, language)
    i18n.set_language(language)
    save = tmp_path / "new.toml"
    assert main(["new", "template", "-o", str(save)]) == 0
    capsys.readouterr()
    assert main(["verify", str(save)]) == 0
    said = capsys.readouterr().out
    assert "1 entries" not in said and "1 entrées" not in said, said
    if language == "en":
        assert "the log's one entry gives exactly the saved state" in said, said
    else:
        assert "1 entrée du journal donne exactement" in said, said
