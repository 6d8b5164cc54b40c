"""The Charts pages show the printed tables as printed (issue 23 item 4): a grid of the
printed cells, the cell the chosen inputs read marked, no die rolled on a chart that is
read by keys; every chart whole at 1280x720 and 1920x1080."""

from __future__ import annotations

import tomllib
from tkinter import ttk

import pytest
from checkout_paths import BOARDS
from fit_support import clipped, on_screen_of

pytestmark = pytest.mark.gui

CHARTED = ["spi1980", "pratzen", "vaevictis"]


def _printed(game: str, table: str) -> dict:
    """The table as transcribed in boards/ (what the grid must show)."""
    return tomllib.loads((BOARDS / f"{game}.toml").read_text(encoding="utf-8"))["tables"][table]


def _charts(app, tk_root, game):
    tab = app.new_session(game, seed=4)
    tab.panel.book.show("Charts")
    tk_root.update()
    page = tab.panel.book.get("Charts")
    return page.charts if game == "vaevictis" else page  # above the lost tables' forms


def _pick(charts, tk_root, title):
    """Pick a chart by its printed title, as a player does in the Chart drop-down."""
    charts.chooser.set(title)
    charts.chooser.event_generate("<<ComboboxSelected>>")
    tk_root.update()
    return charts.grids[charts.titles[title]]


def _choose(grid, tk_root, **values):
    """Set the grid's inputs: a drop-down picked, a number typed in."""
    for name, value in values.items():
        field = grid.fields[name]
        if isinstance(field, ttk.Combobox):
            field.set(value)
            field.event_generate("<<ComboboxSelected>>")
        else:
            field.delete(0, "end")
            field.insert(0, str(value))
    tk_root.update()


def test_spi_crt_is_shown_as_printed_with_the_cell_read_marked(app, tk_root):
    """The Combat Results Table [15.0] as a grid: column 3-1 at a die of 4 is '1/r', and
    picking that column and typing 4 marks that cell (not a die roller's odds bar)."""
    charts = _charts(app, tk_root, "spi1980")
    grid = charts.grids["crt"]
    assert grid.winfo_ismapped()
    assert grid.cell("4", "3-1") == "1/r"
    _choose(grid, tk_root, column="3-1", roll=4)
    assert grid.marked_cell() == ("4", "3-1", "1/r")
    assert (
        str(grid.cells[grid.marked]["background"]).lower()
        != str(grid.cells[(0, 0)]["background"]).lower()
    )
    _choose(grid, tk_root, shift=1)  # one column right [6.2]
    assert grid.marked_cell()[:2] == ("4", "4-1")
    assert "Reads" in grid.reads.cget("text")


def test_a_roll_on_the_crt_form_marks_the_cell_it_read_on_the_grid(app, tk_root):
    """The roll form stays apart, below the grid; a die of 4 typed in at 3-1 reads '1/r'
    and the grid above marks that cell."""
    charts = _charts(app, tk_root, "spi1980")
    view = charts.views["table:crt"]
    view.set_input("column", "3-1")
    view.typed_entry.insert(0, "4")
    view.use_typed_button.invoke()
    tk_root.update()
    assert "1/r" in view.result_text()
    assert charts.grids["crt"].marked_cell() == ("4", "3-1", "1/r")


def test_pratzen_terrain_chart_is_a_grid_with_no_die(app, tk_root):
    """Pratzen's Terrain Effects Chart had a 'Roll 1d6' button and a 100% bar over its
    text: it is read by terrain and effect, shown whole, the cell picked marked."""
    charts = _charts(app, tk_root, "pratzen")
    printed = _printed("pratzen", "terrain")
    grid = _pick(charts, tk_root, printed["title"])
    row = next(r for r in printed["rows"] if r["key"] == "Woods/Town")
    column = printed["columns"].index("Close Combat")
    assert grid.cell("Woods/Town", "Close Combat") == row["cells"][column]
    _choose(grid, tk_root, row="Woods/Town", column="Close Combat")
    assert grid.marked_cell() == ("Woods/Town", "Close Combat", row["cells"][column])
    assert "roll" not in grid.fields
    assert "terrain" not in charts.views  # no roll form for a chart read by keys


