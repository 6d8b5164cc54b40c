"""A small tooltip: a borderless window near the pointer while it rests on a widget or item."""

from __future__ import annotations

import tkinter
from collections.abc import Callable

from tabletop.gui.widgets import style


class Tooltip:
    """Shows `text()` next to the pointer; `show` and `hide` can also be called directly."""

    def __init__(self, widget: tkinter.Misc) -> None:
        self.widget = widget
        self.window: tkinter.Toplevel | None = None
        self.text = ""

    def attach(self, widget: tkinter.Misc, text: str | Callable[[], str]) -> None:
        """Show `text` while the pointer is over `widget`."""
        get = text if callable(text) else (lambda: text)
        widget.bind("<Enter>", lambda e: self.show(get(), e.x_root, e.y_root), add="+")
        widget.bind("<Leave>", lambda e: self.hide(), add="+")

    def attach_item(self, canvas: tkinter.Canvas, tag: str, text: str) -> None:
        """Show `text` while the pointer is over canvas items tagged `tag`."""
        canvas.tag_bind(tag, "<Enter>", lambda e: self.show(text, e.x_root, e.y_root))
        canvas.tag_bind(tag, "<Leave>", lambda e: self.hide())

    def show(self, text: str, x: int, y: int) -> None:
        """Open the tip at screen position (x, y)."""
        self.hide()
        if not text:
            return
        self.text = text
        tip = tkinter.Toplevel(self.widget)
        tip.wm_overrideredirect(True)
        tip.wm_geometry(f"+{x + 14}+{y + 14}")
        tkinter.Label(
            tip,
            text=text,
            justify="left",
            background=style.TIP_PAPER,
            foreground=style.TIP_INK,
            relief="solid",
            borderwidth=1,
            padx=6,
            pady=3,
            font=style.body(self.widget),
            wraplength=360,
        ).pack()
        self.window = tip

    def hide(self) -> None:
        """Close the tip if it is open."""
        if self.window is not None:
            self.window.destroy()
            self.window = None
            self.text = ""
