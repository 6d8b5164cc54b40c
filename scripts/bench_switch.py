"""A new language or theme with eight sessions open, for scripts/bench: the time until the
window is drawn again, against the same with one session open, in a fresh Python process with
a real window (issue 33 item 6: under 0.5 s, no blank window)."""

from __future__ import annotations

from bench_env import run_in_window

TARGET_MS = 500.0

IN_WINDOW = r"""
import json, statistics, time, tkinter
from tabletop.gui.app import App

GAMES = ("spi1980", "vaevictis", "pratzen", "tonnerre", "cardgame", "template", "spi1980",
         "vaevictis")
report = {}
for count in (1, 8):
    root = tkinter.Tk()
    root.geometry("1280x800")
    app = App(root)
    for game in GAMES[:count]:
        app.new_session(game, seed=2)
    root.update()
    for what, there, back in (("language", "fr", "en"), ("theme", "dark", "light")):
        times = []
        for i in range(4):
            start = time.perf_counter()
            if what == "language":
                app.set_language(there if i % 2 == 0 else back)
            else:
                app.set_theme(there if i % 2 == 0 else back)
            root.update()
            times.append((time.perf_counter() - start) * 1000)
        report[f"{what}_{count}"] = statistics.median(times)
    root.destroy()
print(json.dumps(report))
"""


def measure(home: str) -> dict[str, float]:
    """Milliseconds to draw the window again after a new language and a new theme, with one
    and with eight sessions open."""
    return run_in_window(IN_WINDOW, home)


def lines(r: dict[str, float]) -> list[str]:
    """The bench's lines for a new language or theme."""

    def vs(step: str) -> str:
        big, small = r[f"{step}_8"], r[f"{step}_1"]
        return f"{big:6.1f} ms vs with 1 tab {small:.1f} ms   ratio {big / small:.2f}"

    return [
        f"8 tabs         a new language {vs('language')}  (target < {TARGET_MS:.0f} ms)",
        f"  a new theme  {vs('theme')}  (target < {TARGET_MS:.0f} ms)",
    ]
