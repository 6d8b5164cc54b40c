"""Acting on a session from a panel: a refusal becomes one sentence, never a traceback."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Mapping
from tkinter import ttk
from typing import TYPE_CHECKING, Any

from tabletop.core.errors import TabletopError, one_line
from tabletop.core.i18n import tr
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
        self, action: Mapping[str, Any], error_label: ttk.Label | None = None
    ) -> tuple[Event, ...] | None:
        """Apply one action; None (and the sentence shown) when the rules refuse it.

        The log names the side that acted, as the game's `side_of` says (the command line's
        `tabletop act` asks the same function).
        """
        side = self.session.game.side_of(self.session.state, action)
        try:
            events = self.session.act(dict(action), side=side)
        except TabletopError as exc:
            self.error(str(exc), error_label)
            return None
        if error_label is not None:
            error_label.configure(text="")
        if events:
            self.app.notify(sentence(events[-1].text))
        return events

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
