"""The log view: a referee sees every roll, filters it, exports it and checks the dice."""

from __future__ import annotations

import csv
import shutil
from tkinter import font as tkfont
from tkinter import ttk

import checkout_paths
import pytest
from fit_support import clipped
from gui_fakes import fake_session

from tabletop.gui.widgets.logexport import stats_lines
from tabletop.gui.widgets.logview import LogView

pytestmark = pytest.mark.gui


@pytest.fixture
def session():
    session = fake_session()
    session.resolve("crt", {"odds": "2-1"}, roll=4, side="French")
    session.resolve("crt", {"leader": 1}, roll=2, side="French")
    session.resolve("crt", {}, roll=6, side="Allied")
    session.act({"kind": "next_turn"}, side="Allied")
    return session


def test_rows_show_every_entry(tk_root, session):
    view = LogView(tk_root, session)
    view.pack(fill="both", expand=True)
    view.update()
    rows = view.rows()
    assert [r[0] for r in rows] == ["1", "2", "3", "4"]
    assert rows[0][2:] == (
        "French",
        "Fake combat",  # the resolver's title; the log keeps "fake/crt"
        "4 (typed)",
        "DE",
        "Odds: 2-1; Leader: 0; River: no",
        "7.1",
    )
    assert rows[1][4] == "2 \u2192 3 (typed)"
    assert rows[3][2:4] == ("Allied", "Next turn")
    assert rows[3][5] == "Turn 2 begins."


def test_filters_by_side_and_by_table(tk_root, session):
    view = LogView(tk_root, session)
    view.pack()
    assert list(view.side_box.cget("values")) == ["all", "Allied", "French"]
    view.set_filter(side="French")
    assert [r[0] for r in view.rows()] == ["1", "2"]
    view.set_filter(what="Next turn")
    assert [r[0] for r in view.rows()] == ["4"]
    view.set_filter(side="French", what="Next turn")
    assert view.rows() == []
    view.set_filter()
    assert len(view.rows()) == 4


def test_choosing_a_side_in_the_combobox_filters(tk_root, session):
    view = LogView(tk_root, session)
    view.pack()
    view.update()
    view.side_box.set("Allied")
    view.side_box.event_generate("<<ComboboxSelected>>")
    view.update()
    assert [r[2] for r in view.rows()] == ["Allied", "Allied"]


def test_dice_statistics_per_side(tk_root, session):
    view = LogView(tk_root, session)
    view.pack()
    assert view.stats_text().splitlines() == [
        "Allied: 1 roll, mean 6.00 (expected 3.50)",
        "French: 2 rolls, mean 3.00 (expected 3.50)",
    ]


def test_follows_the_session_and_shows_the_head_hash(tk_root, session):
    view = LogView(tk_root, session)
    view.pack()
    session.undo()
    view.update()
    assert view.rows()[-1][3] == "Undo"
    assert view.rows()[-1][5] == "Undone: Next turn"  # the step's kind in words, not "next_turn"
    assert view.head_text() == session.log.head and len(view.head_text()) == 64
    view.destroy()
    session.resolve("crt", {}, roll=1)  # a destroyed view is left alone


def test_the_head_hash_shows_what_verify_takes_and_copy_gives_it_whole(tk_root, session):
    """A referee reads the start of the head hash in the field, and Copy puts all 64
    characters on the clipboard, as `tabletop verify --head` wants them (the field was too
    narrow for them)."""
    view = LogView(tk_root, session)
    view.pack()
    view.update()
    head = session.log.head
    assert view.head_shown() == head[:16]
    field = tkfont.Font(root=view, font=str(view.head_entry.cget("font")))
    assert field.measure(view.head_shown()) <= view.head_entry.winfo_width() - 12
    view.copy_button.invoke()
    assert view.clipboard_get() == head
    view.destroy()


