"""The promises the tests used to time, for scripts/bench, each against a baseline measured in
the same run (a test asserts what a player sees; how long it takes is measured here, where a
busy machine cannot turn it red):

refusals     a save holding a value off its printed range (every game's declared bounds,
             tests/games/test_bounds.py), refused on load and in the window, the slowest
             over  reading the example save it was made from, and opening it in the window
             (target under 1 s); a flat 8 MB hostile file (tests/session/test_limits_hostile.py)
             refused, in processor time  over  reading its text from the disk (target 1 s)
resume list  the start page's list of 20 autosaves of 3 MB each (tests/gui/test_gui_resume.py)
             over  reading those files' bytes (target 0.3 s)
solo game    a whole card game against the random bot, played by clicks in the window
             (tests/gui/cardgame/test_gui_cardgame.py)  over  replaying the same game without
             a window (`verify`) (target 60 s)
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from bench_env import ROOT, installed_env

SUPPORT = ROOT / "tests" / "support"
sys.path.insert(0, str(SUPPORT))

WINDOW = r"""
import json, sys, time, tkinter
from pathlib import Path
from tkinter import messagebox
sys.path.insert(0, sys.argv[1])
from cardgame_gui_support import human_move, pump
from tabletop.gui.app import App
from tabletop.gui.panels.cardgame.bot import BotRunner
from tabletop.session.verify import verify_file

for name in ("showwarning", "showerror", "showinfo"):  # answered at once, as a player would
    setattr(messagebox, name, lambda *args, **options: "ok")
for name in ("askyesno", "askokcancel", "askyesnocancel"):
    setattr(messagebox, name, lambda *args, **options: False)
BotRunner.BOT_DELAY_MS = 0
root = tkinter.Tk()
app = App(root)
# The test's size: on a 1280x1024 screen with no window manager the card game's panel
# never settles (a wrapped label's width goes back and forth).
root.geometry("1100x760+0+0")
root.update()
if sys.argv[2] == "game":
    start = time.perf_counter()
    tab = app.new_session("cardgame", seed=21, options={"players": "solo", "bot": "random",
                                                        "human": "napoleon"})
    for _ in range(5000):
        pump(root, 1)
        if tab.session.state.result is not None:
            break
        if tab.session.state.to_move.value == "napoleon":
            human_move(tab.panel)
    game = time.perf_counter() - start
    path = tab.session.save()
    start = time.perf_counter()
    verify_file(path)
    print(json.dumps({"game_s": game, "replay_s": time.perf_counter() - start}))
    sys.exit()
app.open_path(Path(sys.argv[1]) / "no-such-save.toml")  # loads the engine for both sides

def timed(path):
    start = time.perf_counter()
    tab = app.open_path(path)
    root.update()
    return time.perf_counter() - start, tab

