"""The panel of the test-only game "fake" (tests/support/fake_game.py): the turn, and a roll on
every printed table of its boards/fake.toml."""

from __future__ import annotations

import tkinter as tk
from tkinter import ttk
from typing import TYPE_CHECKING

from tabletop.core.data import load_board
from tabletop.core.errors import TabletopError
from tabletop.games.table_resolver import PREFIX
from tabletop.gui.panel import GamePanel
from tabletop.gui.widgets.resolver import ResolverView
from tabletop.session.session import Session

if TYPE_CHECKING:
    from tabletop.gui.shell import Shell


class Panel(GamePanel):
    """Turn, notes and rolls for any game."""

    def __init__(self, master: tk.Misc, session: Session, app: Shell) -> None:
        super().__init__(master, session, app, padding=6)
        self.turn = tk.StringVar()
        top = ttk.Frame(self)
        top.pack(fill="x")
        ttk.Label(top, textvariable=self.turn, style="Big.TLabel").pack(side="left")
        if hasattr(session.state, "turn"):
            self.next_button = ttk.Button(top, text="Next turn", command=self.next_turn)
            self.next_button.pack(side="left", padx=12)

        names = list(session.game.resolvers)
        names += [PREFIX + t for t in load_board(session.game.id).tables]
        self.resolvers: dict[str, ResolverView] = {}
        if names:
            book = ttk.Notebook(self)
            book.pack(fill="both", expand=True, pady=(8, 0))
            for name in names:
                view = ResolverView(book, session, name)
                book.add(view, text=session.resolver(name).title[:28])
                self.resolvers[name] = view
        else:
            ttk.Label(
                self,
                text="This game's printed tables are not transcribed yet: the app "
                "keeps the turn and your notes, and logs every change.",
                wraplength=560,
                style="Dim.TLabel",
            ).pack(anchor="w", pady=(12, 4))
        self.refresh()

    def refresh(self) -> None:
        """Redraw from the session state."""
        self.turn.set(self.session.summary())

    def next_turn(self) -> None:
        """Advance the game-turn."""
        try:
            self.session.act({"kind": "next_turn"})
        except TabletopError as exc:
            self.app.notify(str(exc), error=True)
