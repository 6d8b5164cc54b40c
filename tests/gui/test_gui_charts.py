"""The Graphs tab beside the log, on a real X server: it draws the session and follows undo."""

from __future__ import annotations

import shutil
import time

import pytest
from checkout_paths import SAVES
from newgame_support import new_from_start_page

pytestmark = pytest.mark.gui


def _settle(root: object) -> None:
    end = time.monotonic() + 0.3
    while time.monotonic() < end:
        root.update()  # type: ignore[attr-defined]


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
    assert charts.canvas is not None and charts.canvas.get_tk_widget().winfo_ismapped()
    french = charts.lines["morale/French"]
    assert list(french.get_ydata()) == [70]
    crt = tab.panel.resolvers["table:crt"]
    crt.set_input("column", "3-1")
    for roll in ("4", "2"):
        crt.typed_entry.delete(0, "end")
        crt.typed_entry.insert(0, roll)
        crt.use_typed_button.invoke()
    _settle(tk_root)
    assert len(charts.lines["morale/French"].get_xdata()) == 3
    tab.undo_button.invoke()
    _settle(tk_root)
    assert list(charts.lines["morale/French"].get_xdata()) == [0, 1]
    assert list(charts.lines["morale/Allied"].get_ydata()) == [80, 80]

    charts.by_turn_button.invoke()
    _settle(tk_root)
    assert list(charts.lines["morale/French"].get_xdata()) == [0, 1]  # set-up, turn 1


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
    assert tab.charts.figure.axes, "the bar chart is drawn"


def test_a_game_without_tracks_still_opens_its_graphs(app, tk_root) -> None:
    """A game that charts nothing yet shows its moments axis and no error."""
    tab = _open_graphs(app, tk_root, "pratzen")
    assert tab.charts.figure.axes
    assert "Something went wrong" not in app.status.get()


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
    assert tab.charts.figure.axes
    tab.charts.view_buttons["luck"].invoke()
    _settle(tk_root)
    assert tab.charts.figure.axes and tab.charts.words_label.cget("text")
