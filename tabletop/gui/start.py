"""The start page: a new session of any game, open a save, or pick a recent one."""

from __future__ import annotations

import tkinter as tk
from functools import partial
from pathlib import Path
from tkinter import ttk

from tabletop.core.recent import recent_saves
from tabletop.games import GAMES

TYPE_CHECKING = False  # not typing's: the window imports no `typing` before it is drawn
if TYPE_CHECKING:
    from tabletop.gui.app import App


class StartPage(ttk.Frame):
    """What the window shows first."""

    def __init__(self, master: tk.Misc, app: App) -> None:
        super().__init__(master, padding=24)
        self.app = app
        ttk.Label(self, text="Austerlitz Tabletop", style="AppTitle.TLabel").pack(anchor="w")
        ttk.Label(
            self,
            text="2 December 1805. Pick a game to start a new session, or carry "
            "on with a saved one.",
        ).pack(anchor="w", pady=(2, 18))

        games = ttk.LabelFrame(self, text="New session", padding=12)
        games.pack(fill="x")
        self.new_buttons: dict[str, ttk.Button] = {}
        for row, listing in enumerate(GAMES.values()):
            button = ttk.Button(
                games,
                text=f"New: {listing.title}",
                width=44,
                command=partial(app.new_session, listing.id),
            )
            button.grid(row=row, column=0, sticky="w", pady=2)
            ttk.Label(games, text=f"rulebook {listing.rulebook}", style="Dim.TLabel").grid(
                row=row, column=1, sticky="w", padx=12
            )
            self.new_buttons[listing.id] = button

        saved = ttk.LabelFrame(self, text="Saved sessions", padding=12)
        saved.pack(fill="both", expand=True, pady=(18, 0))
        ttk.Button(saved, text="Open a save…  (Ctrl+O)", command=app.open_dialog).pack(anchor="w")
        ttk.Label(saved, text="Recent:").pack(anchor="w", pady=(10, 2))
        self.recent = tk.Listbox(saved, height=8, activestyle="dotbox")
        self.recent.pack(fill="both", expand=True)
        self.recent.bind("<Double-Button-1>", lambda _e: self.open_selected())
        self.recent.bind("<Return>", lambda _e: self.open_selected())
        self._paths: list[Path] = []
        self.recent.insert("end", "(reading…)")
        # The list fills in just after the window is first drawn: finding the user's data
        # folder is the slowest part of start-up and the rest of the page does not need it.
        self.after(30, self.refresh)

    def refresh(self) -> None:
        """Re-read the recent saves."""
        self._paths = recent_saves()
        self.recent.delete(0, "end")
        for path in self._paths:
            self.recent.insert("end", f"{path.name}    ({path.parent})")
        if not self._paths:
            self.recent.insert("end", "(none yet)")

    def open_selected(self) -> None:
        """Open the recent save that is selected."""
        picked = self.recent.curselection()
        if picked and picked[0] < len(self._paths):
            self.app.open_path(self._paths[picked[0]])
