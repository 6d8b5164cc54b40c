"""Odds first, then Roll or a typed roll of real dice: the one roll row every panel uses."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Mapping
from fractions import Fraction
from tkinter import ttk

from tabletop.core.errors import TabletopError
from tabletop.core.i18n import N_, _
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import sentence
from tabletop.gui.widgets.odds import OddsBars

BAR_WIDTH = 180
"""Pixels of a 100% odds bar."""
NAME_WIDTH = 190
"""Pixels left of the bars for the outcome names."""


class RollBox(ttk.Frame):
    """Odds first, then Roll (the session's dice) or a typed roll of real dice.

    `odds` returns the outcomes' exact chances for the inputs now on screen (or raises a
    TabletopError saying what is missing); `roll` dispatches the engine action with the typed
    roll, or None for the session's dice, and returns False when it was refused.
    """

    def __init__(
        self,
        master: tk.Misc,
        dice: str,
        odds: Callable[[], Mapping[str, Fraction]],
        roll: Callable[[str | None], bool],
        *,
        verb: str = N_("Roll"),
        show_bars: bool = True,
        label_width: int = NAME_WIDTH,
        bar_width: int = BAR_WIDTH,
    ) -> None:
        super().__init__(master)
        self.dice = dice
        self._odds = odds
        self._roll = roll
        self.bars = OddsBars(self, label_width=label_width, bar_width=bar_width)
        if show_bars:
            self.bars.pack(anchor="w", pady=(2, 4))
        row = ttk.Frame(self)
        row.pack(anchor="w")
        self.roll_button = ttk.Button(row, text=f"{_(verb)} {dice}", command=self.roll)
        self.roll_button.pack(side="left")
        ttk.Label(row, text=_("  or type real dice:"), style="Body.TLabel").pack(side="left")
        self.typed_entry = ttk.Entry(row, width=4, font=style.body(self))
        self.typed_entry.pack(side="left", padx=4)
        self.typed_entry.bind("<Return>", lambda e: self.use_typed())
        self.use_typed_button = ttk.Button(row, text=_("Use this roll"), command=self.use_typed)
        self.use_typed_button.pack(side="left")
        self.error_label = ttk.Label(self, style="Error.TLabel", wraplength=600, justify="left")
        self.error_label.pack(anchor="w")

    def update_odds(self) -> bool:
        """Redraw the bars; False (bars greyed, reason in red) when the inputs are not ready."""
        try:
            odds = self._odds()
        except TabletopError as exc:
            self.bars.grey()
            self.error_label.configure(text=sentence(exc))
            self._enable(False)
            return False
        self.bars.show(odds)
        self.error_label.configure(text="")
        self._enable(True)
        return True

    def _enable(self, on: bool) -> None:
        flag = ["!disabled"] if on else ["disabled"]
        self.roll_button.state(flag)
        self.use_typed_button.state(flag)

    def roll(self) -> bool:
        """Throw the session's dice."""
        return self._roll(None)

    def use_typed(self) -> bool:
        """Use the roll typed in; an empty box is refused with a sentence."""
        text = self.typed_entry.get().strip()
        if not text:
            self.error_label.configure(
                text=_("Type the total the {dice} showed first.").format(dice=self.dice)
            )
            return False
        done = self._roll(text)
        if done:
            self.typed_entry.delete(0, "end")
        return done
