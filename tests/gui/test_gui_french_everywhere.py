"""The window in French shows no English message the catalog translates: every label,
button, check box, tab, column head, menu item and canvas text on every page of every example
save and of a new game of each game is looked up, and one whose text is an English message
with a French translation was shown without it (a `_()` or `tr()` missing where it is drawn).

Printed names (units, leaders, places) are not messages, and a word spelled alike in both
languages ("Charge", "Options") is its own translation: neither is flagged."""

from __future__ import annotations

import shutil
import tkinter as tk
from pathlib import Path

import pytest
from checkout_paths import SAVES
from fit_support import walk
from shown_texts import shown_texts

from tabletop.core import i18n
from tabletop.games import GAMES

pytestmark = pytest.mark.gui

EXAMPLES = sorted(SAVES.glob("*.toml"))


@pytest.fixture
def app(tk_root, monkeypatch: pytest.MonkeyPatch):
    from tabletop.gui.app import App

    monkeypatch.setenv(i18n.ENVIRONMENT, "fr")
    i18n.set_language("fr")
    window = App(tk_root)
    tk_root.update()
    return window


def _english(root: tk.Misc) -> dict[str, str]:
    """The texts shown whole as an English message the French catalog translates."""
    found: dict[str, str] = {}
    for where, text in shown_texts(root, menus=True):
        shown = text.strip().rstrip(":…").strip()
        if shown and i18n._(shown) != shown:
            found.setdefault(shown, where)
    return found


def _look(root: tk.Misc, tab: tk.Misc) -> dict[str, str]:
    found = _english(root)
    for place in walk(root, tab):
        for text, where in _english(root).items():
            found.setdefault(text, f"{place}: {where}")
    return found


@pytest.mark.parametrize("save", EXAMPLES, ids=[s.stem for s in EXAMPLES])
def test_every_page_of_an_example_save_is_in_french(app, tk_root, tmp_path: Path, save: Path):
    copy = tmp_path / save.name
    shutil.copy(save, copy)
    tab = app.open_path(copy)
    assert tab is not None, app.status.get()
    found = _look(tk_root, tab)
    assert not found, "\n".join(f"{text!r} at {where}" for text, where in found.items())


@pytest.mark.parametrize("game", list(GAMES))
def test_every_page_of_a_new_game_is_in_french(app, tk_root, game: str, every_game_playable):
    tab = app.new_session(game, seed=4)
    found = _look(tk_root, tab)
    assert not found, "\n".join(f"{text!r} at {where}" for text, where in found.items())


def test_the_start_page_and_the_menus_are_in_french(app, tk_root):
    found = _english(tk_root)
    assert not found, "\n".join(f"{text!r} at {where}" for text, where in found.items())
    assert app.notebook.tab(app.start, "text") == i18n._("Start") != "Start"
