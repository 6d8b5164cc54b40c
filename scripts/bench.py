"""Measure the app against baselines taken in the same run; print ratios (medians).

window ready   `tabletop --quit-when-ready`  over  a bare tkinter.Tk() window (and the same
               with sv-ttk loaded as its package does, for comparison), each in a
               fresh Python process
save + load    a session with a 500-entry log read, then written with no text kept from an
               earlier save  over  tomli-w + tomllib of the same dict
lookup + odds  one CRT lookup with its odds, in microseconds (target under 1 ms)
card game      simulated games per second, random against random (target 500)
long session   a click in the window (a roll, its autosave handed to the writer thread) at
               5,000 log entries  over  the same click at 100 (target <= 2); the writer's
               time per click, and the click written at once (the command line), each over
               the same at 100; opening that save and showing it in the window, at once
               after the first draw and after the start page was up 1.5 s (the engine
               loads meanwhile, gui/warmup.py) (target < 0.3 s), and the same for a
               5,000-roll session of each other paged game; `verify` of it by replay
               (target < 1 s)
graphs         the Graphs tab's first view and a redraw at 5,000 entries against 100 (target
               100 ms), and whether a plotting library was loaded (scripts/bench_graphs.py)
switching      a new language, a new theme with 8 sessions open against 1 (target 0.5 s)
               (scripts/bench_switch.py)
log view       at 50,000 entries against 500: a scroll step (target: one frame), a filter
               (target 100 ms), the first draw, a CSV export (scripts/bench_logview.py)
strong bot     its move time as each side (target p95 < 50 ms); with --bots, its three
               scores of issue 13 over 150 seeded games each (scripts/bench_bots.py)
expert bot     its move time percentiles as each side at its default budget (target p95 <=
               300 ms), over strong's p95 measured in the same run; with --expert, its three
               scores of issue 35 over 200 seeded games each; with --sides, also each side's
               score against every level, written to cards/cardgame-sides.toml (the
               new-game dialog's table) (scripts/bench_expert.py); what the hidden cards
               cost it: its Coalition scores when shown them (scripts/bench_ceiling.py)
refusals, the resume list, a solo game by clicks: what the tests used to time
               (scripts/bench_promises.py)
shell          a table lookup's processor time over `python -c pass` (target <= 3), and
               resolve and --version (scripts/bench_shell.py)
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from collections.abc import Callable
from pathlib import Path

import tomli_w

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

import bench_bots  # noqa: E402  (beside this script)
import bench_expert  # noqa: E402
import bench_graphs  # noqa: E402
import bench_logview  # noqa: E402
import bench_open  # noqa: E402
import bench_promises  # noqa: E402
import bench_shell  # noqa: E402
import bench_switch  # noqa: E402
from bench_env import installed_env  # noqa: E402
from bench_open import PICKING  # noqa: E402


def median_time(run: Callable[[], object], repeats: int) -> float:
    """Median wall time of `run` in seconds."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def median_cpu(run: Callable[[], object], repeats: int) -> float:
    """Median processor time of `run` in seconds: what a figure costs on a quiet machine
    (wall time on a loaded one also counts the other programs' turns)."""
    times = []
    for _ in range(repeats):
        start = time.process_time()
        run()
        times.append(time.process_time() - start)
    return statistics.median(times)


