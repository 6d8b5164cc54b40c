"""The window's theme, set once on the root: the shared widget styles plus the shell's own."""

from __future__ import annotations

import tkinter as tk
from tkinter import font, ttk

from tabletop.gui.widgets import style as widget_style

FRENCH = "#1f4e9c"
ALLIED = "#9c2f1f"


def apply(root: tk.Tk) -> None:
    """Bump the default fonts a little, pick a clear ttk theme, define the shell's styles."""
    for name in ("TkDefaultFont", "TkTextFont", "TkMenuFont", "TkHeadingFont"):
        try:
            font.nametofont(name).configure(size=11)
        except tk.TclError:
            pass  # a platform without that named font keeps its own
    widget_style.forget_fonts()
    style = ttk.Style(root)
    if "clam" in style.theme_names():
        style.theme_use("clam")
    widget_style.apply(root)
    family = widget_style.body(root)[0]
    ink, error = widget_style.INK, widget_style.ERROR
    style.configure("AppTitle.TLabel", font=(family, 20, "bold"), foreground=ink)
    style.configure("Heading.TLabel", font=(family, 14, "bold"), foreground=ink)
    style.configure("Big.TLabel", font=(family, 18, "bold"), foreground=ink)
    style.configure("Dim.TLabel", foreground=widget_style.MUTED)
    style.configure("Status.TLabel", foreground=ink, background="#e8e8e8")
    style.configure("StatusError.TLabel", foreground=error, background="#fbe9eb")
    style.configure("French.TLabel", foreground=FRENCH, font=(family, 12, "bold"))
    style.configure("Allied.TLabel", foreground=ALLIED, font=(family, 12, "bold"))
