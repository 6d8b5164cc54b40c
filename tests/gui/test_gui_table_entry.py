"""The forms for a lost table, driven as their owner does: each cell read as it is typed and
refused there, a block pasted from a spreadsheet, a kept table opened again to be corrected
or removed, and the bold-italic marks dialog (issue 20, item 4)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tabletop.core.data import load_board
from tabletop.core.overrides import owner_entries
from tabletop.gui.panels.vaevictis.lost import LostTablesPage
from tabletop.gui.widgets.layout_entry import LayoutEntry
from tabletop.gui.widgets.resolver import ResolverView
from tabletop.session import Session

pytestmark = [pytest.mark.gui, pytest.mark.usefixtures("fresh_boards")]

MARKS = [["plain"] * 6 for _ in range(6)]


@pytest.fixture
def marks_form(tk_root: Any) -> Any:
    """The Charts page's view of the marks, and the dialog its button opens."""
    session = Session.new("pratzen", seed=3, autosave=False)
    chart = ResolverView(tk_root, session, "table:close-combat-marks")
    chart.pack()
    assert chart.enter_button is not None
    chart.enter_button.invoke()
    form = chart.entry_window.winfo_children()[0]
    tk_root.update()
    return chart, form


def paste(entry: Any, text: str) -> None:
    """Copy `text` and press the paste keys in `entry`, as from a spreadsheet."""
    entry.clipboard_clear()
    entry.clipboard_append(text)
    entry.focus_force()
    entry.update()
    entry.event_generate("<<Paste>>")
    entry.update()


def test_the_marks_dialog_shows_each_printed_result(marks_form: Any) -> None:
    """The dialog showed 36 empty fields: the owner could not tell which printed cell each
    mark belongs to [Close Combat Results Table]."""
    _chart, form = marks_form
    letters = [[str(x.cget("text")) for x in row] for row in form.grid_cells.printed_labels]
    printed = [list(r.cells) for r in load_board("pratzen").table("close-combat").rows]
    assert letters == printed and letters[0][1] == "Reroll"


def test_the_marks_dialog_refuses_anything_but_a_side(marks_form: Any, tk_root: Any) -> None:
    """'R' (the printed result, not a side) was kept as a bold-italic mark."""
    chart, form = marks_form
    for r, row in enumerate(MARKS):
        for c, mark in enumerate(row):
            form.set_cell(r, c, mark)
    form.set_cell(2, 0, "R")
    form.save_button.invoke()
    assert "Roll 3, column I: 'R' is not a side" in str(form.error_label.cget("text"))
    assert form.cells[2][0].instate(["invalid"])
    assert "close-combat-marks" not in owner_entries("pratzen").get("tables", {})
    form.set_cell(2, 0, "bold")
    form.cells[2][0].focus_force()
    form.cells[2][0].event_generate("<KeyRelease>")
    tk_root.update()
    said = str(form.grid_cells.reading_label.cget("text"))
    assert said == "Roll 3, column I: bold: applies to the disadvantaged side"
    form.save_button.invoke()
    tk_root.update()
    assert chart.entry_window is None  # kept: the dialog closed
    assert owner_entries("pratzen")["tables"]["close-combat-marks"]["rows"][2]["cells"][0] == "bold"


def test_the_marks_dialog_can_be_cancelled(marks_form: Any, tk_root: Any) -> None:
    """The dialog had no Cancel: the owner could only close the window by its frame."""
    chart, form = marks_form
    form.set_cell(0, 0, "bold")
    assert form.cancel_button is not None
    form.cancel_button.invoke()
    tk_root.update()
    assert chart.entry_window is None and not form.winfo_exists()
    assert owner_entries("pratzen") == {}


def test_a_spreadsheet_block_pastes_at_the_focused_cell(marks_form: Any) -> None:
    """A block copied from a spreadsheet landed whole in one cell."""
    _chart, form = marks_form
    paste(form.cells[1][2], "bold\tplain\nplain\tbold\n")
    values = form.grid_cells.values()
    assert [values[1][2:4], values[2][2:4]] == [["bold", "plain"], ["plain", "bold"]]
    assert values[0][2] == "" and values[1][1] == ""
    paste(form.cells[5][5], "bold,plain")
    assert form.grid_cells.values()[5][5] == "bold"
    assert "1 value(s) fell outside the table" in str(form.grid_cells.reading_label.cget("text"))


