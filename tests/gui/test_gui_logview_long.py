"""The referee's log in a long game and in a narrow pane: 50,000 entries scroll, filter and
export without drawing every row (issue 13, item 3), and at the default window size every
column a referee reads is legible, with the full entry one click away (issue 8, item 22)."""

from __future__ import annotations

import csv
import tkinter
from tkinter import font as tkfont
from tkinter import ttk

import pytest
from checkout_paths import SAVES
from gui_fakes import fake_session

from tabletop.core.log import Log, LogEntry
from tabletop.gui.widgets.logview import LogView

pytestmark = pytest.mark.gui

LONG = 50_000


def long_session():
    """A session whose log holds 50,000 entries: odd ones the French's, even the Allies';
    every fourth a turn change without dice, the others a 1d6 roll on the fake CRT."""
    session = fake_session()
    entries = []
    for seq in range(1, LONG + 1):
        rolled = seq % 4 != 0
        entries.append(
            LogEntry(
                seq=seq,
                time="2026-11-23T21:00:00+00:00",
                side="French" if seq % 2 else "Allied",
                what="fake/crt" if rolled else "next_turn",
                inputs={"odds": "2-1"} if rolled else {},
                natural=seq % 6 + 1 if rolled else None,
                modified=seq % 6 + 1 if rolled else None,
                dice="1d6" if rolled else "",
                result="DR" if rolled else f"Turn {seq // 4 + 1} begins.",
                hash=f"{seq:064x}",
            )
        )
    session.log = Log(tuple(entries))
    return session


def shown(view: LogView, column: str = "seq") -> list[str]:
    """One column of the rows drawn in the table, top to bottom."""
    return [str(view.tree.set(iid, column)) for iid in view.tree.get_children()]


def test_a_50000_entry_log_draws_only_the_rows_that_fit_and_scrolls(tk_root):
    """With every row drawn, opening or clicking in a long game would freeze the window for
    seconds; scrolling must still reach the first entry and the last."""
    session = long_session()
    view = LogView(tk_root, session)
    view.pack(fill="both", expand=True)
    tk_root.update()
    rows = shown(view)
    assert 5 <= len(rows) <= 60  # a screenful, not 50,000
    assert rows == [str(n) for n in range(LONG - len(rows) + 1, LONG + 1)]  # the newest
    assert str(view.count_label.cget("text")).startswith("50,000 entries")
    first, last = view.scrollbar.get()
    assert last == 1.0 and 0.99 < first < 1.0

    tk_root.tk.call(view.scrollbar.cget("command"), "moveto", "0")  # drag the thumb up
    tk_root.update()
    assert shown(view)[:3] == ["1", "2", "3"]
    view.tree.event_generate("<Button-5>")  # the mouse wheel, one notch down
    tk_root.update()
    assert shown(view)[0] == "4"

    view.tree.focus_set()
    view.tree.event_generate("<End>")
    tk_root.update()
    assert shown(view)[-1] == str(LONG)
    assert view.detail_text().startswith(f"#{LONG} ")
    view.tree.event_generate("<Home>")
    view.tree.event_generate("<Down>")
    tk_root.update()
    assert shown(view)[0] == "1" and view.detail_text().startswith("#2 ")
    page = len(shown(view))
    view.tree.event_generate("<Next>")  # a page down moves the cursor a screenful
    tk_root.update()
    assert view.detail_text().startswith(f"#{2 + page} ")
    assert str(2 + page) in shown(view)


def test_filtering_a_50000_entry_log_shows_the_kept_rows_and_counts(tk_root, tmp_path):
    """The side and table filters of a long game would show the wrong rows, or the counts and
    dice statistics of entries filtered out, and the export would write other entries."""
    session = long_session()
    view = LogView(tk_root, session)
    view.pack(fill="both", expand=True)
    tk_root.update()
    view.side_box.set("Allied")
    view.side_box.event_generate("<<ComboboxSelected>>")
    tk_root.update()
    assert set(shown(view, "side")) == {"Allied"}
    assert shown(view)[-1] == str(LONG)
    assert str(view.count_label.cget("text")).startswith("25,000 of 50,000 entries shown")
    # rolls on seq 4k+2: seq % 6 + 1 runs 3, 1, 5, so the mean is 3
    assert view.stats_text() == "Allied: 12500 rolls, mean 3.00 (expected 3.50)"

    view.what_box.set("Next turn")
    view.what_box.event_generate("<<ComboboxSelected>>")
    tk_root.update()
    assert set(shown(view, "what")) == {"Next turn"}
    assert shown(view)[-2:] == [str(LONG - 4), str(LONG)]
    assert str(view.count_label.cget("text")).startswith("12,500 of 50,000 entries shown")
    assert view.stats_text() == "No dice rolled yet."

    written = view.export_csv(tmp_path / "turns.csv")
    with written.open(encoding="utf-8") as handle:
        exported = [row["seq"] for row in csv.DictReader(handle)]
    assert len(exported) == 12_500 and exported[0] == "4" and exported[-1] == str(LONG)


