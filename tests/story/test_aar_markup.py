"""A player's note reads in the posted report as the player typed it (issue 31, item 6):
`tabletop aar --format bbcode` passed `[url=...]`, `[img]...[/img]` and a stray `[/b]` into
the post, so a note could link the readers elsewhere, show a picture from anywhere or undo
the report's own bold; Markdown let `&amp;` and `~~` through as markup."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from checkout_paths import SAVES

from tabletop.commands import main

BB_NOTE = (
    "[url=https://evil.example/]read the rules[/url] [img]https://evil.example/a.png[/img] "
    "[/b][size=40][color=red]WON[/color][/size] [*] [-]struck[/-] at [14.2]"
)
"""BBCode a forum would read as tags (a rule's case "[14.2]" is not one)."""
MD_NOTE = "**bold** _it_ `code` [link](https://evil.example/) &amp; ~~struck~~ <b>x</b> # | \\"
"""Markdown's marks, an entity and HTML."""
TAG = re.compile(r"\[(/?)([a-z*-]+)(?:=[^\]]*)?\]")
"""A BBCode tag as BoardGameGeek and ConsimWorld read one."""


@pytest.fixture
def save(tmp_path: Path) -> Path:
    path = tmp_path / "game.toml"
    shutil.copyfile(SAVES / "spi1980-turn3-after-combat.toml", path)
    return path


def post(save: Path, kind: str, note: str, capsys: pytest.CaptureFixture[str]) -> str:
    assert main(["note", str(save), "--entry", "5", "--text", note]) == 0
    out = save.with_name(f"aar.{kind}")
    assert main(["aar", str(save), "--format", kind, "-o", str(out), "--no-charts"]) == 0
    capsys.readouterr()
    return out.read_text(encoding="utf-8")


def _note_line(text: str) -> str:
    (line,) = [x for x in text.splitlines() if "Entry 5 (" in x]
    return line.split("): ", 1)[1]


def test_a_bbcode_note_reads_as_typed_and_makes_no_tag(
    save: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = post(save, "bbcode", BB_NOTE, capsys)
    line = _note_line(text)
    assert TAG.findall(line) == []  # not one tag a forum would read
    assert line.replace("\u200b", "") == BB_NOTE  # what the reader sees: the note as typed
    tags = [name for closing, name in TAG.findall(text) if not closing]
    assert "url" not in tags and "img" not in tags  # the report itself links and shows none
    assert text.count("[b]") == text.count("[/b]")  # the report's bold is closed by its own


def test_a_markdown_note_reads_as_typed_and_makes_no_markup(
    save: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    line = _note_line(post(save, "markdown", MD_NOTE, capsys))
    # Every mark is escaped with a backslash, which Markdown shows as the mark alone.
    assert not re.search(r"(?<!\\)[*_`\[\]<>&~#|]", re.sub(r"\\.", "", line)), line
    assert re.sub(r"\\([!-/:-@\[-`{-~])", r"\1", line) == MD_NOTE