def test_pratzen_odds_grid_marks_the_strengths_chosen(app, tk_root):
    """The Close Combat Odds Table: larger strength 9 (row), smaller 4 (column)."""
    charts = _charts(app, tk_root, "pratzen")
    printed = _printed("pratzen", "close-combat-odds")
    grid = _pick(charts, tk_root, printed["title"])
    row = next(r for r in printed["rows"] if r["key"] == "9")
    _choose(grid, tk_root, row="9", column="4")
    assert grid.marked_cell() == ("9", "4", row["cells"][3])
    _choose(grid, tk_root, row="3", column="5")  # the blank far side: a sentence, no mark
    assert grid.marked_cell() is None
    assert grid.reads.cget("text")


def test_engagement_table_is_shown_a_row_per_er_as_printed(app, tk_root):
    """The Engagement Table is printed a row per ER with the roll bands in the cells (ER2:
    Withdraw 2-4, Hold 5-7, Attack 8-12); an ER2 roll of 8 marks 'Attack'."""
    charts = _charts(app, tk_root, "pratzen")
    grid = _pick(charts, tk_root, _printed("pratzen", "engagement")["title"])
    assert [grid.cell("ER2", r) for r in ("Withdraw", "Hold", "Attack")] == [
        "2-4",
        "5-7",
        "8-12",
    ]
    _choose(grid, tk_root, row="ER2", roll=8)
    assert grid.marked_cell() == ("ER2", "Attack", "8-12")
    _choose(grid, tk_root, modifier=-2)  # a disordered unit and a Leader's -1
    assert grid.marked_cell() == ("ER2", "Hold", "5-7")


def test_close_combat_grid_turns_over_past_column_i_for_the_other_side(app, tk_root):
    """Two shifts left of column II run past column I: the table turns over, column II for
    the other side [Close Combat Odds Table, Column Modifiers]. A roll of 3 marks D in column
    II (as `tabletop lookup pratzen/close-combat --column II --shift -2 --roll 3` reads), not
    column I's T, and the sentence says it is read for the other side."""
    charts = _charts(app, tk_root, "pratzen")
    printed = _printed("pratzen", "close-combat")
    grid = _pick(charts, tk_root, printed["title"])
    row = next(r for r in printed["rows"] if r["roll"] == "3")
    _choose(grid, tk_root, column="II", roll=3, shift=-2)
    assert grid.marked_cell() == ("3", "II", row["cells"][1])
    assert "other side" in grid.reads.cget("text")
    _choose(grid, tk_root, shift=-1)  # column I: no turnover, nothing said of the other side
    assert grid.marked_cell() == ("3", "I", row["cells"][0])
    assert "other side" not in grid.reads.cget("text")


def test_vae_victis_has_a_charts_page_with_its_random_finish(app, tk_root):
    """Vae Victis's printed tables had no page of their own: Random Finish [5.3] is shown
    a row per turn (Turn 7: the game ends on 5-6), above the lost tables' forms."""
    charts = _charts(app, tk_root, "vaevictis")
    grid = _pick(charts, tk_root, _printed("vaevictis", "random-finish")["title"])
    assert grid.cell("7", "Game ends") == "5-6"
    _choose(grid, tk_root, row="8", roll=4)
    assert grid.marked_cell() == ("8", "Game ends", "4-6")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
@pytest.mark.parametrize("game", CHARTED)
def test_no_printed_chart_cuts_a_text(app, tk_root, game, size):
    """Every chart of every game, picked in turn: every header and cell whole."""
    on_screen_of(tk_root, size)
    charts = _charts(app, tk_root, game)
    found = {}
    for title in charts.chooser.cget("values"):
        _pick(charts, tk_root, title)
        for problem in clipped(charts):  # (the rest of the window: test_gui_fit)
            found.setdefault(problem, title)
    assert not found, "\n".join(f"{w}: {p}" for p, w in found.items())


@pytest.mark.parametrize("game", CHARTED)
def test_larger_text_cuts_no_chart_on_a_laptop(tk_root, game):
    """Ctrl+plus twice on a 1280x720 screen: every chart's headers and cells still whole."""
    from tabletop.gui import settings
    from tabletop.gui.app import App

    settings.store(settings.Settings(text_size=2))
    app = App(tk_root)
    on_screen_of(tk_root, (1280, 720))
    charts = _charts(app, tk_root, game)
    found = {}
    for title in charts.chooser.cget("values"):
        _pick(charts, tk_root, title)
        for problem in clipped(charts):  # (the rest of the window: test_gui_fit)
            found.setdefault(problem, title)
    assert not found, "\n".join(f"{w}: {p}" for p, w in found.items())
