"""The hand-over screen of a two-player game at one screen.

Whenever the player to move changes, the panel hides both hands behind this screen: it names
who must take the seat and shows nothing of either hand until that player presses
"I am <side>, show my hand".
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from tkinter import ttk

from tabletop.core.i18n import _
from tabletop.games.cardgame import Side
from tabletop.games.cardgame.state import OTHER, SIDE_NAMES
from tabletop.gui.panels.cardgame.board import COLOURS
from tabletop.gui.widgets import style
from tabletop.gui.widgets.wrap import wrapping


class Handover(tk.Frame):
    """ "Pass the screen to X", and the button X presses once seated."""

    def __init__(self, master: tk.Misc, on_confirm: Callable[[Side], None]) -> None:
        super().__init__(master, background=style.CARD_BACK, padx=24, pady=18)
        self.on_confirm = on_confirm
        self.side: Side | None = None
        self.heading = tk.Label(
            self, font=style.big(self), background=style.CARD_BACK, foreground="white"
        )
        self.heading.pack(anchor="w")
        self.detail = tk.Label(
            self,
            font=style.body(self),
            background=style.CARD_BACK,
            foreground="#f3e6c8",
            justify="left",
            anchor="w",
            wraplength=640,
        )
        self.detail.pack(fill="x", pady=(6, 12))
        wrapping(self.detail)
        self.button = ttk.Button(self, command=self.confirm)
        self.button.pack(anchor="w", ipadx=10, ipady=6)

    def show(self, side: Side, why: str) -> None:
        """Ask for `side` at the screen; `why` says what it must do (defend, discard, ...)."""
        self.side = side
        name = _(SIDE_NAMES[side])
        self.heading.configure(
            text=_("Pass the screen to {side}").format(side=name), foreground="white"
        )
        away = _(
            "{other}, please look away: {side}'s hand is shown once the button is pressed."
        ).format(other=_(SIDE_NAMES[OTHER[side]]), side=name)
        self.detail.configure(text=f"{why}\n{away}")
        self.button.configure(text=_("I am {side}, show my hand").format(side=name))
        self.configure(highlightthickness=4, highlightbackground=COLOURS[side])

    def confirm(self) -> None:
        """The named player is at the screen."""
        if self.side is not None:
            self.on_confirm(self.side)
