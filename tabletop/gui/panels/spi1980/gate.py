"""Controls enabled from the game's legal actions, with the reason in a tooltip when closed.

A button that looks pressable must do what it says: the rules' `legal_actions` decide, in
one place, and a greyed control tells the player why when the pointer rests on it [3.0].
"""

from __future__ import annotations

import tkinter as tk
from tkinter import ttk

from tabletop.gui.widgets.actor import sentence
from tabletop.gui.widgets.rollbox import RollBox
from tabletop.gui.widgets.tooltip import Tooltip
from tabletop.session.session import Session


def closed(session: Session, kind: str) -> str:
    """Why the rules close this kind of action now, as a sentence ("" when it is open)."""
    for legal in session.legal_actions():
        if legal.kind == kind:
            return "" if legal.open else sentence(legal.why)
    return f"No action {kind!r} in this game."


class Gate:
    """Greys the controls the rules close and keeps each one's reason for its tooltip."""

    def __init__(self, owner: tk.Misc) -> None:
        self.tooltip = Tooltip(owner)
        self._why: dict[str, str] = {}

    def _watch(self, widget: tk.Misc) -> None:
        key = str(widget)
        if key not in self._why:
            self.tooltip.attach(widget, lambda: self._why.get(key, ""))

    def set(self, widget: ttk.Widget, why: str) -> None:
        """Enable `widget` when `why` is empty, else grey it with `why` as its tooltip."""
        self._watch(widget)
        self._why[str(widget)] = why
        widget.state(["disabled"] if why else ["!disabled"])

    def roll_box(self, box: RollBox, why: str) -> None:
        """Close a roll box's Roll, typed roll and Use button when `why` says so; when open,
        leave the buttons as the box's own odds left them (inputs missing keep them grey,
        with the box's red sentence saying what is missing)."""
        for widget in (box.roll_button, box.use_typed_button, box.typed_entry):
            self._watch(widget)
            self._why[str(widget)] = why
        if why:
            for widget in (box.roll_button, box.use_typed_button, box.typed_entry):
                widget.state(["disabled"])
        else:
            box.typed_entry.state(["!disabled"])

    def why(self, widget: tk.Misc) -> str:
        """The reason shown on `widget`'s tooltip ("" when it is open)."""
        return self._why.get(str(widget), "")