def lay_out_fire(tk_root: Any) -> LayoutEntry:
    """Vae Victis's Lost tables page, the fire table's headers typed and laid out."""
    page = LostTablesPage(tk_root, lambda: page.after_idle(page.show))
    page.pack(fill="both", expand=True)  # the width of the pane, as in the panel
    tk_root.update()
    entry: LayoutEntry = page.lost["fire"]
    entry.columns_entry.insert(0, "0 or less, 1-2, 3+")
    entry.layout_button.invoke()
    return entry


def test_a_fire_cell_reads_as_it_is_typed(tk_root: Any) -> None:
    """Keep accepted 'XX' in the fire table, which failed only when it was rolled [12.3]."""
    entry = lay_out_fire(tk_root)
    assert entry.grid_cells is not None
    paste(entry.cells[0][0], "-\tTest\tD1\n" * 3 + "Test\tD1\tR2\n" * 3)
    cell = entry.cells[0][2]
    cell.focus_force()
    tk_root.update()
    said = str(entry.grid_cells.reading_label.cget("text"))
    assert said == "Roll 1, column 3+: D1: disorder and 1 loss"
    entry.grid_cells.set_cell(4, 1, "XX")
    entry.save_button.invoke()
    assert str(entry.error_label.cget("text")).startswith(
        "Roll 5, column 1-2: 'XX' is not a result of [12.3]"
    )
    assert owner_entries("vaevictis") == {}


def test_a_kept_table_is_corrected_and_removed_in_the_window(tk_root: Any, dialogs: Any) -> None:
    """A kept table could not be viewed, edited or removed: one typo meant editing a file by
    hand."""
    entry = lay_out_fire(tk_root)
    paste(entry.cells[0][0], "-\tTest\tD1\n" * 3 + "Test\tD1\tR2\n" * 3)
    entry.save_button.invoke()
    tk_root.update()
    lost = entry.master
    lost.correct_buttons["fire"].invoke()
    tk_root.update()
    form = lost.lost["fire"]
    assert form.grid_cells is not None
    assert form.columns_entry.get() == "0 or less, 1-2, 3+"
    assert form.grid_cells.values()[5] == ["Test", "D1", "R2"]
    form.grid_cells.set_cell(5, 2, "R3")
    form.save_button.invoke()
    tk_root.update()
    rows = owner_entries("vaevictis")["tables"]["fire"]["rows"]
    assert rows[5]["cells"] == ["Test", "D1", "R3"]
    lost.correct_buttons["fire"].invoke()
    tk_root.update()
    form = lost.lost["fire"]
    assert form.remove_button is not None
    form.remove_button.invoke()  # the question is answered no
    assert "fire" in owner_entries("vaevictis")["tables"]
    dialogs.answer = True
    form.remove_button.invoke()
    assert dialogs.shown[-1][0] == "Remove a kept table"
    assert owner_entries("vaevictis") == {}


def test_vae_victis_units_import_with_their_loss_boxes(
    app: Any, tk_root: Any, tmp_path: Path
) -> None:
    """An order of battle had to be typed one unit at a time, each box's morale with it [14]."""
    from tabletop.gui.panels.vaevictis.units import UnitsPage
    from tabletop.gui.widgets.actor import Actor

    session = Session.new("vaevictis", seed=4, autosave=False)
    page = UnitsPage(tk_root, Actor(session, app))
    roster = tmp_path / "oob.csv"
    roster.write_text(
        "unit\tName\tSide\tArm\tMorale of each loss box\n"
        "17e\t17e de ligne\tFrench\tinfantry\t9;8;7\n"
        "arkh\tArkhangelgorod\tCoalition\tinfantry\t8 7 6 5\n",
        encoding="utf-8",
    )
    page.roster.ask_open = lambda _master: str(roster)
    page.roster.button.invoke()
    state = session.state
    assert [(u.id, u.side, tuple(u.boxes)) for u in state.units] == [
        ("17e", "French", (9, 8, 7)),
        ("arkh", "Coalition", (8, 7, 6, 5)),
    ]
    assert [e.what for e in session.log.entries][-2:] == ["add_unit", "add_unit"]


def test_a_cells_reading_shows_under_the_pointer(marks_form: Any, tk_root: Any) -> None:
    """The reading of a cell was nowhere but in a line under the grid, for the focused cell."""
    _chart, form = marks_form
    form.set_cell(0, 1, "plain")
    cell = form.cells[0][1]
    cell.event_generate("<Enter>", x=3, y=3)
    tk_root.update()
    assert form.grid_cells.tips.text == "Roll 1, column II: plain: applies to the advantaged side"
    cell.event_generate("<Leave>")
    form.set_cell(0, 1, "R")
    cell.event_generate("<Enter>", x=3, y=3)
    assert form.grid_cells.tips.text.startswith("Roll 1, column II: 'R' is not a side")
