"""The window a player sits at (issue 26): every message seen, the window fitted to the screen
and remembered, light and dark, larger and smaller text, Edit following the buttons, and a
message that no longer holds cleared."""

from __future__ import annotations

import os
import tkinter as tk
from pathlib import Path
from tkinter import font, ttk

import pytest
from checkout_paths import SAVES, SUPPORT

from tabletop.gui import screen, settings
from tabletop.gui.app import App
from tabletop.gui.widgets import style

pytestmark = pytest.mark.gui


def _inside_window(widget: tk.Misc, root: tk.Misc) -> bool:
    """Whether the whole widget is on screen inside the window."""
    top = widget.winfo_rooty() - root.winfo_rooty()
    return (
        bool(widget.winfo_viewable())
        and widget.winfo_height() > 1
        and top >= 0
        and top + widget.winfo_height() <= root.winfo_height()
    )


def test_a_refusal_is_seen_with_a_game_open(app, tk_root, tmp_path: Path):
    """Open a game, then try to open a garbage file: the sentence saying why is on screen,
    inside the window, at 1280x720 as at full HD (it used to be squeezed out of the window)."""
    for size in ((1280, 720), (1920, 1080)):
        geometry, _ = screen.fit(size, "", 30)
        tk_root.geometry(geometry)
        app.new_session("spi1980", seed=1)
        tk_root.update()
        garbage = tmp_path / "garbage.toml"
        garbage.write_bytes(b"\x00\x01 this is not a save")
        assert app.open_path(garbage) is None
        tk_root.update()
        assert "garbage.toml" in app.status.get()
        assert _inside_window(app.status_bar, tk_root)
        assert str(app.status_bar.cget("style")) == "StatusError.TLabel"


def test_a_long_message_wraps_rather_than_running_off(app, tk_root):
    """A sentence longer than the window is shown whole, on two lines."""
    tk_root.geometry("1000x650")
    app.new_session("pratzen", seed=1)
    long = "A refusal that goes on and on, naming a field and its value. " * 4
    app.notify(long, error=True)
    tk_root.update()
    assert app.status_bar.winfo_reqwidth() <= app.status_bar.winfo_width() + 1
    assert app.status_bar.winfo_reqheight() <= app.status_bar.winfo_height() + 1
    assert app.status_bar.winfo_height() > 30  # more than one line
    assert _inside_window(app.status_bar, tk_root)


def test_the_window_fits_the_screen_it_opens_on():
    """A laptop screen gets the whole screen (maximised), a large one most of it, and a
    size kept from the last run is used only while it still fits."""
    geometry, maximised = screen.fit((1280, 800), "", 30)
    assert (geometry, maximised) == ("1280x770+0+0", True)
    geometry, maximised = screen.fit((1920, 1080), "", 30)
    width, height = (int(n) for n in geometry.split("+")[0].split("x"))
    assert not maximised and 1280 <= width <= 1920 and 720 <= height <= 1050
    assert screen.fit((1920, 1080), "1500x900+40+30", 30) == ("1500x900+40+30", False)
    assert screen.fit((1280, 800), "1500x900+40+30", 30)[1]  # no longer fits: maximised


def test_the_window_opens_where_it_was_left():
    """Size and place, and the log's share of a tab, are kept for the next run."""
    before = tk.Tk()
    first = App(before)
    before.geometry("1300x760+20+10")
    tab = first.new_session("spi1980", seed=2)
    before.update()
    tab.panes.sashpos(0, 780)
    before.update()
    share = tab.log_share()
    first.close()
    kept = settings.load()
    assert kept.geometry.startswith("1300x760")
    assert abs(kept.log_share - share) < 0.01 and 0.3 < share < 0.5

    root = tk.Tk()
    try:
        again = App(root)
        root.update()
        assert (root.winfo_width(), root.winfo_height()) == (1300, 760)
        tab = again.new_session("spi1980", seed=2)
        root.update()
        assert abs(tab.log_share() - share) < 0.02
    finally:
        root.destroy()


