"""The window's own dialogs (open, save as, name a session, quit anyway, reload, a warning,
the report's file): Tk's, made in the reader's language (gui/tklocale.py). The App holds
each as an attribute, so a test answers it without a human (IDLE's habit)."""

from __future__ import annotations

import tkinter as tk

from tabletop.core.i18n import N_, _, tr
from tabletop.core.recent import open_folder

SAVE_TYPES = [(N_("Austerlitz Tabletop saves"), "*.toml"), (N_("All files"), "*")]


def save_types() -> list[tuple[str, str]]:
    """The kinds of file a save dialog offers, in the current language."""
    return [(_(name), pattern) for name, pattern in SAVE_TYPES]


def ask_open(root: tk.Misc) -> str:
    """File > Open: the save chosen ("" when cancelled)."""
    from tkinter import filedialog

    return filedialog.askopenfilename(
        parent=root,
        title=_("Open a save"),
        filetypes=save_types(),
        initialdir=open_folder(),
    )


def ask_save(root: tk.Misc) -> str:
    """File > Save as: the file named ("" when cancelled)."""
    from tkinter import filedialog

    return filedialog.asksaveasfilename(
        parent=root,
        title=_("Save session as"),
        defaultextension=".toml",
        initialdir=open_folder(),
        filetypes=save_types(),
    )


def ask_name(root: tk.Misc, current: str) -> str | None:
    """A name for the session in front (None when cancelled)."""
    from tkinter import simpledialog

    return simpledialog.askstring(
        _("Name this session"),
        _("A name for this session, shown in its tab and kept for the next time:"),
        initialvalue=current,
        parent=root,
    )


def ask_quit_anyway(root: tk.Misc, problem: str) -> bool:
    """Whether to quit though the last change could not be saved (`problem` says why)."""
    from tkinter import messagebox

    return bool(
        messagebox.askyesno(
            _("Quit without saving?"),
            _("{problem}.\n\nQuit anyway? What was not saved is lost.").format(problem=tr(problem)),
            icon="warning",
            default="no",
            parent=root,
        )
    )


def ask_reload(root: tk.Misc, problem: str) -> bool:
    """Whether to reload a save another program changed (`problem` says what happened)."""
    from tkinter import messagebox

    return bool(
        messagebox.askyesno(
            _("Reload the save?"),
            _("{problem}.\n\nReload it now?").format(problem=problem),
            parent=root,
        )
    )


def alert(root: tk.Misc, text: str) -> None:
    """A warning the player must see (an autosave that failed the first time)."""
    from tkinter import messagebox

    messagebox.showwarning("Austerlitz Tabletop", text, parent=root)


def ask_report(root: tk.Misc, suggested: str) -> str:
    """File > Report: where to write it ("" when cancelled)."""
    from tabletop.gui.widgets.charts_report import ask_report_path

    return ask_report_path(root, suggested)
