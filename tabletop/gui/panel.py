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

from tabletop.core.i18n import _, tr
from tabletop.gui.widgets.legal import LegalControls
from tabletop.gui.widgets.pages import Pages
from tabletop.session import Session, undoing

if TYPE_CHECKING:
    from tabletop.gui.shell import Shell


class GamePanel(ttk.Frame):
    """Base of every game's panel: what `SessionTab` calls, and nothing else."""

    PREFERRED_WIDTH: ClassVar[int] = 0
    """Pixels the panel would like beside the log (0: 60% of the tab)."""

    def preferred_width(self) -> int:
        """Pixels the panel would like beside the log now (0: 60% of the tab): a panel
        whose parts grow with the text size may ask for more at a larger one."""
        return self.PREFERRED_WIDTH

    def __init__(self, master: tk.Misc, session: Session, app: Shell, **frame: object) -> None:
        super().__init__(master, **frame)  # type: ignore[arg-type]
        self.session = session
        self.app = app
        self.controls = LegalControls(self, elsewhere=self.first_elsewhere)
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

    def first_elsewhere(self, control: tk.Misc, kind: str) -> str:
        """Where what is to be done before `kind` is taken, when `control` is greyed: the
        page (or pages) of this tab that take every other kind open at this step of the
        sequence of play, in a sentence; "" when one of those is in view (on the control's
        own page, or outside the pages) or the pages do not say (issue 33 item 5)."""
        book = self.page_area()
        sequence = self.session.game.sequence
        if not isinstance(book, Pages) or sequence is None:
            return ""
        state = self.session.state
        if sequence.ended(state) is not None:
            return ""
        first = [
            o.kind
            for o in sequence.step(state).opens
            if o.kind != kind and self.controls.is_open(o.kind)
        ]
        here = book.title_of(control)
        pages: set[str] = set()
        for other in first:
            titles = book.taking(other)
            if not titles or here in titles:
                return ""
            pages.update(titles)
        names = [tr(title) for title in book.titles() if title in pages]
        if len(names) == 1:
            return _("What is to be done first is on the {page} page.").format(page=names[0])
        if names:
            return _("What is to be done first is on these pages: {pages}.").format(
                pages=", ".join(names)
            )
        return ""

    def refresh(self) -> None:
        """Redraw from `session.state` (called after every change, undo and redo included)."""

    def undo_refusal(self) -> str:
        """Why the player may not undo now, in a sentence; "" when they may."""
        return undoing.undo_refusal(self.session)

    def undo(self) -> bool:
        """Undo as the Undo button does (`session/undoing.py`, as `act FILE undo`); False
        when there is nothing the player may undo."""
        return undoing.undo(self.session) > 0

    def redo(self) -> bool:
        """Redo the step just undone; False when there is none."""
        return undoing.redo(self.session) > 0


def make_panel(master: tk.Misc, session: Session, app: Shell) -> GamePanel:
    """The panel the game's registry listing names (`<module>.Panel`)."""
    from tabletop.games import find_listing

    module = importlib.import_module(find_listing(session.game.id).panel)
    panel_class = module.Panel
    if not (isinstance(panel_class, type) and issubclass(panel_class, GamePanel)):
        raise TypeError(f"{module.__name__}.Panel is not a GamePanel")
    return panel_class(master, session, app)
