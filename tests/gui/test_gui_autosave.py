"""The window writes each autosave behind the click (issue 13): closing or quitting waits for
it, and a write the disk refused is told in the status bar as before."""

from __future__ import annotations

import time
import tkinter
from pathlib import Path
from typing import Any

import pytest
from newgame_support import new_from_start_page

from tabletop.session.saves import read_session, write_session
from tabletop.session.session import Session

pytestmark = pytest.mark.gui


def roll(tab: Any, tk_root: Any, times: int) -> None:
    """Press Roll on the SPI Combat Results Table `times` times, as fast as Tk draws."""
    view = tab.panel.resolvers["table:crt"]
    view.set_input("column", "3-1")
    for _ in range(times):
        view.roll_button.invoke()
        tk_root.update()


def wait_for_status(app: Any, tk_root: Any, words: str) -> str:
    """The status bar's text once it holds `words` (the window keeps drawing meanwhile)."""
    deadline = time.monotonic() + 10
    while words not in app.status.get() and time.monotonic() < deadline:
        tk_root.update()
        time.sleep(0.01)
    return str(app.status.get())


def on_disk_as_in_memory(session: Session, path: Path, tmp_path: Path) -> None:
    saved = read_session(path, autosave=False)
    assert saved.log.entries == session.log.entries
    assert saved.history == session.history and saved.state == session.state
    write_session(session, tmp_path / "at-once.toml")
    assert path.read_bytes() == (tmp_path / "at-once.toml").read_bytes()


def test_closing_the_tab_right_after_clicks_leaves_every_click_on_disk(
    app: Any, tk_root: Any, tmp_path: Path
) -> None:
    """Closing a tab while its last autosave is still being written would lose the last
    rolls, or leave the file a click behind what the player saw."""
    tab = app.new_session("spi1980", seed=4)
    tk_root.update()
    roll(tab, tk_root, 25)
    tab.undo_button.invoke()
    session, path = tab.session, tab.session.autosave_path()
    app.close_tab()
    assert "Closed; the session is saved" in app.status.get()
    on_disk_as_in_memory(session, path, tmp_path)


def test_quitting_right_after_clicks_leaves_every_click_on_disk(tmp_path: Path) -> None:
    """Ctrl+Q straight after a roll would end the program before its autosave is written."""
    from tabletop.gui.app import App

    root = tkinter.Tk()
    app = App(root)
    root.update()
    tab = app.new_session("spi1980", seed=5)
    root.update()
    roll(tab, root, 10)
    session, path = tab.session, tab.session.autosave_path()
    root.focus_force()
    root.event_generate("<Control-q>")
    with pytest.raises(tkinter.TclError):
        root.winfo_exists()  # the window is gone
    on_disk_as_in_memory(session, path, tmp_path)


def test_an_autosave_the_disk_refused_is_shown_in_the_status_bar(
    app: Any, tk_root: Any, tmp_path: Path, dialogs: Any
) -> None:
    """A refused autosave written behind the window would go untold: the player would play
    on believing every roll is kept. The sentence is the one the window always showed, and
    a dialog says it too, once; quitting asks before it leaves the session unsaved."""
    path = tmp_path / "game.toml"
    path.mkdir()  # a folder where the save should be: the disk refuses every write
    tab = app.add_session(Session.new("spi1980", seed=6, path=path))
    tk_root.update()
    roll(tab, tk_root, 1)
    sentence = f"could not autosave to {path} (is a directory)"
    assert wait_for_status(app, tk_root, "could not autosave") == sentence
    assert app.status_bar.cget("style") == "StatusError.TLabel"
    assert len(tab.log_view.rows()) == 2  # the roll stands on screen
    assert [m for _t, m in dialogs.shown if sentence in m], dialogs.shown
    roll(tab, tk_root, 1)
    wait_for_status(app, tk_root, "could not autosave")
    assert len([m for _t, m in dialogs.shown if sentence in m]) == 1  # once, not every click

    tk_root.focus_force()
    tk_root.event_generate("<Control-q>")  # not on disk: Quit asks, and No keeps the window
    tk_root.update()
    assert tk_root.winfo_exists()
    assert "Quit anyway?" in dialogs.shown[-1][1]
    assert app.status.get() == f"{sentence}; not quitting, so nothing is lost yet"

    path.rmdir()  # the disk takes it again: the next click saves everything
    roll(tab, tk_root, 1)
    app.close_tab()
    assert "Closed; the session is saved" in app.status.get()
    assert len(read_session(path, autosave=False).log) == 4


def test_a_start_page_left_a_moment_still_opens_every_game(app: Any, tk_root: Any) -> None:
    """The engine and the games load while the start page waits (gui/warmup.py); a module
    loaded that way would break the game's tab, or the loading would freeze the window."""
    from tabletop.gui.app import WARM_AFTER_MS

    deadline = time.monotonic() + WARM_AFTER_MS / 1000 + 1
    while time.monotonic() < deadline:  # the player looks at the start page
        tk_root.update()
        time.sleep(0.02)
    for game_id in app.start.new_buttons:
        tab = new_from_start_page(app, tk_root, game_id)
        assert tab is not None and tab.session.game.id == game_id
        assert app.status_bar.cget("style") == "Status.TLabel", app.status.get()
        app.close_tab()
