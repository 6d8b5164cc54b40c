"""The card game's result, where the moves and the hand were: who won (the player or the
bot, in a solo game), why, the last turn and both morales, and New game with the same
choices in one click."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from tkinter import ttk

from tabletop.core.i18n import _, tr
from tabletop.games.cardgame import State
from tabletop.games.cardgame.plays import result_said
from tabletop.games.cardgame.state import SIDE_NAMES
from tabletop.gui.panels.cardgame.board import COLOURS
from tabletop.gui.panels.cardgame.setup import Players
from tabletop.gui.widgets import style
from tabletop.gui.widgets.wrap import wrapping


class ResultView(ttk.Frame):
    """The battle's end: a title in the winner's colour, the reason, and New game."""

    def __init__(self, master: tk.Misc, again: Callable[[], object]) -> None:
        super().__init__(master, padding=8)
        self.title = ttk.Label(self, style="Result.TLabel")
        self.title.pack(anchor="w")
        self.reason = ttk.Label(self, style="Body.TLabel", wraplength=700)
        self.reason.pack(fill="x", pady=(2, 8))
        wrapping(self.reason)
        self.again_button = ttk.Button(self, text=_("New game"), command=again)
        self.again_button.pack(anchor="w", ipadx=8, ipady=4)

    def show(self, state: State, players: Players) -> None:
        """Say how the battle in `state` ended, to the players at the table."""
        result = state.result
        assert result is not None
        who = result.winner
        if who is None:
            title = _("Drawn battle")
        elif not players.solo:
            title = _("{side} wins").format(side=_(SIDE_NAMES[who]))
        elif who is players.human:
            title = _("{side} wins — you win!").format(side=_(SIDE_NAMES[who]))
        else:
            title = _("{side} wins — the bot wins").format(side=_(SIDE_NAMES[who]))
        self.title.configure(text=title, foreground=COLOURS[who] if who is not None else style.INK)
        self.reason.configure(
            text=_(
                "{reason} Turn {turn}; morale Napoleon {napoleon}, Coalition {coalition}. New "
                "game starts one with the same choices (change them with New game… above)."
            ).format(
                reason=tr(result_said(state)),
                turn=state.turn,
                napoleon=state.napoleon_morale,
                coalition=state.coalition_morale,
            )
        )
