"""Every text a window shows in words, for the walks that read them all (a player's words,
the window in French): labels, buttons, check boxes, tabs, column heads, canvas texts and,
when asked, menu items."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Iterator
from tkinter import ttk


def shown_texts(widget: tk.Misc, *, menus: bool = False) -> Iterator[tuple[str, str]]:
    """(where, text) of everything drawn in words inside `widget` and shown now (a hidden
    page's widgets are not); `menus`: each menu item's label too, shown or not."""
    for child in widget.winfo_children():
        if isinstance(child, tk.Toplevel):
            continue
        if isinstance(child, tk.Menu):
            if menus:
                last = child.index("end")
                for i in range(0 if last is None else last + 1):
                    if child.type(i) not in ("separator", "tearoff"):
                        yield f"menu {child}", str(child.entrycget(i, "label"))
                yield from shown_texts(child, menus=menus)  # its submenus
            continue
        if not child.winfo_ismapped():
            continue
        try:
            yield f"{child.winfo_class()} {str(child)[-50:]}", str(child.cget("text"))
        except tk.TclError:
            pass
        if isinstance(child, ttk.Notebook):
            for tab in child.tabs():
                yield f"tab of {str(child)[-40:]}", str(child.tab(tab, "text"))
        if isinstance(child, ttk.Treeview):
            for column in ("#0", *child.cget("columns")):
                yield f"heading of {str(child)[-40:]}", str(child.heading(column, "text"))
        if isinstance(child, tk.Canvas):
            for item in child.find_all():
                if child.type(item) == "text":
                    yield f"canvas {str(child)[-40:]}", str(child.itemcget(item, "text"))
        yield from shown_texts(child, menus=menus)
