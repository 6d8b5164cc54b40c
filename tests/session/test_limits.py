"""Hostile files are refused before parsing, in one sentence with exit 2 (issue 9 item 4)."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from pathlib import Path

import pytest
from checkout_paths import SAVES

from tabletop.commands import main
from tabletop.core.errors import SaveError
from tabletop.session import limits
from tabletop.session.limits import MAX_BYTES, parse_limited
from tabletop.session.saves import read_session

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


def _example() -> str:
    return EXAMPLE.read_text(encoding="utf-8")


def _edited(find: str, put: str) -> Callable[[], str]:
    def edit() -> str:
        text = _example()
        assert find in text
        return text.replace(find, put, 1)

    return edit


LOG = "log = " + "'" * 3
LAYOUTS = {
    "as the app writes it": _example,
    "an empty log": lambda: re.sub(r"log = '''\n.*?'''", "log = '''\n'''", _example(), flags=re.S),
    "the log closed by four quotes": _edited("}\n'''", "}\n''''"),
    "a comment after the log": _edited("}\n'''\n", "}\n''' # the end\n"),
    "three quotes inside a line of the log": _edited(
        '"result":"',
        "\"result\":\"'''",
    ),
    "a control character in the log": _edited('"result":"', '"result":"\x07'),
    "a control character after the log": lambda: _example() + "# \x07\n",
    "line ends of Windows": lambda: _example().replace("\n", "\r\n"),
    "a table before the log": lambda: "[before]\nx = 1\n" + _example(),
    "a multi-line string before the log": lambda: 'x = """\n' + LOG + '\n"""\n' + _example(),
    "a second log key": lambda: _example() + 'log = "again"\n',
    "a log key in a table": _edited("\n" + LOG, "\n[t]\n" + LOG),
    "a damaged table after the log": lambda: _example() + "[history\n",
}


@pytest.mark.parametrize("name", sorted(LAYOUTS))
def test_the_log_read_apart_is_what_the_toml_reader_reads(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Reading the log's string apart from the rest of the save (issue 13: opening a long
    save sooner) would open a file the TOML reader refuses, or read a different log or a
    different position from what another program reading the same file would see."""
    raw = LAYOUTS[name]().encode()

    def parsed() -> object:
        try:
            return parse_limited(raw, "x.toml")
        except SaveError as exc:
            return str(exc)

    apart = parsed()
    monkeypatch.setattr(limits, "_parse_log_apart", lambda *_: None)  # the reader reads all
    assert apart == parsed()
    if name == "as the app writes it":
        assert apart == tomllib.loads(raw.decode())


def _reorder(fields: dict[str, object]) -> None:
    items = list(fields.items())
    fields.clear()
    fields.update(reversed(items))


EDITS: dict[str, tuple[Callable[[dict[str, object]], object], str]] = {
    "a number written as text": (lambda f: f.update(seq="3"), ": field 'seq' has the wrong type"),
    "true for a number": (lambda f: f.update(seq=True), ": field 'seq' has the wrong type"),
    "a number out of range": (lambda f: f.update(seq=1 << 40), ": field 'seq' is out of range"),
    "an unknown field": (lambda f: f.update(colour="red"), " has an unknown field 'colour'"),
    "a needed field removed": (lambda f: f.pop("what"), ": field 'what' is missing"),
    "a table far too big": (
        lambda f: f.update(inputs={"units": [1] * (limits.MAX_FIELD_ITEMS + 1)}),
        ": field 'inputs' holds more than any entry writes",
    ),
    "a modifier that is not a number": (
        lambda f: f.update(modifiers={"fog": "2"}),
        ": field 'modifiers' should hold whole numbers",
    ),
    "a broken character": (
        lambda f: f.update(what="rally\udcff"),
        " holds a text with a broken character (not UTF-8)",
    ),
    "fields in another order": (_reorder, ""),
    "an emoji (reads)": (lambda f: f.update(what="rally \U0001f3c7"), ""),
}


@pytest.mark.parametrize("name", sorted(EDITS))
def test_a_hand_edited_log_line_is_named_in_one_sentence(tmp_path: Path, name: str) -> None:
    """A field of the third log line edited by hand is refused with the line and the field
    named; the same line with its fields merely reordered reads (its text then no longer
    matches its hash, which the chain check reports instead)."""
    import json

    from tabletop.session.saves import LogTampered

    edit, sentence = EDITS[name]
    lines = EXAMPLE.read_text(encoding="utf-8").split("\n")
    at = lines.index("log = '''") + 3
    digest, _, body = lines[at].partition(" ")
    fields = json.loads(body)
    edit(fields)
    lines[at] = f"{digest} {json.dumps(fields, separators=(',', ':'))}"
    path = tmp_path / "edited.toml"
    path.write_text("\n".join(lines), encoding="utf-8")
    if not sentence:  # reads; its text no longer matches its hash
        with pytest.raises(LogTampered):
            read_session(path)
        return
    with pytest.raises(SaveError) as caught:
        read_session(path)
    assert str(caught.value) == f"edited.toml: log line 3{sentence}"
