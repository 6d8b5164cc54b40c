"""Controls enabled from the game's legal actions, written once for every panel.

A button that looks possible must be possible: each control bound here is greyed whenever the
rules close its action kind (`legal_actions`), and its tooltip then gives the rules' own
sentence why ("that belongs to the Allied Combat Phase; it is now the Allied Rally Phase.").
The session tab refreshes every panel's controls after each change, so no panel decides it
again on its own. A control may have a reason of its own besides (a form not filled in yet):
`also` says it, and the control is enabled only when neither closes it.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Iterable, Mapping
from tkinter import ttk

from tabletop.games.base import Legal
from tabletop.gui.widgets.tooltip import Tooltip


class LegalControls:
    """The controls of one panel and the action kinds they take."""

    def __init__(self, owner: tk.Misc) -> None:
        self._tips = Tooltip(owner)
        self._bound: list[tuple[ttk.Widget, str, Callable[[], str] | None]] = []
        self._why: dict[int, str] = {}
        self._closed: dict[str, str] = {}
        self._listeners: list[Callable[[], object]] = []

    def bind(self, control: ttk.Widget, kind: str, also: Callable[[], str] | None = None) -> None:
        """Enable `control` only while `kind` is open (and `also()` says nothing against it);
        when it is greyed, its tooltip says why."""
        self._bound.append((control, kind, also))
        self._tips.attach(control, lambda: self._why.get(id(control), ""))
        self._set(control, kind, also)

    def listen(self, redraw: Callable[[], object]) -> None:
        """Call `redraw` after each refresh (a widget that enables its controls itself, from
        `reason`, as a resolver does from its inputs)."""
        self._listeners.append(redraw)

    def reason(self, kind: str) -> str:
        """Why `kind` is closed now; "" when open or not a kind the rules list."""
        return self._closed.get(kind, "")

    def refresh(self, legal: Iterable[Legal]) -> None:
        """Take the rules' answer after a change and set every bound control by it."""
        self._closed = {item.kind: _sentence(item.why) for item in legal if not item.open}
        alive = []
        for control, kind, also in self._bound:
            if control.winfo_exists():
                self._set(control, kind, also)
                alive.append((control, kind, also))
        self._bound = alive
        for redraw in self._listeners:
            redraw()

    def _set(self, control: ttk.Widget, kind: str, also: Callable[[], str] | None) -> None:
        why = self.reason(kind) or (also() if also is not None else "")
        self._why[id(control)] = why
        control.state(["disabled"] if why else ["!disabled"])


def _sentence(why: str) -> str:
    text = why.strip() or "The rules do not allow it now."
    return text[:1].upper() + text[1:]


def closed_reasons(legal: Iterable[Legal]) -> Mapping[str, str]:
    """Each closed kind and its sentence (for a panel that shows reasons beside a form)."""
    return {item.kind: _sentence(item.why) for item in legal if not item.open}


def controls_of(widget: tk.Misc) -> LegalControls | None:
    """The legal controls of the panel `widget` sits in, if it sits in one."""
    holder: tk.Misc | None = widget
    while holder is not None:
        controls = getattr(holder, "controls", None)
        if isinstance(controls, LegalControls):
            return controls
        holder = holder.master
    return None
