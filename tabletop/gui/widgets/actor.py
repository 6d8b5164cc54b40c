"""Acting on a session from a panel: a refusal becomes one sentence, never a traceback."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Mapping
from fractions import Fraction
from tkinter import ttk
from typing import TYPE_CHECKING, Any

from tabletop.core.errors import TabletopError, one_line
from tabletop.core.i18n import tr
from tabletop.games.actions import GameAction, action_data, make_action
from tabletop.games.base import Event
from tabletop.session import Session

if TYPE_CHECKING:
    from tabletop.gui.shell import Shell


def sentence(message: object) -> str:
    """An engine message as a sentence, in the reader's language: one line, capital first
    letter."""
    shown = message if isinstance(message, BaseException) else tr(message)
    text = one_line(shown).strip()
    return text[:1].upper() + text[1:] if text else text


class Actor:
    """Dispatches actions to the session; a refusal becomes one red sentence, never a trace."""

    def __init__(self, session: Session, app: Shell) -> None:
        self.session = session
        self.app = app

    def act(
        self,
        action: GameAction | Mapping[str, Any],
        error_label: ttk.Label | None = None,
        label: str | None = None,
    ) -> tuple[Event, ...] | None:
        """Apply one action (a panel gives the game's typed action: `Fire(unit=...)`); None
        (and the sentence shown) when the rules refuse it.

        The log names the side that acted, as the game's `side_of` says (the command line's
        `tabletop act` asks the same function). `label` names the step in the History and
        on Undo (the kind's name when left out).
        """
        data = action_data(action) if isinstance(action, GameAction) else dict(action)
        side = self.session.game.side_of(self.session.state, data)
        try:
            events = self.session.act(
                action if isinstance(action, GameAction) else data, side=side, label=label
            )
        except TabletopError as exc:
            self.error(str(exc), error_label)
            return None
        if error_label is not None:
            error_label.configure(text="")
        if events:
            self.app.notify(sentence(events[-1].text))
        return events

    def take(
        self, kind: type[GameAction], error_label: ttk.Label | None = None, **fields: Any
    ) -> tuple[Event, ...] | None:
        """Build the game's action of class `kind` from a form's values and apply it: a value
        its schema refuses (out of range, not a choice) is shown as the rules' refusal is,
        never raised into Tk."""
        try:
            action = make_action(kind, **fields)
        except TabletopError as exc:
            self.error(str(exc), error_label)
            return None
        return self.act(action, error_label)

    def odds(self, kind: type[GameAction], **fields: Any) -> Mapping[str, Fraction]:
        """The chance of each result of the action a form describes, before its roll: the
        action's own odds on the state now (a RollBox shows them). TabletopError (the rules'
        sentence) when a field is missing or refused; the RollBox greys its bars with it."""
        return self.session.odds(make_action(kind, **fields))

    def error(self, message: str, error_label: ttk.Label | None = None) -> None:
        """Show a refusal in the status bar and, if given, in a red label beside the form."""
        text = sentence(message)
        self.app.notify(text, error=True)
        if error_label is not None:
            error_label.configure(text=text)


def section(master: tk.Misc, title: str) -> ttk.LabelFrame:
    """A titled group of widgets, packed full width (a title marked `N_` shown translated)."""
    frame = ttk.LabelFrame(master, text=tr(title), padding=6)
    frame.pack(fill="x", pady=(0, 8))
    return frame
