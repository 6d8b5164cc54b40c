"""A roll a resolver form shows while its step is in the game: Undo past the roll blanks the
form's result (a result no longer in the game is not left on the page to be acted on), Redo
shows it again."""

from __future__ import annotations

from tabletop.games.base import Resolution
from tabletop.gui.widgets.resolver import ResolverView
from tabletop.session.session import Session


def live(session: Session, step: object) -> bool:
    """Whether the history step `step` is still in the game: not undone, nor dropped."""
    history = session.history
    return step is history.present or any(s is step for s in history.past)


class RollShown:
    """The last roll of one resolver form and the history step it made."""

    def __init__(self, view: ResolverView, session: Session) -> None:
        self.view, self.session = view, session
        self.step: object = None
        self.resolution: Resolution | None = None

    def rolled(self, resolution: Resolution) -> None:
        """The form rolled: remember the step (the present one, just made)."""
        self.step, self.resolution = self.session.history.present, resolution

    def recall(self, step: object, resolution: Resolution) -> None:
        """A roll read again from the log (a save reopened) and the step it made."""
        self.step, self.resolution = step, resolution

    @property
    def current(self) -> Resolution | None:
        """The roll shown, while its step is in the game."""
        return self.resolution if self.resolution and live(self.session, self.step) else None

    def show(self) -> None:
        """The form's result as the game now has it: blank once its roll is undone."""
        if self.current is not None:
            self.view.show_resolution(self.current)
        elif self.resolution is not None:
            for label in (self.view.result_label, self.view.cause_label, self.view.case_label):
                label.configure(text="")
