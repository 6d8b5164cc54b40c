"""A bot's reason is logged with its English words (what `verify` compares, as before) and
its template beside them (`LogEntry.inputs_said`), so each reader sees it in their language
(brief "words", item 1): the save verifies on a machine that never saw it, and a template
forged to say another move is named, the whole chain rehashed or not."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from solo_support import solo
from test_verify import edit, rehash, run


def test_the_reasons_template_is_kept_and_checked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "solo.toml"
    entry = solo(path, to_end=False).log.entries[-1]
    said = entry.inputs_said
    assert said is not None and said["reason"]["t"].startswith("I ")
    assert str(entry.inputs["reason"]).startswith("I ")  # the English words as before
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "empty"))
    code, out, err = run(capsys, "verify", str(path), "--json")
    assert code == 0 and json.loads(out)["replayed"], out + err

    def forge(data: dict[str, Any]) -> None:
        raw = data["log"][entry.seq - 1]
        raw["inputs_said"]["reason"]["a"]["move"]["t"] = "play no more Victory cards"
        rehash(data)

    code, out, err = run(capsys, "verify", str(edit(path, forge)))
    assert code == 1 and f"log entry {entry.seq} ({entry.what})" in out, out + err
