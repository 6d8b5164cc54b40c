"""Hostile files are refused before parsing, in one sentence with exit 2 (issue 9 item 4)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.commands import main
from tabletop.core.errors import SaveError
from tabletop.session.limits import MAX_BYTES
from tabletop.session.saves import read_session

SAVES = Path(__file__).resolve().parents[1] / "saves"
EXAMPLE = SAVES / "spi1980-turn3-after-combat.toml"


def _long_text_in_log() -> str:
    text = EXAMPLE.read_text(encoding="utf-8")
    return text.replace('"result":"', '"result":"' + "z" * 10_000_000, 1)


HOSTILE = {
    "a dotted key of 20,000 parts": lambda: "a" + ".a" * 20_000 + " = 1\n",
    "a dotted key of 11 parts": lambda: "a.b.c.d.e.f.g.h.i.j.k = 1\n",
    "arrays nested 500 deep": lambda: "x = " + "[" * 500 + "]" * 500 + "\n",
    "arrays nested 20 deep": lambda: "x = " + "[1," * 20 + "]" * 20 + "\n",
    "an integer of 4,300 digits": lambda: "x = " + "9" * 4_300 + "\n",
    "a 10 MB text in a log entry": _long_text_in_log,
    "a file over the size limit": lambda: "#" * (MAX_BYTES + 1),
    "50,000 empty lines": lambda: "\n" * 50_000,
    "a text of 5,000 characters": lambda: 'x = "' + "y" * 5_000 + '"\n',
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_hostile_file_is_refused_in_one_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str
) -> None:
    """A file built to freeze the TOML reader took 18 s and 2.4 GB, or gave "internal error"
    with exit 1 (which `verify` uses for a tampered save) [issue 9]."""
    path = tmp_path / "hostile.toml"
    path.write_text(HOSTILE[name](), encoding="utf-8")
    with pytest.raises(SaveError):
        read_session(path)
    for command in ("show", "verify"):
        code = main([command, str(path)])
        out, err = capsys.readouterr()
        assert code == 2 and out == "" and err.count("\n") == 1, err
        assert "internal error" not in err and len(err) < 300


def test_a_log_line_too_deep_for_the_reader_is_refused(tmp_path: Path) -> None:
    """An entry's inputs nested thousands deep would crash the JSON reader of the log."""
    text = EXAMPLE.read_text(encoding="utf-8")
    deep = '{"a":' * 3_000 + "1" + "}" * 3_000
    path = tmp_path / "deep.toml"
    path.write_text(text.replace('"inputs":{', '"inputs":{"x":' + deep + ",", 1), "utf-8")
    with pytest.raises(SaveError):
        read_session(path)