def _menu(app, name: str) -> tk.Menu:
    return app.menubar.nametowidget(app.menubar.entrycget(app.menubar.index(name), "menu"))


def test_view_theme_dark_and_back(app, tk_root):
    """View > Theme > Dark darkens every tab at once and is kept for the next run; Light
    brings it back."""
    tab = app.new_session("vaevictis", seed=3)
    tk_root.update()
    view = _menu(app, "View")
    themes = view.nametowidget(view.entrycget(0, "menu"))
    themes.invoke(themes.index("Dark"))
    tk_root.update()
    assert ttk.Style(tk_root).theme_use() == "sun-valley-dark"
    assert style.INK != "#222222"  # text drawn light on dark
    assert settings.load().theme == "dark"
    assert app.current_tab() is not tab and app.current_tab().session is tab.session
    background = ttk.Style(tk_root).lookup("TFrame", "background")
    assert int(str(background).lstrip("#")[:2], 16) < 0x60  # a dark window
    themes.invoke(themes.index("Light"))
    tk_root.update()
    assert ttk.Style(tk_root).theme_use() == "sun-valley-light"
    assert style.INK == "#222222"


def test_ctrl_plus_and_minus_change_the_text_size(app, tk_root):
    """Ctrl+plus makes every text larger, Ctrl+minus smaller, Ctrl+0 normal; kept."""
    app.new_session("spi1980", seed=4)
    tk_root.update()
    base = font.nametofont("TkDefaultFont").actual("size")
    tk_root.focus_force()
    tk_root.event_generate("<Control-plus>")
    tk_root.event_generate("<Control-plus>")
    tk_root.update()
    assert font.nametofont("TkDefaultFont").actual("size") == base + 2
    assert settings.load().text_size == 2
    assert app.current_tab().session.game.id == "spi1980"
    tk_root.event_generate("<Control-minus>")
    tk_root.update()
    assert font.nametofont("TkDefaultFont").actual("size") == base + 1
    tk_root.event_generate("<Control-0>")
    tk_root.update()
    assert font.nametofont("TkDefaultFont").actual("size") == base


def test_edit_undo_follows_the_undo_button(app, tk_root):
    """Edit > Undo is greyed exactly when the Undo button is, and its reason is the
    button's tooltip."""
    tab = app.new_session("spi1980", seed=5)
    tk_root.update()
    edit = _menu(app, "Edit")
    assert tab.undo_button.instate(["disabled"])
    assert edit.entrycget(0, "state") == "disabled"
    assert tab._undo_reason == "Nothing to undo yet."
    view = tab.panel.resolvers["table:crt"]
    view.set_input("column", "3-1")
    view.typed_entry.insert(0, "4")
    view.use_typed_button.invoke()
    tk_root.update()
    assert tab.undo_button.instate(["!disabled"])
    assert edit.entrycget(0, "state") == "normal"
    assert edit.entrycget(1, "state") == "disabled"
    edit.invoke(0)
    tk_root.update()
    assert edit.entrycget(1, "state") == "normal"
    app.show_start()
    tk_root.update()
    assert edit.entrycget(0, "state") == "disabled"  # no game in front


def test_a_message_that_no_longer_holds_is_cleared(app, tk_root):
    """ "Undone: ..." stays only until the game moves on."""
    tab = app.new_session("spi1980", seed=6)
    tk_root.update()
    view = tab.panel.resolvers["table:crt"]
    view.set_input("column", "3-1")
    view.typed_entry.insert(0, "4")
    view.use_typed_button.invoke()
    tk_root.update()
    tab.undo_button.invoke()
    tk_root.update()
    assert app.status.get().startswith("Undone")
    # The game moves on by a change that says nothing of its own (here the session redone
    # from outside the buttons): "Undone" no longer holds.
    tab.session.redo()
    tk_root.update()
    assert not app.status.get().startswith("Undone")