def ensure_display() -> subprocess.Popen[bytes] | None:
    """Start Xvfb when there is no display (the bench measures a real window)."""
    if os.environ.get("DISPLAY"):
        return None
    if not shutil.which("Xvfb"):
        sys.exit("bench: no DISPLAY and no Xvfb; run scripts/test once to install it")
    proc = subprocess.Popen(
        ["Xvfb", ":97", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.environ["DISPLAY"] = ":97"
    time.sleep(1.0)
    return proc


def bench_window(repeats: int) -> dict[str, float]:
    """Window-ready time over a bare Tk window, each in a new process."""
    bare = [sys.executable, "-c", "import tkinter; r = tkinter.Tk(); r.update(); r.destroy()"]
    # The theme alone, loaded as its own package does (both variants), for the README.
    themed = [
        sys.executable,
        "-c",
        "import tkinter, sv_ttk; r = tkinter.Tk(); sv_ttk.set_theme('light'); r.update(); "
        "r.destroy()",
    ]
    app = [sys.executable, "-m", "tabletop.cli", "--quit-when-ready"]
    env = installed_env(TABLETOP_HOME=tempfile.mkdtemp())

    def run(cmd: list[str]) -> Callable[[], object]:
        return lambda: subprocess.run(cmd, check=True, env=env, cwd=ROOT)

    run(app)()  # warm the file cache for both
    run(bare)()
    # Interleaved, so a burst of load on the machine hits both sides alike.
    bare_times, themed_times, app_times = [], [], []
    for _ in range(repeats):
        bare_times.append(median_time(run(bare), 1))
        themed_times.append(median_time(run(themed), 1))
        app_times.append(median_time(run(app), 1))
    base, ours = statistics.median(bare_times), statistics.median(app_times)
    theme = statistics.median(themed_times)
    return {
        "bare_tk_s": base,
        "sv_ttk_s": theme,
        "sv_ttk_ratio": theme / base,
        "tabletop_s": ours,
        "ratio": ours / base,
    }


def bench_saves(repeats: int) -> dict[str, float]:
    """Save + load of a 500-entry session over plain tomli-w + tomllib of the same data."""
    from tabletop.session.saves import read_session, session_to_data, write_session
    from tabletop.session.session import Session

    folder = Path(tempfile.mkdtemp())
    session = Session.new("spi1980", seed=7, path=folder / "s.toml", autosave=False)
    from tabletop.core.data import load_board

    pool = [
        "table:" + name
        for name, table in load_board(session.game.id).tables.items()
        if table.dice is not None
    ]
    if not pool:
        sys.exit("bench: spi1980 has no printed tables to roll on")
    while len(session.log) < 500:
        session.resolve(pool[len(session.log) % len(pool)], {})
    data = session_to_data(session)
    plain_path = folder / "plain.toml"

    def plain() -> None:
        plain_path.write_text(tomli_w.dumps(data))
        tomllib.loads(plain_path.read_text())

    session.save()

    def ours() -> None:
        # Read, then write from nothing kept (an autosave reuses the old entries' and undo
        # steps' text; the first save after opening makes all of it).
        again = read_session(folder / "s.toml", autosave=False)
        write_session(again, folder / "again.toml")

    base = median_time(plain, repeats)
    mine = median_time(ours, repeats)
    return {"entries": len(session.log), "plain_s": base, "tabletop_s": mine, "ratio": mine / base}


def bench_long(repeats: int) -> dict[str, float]:
    """Click cost at 5,000 entries over 100, opening and verifying a 5,000-entry save."""
    from tabletop.core.data import load_board
    from tabletop.session.saves import read_session
    from tabletop.session.session import Session
    from tabletop.session.verify import verify_file

    folder = Path(tempfile.mkdtemp())
    columns = load_board("spi1980").table("crt").columns

    def grown(entries: int) -> Session:
        session = Session.new("spi1980", seed=7, path=folder / f"s{entries}.toml", autosave=False)
        while len(session.log) < entries:
            session.resolve("table:crt", {"column": columns[len(session.log) % len(columns)]})
        session.autosave = True
        session.resolve("table:crt", {"column": "1-1"})  # makes the entries' text, once
        return session

    short, session = grown(100), grown(5000)
    # Clicks on the two sessions alternate, so a burst of load on the machine hits both alike.
    # A click in the window: what the window's thread does (the rules, the log, the save's
    # new text, handing it to the writer thread), in wall time and in that thread's own
    # processor time. Then, as a player pauses between clicks, the write is waited for and
    # its own time kept. And the same click written at once, as `tabletop act` does.
    walls: dict[int, list[float]] = {100: [], 5000: []}
    cpus: dict[int, list[float]] = {100: [], 5000: []}
    writes: dict[int, list[float]] = {100: [], 5000: []}
    at_once: dict[int, list[float]] = {100: [], 5000: []}
    for one in (short, session):
        one.write_in_background()
    for _ in range(max(repeats * 3, 31)):
        for size, one in ((100, short), (5000, session)):
            start, cpu = time.perf_counter(), time.thread_time()
            one.resolve("table:crt", {"column": "1-1"})
            walls[size].append(time.perf_counter() - start)
            cpus[size].append(time.thread_time() - cpu)
            assert one.writer is not None
            written = one.writer.finish()
            if written is None or written.error is not None:
                sys.exit(f"bench: the autosave failed ({written})")
            writes[size].append(written.seconds)
            behind, one.file.writer = one.file.writer, None
            start = time.perf_counter()
            one.resolve("table:crt", {"column": "1-1"})
            at_once[size].append(time.perf_counter() - start)
            one.file.writer = behind

    def ratio(times: dict[int, list[float]]) -> float:
        return statistics.median(times[5000]) / statistics.median(times[100])

    for one in (short, session):
        one.write_at_once()
    at_100, at_5000 = statistics.median(walls[100]), statistics.median(walls[5000])
    path = session.save()
    opening = median_time(lambda: read_session(path, autosave=False), repeats)
    shown = bench_open.shown(path, (0, PICKING), max(3, repeats // 3), str(folder))
    verify = median_time(lambda: verify_file(path), max(3, repeats // 3))
    verify_cpu = median_cpu(lambda: verify_file(path), max(3, repeats // 3))
    opening_cpu = median_cpu(lambda: read_session(path, autosave=False), repeats)
    return {
        "open_cpu_s": opening_cpu,
        "verify_cpu_s": verify_cpu,
        "entries": len(session.log),
        "click_100_s": at_100,
        "click_5000_s": at_5000,
        "click_ratio": at_5000 / at_100,
        "click_cpu_100_s": statistics.median(cpus[100]),
        "click_cpu_5000_s": statistics.median(cpus[5000]),
        "click_cpu_ratio": ratio(cpus),
        "write_100_s": statistics.median(writes[100]),
        "write_5000_s": statistics.median(writes[5000]),
        "write_ratio": ratio(writes),
        "at_once_100_s": statistics.median(at_once[100]),
        "at_once_5000_s": statistics.median(at_once[5000]),
        "at_once_ratio": ratio(at_once),
        "open_s": opening,
        "open_in_window_s": shown[0][0],
        "open_in_window_cpu_s": shown[0][1],
        "open_picked_s": shown[PICKING][0],
        "open_picked_cpu_s": shown[PICKING][1],
        "verify_s": verify,
        "file_mb": path.stat().st_size / 1e6,
    }


def bench_lookup(repeats: int) -> dict[str, float]:
    """Lookups and odds per second on the SPI Combat Results Table."""
    from tabletop.games.printed import find_table

    table = find_table("spi1980/crt")
    n = 2000
    columns = table.columns

    def lookups() -> None:
        for i in range(n):
            table.lookup(column=columns[i % len(columns)], roll=1 + i % 6)

    def both() -> None:
        for i in range(n):
            table.lookup(column=columns[i % len(columns)], roll=1 + i % 6, shift=i % 3 - 1)
            table.odds(column=columns[i % len(columns)], shift=i % 3 - 1)

    t_lookup = median_time(lookups, repeats) / n
    t_both = median_time(both, repeats) / n
    return {
        "lookups_per_s": 1 / t_lookup,
        "lookup_with_odds_us": t_both * 1e6,
        "lookup_with_odds_per_s": 1 / t_both,
    }


def bench_cardgame() -> dict[str, float]:
    """Simulated card games per second, random against random."""
    try:
        from tabletop.games.cardgame import simulate
    except ImportError:
        return {}
    result = simulate(300, ("random", "random"), 1)
    return {"games": result["games"], "games_per_s": result["games"] / result["seconds"]}


def _window_line(w: dict[str, float]) -> str:
    return (
        f"window ready   {w['tabletop_s'] * 1000:7.1f} ms vs bare Tk {w['bare_tk_s'] * 1000:.1f}"
        f" ms   ratio {w['ratio']:.2f}  (target <= 2.0; a bare Tk window with sv-ttk's own "
        f"loader: {w['sv_ttk_s'] * 1000:.1f} ms, {w['sv_ttk_ratio']:.2f})"
    )


def expert_only() -> None:
    """`scripts/bench --expert-only [--sides | --expert-rows] [--no-strong] [--json]`: the
    expert's figures alone (and the side table whole, or only its expert rows under the
    default rules; without the strong bot's baseline on the same seeds), without the
    window's (minutes of play, no display needed)."""
    sides = "--sides" in sys.argv
    report = bench_expert.measure(True, strong="--no-strong" not in sys.argv)
    if sides:
        report["sides_file"] = str(bench_expert.write_sides(report["scores"]))
    elif "--expert-rows" in sys.argv:
        report["sides_file"] = str(bench_expert.write_expert_rows(report["scores"]))
    if "--json" in sys.argv:
        print(json.dumps(report, indent=2))
        return
    for line in bench_expert.lines(report):
        print(line)
    if "sides_file" in report:
        print(f"wrote {report['sides_file']}")
    print(f"(load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)")


def main() -> None:
    if "--expert-only" in sys.argv:
        expert_only()
        return
    repeats = int(os.environ.get("BENCH_REPEATS", "11"))
    xvfb = ensure_display()
    if "--shell" in sys.argv:  # the command line's figures alone
        shell = bench_shell.measure(repeats)
        print(
            json.dumps(shell, indent=2)
            if "--json" in sys.argv
            else "\n".join(bench_shell.lines(shell))
        )
        return
    if "--window" in sys.argv:  # the window figure alone
        try:
            w = bench_window(repeats)
        finally:
            if xvfb is not None:
                xvfb.terminate()
        print(json.dumps(w, indent=2) if "--json" in sys.argv else _window_line(w))
        return
    # Nothing the bench writes reaches the player's own folders.
    os.environ["TABLETOP_HOME"] = home = tempfile.mkdtemp()
    try:
        report = {
            "window": bench_window(repeats),
            "saves": bench_saves(repeats),
            "lookup": bench_lookup(repeats),
            "cardgame": bench_cardgame(),
            "long": bench_long(repeats),
            "games": bench_open.each_game(max(3, repeats // 3)),
            "logview": bench_logview.measure(tempfile.mkdtemp()),
            "graphs": bench_graphs.measure(tempfile.mkdtemp()),
            "switch": bench_switch.measure(tempfile.mkdtemp()),
            "bots": bench_bots.measure("--bots" in sys.argv),
            "expert": bench_expert.measure("--expert" in sys.argv or "--sides" in sys.argv),
            "promises": bench_promises.measure(repeats, home),
            "shell": bench_shell.measure(repeats),
        }
    finally:
        if xvfb is not None:
            xvfb.terminate()
    if "--json" in sys.argv:
        print(json.dumps(report, indent=2))
        return
    w, s, lk, cg = report["window"], report["saves"], report["lookup"], report["cardgame"]
    print(_window_line(w))
    print(
        f"save + load    {s['tabletop_s'] * 1000:7.1f} ms vs tomli-w+tomllib "
        f"{s['plain_s'] * 1000:.1f} ms ({s['entries']} log entries)   ratio {s['ratio']:.2f}"
        f"  (target <= 3)"
    )
    print(
        f"lookup         {lk['lookups_per_s']:9.0f} lookups/s; lookup + odds "
        f"{lk['lookup_with_odds_us']:.1f} us ({lk['lookup_with_odds_per_s']:.0f}/s)"
        f"  (target < 1000 us)"
    )
    if cg:
        print(f"card game      {cg['games_per_s']:9.0f} games/s random vs random  (target 500)")
    lg = report["long"]
    print(
        f"click at 5,000 {lg['click_5000_s'] * 1000:7.1f} ms vs at 100 entries "
        f"{lg['click_100_s'] * 1000:.1f} ms (a roll, its autosave handed to the writer; what "
        f"the window waits for)   ratio {lg['click_ratio']:.2f} (the window thread's processor"
        f" time {lg['click_cpu_5000_s'] * 1000:.1f} vs {lg['click_cpu_100_s'] * 1000:.1f} ms, "
        f"{lg['click_cpu_ratio']:.2f})  (target <= 2)"
    )
    print(
        f"  its write    {lg['write_5000_s'] * 1000:7.1f} ms vs at 100 entries "
        f"{lg['write_100_s'] * 1000:.1f} ms (atomic write + backup + fsync, on the writer "
        f"thread, {lg['file_mb']:.1f} MB)   ratio {lg['write_ratio']:.2f}  (no target: not "
        f"waited for)"
    )
    print(
        f"  written at once {lg['at_once_5000_s'] * 1000:4.1f} ms vs at 100 entries "
        f"{lg['at_once_100_s'] * 1000:.1f} ms (as `tabletop act` saves)   ratio "
        f"{lg['at_once_ratio']:.2f}"
    )
    print(
        f"open 5,000     {lg['open_s']:7.3f} s to read (processor {lg['open_cpu_s']:.3f} s); "
        f"to open and show in the window {lg['file_mb']:.1f} MB: {lg['open_in_window_s']:.3f} s "
        f"(processor {lg['open_in_window_cpu_s']:.3f} s) at once after the first draw, "
        f"{lg['open_picked_s']:.3f} s (processor {lg['open_picked_cpu_s']:.3f} s) after the "
        f"start page was up {PICKING} s  (target < 0.3 s)"
    )
    shown = ", ".join(f"{game} {seconds:.3f} s" for game, seconds in report["games"].items())
    print(f"  other games  {shown} (the same, a 5,000-roll session of each)  (target < 0.3 s)")
    print(
        f"verify 5,000   {lg['verify_s']:7.3f} s by replay (processor {lg['verify_cpu_s']:.3f} s)"
        f"  (target < 1 s)"
    )
    for line in bench_logview.lines(report["logview"]):
        print(line)
    for line in bench_graphs.lines(report["graphs"]):
        print(line)
    for line in bench_switch.lines(report["switch"]):
        print(line)
    for line in bench_bots.lines(report["bots"], "--bots" in sys.argv):
        print(line)
    if "--sides" in sys.argv:
        written = bench_expert.write_sides(report["expert"]["scores"])
        print(f"wrote {written}")
    for line in bench_expert.lines(report["expert"]):
        print(line)
    for line in bench_promises.lines(report["promises"]):
        print(line)
    for line in bench_shell.lines(report["shell"]):
        print(line)
    print(f"(load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)")
    print(f"(medians of {repeats} runs; baselines measured in this run)")


if __name__ == "__main__":
    main()
