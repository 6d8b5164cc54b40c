"""View > Language: a player switches the window between English and French without closing a
session (the menus, the start page and every open tab are drawn again in the language chosen,
the game untouched), and the next run opens in the language chosen."""

from __future__ import annotations

import copy
import tkinter as tk

import pytest

from tabletop.core import i18n
from tabletop.core.i18n import _
from tabletop.games import GAMES
from tabletop.gui import settings

pytestmark = pytest.mark.gui


def _labels(menu: tk.Menu) -> list[str]:
    last = menu.index("end")
    return [
        str(menu.entrycget(i, "label"))
        for i in range(0 if last is None else last + 1)
        if menu.type(i) not in ("separator", "tearoff")
    ]


def _submenu(menu: tk.Menu, label: str) -> tk.Menu:
    return menu.nametowidget(menu.entrycget(menu.index(label), "menu"))


def _choose_language(app, tk_root, name: str) -> None:
    """View > Language > `name`, read from the menus as the window shows them now."""
    view = _submenu(app.menubar, _("View"))
    languages = _submenu(view, _("Language"))
    assert _labels(languages) == list(i18n.LANGUAGES.values())  # each in its own name
    languages.invoke(languages.index(name))
    tk_root.update()


def _played(app, tk_root):
    """A game with a roll in its log, and a second one opened after it."""
    tab = app.new_session("spi1980", seed=5)
    view = tab.panel.resolvers["table:crt"]
    view.set_input("column", "3-1")
    tk_root.update()
    view.typed_entry.insert(0, "4")
    view.use_typed_button.invoke()
    tk_root.update()
    other = app.new_session("vaevictis", seed=3)
    tk_root.update()
    return tab, other


def _tab_texts(tab) -> dict[str, object]:
    return {
        "undo": str(tab.undo_button.cget("text")),
        "redo": str(tab.redo_button.cget("text")),
        "side": [str(tab.side_book.tab(t, "text")) for t in tab.side_book.tabs()],
    }


def test_french_and_back_keeps_every_session(app, tk_root):
    """Français: the menu bar and an open session's tab read in French, both sessions stay
    open with their state and log as they were, the tab in front stays in front; English
    brings the English back."""
    first, second = _played(app, tk_root)
    app.notebook.select(first)
    tk_root.update()
    sessions = [t.session for t in app.tabs]
    states = [copy.deepcopy(s.state) for s in sessions]
    logs = [[(e.what, e.result) for e in s.log.entries] for s in sessions]
    assert logs[0], "the roll is in the first game's log"
    english_bar = _labels(app.menubar)
    assert english_bar == ["File", "Edit", "View", "Help"]

    _choose_language(app, tk_root, "Français")

    assert i18n.language() == "fr"
    assert _("File") == "Fichier"  # the catalog is read, not English shown as French
    assert _labels(app.menubar) == [_("File"), _("Edit"), _("View"), _("Help")]
    file_menu = _submenu(app.menubar, _("File"))
    assert _("Save as…") in _labels(file_menu) and "Save as…" not in _labels(file_menu)
    assert [t.session for t in app.tabs] == sessions  # the same sessions, still open
    front = app.current_tab()
    assert front is not None and front.session is sessions[0]  # the tab in front stays
    assert _tab_texts(front) == {
        "undo": _("Undo"),
        "redo": _("Redo"),
        "side": [_("Log"), _("History"), _("Graphs")],
    }
    assert app.notebook.tab(app.start, "text") == _("Start")
    title = GAMES["spi1980"].title
    assert app.start.new_buttons["spi1980"].cget("text") == _("New: {game}").format(game=title)
    assert [s.state for s in sessions] == states
    assert [[(e.what, e.result) for e in s.log.entries] for s in sessions] == logs
    assert settings.load().language == "fr"

    _choose_language(app, tk_root, "English")

    assert i18n.language() == "en"
    assert _labels(app.menubar) == english_bar
    front = app.current_tab()
    assert front is not None and front.session is sessions[0]
    assert _tab_texts(front) == {
        "undo": "Undo",
        "redo": "Redo",
        "side": ["Log", "History", "Graphs"],
    }
    assert app.notebook.tab(app.start, "text") == "Start"
    assert [s.state for s in sessions] == states
    assert [[(e.what, e.result) for e in s.log.entries] for s in sessions] == logs
    assert settings.load().language == "en"


