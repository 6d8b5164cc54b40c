"""Shared helpers for the engine tests: a game with a small printed table to roll on.

The test-only game "fake" (tests/conftest.py: the generic turn tracker) gets a temporary
`boards/fake.toml` holding one 2d6 table. The session then rolls
on it through the real `table:` resolver, exactly as a panel or `tabletop resolve` would.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from tabletop.core import boardfiles, data
from tabletop.session.session import Session

GAME = "fake"

BOARD = """
title = "Test board"
data_version = 7

[tables.fire]
title = "Fire"
source = "001_test.txt [5.1]"
dice = "2d6"
columns = ["weak", "strong"]
rows = [
  { roll = "<=4", cells = ["-", "1"] },
  { roll = "5-8", cells = ["1", "2"] },
  { roll = "9+", cells = ["2", "3"] },
]
"""


@pytest.fixture
def fire_board(
    tmp_path_factory: pytest.TempPathFactory,
    monkeypatch: pytest.MonkeyPatch,
    fake_game_listed: None,
) -> Iterator[Path]:
    """The shipped boards plus boards/fake.toml with a 2d6 "fire" table, in a temporary
    folder."""
    real = data.data_dir
    boards = tmp_path_factory.mktemp("boards")
    for shipped in real("boards").glob("*.toml"):
        shutil.copy(shipped, boards / shipped.name)
    (boards / f"{GAME}.toml").write_text(BOARD, encoding="utf-8")
    monkeypatch.setattr(data, "data_dir", lambda kind: boards if kind == "boards" else real(kind))
    monkeypatch.setitem(boardfiles._DECLARED, GAME, GAME)  # as its listing names it
    data.load_board.cache_clear()
    yield boards
    data.load_board.cache_clear()


def played(seed: int = 1805, *, autosave: bool = False) -> Session:
    """A session that has turned twice, rolled three times and undone the last action."""
    session = Session.new(GAME, seed=seed, autosave=autosave)
    session.act({"kind": "next_turn"}, side="French")
    session.act({"kind": "notes", "text": "Soult takes the Pratzen"}, side="French")
    for column in ("weak", "strong", "weak"):
        session.resolve("table:fire", {"column": column}, side="Allied")
    session.act({"kind": "next_turn"})
    session.undo()
    return session