def test_tabs_are_named_for_the_game_and_the_session(app, tk_root, tmp_path: Path):
    """A new game's tab says which game and when it began; a saved one its file's name."""
    tab = app.new_session("tonnerre", seed=7)
    tk_root.update()
    title = app.notebook.tab(tab, "text")
    assert title.startswith("Tonnerre · new game ")
    app.ask_save = lambda: str(tmp_path / "Sunday with Paul.toml")
    app.save()
    tk_root.update()
    assert app.notebook.tab(tab, "text") == "Tonnerre · Sunday with Paul"
    assert app.notebook.tab(app.start, "text") == "Start"


def test_a_greyed_undo_says_why(app, tk_root, tmp_path: Path):
    """In a solo card game after the bot's reply, Undo is greyed and its tooltip says why
    (it used to be greyed with no word)."""
    import shutil

    save = SAVES / "cardgame-solo-greedy-midgame.toml"
    copy = tmp_path / save.name
    shutil.copy(save, copy)
    tab = app.open_path(copy)
    tk_root.update()
    assert tab.undo_button.instate(["disabled"])
    tab.undo_button.event_generate("<Enter>", x=2, y=2)
    tk_root.update()
    assert "cannot be undone: cards" in tab.tips.text
    assert "bot has moved" in tab.tips.text
    tab.undo_button.event_generate("<Leave>")
    tk_root.event_generate("<Control-z>")
    tk_root.update()
    assert "cannot be undone: cards" in app.status.get()


def test_many_sessions_keep_the_tab_row_in_the_window(app, tk_root):
    """Nine games open at 1280 pixels: every tab title is shortened alike, Start stays whole,
    the row fits, and the whole title shows under the pointer."""
    from fit_support import clipped

    tk_root.geometry("1280x690")
    for index in range(9):
        app.new_session(("spi1980", "vaevictis", "pratzen")[index % 3], seed=index)
    tk_root.update()
    book = app.notebook
    assert book.tab(app.start, "text") == "Start"
    assert not [p for p in clipped(tk_root) if "TNotebook .!notebook " in p]
    shortened = [t for t in book.tabs() if "…" in str(book.tab(t, "text"))]
    assert len(shortened) == 9
    x = next(x for x in range(0, 1280, 4) if _tab_at(book, x) == 5)
    book.event_generate("<Motion>", x=x, y=10)
    tk_root.update()
    assert app.titles.tips.text == app.tabs[4].title()  # the whole title under the pointer
    while len(app.tabs) > 2:
        app.notebook.select(app.tabs[-1])
        app.close_tab()
    tk_root.update()
    assert not [t for t in book.tabs() if "…" in str(book.tab(t, "text"))]


def test_a_closed_tab_leaves_no_tk_variable_for_another_thread_to_free(app, tk_root):
    """Closed tabs left their Tk variables (the log's filters, the note, the graphs' views,
    a form's fields) in reference cycles, freed by the next collection on whichever thread
    made it: on an autosave's, a variable cannot reach Tk ("Exception ignored in: Variable.
    __del__ ... main thread is not in main loop" in the next test; a window waiting for that
    autosave would wait for ever). They are freed on the window's thread once the tab has
    closed: a collection after it finds none."""
    import gc

    gc.collect()
    gc.disable()
    try:
        for game in ("pratzen", "cardgame", "spi1980"):
            app.new_session(game, seed=1)
        tk_root.update()
        while app.tabs:
            app.notebook.select(app.tabs[-1])
            app.close_tab()
        tk_root.update()
        gc.set_debug(gc.DEBUG_SAVEALL)
        gc.collect()
        left = [type(o).__name__ for o in gc.garbage if isinstance(o, tk.Variable)]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()
        gc.collect()  # what was left goes here, on the window's thread
    assert app.notebook.tabs() == (str(app.start),)
    assert left == []


