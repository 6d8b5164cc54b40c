"""The declared contract between a session's tab and its game's panel.

The tab builds the panel named by the game's registry listing, redraws it after every change
of the session, and routes Undo and Redo through it (a game may narrow undo: the card game
never steps back over a hidden card).
"""

from __future__ import annotations

import importlib
import tkinter as tk
from tkinter import ttk
from typing import TYPE_CHECKING, ClassVar

from tabletop.core.i18n import _
from tabletop.gui.widgets.history import CANNOT_UNDO
from tabletop.gui.widgets.legal import LegalControls
from tabletop.session import Session

if TYPE_CHECKING:
    from tabletop.gui.shell import Shell


class GamePanel(ttk.Frame):
    """Base of every game's panel: what `SessionTab` calls, and nothing else."""

    PREFERRED_WIDTH: ClassVar[int] = 0
    """Pixels the panel would like beside the log (0: 60% of the tab)."""

    def __init__(self, master: tk.Misc, session: Session, app: Shell, **frame: object) -> None:
        super().__init__(master, **frame)  # type: ignore[arg-type]
        self.session = session
        self.app = app
        self.controls = LegalControls(self)
        """The panel's buttons that take an action kind, enabled from the rules' legal
        actions after every change (the session tab refreshes them)."""

    def page_area(self) -> tk.Misc:
        """The part of the panel where its pages show (the notebook of Combat, Rally, ...),
        under the tracks that are always in view: a panel's `book`, or the `scroll` its
        whole body scrolls in, else the panel itself."""
        for name in ("book", "scroll"):
            area = getattr(self, name, None)
            if isinstance(area, tk.Misc):
                return area
        return self

    def refresh(self) -> None:
        """Redraw from `session.state` (called after every change, undo and redo included)."""

    def undo_refusal(self) -> str:
        """Why the player may not undo now, in a sentence; "" when they may."""
        history = self.session.history
        if history.can_undo:
            return ""
        if history.past:
            return _("The last step {why}").format(why=_(CANNOT_UNDO))
        return _("Nothing to undo yet.")

    def undo(self) -> bool:
        """Undo one step; False when there is nothing the player may undo."""
        return self.session.undo()

    def redo(self) -> bool:
        """Redo the step just undone; False when there is none."""
        return self.session.redo()


def make_panel(master: tk.Misc, session: Session, app: Shell) -> GamePanel:
    """The panel the game's registry listing names (`<module>.Panel`)."""
    from tabletop.games import find_listing

    module = importlib.import_module(find_listing(session.game.id).panel)
    panel_class = module.Panel
    if not (isinstance(panel_class, type) and issubclass(panel_class, GamePanel)):
        raise TypeError(f"{module.__name__}.Panel is not a GamePanel")
    return panel_class(master, session, app)
