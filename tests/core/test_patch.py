"""Undo steps are saved as differences; they must rebuild exactly the states they came from."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tabletop.core.patch import diff, patch
from tabletop.session.saves import read_session
from tabletop.session.session import Session

plain_data = st.recursive(
    st.one_of(st.integers(), st.text(max_size=4), st.booleans()),
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=3), inner, max_size=4)
    ),
    max_leaves=12,
)


@given(plain_data, plain_data)
def test_patch_of_diff_gives_the_new_data(old, new):
    """An undo step saved as a difference would come back as a different game state."""
    assert patch(old, diff(old, new)) == new


def test_a_small_change_saves_a_small_patch():
    """Saving every undo step whole would make a long game slow to autosave."""
    old = {"roster": [{"id": f"u{i}", "strength": 5} for i in range(60)], "turn": 3}
    new = {**old, "roster": [*old["roster"][:7], {"id": "u7", "strength": 4}, *old["roster"][8:]]}
    assert diff(old, new) == {
        "keys": {"roster": {"items": {"7": {"keys": {"strength": {"value": 4}}}}}}
    }


@pytest.mark.usefixtures("fake_game_listed")
def test_every_undo_step_survives_a_save(tmp_path):
    """After reopening a save, undoing step by step shows the same turns as before closing."""
    session = Session.new("fake", seed=2, path=tmp_path / "g.toml")
    for _ in range(5):
        session.act({"kind": "next_turn"})
    session.act({"kind": "notes", "text": "Pratzen taken"})
    session.undo()
    before = []
    probe = Session.new("fake", seed=2, autosave=False)
    probe.history = session.history
    while probe.history.can_undo:
        before.append(probe.state)
        probe.history = probe.history.undo()
    before.append(probe.state)

    reopened = read_session(tmp_path / "g.toml", autosave=False)
    assert reopened.history.can_redo
    assert reopened.history.future[0].state.notes == "Pratzen taken"
    after = []
    while reopened.history.can_undo:
        after.append(reopened.state)
        reopened.history = reopened.history.undo()
    after.append(reopened.state)
    assert [s.turn for s in after] == [6, 5, 4, 3, 2, 1]
    assert after == before


def test_a_unit_added_to_a_long_roster_saves_only_that_unit():
    """A scenario entered a unit at a time made each undo step hold the whole roster again,
    and the 51st unit made a save that no longer opened (issue 31)."""
    roster = [{"id": f"u{i}", "strength": 5} for i in range(60)]
    added = {"id": "u60", "strength": 3}
    assert diff({"roster": [*roster, added]}, {"roster": roster}) == {
        "keys": {"roster": {"items": {}, "splice": {"at": 60, "drop": 1, "insert": []}}}
    }
    assert diff({"roster": roster}, {"roster": [*roster, added]}) == {
        "keys": {"roster": {"items": {}, "splice": {"at": 60, "drop": 0, "insert": [added]}}}
    }


@given(st.lists(plain_data, max_size=6), st.lists(plain_data, max_size=6), plain_data)
def test_a_list_that_grew_or_shrank_patches_back(old, new, shared):
    """Lists of different lengths sharing their ends rebuild exactly (undo after a unit was
    added in the middle of a roster or taken off it)."""
    before, after = [shared, *old, shared], [shared, *new, shared]
    assert patch(before, diff(before, after)) == after


def test_a_splice_that_does_not_fit_is_refused_in_a_sentence():
    """A hand-edited undo step naming items the list lacks must not crash the loader."""
    from tabletop.core.errors import SaveError

    with pytest.raises(SaveError, match="does not fit"):
        patch([1, 2], {"items": {}, "splice": {"at": 1, "drop": 5, "insert": []}})
