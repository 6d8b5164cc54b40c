"""Window ready and opening a 5,000-roll SPI save, this checkout against an earlier commit,
interleaved in one run (the machine's speed varies by a third over an hour: only a figure
taken beside its baseline means anything).

    .venv/bin/python scripts/bench_against.py REV [RUNS]      (needs a DISPLAY, e.g. Xvfb)

The earlier commit is checked out in a temporary git worktree and run from there with this
checkout's virtual environment; each side makes its own save (the save schema may differ).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

from bench_env import ROOT, installed_env
from bench_open import OPEN_IN_WINDOW, PICKING

MAKE = """
import sys
from pathlib import Path
from tabletop.session.session import Session
session = Session.new("spi1980", seed=7, path=Path(sys.argv[1]), autosave=False)
while len(session.log) < 5000:
    session.resolve("table:crt", {"column": "3-1"})
session.save()
"""


def main() -> int:
    if len(sys.argv) not in (2, 3):
        print("usage: scripts/bench_against.py REV [RUNS]", file=sys.stderr)
        return 2
    rev, runs = sys.argv[1], int(sys.argv[2]) if len(sys.argv) == 3 else 7
    old = tempfile.mkdtemp(prefix="tabletop-against-")
    subprocess.run(["git", "worktree", "add", "-q", "--detach", old, rev], check=True, cwd=ROOT)
    try:
        sides = {}
        for name, tree in (("then", old), ("now", str(ROOT))):
            home = tempfile.mkdtemp()
            env = installed_env(PYTHONPATH=tree, TABLETOP_HOME=home, TABLETOP_DESKTOP="no")
            path = os.path.join(home, "long.toml")
            subprocess.run([sys.executable, "-c", MAKE, path], check=True, env=env, cwd=tree)
            sides[name] = (tree, env, path)
        shown: dict[str, list[float]] = {n: [] for n in sides}
        ready: dict[str, list[float]] = {n: [] for n in sides}
        for run in range(runs + 1):
            for name, (tree, env, path) in sides.items():
                command = [sys.executable, "-c", OPEN_IN_WINDOW, path, str(PICKING)]
                out = subprocess.run(command, capture_output=True, text=True, env=env, cwd=tree)
                start = time.perf_counter()
                quick = [sys.executable, "-m", "tabletop.cli", "--quit-when-ready"]
                subprocess.run(quick, check=True, env=env, cwd=tree)
                if run:  # the first run writes the bytecode an install already has
                    shown[name].append(float(out.stdout.split()[-2]))
                    ready[name].append(time.perf_counter() - start)
        for name in sides:
            print(
                f"{name:5} {rev if name == 'then' else 'HEAD'}: window ready "
                f"{statistics.median(ready[name]) * 1000:.0f} ms, open and show the 5,000-roll "
                f"save {statistics.median(shown[name]):.3f} s"
            )
        ratio = statistics.median(shown["now"]) / statistics.median(shown["then"])
        print(
            f"ratio now/then: open and show {ratio:.2f}, window ready "
            f"{statistics.median(ready['now']) / statistics.median(ready['then']):.2f}"
        )
    finally:
        subprocess.run(["git", "worktree", "remove", "--force", old], check=False, cwd=ROOT)
    return 0


if __name__ == "__main__":
    sys.exit(main())
