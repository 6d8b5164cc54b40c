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
