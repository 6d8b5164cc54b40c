"""File > Export after-action report…: the session on top written as a report to post
(BBCode, Markdown or HTML by the name chosen), its charts beside it, where the player says."""

from __future__ import annotations

from pathlib import Path

from tabletop.core.i18n import N_, _

TYPE_CHECKING = False  # not typing's: the window imports no `typing` before it is drawn
if TYPE_CHECKING:
    import tkinter as tk

    from tabletop.gui.shell import Window

AAR_TYPES = [
    (N_("BBCode for BoardGameGeek or ConsimWorld"), "*.bbcode *.txt"),
    ("Markdown", "*.md"),
    (N_("HTML page"), "*.html"),
]


def ask_aar_path(root: tk.Misc, suggested: str) -> str:
    """Ask where to write the report; its suffix picks the format."""
    from tabletop.gui.widgets.charts_report import ask_save_as

    kinds = [(_(name), pattern) for name, pattern in AAR_TYPES]
    return ask_save_as(root, _("Export an after-action report"), suggested, kinds)


def export_aar(app: Window) -> Path | None:
    """Write the report of the session on top; say where, or say in one sentence why not."""
    tab = app.current_tab()
    if tab is None:
        app.notify(
            _("Open a session first: an after-action report tells the story of one session.")
        )
        return None
    session = tab.session
    answer = ask_aar_path(app.root, f"{session.autosave_path().stem}-aar.bbcode")
    if not answer:
        return None
    out = Path(answer)
    if out.is_dir():
        app.notify(
            _("{path} is a folder; give the report a file name.").format(path=out), error=True
        )
        return None
    app.notify(_("Writing the after-action report…"))
    app.root.update_idletasks()
    from tabletop.core.errors import TabletopError
    from tabletop.core.files import plain_reason
    from tabletop.story.aar_files import format_for, write_aar

    kind = format_for(out)
    try:
        written = write_aar(session, out, kind)
    except TabletopError as exc:  # a link or a read-only file, said in its own sentence
        app.notify(str(exc), error=True)
        return None
    except OSError as exc:
        reason = plain_reason(exc)
        app.notify(
            _("Could not write the after-action report {name} ({reason}).").format(
                name=out.name, reason=reason
            ),
            error=True,
        )
        return None
    if len(written) > 1:
        said = _("After-action report ({kind}) written to {path} with its charts beside it.")
    else:
        said = _("After-action report ({kind}) written to {path}.")
    app.notify(said.format(kind=kind, path=out))
    return out
