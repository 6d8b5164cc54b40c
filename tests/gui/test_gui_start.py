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
