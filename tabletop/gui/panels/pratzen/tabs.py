"""The page tabs' short titles, and what each page holds, said in a tooltip over its tab: the
seven titles in full need more room than a laptop gives the panel."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Mapping
from tkinter import ttk

from tabletop.core.i18n import N_, _
from tabletop.gui.widgets.tooltip import Tooltip

TIPS = {
    "Set-up": N_("Set-up: enter the scenario from your Playbook, save or load it as a file."),
    "Fire": N_("Engagement and fire: the Engagement, Fire Control, artillery and musketry rolls."),
    "Combat": N_(
        "Close combat: add up the stacks, roll on the Odds and Results Tables, move the "
        "loser's Defeated Flags marker."
    ),
    "Units": N_("Units and losses: the roster, hits, cohesion, rally and leader casualties."),
    "Reinforcements": N_("Reinforcements: the groups due and the Reinforcement Table roll."),
    "Events": N_("Events: the optional Event deck and the cards held."),
    "Charts": N_("Charts: the printed tables, with their odds."),
}
"""Each tab's title and the page it opens, in a sentence."""


class TabTips:
    """A tooltip over each tab of `book` while the pointer rests on it."""

    def __init__(self, book: ttk.Notebook, tips: Mapping[str, str] = TIPS) -> None:
        self.book = book
        self.tips = tips
        self.tooltip = Tooltip(book)
        self.over = ""
        book.bind("<Motion>", self._moved, add="+")
        book.bind("<Leave>", lambda e: self._left(), add="+")

    def tip_at(self, x: int, y: int) -> str:
        """The tooltip of the tab at (x, y) in the notebook ("" when not over a tab)."""
        found = str(self.book.tk.call(str(self.book), "identify", "tab", x, y))
        if not found:
            return ""
        title = str(self.book.tab(int(found), "text"))
        for key, tip in self.tips.items():
            if title in (key, _(key)):  # the tab shows its title as printed or translated
                return _(tip)
        return title

    def _moved(self, event: tk.Event[ttk.Notebook]) -> None:
        tip = self.tip_at(event.x, event.y)
        if tip != self.over:
            self.over = tip
            self.tooltip.show(tip, event.x_root, event.y_root)

    def _left(self) -> None:
        self.over = ""
        self.tooltip.hide()