def test_a_roll_at_entry_50001_shows_at_once(tk_root):
    """A roll made late in a long game would not appear, or the view would lose its place."""
    session = long_session()
    view = LogView(tk_root, session)
    view.pack(fill="both", expand=True)
    tk_root.update()
    session.resolve("crt", {"odds": "2-1"}, roll=4, side="French")
    tk_root.update()
    assert shown(view)[-1] == str(LONG + 1)
    assert shown(view, "result")[-1] == "DE"
    assert str(view.count_label.cget("text")).startswith("50,001 entries")


def _fits(font: tkfont.Font, text: str, width: int) -> bool:
    return font.measure(text) + 8 <= width


def test_at_the_default_window_size_the_log_columns_read_whole(app, tk_root):
    """In the window as it opens, the log pane cut its headings ("Table / ac") and cells
    ("The Batt"), hid the table filter, and a row could not be read in full."""
    tab = app.open_path(SAVES / "spi1980-turn3-after-combat.toml")
    tk_root.update()
    view = tab.log_view
    tree = view.tree
    tk_root.update()
    style = ttk.Style(tree)
    heading = tkfont.Font(root=tree, font=style.lookup("Log.Treeview.Heading", "font"))
    body = tkfont.Font(root=tree, font=style.lookup("Log.Treeview", "font"))
    columns = list(tree.cget("displaycolumns"))
    if columns == ["#all"]:
        columns = list(tree.cget("columns"))
    for key in ("seq", "side", "what", "roll", "result"):
        assert key in columns
        assert _fits(heading, str(tree.heading(key, "text")), int(tree.column(key, "width")))
    widths = sum(int(tree.column(key, "width")) for key in columns)
    assert widths <= tree.winfo_width()  # no column runs off the right edge
    assert int(tree.column("result", "width")) >= 120
    for iid in tree.get_children():
        for key in ("seq", "side", "roll"):
            assert _fits(body, str(tree.set(iid, key)), int(tree.column(key, "width")))
    assert view.what_box.winfo_ismapped() and view.what_box.winfo_width() > 60
    assert view.csv_button.winfo_ismapped() and view.markdown_button.winfo_ismapped()

    iid = tree.get_children()[-3]
    x, y, _, height = tree.bbox(iid)
    tree.event_generate("<Button-1>", x=x + 10, y=y + height // 2)
    tree.event_generate("<ButtonRelease-1>", x=x + 10, y=y + height // 2)
    tk_root.update()
    entry = tab.session.log.entries[int(iid) - 1]
    detail = view.detail_text()
    words = view.words
    assert detail.startswith(f"#{entry.seq} ")
    assert f"{words.label(entry)}: {words.sentence(entry).rstrip('.')}" in detail
    label = view.detail_label
    assert int(label.cget("wraplength")) <= label.winfo_width()  # wrapped, not cut


def test_the_detail_line_is_wrapped_to_the_pane(tk_root):
    """A long entry's detail ran past a narrow pane's edge, so its end could not be read."""
    frame = tkinter.Frame(tk_root, width=420, height=600)
    frame.pack_propagate(False)
    frame.pack(side="left")
    session = long_session()
    view = LogView(frame, session)
    view.pack(fill="both", expand=True)
    tk_root.update()
    view.tree.selection_set(view.tree.get_children()[0])
    tk_root.update()
    assert 0 < int(view.detail_label.cget("wraplength")) <= 420


def test_the_export_button_writes_all_50000_entries_while_the_window_answers(
    tk_root, tmp_path, monkeypatch
):
    """Exporting a long game would freeze the window until the file was written, or write
    a part of the log."""
    from tabletop.gui.widgets import logview

    target = tmp_path / "all.md"
    monkeypatch.setattr(logview.filedialog, "asksaveasfilename", lambda **_: str(target))
    view = LogView(tk_root, long_session())
    view.pack(fill="both", expand=True)
    tk_root.update()
    view.markdown_button.invoke()
    assert str(view.status_label.cget("text")).startswith("Writing")
    for _ in range(1200):  # the window keeps drawing while the file is written
        tk_root.update()
        if str(view.status_label.cget("text")).startswith("Wrote"):
            break
        tk_root.after(50)
    assert view.status_label.cget("text") == f"Wrote {target}."
    lines = target.read_text(encoding="utf-8").splitlines()
    assert "Entries: 50000." in lines[2]
    assert sum(1 for line in lines if line.startswith("| ")) == LONG + 1  # heading + rows
