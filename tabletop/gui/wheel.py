"""The mouse wheel, decided once for the whole window: it scrolls the page, and it changes a
drop-down's or a spin box's value only when that field has the keyboard focus.

Tk's own bindings turn the value of a combobox or spinbox under the pointer with every notch,
so a player scrolling a long combat form would silently move the defender's terrain or the
ratio column and roll on the wrong one. The common fix in well-kept Tk applications: a field
takes the wheel only once it has been clicked into (the focus); otherwise the notch goes to
the page the field sits on.
"""

from __future__ import annotations

import time
import tkinter as tk
from collections.abc import Callable

TYPE_CHECKING = False  # not typing's: the window imports no `typing` before it is drawn
if TYPE_CHECKING:
    from tabletop.gui.widgets.scroll import ScrollBody

VALUE_CLASSES = ("TCombobox", "TSpinbox", "Spinbox")
"""Widget classes whose value Tk changes with the wheel."""

_NOTCHES = {"<Button-4>": "-1", "<Button-5>": "1", "<MouseWheel>": "[expr {%D > 0 ? -1 : 1}]"}
"""Each wheel event and the way it scrolls (-1 up, 1 down): X11's buttons 4 and 5, and the
wheel event of other platforms (and of Tk 8.7 and later on X11)."""


def guard(root: tk.Misc) -> None:
    """Put the wheel rule in front of Tk's own for every value field (once per interpreter)."""
    if int(root.tk.call("info", "exists", "::tabletop_wheel_guarded")):
        return
    command = root.register(_wheel_at(root))
    for widget_class in VALUE_CLASSES:
        for sequence, notch in _NOTCHES.items():
            own = root.bind_class(widget_class, sequence)
            script = f"if {{[{command} %W {notch}]}} break\n{own}"
            root.bind_class(widget_class, sequence, script)
    root.tk.eval("set ::tabletop_wheel_guarded 1")


def _wheel_at(root: tk.Misc) -> Callable[[str, str], int]:
    def wheel(path: str, notch: str) -> int:
        """1 when the notch scrolled the page instead (the field keeps its value), 0 when the
        field has the focus and Tk's own binding may turn its value."""
        try:
            widget = root.nametowidget(path)
        except KeyError:
            return 1
        if str(root.focus_get() or "") == path:
            return 0
        scroll_page(widget, int(notch))
        return 1

    return wheel


def scroll_page(widget: tk.Misc, notch: int) -> None:
    """Scroll the scrolling page `widget` sits on by one notch, if it sits on one."""
    holder = _page_of(widget)
    if holder is not None:
        holder.scroll(notch)


CLICK_FOCUS_S = 0.5
"""A focus this soon after a mouse press came from the click."""

OWN_KEYS = ("Text", "Listbox", "Treeview", "Entry", "TEntry", "TCombobox", "TSpinbox", "Spinbox")
"""Widget classes that use Page Up and Page Down themselves."""


def keyboard(root: tk.Misc) -> None:
    """The keyboard reaches all of a page: Page Up and Page Down scroll the page in front,
    and a field reached with Tab is scrolled into view."""

    def page(event: tk.Event, pages: int) -> str | None:
        widget = event.widget
        if not isinstance(widget, tk.Misc) or widget.winfo_class() in OWN_KEYS:
            return None
        body = _page_of(widget) or _page_in_front(root)
        if body is not None:
            body.page(pages)
        return None

    clicked = [-1.0]
    """When a mouse button was last pressed (time.monotonic): a field focused by a click is
    where the pointer is, and the page must not move under it (only Tab reveals a field)."""

    def pressed(_event: tk.Event) -> None:
        clicked[0] = time.monotonic()

    def focused(event: tk.Event) -> None:
        widget = event.widget
        if not isinstance(widget, tk.Misc) or time.monotonic() - clicked[0] < CLICK_FOCUS_S:
            return
        body = _page_of(widget)
        if body is not None:
            body.reveal(widget)

    root.bind_all("<ButtonPress>", pressed, add="+")
    root.bind_all("<Prior>", lambda e: page(e, -1), add="+")
    root.bind_all("<Next>", lambda e: page(e, 1), add="+")
    root.bind_all("<FocusIn>", focused, add="+")


def _page_of(widget: tk.Misc) -> ScrollBody | None:
    from tabletop.gui.widgets.scroll import ScrollBody

    holder: tk.Misc | None = widget
    while holder is not None and not isinstance(holder, ScrollBody):
        holder = holder.master
    return holder


def _page_in_front(root: tk.Misc) -> ScrollBody | None:
    """The scrolling page under the pointer, if the pointer is over one."""
    try:
        x, y = root.winfo_pointerxy()
        widget = root.winfo_containing(x, y)
    except (tk.TclError, KeyError):
        return None
    return _page_of(widget) if widget is not None else None