def test_a_relaunch_opens_in_the_language_chosen(app, tk_root, monkeypatch):
    """The choice is kept: the next window opens in French, menus and start page."""
    _choose_language(app, tk_root, "Français")
    i18n.set_language("en")  # as a new run begins
    monkeypatch.delenv(i18n.ENVIRONMENT)  # nothing asks for a language but the settings
    monkeypatch.setenv("LANGUAGE", "en")
    from tabletop.gui.app import App

    root = tk.Tk()
    try:
        again = App(root)
        root.update()
        assert i18n.language() == "fr"
        assert _labels(again.menubar) == ["Fichier", "Édition", "Affichage", "Aide"]
        assert again.notebook.tab(again.start, "text") == _("Start") != "Start"
        assert again.menus.language.get() == "fr"
    finally:
        root.destroy()


def test_the_language_asked_for_wins_over_the_one_kept(tk_root, monkeypatch):
    """`--lang en` (or TABLETOP_LANG) opens the window in English whatever was chosen."""
    settings.store(settings.Settings(language="fr"))
    from tabletop.gui.app import App

    app = App(tk_root, lang="en")
    tk_root.update()
    assert i18n.language() == "en"
    assert _labels(app.menubar)[0] == "File"


def test_a_damaged_language_setting_is_ignored(monkeypatch):
    """A hand-edited settings file naming a language the app lacks gives the default."""
    settings.settings_file().parent.mkdir(parents=True, exist_ok=True)
    settings.settings_file().write_text('language = "xx"\ntheme = "dark"\n', encoding="utf-8")
    loaded = settings.load()
    assert loaded.language == "" and loaded.theme == "dark"


def test_tks_own_file_dialog_is_in_the_language_chosen(app, tk_root) -> None:
    """Open… in French showed Tk's file dialog in English ("Open", "Cancel", "Files of
    type:"): Tk's own catalog now follows View > Language."""
    from tkinter import filedialog

    _choose_language(app, tk_root, i18n.LANGUAGES["fr"])
    # The dialog waits for a click: a Tcl timer reads its words and presses its Cancel.
    tk_root.tk.eval(
        "after 500 {set ::seen {}; "
        "foreach w [winfo children .__tk_filedialog.contents.f2] "
        "{catch {lappend ::seen [$w cget -text]}}; "
        ".__tk_filedialog.contents.f2.cancel invoke}"
    )
    filedialog.askopenfilename(parent=tk_root, title="x")
    seen = list(tk_root.tk.splitlist(tk_root.tk.eval("set ::seen")))
    assert "Annuler" in seen and "Cancel" not in seen, seen
    _choose_language(app, tk_root, i18n.LANGUAGES["en"])
    assert tk_root.tk.eval('namespace eval ::tk {::msgcat::mc "Cancel"}') == "Cancel"


def test_a_new_language_with_eight_tabs_reaches_each_tab_when_shown(app, tk_root):
    """With eight sessions open, Français redraws the tab in front at once and every other
    tab as soon as it is brought forward (scripts/bench times it): each reads French, with
    its session as it was."""
    for game in ("spi1980", "vaevictis", "pratzen", "tonnerre", "cardgame", "template"):
        app.new_session(game, seed=2)
    app.new_session("spi1980", seed=3)
    app.new_session("vaevictis", seed=3)
    tk_root.update()
    assert len(app.tabs) == 8
    sessions = [t.session for t in app.tabs]
    _choose_language(app, tk_root, "Français")
    try:
        assert _tab_texts(app.current_tab())["undo"] == "Annuler"
        for session in sessions:
            tab = next(t for t in app.tabs if t.session is session)
            app.notebook.select(tab)
            tk_root.update()
            front = app.current_tab()
            assert front is not None and front.session is session
            assert _tab_texts(front)["undo"] == "Annuler"
            shown = str(app.notebook.tab(front, "text"))  # shortened with eight tabs open
            # Shortened between its start and its end ("SPI 1980…tie 15:17", tabtitles.py).
            head, _cut, tail = shown.partition("…")
            title = front.title()
            assert title.startswith(head) and title.endswith(tail) and "partie" in title
    finally:
        _choose_language(app, tk_root, "English")
