"""Fonts and colours of the window, set once on the root: readable at a glance."""

from __future__ import annotations

import contextlib
import tkinter as tk
from tkinter import font, ttk

INK = "#1d1d1f"
DIM = "#5f6368"
ERROR = "#b00020"
FRENCH = "#1f4e9c"
ALLIED = "#9c2f1f"


def apply(root: tk.Tk) -> None:
    """Bump the default fonts a little and define the named label styles the shell uses."""
    for name in ("TkDefaultFont", "TkTextFont", "TkMenuFont", "TkHeadingFont"):
        with contextlib.suppress(tk.TclError):
            font.nametofont(name).configure(size=11)
    base = font.nametofont("TkDefaultFont").actual("family")
    style = ttk.Style(root)
    if "clam" in style.theme_names():
        style.theme_use("clam")
    style.configure("Title.TLabel", font=(base, 20, "bold"), foreground=INK)
    style.configure("Heading.TLabel", font=(base, 14, "bold"), foreground=INK)
    style.configure("Big.TLabel", font=(base, 18, "bold"), foreground=INK)
    style.configure("Dim.TLabel", foreground=DIM)
    style.configure("Status.TLabel", foreground=INK, background="#e8e8e8")
    style.configure("Error.TLabel", foreground=ERROR, background="#fbe9eb")
    style.configure("French.TLabel", foreground=FRENCH, font=(base, 12, "bold"))
    style.configure("Allied.TLabel", foreground=ALLIED, font=(base, 12, "bold"))
