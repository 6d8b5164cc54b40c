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
