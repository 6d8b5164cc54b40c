"""File > Export after-action report…, on a real X server: the report and its charts are
written where the player says, and the status line says so (or why not)."""

from __future__ import annotations

import shutil

import pytest
from checkout_paths import SAVES

pytestmark = pytest.mark.gui

SAVE = SAVES / "pratzen-turn1-after-close-combat.toml"


def test_file_menu_exports_the_after_action_report(
    app, tk_root, tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With no session the item says why in one sentence; with the Pratzen save open it
    writes the Markdown report named, with the two charts beside it, and says where."""
    out = tmp_path / "turn1.md"
    asked: list[str] = []

    def ask(root: object, suggested: str) -> str:
        asked.append(suggested)
        return str(out)

    monkeypatch.setattr("tabletop.gui.aar_export.ask_aar_path", ask)
    menubar = app.menubar
    file_menu = menubar.nametowidget(menubar.entrycget(menubar.index("File"), "menu"))
    item = file_menu.index("Export after-action report…")
    file_menu.invoke(item)
    assert "Open a session first" in app.status.get()
    assert not out.exists() and asked == []

    copy = tmp_path / SAVE.name
    shutil.copyfile(SAVE, copy)
    assert app.open_path(copy) is not None, app.status.get()
    file_menu.invoke(item)
    assert asked and asked[0].endswith("-aar.bbcode")
    text = out.read_text(encoding="utf-8")
    assert text.startswith("# The Pratzen") and "| Turn 1 (now) | 0 | 0 | 1 | 1 |" in text
    for name in ("turn1-battle.png", "turn1-dice.png"):
        assert f"]({name})" in text and (tmp_path / name).stat().st_size > 5_000
    assert app.status.get() == (
        f"After-action report (markdown) written to {out} with its charts beside it."
    )
    assert copy.read_bytes() == SAVE.read_bytes()
