"""The referee's log view in a long game, for scripts/bench: drawing it, scrolling, filtering
and exporting at 50,000 entries against the same at 500, in a fresh Python process with a
real window (issue 13 item 3: smooth, not by drawing every row)."""

from __future__ import annotations

from bench_env import run_in_window

FRAME_MS = 16.7
"""One frame at 60 Hz: a scroll step within it looks smooth."""
INSTANT_MS = 100.0
"""A response within it feels instant (a filter changed)."""

IN_WINDOW = r"""
import json, statistics, sys, tempfile, time, tkinter
from pathlib import Path
from tabletop.core.log import Log, LogEntry
from tabletop.gui.widgets.logview import LogView
from tabletop.session.session import Session

def session_of(count):
    # A session whose log holds `count` entries: three rolls on the CRT to one phase step.
    session = Session.new("spi1980", seed=7, path=Path(tempfile.mkdtemp()) / "s.toml",
                          autosave=False)
    entries = []
    for seq in range(1, count + 1):
        rolled = seq % 4 != 0
        entries.append(LogEntry(
            seq=seq, time="2026-11-24T03:00:00+00:00",
            side="French" if seq % 2 else "Allied",
            what="spi1980/crt" if rolled else "next_phase",
            inputs={"column": "2-1"} if rolled else {},
            natural=seq % 6 + 1 if rolled else None, modified=seq % 6 + 1 if rolled else None,
            dice="1d6" if rolled else "", result="1/2d" if rolled else f"Phase {seq // 4}",
            hash=f"{seq:064x}"))
    session.log = Log(tuple(entries))
    return session

def timed(action, times):
    out = []
    for i in range(times):
        start = time.perf_counter()
        action(i)
        root.update()
        out.append(time.perf_counter() - start)
    return statistics.median(out) * 1000

root = tkinter.Tk()
root.geometry("420x760")
report = {}
for count in (500, 50000):
    session = session_of(count)
    start = time.perf_counter()
    view = LogView(root, session)
    view.pack(fill="both", expand=True)
    root.update()
    report[f"draw_{count}"] = (time.perf_counter() - start) * 1000
    moveto = view.scrollbar.cget("command")
    report[f"drag_{count}"] = timed(  # the thumb dragged far up and down
        lambda i: root.tk.call(moveto, "moveto", "0.2" if i % 2 else "0.7"), 21)
    report[f"wheel_{count}"] = timed(  # the mouse wheel, a notch down then up
        lambda i: view.tree.event_generate("<Button-5>" if i % 2 else "<Button-4>"), 21)

    def pick(i):
        view.side_box.set("French" if i % 2 else "all")
        view.side_box.event_generate("<<ComboboxSelected>>")
    report[f"filter_{count}"] = timed(pick, 7)
    target = Path(tempfile.mkdtemp()) / "log.csv"
    start = time.perf_counter()
    view.export_csv(target)
    report[f"export_{count}"] = (time.perf_counter() - start) * 1000
    view.destroy()
print(json.dumps(report))
"""


def measure(home: str) -> dict[str, float]:
    """Milliseconds of each step at 500 and at 50,000 entries (medians where repeated)."""
    return run_in_window(IN_WINDOW, home)


def lines(r: dict[str, float]) -> list[str]:
    """The bench's lines for the log view."""

    def vs(step: str) -> str:
        big, small = r[f"{step}_50000"], r[f"{step}_500"]
        return f"{big:6.1f} ms vs at 500 entries {small:.1f} ms   ratio {big / small:.2f}"

    return [
        f"log 50,000     scroll, the thumb dragged {vs('drag')}  (target < {FRAME_MS} ms)",
        f"  the wheel    {vs('wheel')}  (target < {FRAME_MS} ms)",
        f"  a filter     {vs('filter')}  (target < {INSTANT_MS:.0f} ms)",
        f"  first draw   {vs('draw')}",
        f"  export CSV   {vs('export')}  (written off the window's thread by the button)",
    ]
