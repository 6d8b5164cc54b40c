"""What the desktop says about how to draw: dark or light, and how many dots an inch its
fonts are drawn at.

Asking takes running a program (gsettings, xrdb), so the window asks off its thread after
its first draw, drawing that first with the answers kept from the last run (settings.py),
and draws again only if an answer changed. On X11 the X server often reports 96 dots an
inch on a high-density screen while the desktop sets Xft.dpi (192, say) for its own fonts:
Tk's point sizes follow the X server, so the window takes Xft.dpi when the desktop gives it.
"""

from __future__ import annotations

import sys

from tabletop.gui.theme import on_path, system_prefers_dark

POINTS_PER_INCH = 72.0

LOWEST_DPI, HIGHEST_DPI = 48.0, 480.0
"""The Xft.dpi values taken as meant (outside them, a typo: Tk's own scaling is kept)."""


def xft_dpi(resources: str) -> float:
    """The Xft.dpi value in `xrdb -query`'s output, or 0 when it says none (or nonsense)."""
    for line in resources.splitlines():
        name, _, value = line.partition(":")
        if name.strip() == "Xft.dpi":
            try:
                dpi = float(value.strip())
            except ValueError:
                return 0.0
            return dpi if LOWEST_DPI <= dpi <= HIGHEST_DPI else 0.0
    return 0.0


def desktop_dpi() -> float:
    """The desktop's font DPI where it sets one (X11's Xft.dpi); 0 when it does not say."""
    if sys.platform in ("win32", "darwin"):
        return 0.0  # Tk follows the system's scaling there itself
    if not on_path("xrdb"):
        return 0.0
    import subprocess

    try:
        done = subprocess.run(["xrdb", "-query"], capture_output=True, text=True, timeout=2)
    except (OSError, subprocess.SubprocessError):
        return 0.0
    return xft_dpi(done.stdout)


def ask(theme: str) -> dict[str, object]:
    """The desktop's answers, as settings: `system_dark` (asked only when the theme follows
    the system) and `dpi`."""
    answers: dict[str, object] = {"dpi": desktop_dpi()}
    if theme == "system":
        answers["system_dark"] = system_prefers_dark()
    return answers
