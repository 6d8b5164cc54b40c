"""A correction in the log pane: marked, called a correction, with its reason (issue 32, item
3). It read like any move, so a referee could not tell a player's edit of the tracked state
from play."""

from __future__ import annotations

import pytest
from gui_fakes import fake_session

from tabletop.gui.widgets.logview import LogView

pytestmark = pytest.mark.gui

REASON = "the turn marker was knocked off the track"


def test_a_correction_is_marked_with_the_word_and_its_reason(tk_root):
    session = fake_session()
    session.act({"kind": "next_turn"}, side="Allied")
    session.act({"kind": "recount", "turn": 3, "reason": REASON}, side="French")
    view = LogView(tk_root, session)
    view.pack(fill="both", expand=True)
    view.update()
    move, correction = (view.tree.item(key, "values") for key in view.tree.get_children())
    assert not any("\u2691" in str(value) for value in move)
    full = view.rows()[1]
    assert full[2:4] == ("French", "\u2691 Recount the turn")
    assert full[5] == f"Correction ({REASON}): Turn 3 now."
    assert str(correction[3]).startswith("\u2691")  # as drawn, whatever the column's width
    assert "\u2691 marks a correction, with its reason." in str(view.count_label.cget("text"))
    view.tree.selection_set("2")
    view.update()
    detail = view.detail_text()
    assert detail.startswith(f"\u2691 Correction ({REASON}): #2 ")
    assert "French; Recount the turn: Turn 3 now" in detail


def test_a_log_with_no_correction_says_nothing_of_them(tk_root):
    session = fake_session()
    session.act({"kind": "next_turn"}, side="Allied")
    view = LogView(tk_root, session)
    view.pack(fill="both", expand=True)
    view.update()
    assert "correction" not in str(view.count_label.cget("text"))


def test_the_correction_form_asks_for_the_reason_last_and_needs_it(app, tk_root):
    """A correction could be applied with no reason, so the log could not say why the
    tracked state was edited: the form asks for it last, and its button stays greyed,
    saying why, until it is given."""
    import tkinter

    from tabletop.gui.widgets.actor import Actor
    from tabletop.gui.widgets.correction import CorrectionForm

    session = fake_session()
    kind = session.game.actions["recount"]
    window = tkinter.Toplevel(tk_root)
    form = CorrectionForm(window, Actor(session, app), kind)
    form.pack()
    tk_root.update()
    assert [str(label.cget("text")) for label in form.labels] == ["game-turn *", "Reason *"]
    assert form.apply_button.instate(["disabled"])
    form.apply_button.event_generate("<Enter>", x=2, y=2)
    tk_root.update()
    assert form.controls.tooltip.text.startswith("Give the reason first")
    form.apply_button.event_generate("<Leave>")
    form.fields["turn"].var.set("4")
    form.fields["reason"].var.set(REASON)
    tk_root.update()
    assert form.apply_button.instate(["!disabled"])
    form.apply_button.invoke()
    entry = session.log.entries[-1]
    assert (entry.what, entry.inputs) == ("recount", {"reason": REASON, "turn": 4})
    assert session.state.turn == 4
    assert form.fields["reason"].var.get() == ""  # ready for the next one, greyed again
    assert form.apply_button.instate(["disabled"])
