"""The mouse wheel scrolls the page and never turns a drop-down or a spin box the player did
not click into (issue 26: one notch over a drop-down set the SPI defender's hex from clear
to woods, and the combat was read on the wrong column)."""

from __future__ import annotations

import shutil
import tkinter as tk
from itertools import chain

import checkout_paths
import pytest
from fit_support import walk

from tabletop.gui.widgets.scroll import ScrollBody

SAVES = sorted(checkout_paths.SAVES.glob("*.toml"))
VALUE_CLASSES = ("TCombobox", "TSpinbox", "Spinbox")


def _on_screen(widget: tk.Misc) -> list[tk.Misc]:
    found = []
    for child in widget.winfo_children():
        if child.winfo_ismapped() and child.winfo_viewable():
            found.append(child)
            found.extend(_on_screen(child))
    return found


def _shown(widgets: list[tk.Misc]) -> dict[str, str]:
    """Every value and text on screen: the fields' values, the labels' texts (the odds)."""
    shown = {}
    for widget in widgets:
        kind = widget.winfo_class()
        if kind in VALUE_CLASSES or kind in ("TEntry", "Entry"):
            shown[str(widget)] = str(widget.get())  # type: ignore[attr-defined]
        elif kind in ("TLabel", "Label"):
            shown[str(widget)] = str(widget.cget("text"))
        elif kind == "Canvas":
            canvas = widget
            texts = [
                canvas.itemcget(i, "text")
                for i in canvas.find_all()  # type: ignore[attr-defined]
                if canvas.type(i) == "text"
            ]  # type: ignore[attr-defined]
            shown[str(widget)] = "|".join(map(str, texts))
    return shown


def _notch(widget: tk.Misc, down: bool) -> None:
    widget.event_generate("<Button-5>" if down else "<Button-4>", x=4, y=4)
    widget.event_generate("<MouseWheel>", x=4, y=4, delta=-120 if down else 120)


@pytest.mark.gui
@pytest.mark.parametrize("save", SAVES, ids=[s.stem for s in SAVES])
def test_the_wheel_over_a_field_changes_no_value_and_no_odds(app, tk_root, tmp_path, save):
    """Every drop-down and spin box of every page, wheeled both ways with the focus elsewhere:
    no value, label, or odds bar on screen changes; a page taller than its room scrolls."""
    copy = tmp_path / save.name
    shutil.copy(save, copy)
    tab = app.open_path(copy)
    assert tab is not None, app.status.get()
    fields = 0
    scrolled = tried = False
    for where in chain(["front"], walk(tk_root, tab.panel)):
        widgets = _on_screen(tab.panel)
        for field in [w for w in widgets if w.winfo_class() in VALUE_CLASSES]:
            tab.undo_button.focus_set()  # the focus is on another control
            tk_root.update()
            before = _shown(widgets)
            page = next((w for w in _ancestors(field) if isinstance(w, ScrollBody)), None)
            top = page.canvas.yview()[0] if page is not None else 0.0
            for down in (True, True, False):
                _notch(field, down)
                tk_root.update()
            after = _shown(widgets)
            changed = {k: (before[k], after.get(k)) for k in before if before[k] != after.get(k)}
            assert not changed, f"{where}: the wheel over {field} changed {changed}"
            fields += 1
            if page is not None and page.bar.winfo_manager():
                tried = True
                _notch(field, True)
                tk_root.update()
                scrolled = scrolled or page.canvas.yview()[0] != top
    # The card game plays by buttons, the template by buttons and a typed roll.
    assert fields > 0 or save.stem.startswith(("cardgame", "template"))
    assert scrolled or not tried  # a notch over a field on a long page scrolls the page


def _ancestors(widget: tk.Misc) -> list[tk.Misc]:
    chain = []
    holder = widget.master
    while holder is not None:
        chain.append(holder)
        holder = holder.master
    return chain


@pytest.mark.gui
def test_a_field_clicked_into_takes_the_wheel(app, tk_root):
    """Once the player has clicked into a spin box, the wheel turns it, as Tk always did."""
    tab = app.new_session("pratzen", seed=3)
    assert tab is not None
    tk_root.update()
    spinbox = next(
        w
        for page in walk(tk_root, tab.panel)
        for w in _on_screen(tab.panel)
        if w.winfo_class() == "TSpinbox" and str(w.cget("state")) == "normal"
    )
    spinbox.set(2)  # type: ignore[attr-defined]
    spinbox.focus_force()
    tk_root.update()
    spinbox.event_generate("<Button-4>", x=4, y=4)
    tk_root.update()
    assert str(spinbox.get()) != "2"  # type: ignore[attr-defined]


@pytest.mark.gui
def test_the_keyboard_reaches_the_bottom_of_a_long_page(app, tk_root):
    """Page Down scrolls the page in front, and a field reached with Tab below the fold is
    scrolled into view (a player without a wheel still gets to every control)."""
    tk_root.geometry("1280x690")
    tab = app.new_session("vaevictis", seed=3)
    tk_root.update()
    pages = tab.panel.book
    page = next(
        holder
        for holder in (pages.nametowidget(t) for t in pages.tabs())
        if isinstance(holder, ScrollBody) and holder.winfo_viewable()
    )
    assert page.bar.winfo_manager()  # the page is taller than its room
    button = next(w for w in _on_screen(page.body) if w.winfo_class() == "TButton")
    button.focus_set()
    tk_root.update()
    top = page.canvas.yview()[0]
    button.event_generate("<Next>")
    tk_root.update()
    lower = page.canvas.yview()[0]
    assert lower > top
    button.event_generate("<Prior>")
    tk_root.update()
    assert page.canvas.yview()[0] < lower and abs(page.canvas.yview()[0] - top) < 0.01

    fields = [w for w in _on_screen(page.body) if w.winfo_class() in ("TCombobox", "TButton")]
    last = fields[-1]
    last.focus_set()
    tk_root.update()
    shown_top, shown_bottom = (f * page.body.winfo_reqheight() for f in page.canvas.yview())
    y = last.winfo_rooty() - page.body.winfo_rooty()
    assert shown_top <= y and y + last.winfo_height() <= shown_bottom


@pytest.mark.gui
def test_a_field_focused_by_a_click_leaves_the_page_still(app, tk_root):
    """A click on a field at the page's edge focuses it where it is: the page does not
    scroll under the pointer (the next click would land on another field); Tab still
    brings a field into view."""
    tk_root.geometry("1280x690")
    tab = app.new_session("vaevictis", seed=3)
    tk_root.update()
    pages = tab.panel.book
    page = next(
        holder
        for holder in (pages.nametowidget(t) for t in pages.tabs())
        if isinstance(holder, ScrollBody) and holder.winfo_viewable()
    )
    fields = [w for w in _on_screen(page.body) if w.winfo_class() == "TCombobox"]
    last = fields[-1]
    page.canvas.yview_moveto(0)
    tk_root.update()
    still = page.canvas.yview()[0]
    last.event_generate("<ButtonPress-2>", x=2, y=2)  # what a press does first, no menu
    last.focus_set()  # then the click's focus
    tk_root.update()
    assert page.canvas.yview()[0] == still
