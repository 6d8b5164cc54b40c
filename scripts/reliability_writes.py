"""The writing runs of scripts/reliability (issue 21): two writers at once, and a report
written through a link or onto a full disk. Each runs the real `tabletop` command in fresh
processes, as a player's shell would.

writers   pairs of `tabletop act FILE notes --text ...` started at once on one save: every
          process that exits 0 has its note in the file, one that does not says why in one
          line (target: 0 notes lost with exit 0), and the file verifies
report    `tabletop report -o LINK` where LINK names another file, and `report -o OUT` over an
          existing report on a disk that is full (files may not grow past 20 kB): refused in
          one line with exit 2, the other file and the old report left as they were
"""

from __future__ import annotations

import resource
import signal
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
COMMAND = [sys.executable, "-m", "tabletop.cli"]
EXAMPLE = ROOT / "saves" / "vaevictis-turn3-losses-and-a-dead-general.toml"


def _tabletop(*argv: str, full_disk: bool = False) -> subprocess.Popen[str]:
    def fill() -> None:  # in the child: files may not grow past 20 kB, as on a full disk
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (20_000, 20_000))

    return subprocess.Popen(
        [*COMMAND, *argv],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=fill if full_disk else None,
    )


def _notes(path: Path) -> list[str]:
    from tabletop.session.saves import read_session

    entries = read_session(path, autosave=False).log.entries
    return [str(e.inputs.get("text")) for e in entries if e.what == "notes"]


def run_writers(pairs: int) -> dict[str, Any]:
    from tabletop.session.verify import verify_file

    folder = Path(tempfile.mkdtemp())
    path = folder / "s.toml"
    new = [*COMMAND, "new", "vaevictis", "-o", str(path)]
    subprocess.run(new, cwd=ROOT, check=True, capture_output=True)
    recorded = refused = lost = 0
    sentences: set[str] = set()
    for pair in range(pairs):
        procs = {f"{pair}{side}": _tabletop("act", str(path), "notes", "--text", f"{pair}{side}")
                 for side in "AB"}  # fmt: skip
        for note, proc in procs.items():
            _, err = proc.communicate()
            if proc.returncode == 0:
                recorded += 1
                lost += note not in _notes(path)
            else:
                refused += 1
                sentences.add(err.strip()[:160])
    return {
        "pairs": pairs,
        "recorded": recorded,
        "refused": refused,
        "lost_with_exit_0": lost,
        "notes_in_the_file": len(_notes(path)),
        "verifies": verify_file(path).ok,
        "refusals": sorted(sentences)[:3],
    }


def run_report() -> dict[str, Any]:
    folder = Path(tempfile.mkdtemp())
    out: dict[str, Any] = {}
    system = folder / "passwd"
    system.write_text("root:x:0:0\n")
    link = folder / "report.pdf"
    link.symlink_to(system)
    proc = _tabletop("report", str(EXAMPLE), "-o", str(link))
    _, err = proc.communicate()
    out["symlink"] = {
        "exit": proc.returncode,
        "untouched": system.read_text() == "root:x:0:0\n" and link.is_symlink(),
        "said": err.strip()[:160],
    }
    for kind in ("png", "pdf"):
        report = folder / f"old.{kind}"
        report.write_bytes(b"the report before" * 100)
        proc = _tabletop("report", str(EXAMPLE), "-o", str(report), full_disk=True)
        _, err = proc.communicate()
        out[f"full disk, {kind}"] = {
            "exit": proc.returncode,
            "untouched": report.read_bytes() == b"the report before" * 100,
            "left": sorted(p.name for p in folder.iterdir() if p.name.startswith(".old")),
            "said": err.strip()[:160],
        }
    return out


def print_writes(report: dict[str, Any]) -> None:
    lines = []
    if "writers" in report:
        w = report["writers"]
        lines.append(
            f"writers  {w['pairs']} pairs of `act notes` at once: {w['recorded']} recorded, "
            f"{w['refused']} refused, {w['lost_with_exit_0']} lost with exit 0, "
            f"{w['notes_in_the_file']} notes in the file, verifies: {w['verifies']}  "
            f"(target: 0 lost)"
        )
    for name, r in report.get("report", {}).items():
        lines.append(
            f"report   {name:16} exit {r['exit']}, other file untouched: {r['untouched']}"
            f"  {r['said'][:90]}"
        )
    if lines:
        print("\n".join(lines))
