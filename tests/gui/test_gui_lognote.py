"""The log pane's Note… button: a player writes a note on the entry they chose, and sees it
marked on the row and written out in the detail line."""

from __future__ import annotations

import pytest
from gui_fakes import fake_session

from tabletop.gui.widgets.lognote import CHOOSE_FIRST, NOTE_MARK
from tabletop.gui.widgets.logview import LogView
from tabletop.session.notes import MAX_NOTE

pytestmark = pytest.mark.gui


@pytest.fixture
def view(tk_root):
    session = fake_session()
    session.resolve("crt", {"odds": "2-1"}, roll=4, side="French")
    session.resolve("crt", {}, roll=6, side="Allied")
    view = LogView(tk_root, session)
    view.pack(fill="both", expand=True)
    view.update()
    return view


def test_note_from_the_window_marks_the_row_and_fills_the_detail(view):
    view.note_bar.note_button.invoke()
    assert view.status_label.cget("text") == CHOOSE_FIRST  # no row chosen yet
    view.tree.selection_set("2")
    view.update()
    view.note_bar.note_button.invoke()
    view.update()
    assert view.note_bar.note_entry.winfo_ismapped()
    view.note_bar.note_entry.insert(0, "the Guard arrives early")
    view.note_bar.note_entry.event_generate("<Return>")
    view.update()
    assert view.session.notes == {2: "the Guard arrives early"}
    assert not view.note_bar.note_entry.winfo_ismapped()
    shown = [view.tree.item(key, "values")[0] for key in view.tree.get_children()]
    assert shown == ["1", "2" + NOTE_MARK]
    assert "Your note: the Guard arrives early" in view.detail_text()
    assert "marks your note" in view.count_label.cget("text")


def test_note_too_long_is_one_sentence_and_kept_open(view):
    view.tree.selection_set("1")
    view.update()
    view.note_bar.note_button.invoke()
    view.note_bar.note_var.set("x" * (MAX_NOTE + 1))
    view.note_bar.save_button.invoke()
    view.update()
    assert f"at most {MAX_NOTE} characters" in view.status_label.cget("text")
    assert view.session.notes == {}
    assert view.note_bar.note_entry.winfo_ismapped()
