"""Opening a long save and showing it in the window, for scripts/bench: each run in a fresh
Python process, as a player's would be, timed from the click on the file to the tab drawn."""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from bench_env import ROOT, installed_env

OPEN_IN_WINDOW = """
import sys, time, tkinter
from tabletop.gui.app import App
root = tkinter.Tk()
app = App(root)
root.update()
if float(sys.argv[2]):  # the start page up for a moment, as a player picks a file
    root.after(int(float(sys.argv[2]) * 1000), root.quit)
    root.mainloop()
start, cpu = time.perf_counter(), time.process_time()
tab = app.open_path(sys.argv[1])
root.update()
print(time.perf_counter() - start if tab is not None else -1, time.process_time() - cpu)
"""

PICKING = 1.5
"""Seconds the start page is up before the save is opened, as a player picks one."""

ROLLS: dict[str, tuple[str, dict[str, object]]] = {
    "vaevictis": ("table:random-finish", {"column": "7"}),
    "tonnerre": ("rout-test", {"side": "French", "morale": 5}),
    "pratzen": ("engagement", {"er": 3}),
}
"""For each other paged game, a roll its sessions log over and over."""


def shown(
    path: Path, waits: tuple[float, ...], runs: int, home: str
) -> dict[float, tuple[float, float]]:
    """Median wall and processor seconds to open `path` and show it, for each wait."""
    env = installed_env(TABLETOP_HOME=home)
    walls: dict[float, list[float]] = {w: [] for w in waits}
    cpus: dict[float, list[float]] = {w: [] for w in waits}
    for run in range(runs + 1):
        for wait in waits:
            out = subprocess.run(
                [sys.executable, "-c", OPEN_IN_WINDOW, str(path), str(wait)],
                capture_output=True,
                text=True,
                check=True,
                cwd=ROOT,
                env=env,
            )
            if run == 0:
                continue  # the first run writes the bytecode an install already has
            wall, cpu = out.stdout.strip().splitlines()[-1].split()
            if float(wall) < 0:
                sys.exit(f"bench: {path.name} did not open in the window")
            walls[wait].append(float(wall))
            cpus[wait].append(float(cpu))
    return {w: (statistics.median(walls[w]), statistics.median(cpus[w])) for w in waits}


def each_game(runs: int) -> dict[str, float]:
    """Showing a 5,000-entry session of each other paged game, a player picking the file."""
    from tabletop.session.session import Session

    folder = Path(tempfile.mkdtemp())
    seconds: dict[str, float] = {}
    for game, (name, inputs) in ROLLS.items():
        session = Session.new(game, seed=7, path=folder / f"{game}.toml", autosave=False)
        while len(session.log) < 5000:
            # Logged as a replay logs it: the sequence of play opens none of these rolls at
            # a new game's first step, and what is timed is opening a long file, which an
            # older save of stand-alone rolls is.
            session.resolve(name, inputs, as_logged=True)
        path = session.save()
        seconds[game] = shown(path, (PICKING,), runs, str(folder))[PICKING][0]
    return seconds