def test_shortened_tabs_of_one_game_still_read_apart(app, tk_root):
    """Eight card games open, named by their players: shortened, no two tabs read the same
    (the end of a name is kept where the start alone would read "Card game · Sun…")."""
    tk_root.geometry("1280x690")
    for index in range(8):
        tab = app.new_session("cardgame", seed=index)
        app.titles.set(tab, f"Card game · Sunday with Paul, game {index + 1}")
    tk_root.update()
    shown = [str(app.notebook.tab(t, "text")) for t in app.tabs]
    assert all("…" in text for text in shown)
    assert len(set(shown)) == 8, shown


def _tab_at(book, x: int) -> int:
    try:
        return int(book.index(f"@{x},10"))
    except tk.TclError:
        return -1


def test_the_desktops_font_dpi_is_followed(tmp_path: Path):
    """A desktop that sets Xft.dpi 192 (a high-density screen behind an X server saying 96)
    gets text twice as many pixels tall, and still nothing cut off on the start page. Each
    window in a process of its own, as a player's is: Tk keeps a scaling and its fonts'
    sizes for the next window of the same process."""
    import json
    import subprocess
    import sys

    from tabletop.gui import desktop

    assert desktop.xft_dpi("Xft.antialias:\t1\nXft.dpi:\t192\n") == 192.0
    assert desktop.xft_dpi("Xft.dpi:\tlots\n") == 0.0
    assert desktop.xft_dpi("Xcursor.size: 24\n") == 0.0
    tests = SUPPORT
    program = (
        "import json, sys, tkinter\n"
        f"sys.path.insert(0, {str(tests)!r})\n"
        "from tkinter import font\n"
        "from fit_support import clipped\n"
        "from tabletop.gui.app import App\n"
        "root = tkinter.Tk(); App(root); root.update()\n"
        "line = font.nametofont('TkDefaultFont', root=root).metrics('linespace')\n"
        "print(json.dumps([line, clipped(root)]))\n"
    )
    heights = {}
    for dpi in (96.0, 192.0):
        home = tmp_path / str(int(dpi))
        settings.store(settings.Settings(dpi=dpi))
        home.mkdir()
        (home / "settings.toml").write_bytes(settings.settings_file().read_bytes())
        env = {**os.environ, "TABLETOP_HOME": str(home)}
        done = subprocess.run(
            [sys.executable, "-c", program], capture_output=True, text=True, env=env, check=True
        )
        heights[dpi], cut = json.loads(done.stdout.strip().splitlines()[-1])
        assert not cut, cut
    assert heights[192.0] >= 1.8 * heights[96.0]


def test_a_dark_desktop_found_after_the_first_draw_darkens_the_window(monkeypatch):
    """The first draw follows the last run's answer; the desktop's, asked off the window's
    thread, darkens the window once it comes, and is kept for the next first draw."""
    import time

    from tabletop.gui import desktop

    monkeypatch.setenv("TABLETOP_DESKTOP", "ask")
    monkeypatch.setattr(desktop, "ask", lambda theme: {"system_dark": True, "dpi": 0.0})
    root = tk.Tk()
    try:
        app = App(root)
        assert ttk.Style(root).theme_use() == "sun-valley-light"  # the first draw's
        app.new_session("spi1980", seed=1)
        root.update()
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and ttk.Style(root).theme_use() != "sun-valley-dark":
            root.update()
            time.sleep(0.02)
        assert ttk.Style(root).theme_use() == "sun-valley-dark"
        assert app.current_tab() is not None and app.current_tab().session.game.id == "spi1980"
        assert settings.load().system_dark is True
    finally:
        root.destroy()


@pytest.mark.parametrize(
    "text",
    [
        b"\xff\xfe not text at all",
        b'theme = "purple"\ntext_size = 99\ngeometry = "99999x1+-5+3"\nlog_share = 7\n',
        b"[this is not]\nwhat = settings look like\n" * 200,
        b'geometry = "' + b"9" * 5000 + b'"\n',
    ],
    ids=["binary", "out-of-range", "garbage", "huge"],
)
def test_a_damaged_settings_file_gives_the_defaults(text: bytes):
    """A hand-edited or broken settings file never stops the window: what it cannot say is
    the default, and the file is left as it was until the player changes a setting."""
    path = settings.settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text)
    kept = settings.load()
    assert kept.theme in settings.THEMES and kept.text_size in settings.TEXT_SIZES
    assert 0.0 <= kept.log_share <= 0.8 and len(kept.geometry) <= settings.MAX_GEOMETRY
    root = tk.Tk()
    try:
        App(root)
        root.update()
        assert root.winfo_width() >= screen.MIN_SIZE[0]
    finally:
        root.destroy()
    assert path.read_bytes() == text


