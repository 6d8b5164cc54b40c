"""The start page: a player finds a recent save by its name, however deep its folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.core.recent import Shelved
from tabletop.gui.start import _fitted

pytestmark = pytest.mark.gui


def test_a_deep_folder_is_cut_from_the_left_and_the_name_kept_whole(tk_root):
    from tkinter import font

    measure = font.Font(tk_root, family="TkDefaultFont", size=11).measure
    path = Path("/srv/games") / ("deep/" * 30) / "spi1980-turn3.toml"
    line = _fitted(path, 400, measure)
    assert line.startswith("spi1980-turn3.toml    (\u2026")
    assert line.endswith("/deep)")
    assert measure(line) <= 400
    assert _fitted(path, 0, measure) == f"spi1980-turn3.toml    ({path.parent})"


def test_the_recent_list_scrolls_and_shows_the_whole_path_under_the_pointer(app, tk_root):
    start = app.start
    start._shelved = [
        Shelved(Path("/srv") / ("deep/" * 40) / f"save{i}.toml", "spi1980", 3, 0.0, False)
        for i in range(20)
    ]
    start._paths = [s.path for s in start._shelved]
    start._drawn_for = 0
    start._draw_recent()
    tk_root.update()
    lines = start.recent.get(0, "end")
    assert len(lines) == 20
    room = start.recent.winfo_width()
    shown = font_measure(start.recent)
    assert all(shown(line) <= room for line in lines)
    start.recent.event_generate("<Motion>", x=20, y=5)
    tk_root.update()
    assert start._tip is not None and start._tip.text == str(start._paths[0])
    start._tip.hide()


def font_measure(listbox):
    from tkinter import font

    return font.Font(listbox, font=listbox.cget("font")).measure


def test_a_finished_game_leaves_the_sessions_in_progress(app, tk_root, tmp_path):
    """A game played to its end is listed under "Finished games", not among the sessions a
    player would carry on; undone back before its end, it is in progress again."""
    import shutil

    from checkout_paths import SAVES
    from story_support import scripted_session

    from tabletop.core import recent

    going = tmp_path / "going.toml"
    shutil.copyfile(SAVES / "spi1980-turn3-after-combat.toml", going)
    ended = tmp_path / "ended.toml"
    session = scripted_session()
    session.save(ended)
    recent.remember(going)
    recent.remember(ended)
    start = app.start
    start.refresh()
    tk_root.update()
    lines = list(start.recent.get(0, "end"))
    heading = lines.index("Finished games, newest first:")
    assert [line for line in lines[:heading] if "ended.toml" in line] == []
    assert any("going.toml" in line for line in lines[:heading])
    assert any("ended.toml" in line for line in lines[heading + 1 :])

    start.recent.selection_set(heading)  # the heading opens nothing
    start.open_selected()
    assert app.tabs == []

    assert session.undo()
    session.save(ended)
    start.refresh()
    tk_root.update()
    lines = list(start.recent.get(0, "end"))
    assert "Finished games, newest first:" not in lines
    assert any("ended.toml" in line for line in lines)


def test_the_start_page_says_what_each_game_is_not_its_rulebook_file(app):
    """Beside each New button a player reads what the game is ("hexes and counters, 11 game
    turns"), never a rulebook's file name ("000_5229c468f954273e.txt")."""
    from tabletop.games import GAMES

    texts = [
        str(label.cget("text"))
        for button in app.start.new_buttons.values()
        for label in button.master.grid_slaves(row=int(button.grid_info()["row"]), column=1)
    ]
    assert len(texts) == len(GAMES)
    assert all(text and ".txt" not in text and ".md" not in text for text in texts), texts
