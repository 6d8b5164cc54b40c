"""What a player reads on a laptop in French with the text two steps larger (the face where
things break first): every text whole, even where a widget was given a fixed width."""

from __future__ import annotations

import pytest
from fit_support import clipped, cut_by_width, on_screen_of

from tabletop.core import i18n

LAPTOP = (1280, 800)


@pytest.fixture
def french_large(tk_root, monkeypatch):
    """The window in French, the text two steps larger, on a 1280x800 screen."""
    from tabletop.gui import settings
    from tabletop.gui.app import App

    monkeypatch.setenv(i18n.ENVIRONMENT, "fr")
    i18n.set_language("fr")
    settings.store(settings.Settings(text_size=2))
    app = App(tk_root)
    on_screen_of(tk_root, LAPTOP)
    return app


@pytest.fixture
def app_english(tk_root):
    """The window in English at normal text size, on a 1280x800 screen."""
    from tabletop.gui.app import App

    app = App(tk_root)
    on_screen_of(tk_root, LAPTOP)
    return app


@pytest.mark.gui
def test_the_start_page_new_buttons_show_each_whole_title(french_large, tk_root):
    """ "Nouvelle partie : Austerlitz : Un coup de Tonnerre ! 1805" is longer than the 44
    characters the buttons had: each button shows its title whole, all of them in sight."""
    tk_root.update()
    page = french_large.start
    assert not cut_by_width(page), "\n".join(cut_by_width(page))
    for button in page.new_buttons.values():
        assert button.winfo_rootx() + button.winfo_width() <= tk_root.winfo_rootx() + LAPTOP[0]


def _page(tk_root, tab, title: str):
    """The page of the tab's panel under `title`, brought to the front as a click would."""
    book = tab.panel.book
    for tab_id in book.tabs():
        if book.tab(tab_id, "text") == title:
            book.select(tab_id)
            for _ in range(3):
                tk_root.update()
            return book.nametowidget(tab_id)
    raise AssertionError(f"no page {title!r} in {[book.tab(t, 'text') for t in book.tabs()]}")


@pytest.mark.gui
def test_vae_victis_leaders_page_before_any_leader_wraps_its_note(french_large, tk_root):
    """A new Vae Victis game's Chefs page says the leader chart must be entered: the whole
    sentence, wrapped in the page's width (it ran 60 px past it, cut)."""
    tab = french_large.new_session("vaevictis", seed=4)
    page = _page(tk_root, tab, "Chefs")
    found = clipped(page) + cut_by_width(page)
    assert not found, "\n".join(found)


def _values(widget) -> list[str]:
    """Every choice a player can read in `widget` and below: a drop-down's list, a radio
    button's text."""
    found: list[str] = []
    for child in widget.winfo_children():
        kind = child.winfo_class()
        if kind == "TCombobox":
            found += [str(v) for v in child.tk.splitlist(child.cget("values"))]
        elif kind == "TRadiobutton":
            found.append(str(child.cget("text")).replace("\xa0", " "))  # French's fine space
        found += _values(child)
    return found


@pytest.mark.gui
def test_tonnerre_new_game_dialog_offers_the_mist_choices_in_french(french_large, tk_root):
    """The solitaire Mist marker's two readings, printed in boards/tonnerre.toml, read in
    French in the French dialog, and so does the option's note under the pointer (both were
    left in English)."""
    from tabletop.gui.newgame import ask_new_game

    dialog = ask_new_game(tk_root, french_large, "tonnerre")
    try:
        tk_root.update()
        shown = _values(dialog)
        assert "face cachée, vu du seul joueur français" in shown, shown
        assert "face down, seen by the French only" not in shown
        options = dialog.form.form  # the pointer rests on the option's words
        options.labels["mist"].event_generate("<Enter>", x=2, y=2)
        tk_root.update()
        assert options.tooltip.text.startswith("« French Player vs Coalition Bot"), (
            options.tooltip.text
        )
        assert "Sinon il reste face cachée" in options.tooltip.text
    finally:
        dialog.destroy()


def _cut_cells(tree, rows, column: str) -> list[str]:
    """The cells of `column` in `rows` whose text is wider than the column, in the tree's
    font (a Tk tree cuts such a cell at the column's edge, with no mark)."""
    from tkinter import font as tkfont
    from tkinter import ttk

    font = tkfont.Font(tree, font=ttk.Style(tree).lookup("Treeview", "font"))
    room = int(tree.column(column, "width")) - 8  # the cell's padding
    found = []
    for row in rows:
        text = str(tree.item(row, "text") if column == "#0" else tree.set(row, column))
        if font.measure(text) > room:
            found.append(f"{text!r}: {font.measure(text)} px in {room}")
    return found


