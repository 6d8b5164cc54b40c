"""Measure the targets of issues 9 and 21 in one run: mutants, kills during writes, hostile
files, `verify` by replay of a long session, two writers at once and reports written through
a link or onto a full disk (scripts/reliability_writes.py). Prints each figure against its
target.

mutants   random edits of every example save in saves/: each is loaded (then played on and
          verified), refused with a sentence, or crashed/hung (targets: 0 crashes, 0 hangs,
          0 accepted mutants that break an invariant: one the rules then trip over)
kills     a writer killed with SIGKILL at random moments: FILE and FILE.bak load with every
          click but the last, and no temporary file is left after the next write; every
          other writer writes behind its clicks on a writer thread, as the window does
hostile   files built to freeze or exhaust a TOML reader: refused with exit 2 and one line,
          each in under 1 s and 200 MB (a fresh `tabletop show` process per file), among
          them 8 MB of one flat kind of value (tests/support/hostile_support.py)
verify    `tabletop verify` of a 5,000-entry session, replayed: under 1 s
bounds    every bound of each game's bounds.py broken in every example save (one past each
          end, 2^63-1, an id listed twice): refused on load naming the field, each in under 1 s
writers, report: see scripts/reliability_writes.py

    scripts/reliability [--mutants N] [--kills N] [--pairs N] [--only RUN] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import signal
import subprocess
import sys
import tempfile
import time
import tomllib
from collections import Counter
from pathlib import Path
from typing import Any

import tomli_w

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "support"))
sys.path.insert(0, str(ROOT / "scripts"))

from hostile_support import hostile_texts  # noqa: E402
from reliability_writes import print_writes, run_report, run_writers  # noqa: E402

from tabletop.core.errors import TabletopError  # noqa: E402
from tabletop.session.limits import MAX_BYTES  # noqa: E402
from tabletop.session.randomplay import play  # noqa: E402
from tabletop.session.saves import read_session  # noqa: E402
from tabletop.session.verify import verify_file  # noqa: E402

WORDS = ["", "x", "Prussia", "99-1", "over", "defend", "napoleon", "eliminated", "on_map"]


class Hung(Exception):
    """A load or a click took longer than the alarm allows."""


def _alarm(signum: int, frame: Any) -> None:
    raise Hung


def _leaves(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in the data a mutation can hit (tables, lists and their items)."""
    out = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            out += _leaves(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            out += _leaves(item, (*path, index))
    return out


def _mutated(value: Any, rng: random.Random) -> Any:
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return rng.choice([-1, 0, 1, 2, 3, 6, 7, 12, 83, 99, 180, -69, value + 1, value - 1])
    if isinstance(value, str):
        return rng.choice([*WORDS, value + "x", value[::-1]])
    if isinstance(value, list):
        if value and rng.random() < 0.5:
            return value[:-1]
        return [*value, rng.choice(value)] if value else [rng.choice(WORDS)]
    if isinstance(value, dict):
        return {}
    return value


def mutant(data: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """One random edit of a save's state, options, step meta or history."""
    data = json.loads(json.dumps(data))  # a deep copy of plain data
    top = rng.choice(["state"] * 6 + ["options", "history", "dice", "step"])
    if top not in data:
        return data
    places = _leaves(data[top], (top,))
    place = rng.choice(places[1:] or places)
    holder = data
    for key in place[:-1]:
        holder = holder[key]
    last = place[-1]
    if rng.random() < 0.12 and isinstance(holder, dict):
        del holder[last]
    else:
        holder[last] = _mutated(holder[last], rng)
    return data


def run_mutants(count: int, seed: int) -> dict[str, Any]:
    examples = sorted((ROOT / "saves").glob("*.toml"))
    originals = {p: tomllib.loads(p.read_text(encoding="utf-8")) for p in examples}
    rng = random.Random(seed)
    outcomes: Counter[str] = Counter()
    crashes: list[str] = []
    folder = Path(tempfile.mkdtemp())
    signal.signal(signal.SIGALRM, _alarm)
    for n in range(count):
        source = examples[n % len(examples)]
        data = mutant(originals[source], rng)
        path = folder / f"m{n}-{source.name}"
        path.write_text(tomli_w.dumps(data), encoding="utf-8")
        signal.alarm(5)
        stage = "load"
        try:
            session = read_session(path, autosave=False)
            stage = "play"
            play(session, 25, random.Random(n))
            stage = "verify"
            verdict = verify_file(path)
            outcomes["loaded, verify refuses" if verdict.problem else "loaded, verify passes"] += 1
        except TabletopError:
            outcomes["refused" if stage == "load" else f"{stage} refused"] += 1
        except Hung:
            outcomes[f"hung in {stage}"] += 1
        except Exception as exc:  # what the targets count: a crash
            outcomes[f"crashed in {stage}"] += 1
            crashes.append(f"{path.name}: {stage}: {type(exc).__name__}: {exc}"[:200])
        finally:
            signal.alarm(0)
        path.unlink(missing_ok=True)
    return {"mutants": count, "outcomes": dict(outcomes), "crashes": crashes[:10]}


def run_bounds() -> dict[str, Any]:
    from bounds_support import EXAMPLES, bounds_of, edited, game_of, mutants

    folder = Path(tempfile.mkdtemp())
    outcomes: Counter[str] = Counter()
    slowest, loaded = 0.0, []
    for save in EXAMPLES:
        for bound in bounds_of(game_of(save)):
            for what, change, field in mutants(save, bound):
                path = edited(folder, save, change)
                started = time.perf_counter()
                try:
                    read_session(path, autosave=False)
                    outcomes["loaded"] += 1
                    loaded.append(f"{save.name}: {what}")
                except TabletopError as exc:
                    named = re.search(field, str(exc)) is not None
                    outcomes["refused naming the field" if named else "refused, field unnamed"] += 1
                slowest = max(slowest, time.perf_counter() - started)
    return {"outcomes": dict(outcomes), "slowest_s": round(slowest, 3), "loaded": loaded[:10]}


def run_kills(count: int, seed: int) -> dict[str, Any]:
    from crash_support import kill_once, temporary_files

    from tabletop.session.session import Session

    folder = Path(tempfile.mkdtemp())
    path = Session.new("spi1980", seed=seed, path=folder / "game.toml").save()
    rng = random.Random(seed)
    ok_file = ok_bak = lost = 0
    problems: list[str] = []
    for n in range(count):
        kill = kill_once(path, rng, longest=0.3, background=n % 2 == 1)
        if kill.problem:
            problems.append(kill.problem)
        if kill.file_entries is not None and kill.file_entries >= kill.saved:
            ok_file += 1
        else:
            lost += 1
        if kill.backup_entries is not None and kill.backup_entries >= kill.saved - 1:
            ok_bak += 1
    left_before = len(temporary_files(path))
    read_session(path).save()
    left_after = len(temporary_files(path))
    return {
        "kills": count,
        "written_behind": count // 2,
        "file_loads_with_every_saved_click": ok_file,
        "backup_loads_with_all_but_the_last": ok_bak,
        "clicks_lost": lost,
        "problems": problems[:5],
        "temporary_files_after_the_kills": left_before,
        "temporary_files_after_the_next_write": left_after,
    }


def _hostile_files(folder: Path) -> dict[str, Path]:
    """The hostile files of issue 9, and a few more of the same kind."""
    example = (ROOT / "saves" / "spi1980-turn3-after-combat.toml").read_text(encoding="utf-8")
    files = {
        "one dotted key of 20,000 parts (61 KB)": "a" + ".a" * 20_000 + " = 1\n",
        "arrays nested 500 deep": "x = " + "[" * 500 + "]" * 500 + "\n",
        "arrays nested 100,000 deep (comma-separated)": "x = " + "[1," * 100_000 + "]" * 100_000,
        "an integer of 4,300 digits": "x = " + "9" * 4_300 + "\n",
        "a 10 MB text in a log entry": example.replace(
            'result = "', 'result = "' + "z" * 10_000_000, 1
        ),
        "a 1,000,000-entry log (about 300 MB)": "",
        "8 MB of empty lines": "\n" * (MAX_BYTES - 10),
        "8 MB of short dotted keys": "".join(f"k{i}.a.b = 1\n" for i in range(700_000))[
            : MAX_BYTES - 10
        ],
        "19,900 keys of 10 parts (just under the limits)": "".join(
            f"k{i}.a.b.c.d.e.f.g.h.i = 1\n" for i in range(19_900)
        ),
        "tables 5,000 deep": "".join(f"[{'.'.join(['t'] * 11)}{i}]\n" for i in range(5_000)),
        "binary": os.urandom(100_000).decode("latin-1"),
        **hostile_texts(),
    }
    out = {}
    for name, text in files.items():
        path = folder / f"h{len(out)}.toml"
        if name.startswith("a 1,000,000"):
            with path.open("wb") as handle:  # written, not built in memory
                handle.write(b"format = \"austerlitz-tabletop session\"\nlog = '''\n")
                line = b"0" * 64 + b' {"seq":1}\n'
                for _ in range(1000):
                    handle.write(line * 1000)
                handle.write(b"'''\n")
        else:
            path.write_text(text, encoding="utf-8", errors="surrogateescape")
        out[name] = path
    return out


_PROBE = """
import json, resource, sys, time
from pathlib import Path
from tabletop.core.errors import TabletopError
from tabletop.session.saves import read_session
base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
start = time.perf_counter()
cpu = time.process_time()
try:
    read_session(Path(sys.argv[1]), autosave=False)
    said, refused = "loaded", False
except TabletopError as exc:
    said, refused = str(exc), True
except Exception as exc:
    said, refused = f"crashed: {type(exc).__name__}", False
print(json.dumps({
    "refused": refused,
    "seconds": round(time.perf_counter() - start, 3),
    "cpu_seconds": round(time.process_time() - cpu, 3),
    "extra_mb": round((resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - base) / 1024, 1),
    "said": said[:160],
}))
"""
"""Loads one file in a fresh process: wall and CPU time, and the memory it took on top of
the app's own (resident peak after minus before)."""


def run_hostile() -> dict[str, Any]:
    folder = Path(tempfile.mkdtemp())
    results = {}
    for name, path in _hostile_files(folder).items():
        proc = subprocess.run(
            [sys.executable, "-c", _PROBE, str(path)],
            capture_output=True,
            text=True,
            cwd=ROOT,
            timeout=300,
        )
        results[name] = json.loads(proc.stdout)
        path.unlink()
    return results


def run_verify(entries: int) -> dict[str, Any]:
    from tabletop.core.data import load_board
    from tabletop.session.session import Session

    folder = Path(tempfile.mkdtemp())
    session = Session.new("spi1980", seed=7, path=folder / "long.toml", autosave=False)
    pool = ["table:" + n for n, t in load_board("spi1980").tables.items() if t.dice is not None]
    while len(session.log) < entries:
        session.resolve(pool[len(session.log) % len(pool)], {"column": "1-1"})
    path = session.save()
    times = []
    for _ in range(3):
        start = time.perf_counter()
        proc = subprocess.run(
            [sys.executable, "-m", "tabletop.cli", "verify", str(path)],
            capture_output=True,
            text=True,
            cwd=ROOT,
        )
        times.append(time.perf_counter() - start)
    inside = time.perf_counter()
    verdict = verify_file(path)
    inside = time.perf_counter() - inside
    return {
        "entries": len(session.log),
        "file_mb": round(path.stat().st_size / 1e6, 2),
        "exit": proc.returncode,
        "command_s": round(min(times), 3),
        "replay_in_process_s": round(inside, 3),
        "ok": verdict.ok,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mutants", type=int, default=2000)
    parser.add_argument("--kills", type=int, default=1000)
    parser.add_argument("--pairs", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--only",
        choices=("mutants", "kills", "hostile", "verify", "bounds", "writers", "report"),
    )
    args = parser.parse_args()
    os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp())
    report: dict[str, Any] = {}
    if args.only in (None, "verify"):
        report["verify"] = run_verify(5000)
    if args.only in (None, "hostile"):
        report["hostile"] = run_hostile()
    if args.only in (None, "writers"):
        report["writers"] = run_writers(args.pairs)
    if args.only in (None, "report"):
        report["report"] = run_report()
    if args.only in (None, "kills"):
        report["kills"] = run_kills(args.kills, args.seed)
    if args.only in (None, "mutants"):
        report["mutants"] = run_mutants(args.mutants, args.seed)
    if args.only in (None, "bounds"):
        report["bounds"] = run_bounds()
    if args.json:
        print(json.dumps(report, indent=2))
        return
    _print(report)


def _print(report: dict[str, Any]) -> None:
    if "verify" in report:
        v = report["verify"]
        print(
            f"verify   {v['entries']} entries ({v['file_mb']} MB): `tabletop verify` "
            f"{v['command_s']:.2f} s (replay alone {v['replay_in_process_s']:.2f} s), exit "
            f"{v['exit']}  (target < 1 s)"
        )
    if "hostile" in report:
        print("hostile  (target: refused with one sentence in < 1 s and < 200 MB)")
        for name, h in report["hostile"].items():
            print(
                f"         {name:45} {'refused' if h['refused'] else 'LOADED '} "
                f"{h['seconds']:5.2f} s (cpu {h['cpu_seconds']:4.2f})  +{h['extra_mb']:5.1f} MB"
                f"  {h['said'][:60]}"
            )
    print_writes(report)
    if "kills" in report:
        k = report["kills"]
        print(
            f"kills    {k['kills']} ({k.get('written_behind', 0)} writing behind the click, as "
            f"the window does): FILE loads with every saved click "
            f"{k['file_loads_with_every_saved_click']}/{k['kills']}, FILE.bak "
            f"{k['backup_loads_with_all_but_the_last']}/{k['kills']}, "
            f"temporary files {k['temporary_files_after_the_kills']} after the kills, "
            f"{k['temporary_files_after_the_next_write']} after the next write"
        )
    if "mutants" in report:
        m = report["mutants"]
        parts = ", ".join(f"{n} {k}" for k, n in sorted(m["outcomes"].items()))
        print(f"mutants  {m['mutants']}: {parts}  (target: 0 crashed, 0 hung)")
        for line in m["crashes"]:
            print(f"         {line}")
    if "bounds" in report:
        b = report["bounds"]
        parts = ", ".join(f"{n} {k}" for k, n in sorted(b["outcomes"].items()))
        print(
            f"bounds   {parts}; slowest {b['slowest_s']:.2f} s  "
            "(target: all refused naming the field, < 1 s)"
        )
        for line in b["loaded"]:
            print(f"         {line}")


if __name__ == "__main__":
    main()
