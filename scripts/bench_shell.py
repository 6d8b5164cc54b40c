"""The command line's start, for scripts/bench: the processor time of a table lookup, a
resolve and `--version`, each in a fresh Python process, over a bare `python -c pass` run
the same way in the same run (interleaved, medians; the bytecode compiled, as an install
has it). Target: a lookup at most 3 times a bare Python start."""

from __future__ import annotations

import resource
import statistics
import subprocess
import sys
import tempfile

from bench_env import ROOT, installed_env

RUNS = {
    "bare": ["-c", "pass"],
    "lookup": ["-m", "tabletop.cli", "lookup", "spi1980/crt", "--roll", "3", "--column", "1-1"],
    "resolve": ["-m", "tabletop.cli", "resolve", "spi1980/combat", "--attack", "11"]
    + ["--defend", "4", "--roll", "3"],
    "version": ["-m", "tabletop.cli", "--version"],
}
"""Each command measured, as arguments to this Python."""


def _cpu(argv: list[str], env: dict[str, str]) -> float:
    """Processor seconds (user and system) of one run of `python argv`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(
        [sys.executable, *argv], check=True, env=env, cwd=ROOT, stdout=subprocess.DEVNULL
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def measure(repeats: int) -> dict[str, float]:
    env = installed_env(TABLETOP_HOME=tempfile.mkdtemp())
    for argv in RUNS.values():  # the bytecode written, the files in the cache
        _cpu(argv, env)
    times: dict[str, list[float]] = {name: [] for name in RUNS}
    for _ in range(max(repeats * 2, 21)):
        for name, argv in RUNS.items():
            times[name].append(_cpu(argv, env))
    return {f"{name}_cpu_s": statistics.median(values) for name, values in times.items()}


def lines(r: dict[str, float]) -> list[str]:
    bare = r["bare_cpu_s"]
    return [
        f"shell lookup   {r['lookup_cpu_s'] * 1000:7.1f} ms processor vs `python -c pass` "
        f"{bare * 1000:.1f} ms   ratio {r['lookup_cpu_s'] / bare:.2f}  (target <= 3)",
        f"  resolve      {r['resolve_cpu_s'] * 1000:7.1f} ms   ratio "
        f"{r['resolve_cpu_s'] / bare:.2f};  --version {r['version_cpu_s'] * 1000:.1f} ms   "
        f"ratio {r['version_cpu_s'] / bare:.2f}",
    ]
