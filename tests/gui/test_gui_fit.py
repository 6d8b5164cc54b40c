"""Nothing is cut off: every page of every example save, and of a new game of each game, at
a 1280x720 laptop screen and at 1920x1080 (issue 26: texts wrap or are shortened with the
whole text in a tooltip, no widget runs past the window's edge), in English and in French
(which runs about a fifth longer: issue 24)."""

from __future__ import annotations

import shutil
from pathlib import Path

import checkout_paths
import pytest
from fit_support import clipped, on_screen_of, walk

from tabletop.core import i18n
from tabletop.games import GAMES

SAVES = sorted(checkout_paths.SAVES.glob("*.toml"))
SIZES = {"1280x720": (1280, 720), "1920x1080": (1920, 1080)}


@pytest.fixture(params=list(i18n.LANGUAGES))
def language(request, monkeypatch) -> str:
    """Each test runs in every language the window offers (asked for as `--lang` would)."""
    code: str = request.param
    monkeypatch.setenv(i18n.ENVIRONMENT, code)
    i18n.set_language(code)
    return code


@pytest.fixture
def app(tk_root, language):
    """The main window, drawn in the language of the test."""
    from tabletop.gui.app import App

    window = App(tk_root)
    tk_root.update()
    assert i18n.language() == language
    return window


def _look(app, tk_root, tab) -> dict[str, str]:
    found: dict[str, str] = {}
    tk_root.update()
    for problem in clipped(tk_root):
        found.setdefault(problem, "first draw")
    for where in walk(tk_root, tab):
        for problem in clipped(tk_root):
            found.setdefault(problem, where)
    return found


def _look_at_save(app, tk_root, tmp_path: Path, save: Path) -> dict[str, str]:
    """Open a copy of the save (the window autosaves) and look at every page of it."""
    copy = tmp_path / save.name
    shutil.copy(save, copy)
    tab = app.open_path(copy)
    assert tab is not None, app.status.get()
    return _look(app, tk_root, tab)


def _report(found: dict[str, str]) -> str:
    return "\n".join(f"{where}: {problem}" for problem, where in found.items())


@pytest.mark.gui
@pytest.mark.parametrize("size", SIZES.values(), ids=SIZES.keys())
@pytest.mark.parametrize("save", SAVES, ids=[s.stem for s in SAVES])
def test_no_page_of_an_example_save_cuts_a_text(app, tk_root, tmp_path, save, size):
    """A player opening the save sees every text whole on every page, at both sizes."""
    on_screen_of(tk_root, size)
    found = _look_at_save(app, tk_root, tmp_path, save)
    assert not found, _report(found)


@pytest.mark.gui
@pytest.mark.parametrize("size", SIZES.values(), ids=SIZES.keys())
@pytest.mark.parametrize("game", list(GAMES))
def test_no_page_of_a_new_game_cuts_a_text(app, tk_root, game, size):
    """A new game of each game, every page, at both sizes."""
    on_screen_of(tk_root, size)
    tab = app.new_session(game, seed=4)
    assert tab is not None, app.status.get()
    found = _look(app, tk_root, tab)
    assert not found, _report(found)


@pytest.mark.gui
@pytest.mark.parametrize("size", SIZES.values(), ids=SIZES.keys())
def test_the_start_page_cuts_no_text(app, tk_root, size):
    """The first thing a player sees."""
    on_screen_of(tk_root, size)
    found = {p: "start" for p in clipped(tk_root)}
    assert not found, _report(found)


@pytest.mark.gui
@pytest.mark.parametrize("save", SAVES, ids=[s.stem for s in SAVES])
def test_larger_text_cuts_no_text_on_a_laptop(tk_root, tmp_path, save, language):
    """Ctrl+plus twice on a 1280x720 laptop screen: every page of the save still shows every
    text whole (the text size is the player's, kept from the last run)."""
    from tabletop.gui import settings
    from tabletop.gui.app import App

    settings.store(settings.Settings(text_size=2))
    app = App(tk_root)
    on_screen_of(tk_root, SIZES["1280x720"])
    found = _look_at_save(app, tk_root, tmp_path, save)
    assert not found, _report(found)


@pytest.mark.gui
@pytest.mark.parametrize("larger", [0, 2], ids=["normal-text", "text+2"])
@pytest.mark.parametrize("game", list(GAMES))
def test_each_new_game_dialog_fits_its_screen_and_cuts_no_text(tk_root, game, larger, language):
    """The new-game dialog of every game, at normal size and two steps larger: it fits the
    screen it opens on, its New game button is in view, and no text of it is cut."""
    from tabletop.gui import settings
    from tabletop.gui.app import App
    from tabletop.gui.newgame import ask_new_game

    settings.store(settings.Settings(text_size=larger))
    app = App(tk_root)
    on_screen_of(tk_root, SIZES["1280x720"])
    dialog = ask_new_game(tk_root, app, game)
    try:
        for _ in range(3):
            tk_root.update()
        assert dialog.winfo_height() <= dialog.winfo_screenheight()
        assert dialog.winfo_y() + dialog.winfo_height() <= dialog.winfo_screenheight() + 4
        button = dialog.new_button
        assert button.winfo_viewable()
        bottom = button.winfo_rooty() + button.winfo_height()
        assert bottom <= dialog.winfo_rooty() + dialog.winfo_height()
        found = {p: "new-game dialog" for p in clipped(dialog)}
        assert not found, _report(found)
    finally:
        dialog.destroy()
