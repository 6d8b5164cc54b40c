"""The window's size and place: fitted to the screen it opens on, and remembered.

A fixed size fails both ways: 1200x834 is cut off at the bottom of a 1280x800 laptop, and
leaves a third of a 1920x1080 screen unused. The window opens where it was last, if that
still fits the screen; otherwise maximised on a small screen and at most of a large one.
"""

from __future__ import annotations

import tkinter as tk

SMALL = (1440, 900)
"""At or under this width or height, a screen is small: the window opens maximised."""

SHARE = 0.85
"""The part of a larger screen's width and height the window first takes."""

MIN_SIZE = (960, 600)
"""The smallest the window may be made."""


def _parse(geometry: str) -> tuple[int, int, int, int] | None:
    """Width, height, x and y of a "WxH+X+Y" geometry, or None (no `re` at start-up)."""
    size, _, place = geometry.partition("+")
    width, _, height = size.partition("x")
    x, _, y = place.partition("+")
    try:
        return int(width), int(height), int(x), int(y)
    except ValueError:
        return None


def fit(screen: tuple[int, int], kept: str = "", menu: int = 0) -> tuple[str, bool]:
    """The geometry to open at on a screen of `screen` pixels, and whether to maximise:
    `kept` (the last run's, "WxH+X+Y") when it still fits, else a size from the screen.
    `menu` is the menu bar's height, which X11 puts above the geometry's height."""
    width, height = screen[0], screen[1] - menu
    parts = _parse(kept)
    if parts:
        w, h, x, y = parts
        fits = w >= MIN_SIZE[0] and h >= MIN_SIZE[1] and x >= 0 and y >= 0
        if fits and x + w <= width and y + h <= height:
            return kept, False
    if width <= SMALL[0] or height <= SMALL[1]:
        return f"{width}x{height}+0+0", True
    w, h = int(width * SHARE), int(height * SHARE)
    return f"{w}x{h}+{(width - w) // 2}+{(height - h) // 3}", False


def place(root: tk.Tk, kept: str = "", zoomed: bool = False) -> str:
    """Size and place the window for its screen (maximised where the screen is small, or
    where it was when last closed); the geometry set."""
    from tkinter import font

    menu = font.nametofont("TkMenuFont", root=root).metrics("linespace") + 10
    geometry, small = fit((root.winfo_screenwidth(), root.winfo_screenheight()), kept, menu)
    root.minsize(*MIN_SIZE)
    root.geometry(geometry)
    if small or zoomed:
        maximise(root)
    return geometry


def maximise(root: tk.Tk) -> None:
    """Ask the window manager to maximise the window (each platform says it its own way)."""
    try:
        if root.tk.call("tk", "windowingsystem") == "x11":
            root.attributes("-zoomed", True)
        else:
            root.state("zoomed")
    except tk.TclError:
        pass  # a window manager that cannot: the geometry already fills the screen


def is_maximised(root: tk.Tk) -> bool:
    """Whether the window is maximised now."""
    try:
        if root.tk.call("tk", "windowingsystem") == "x11":
            return bool(int(root.attributes("-zoomed")))
        return str(root.state()) == "zoomed"
    except (tk.TclError, ValueError):
        return False
