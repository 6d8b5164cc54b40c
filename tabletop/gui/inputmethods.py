"""X input methods (typing an accent with a dead key, another script) off while a page is
first drawn.

Tk gives a window its input context the first time an event reaches it while input methods
are on, and each context costs a round trip to the X server: about a third of the start
page's first draw and a quarter of a session tab's (scripts/bench, window ready and open
5,000). So they are off while such a page is made and drawn, and on again a moment later: a
window drawn meanwhile takes its context at its next event (the focus, a click, a key), as
Tk does for any window, and typing is the same as ever.
"""

from __future__ import annotations

import tkinter as tk

BACK_ON_MS = 250
"""How long after a page is made input methods are on again: its first draw is long done."""


_BACK: dict[int, str] = {}
"""The pending switch back on, per Tk interpreter (one per window of the app)."""


def drawing_without(root: tk.Misc) -> None:
    """Input methods off for the page about to be made and drawn; on again BACK_ON_MS after
    the window is next idle, that is once the page is made and its drawing has begun (counted
    from the last page made, so one made soon after another is drawn without too). Counted
    from the call, a tab that took longer than that to make on a slow machine was drawn with
    them on again."""
    switch(root, False)
    key = id(root.tk)
    if key in _BACK:
        root.after_cancel(_BACK.pop(key))

    def back_on() -> None:
        _BACK.pop(key, None)
        switch(root, True)

    def count_down() -> None:
        _BACK[key] = root.after(BACK_ON_MS, back_on)

    _BACK[key] = root.after_idle(count_down)


def switch(root: tk.Misc, on: bool) -> None:
    """Input methods on or off (Tk keeps them off where the X server has none)."""
    try:
        root.tk.call("tk", "useinputmethods", on)
    except tk.TclError:
        pass  # a Tk without X input methods has nothing to switch
