"""Opening the window, with a clear sentence when there is no display to open it on."""

from __future__ import annotations

import sys


def launch(*, quit_when_ready: bool = False) -> int:
    """Open the main window; with quit_when_ready, draw it and return 0."""
    import tkinter

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
            f"tabletop: cannot open a window ({exc}); run it on a desktop, or use the "
            f"command line (tabletop --help).",
            file=sys.stderr,
        )
        return 2
    from tabletop.gui.app import App

    app = App(root)
    if quit_when_ready:
        root.update()
        app.close()
        return 0
    root.mainloop()
    return 0
