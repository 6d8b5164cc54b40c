"""Controls enabled from the game's legal actions, written once for every panel.

A button that looks possible must be possible: each control bound here is greyed whenever the
rules close its action kind (`legal_actions`), and its tooltip then gives the rules' own
sentence why ("that belongs to the Allied Combat Phase; it is now the Allied Rally Phase.").
The session tab refreshes every panel's controls after each change, so no panel decides it
again on its own. A control may have a reason of its own besides (a form not filled in yet):
`also` says it, and the control is enabled only when neither closes it.

When what is to be done first is taken on another page of the tab, the greyed control's
sentence says which (`elsewhere`, from the panel: gui/panel.py), so a player knows which
tab to open.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Iterable, Mapping
from tkinter import ttk

from tabletop.core.i18n import _, tr
from tabletop.games.base import Legal
from tabletop.gui.widgets.rollbox import RollBox
from tabletop.gui.widgets.tooltip import Tooltip


class LegalControls:
    """The controls of one panel and the action kinds they take."""

    def __init__(
        self, owner: tk.Misc, elsewhere: Callable[[tk.Misc, str], str] | None = None
    ) -> None:
        """`elsewhere(control, kind)`: a sentence naming the page where what is to be done
        before `kind` is taken ("" when it is in view), added to a greyed control's why."""
        self.tooltip = Tooltip(owner)
        self.elsewhere = elsewhere
        self._bound: list[tuple[ttk.Widget, str, Callable[[], str] | None]] = []
        self._why: dict[int, str] = {}
        self._closed: dict[str, str] = {}
        self._open: set[str] = set()
        self._listeners: list[Callable[[], object]] = []
        self._kinds: dict[int, tuple[ttk.Widget, str]] = {}

    def bind(self, control: ttk.Widget, kind: str, also: Callable[[], str] | None = None) -> None:
        """Enable `control` only while `kind` is open (and `also()` says nothing against it);
        when it is greyed, its tooltip says why."""
        self._bound.append((control, kind, also))
        self.tooltip.attach(control, lambda: self._why.get(id(control), ""))
        self._set(control, kind, also)

    def bound(self, kind: str) -> list[ttk.Widget]:
        """The controls bound to `kind` that are still alive (F6 presses Next phase)."""
        found = [c for c, k, _also in self._bound if k == kind]
        found += [c for c, k in self._kinds.values() if k == kind and c not in found]
        return [c for c in found if c.winfo_exists()]

    def listen(self, redraw: Callable[[], object]) -> None:
        """Call `redraw` after each refresh (a widget that enables its controls itself, from
        `reason`, as a resolver does from its inputs)."""
        self._listeners.append(redraw)

    def unlisten(self, redraw: Callable[[], object]) -> None:
        """Stop calling `redraw` (its widget is gone)."""
        if redraw in self._listeners:
            self._listeners.remove(redraw)

    def reason(self, kind: str) -> str:
        """Why `kind` is closed now; "" when open or not a kind the rules list."""
        return self._closed.get(kind, "")

    def learn(self, legal: Iterable[Legal]) -> None:
        """Take the rules' answer after a change (before the panel redraws, so a page that
        sets its own controls reads `reason` as it is now)."""
        self._closed = {item.kind: _sentence(item.why) for item in legal if not item.open}
        self._open = {item.kind for item in legal if item.open}

    def is_open(self, kind: str) -> bool:
        """Whether the rules list `kind` as open now."""
        return kind in self._open

    def placed(self) -> list[tuple[tk.Misc, str]]:
        """Each live control that takes an action kind, with its kind."""
        found: list[tuple[tk.Misc, str]] = [(c, k) for c, k, _also in self._bound]
        found += list(self._kinds.values())
        return [(c, k) for c, k in found if c.winfo_exists()]

    def refresh(self, legal: Iterable[Legal] | None = None) -> None:
        """Set every bound control by the rules' answer (`legal`, or the one learnt)."""
        if legal is not None:
            self.learn(legal)
        alive = []
        for control, kind, also in self._bound:
            if control.winfo_exists():
                self._set(control, kind, also)
                alive.append((control, kind, also))
        self._bound = alive
        for redraw in self._listeners:
            redraw()

    def set(self, control: ttk.Widget, why: str, kind: str = "") -> None:
        """Enable `control` when `why` is empty, else grey it with `why` as its tooltip (a
        page that works out its own reason, from `reason` and its form); `kind`: the action
        it takes, when a key finds it by that (F6: Next phase)."""
        if kind:
            self._kinds[id(control)] = (control, kind)
        self._watch(control)
        self._why[id(control)] = self._pointed(control, kind, why)
        control.state(["disabled"] if why else ["!disabled"])

    def _watch(self, control: tk.Misc) -> None:
        """Give `control` the tooltip that says why it is greyed (once)."""
        if id(control) not in self._why:
            key = id(control)
            self.tooltip.attach(control, lambda: self._why.get(key, ""))

    def roll_box(self, box: RollBox, why: str) -> None:
        """Close a roll box's Roll, typed roll and Use button when `why` says so; when open,
        leave the buttons as the box's own odds left them (inputs missing keep them grey,
        with the box's red sentence saying what is missing)."""
        parts: tuple[ttk.Widget, ...] = (box.roll_button, box.use_typed_button, box.typed_entry)
        for widget in parts:
            self._watch(widget)
            self._why[id(widget)] = why
        if why:
            for widget in parts:
                widget.state(["disabled"])
        else:
            box.typed_entry.state(["!disabled"])

    def why(self, control: tk.Misc) -> str:
        """The reason shown on `control`'s tooltip ("" when it is open)."""
        return self._why.get(id(control), "")

    def _set(self, control: ttk.Widget, kind: str, also: Callable[[], str] | None) -> None:
        why = self.reason(kind) or (also() if also is not None else "")
        self._why[id(control)] = self._pointed(control, kind, why)
        control.state(["disabled"] if why else ["!disabled"])

    def _pointed(self, control: tk.Misc, kind: str, why: str) -> str:
        """`why`, and the page where what is to be done first is, when the rules close
        `kind` and that page is not in view."""
        if not (why and kind and self.reason(kind) and self.elsewhere is not None):
            return why
        where = self.elsewhere(control, kind)
        return f"{why} {where}" if where else why


def _sentence(why: str) -> str:
    """The rules' reason in the reader's language, with a capital first letter."""
    text = tr(why).strip() or _("The rules do not allow it now.")
    return text[:1].upper() + text[1:]


def closed_reasons(legal: Iterable[Legal]) -> Mapping[str, str]:
    """Each closed kind and its sentence (for a panel that shows reasons beside a form)."""
    return {item.kind: _sentence(item.why) for item in legal if not item.open}


def controls_of(widget: tk.Misc) -> LegalControls:
    """The legal controls of the panel `widget` sits in (a page made alone, as some tests
    make one, gets controls of its own)."""
    holder: tk.Misc | None = widget
    while holder is not None:
        controls = getattr(holder, "controls", None)
        if isinstance(controls, LegalControls):
            return controls
        holder = holder.master
    return LegalControls(widget)
