"""Opening the window, with a clear sentence when there is no display to open it on."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def launch(
    *, quit_when_ready: bool = False, lang: str | None = None, files: Sequence[str] = ()
) -> int:
    """Open the main window, each save of `files` in a tab of its own (`tabletop FILE...`, a
    file manager's "Open with"); with quit_when_ready, draw it and return 0, or 2 when a save
    could not be opened (its sentence on stderr). `lang` ("fr", "en": `--lang`) wins over the
    language chosen in the window (View > Language)."""
    import tkinter

    from tabletop.core.i18n import _

    if sys.platform == "win32":
        try:  # sharp text on a scaled Windows screen: Tk then follows the system's DPI
            import ctypes

            ctypes.windll.shcore.SetProcessDpiAwareness(1)
        except (AttributeError, OSError):
            pass
    try:
        root = tkinter.Tk(className="Tabletop")
    except tkinter.TclError as exc:
        print(
            _(
                "tabletop: cannot open a window ({reason}); run it on a desktop, or use the "
                "command line (tabletop --help)."
            ).format(reason=exc),
            file=sys.stderr,
        )
        return 2
    from tabletop.gui.app import App

    app = App(root, lang=lang)
    if not files:  # the tabs open at the last quit (a file named to open is asked for alone)
        from tabletop.gui.opentabs import reopen

        reopen(app)
    failed = 0
    for path in files:  # a save that cannot be opened says why in the message line
        if app.open_path(path) is None:
            failed += 1
            if quit_when_ready:
                print(f"tabletop: {app.status.get()}", file=sys.stderr)
    if quit_when_ready:
        root.update()
        app.close()
        return 2 if failed else 0
    root.mainloop()
    return 0
