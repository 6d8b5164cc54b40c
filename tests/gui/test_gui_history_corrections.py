"""The History tab marks a correction, with its reason (issue 32, item 3)."""

from __future__ import annotations

import tkinter

import pytest
from gui_fakes import fake_session
from test_gui_history import shown

from tabletop.gui.widgets.history import HistoryView

pytestmark = pytest.mark.gui


def test_a_correction_is_marked_in_the_history_with_its_reason(tk_root):
    """A correction read "recount" in the History, like a move: it is marked, called a
    correction, with its reason, and stays so once undone and redone (issue 32, item 3)."""
    session = fake_session()
    session.act({"kind": "next_turn"})
    session.act({"kind": "recount", "turn": 5, "reason": "the marker was moved"}, side="French")
    room = tkinter.Frame(tk_root, width=900, height=400)  # for the whole reason in its row
    room.pack_propagate(False)
    room.pack()
    view = HistoryView(room, session)
    view.pack(fill="both", expand=True)
    view.update()
    marked = "\u2691 correction: Recount the turn (the marker was moved)"
    steps = [row[0] for row in shown(view)]
    assert len(steps) == 3 and steps[-1] == marked
    assert not any("\u2691" in step for step in steps[:-1])  # the moves read as moves
    session.undo()
    session.act({"kind": "notes", "text": "hello"})
    view.update()
    steps = [row[0] for row in shown(view)]
    assert len(steps) == 3 and not any("\u2691" in step for step in steps)
    session.undo()
    session.act({"kind": "recount", "turn": 2, "reason": "a second look"}, side="French")
    session.undo()
    session.redo()
    view.update()
    assert shown(view)[-1][0] == "\u2691 correction: Recount the turn (a second look)"
