"""What a player would find cut off in the window: texts wider or taller than the room they
are shown in, widgets past their container's edge, canvas texts spilling out of their box.

`clipped(root)` looks at every widget on screen now; `walk(app)` brings every page of every
notebook to the front in turn and yields where it is, so a test can look at each.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Iterator
from tkinter import font as tkfont
from tkinter import ttk

TEXT_CLASSES = {
    "TLabel",
    "Label",
    "TButton",
    "Button",
    "TCheckbutton",
    "Checkbutton",
    "TRadiobutton",
    "Radiobutton",
    "TMenubutton",
    "Message",
}
"""Widgets that show a text of their own, which Tk cuts when they get less than they ask."""

FIELD_CLASSES = {"TCombobox", "TEntry", "TSpinbox", "Entry", "Spinbox"}
"""Fields whose value is cut when it is wider than the field (a read-only choice, a number)."""

SLACK = 1
"""Pixels of rounding allowed."""


def _name(widget: tk.Misc) -> str:
    text = ""
    try:
        text = str(widget.cget("text"))
    except tk.TclError:
        pass
    return f"{widget.winfo_class()} {str(widget)[-60:]} {text[:50]!r}"


def _descendants(widget: tk.Misc) -> Iterator[tk.Misc]:
    for child in widget.winfo_children():
        if isinstance(child, tk.Toplevel | tk.Menu):
            continue
        yield child
        yield from _descendants(child)


def _font(widget: tk.Misc, default: str) -> tkfont.Font:
    name: object = ""
    try:
        name = widget.cget("font")
    except tk.TclError:
        pass
    if not str(name) and isinstance(widget, ttk.Widget):
        style = str(widget.cget("style") or widget.winfo_class())
        name = ttk.Style(widget).lookup(style, "font") or ""
    return tkfont.Font(widget, font=str(name) or default)


def _shown_text(widget: tk.Misc) -> str:
    try:
        variable = str(widget.cget("textvariable"))
        if variable:
            return str(widget.getvar(variable))
        return str(widget.cget("text"))
    except tk.TclError:
        return ""


def clipped(root: tk.Misc) -> list[str]:
    """Every text or widget on screen now that a player sees cut off, in a sentence each."""
    problems: list[str] = []
    top_w, top_h = root.winfo_width(), root.winfo_height()
    for widget in _descendants(root):
        if not widget.winfo_ismapped() or not widget.winfo_viewable():
            continue
        kind = widget.winfo_class()
        width, height = widget.winfo_width(), widget.winfo_height()
        if kind in TEXT_CLASSES and _shown_text(widget).strip():
            if widget.winfo_reqwidth() > width + SLACK:
                problems.append(f"{_name(widget)}: needs {widget.winfo_reqwidth()} px, has {width}")
            elif widget.winfo_reqheight() > height + SLACK:
                problems.append(
                    f"{_name(widget)}: needs {widget.winfo_reqheight()} px high, has {height}"
                )
        elif kind == "TNotebook" and widget.winfo_reqwidth() > width + SLACK:
            # A notebook asks for its widest page or its row of tabs, whichever is wider:
            # only the second is cut when it gets less (a page is laid out in what it has).
            pages = [widget.nametowidget(t).winfo_reqwidth() for t in widget.tabs()]  # type: ignore[attr-defined]
            if widget.winfo_reqwidth() > max(pages, default=0) + 8:
                problems.append(
                    f"{_name(widget)}: tabs need {widget.winfo_reqwidth()} px, has {width}"
                )
        elif kind in FIELD_CLASSES:
            value = str(widget.get()) if hasattr(widget, "get") else ""  # type: ignore[attr-defined]
            room = width - (34 if kind in ("TCombobox", "TSpinbox", "Spinbox") else 12)
            if value and _font(widget, "TkTextFont").measure(value) > room + SLACK:
                problems.append(f"{_name(widget)}: value {value[:40]!r} wider than its field")
        elif kind == "Canvas":
            problems.extend(_canvas_texts(widget))  # type: ignore[arg-type]
        parent = widget.master
        if parent is None or isinstance(parent, tk.Canvas):
            continue  # a canvas window (a scrolling page) is cut by its canvas on purpose
        x, y = widget.winfo_x(), widget.winfo_y()
        if isinstance(parent, tk.Tk | tk.Toplevel):
            room_w, room_h = top_w, top_h
        else:
            room_w, room_h = parent.winfo_width(), parent.winfo_height()
        if x + width > room_w + SLACK or y + height > room_h + SLACK or x < -SLACK or y < -SLACK:
            problems.append(
                f"{_name(widget)}: at {x},{y} size {width}x{height} is past the edge of its "
                f"container ({room_w}x{room_h})"
            )
    return problems


def _canvas_texts(canvas: tk.Canvas) -> list[str]:
    """Texts drawn on a canvas that spill out of the canvas or out of the box they sit in."""
    problems = []
    room_w, room_h = canvas.winfo_width(), canvas.winfo_height()
    scrolls = bool(str(canvas.cget("yscrollcommand")) or str(canvas.cget("xscrollcommand")))
    for item in canvas.find_all():
        if canvas.type(item) != "text" or not str(canvas.itemcget(item, "text")).strip():
            continue
        if str(canvas.itemcget(item, "state")) == "hidden":
            continue
        box = canvas.bbox(item)
        if not box:
            continue
        left, top, right, bottom = box
        text = str(canvas.itemcget(item, "text"))[:40]
        if not scrolls and (right > room_w + SLACK + 1 or bottom > room_h + SLACK + 1):
            problems.append(f"canvas {str(canvas)[-50:]} text {text!r} runs past the canvas edge")
            continue
        centre_x, centre_y = (left + right) / 2, (top + bottom) / 2
        holders = []
        for other in canvas.find_overlapping(centre_x, centre_y, centre_x, centre_y):
            if canvas.type(other) != "rectangle":
                continue
            x0, y0, x1, y1 = (float(c) for c in canvas.coords(other))
            if x0 <= centre_x <= x1 and y0 <= centre_y <= y1:
                holders.append((x1 - x0) * (y1 - y0) and (x0, y0, x1, y1))
        boxes = [h for h in holders if h]
        if not boxes:
            continue
        x0, y0, x1, y1 = min(boxes, key=lambda b: (b[2] - b[0]) * (b[3] - b[1]))
        # bbox pads the text by a pixel each side.
        inside = x0 - SLACK <= left + 1 and right - 1 <= x1 + SLACK
        if not inside or top + 1 < y0 - SLACK or bottom - 1 > y1 + SLACK:
            problems.append(f"canvas {str(canvas)[-50:]} text {text!r} spills out of its box")
    return problems


def on_screen_of(root: tk.Tk, size: tuple[int, int]) -> None:
    """Size the window as it opens on a screen of `size` pixels (menu bar left out), not
    maximised (the test's X server has no window manager to maximise it)."""
    from tabletop.gui import screen

    menu = tkfont.nametofont("TkMenuFont", root=root).metrics("linespace") + 10
    geometry, _small = screen.fit(size, "", menu)
    root.attributes("-zoomed", False)
    root.geometry(geometry)
    root.update()


def notebooks(widget: tk.Misc) -> list[ttk.Notebook]:
    """The notebooks inside `widget` that are on screen, outermost first."""
    found = []
    for child in _descendants(widget):
        if isinstance(child, ttk.Notebook) and child.winfo_viewable():
            found.append(child)
    # Keep only the outermost: inner ones are walked when their page is in front.
    return [n for n in found if not any(str(n).startswith(str(o) + ".") for o in found)]


def walk(root: tk.Misc, within: tk.Misc) -> Iterator[str]:
    """Bring every page of every notebook inside `within` to the front in turn (nested ones
    too), yielding a name for each place; the window is drawn before each yield."""

    def visit(book: ttk.Notebook, trail: str) -> Iterator[str]:
        for tab_id in book.tabs():
            book.select(tab_id)
            root.update()
            here = f"{trail} > {book.tab(tab_id, 'text')}"
            yield here
            for inner in notebooks(book.nametowidget(tab_id)):
                yield from visit(inner, here)

    root.update()
    for book in notebooks(within):
        yield from visit(book, "")


def cut_by_width(root: tk.Misc) -> list[str]:
    """Texts on screen wider than their widget, which Tk shows cut at the edge although the
    widget got all it asked for: a ttk widget given a fixed `width` in characters asks for
    that width, whatever its text (`clipped` compares what it asks with what it has)."""
    problems: list[str] = []
    for widget in _descendants(root):
        if widget.winfo_class() not in TEXT_CLASSES or not widget.winfo_viewable():
            continue
        try:
            if str(widget.cget("image")) or int(str(widget.cget("wraplength")) or 0) > 0:
                continue
        except (tk.TclError, ValueError):
            pass
        text = _shown_text(widget)
        font = _font(widget, "TkDefaultFont")
        widest = max((font.measure(line) for line in text.splitlines()), default=0)
        room = widget.winfo_width() - _side_padding(widget)
        if widest > room + SLACK:
            problems.append(f"{_name(widget)}: text {widest} px wide, shown in {room}")
    return problems


def _side_padding(widget: tk.Misc) -> int:
    """The pixels left and right of a ttk widget's text (its padding and a border's 2)."""
    if not isinstance(widget, ttk.Widget):
        return 0
    pad: object = ""
    try:
        pad = widget.cget("padding")
    except tk.TclError:
        pass
    if not str(pad):
        style = str(widget.cget("style") or widget.winfo_class())
        pad = ttk.Style(widget).lookup(style, "padding")
    sides = [int(str(p)) for p in (pad if isinstance(pad, tuple | list) else str(pad).split())]
    if not sides:
        return 0
    left = sides[0]
    right = sides[2] if len(sides) > 2 else left
    return left + right + 2
