"""Saves damaged as a hand edit or a bug damages them, for the recovery tests (issue 31)."""

from __future__ import annotations

import re
from pathlib import Path

import checkout_paths

EXAMPLE = "vaevictis-turn3-losses-and-a-dead-general.toml"
ENTRIES = 56


def copy_example(tmp_path: Path, name: str = EXAMPLE) -> Path:
    path = tmp_path / "game.toml"
    path.write_bytes((checkout_paths.SAVES / name).read_bytes())
    return path


def damaged_state(tmp_path: Path) -> Path:
    """The example with its turn set past the game's last (the loader names `state.turn`)."""
    path = copy_example(tmp_path)
    text = path.read_text(encoding="utf-8")
    state = text.index("\n[state]\n")
    turn = re.compile(r"\nturn = \d+\n").search(text, state)
    assert turn is not None
    path.write_text(text[: turn.start()] + "\nturn = 99\n" + text[turn.end() :], encoding="utf-8")
    return path


def damaged_entry(tmp_path: Path, seq: int) -> Path:
    """The example with log entry `seq` changed by hand (its hash no longer its own)."""
    path = copy_example(tmp_path)
    text = path.read_text(encoding="utf-8")
    marker = f',"seq":{seq},'
    assert text.count(marker) == 1
    path.write_text(text.replace(marker, f',"seq":{seq},"x":1,'), encoding="utf-8")
    return path
