"""Help inside the window (issue 23): a Help menu with the keyboard shortcuts (the very keys
bound), each game's notes and About; a rule citation leads to the cited case; Ctrl+A selects
all of a field; Ctrl+N goes to the choice of a new game.

Failing, a player would find no help in the window, a "[5.1]" that leads nowhere, Ctrl+A
jumping to the start of a field, and Ctrl+N landing on the start page with nothing chosen.
"""

from __future__ import annotations

import shutil
from tkinter import ttk

import pytest
from checkout_paths import SAVES
from fit_support import clipped, on_screen_of

from tabletop.games import GAMES
from tabletop.gui.help import HelpWindow, help_window
from tabletop.gui.menus import SHORTCUTS

pytestmark = pytest.mark.gui


def help_menu(app):
    return app.menus.bar.nametowidget(app.menus.bar.entrycget("Help", "menu"))


def shown_help(app) -> HelpWindow:
    window = help_window(app.root)
    app.root.update()
    return window


def test_the_shortcut_list_is_the_keys_bound(app, tk_root):
    help_menu(app).invoke("Keyboard shortcuts")
    lines = shown_help(app).shown().splitlines()
    scripts = {}
    for sequences, keys, what, command in SHORTCUTS:
        assert any(line.startswith(keys) and line.endswith(what) for line in lines), keys
        for sequence in sequences:
            bound = tk_root.bind_all(sequence) or tk_root.bind_class("TEntry", sequence)
            if sequence in ("<Prior>", "<Next>") or command or sequence == "<Control-a>":
                assert bound, f"{keys} is listed but {sequence} is not bound"
            scripts[bound] = keys
    # Every Control key and function key the window binds for itself is in the list.
    for sequence in tk_root.bind_all():
        if "Control" in sequence or sequence.startswith("<Key-F"):
            assert tk_root.bind_all(sequence) in scripts, f"{sequence} is bound but not listed"


def test_f1_shows_the_shortcuts_and_escape_closes_them(app, tk_root):
    tk_root.focus_force()
    tk_root.event_generate("<F1>")
    window = shown_help(app)
    assert window.title() == "Keyboard shortcuts" and "Ctrl+N" in window.shown()
    window.focus_force()
    tk_root.update()
    window.event_generate("<Escape>")
    tk_root.update()
    assert not window.winfo_exists()


@pytest.mark.parametrize("game_id", list(GAMES))
def test_each_games_notes_are_in_the_help_menu(app, game_id):
    title = GAMES[game_id].title
    help_menu(app).invoke(f"Notes: {title}")
    window = shown_help(app)
    text = window.shown()
    assert text.startswith("# ") and "Rulebook" in text, text[:200]
    assert "![" not in text  # the pictures' markup is left out


def test_about_says_the_version_and_where_the_data_came_from(app):
    help_menu(app).invoke("About Austerlitz Tabletop")
    text = shown_help(app).shown()
    assert text.startswith("Austerlitz Tabletop ")
    for listing in GAMES.values():
        assert listing.title in text and listing.rulebook in text
    assert "not shipped" in text


def test_a_citation_in_the_log_leads_to_the_rule_case(app, tk_root, tmp_path):
    """Vae Victis: the "Who goes first" entry cites [5.1]; its button shows what the app
    holds about [5.1] (the actions it offers, the data's source) and where the rule's words
    are, without the rulebook being shipped."""
    save = SAVES / "vaevictis-turn3-losses-and-a-dead-general.toml"
    shutil.copy(save, tmp_path / save.name)
    on_screen_of(tk_root, (1280, 720))
    tab = app.open_path(tmp_path / save.name)
    tk_root.update()
    view = tab.log_view
    rolled = next(e for e in tab.session.log.entries if e.what == "vaevictis/first-player")
    assert not view.rule_button.winfo_ismapped()
    # The roll shares one row with the action that made it (that entry's row): scroll to it.
    wanted = (str(rolled.seq), str(rolled.seq - 1))
    for top in range(len(tab.session.log)):
        view.table.scroll_to(top)
        if any(view.tree.exists(seq) for seq in wanted):
            break
    tk_root.update()
    row = next(seq for seq in wanted if view.tree.exists(seq))
    x, y, _, height = view.tree.bbox(row)
    view.tree.event_generate("<Button-1>", x=x + 10, y=y + height // 2)
    view.tree.event_generate("<ButtonRelease-1>", x=x + 10, y=y + height // 2)
    tk_root.update()
    assert view.rule_button.winfo_ismapped() and view.rule_button.cget("text") == "Rule [5.1]\u2026"
    assert clipped(tk_root) == []
    view.rule_button.invoke()
    window = shown_help(app)
    text = window.shown()
    assert text.startswith("[5.1] in Austerlitz 1805 (Vae Victis)")
    assert "Roll for the first player" in text and "001_abdfd3064374ac67.txt [5.1]" in text
    assert "printed rulebook, under [5.1]" in text
    assert clipped(window) == []


def test_a_citation_in_the_message_line_leads_to_the_rule_case(app, tk_root, tmp_path):
    save = SAVES / "spi1980-turn3-after-combat.toml"
    shutil.copy(save, tmp_path / save.name)
    app.open_path(tmp_path / save.name)
    tk_root.update()
    app.notify("Apply the defender's result first [6.2].")
    tk_root.update()
    assert str(app.status_bar.cget("cursor")) == "hand2"
    app.status_bar.event_generate("<Button-1>", x=5, y=5)
    text = shown_help(app).shown()
    assert text.startswith("[6.2] in The Battle of Austerlitz (SPI, 1980)")
    assert "ratio_beyond_table" in text


def test_a_case_is_looked_up_from_the_help_menu(app, tk_root):
    help_menu(app).invoke("Rule case\u2026")
    window = shown_help(app)
    window.game_box.set(GAMES["pratzen"].short)
    window.case_entry.insert(0, "Optional rule: Ammunition")
    window.case_entry.event_generate("<Return>")
    tk_root.update()
    assert window.shown().startswith("[Optional rule: Ammunition] in The Pratzen")
    assert "Ammunition chit" in window.shown()


def test_ctrl_a_selects_all_of_a_field(app, tk_root):
    help_menu(app).invoke("Rule case\u2026")
    field = shown_help(app).case_entry
    field.insert(0, "13.2")
    field.icursor(2)
    field.focus_force()
    tk_root.update()
    field.event_generate("<Control-a>")
    tk_root.update()
    assert field.selection_present() and field.selection_get() == "13.2"


def test_ctrl_n_goes_to_the_choice_of_a_new_game(app, tk_root, tmp_path):
    save = SAVES / "tonnerre-setup.toml"
    shutil.copy(save, tmp_path / save.name)
    app.open_path(tmp_path / save.name)
    tk_root.update()
    assert app.current_tab() is not None
    tk_root.focus_force()
    tk_root.event_generate("<Control-n>")
    tk_root.update()
    assert app.current_tab() is None
    focused = tk_root.focus_get()
    assert isinstance(focused, ttk.Button) and focused in app.start.new_buttons.values()
    assert str(focused.cget("text")).startswith("New: ")


def test_a_games_notes_show_its_sequence_of_play_as_declared(app):
    """The sequence of play the engine enforces is the one a player reads in the Help: each
    step in order, with what it opens (issue 32 item 1)."""
    help_menu(app).invoke(f"Notes: {GAMES['template'].title}")
    text = shown_help(app).shown()
    assert "Sequence of play\n  1. The French act [T2]: Attack, Hold and rally\n" in text
    assert "  2. The Allied act [T2]: Attack, Hold and rally" in text
