"""The Graphs tab beside the log, for scripts/bench: its first view and a redraw of the battle
and the dice luck at 5,000 log entries against the same at 100, in a fresh Python process with
a real window; and whether showing it loaded a plotting library (issue 33 item 6: under
0.1 s at 5,000 entries, no matplotlib)."""

from __future__ import annotations

from bench_env import run_in_window

INSTANT_MS = 100.0
"""A response within it feels instant."""

IN_WINDOW = r"""
import json, statistics, sys, tempfile, time, tkinter
from pathlib import Path
from tabletop.core.data import load_board
from tabletop.gui.widgets.charts import ChartsView
from tabletop.session.session import Session

columns = load_board("spi1980").table("crt").columns

def grown(count):
    session = Session.new("spi1980", seed=7, path=Path(tempfile.mkdtemp()) / "s.toml",
                          autosave=False)
    while len(session.log) < count:
        session.resolve("table:crt", {"column": columns[len(session.log) % len(columns)]})
    return session

root = tkinter.Tk()
root.geometry("480x760")
report = {}
for count in (100, 5000):
    session = grown(count)
    start = time.perf_counter()
    view = ChartsView(root, session)
    view.pack(fill="both", expand=True)
    root.update()
    view._shown()
    root.update()
    report[f"first_{count}"] = (time.perf_counter() - start) * 1000
    times = []
    for i in range(9):
        start = time.perf_counter()
        view.view.set("luck" if i % 2 else "battle")
        view.redraw()
        root.update()
        times.append((time.perf_counter() - start) * 1000)
    report[f"redraw_{count}"] = statistics.median(times)
    view.destroy()
report["matplotlib"] = "matplotlib" in sys.modules
print(json.dumps(report))
"""


def measure(home: str) -> dict[str, float]:
    """Milliseconds of a first view and a redraw at 100 and at 5,000 entries."""
    return run_in_window(IN_WINDOW, home)


def lines(r: dict[str, float]) -> list[str]:
    """The bench's lines for the Graphs tab."""

    def vs(step: str) -> str:
        big, small = r[f"{step}_5000"], r[f"{step}_100"]
        return f"{big:6.1f} ms vs at 100 entries {small:.1f} ms   ratio {big / small:.2f}"

    loaded = "loaded matplotlib" if r["matplotlib"] else "no plotting library loaded"
    return [
        f"graphs 5,000   first view {vs('first')}  (target < {INSTANT_MS:.0f} ms; {loaded})",
        f"  a redraw     {vs('redraw')}  (battle and dice luck in turn)",
    ]
