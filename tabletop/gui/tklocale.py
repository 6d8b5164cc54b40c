"""Tk's own dialogs (open, save, the yes/no questions) in the window's language.

Tk words its file dialog and message boxes with its msgcat catalog (`$tk_library/msgs`),
loaded once at start-up for the system's locale: a window set to French in View > Language
still showed "Open", "Cancel" and "Files of type:". Setting msgcat's locale inside the Tcl
interpreter and loading Tk's catalog again words them in the language chosen.
"""

from __future__ import annotations

import tkinter as tk


def follow_language(root: tk.Misc, code: str) -> None:
    """Word Tk's own dialogs in `code` ("fr", "en"); a Tk without its catalogs keeps its own."""
    try:
        root.tk.eval(
            f"package require msgcat; ::msgcat::mclocale {{{code}}}; "
            "namespace eval ::tk { ::msgcat::mcload [file join $::tk_library msgs] }"
        )
    except tk.TclError:
        pass  # no msgs folder in this Tk: its dialogs stay as they are
