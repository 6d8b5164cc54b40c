"""What every part of scripts/bench shares: the checkout, and the environment of a fresh
process that starts as the installed app does."""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def installed_env(**extra: str) -> dict[str, str]:
    """The environment of a fresh process that starts as an installed app does: with its
    compiled bytecode (pip writes it; a shell with PYTHONDONTWRITEBYTECODE set would make
    every run compile the whole app again, which no player's does)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    return {**env, **extra}


def run_in_window(script: str, home: str) -> dict[str, float]:
    """Run `script` (which prints one JSON line last) in a fresh Python process with the
    installed package and a player folder of its own; its JSON report."""
    import json
    import subprocess
    import sys

    out = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        env=installed_env(TABLETOP_HOME=home),
    )
    report: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return report
