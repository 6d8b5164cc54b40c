"""Shared fixtures: a private user folder for every test, and a Tk root on the X server."""

from __future__ import annotations

import functools
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

# The rulebook texts are not part of the project: the tests marked `rulebook` read printed
# cells back against them from TABLETOP_SEEDS, by default shared/seeds beside the checkout
# (where this project's own machines keep them). Without them those tests are left out and
# named in one line, except under CI=true, where their absence fails the run.
SEEDS = Path(
    os.environ.get("TABLETOP_SEEDS")
    or Path(__file__).resolve().parents[1].parent / "shared" / "seeds"
)
RULEBOOKS = ("000", "001", "002", "003", "004")
"""The start of each rulebook text's file name, one per game (seeds/README.md)."""
_NEED_RULEBOOKS = pytest.StashKey[str]()

EXAMPLES = Path(__file__).resolve().parents[1] / "saves"
SHIPPED = {path.name: path.read_bytes() for path in sorted(EXAMPLES.glob("*.toml"))}
"""The example saves as shipped: a test opens a copy, since the window autosaves (a bot to
move plays at once) and an example changed under the tests would ship changed."""


@pytest.fixture(autouse=True)
def user_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Autosaves, overrides and recent files go to a temporary folder, never the real one."""
    home = tmp_path / "home"
    monkeypatch.setenv("TABLETOP_HOME", str(home))
    # The desktop's dark setting and DPI are asked after the first draw, and a different
    # answer draws every tab again: not in the middle of a test (test_gui_window asks).
    monkeypatch.setenv("TABLETOP_DESKTOP", "no")
    monkeypatch.delenv("TABLETOP_THEME", raising=False)
    return home


@pytest.fixture(autouse=True)
def english(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every test reads the app in English unless it chooses another language (a machine set
    to French would otherwise run the command line's tests in French), and a test that
    switches language leaves English behind it."""
    from tabletop.core import i18n

    monkeypatch.setenv(i18n.ENVIRONMENT, "en")
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture
def every_game_playable(user_home: Path) -> Iterator[None]:
    """Tonnerre's unit counts, tracks, cards and tactics deck entered (the text lost them), so
    every registered game can be played through."""
    from tonnerre_support import full_entries, tactics_deck, write_owner

    from tabletop.core.data import load_board

    write_owner({**full_entries(), "tactics": {"cards": tactics_deck()}})
    yield
    load_board.cache_clear()


class Dialogs:
    """The message boxes the window opened, answered as a player who says no would."""

    def __init__(self) -> None:
        self.shown: list[tuple[str, str]] = []
        """(title, message) of each box, in order."""
        self.answer = False
        """What a yes/no question is answered."""

    def show(self, title: str = "", message: str = "", **_options: object) -> str:
        self.shown.append((title, message))
        return "ok"

    def ask(self, title: str = "", message: str = "", **_options: object) -> bool:
        self.shown.append((title, message))
        return self.answer


@pytest.fixture(autouse=True)
def dialogs(monkeypatch: pytest.MonkeyPatch) -> Dialogs:
    """No test waits on a modal message box: each is recorded and answered at once."""
    from tkinter import messagebox

    answered = Dialogs()
    for name in ("showwarning", "showerror", "showinfo"):
        monkeypatch.setattr(messagebox, name, answered.show)
    for name in ("askyesno", "askokcancel", "askyesnocancel"):
        monkeypatch.setattr(messagebox, name, answered.ask)
    return answered


@pytest.fixture
def fake_game_listed(monkeypatch: pytest.MonkeyPatch) -> None:
    """A test-only game, "fake": the turn tracker of tests/support/fake_game.py and the panel of
    tests/support/fake_panel.py, with no printed tables unless a test writes its boards/fake.toml
    (core_support.fire_board), so the engine's own tests never depend on a real game's rules
    staying as they are."""
    from tabletop.core import boardfiles
    from tabletop.games import GAMES, Listing

    fake = Listing(
        "fake",
        "Fake Battle",
        "000_fake.txt",
        rules="fake_game",
        panel="fake_panel",
        board="",  # a test that writes boards/fake.toml declares it
    )
    monkeypatch.setitem(GAMES, "fake", fake)
    monkeypatch.setitem(boardfiles._DECLARED, "fake", "")


@pytest.fixture
def tk_root() -> Iterator[object]:
    """A real Tk root window on the test X server (pytest-xvfb starts it)."""
    import tkinter

    root = tkinter.Tk()
    root.geometry("1100x760+0+0")
    yield root
    root.destroy()


@pytest.fixture
def app(tk_root: object) -> object:
    """The main window, drawn, on the test X server."""
    from tabletop.gui.app import App

    window = App(tk_root)  # type: ignore[arg-type]
    tk_root.update()  # type: ignore[attr-defined]
    return window


@functools.cache
def rulebook(name: str) -> str:
    """The text of a seed rulebook, by the start of its file name ("000")."""
    (path,) = SEEDS.glob(f"{name}_*.txt")
    return path.read_text(encoding="utf-8")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Under scripts/test a GUI test without a display fails loudly instead of skipping."""
    required = os.environ.get("TABLETOP_REQUIRE_DISPLAY") and not os.environ.get("DISPLAY")
    if required and any(item.get_closest_marker("gui") for item in items):
        raise pytest.UsageError(
            "GUI tests need an X server and none was started (is Xvfb installed?)"
        )
    needing = [item for item in items if item.get_closest_marker("rulebook")]
    if needing and not all(any(SEEDS.glob(f"{name}_*.txt")) for name in RULEBOOKS):
        line = (
            f"{len(needing)} tests compare cells with rulebook texts and need them: "
            f"set TABLETOP_SEEDS (no rulebook texts in {SEEDS})"
        )
        if os.environ.get("CI", "").lower() == "true":
            raise pytest.UsageError(f"{line}; under CI=true every test runs")
        config.hook.pytest_deselected(items=needing)
        items[:] = [item for item in items if not item.get_closest_marker("rulebook")]
        config.stash[_NEED_RULEBOOKS] = line


def pytest_terminal_summary(
    terminalreporter: pytest.TerminalReporter, config: pytest.Config
) -> None:
    """The tests left out for want of the rulebook texts, in one line."""
    if _NEED_RULEBOOKS in config.stash:
        terminalreporter.write_line(config.stash[_NEED_RULEBOOKS], yellow=True)


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Under scripts/test any skipped test turns the run red: CI must run every test."""
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    required = os.environ.get("TABLETOP_REQUIRE_DISPLAY") and reporter is not None
    if required and reporter.stats.get("skipped") and session.exitstatus == 0:
        reporter.write_line("a test was skipped; scripts/test runs every test", red=True)
        session.exitstatus = 1
    changed = [
        name
        for name, text in SHIPPED.items()
        if not (EXAMPLES / name).exists() or (EXAMPLES / name).read_bytes() != text
    ]
    if changed and reporter is not None:
        reporter.write_line(f"a test wrote to the example saves: {', '.join(changed)}", red=True)
        session.exitstatus = 1


@pytest.fixture
def fresh_boards(user_home: Path) -> Iterator[None]:
    """Boards read again from this test's user folder, and forgotten after it (the owner's
    printed data a test keeps must not reach the next test)."""
    from tabletop.core.data import load_board

    load_board.cache_clear()
    yield
    load_board.cache_clear()
