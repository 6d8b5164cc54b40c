"""The checkout's folders, for every test wherever its file sits under tests/."""

from __future__ import annotations

from pathlib import Path

CHECKOUT = Path(__file__).resolve().parents[2]
SAVES = CHECKOUT / "saves"
BOARDS = CHECKOUT / "boards"
TESTS = CHECKOUT / "tests"
SUPPORT = TESTS / "support"
