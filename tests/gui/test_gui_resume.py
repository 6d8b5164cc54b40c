"""A game in progress is found again (issue 23): the start page lists the recent saves and
the autosaves, newest first, with game, turn and when; Open starts where the last save is;
the message line names a file only once it exists.

Failing, a player who closed the window mid-game could not find the game again (only saves
made by hand were listed), Open showed the folder the app was started from (`.git`,
`.venv`), and "autosaved to ..." named a file that was never written.
"""

from __future__ import annotations

import os
import shutil
import time
import tkinter
from pathlib import Path

import pytest
from checkout_paths import SAVES

from tabletop.core import paths
from tabletop.core.recent import in_progress, remember
from tabletop.gui.app import App

pytestmark = pytest.mark.gui


def listed(app: App) -> list[str]:
    """The start page's list as shown, once it has been read after the first draw."""
    root = app.root
    deadline = time.monotonic() + 5
    while app.start.recent.get(0) == "(reading\u2026)" and time.monotonic() < deadline:
        root.after(20)
        root.update()
    return [str(line) for line in app.start.recent.get(0, "end")]


def test_an_autosaved_session_is_listed_after_a_restart_and_resumed(app, tk_root):
    tab = app.new_session("vaevictis", seed=4)
    assert tab is not None
    tab.session.act({"kind": "roll_first", "french": 4, "coalition": 2})
    tk_root.update()
    app.close_tab()
    tk_root.update()

    again = tkinter.Tk()  # the window opened again, on the same user folder
    try:
        restarted = App(again)
        again.update()
        lines = listed(restarted)
        assert lines[0].startswith("Vae Victis, Turn 1, just now: autosave "), lines
        start = restarted.start
        x, y, _, height = start.recent.bbox(0)
        start.recent.event_generate("<Button-1>", x=x + 5, y=y + height // 2)
        start.recent.event_generate("<ButtonRelease-1>", x=x + 5, y=y + height // 2)
        start.recent.focus_force()
        again.update()
        start.recent.event_generate("<Return>")
        again.update()
        resumed = restarted.current_tab()
        assert resumed is not None
        assert [e.what for e in resumed.session.log.entries][-2:] == [
            "roll_first",
            "vaevictis/first-player",
        ]
        assert "Who goes first" in [row[3] for row in resumed.log_view.rows()]
        resumed.session.flush()
    finally:
        again.destroy()


def test_saves_and_autosaves_are_listed_newest_first_with_game_turn_and_when(
    app, tk_root, tmp_path
):
    named = tmp_path / "games" / "austerlitz.toml"
    named.parent.mkdir()
    shutil.copy(SAVES / "spi1980-turn3-after-combat.toml", named)
    autosaves = paths.autosave_dir()
    autosaves.mkdir(parents=True)
    auto = autosaves / "cardgame-20261125T101010-0123abcd.toml"
    shutil.copy(SAVES / "cardgame-solo-greedy-midgame.toml", auto)
    hour_ago = time.time() - 3 * 3600
    os.utime(named, (hour_ago, hour_ago))
    remember(named)
    (autosaves / "notes.toml").write_text("not a save\n")  # left out, no complaint
    app.start.refresh()
    tk_root.update()
    lines = listed(app)
    assert lines[0] == f"Card game, Turn 5, just now: autosave {auto.name}"
    assert lines[1].startswith("SPI 1980, Turn 3, ") and "austerlitz.toml" in lines[1]
    assert len(lines) == 2


def test_listing_reads_only_a_saves_head_and_state(tmp_path):
    """A save is listed without parsing its log: a 3 MB log is skipped over, and a save whose
    log would not even parse is still found with its turn (opening it says what is wrong)."""
    folder = paths.autosave_dir()
    folder.mkdir(parents=True)
    text = (SAVES / "pratzen-turn1-after-close-combat.toml").read_text()
    head, _, rest = text.partition("log = '''")
    big = head + "log = '''\n" + ("x" * 3_000_000) + "\n" + rest.replace("turn = 1", "turn = 4", 1)
    for index in range(20):
        (folder / f"pratzen-{index:02d}.toml").write_text(big)
    found = in_progress()
    assert [s.turn for s in found] == [4] * 20 and {s.game for s in found} == {"pratzen"}


def test_open_starts_in_the_folder_of_the_last_save_else_the_autosave_folder(
    app, tk_root, tmp_path, monkeypatch
):
    from tkinter import filedialog

    asked: list[dict[str, object]] = []
    monkeypatch.setattr(
        filedialog, "askopenfilename", lambda **options: asked.append(options) or ""
    )
    tab = app.new_session("pratzen", seed=2)
    tab.session.act({"kind": "add_leader", "name": "Murat", "side": "French"})
    tk_root.update()
    tk_root.event_generate("<Control-o>")
    tk_root.update()
    assert Path(str(asked[-1]["initialdir"])) == paths.autosave_dir()
    assert Path(str(asked[-1]["initialdir"])) != Path.cwd()

    save = tmp_path / "games" / "mine.toml"
    save.parent.mkdir()
    shutil.copy(SAVES / "tonnerre-setup.toml", save)
    app.open_path(save)
    tk_root.update()
    app.menus.bar.nametowidget(app.menus.bar.entrycget("File", "menu")).invoke("Open…")
    tk_root.update()
    assert Path(str(asked[-1]["initialdir"])) == save.parent


def test_a_new_game_names_no_file_before_it_exists(app, tk_root):
    tab = app.new_session("pratzen", seed=9)
    tk_root.update()
    path = tab.session.autosave_path()
    assert not path.exists() and str(path) not in app.status.get()
    assert path.name not in app.status.get()
    app.close_tab()
    tk_root.update()
    assert not path.exists() and path.name not in app.status.get()
    assert "nothing was saved" in app.status.get()

    tab = app.new_session("pratzen", seed=9)
    tab.session.act({"kind": "add_leader", "name": "Murat", "side": "French"})
    tk_root.update()
    path = tab.session.autosave_path()
    app.close_tab()
    tk_root.update()
    assert path.is_file() and str(path) in app.status.get()


def _file_menu(app: App):
    bar = app.menubar
    return bar.nametowidget(bar.entrycget(bar.index("File"), "menu"))


def _titles(app: App) -> list[str]:
    return [app.titles.full[str(tab)] for tab in app.tabs]


def test_the_tabs_open_at_quit_reopen_at_start_with_their_names(tmp_path):
    """A player quits with three games open, one named "Sunday with Paul": the next start
    opens the same tabs in the same order, the named one in front and named so, and says in
    one sentence which save is gone since (left out, nothing else lost)."""
    from fit_support import on_screen_of

    from tabletop.gui.opentabs import reopen

    first = tkinter.Tk()
    try:
        app = App(first)
        on_screen_of(first, (1280, 800))
        saves = []
        for name in ("spi1980-turn3-after-combat", "vaevictis-turn3-losses-and-a-dead-general"):
            copy = tmp_path / f"{name}.toml"
            shutil.copyfile(SAVES / f"{name}.toml", copy)
            saves.append(copy)
            assert app.open_path(copy) is not None, app.status.get()
        tab = app.new_session("vaevictis", seed=4)
        assert tab is not None
        tab.session.act({"kind": "roll_first", "french": 4, "coalition": 2})
        turn = tab.session.state.turn
        first.update()
        assert _titles(app)[2].startswith("Vae Victis \u00b7 new game ")

        app.ask_name = lambda current: "Sunday with Paul"
        _file_menu(app).invoke(_file_menu(app).index("Name this session\u2026"))
        first.update()
        assert _titles(app)[2] == "Vae Victis \u00b7 Sunday with Paul"
        app.notebook.select(app.tabs[2])
        app.ask_save = lambda: str(tmp_path / "sunday.toml")
        _file_menu(app).invoke(_file_menu(app).index("Save as\u2026"))
        first.update()
        assert _titles(app)[2] == "Vae Victis \u00b7 Sunday with Paul"  # not "sunday"
        app.notebook.select(app.tabs[2])
        first.update()
        first.tk.call(first.protocol("WM_DELETE_WINDOW"))  # the window's close button
    finally:
        try:
            first.destroy()
        except tkinter.TclError:
            pass  # closed by the app
    saves[1].unlink()  # gone before the next start

    again = tkinter.Tk()
    try:
        restarted = App(again)
        on_screen_of(again, (1280, 800))
        reopen(restarted)  # what `tabletop` with no file does at start (gui/launch.py)
        again.update()
        assert _titles(restarted) == [
            "SPI 1980 \u00b7 spi1980-turn3-after-combat",
            "Vae Victis \u00b7 Sunday with Paul",
        ]
        assert restarted.current_tab() is restarted.tabs[1]
        assert restarted.tabs[1].session.state.turn == turn
        said = restarted.status.get()
        assert "vaevictis-turn3-losses-and-a-dead-general.toml is no longer there" in said, said
        for opened in restarted.tabs:
            opened.session.flush()
    finally:
        again.destroy()


def test_a_damaged_list_of_tabs_opens_no_tab_and_no_error(app, tk_root):
    """A tabs file that does not read (another program's, cut short) gives the start page
    alone, as a first start does."""
    from tabletop.gui.opentabs import reopen, tabs_file

    tabs_file().parent.mkdir(parents=True, exist_ok=True)
    tabs_file().write_bytes(b"open = [\x00 not toml")
    reopen(app)
    tk_root.update()
    assert app.tabs == []