def test_enter_presses_the_focused_button_and_not_a_greyed_one(app, tk_root):
    """F1 says Space and Enter press the focused button: Enter on a focused Undo undoes;
    on a greyed one it does nothing."""
    tab = app.new_session("template", seed=3)
    tk_root.update()
    roll_box = tab.panel.act.roll_box
    roll_box.typed_entry.insert(0, "7")
    roll_box.use_typed_button.invoke()
    tk_root.update()
    assert tab.panel.tracks["French"].title_text() == "French morale: 8"
    tab.undo_button.focus_force()
    tk_root.update()
    tab.undo_button.event_generate("<Return>")
    tk_root.update()
    assert tab.panel.tracks["French"].title_text() == "French morale: 9"
    assert tab.undo_button.instate(["disabled"])
    tab.undo_button.event_generate("<KP_Enter>")
    tk_root.update()
    assert tab.redo_button.instate(["!disabled"]), "a greyed Undo did nothing"


@pytest.mark.parametrize("theme", ["Light", "Dark"])
def test_tooltips_read_in_both_themes(app, tk_root, theme):
    """A greyed control's tooltip is dark on light in the light theme and light on dark in
    the dark one, at least 4.5:1 either way (WCAG AA)."""
    view = _menu(app, "View")
    themes = view.nametowidget(view.entrycget(0, "menu"))
    themes.invoke(themes.index(theme))
    tk_root.update()
    tab = app.new_session("template", seed=3)
    tk_root.update()
    from tabletop.gui.widgets.tooltip import Tooltip

    tip = Tooltip(tab)
    tip.show("Undo: nothing to undo yet.", 100, 100)
    tk_root.update()
    label = tip.window.winfo_children()[0]
    ratio = style.contrast(str(label.cget("background")), str(label.cget("foreground")))
    tip.hide()
    themes.invoke(themes.index("Light"))
    tk_root.update()
    assert ratio >= 4.5


def test_f5_rolls_the_roll_in_view_and_f6_says_when_there_is_no_next_phase(app, tk_root):
    """F5 rolls the dice of the roll box on the page in front (the template's Clash Table):
    a track moves; F6 on a panel with no Next phase says so in a sentence."""
    tab = app.new_session("template", seed=3)
    tk_root.update()
    before = [tab.panel.tracks[s].title_text() for s in ("French", "Allied")]
    entries = len(tab.session.log)
    tab.panel.act.roll_box.roll_button.focus_force()
    tk_root.update()
    tk_root.event_generate("<F5>")
    tk_root.update()
    assert len(tab.session.log) > entries
    assert [tab.panel.tracks[s].title_text() for s in ("French", "Allied")] != before
    tk_root.event_generate("<F6>")
    tk_root.update()
    assert app.status.get() == "This panel has no Next phase or End turn (F6)."


@pytest.mark.parametrize(
    "save", ["spi1980-turn3-after-combat.toml", "pratzen-turn1-after-close-combat.toml"]
)
def test_f6_takes_next_phase_in_spi_and_pratzen(app, tk_root, tmp_path: Path, save: str):
    """F6 moves the phase on as the panel's Next phase button does."""
    import shutil

    from checkout_paths import SAVES

    copy = tmp_path / save
    shutil.copyfile(SAVES / save, copy)
    tab = app.open_path(copy)
    tk_root.update()
    before = tab.session.summary()
    tk_root.event_generate("<F6>")
    tk_root.update()
    assert tab.session.log.entries[-1].what == "next_phase"
    assert tab.session.summary() != before
