"""The Graphs tab beside the log, on a real X server: it draws the session and follows undo."""

from __future__ import annotations

import shutil
import subprocess
import sys
import time

import pytest
from checkout_paths import SAVES
from newgame_support import new_from_start_page

pytestmark = pytest.mark.gui


def _settle(root: object) -> None:
    end = time.monotonic() + 0.3
    while time.monotonic() < end:
        root.update()  # type: ignore[attr-defined]


def _texts(canvas: object) -> list[str]:
    """Every text drawn on a chart canvas, as the player reads it."""
    items = canvas.find_all()  # type: ignore[attr-defined]
    return [canvas.itemcget(i, "text") for i in items if canvas.type(i) == "text"]  # type: ignore[attr-defined]


def _open_graphs(app: object, tk_root: object, game: str) -> object:
    new_from_start_page(app, tk_root, game)
    _settle(tk_root)
    tab = app.current_tab()  # type: ignore[attr-defined]
    tab.side_book.select(tab.charts)
    _settle(tk_root)
    return tab


def test_graphs_draw_morale_and_shorten_on_undo(app, tk_root) -> None:
    """A player opens Graphs, makes two rolls and sees two more points on the morale curve;
    Undo takes one away."""
    tab = _open_graphs(app, tk_root, "spi1980")
    charts = tab.charts
    assert charts.canvas is not None and charts.canvas.winfo_ismapped()
    french = charts.lines["morale/French"]
    assert list(french.ys) == [70]
    assert charts.canvas.type(french.item) == "line"
    crt = tab.panel.resolvers["table:crt"]
    crt.set_input("column", "3-1")
    for roll in ("4", "2"):
        crt.typed_entry.delete(0, "end")
        crt.typed_entry.insert(0, roll)
        crt.use_typed_button.invoke()
    _settle(tk_root)
    assert len(charts.lines["morale/French"].xs) == 3
    tab.undo_button.invoke()
    _settle(tk_root)
    assert list(charts.lines["morale/French"].xs) == [0, 1]
    assert list(charts.lines["morale/Allied"].ys) == [80, 80]
    allied = charts.canvas.coords(charts.lines["morale/Allied"].item)
    assert allied[1] == allied[3] and allied[0] < allied[2], "a flat line, left to right"
    assert "Morale" in _texts(charts.canvas) and "French" in _texts(charts.canvas)

    charts.by_turn_button.invoke()
    _settle(tk_root)
    assert list(charts.lines["morale/French"].xs) == [0, 1]  # set-up, turn 1


def test_dice_luck_view_says_how_lucky_in_words(app, tk_root) -> None:
    """After a roll, the Dice luck view shows a bar chart and a sentence about the roller."""
    tab = _open_graphs(app, tk_root, "spi1980")
    view = tab.panel.resolvers["table:crt"]
    view.set_input("column", "3-1")
    view.typed_entry.insert(0, "4")
    view.use_typed_button.invoke()
    _settle(tk_root)
    tab.charts.view_buttons["luck"].invoke()
    _settle(tk_root)
    words = tab.charts.words_label.cget("text")
    assert "of fair sessions of this length" in words and "typed-in real dice" in words
    assert tab.charts.boxes, "the bar chart is drawn"
    assert "fair dice" in _texts(tab.charts.canvas)


def test_each_group_of_tracks_has_its_own_chart(app, tk_root) -> None:
    """Pratzen's Graphs: one chart for the units eliminated, one for the Defeated Flags,
    each named up its side, a line for each army told apart by colour and dash."""
    tab = _open_graphs(app, tk_root, "pratzen")
    charts = tab.charts
    assert len(charts.boxes) == 2
    texts = _texts(charts.canvas)
    assert "Eliminated" in texts and "Defeated Flags" in texts
    french = charts.lines["eliminated/French"].item
    allied = charts.lines["eliminated/Allied"].item
    assert charts.canvas.itemcget(french, "fill") != charts.canvas.itemcget(allied, "fill")
    assert charts.canvas.itemcget(french, "dash") != charts.canvas.itemcget(allied, "dash")
    assert "Something went wrong" not in app.status.get()


def test_a_timeline_with_no_tracks_says_so(tk_root) -> None:
    """A game that charts nothing yet: the pane says so in words, no empty frame."""
    import tkinter as tk

    from tabletop.gui.widgets.chart_canvas import Ink, draw_battle
    from tabletop.story.timeline import Timeline

    canvas = tk.Canvas(tk_root, width=400, height=300)
    lines, boxes = draw_battle(
        canvas,
        Timeline((), ()),
        Ink("white", "black", "grey", {}),
        by_turn=False,
        width=400,
        height=300,
    )
    assert (lines, boxes) == ({}, [])
    assert any("not charted yet" in t for t in _texts(canvas))
    canvas.destroy()


def test_file_menu_report_writes_the_page(app, tk_root, tmp_path) -> None:
    """File > Report… writes the session's page where the player says and tells them so;
    with no session open it says why in one sentence."""
    file_menu = app.menubar.nametowidget(app.menubar.entrycget(app.menubar.index("File"), "menu"))
    app.ask_report = lambda suggested: str(tmp_path / "story.png")
    file_menu.invoke(file_menu.index("Report…"))
    assert "Open a session first" in app.status.get()
    assert not (tmp_path / "story.png").exists()

    _open_graphs(app, tk_root, "cardgame")
    file_menu.invoke(file_menu.index("Report…"))
    assert (tmp_path / "story.png").stat().st_size > 10_000
    assert app.status.get() == f"Report written to {tmp_path / 'story.png'}."


@pytest.mark.parametrize("save", sorted(p.name for p in SAVES.glob("*.toml")))
def test_every_example_save_opens_with_its_graphs(app, tk_root, tmp_path, save: str) -> None:
    """Each example save opens in the window and its Graphs and Dice luck views draw (a save
    with rolls read die by die once stopped the window opening it)."""
    copy = tmp_path / save
    shutil.copyfile(SAVES / save, copy)
    tab = app.open_path(copy)
    assert tab is not None, app.status.get()
    tab.side_book.select(tab.charts)
    _settle(tk_root)
    assert tab.charts.boxes or any("not charted yet" in t for t in _texts(tab.charts.canvas))
    tab.charts.view_buttons["luck"].invoke()
    _settle(tk_root)
    assert tab.charts.words_label.cget("text")
    assert tab.charts.boxes or "No dice rolled yet." in _texts(tab.charts.canvas)


def test_graphs_load_no_plotting_library(tmp_path) -> None:
    """The Graphs pane draws on the window's own canvas: opening it loads no matplotlib."""
    script = """
import sys, tkinter as tk
from tabletop.session.session import Session
from tabletop.gui.widgets.charts import ChartsView
root = tk.Tk()
view = ChartsView(root, Session.new("spi1980", seed=1, autosave=False))
view.pack(fill="both", expand=True)
root.geometry("420x600")
root.update()
view.redraw()
root.update()
print(bool(view.boxes), "matplotlib" in sys.modules)
"""
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60
    )
    assert done.stdout.split() == ["True", "False"], done.stderr