@pytest.mark.parametrize("size", [(320, 560), (320, 330), (900, 700)])
def test_a_narrow_or_short_pane_cuts_nothing_but_the_list(tk_root, session, size):
    """At any width down to 320 px the filters keep room to read their choice (not "a|"),
    the export buttons and the lines keep their height, and the list takes what is left."""
    width, height = size
    frame = ttk.Frame(tk_root, width=width, height=height)
    frame.pack_propagate(False)
    frame.place(x=0, y=0)
    view = LogView(frame, session)
    view.pack(fill="both", expand=True)
    tk_root.update()
    assert clipped(frame) == []
    for box in (view.side_box, view.what_box):
        assert box.winfo_width() >= 100
    assert view.markdown_button.winfo_height() >= view.markdown_button.winfo_reqheight()
    assert view.status_label.winfo_y() + view.status_label.winfo_height() <= view.winfo_height()
    if height > 500:
        assert view.table.winfo_height() > 100
    frame.destroy()


def test_export_csv_holds_the_filtered_entries(tk_root, session, tmp_path):
    view = LogView(tk_root, session)
    view.set_filter(side="French")
    path = view.export_csv(tmp_path / "log.csv")
    with path.open(encoding="utf-8") as file:
        rows = list(csv.DictReader(file))
    assert [r["seq"] for r in rows] == ["1", "2"]
    assert rows[1]["natural"] == "2" and rows[1]["modified"] == "3"
    assert rows[1]["modifiers"] == "leader=1, river=0"
    assert rows[0]["hash"] == session.log.entries[0].hash


def test_export_markdown_is_a_table_with_the_head_hash(tk_root, session, tmp_path):
    view = LogView(tk_root, session)
    text = view.export_markdown(tmp_path / "log.md").read_text(encoding="utf-8")
    assert "# Log: Fake Battle" in text
    assert session.log.head in text
    assert "| # | UTC | Side |" in text
    assert "| 3 |" in text and "| Allied | fake/crt |" in text
    assert "- French: 2 rolls, mean 3.00 (expected 3.50)" in text


def test_selecting_a_row_shows_it_in_full(tk_root, session):
    view = LogView(tk_root, session)
    view.pack()
    assert view.detail_text().startswith("Click a row to read it in full")
    view.tree.selection_set("2")
    view.update()
    detail = view.detail_text()
    assert "Odds: 1-1; Leader: 1; River: no" in detail
    assert "modifiers leader +1, river +0" in detail
    assert "roll 2 \u2192 3 (typed) on 1d6" in detail and "case 7.1" in detail


SAVES = sorted(checkout_paths.SAVES.glob("*.toml"))


@pytest.mark.parametrize("save", SAVES, ids=[p.stem for p in SAVES])
def test_every_example_save_opens_with_its_log_shown(app, tk_root, tmp_path, save):
    """A save whose log the view cannot read (a roll read die by die, "2x1d6") would not
    open at all, and the player would be told of a dice expression instead. Opened from a
    copy: a bot to move plays and autosaves, which must never touch the shipped example."""
    copy = tmp_path / save.name
    shutil.copy(save, copy)
    tab = app.open_path(copy)
    tk_root.update()
    assert tab is not None and app.current_tab() is tab
    view = tab.log_view
    entries = tab.session.log.entries
    seqs = [str(view.tree.set(iid, "seq")) for iid in view.tree.get_children()]
    # The last entry's row: its own, or its action's when it is that action's roll.
    assert seqs and seqs[-1] in {str(e.seq) for e in entries[-2:]}
    assert view.stats_text() == ("\n".join(stats_lines(entries)) or "No dice rolled yet.")


def test_cut_texts_fit_their_column_as_tk_measures_them(tk_root):
    """A cell's text is measured from its letters; each width is the one Tk gives, and a cut
    text with its ellipsis never runs past its column."""
    from tkinter import font

    from tabletop.gui.widgets.textfit import ELLIPSIS, TextFit

    face = font.Font(tk_root, family="DejaVu Sans", size=10)
    fit = TextFit(tk_root, face)
    texts = ["Coalition: Rally Phase", "8 → 9 ✍", "Wâgram {x} $y \\z", "leader_casualty 1/2d"]
    for text in texts:
        assert fit.measure(text) == face.measure(text), text
        for room in (20, 45, 90):
            cut = fit.clip(text, room)
            assert face.measure(cut) <= room or cut == ELLIPSIS
            assert cut == text or cut.endswith(ELLIPSIS)
