"""One open session: its game panel, undo and redo, and the referee's log beside it."""

from __future__ import annotations

import tkinter as tk
from tkinter import ttk
from typing import TYPE_CHECKING

from tabletop.gui.panel import make_panel
from tabletop.gui.widgets.charts import ChartsView
from tabletop.gui.widgets.logview import LogView
from tabletop.session.session import Session

if TYPE_CHECKING:
    from tabletop.gui.app import App


LOG_WIDTH = 320
"""Pixels always left to the referee's log beside the panel."""

WRITE_POLL_MS = 50
"""How often the tab looks whether the autosave being written has finished."""


class SessionTab(ttk.Frame):
    """A tab holding one session; it redraws whenever the session changes."""

    def __init__(self, master: tk.Misc, session: Session, app: App) -> None:
        super().__init__(master, padding=6)
        self.session = session
        self.app = app
        self._write_check: str | None = None
        """The pending look at how the autosave being written went (after's id)."""

        bar = ttk.Frame(self)
        bar.pack(fill="x", pady=(0, 6))
        self.summary = tk.StringVar()
        ttk.Label(bar, text=session.game.title, style="Heading.TLabel").pack(side="left")
        self.undo_button = ttk.Button(bar, text="Undo", command=self.undo)
        self.undo_button.pack(side="left", padx=(16, 4))
        self.redo_button = ttk.Button(bar, text="Redo", command=self.redo)
        self.redo_button.pack(side="left")
        # Last, so a long summary is what gets cut when the window is narrow, never a button.
        ttk.Label(bar, textvariable=self.summary).pack(side="left", padx=16)

        panes = ttk.PanedWindow(self, orient="horizontal")
        panes.pack(fill="both", expand=True)
        self.panel = make_panel(panes, session, app)
        panes.add(self.panel, weight=3)
        # The log and the graphs share the right-hand pane, one tab each ("Graphs", not
        # "Charts": a wargame's charts are its printed tables, which panels show as such).
        self.side_book = ttk.Notebook(panes)
        self.log_view = LogView(self.side_book, session)
        self.side_book.add(self.log_view, text="Log")
        self.charts = ChartsView(self.side_book, session)
        self.side_book.add(self.charts, text="Graphs")
        panes.add(self.side_book, weight=2)
        panes.bind("<Configure>", self._fit_log, add="+")
        # A click hands its autosave to a writer thread and returns; the tab looks for how
        # the write went (session/writer.py), and closing the tab waits for it.
        session.write_in_background()
        session.subscribe(self._on_change)
        self._on_change(session)

    def _fit_log(self, _event: object = None) -> None:
        """Share the width once, when the tab is first laid out: the panel gets 60% (or the
        width it prefers), the log the rest but never under LOG_WIDTH."""
        panes = self.panel.master
        width = panes.winfo_width()
        if width > 400 and not getattr(self, "_fitted", False):
            self._fitted = True
            preferred = self.panel.PREFERRED_WIDTH
            wanted = min(max(preferred, int(width * 0.6)), width - LOG_WIDTH)
            panes.sashpos(0, wanted)  # type: ignore[attr-defined]

    def title(self) -> str:
        """The tab's caption: game id and file name."""
        path = self.session.autosave_path()
        return f"{self.session.game.id}: {path.stem}"

    def destroy(self) -> None:
        """Stop listening to the session, with its last autosave on disk, before the
        widgets go (closing the tab or the window)."""
        self.session.unsubscribe(self._on_change)
        if self._write_check is not None:
            self.after_cancel(self._write_check)
            self._write_check = None
        try:
            self.session.flush()
        finally:
            self.session.write_at_once()  # ends the writer's thread
            super().destroy()

    def _check_write(self) -> None:
        """Show the sentence of an autosave that failed once its write has finished."""
        self._write_check = None
        if not self.session.flush(wait=False):
            self._write_check = self.after(WRITE_POLL_MS, self._check_write)
        elif self.session.save_problem:
            self.app.notify(self.session.save_problem, error=True)

    def _on_change(self, session: Session) -> None:
        self.summary.set(session.summary())
        history = session.history
        self.undo_button.configure(state="normal" if history.can_undo else "disabled")
        self.redo_button.configure(state="normal" if history.can_redo else "disabled")
        if session.save_problem:
            self.app.notify(session.save_problem, error=True)
        self.panel.refresh()
        self.charts.refresh()
        if self._write_check is None and session.writer is not None and session.writer.untold:
            self._write_check = self.after(WRITE_POLL_MS, self._check_write)

    def undo(self) -> None:
        """Undo the last step, or say why not."""
        label = self.session.history.present.label
        # The panel decides how far back a player may go (the card game: to their own move).
        if not self.panel.undo():
            self.app.notify(
                "Nothing to undo here: a step that showed a hidden card or marker, or "
                "the other side's move, cannot be undone."
            )
        else:
            self.app.notify(f"Undone: {label}. {self.session.summary()}")

    def redo(self) -> None:
        """Redo the step just undone, with the same roll."""
        if not self.panel.redo():
            self.app.notify("Nothing to redo.")
        else:
            self.app.notify(f"Redone. {self.session.summary()}")
