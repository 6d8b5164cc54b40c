"""The keyboard's place is seen at a glance in both themes (issue 33 item 5): sv-ttk marked a
focused button with a one-pixel grey line, a field with a line under it and a tab with a
dotted one, so a player pressing Tab lost track of where Space or Enter would land."""

from __future__ import annotations

import os
import tkinter as tk
from tkinter import ttk

import pytest
from PIL import ImageGrab

from tabletop.gui import theme
from tabletop.gui.widgets import style

pytestmark = pytest.mark.gui

FACES = ("button-rest", "textbox-rest", "check-unsel-rest", "radio-unsel-rest", "tab-selected")
"""sv-ttk's pictures of a control at rest: the face a ring is seen against."""


def rgb(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def face(root: tk.Misc, variant: str, name: str) -> str:
    """The colour in the middle of one of sv-ttk's pictures."""
    image = root.tk.eval(f"set ::ttk::theme::sv_{variant}::I({name})")
    middle = int(root.tk.call("image", "width", image)) // 2
    red, green, blue = (int(v) for v in root.tk.splitlist(root.tk.call(image, "get", middle, 10)))
    return f"#{red:02x}{green:02x}{blue:02x}"


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_the_focus_ring_stands_out_against_the_window_and_the_control(app, tk_root, dark):
    """WCAG's non-text contrast: 3:1 or more against what is around it and inside it."""
    theme.apply(tk_root, dark=dark)
    tk_root.update()  # sv-ttk sets the window's colour when told the theme changed
    variant = "dark" if dark else "light"
    ring = style.FOCUS_RING
    assert style.FOCUS_WIDTH >= 2
    behind = [style.window_background(tk_root)] + [face(tk_root, variant, n) for n in FACES]
    for colour in behind:
        assert style.contrast(ring, colour) >= 3, (variant, ring, colour)


def on_screen(widget: tk.Misc, colour: str) -> int:
    """How many pixels of `colour` the player sees on `widget` (and a pixel round it)."""
    widget.update()
    left, top = widget.winfo_rootx() - 1, widget.winfo_rooty() - 1
    box = (left, top, left + widget.winfo_width() + 2, top + widget.winfo_height() + 2)
    shot = ImageGrab.grab(bbox=box, xdisplay=os.environ["DISPLAY"]).convert("RGB")
    want = rgb(colour)
    return sum(
        1
        for pixel in shot.get_flattened_data()
        if max(abs(a - b) for a, b in zip(pixel, want, strict=True)) <= 8
    )


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_tab_moves_a_ring_the_player_sees_from_control_to_control(app, tk_root, dark):
    """A button, a check box, an entry, a combobox (typed in and readonly), a spinbox and a
    notebook's tabs: Tab puts the ring round the next one and takes it off the last."""
    theme.apply(tk_root, dark=dark)
    tk_root.update()
    holder = ttk.Frame(tk_root, padding=12)
    holder.place(x=0, y=0, relwidth=1, relheight=1)
    ticked = tk.BooleanVar(tk_root, value=False)
    controls: list[tk.Widget] = [
        ttk.Button(holder, text="Next phase"),
        ttk.Checkbutton(holder, text="Fog", variable=ticked),
        ttk.Entry(holder),
        ttk.Combobox(holder, values=["Davout", "Soult"]),
        ttk.Combobox(holder, values=["Davout", "Soult"], state="readonly"),
        ttk.Spinbox(holder, from_=0, to=6),
    ]
    book = ttk.Notebook(holder)  # made last: Tab goes in the order widgets were made
    for title in ("Combat", "Rally"):
        book.add(ttk.Frame(book, height=30), text=title)
    controls.append(book)
    for control in controls:
        control.pack(anchor="w", pady=6)
    tk_root.update()
    ring = style.FOCUS_RING
    controls[0].focus_force()
    for before, after in zip(controls, controls[1:], strict=False):
        assert tk_root.focus_get() is before
        seen = on_screen(before, ring)
        # a ring at least one pixel all the way round the control's picture
        assert seen >= 2 * (before.winfo_height() + 20), (before.winfo_class(), seen)
        before.event_generate("<Tab>")
        tk_root.update()
        assert tk_root.focus_get() is after, (before.winfo_class(), tk_root.focus_get())
        assert on_screen(before, ring) < seen / 4, before.winfo_class()
    assert on_screen(book, ring) >= 2 * 20  # round the tab in front
    holder.destroy()
