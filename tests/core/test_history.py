"""Undo and redo of whole-state snapshots."""

from __future__ import annotations

from tabletop.core import history
from tabletop.core.history import History, Step


def steps(*values: int) -> History[int]:
    h: History[int] = History(Step(0, 100, "set up"))
    for v in values:
        h = h.push(Step(v, 100 + v, f"to {v}"))
    return h


def test_undo_and_redo_walk_the_same_steps() -> None:
    """Ctrl+Z then Ctrl+Y would not bring back the state and dice the player had."""
    h = steps(1, 2, 3)
    back = h.undo().undo()
    assert (back.present.state, back.present.dice) == (1, 101)
    assert back.can_redo and back.can_undo
    forward = back.redo().redo()
    assert forward == h
    assert not forward.can_redo


def test_nothing_to_undo_or_redo_leaves_history_alone() -> None:
    """Pressing Ctrl+Z on a fresh game would crash or lose the set-up."""
    h = steps()
    assert not h.can_undo and not h.can_redo
    assert h.undo() == h and h.redo() == h


def test_a_new_action_clears_redo() -> None:
    """After undoing and acting again, Ctrl+Y would resurrect a step from another timeline."""
    h = steps(1, 2).undo().push(Step(9, 109, "to 9"))
    assert not h.can_redo
    assert [s.state for s in h.past] == [0, 1]
    assert h.present.state == 9


def test_a_barrier_cannot_be_undone() -> None:
    """Undoing a card draw would let a player see the cards and draw again."""
    h = steps(1).push(Step(2, 102, "draw", barrier=True))
    assert not h.can_undo
    assert h.undo() == h
    later = h.push(Step(3, 103, "move"))
    assert later.can_undo
    assert later.undo().present.state == 2
    assert not later.undo().can_undo


def test_history_is_bounded() -> None:
    """A long game would keep every snapshot in memory and in the save forever."""
    h = steps(*range(1, history.LIMIT + 50))
    assert len(h.past) == history.LIMIT
    assert h.past[-1].state == history.LIMIT + 48
