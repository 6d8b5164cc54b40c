"""The Play page: the set-up form, then the question of an attack in progress (or the
standard actions), the commands and the Mist."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from tkinter import ttk

from tabletop.games.base import Legal
from tabletop.games.tonnerre.state import OVER, SETUP, TonnerreState
from tabletop.gui.panels.tonnerre.answers import AnswerView
from tabletop.gui.panels.tonnerre.commands import CommandsView
from tabletop.gui.panels.tonnerre.mist import MistView
from tabletop.gui.panels.tonnerre.printed import Kept, UnitCounts
from tabletop.gui.panels.tonnerre.standard import StandardView, Take
from tabletop.gui.widgets.actor import Actor


class PlayPage(ttk.Frame):
    """What the game waits for now, the commands and the Mist, one under the other."""

    def __init__(
        self,
        master: tk.Misc,
        take: Take,
        start: Callable[[list[int]], bool],
        kept: Kept,
        actor: Actor,
    ) -> None:
        super().__init__(master)
        self.setup = UnitCounts(self, start, kept)
        self.answer = AnswerView(self, take, actor)
        self.standard = StandardView(self, take, actor)
        self.commands = CommandsView(self, take)
        self.mist = MistView(self)

    def show(self, state: TonnerreState, legal: dict[str, Legal]) -> None:
        """Show the views the state calls for."""
        for frame in (self.setup, self.answer, self.standard, self.commands, self.mist):
            frame.pack_forget()
        if state.phase == SETUP:
            self.setup.pack(fill="x", pady=(0, 6))
        elif state.waiting is not None:
            self.answer.show(state, legal)
            self.answer.pack(fill="x", pady=(0, 6))
        elif state.phase != OVER:
            self.standard.show(state, legal)
            self.standard.pack(fill="x", pady=(0, 6))
        self.commands.show(state)
        self.commands.pack(fill="x", pady=(0, 6))
        self.mist.show(state)
        self.mist.pack(fill="x")