opened, tab = timed(Path(sys.argv[2]))
assert tab is not None, sys.argv[2]
slowest = max(timed(Path(path))[0] for path in sys.argv[3:])
print(json.dumps({"open_s": opened, "refused_s": slowest}))
"""


def _median(run: Callable[[], object], repeats: int, clock: Callable[[], float]) -> float:
    times = []
    for _ in range(repeats):
        start = clock()
        run()
        times.append(clock() - start)
    return statistics.median(times)


def _refused(path: Path) -> None:
    from tabletop.core.errors import SaveError
    from tabletop.session.saves import read_session

    try:
        read_session(path, autosave=False)
    except SaveError:
        return
    sys.exit(f"bench: {path.name} was not refused")


def mutants_made(folder: Path) -> list[tuple[Path, Path]]:
    """(example save, its mutant) for the last mutant of every bound of every example save,
    each in a folder of its own."""
    from bounds_support import bounds_of, edited, game_of, mutants, with_bounds

    made = []
    for save, _bounds in with_bounds():
        for bound in bounds_of(game_of(save)):
            for _what, change, _field in mutants(save, bound)[-1:]:
                where = folder / f"m{len(made)}"
                where.mkdir()
                made.append((save, edited(where, save, change)))
    return made


def measure(repeats: int, home: str) -> dict[str, float]:
    from hostile_support import hostile_texts

    from tabletop.core import paths
    from tabletop.core.recent import in_progress
    from tabletop.session.saves import read_session

    folder = Path(tempfile.mkdtemp())
    made = mutants_made(folder)
    runs = max(3, repeats // 3)
    slowest, source = 0.0, made[0][0]
    for save, path in made:
        took = _median(lambda p=path: _refused(p), runs, time.perf_counter)  # type: ignore[misc]
        if took > slowest:
            slowest, source = took, save
    reading = _median(lambda: read_session(source, autosave=False), repeats, time.perf_counter)

    hostile = folder / "hostile.toml"
    hostile.write_text(hostile_texts()["8 MB of `1,` in one array"], encoding="utf-8")
    hostile_cpu = _median(lambda: _refused(hostile), runs, time.process_time)
    hostile_read = _median(lambda: hostile.read_text(encoding="utf-8"), runs, time.process_time)

    autosaves = paths.autosave_dir()
    autosaves.mkdir(parents=True, exist_ok=True)
    text = (ROOT / "saves" / "pratzen-turn1-after-close-combat.toml").read_text()
    head, _, rest = text.partition("log = '''")
    big = head + "log = '''\n" + ("x" * 3_000_000) + "\n" + rest
    for index in range(20):
        (autosaves / f"pratzen-{index:02d}.toml").write_text(big)
    listing = _median(in_progress, repeats, time.perf_counter)
    raw = _median(
        lambda: [p.read_bytes() for p in autosaves.glob("*.toml")], repeats, time.perf_counter
    )

    valid = folder / source.name  # a copy: the window autosaves what it opens
    valid.write_bytes(source.read_bytes())
    window: list[dict[str, float]] = []
    for _ in range(runs):
        for argv in ([str(valid), str(hostile), *(str(p) for _s, p in made)], ["game"]):
            out = subprocess.run(
                [sys.executable, "-c", WINDOW, str(SUPPORT), *argv],
                capture_output=True,
                text=True,
                check=True,
                cwd=ROOT,
                env=installed_env(TABLETOP_HOME=tempfile.mkdtemp(dir=home)),
            )
            window.append(json.loads(out.stdout.strip().splitlines()[-1]))

    def middle(key: str) -> float:
        return statistics.median(run[key] for run in window if key in run)

    return {
        "mutants": len(made),
        "mutant_s": slowest,
        "mutant_source": source.name,
        "example_read_s": reading,
        "window_refused_s": middle("refused_s"),
        "window_open_s": middle("open_s"),
        "hostile_cpu_s": hostile_cpu,
        "hostile_read_cpu_s": hostile_read,
        "listing_s": listing,
        "listing_read_s": raw,
        "solo_game_s": middle("game_s"),
        "solo_replay_s": middle("replay_s"),
    }


def lines(r: dict[str, float]) -> list[str]:
    return [
        f"refusal        {r['mutant_s'] * 1000:7.1f} ms, the slowest of {r['mutants']} mutants "
        f"off a printed range, vs reading {r['mutant_source']} {r['example_read_s'] * 1000:.1f}"
        f" ms   ratio {r['mutant_s'] / r['example_read_s']:.2f}  (target < 1 s)",
        f"  in the window {r['window_refused_s'] * 1000:6.1f} ms, the slowest, vs opening the "
        f"example save {r['window_open_s'] * 1000:.1f} ms   ratio "
        f"{r['window_refused_s'] / r['window_open_s']:.2f}  (target < 1 s)",
        f"  8 MB hostile {r['hostile_cpu_s'] * 1000:6.1f} ms processor vs reading its text "
        f"{r['hostile_read_cpu_s'] * 1000:.1f} ms   ratio "
        f"{r['hostile_cpu_s'] / r['hostile_read_cpu_s']:.2f}  (target < 1 s)",
        f"resume list    {r['listing_s'] * 1000:7.1f} ms for 20 autosaves of 3 MB vs reading "
        f"their bytes {r['listing_read_s'] * 1000:.1f} ms   ratio "
        f"{r['listing_s'] / r['listing_read_s']:.2f}  (target < 0.3 s)",
        f"solo game      {r['solo_game_s']:7.2f} s by clicks in the window vs replaying it "
        f"{r['solo_replay_s']:.2f} s   ratio {r['solo_game_s'] / r['solo_replay_s']:.1f}"
        f"  (target < 60 s)",
    ]
