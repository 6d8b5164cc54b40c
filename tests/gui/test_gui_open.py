"""Opening a save in the window never hangs and never leaves a half-made tab (issue 9 item 6)."""

from __future__ import annotations

from pathlib import Path

import pytest
from checkout_paths import SAVES

HOSTILE = {
    "dotted.toml": "a" + ".a" * 20_000 + " = 1\n",
    "deep.toml": "x = " + "[" * 500 + "]" * 500 + "\n",
    "digits.toml": "x = " + "9" * 4_300 + "\n",
    "long-text.toml": 'x = "' + "y" * 30_000 + '"\n',
    "not-a-save.toml": '[project]\nname = "austerlitz"\n',
}


@pytest.mark.gui
@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_file_the_command_line_refuses_gives_a_sentence_and_no_tab(
    app, tk_root, tmp_path: Path, name: str
) -> None:
    """A hostile file froze the window for seconds or raised out of opening [issue 9]."""
    path = tmp_path / name
    path.write_text(HOSTILE[name], encoding="utf-8")
    tabs = len(app.notebook.tabs())
    assert app.open_path(path) is None
    tk_root.update()
    assert len(app.notebook.tabs()) == tabs
    shown = app.status.get()
    assert name in shown and "\n" not in shown and len(shown) <= 300
    assert "Error" not in shown and "Traceback" not in shown


@pytest.mark.gui
def test_a_panel_that_cannot_draw_a_save_leaves_no_orphan_tab(
    app, tk_root, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A save that broke its panel while opening left a tab behind that nothing could use."""
    from tabletop.gui import session_tab

    real = session_tab.SessionTab.__init__

    def breaks(self, master, session, owner) -> None:  # type: ignore[no-untyped-def]
        real(self, master, session, owner)
        raise KeyError("a value the panel never meant to meet")

    monkeypatch.setattr(session_tab.SessionTab, "__init__", breaks)
    target = tmp_path / "cards.toml"
    target.write_bytes((SAVES / "cardgame-two-players-defending.toml").read_bytes())
    before = target.read_bytes()
    tabs = len(app.notebook.tabs())
    assert app.open_path(target) is None
    tk_root.update()
    assert len(app.notebook.tabs()) == tabs and app.tabs == []
    assert "cannot show it" in app.status.get()
    assert target.read_bytes() == before


@pytest.mark.gui
def test_a_panel_that_breaks_while_built_leaves_no_orphan_tab(
    app, tk_root, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A panel that fails while it is built (before the tab follows the session's autosaves)
    left a half-made tab behind, or a cleanup error in place of the plain sentence."""
    from tabletop.gui import session_tab

    def breaks(master, session, owner):  # type: ignore[no-untyped-def]
        raise KeyError("a value the panel never meant to meet")

    monkeypatch.setattr(session_tab, "make_panel", breaks)
    target = tmp_path / "cards.toml"
    target.write_bytes((SAVES / "cardgame-two-players-defending.toml").read_bytes())
    tabs = len(app.notebook.tabs())
    assert app.open_path(target) is None
    tk_root.update()
    assert len(app.notebook.tabs()) == tabs and app.tabs == []
    assert app.notebook.winfo_children() == [app.start]
    assert "cannot show it" in app.status.get()


@pytest.mark.gui
@pytest.mark.parametrize(
    ("save", "page"),
    [
        ("vaevictis-turn3-losses-and-a-dead-general.toml", "vaevictis.units.UnitsPage"),
        ("spi1980-turn3-after-combat.toml", "spi1980.combat.CombatPage"),
        ("pratzen-turn1-after-close-combat.toml", "pratzen.rolls.RollsPage"),
    ],
)
def test_a_page_in_front_that_cannot_draw_the_save_refuses_it(
    app, tk_root, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, save: str, page: str
) -> None:
    """The page in front is made while the save opens (the others when first shown), so a
    value it cannot draw refuses the save in one sentence, with no half-drawn tab."""
    import importlib

    module, _, name = f"tabletop.gui.panels.{page}".rpartition(".")

    def breaks(self, *args: object) -> None:  # type: ignore[no-untyped-def]
        raise ValueError("a value the page never meant to meet")

    monkeypatch.setattr(getattr(importlib.import_module(module), name), "refresh", breaks)
    target = tmp_path / save
    target.write_bytes((SAVES / save).read_bytes())
    tabs = len(app.notebook.tabs())
    assert app.open_path(target) is None
    tk_root.update()
    assert len(app.notebook.tabs()) == tabs and app.tabs == []
    assert "cannot show it" in app.status.get()
    assert target.read_bytes() == (SAVES / save).read_bytes()
