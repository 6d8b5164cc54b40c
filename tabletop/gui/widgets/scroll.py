"""A frame whose body scrolls only when its content is taller than the room it has."""

from __future__ import annotations

import tkinter as tk
from tkinter import ttk

from tabletop.gui.widgets import style

WHEEL = ("<Button-4>", "<Button-5>", "<MouseWheel>")
"""Mouse-wheel events on X11 (buttons 4 and 5) and elsewhere."""


class ScrollBody(ttk.Frame):
    """A frame whose `body` scrolls vertically once it is taller than the space it has.

    Usually everything fits and the scroll bar stays hidden; at a 1200x800 window a card-game
    hand of twelve cards during a fight, or a long SPI combat form, needs a little more, and
    the wheel or bar brings it in. `padding` pads the body.
    """

    def __init__(self, master: tk.Misc, *, padding: int = 0) -> None:
        super().__init__(master)
        background = style.window_background(self)
        self.canvas = tk.Canvas(self, highlightthickness=0, borderwidth=0, background=background)
        self.bar = ttk.Scrollbar(self, orient="vertical", command=self.canvas.yview)
        self.canvas.configure(yscrollcommand=self._moved)
        self.body = ttk.Frame(self.canvas, padding=padding)
        self._item = self.canvas.create_window(0, 0, window=self.body, anchor="nw")
        self.canvas.pack(side="left", fill="both", expand=True)
        self.body.bind("<Configure>", self._fit)
        # The canvas unmaps a body scrolled wholly out of view, and such a body hears of no
        # shrinking: a page left scrolled past its new end stayed blank (issue 31).
        self.body.bind("<Unmap>", self._fit, add="+")
        self.canvas.bind("<Configure>", self._fit)
        # The wheel is caught for the whole window only while the pointer is over this body,
        # and let go when it leaves or the tab closes.
        self._wheeling = False
        self.bind("<Enter>", self._grab_wheel)
        self.bind("<Leave>", self._drop_wheel)

    def _fit(self, _event: object = None) -> None:
        self.canvas.itemconfigure(self._item, width=self.canvas.winfo_width())
        height, room = self.body.winfo_reqheight(), self.canvas.winfo_height()
        self.canvas.configure(scrollregion=(0, 0, 0, height))
        if self.canvas.canvasy(0) + room > height > 0:  # past the end of a body that shrank
            self.canvas.yview_moveto(max(0, height - room) / height)

    def _moved(self, first: float | str, last: float | str) -> None:
        self.bar.set(first, last)
        if float(first) <= 0.0 and float(last) >= 1.0:
            self.bar.pack_forget()
        elif not self.bar.winfo_manager():
            self.bar.pack(side="right", fill="y", before=self.canvas)

    def _grab_wheel(self, _event: object = None) -> None:
        if not self._wheeling:
            for sequence in WHEEL:
                self.bind_all(sequence, self._wheel)
            self._wheeling = True

    def _drop_wheel(self, event: tk.Event | None = None) -> None:
        if self._wheeling and (event is None or not self._inside(event)):
            for sequence in WHEEL:
                self.unbind_all(sequence)
            self._wheeling = False

    def destroy(self) -> None:
        """Let go of the wheel with the tab."""
        self._drop_wheel()
        super().destroy()

    def _wheel(self, event: tk.Event) -> None:
        if not self._inside(event):
            return
        up = event.num == 4 or getattr(event, "delta", 0) > 0
        self.scroll(-1 if up else 1)

    def scroll(self, notch: int) -> None:
        """Scroll one wheel notch (-1 up, 1 down), when the body is taller than its room."""
        if self.bar.winfo_manager():
            self.canvas.yview_scroll(2 * notch, "units")

    def page(self, pages: int) -> None:
        """Scroll by whole screens (Page Up, Page Down; the keyboard's way to the bottom)."""
        if self.bar.winfo_manager():
            self.canvas.yview_scroll(pages, "pages")

    def _inside(self, event: tk.Event) -> bool:
        try:
            widget = self.winfo_containing(event.x_root, event.y_root)
        except (tk.TclError, KeyError):
            return False
        return widget is not None and str(widget).startswith(str(self))

    def reveal(self, widget: tk.Misc) -> None:
        """Scroll just enough that `widget` (inside the body) is in view (the keyboard's
        focus moving to it), leaving the page still if it already is."""
        if not self.bar.winfo_manager():
            return
        height = self.body.winfo_reqheight()
        room = self.canvas.winfo_height()
        top = widget.winfo_rooty() - self.body.winfo_rooty()
        bottom = top + widget.winfo_height()
        first, last = (float(f) * height for f in self.canvas.yview())
        if height <= 0 or (top >= first and bottom <= last):
            return
        wanted = top - 20 if top < first else bottom + 20 - room
        self.canvas.yview_moveto(max(0.0, wanted / height))

    def show(self, widget: tk.Misc) -> None:
        """Scroll so `widget` (inside the body) is in view."""
        self.update_idletasks()
        height = self.body.winfo_reqheight()
        if height > 0:
            y = widget.winfo_rooty() - self.body.winfo_rooty()
            self.canvas.yview_moveto(max(0.0, (y - 40) / height))
