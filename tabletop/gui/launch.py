"""Opening the window, with a clear sentence when there is no display to open it on."""

from __future__ import annotations

import sys


def launch(*, quit_when_ready: bool = False, lang: str | None = None) -> int:
    """Open the main window; with quit_when_ready, draw it and return 0. `lang` ("fr", "en":
    `--lang`) wins over the language chosen in the window (View > Language)."""
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
    if quit_when_ready:
        root.update()
        app.close()
        return 0
    root.mainloop()
    return 0
