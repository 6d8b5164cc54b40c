"""The dice resolver: odds a player reads before rolling, and the result after a roll."""

from __future__ import annotations

import pytest
from gui_fakes import fake_session

from tabletop.gui.widgets.odds import percent
from tabletop.gui.widgets.resolver import ResolverView

pytestmark = pytest.mark.gui


@pytest.fixture
def view(tk_root):
    session = fake_session()
    results = []
    view = ResolverView(tk_root, session, "crt", side="French", on_result=results.append)
    view.results = results
    view.pack()
    view.update()
    return view


def test_form_has_one_input_per_spec_with_defaults(view):
    assert view.raw_inputs() == {"odds": "1-1", "leader": "0", "river": False}


def test_odds_are_drawn_as_percentages(view):
    assert view.odds_shown() == {"AE": "16.7%", "AR": "33.3%", "DR": "33.3%", "DE": "16.7%"}


def test_odds_follow_the_inputs_live(view):
    view.set_input("odds", "2-1")
    view.update()
    assert view.odds_shown() == {"DR": "50%", "DE": "50%"}
    view.set_input("river", True)
    view.update()
    assert view.odds_shown() == {"DR": "66.7%", "DE": "33.3%"}


def test_bad_input_shows_the_sentence_and_greys_the_bars(view):
    view.set_input("leader", "9")
    view.update()
    assert view.error_text() == "Leader bonus cannot be more than 2."
    assert view.odds_greyed()
    assert view.roll_button.instate(["disabled"])
    view.set_input("leader", "1")
    view.update()
    assert view.error_text() == ""
    assert not view.odds_greyed()
    assert view.roll_button.instate(["!disabled"])


def test_typed_roll_of_4_shows_result_cause_and_case(view):
    view.typed_entry.insert(0, "4")
    view.use_typed_button.invoke()
    view.update()
    assert view.result_text() == "DR"
    assert "1d6 typed in: 4." in view.cause_text()
    assert "Defender retreats." in view.cause_text()
    assert view.case_text() == "Rulebook case: 7.1"
    assert view.error_text() == ""
    (entry,) = view.session.log.entries
    assert (entry.side, entry.natural, entry.typed, entry.result) == ("French", 4, True, "DR")
    assert [r.result for r in view.results] == ["DR"]


def test_modified_roll_names_its_modifiers(view):
    view.set_input("leader", "2")
    view.typed_entry.insert(0, "3")
    view.typed_entry.focus_force()
    view.update()
    view.typed_entry.event_generate("<Return>")
    view.update()
    assert view.result_text() == "DR"
    assert "modified to 5 (leader +2)" in view.cause_text()


@pytest.mark.parametrize(
    ("typed", "sentence"),
    [
        ("13", "13 cannot be rolled on 1d6: type a number from 1 to 6."),
        ("x", "'x' is not a number; type the total the 1d6 showed."),
        ("", "Type the total the 1d6 showed first."),
    ],
)
def test_impossible_typed_roll_is_refused_and_not_logged(view, typed, sentence):
    view.typed_entry.insert(0, typed)
    view.use_typed_button.invoke()
    view.update()
    assert view.error_text() == sentence
    assert view.result_text() == ""
    assert len(view.session.log) == 0
    assert view.results == []


def test_roll_button_rolls_the_session_dice(view):
    view.roll_button.invoke()
    view.update()
    (entry,) = view.session.log.entries
    assert view.result_text() == entry.result
    assert entry.typed is False and 1 <= entry.natural <= 6
    assert "1d6 rolled:" in view.cause_text()


def test_percent_formatting():
    from fractions import Fraction

    assert percent(Fraction(1)) == "100%"
    assert percent(Fraction(1, 3)) == "33.3%"
    assert percent(Fraction(1, 36)) == "2.8%"


def test_the_title_stays_on_its_line_and_the_source_wraps_under_it(tk_root):
    """The title and its long source citation ran past the pane's edge as one line."""
    from tkinter import ttk

    frame = ttk.Frame(tk_root, width=300, height=700)
    frame.pack_propagate(False)
    frame.place(x=0, y=0)
    view = ResolverView(frame, fake_session(), "crt")
    view.pack(fill="x")
    tk_root.update()
    assert view.title_label.cget("text") == view.resolver.title
    assert view.source_label.cget("text") == f"Source: {view.resolver.case}"
    for label in (view.title_label, view.source_label):
        assert label.winfo_x() + label.winfo_reqwidth() <= view.winfo_width()
    frame.destroy()


def test_a_long_result_name_wraps_beside_its_bar_not_over_it(tk_root):
    """A chart's row ("+1 hex if move unstacked and only along ...") spilled over its bar."""
    from fractions import Fraction

    from tabletop.gui.widgets.odds import OddsBars

    bars = OddsBars(tk_root, label_width=150, bar_width=200)
    long = "+1 hex if move unstacked and only along a road or a trail, all the way"
    bars.show({long: Fraction(1, 2), "short": Fraction(1, 2)})
    bars.pack()
    tk_root.update()
    for label, bar, _pct in bars._items.values():
        left, top, right, bottom = bars.bbox(label)
        assert right <= 150 and left >= 0
        bar_top, bar_bottom = bars.coords(bar)[1], bars.coords(bar)[3]
        assert top <= bar_top and bar_bottom <= bottom + 6
    assert bars.bbox("all")[3] <= int(bars.cget("height"))
    assert bars.shown[long] == "50%"


def test_a_roll_box_is_greyed_while_the_sequence_does_not_open_its_roll(app, tk_root, tmp_path):
    """A roll box logged its roll at any step (a Clash Table roll after the game was over
    stood in the log as part of it): greyed, with the sequence of play's sentence as its
    tooltip, and open again when the step opens the roll [T2] [T4]."""
    from tabletop.session.session import Session

    session = Session.new("template", seed=1, path=tmp_path / "template.toml")
    tab = app.add_session(session)
    view = ResolverView(tab.panel, session, "table:clash")
    view.pack()
    view.set_input("column", "Attacker loses")
    tk_root.update()
    parts = (view.roll_button, view.use_typed_button, view.typed_entry)
    assert all(part.instate(["!disabled"]) for part in parts)
    while not session.state.over:
        session.act({"kind": "attack", "roll": 12})
    tk_root.update()
    assert all(part.instate(["disabled"]) for part in parts)
    view.roll_button.event_generate("<Enter>", x=2, y=2)
    tk_root.update()
    assert tab.panel.controls.tooltip.text == "The game is over (the Allied win) [T4]."
    view.roll_button.event_generate("<Leave>")
    entries = len(session.log)
    view.roll_button.invoke()  # greyed: a click does nothing
    assert len(session.log) == entries
    tab.undo_button.invoke()
    tk_root.update()
    assert not session.state.over
    assert all(part.instate(["!disabled"]) for part in parts)
    view.typed_entry.insert(0, "7")
    view.use_typed_button.invoke()
    assert session.log.entries[-1].side == session.state.to_act
