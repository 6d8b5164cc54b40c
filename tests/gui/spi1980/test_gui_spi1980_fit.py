"""Nothing of the SPI panel is cut off at a laptop's 1280x720, even with the text two sizes
larger (issue 26, item 4): sentences wrap, a row too wide stacks, a list of names too long
for its button ends in an ellipsis with the whole list in its tooltip, and the morale
boxes hold their two-digit numbers. Driven on a real X server.
"""

from __future__ import annotations

import shutil
from tkinter import font as tkfont
from typing import Any

import checkout_paths
import pytest
from fit_support import clipped, walk
from spi_gui_support import tooltip_over

from tabletop.gui import screen
from tabletop.gui.panels.spi1980.pickers import CheckMenu
from tabletop.gui.widgets.textfit import ELLIPSIS

pytestmark = pytest.mark.gui

SAVES = sorted(checkout_paths.SAVES.glob("spi1980-*.toml"))


def laptop(tk_root: Any) -> None:
    """The window as it opens on a 1280x720 screen."""
    menu = tkfont.nametofont("TkMenuFont", root=tk_root).metrics("linespace") + 10
    geometry, _small = screen.fit((1280, 720), "", menu)
    tk_root.attributes("-zoomed", False)
    tk_root.geometry(geometry)
    tk_root.update()


@pytest.mark.parametrize("save", SAVES, ids=[s.stem for s in SAVES])
def test_no_spi_page_cuts_a_text_at_a_larger_text_size(app, tk_root, tmp_path, save):
    """Ctrl+plus twice on a laptop: every SPI page still shows every text whole (the shared
    log and charts are looked at by tests/gui/test_gui_fit.py)."""
    laptop(tk_root)
    app.text_size(1)
    app.text_size(1)
    copy = tmp_path / save.name
    shutil.copy(save, copy)
    tab = app.open_path(copy)
    assert tab is not None, app.status.get()
    found: dict[str, str] = {p: "first draw" for p in clipped(tab.panel)}
    for where in walk(tk_root, tab.panel):
        if where.endswith("Charts"):
            continue  # the shared resolver forms: tests/gui/test_gui_fit.py
        for problem in clipped(tab.panel):
            found.setdefault(problem, where)
    assert not found, "\n".join(f"{w}: {p}" for p, w in found.items())


def test_a_long_list_of_names_ends_in_an_ellipsis_with_the_whole_in_a_tooltip(app, tk_root):
    """Four units checked in a narrow drop-down: the button shows what fits and '…', and the
    pointer on it reads all four. If this failed, the last names would be cut off unseen."""
    menu = CheckMenu(app.root, lambda: None, width=16)
    menu.place(x=0, y=0)
    names = [("a", "Valhubert"), ("b", "Caffrelli"), ("c", "Clapard"), ("d", "Becker")]
    menu.fill(names)
    menu.check(["a", "b", "c", "d"])
    tk_root.update()
    assert menu.shown().endswith(ELLIPSIS)
    assert tooltip_over(menu, menu, tk_root) == "Valhubert, Caffrelli, Clapard, Becker"
    menu.vars["b"].set(False)
    menu.vars["c"].set(False)
    menu.vars["d"].set(False)
    tk_root.update()
    assert menu.shown() == "Valhubert"
    assert tooltip_over(menu, menu, tk_root) == ""  # nothing hidden, nothing to add
    menu.destroy()


def test_morale_boxes_hold_two_digit_numbers(app, tk_root):
    """Every number of both morale tracks stays within its box's outline. If this failed,
    '79' and '80' would run over the lines of their boxes (issue 26, item 4)."""
    laptop(tk_root)
    tab = app.new_session("spi1980", seed=4)
    tk_root.update()
    for view in tab.panel.morale.values():
        canvas = view.canvas
        for value, (rect, number) in view._items.items():
            x0, _, x1, _ = (float(c) for c in canvas.coords(rect))
            left, _, right, _ = canvas.bbox(number)
            # bbox pads the text a pixel each side.
            assert x0 <= left + 1 and right - 1 <= x1, value
