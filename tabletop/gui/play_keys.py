"""The keys of play, the same in every game: F5 rolls the dice of the roll in view, F6 takes
the panel's Next phase or End turn.

Neither knows a game: F5 looks for the roll boxes the page in front shows (the one holding the
keyboard focus first), F6 for the control the panel bound to a step-ending kind through its
legal controls (gui/widgets/legal.py). A greyed one is not pressed; its reason is shown, as
its tooltip gives it.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Iterator

from tabletop.core.i18n import _

TYPE_CHECKING = False  # not typing's: the window imports no `typing` before it is drawn
if TYPE_CHECKING:
    from tabletop.gui.shell import Window
    from tabletop.gui.widgets.legal import LegalControls

# The roll boxes and legal controls are imported when a key is pressed, not with the menus:
# they bring the whole engine (sessions, actions, saves), which the window opens without
# (gui/warmup.py loads it while the start page waits).

ADVANCE = ("next_phase", "end_turn")
"""The kinds that end a step of play: Next phase, End turn."""


def _shown(widget: tk.Misc) -> Iterator[tk.Misc]:
    """Every widget under `widget` that is on screen now, depth first."""
    for child in widget.winfo_children():
        if child.winfo_viewable():
            yield child
            yield from _shown(child)


def roll(app: Window) -> None:
    """F5: roll the dice of the roll box in view (the focused one's first)."""
    from tabletop.gui.widgets.rollbox import RollBox

    tab = app.current_tab()
    panel = getattr(tab, "panel", None)
    if panel is None:
        app.notify(_("Open a game first: F5 rolls the dice of the roll in view."))
        return
    boxes = [w for w in _shown(panel) if isinstance(w, RollBox)]
    focus = str(app.root.focus_get() or "")
    boxes.sort(key=lambda box: not focus.startswith(str(box)))
    for box in boxes:
        if box.roll_button.instate(["!disabled"]):
            box.roll_button.invoke()
            return
    if boxes:
        why = panel.controls.why(boxes[0].roll_button) if _controls(panel) else ""
        app.notify(why or _("The roll in view cannot be made yet: its inputs say why."))
    else:
        app.notify(_("No roll on the page in front: F5 rolls the dice of the roll in view."))


def advance(app: Window) -> None:
    """F6: press the panel's Next phase or End turn."""
    tab = app.current_tab()
    panel = getattr(tab, "panel", None)
    controls = _controls(panel) if panel is not None else None
    found = [] if controls is None else [w for k in ADVANCE for w in controls.bound(k)]
    found = [w for w in found if w.winfo_viewable()] or found
    for widget in found:
        if widget.instate(["!disabled"]):
            widget.invoke()  # type: ignore[attr-defined]
            return
    if found and controls is not None:
        app.notify(controls.why(found[0]) or _("Not now."))
    else:
        app.notify(_("This panel has no Next phase or End turn (F6)."))


def _controls(panel: object) -> LegalControls | None:
    from tabletop.gui.widgets.legal import LegalControls

    controls = getattr(panel, "controls", None)
    return controls if isinstance(controls, LegalControls) else None
