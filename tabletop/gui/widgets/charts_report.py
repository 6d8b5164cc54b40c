"""File > Report…: the current session's one-page report, written where the player says."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from tabletop.core.errors import TabletopError
from tabletop.core.i18n import N_, _

if TYPE_CHECKING:
    import tkinter as tk

    from tabletop.gui.shell import Window

REPORT_TYPES = [(N_("PDF page"), "*.pdf"), (N_("PNG picture"), "*.png")]


def ask_save_as(root: tk.Misc, title: str, suggested: str, types: list[tuple[str, str]]) -> str:
    """Ask where to write a file of one of `types` (the first one's suffix by default)."""
    from tkinter import filedialog

    return filedialog.asksaveasfilename(
        parent=root,
        title=title,
        defaultextension=types[0][1].split()[0].lstrip("*"),
        initialfile=suggested,
        filetypes=[(_(name), pattern) for name, pattern in types],
    )


def ask_report_path(root: tk.Misc, suggested: str) -> str:
    """Ask where to write the report (a PDF or PNG)."""
    return ask_save_as(root, _("Write a one-page report"), suggested, REPORT_TYPES)


def report_current(app: Window) -> Path | None:
    """Write the report of the session on top; say where, or say in one sentence why not."""
    tab = app.current_tab()
    if tab is None:
        app.notify(_("Open a session first: a report tells the story of one session."))
        return None
    session = tab.session
    answer = app.ask_report(f"{session.autosave_path().stem}-report.pdf")
    if not answer:
        return None
    out = Path(answer)
    if out.suffix.lower() not in (".pdf", ".png"):
        app.notify(
            _("{name}: a report is written as .pdf or .png.").format(name=out.name), error=True
        )
        return None
    app.notify(_("Writing the report…"))
    app.root.update_idletasks()
    from tabletop.story.page import write_report

    try:
        write_report(session, out)
    except (OSError, TabletopError) as exc:
        app.notify(_("Could not write the report: {why}").format(why=exc), error=True)
        return None
    app.notify(_("Report written to {path}.").format(path=out))
    return out
