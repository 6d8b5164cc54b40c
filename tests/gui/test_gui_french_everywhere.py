"""The window in French shows no English message the catalog translates: every label,
button, check box, tab, column head, menu item and canvas text on every page of every example
save and of a new game of each game is looked up, and one whose text is an English message
with a French translation was shown without it (a `_()` or `tr()` missing where it is drawn).

Printed names (units, leaders, places) are not messages, and a word spelled alike in both
languages ("Charge", "Options") is its own translation: neither is flagged."""

from __future__ import annotations

import shutil
import tkinter as tk
from collections.abc import Iterator
from pathlib import Path
from tkinter import ttk

import pytest
from checkout_paths import SAVES
from fit_support import walk

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


def _texts(widget: tk.Misc) -> Iterator[tuple[str, str]]:
    """(where, text) of everything drawn in words inside `widget`."""
    for child in widget.winfo_children():
        if isinstance(child, tk.Toplevel):
            continue
        if isinstance(child, tk.Menu):
            last = child.index("end")
            for i in range(0 if last is None else last + 1):
                if child.type(i) not in ("separator", "tearoff"):
                    yield f"menu {child}", str(child.entrycget(i, "label"))
            yield from _texts(child)  # its submenus
            continue
        if not child.winfo_ismapped():
            continue
        try:
            yield f"{child.winfo_class()} {str(child)[-50:]}", str(child.cget("text"))
        except tk.TclError:
            pass
        if isinstance(child, ttk.Notebook):
            for tab in child.tabs():
                yield f"tab of {str(child)[-40:]}", str(child.tab(tab, "text"))
        if isinstance(child, ttk.Treeview):
            for column in ("#0", *child.cget("columns")):
                yield f"heading of {str(child)[-40:]}", str(child.heading(column, "text"))
        if isinstance(child, tk.Canvas):
            for item in child.find_all():
                if child.type(item) == "text":
                    yield f"canvas {str(child)[-40:]}", str(child.itemcget(item, "text"))
        yield from _texts(child)


def _english(root: tk.Misc) -> dict[str, str]:
    """The texts shown whole as an English message the French catalog translates."""
    found: dict[str, str] = {}
    for where, text in _texts(root):
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