@pytest.mark.gui
def test_spi_roster_shows_each_units_type_whole(french_large, tk_root, tmp_path):
    """The SPI Effectifs page in French with larger text: "infanterie" and "cavalerie" read
    whole in the Type column (they showed "infanter", "cavaler"), and the columns past the
    page's width are reached by a scroll bar under the table."""
    import shutil

    import checkout_paths

    copy = tmp_path / "spi.toml"
    shutil.copy(checkout_paths.SAVES / "spi1980-turn3-after-combat.toml", copy)
    tab = french_large.open_path(copy)
    _page(tk_root, tab, "Effectifs")
    tree = tab.panel.roster.tree
    units = [u for side in tree.get_children("") for u in tree.get_children(side)]
    plain = [u for u in units if "(?)" not in str(tree.set(u, "type"))]
    assert not _cut_cells(tree, plain, "type"), _cut_cells(tree, plain, "type")
    assert not _cut_cells(tree, tree.get_children(""), "#0")
    if tree.xview() != (0.0, 1.0):
        assert str(tree.cget("xscrollcommand")), "columns out of sight with no way to them"
    # A unit whose type the counter leaves open ends in "…", whole under the pointer.
    unsure = next(u for u in units if str(tree.set(u, "type")).endswith("\u2026"))
    assert not _cut_cells(tree, [unsure], "type")
    tree.see(unsure)
    tk_root.update()
    x, y, width, height = tree.bbox(unsure, "type")
    tree.event_generate("<Motion>", x=x + width // 2, y=y + height // 2)
    tk_root.update()
    assert tab.panel.roster.cell_tip.shown().endswith("(?)"), tab.panel.roster.cell_tip.shown()


@pytest.mark.gui
def test_pratzen_units_roster_shows_side_type_and_state_whole(french_large, tk_root, tmp_path):
    """The Pratzen Unités roster in French with larger text: "Français", "infanterie" and
    "en bon ordre" read whole (they were cut to the columns' fixed 62 and 92 pixels)."""
    import shutil

    import checkout_paths

    copy = tmp_path / "pratzen.toml"
    shutil.copy(checkout_paths.SAVES / "pratzen-turn1-after-close-combat.toml", copy)
    tab = french_large.open_path(copy)
    _page(tk_root, tab, "Unités")
    tree = tab.panel.units.tree
    rows = tree.get_children("")
    for column in ("side", "type", "status"):
        assert not _cut_cells(tree, rows, column), (column, _cut_cells(tree, rows, column))


def _texts(widget) -> list[str]:
    found = []
    for child in widget.winfo_children():
        if child.winfo_class() in ("TLabel", "Label"):
            found.append(str(child.cget("text")).replace("\xa0", " "))  # French's fine space
        found += _texts(child)
    return found


@pytest.mark.gui
def test_a_tracks_title_is_written_the_french_way(french_large, tk_root):
    """French sets a space before a colon: "Tour de jeu : 1", "Tour : 1", "Napoléon 0 : aucune
    troupe" (it read "Tour de jeu: 1" above the turn track, "Napoléon 0: ..." on a front)."""
    spi = french_large.new_session("spi1980", seed=4)
    tk_root.update()
    assert "Tour de jeu : 1" in _texts(spi)
    assert not [t for t in _texts(spi) if t.startswith("Tour de jeu:")]
    vae = french_large.new_session("vaevictis", seed=4)
    tk_root.update()
    assert "Tour : 1" in _texts(vae)
    cards = french_large.new_session("cardgame", seed=4)  # each front's troops, each side's
    tk_root.update()
    fronts = "\n".join(box.text() for box in cards.panel.fronts.boxes).replace("\xa0", " ")
    assert "Napoléon 0 : aucune troupe" in fronts, fronts
    assert "0: " not in fronts


@pytest.mark.gui
def test_a_new_games_log_counts_one_entry_in_english(app_english, tk_root):
    """A new game's log holds one entry: "1 entry.", not "1 entries."."""
    tab = app_english.new_session("vaevictis", seed=4)
    tk_root.update()
    said = str(tab.log_view.count_label.cget("text"))
    assert said.startswith("1 entry."), said


@pytest.mark.gui
def test_an_options_case_and_default_are_written_the_french_way(french_large, tk_root):
    """Under each option of the French new-game dialog, its case and its default are set
    apart by " ; " (it read "[7.7] [10.0]; par défaut : ...")."""
    from tabletop.gui.newgame import ask_new_game

    dialog = ask_new_game(tk_root, french_large, "spi1980")
    try:
        tk_root.update()
        notes = [str(n.cget("text")).replace("\xa0", " ") for n in dialog.form.form.notes.values()]
        assert any(n.startswith("[7.7] [10.0] ; par défaut : +1") for n in notes), notes
        assert not [n for n in notes if "]; " in n], notes
    finally:
        dialog.destroy()
