"""Undo and redo as whole-state snapshots (boardgame.io's undo, python-chess's push/pop).

A step stores the state and the dice after it. Undoing a roll puts the dice back too, and
redoing it restores the stored step, so a redo shows the same roll, never a new one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

S = TypeVar("S")

LIMIT = 200


@dataclass(frozen=True)
class Step(Generic[S]):
    """The state and dice after one player action."""

    state: S
    """The game state."""
    dice: int
    """The dice generator state."""
    label: str
    """What the step did, for "Undo …" in the menu."""
    barrier: bool = False
    """True when the step may not be undone (a card draw revealed cards)."""


@dataclass(frozen=True)
class History(Generic[S]):
    """Past steps, the present one, and steps undone that can be redone."""

    present: Step[S]
    """Where the session is now."""
    past: tuple[Step[S], ...] = ()
    """Earlier steps, oldest first."""
    future: tuple[Step[S], ...] = ()
    """Undone steps, the next redo first."""

    def push(self, step: Step[S]) -> History[S]:
        """Record a new step; a new action clears what could be redone."""
        past = (*self.past, self.present)[-LIMIT:]
        return History(step, past, ())

    @property
    def can_undo(self) -> bool:
        """Whether there is a step to undo (not past a barrier)."""
        return bool(self.past) and not self.present.barrier

    @property
    def can_redo(self) -> bool:
        """Whether an undone step waits to be redone."""
        return bool(self.future)

    def undo(self) -> History[S]:
        """Back one step; unchanged when nothing can be undone."""
        if not self.can_undo:
            return self
        return History(self.past[-1], self.past[:-1], (self.present, *self.future))

    def redo(self) -> History[S]:
        """Forward one undone step, exactly as it was."""
        if not self.future:
            return self
        return History(self.future[0], (*self.past, self.present), self.future[1:])
