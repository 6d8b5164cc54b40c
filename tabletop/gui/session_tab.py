"""One open session: its game panel, undo and redo, and the referee's log beside it."""

from __future__ import annotations

import tkinter as tk
from tkinter import ttk
from typing import TYPE_CHECKING

from tabletop.core.i18n import _, tr
from tabletop.gui import room
from tabletop.gui.panel import make_panel
from tabletop.gui.widgets.adopt_bar import AdoptBar
from tabletop.gui.widgets.charts import ChartsView
from tabletop.gui.widgets.history import HistoryView
from tabletop.gui.widgets.logview import LogView
from tabletop.gui.widgets.tooltip import Tooltip
from tabletop.session.session import Session

if TYPE_CHECKING:
    from tabletop.gui.shell import Window


LOG_WIDTH = 320
"""Pixels always left to the referee's log beside the panel."""

WRITE_POLL_MS = 50
"""How often the tab looks whether the autosave being written has finished."""

DISK_POLL_MS = 1000
"""How often the tab looks whether another program changed its save on disk."""


class SessionTab(ttk.Frame):
    """A tab holding one session; it redraws whenever the session changes."""

    def __init__(self, master: tk.Misc, session: Session, app: Window) -> None:
        super().__init__(master, padding=6)
        self.session = session
        self.app = app
        self._write_check: str | None = None
        """The pending look at how the autosave being written went (after's id)."""
        self._disk_check: str | None = self.after(DISK_POLL_MS, self._check_disk)
        """The pending look at the save on disk (after's id)."""
        self._disk_told = False

        bar = ttk.Frame(self)
        bar.pack(fill="x", pady=(0, 6))
        bar.columnconfigure(3, weight=1)
        self.summary = tk.StringVar()
        ttk.Label(bar, text=tr(session.game.title), style="Heading.TLabel").grid(
            row=0, column=0, sticky="w"
        )
        self.undo_button = ttk.Button(bar, text=_("Undo"), command=self.undo)
        self.undo_button.grid(row=0, column=1, padx=(16, 4))
        self.redo_button = ttk.Button(bar, text=_("Redo"), command=self.redo)
        self.redo_button.grid(row=0, column=2)
        self.tips = Tooltip(self)
        self.tips.attach(self.undo_button, lambda: self._undo_reason)
        self.tips.attach(self.redo_button, lambda: self._redo_reason)
        self._undo_reason = self._redo_reason = ""
        # The game now, in full: it wraps onto more lines rather than being cut.
        summary = ttk.Label(bar, textvariable=self.summary, justify="left")
        summary.grid(row=0, column=3, sticky="ew", padx=(16, 0))
        summary.bind("<Configure>", lambda e: summary.configure(wraplength=max(120, e.width)))

        # Shown only while the owner's printed data holds entries this game does not.
        self.adopt_bar = AdoptBar(self, session)
        self._fitted = False
        panes = self.panes = ttk.PanedWindow(self, orient="horizontal")
        panes.pack(fill="both", expand=True)
        self.panel = make_panel(panes, session, app)
        panes.add(self.panel, weight=3)
        # The log and the graphs share the right-hand pane, one tab each ("Graphs", not
        # "Charts": a wargame's charts are its printed tables, which panels show as such).
        self.side_book = ttk.Notebook(panes)
        self.log_view = LogView(self.side_book, session)
        self.side_book.add(self.log_view, text=_("Log"))
        self.history_view = HistoryView(self.side_book, session)
        self.side_book.add(self.history_view, text=_("History"))
        self.charts = ChartsView(self.side_book, session)
        self.side_book.add(self.charts, text=_("Graphs"))
        self.log_shown = True
        """Whether the log is beside the game (View > Hide the log gives its width to it)."""
        self.show_log(not app.settings.log_hidden)
        panes.bind("<Configure>", self._fit_log, add="+")
        self.tracks_folded: bool | None = None
        """Whether the tracks above the pages are folded (None until first laid out)."""
        self.fold_tracks(room.folded(app))
        # A click hands its autosave to a writer thread and returns; the tab looks for how
        # the write went (session/writer.py), and closing the tab waits for it.
        session.write_in_background()
        session.subscribe(self._on_change)
        self._on_change(session)

    def _fit_log(self, _event: object = None) -> None:
        """Share the width once, when the tab is first laid out: as the player last left it,
        else the panel gets 60% (or the width it prefers); the log never under LOG_WIDTH."""
        panes = self.panes
        width = panes.winfo_width()
        if width > 400 and not self._fitted and self.log_shown:
            self._fitted = True
            share = self.app.settings.log_share
            preferred = self.panel.preferred_width()
            wanted = int(width * (1 - share)) if share else max(preferred, int(width * 0.6))
            panes.sashpos(0, max(200, min(wanted, width - LOG_WIDTH)))

    def fold_tracks(self, folded: bool) -> None:
        """Fold the tracks above the game's pages to one line each, or show them in full."""
        if folded == self.tracks_folded:
            return
        self.tracks_folded = folded
        for widget in room.foldables(self.panel, self.panel.page_area()):
            widget.fold(folded)

    def show_log(self, shown: bool) -> None:
        """Show the log beside the game, or give its width to the game."""
        there = len(self.panes.panes()) == 2
        self.log_shown = shown
        if shown and not there:
            self.panes.add(self.side_book, weight=2)
            self._fitted = False  # the width shared again, as the player last left it
            self._fit_log()
        elif not shown and there:
            self.panes.forget(self.side_book)

    def log_share(self) -> float:
        """The part of the tab's width the log has now (0 before the tab is laid out)."""
        width = self.panes.winfo_width()
        if not self.log_shown or not self._fitted or width <= 400:
            return 0.0
        sash = int(self.panes.sashpos(0))
        return round(min(0.8, max(0.0, 1 - sash / width)), 3)

    def title(self) -> str:
        """The tab's caption: the game in a word or two and the session's name (the one the
        player gave it, else its file's name once the player saved it, else when it was
        begun: an autosave's file name is the app's, not the player's)."""
        import re

        from tabletop.games import find_listing
        from tabletop.gui.opentabs import name_of

        short = tr(find_listing(self.session.game.id).short)
        named = name_of(self.session.autosave_path())
        if named:
            return f"{short} · {named}"
        path = self.session.path
        if path is not None and not re.search(r"-\d{8}T\d{6}-[0-9a-f]{8}(-\d+)?$", path.stem):
            return f"{short} · {path.stem}"  # not the app's own autosave name (game, time, tag)
        begun = self.session.created[11:16] if len(self.session.created) >= 16 else ""
        return _("{game} · new game {begun}").format(game=short, begun=begun).rstrip()

    def destroy(self) -> None:
        """Stop listening to the session, with its last autosave on disk, before the
        widgets go (closing the tab or the window)."""
        self.session.unsubscribe(self._on_change)
        for pending in (self._write_check, self._disk_check):
            if pending is not None:
                self.after_cancel(pending)
        self._write_check = self._disk_check = None
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
            self.app.save_failed(self.session.save_problem)

    def _check_disk(self) -> None:
        """Once another program changed the save on disk, say so and offer to reload it
        (its next autosave would be refused: savefile.SaveChanged)."""
        self._disk_check = self.after(DISK_POLL_MS, self._check_disk)
        if self._disk_told or self.session.writer is None or self.session.writer.busy:
            return
        if self.session.changed_on_disk():
            self._disk_told = True
            self.app.disk_changed(self)

    def _on_change(self, session: Session) -> None:
        # What the message line said was about the game before this change: it no longer
        # holds (the change's own sentence, if it has one, comes right after).
        if self.app.current_tab() is self:
            self.app.notify("")
        self.summary.set(tr(session.summary()))
        self.show_adopt()
        self.follow_undo()
        if session.save_problem:
            self.app.save_failed(session.save_problem)
        self.panel.controls.learn(session.legal_actions())
        self.panel.refresh()
        self.panel.controls.refresh()
        self.charts.refresh()
        if self._write_check is None and session.writer is not None and session.writer.untold:
            self._write_check = self.after(WRITE_POLL_MS, self._check_write)

    def show_adopt(self) -> None:
        """Show the offer to adopt the owner's new printed data, or hide it when there is none."""
        if self.adopt_bar.refresh():
            self.adopt_bar.pack(fill="x", pady=(0, 6), before=self.panes)
        else:
            self.adopt_bar.pack_forget()

    def follow_undo(self) -> None:
        """Undo and Redo enabled as the panel allows, the reason as a tooltip when not; the
        Edit menu follows when this tab is in front."""
        self._undo_reason = self.panel.undo_refusal()
        self._redo_reason = "" if self.session.history.can_redo else _("Nothing undone to redo.")
        self.undo_button.configure(state="disabled" if self._undo_reason else "normal")
        self.redo_button.configure(state="disabled" if self._redo_reason else "normal")
        if self.app.current_tab() is self:
            self.app.menus.follow_undo(not self._undo_reason, not self._redo_reason)

    def undo(self) -> None:
        """Undo the last step, or say why not."""
        label = self.session.history.present.label
        # The panel decides how far back a player may go (the card game: to their own move).
        refusal = self.panel.undo_refusal()
        if refusal or not self.panel.undo():
            self.app.notify(refusal or _("Nothing to undo."))
        else:
            self.app.notify(
                _("Undone: {step}. {summary}").format(
                    step=tr(label), summary=tr(self.session.summary())
                )
            )

    def redo(self) -> None:
        """Redo the step just undone, with the same roll."""
        if not self.panel.redo():
            self.app.notify(_("Nothing to redo."))
        else:
            self.app.notify(_("Redone. {summary}").format(summary=tr(self.session.summary())))
